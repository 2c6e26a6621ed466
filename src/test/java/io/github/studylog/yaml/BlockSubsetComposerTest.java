package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.Bom;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * The one-pass composer gives the engine's tree, node by node and mark by mark, for every text it accepts, and
 * declines what lies outside its subset (the engine then loads it, errors included).
 */
class BlockSubsetComposerTest {

    /** The composer's tree equals the engine's, and the composer did accept the text. */
    private static void agrees(String yaml) {
        Optional<Node> fast = BlockSubsetComposer.compose(yaml);
        assertTrue(fast.isPresent(), () -> "declined:\n" + yaml);
        Node engine = EngineTrees.compose(yaml).orElseThrow(() -> new AssertionError("the engine refuses:\n" + yaml));
        assertEquals(EngineTrees.describe(engine), EngineTrees.describe(fast.get()), yaml);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "id: 2026-09-08-architecture-queues-01\ndate: 2026-09-08\nissue: 9\n",
        "a: 1\nb:\nc: x\n",
        "a: 1\nb:",
        "a: 値  \nb: 1\n",
        "a:   離れた値\n",
        "note: クラッシュ条件の後、注文と未送信状態の同時commitを本人が提案した。名称（Transactional Outbox）は未提示。\n",
        "a: foo, bar [x] {y}\nb: -1\nc: a:b\nd: C#\ne: \"引用 付き\"  \nf: 'it''s'\ng: ''\nh: \"\"\n",
        "a: 全角\u3000空白\u3000\nb: \u00a0nbsp\n",
        "reviews:\n  - architecture-queues\n  - web-cache\nissue: 3\n",
        "reviews:\n- architecture-queues\n- web-cache\nissue: 3\n",
        "reviews:\n- a\n- b\n",
        "needs_revisit: []\nextra: {}\nnext: 1\n",
        "needs_revisit: []   \n",
        "questions:\n  - id: Q1\n    section: 外部副作用\n    outcome: hinted\n  - id: Q2\n    note: 説明した。\n# 終わり\n\nz: 1\n",
        "questions:\n- id: Q1\n  asked: true\n- id: Q2\n  asked: false\n",
        "questions:\n  -   id: Q1\n      ok: yes\n",
        "a:\n  b:\n    c: 1\n\n# コメント\nd: 2\n",
        "a:\n  b: 1\n   \nc: 2\n",
        "a: x\n  # 深いコメント\nb: 1\n",
        "# 先頭のコメント\n\nid: a\n",
        "  id: a\n  note: b\n",
        "narrative: |\n  一行目。\n  二行目。\n",
        "narrative: |\n  一行目。\n\n\n  三段落目。\n\n\nnext: 1\n",
        "narrative: |\n  一行目。\n   字下げ\n  # 本文の行\nnext: 1\n",
        "narrative: |-\n  一行目。\n  二行目。\n\nnext: 1\n",
        "narrative: |\n  末尾。\n\n",
        "a:\n  b: |\n    x\n\n  c: 1\n",
        "a:\n  - |\n    x\n  - y\n",
        "a:\n- |\n  x\n- y\n",
        "a:\n  - k:\n      v: 1\n  - k:\n    - x\n",
        "a: 1\n\n\n",
        "a-b.c_d: 1\nA1: 2\n",
        "a: 1\na: 2\n",
        "a: \"#ハッシュ\"\nb: 'x: y'\nc: \"[1, 2]\"\n",
        "url: https://example.com/a?b=c#d\n",
        "a: <<x\nb: x<<\nc: <\n",
        "a: 1\n  ",
        "a: 値",
        "a: 'x'",
        "a: \"x\"",
        "a: |-  \n  x\n",
        "a: C# x\nb: ~\n",
        "Z9: 1\nz0_: 1\nZa.b-c: 1\n0: x\n9: y\n_: z\n",
        "a: \u00a0\ud7ff\ue000\ufffd\n",
        "summary: >-\n  アプリ内非同期実行から始め、\n  Transactional Outbox、at-least-once、\n  redriveまで検討した。\nnext: 1\n",
        "summary: >\n  一段落目の一行目、\n  一段落目の二行目。\n\n  二段落目。\n\n\n\n  三段落目。\n\n",
        "a:\n  - >-\n    畳む\n    行\n  - >\n    x\n",
        "a: >\n  # 本文の行\n  x\n",
    })
    void agreesWithTheEngine(String yaml) {
        agrees(yaml);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "# コメントだけ\n",
        "- a\n- b\n",
        "一つの値\n",
        "a: 1\r\nb: 2\r\n",
        "a:\t1\n",
        "a: 🙂\n",
        "a: \uFEFF\n",
        "a: x\u2028y\n",
        "---\na: 1\n",
        "a: 1\n...\n",
        "%YAML 1.2\n---\na: 1\n",
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "<<: {a: 1}\n",
        "a: [1, 2]\n",
        "a: {b: 1}\n",
        "\"a\": 1\n",
        "? a\n: 1\n",
        "a: >\n  折り畳み\n   字下げの深い行\n",
        "a: >-\n  x\n\n   y\n",
        "a: |+\n  保持\n",
        "a: |2\n   字下げ指定\n",
        "a: |\n\n  先頭の空行\n",
        "a: |\n  x\n  \n  y\n",
        "a: |\n  x\n# c\nb: 1\n",
        "a: |\n  末尾に改行なし",
        "a: |\n",
        "a: 続く\n  行\n",
        "a: 続く\n\n  行\n",
        "a: x # コメント\n",
        "a: # コメント\n",
        "a: b: c\n",
        "a: b:\n",
        "a: \"続く\n  引用\"\n",
        "a: \"\\t\"\n",
        "a: 'x' y\n",
        "a: -\n",
        "a: - x\n",
        "a: ?x\n",
        "a:\n  -\n  - x\n",
        "a:\n  - - x\n",
        "a:\n  b: 1\n c: 2\n",
        "a:\n  - x\n  b: 1\n",
        "a:\n  値\n",
        "a: 1\n  b: 2\n",
        "a: <<\n",
        "a: x #コメント\n",
        "a: \"x\nb: 1\"\n",
        "a: \"閉じない",
        "a: '閉じない",
        "a: |\nb: 1\n",
        "a: \u001f\n",
        "a: \u007f\n",
        "a: \u009f\n",
        "a: \ud800\n",
        "a: \udfff\n",
        "a: \ufffe\n",
        "a:\n  - <<  \n",
        "a:b\n",
        "a : 1\n",
        "- a: 1\n",
    })
    void declinesWhatLiesOutsideTheSubset(String yaml) {
        assertEquals(Optional.empty(), BlockSubsetComposer.compose(yaml), yaml);
    }

    /** {@code mappings} block mappings, each the value of the one before. */
    private static String nested(int mappings) {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < mappings - 1; i++) {
            yaml.append(" ".repeat(i)).append("k:\n");
        }
        return yaml.append(" ".repeat(mappings - 1)).append("v: 値\n").toString();
    }

    @Test
    void nestingOfTheBoundIsAcceptedAndDeeperDeclined() {
        agrees(nested(BlockSubsetComposer.MAX_DEPTH));
        assertEquals(Optional.empty(), BlockSubsetComposer.compose(nested(BlockSubsetComposer.MAX_DEPTH + 1)));
    }

    /** Mappings and lists in turn, {@code pairs} of each under a root mapping: {@code 2 * pairs + 1} levels. */
    private static String alternating(int pairs) {
        StringBuilder yaml = new StringBuilder("k:\n");
        for (int i = 0; i < pairs; i++) {
            yaml.append(" ".repeat(2 + 4 * i)).append("- k:\n");
        }
        return yaml.append(" ".repeat(2 + 4 * pairs)).append("- 値\n").toString();
    }

    @Test
    void listsCountAsLevelsToo() {
        agrees(alternating((BlockSubsetComposer.MAX_DEPTH - 2) / 2));
        assertEquals(Optional.empty(), BlockSubsetComposer.compose(alternating(BlockSubsetComposer.MAX_DEPTH / 2)));
    }

    /** Siblings do not add up: only nesting counts. */
    @Test
    void manyNestedSiblingsAreAccepted() {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < 2 * BlockSubsetComposer.MAX_DEPTH; i++) {
            yaml.append("m").append(i).append(":\n  v: 値\n").append("s").append(i).append(":\n  - 値\n");
        }
        agrees(yaml.toString());
    }

    @Test
    void aKeyOfTheBoundIsAcceptedAndALongerOneDeclined() {
        agrees("k".repeat(128) + ": 1\n");
        assertEquals(Optional.empty(), BlockSubsetComposer.compose("k".repeat(129) + ": 1\n"));
    }

    /** Every YAML file of the project's fixtures, the example and the ITs: accepted ones equal the engine's tree. */
    @Test
    void agreesOnEveryRecordOfTheProject() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String root : List.of("src/test/resources", "src/example", "src/it")) {
            try (Stream<Path> walk = Files.walk(Path.of(root))) {
                walk.filter(p -> p.toString().endsWith(".yaml") && Files.isRegularFile(p)).forEach(files::add);
            }
        }
        int accepted = 0;
        for (Path file : files) {
            String body = Bom.strip(read(file));
            Optional<Node> fast = BlockSubsetComposer.compose(body);
            if (fast.isPresent()) {
                accepted++;
                Node engine = EngineTrees.compose(body).orElseThrow(() -> new AssertionError("refused: " + file));
                assertEquals(EngineTrees.describe(engine), EngineTrees.describe(fast.get()), file.toString());
            }
        }
        // most records of the project are in the subset: the fast path is what a run takes
        assertTrue(accepted * 2 > files.size(), accepted + " of " + files.size());
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
