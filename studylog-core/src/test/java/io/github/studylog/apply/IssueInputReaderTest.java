package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.template.SyncTemplate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each input form read to the exact IssueInput. */
class IssueInputReaderTest {

    private static final String TITLE = "[Session Sync] 2026-10-05-web-cache-03";

    @TempDir
    Path dir;

    private IssueInput read(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return new IssueInputReader().read(file);
    }

    @Test
    void anEventPayload() throws IOException {
        IssueInput input = read("event.json", IssueFixtures.event(31, TITLE, "本文", "MEMBER"));
        assertEquals(
                new IssueInput(
                        IssueInput.Form.EVENT_PAYLOAD,
                        Optional.of(31L),
                        TITLE,
                        Optional.of("本文"),
                        List.of("session-sync"),
                        Optional.of("MEMBER"),
                        input.url(),
                        "issue #31",
                        0),
                input);
        assertEquals("GitHub issues event", input.form().label());
    }

    @Test
    void aNumberThatIsNotAnIntegerIsNoNumber() throws IOException {
        IssueInput input = read(
                "event.json",
                IssueFixtures.event(31, TITLE, null, "OWNER").replace("\"number\":31", "\"number\":31.5"));
        assertEquals(Optional.empty(), input.number());
        assertEquals("the issue body", input.bodyName());
        assertEquals(Optional.empty(), input.body());
    }

    @Test
    void ghIssueViewAndADraftJson() throws IOException {
        assertEquals(
                new IssueInput(
                        IssueInput.Form.GH_ISSUE_VIEW,
                        Optional.of(7L),
                        TITLE,
                        Optional.of("本文"),
                        List.of("session-sync"),
                        Optional.empty(),
                        Optional.of("https://github.com/learner/study/issues/7"),
                        "issue #7",
                        0),
                read("gh.json", IssueFixtures.ghView(7, TITLE, "本文")));
        assertEquals("gh issue view JSON", IssueInput.Form.GH_ISSUE_VIEW.label());
        assertEquals(
                new IssueInput(
                        IssueInput.Form.DRAFT_JSON,
                        Optional.empty(),
                        TITLE,
                        Optional.of("本文"),
                        List.of("session-sync"),
                        Optional.empty(),
                        Optional.empty(),
                        "the issue body",
                        0),
                read("draft.json", IssueFixtures.draftJson(TITLE, "本文")));
        assertEquals("draft JSON", IssueInput.Form.DRAFT_JSON.label());
    }

    @Test
    void aDraftMarkdownWithAndWithoutTheBlankLine() throws IOException {
        assertEquals(
                new IssueInput(
                        IssueInput.Form.MARKDOWN,
                        Optional.empty(),
                        TITLE,
                        Optional.of("## 記録\n本文\n"),
                        List.of("session-sync", "web-cache"),
                        Optional.empty(),
                        Optional.empty(),
                        "a.md",
                        3,
                        8),
                read("a.md", "title: " + TITLE + "\nlabels: session-sync, , web-cache\n\n## 記録\n本文\n"));
        assertEquals(
                new IssueInput(
                        IssueInput.Form.MARKDOWN,
                        Optional.empty(),
                        TITLE,
                        Optional.of("本文"),
                        List.of(),
                        Optional.empty(),
                        Optional.empty(),
                        "b.md",
                        2,
                        8),
                read("b.md", "title: " + TITLE + "\nlabels:\n本文"));
        assertEquals(
                new IssueInput(
                        IssueInput.Form.MARKDOWN,
                        Optional.empty(),
                        TITLE,
                        Optional.of(""),
                        List.of("x"),
                        Optional.empty(),
                        Optional.empty(),
                        "c.md",
                        2,
                        8),
                read("c.md", "title: " + TITLE + "\nlabels: x"));
        assertEquals("draft Markdown", IssueInput.Form.MARKDOWN.label());
    }

    @Test
    void aDraftsTitleIsLineOneAtTheColumnAfterItsSpaces() throws IOException {
        assertEquals(10, read("d.md", "title:   " + TITLE + "\nlabels: x\n").titleColumn());
        IssueInput bad = read("e.md", "title: セッションの記録 10/3\nlabels: session-sync\n\n本文\n");
        assertEquals(
                List.of("e.md:1:8 apply-sync-title", "e.md:4:1 apply-sync-record-block"),
                new IssueRecordReader()
                                .read(
                                        new SyncTemplate(
                                                "[Session Sync] {id}",
                                                List.of("session-sync"),
                                                "```yaml\n{record}\n```\n",
                                                1),
                                        bad)
                                .findings()
                                .stream()
                                .map(f -> f.location() + " " + f.ruleId())
                                .toList());
    }

    @Test
    void aDraftMarkdownsLinesEndAtCrAsWellAsAtLfAndCrlf() throws IOException {
        assertEquals(
                new IssueInput(
                        IssueInput.Form.MARKDOWN,
                        Optional.empty(),
                        TITLE,
                        Optional.of("## 記録\n本文\n"),
                        List.of("x"),
                        Optional.empty(),
                        Optional.empty(),
                        "cr.md",
                        3,
                        8),
                read("cr.md", "title: " + TITLE + "\rlabels: x\r\r## 記録\r\n本文\r"));
    }

    @Test
    void aTitleHoldingALoneCrIsTwoLinesSoTheFileIsNoDraft() throws IOException {
        // as an editor and the findings' lines count it, the file's second line is "Sync] …", not "labels:"; were
        // the CR part of the title, every finding in the body would be placed one line too high (found by
        // IssueFuzzTest)
        InvalidRequestException e = assertThrows(
                InvalidRequestException.class,
                () -> read("title-cr.md", "title: [Session\r Sync] 2026-10-05-web-cache-03\nlabels: x\n\n本文\n"));
        assertEquals(
                "studylog.issue: title-cr.md is neither JSON nor a draft Markdown whose first lines are "
                        + "`title: …` and `labels: …`",
                e.getMessage());
    }
}
