package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.yaml.SafeYamlLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One real finding of each template rule in Japanese and English, and the placeholder descriptions. */
class TemplateMessagesTest {

    private final Messages ja = Messages.of(Language.JA);

    private void assertTexts(Finding f, String japanese, String english) {
        assertEquals(japanese, "[" + f.ruleId() + "] " + ja.text(f.message()));
        assertEquals(english, "[" + f.ruleId() + "] " + f.message().english());
    }

    private List<Finding> parse(String yaml) {
        FindingSink sink = new FindingSink();
        new TemplateParser()
                .parse(
                        new SafeYamlLoader(true)
                                .load("CHATGPT.md", yaml, 0)
                                .document()
                                .orElseThrow(),
                        sink);
        return sink.sorted();
    }

    @Test
    void everyRuleSpeaksJapanese() {
        assertTexts(
                MissingTemplateReport.atTop("CHATGPT.md", "review"),
                "[template-missing] `template=review` のブロックが見つかりません。info string が `yaml template=review` の"
                        + "フェンス付きコードブロックを追加するか、`mvn studylog:init` を実行して、今あるブロックと記録から"
                        + " template を作ってください",
                "[template-missing] no `template=review` block found; add a fenced code block whose info string is "
                        + "`yaml template=review`, or run `mvn studylog:init` to make the templates from the blocks and"
                        + " records you have");
        FindingSink sink = new FindingSink();
        new TemplateExtractor()
                .extract(
                        "CHATGPT.md",
                        "```yaml template=review\na: <text>\n```\n\n```yaml template=review\nb: <text>\n```\n",
                        sink);
        assertTexts(
                sink.sorted().get(0),
                "[template-duplicate] 2 つ目の `template=review` のブロックです。1 行目の最初のブロックが使われます",
                "[template-duplicate] a second `template=review` block; the first is at line 1 and is the one used");
        assertTexts(
                parse("title: <string>\n").get(0),
                "[template-unknown-placeholder] 知られていないプレースホルダー `<string>` です（`<text>` のことでしょうか？）。"
                        + "単語 1 つのプレースホルダーは型名でなければなりません",
                "[template-unknown-placeholder] unknown placeholder `<string>` (did you mean `<text>`?); a one-word "
                        + "placeholder must be a type name");
        assertTexts(
                parse("tags:\n  - <text>\n  - <id>\n").get(0),
                "[template-invalid] template の中のリストは項目が 1 つ（すべての項目の形）ですが、このリストには 2 個あります",
                "[template-invalid] a list in a template has one item, the shape of every item; this one has 2");
        FindingSink slots = new FindingSink();
        Slots.reportUnknown(
                "CHATGPT.md",
                new TemplateBlock("session-sync", "title: {story}\n", 9, 10),
                List.of("id", "reviews"),
                slots);
        assertTexts(
                slots.sorted().get(0),
                "[template-unknown-slot] `template=session-sync` のブロックに、知られていないスロット `{story}` があります。"
                        + "使えるスロットは {id}, {reviews} です",
                "[template-unknown-slot] unknown slot `{story}` in the `template=session-sync` block; its slots are {id},"
                        + " {reviews}");
    }

    @Test
    void placeholderDescriptionsChainAlternatives() {
        ValueSpec issueOrUnfiled =
                new ValueSpec(List.of(PlaceholderType.ISSUE), List.of("unfiled"), List.of("string"), "<issue|unfiled>");
        assertEquals("GitHub の issue 番号（正の整数）、または `unfiled`", ja.text(issueOrUnfiled.describe()));
        assertEquals(
                "a GitHub issue number (a positive whole number) or `unfiled`",
                issueOrUnfiled.describe().english());
        ValueSpec issueOrWords = new ValueSpec(
                List.of(PlaceholderType.ISSUE),
                List.of("unfiled", "none"),
                List.of("string", "string"),
                "<issue|unfiled|none>");
        assertEquals("GitHub の issue 番号（正の整数）、または `unfiled`、または `none`", ja.text(issueOrWords.describe()));
        assertEquals(
                "a GitHub issue number (a positive whole number) or `unfiled` or `none`",
                issueOrWords.describe().english());
        ValueSpec words = new ValueSpec(List.of(), List.of("a", "b"), List.of("string", "string"), "<a|b>");
        assertEquals("`a`, `b` のどれか", ja.text(words.describe()));
        assertEquals("one of `a`, `b`", words.describe().english());
        ValueSpec two =
                new ValueSpec(List.of(PlaceholderType.INT, PlaceholderType.DATE), List.of(), List.of(), "<int|date>");
        assertEquals(
                "a whole number or a date written YYYY-MM-DD", two.describe().english());
        assertEquals("整数、または YYYY-MM-DD 形式の日付", ja.text(two.describe()));
    }

    @Test
    void oneLiteralIsItselfNotAChoice() {
        ValueSpec fixed = new ValueSpec(List.of(), List.of("learn-v3"), List.of("string"), "learn-v3");
        assertEquals("`learn-v3`", fixed.describe().english());
        assertEquals("`learn-v3`", ja.text(fixed.describe()));
    }
}
