package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of work beside the main thread come out later, in their order, at their level. */
class HeldLogTest {

    @Test
    void heldLinesAreLoggedLaterInTheirOrderAndLevelOnce() {
        HeldLog held = new HeldLog();
        held.info("下書きを書きました");
        held.warn("w");
        held.debug("d");
        held.error("e");
        held.print("プロンプト");
        List<String> out = new ArrayList<>();
        RunLog log = new RunLog() {
            @Override
            public void info(String line) {
                out.add("I " + line);
            }

            @Override
            public void warn(String line) {
                out.add("W " + line);
            }

            @Override
            public void error(String line) {
                out.add("E " + line);
            }

            @Override
            public void debug(String line) {
                out.add("D " + line);
            }

            @Override
            public void print(String text) {
                out.add("P " + text);
            }
        };
        assertEquals(List.of(), out, "nothing before the replay");
        held.replayTo(log);
        held.replayTo(log);
        assertEquals(List.of("I 下書きを書きました", "W w", "D d", "E e", "P プロンプト"), out);
    }
}
