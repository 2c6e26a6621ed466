package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * The one-pass composer against its oracle: for any text it accepts, snakeyaml-engine accepts the text too and
 * composes the same tree (kinds, tags, styles, values, marks). A text it declines is the engine's alone, so
 * declining is always allowed; accepting what the engine refuses, or composing another tree, is a failure.
 * Fuzz it with {@code bench/fuzz.sh BlockSubsetFuzzTest SECONDS}.
 */
class BlockSubsetFuzzTest {

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void agreesWithTheEngine(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        Optional<Node> fast = BlockSubsetComposer.compose(text);
        if (fast.isEmpty()) {
            return;
        }
        Node engine = EngineTrees.compose(text)
                .orElseThrow(() -> new AssertionError("accepted a text the engine refuses:\n" + text));
        assertEquals(EngineTrees.describe(engine), EngineTrees.describe(fast.get()), text);
    }
}
