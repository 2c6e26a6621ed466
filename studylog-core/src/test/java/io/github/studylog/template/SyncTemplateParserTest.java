package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The session-sync template's title, labels and body, and each way it can be malformed, at CHATGPT.md's lines. */
class SyncTemplateParserTest {

    private final FindingSink sink = new FindingSink();

    private Optional<SyncTemplate> parse(String text) {
        return new SyncTemplateParser().parse("CHATGPT.md", new TemplateBlock("session-sync", text, 9, 10), sink);
    }

    private List<String> found() {
        return sink.sorted().stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.message().english())
                .toList();
    }

    @Test
    void titleLabelsAndBodyAfterOneBlankLine() {
        assertEquals(
                Optional.of(new SyncTemplate("[同期] {id}", List.of("学習", "{reviews}"), "本文 {record}\n\n終わり\n", 10)),
                parse("title:  [同期] {id} \nlabels: 学習, , {reviews} \n\n本文 {record}\n\n終わり\n"));
        assertEquals(List.of(), found());
    }

    @Test
    void withoutABlankLineTheBodyStartsRightAfterTheLabels() {
        assertEquals(Optional.of(new SyncTemplate("t", List.of("x"), "本文", 10)), parse("title: t\r\nlabels: x\r\n本文"));
        assertEquals(Optional.of(new SyncTemplate("t", List.of(), "", 10)), parse("title: t\nlabels:"));
        assertEquals(List.of(), found());
    }

    @Test
    void aLoneCarriageReturnEndsALineAsItDoesInTheDraftsAndTheFindings() {
        assertEquals(
                Optional.of(new SyncTemplate("t", List.of("x"), "本文\n終わり", 10)),
                parse("title: t\rlabels: x\r\r本文\r終わり"));
        assertEquals(List.of(), found());
        assertEquals(Optional.empty(), parse("title: t\r本文\nlabels: x\n"));
        assertEquals(
                List.of("CHATGPT.md:11:1 [template-invalid] the second line of the session-sync template must be"
                        + " `labels: …`"),
                found());
    }

    @Test
    void aBlockWithoutATitleLineIsInvalidAtItsFirstLine() {
        assertEquals(Optional.empty(), parse("title: t"));
        assertEquals(Optional.empty(), parse("本文\nlabels: x\n"));
        assertEquals(
                List.of(
                        "CHATGPT.md:10:1 [template-invalid] the session-sync template must start with a"
                                + " `title: …` line",
                        "CHATGPT.md:10:1 [template-invalid] the session-sync template must start with a"
                                + " `title: …` line"),
                found());
    }

    @Test
    void aBlockWithoutALabelsLineIsInvalidAtItsSecondLine() {
        assertEquals(Optional.empty(), parse("title: t\n"));
        assertEquals(
                List.of("CHATGPT.md:11:1 [template-invalid] the second line of the session-sync template must be"
                        + " `labels: …`"),
                found());
    }

    @Test
    void anUnknownSlotMakesNoTemplate() {
        assertEquals(Optional.empty(), parse("title: {id}\nlabels: x\n\n{story}\n"));
        assertEquals(
                List.of(
                        "CHATGPT.md:13:1 [template-unknown-slot] unknown slot `{story}` in the"
                                + " `template=session-sync` block; its slots are {id}, {reviews}, {record}, {narrative}, {sources}"),
                found());
    }
}
