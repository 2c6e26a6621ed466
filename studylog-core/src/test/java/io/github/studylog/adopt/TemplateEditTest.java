package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.Shape;
import io.github.studylog.template.ValueSpec;
import io.github.studylog.yaml.SafeYamlLoader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.nodes.Node;

/** Writing an inferred shape back into its example block, changing only what must change. */
class TemplateEditTest {

    private static Shape.Scalar type(PlaceholderType type) {
        return new Shape.Scalar(new ValueSpec(List.of(type), List.of(), List.of(), "<" + type.token() + ">"), 1);
    }

    private static Shape.Field field(String key, boolean optional, Shape shape) {
        return new Shape.Field(key, optional, shape);
    }

    private static String rewrite(String block, Shape shape) {
        Node root = new SafeYamlLoader(true)
                .load("CHATGPT.md", block, 0)
                .document()
                .orElseThrow()
                .root();
        return new TemplateEdit().rewrite(block, root, shape);
    }

    @Test
    void valuesAreReplacedWhereTheyStandAndCommentsKept() {
        Shape shape = new Shape.MapOf(
                List.of(
                        field("date", false, type(PlaceholderType.DATE)),
                        field("title", false, type(PlaceholderType.TEXT))),
                1);
        assertEquals(
                "date: <date>   # 日付\ntitle: <text>\n", rewrite("date: 2026-10-01   # 日付\ntitle: \"キャッシュ\"\n", shape));
    }

    @Test
    void aKeyThatBecameOptionalGetsTheComment() {
        Shape shape = new Shape.MapOf(
                List.of(
                        field("mood", true, type(PlaceholderType.TEXT)),
                        field("tags", true, new Shape.ListOf(type(PlaceholderType.TEXT), 1)),
                        field("note", true, type(PlaceholderType.TEXT))),
                1);
        assertEquals(
                "mood: <text>  # optional\ntags:  # optional\n  - <text>\nnote: <text>  # optional\n",
                rewrite("mood: 良い\ntags:\n  - 速い\nnote: x  # 自由記述\n", shape));
    }

    @Test
    void anOptionalCommentStaysAsItIs() {
        Shape shape = new Shape.MapOf(List.of(field("mood", true, type(PlaceholderType.TEXT))), 1);
        assertEquals("mood: <text>     # optional\n", rewrite("mood: 良い     # optional\n", shape));
    }

    @Test
    void exampleItemsAfterTheFirstAreRemoved() {
        Shape item = new Shape.MapOf(
                List.of(
                        field("section", false, type(PlaceholderType.HEADING)),
                        field("reason", false, type(PlaceholderType.TEXT))),
                1);
        Shape shape = new Shape.MapOf(
                List.of(
                        field("needs_revisit", false, new Shape.ListOf(item, 1)),
                        field("sessions", false, new Shape.ListOf(type(PlaceholderType.SESSION_REF), 1))),
                1);
        assertEquals(
                "needs_revisit:\n  - section: <heading>\n    reason: <text>\nsessions:\n  - <session-ref>\n",
                rewrite(
                        "needs_revisit:\n  - section: A\n    reason: 理由\n  - section: B\n    reason: 理由2\n"
                                + "sessions:\n  - s1\n  - s2\n",
                        shape));
    }

    @Test
    void aBlockScalarBecomesOnePlaceholderLine() {
        Shape shape = new Shape.MapOf(
                List.of(
                        field("narrative", false, type(PlaceholderType.TEXT)),
                        field("end", false, type(PlaceholderType.TEXT))),
                1);
        assertEquals("narrative: <text>\nend: <text>\n", rewrite("narrative: |\n  一行目\n  二行目\nend: x\n", shape));
    }

    @Test
    void windowsLineEndingsAreKept() {
        Shape shape = new Shape.MapOf(
                List.of(
                        field("narrative", false, type(PlaceholderType.TEXT)),
                        field("tags", true, new Shape.ListOf(type(PlaceholderType.TEXT), 1))),
                1);
        assertEquals(
                "narrative: <text>\r\ntags:  # optional\r\n  - <text>\r\n",
                rewrite("narrative: |\r\n  一行目\r\ntags:\r\n  - a\r\n  - b\r\n", shape));
    }

    @Test
    void anEmptyExampleListTakesTheInferredItemInFlowStyle() {
        Shape shape =
                new Shape.MapOf(List.of(field("notes", false, new Shape.ListOf(type(PlaceholderType.TEXT), 1))), 1);
        assertEquals("notes: [<text>]  # 例\n", rewrite("notes: []  # 例\n", shape));
    }
}
