package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.template.SyncTemplate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** IssueRecordReader on the smallest titles and bodies that show each rule. */
class IssueRecordReaderTest {

    private static final String ID = "2026-10-05-web-cache-03";
    private static final String BODY = "## 記録\n\n```yaml\n{record}\n```\n\n## 経過\n\n{narrative}\n";

    private static SyncTemplate template(String title, String body) {
        return new SyncTemplate(title, List.of("session-sync"), body, 1);
    }

    private static IssueInput issue(String title, String body, int offset) {
        return new IssueInput(
                IssueInput.Form.MARKDOWN,
                Optional.empty(),
                title,
                Optional.of(body),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                "draft.md",
                offset);
    }

    private static IssueRecordReader.Outcome read(String templateTitle, String title, String body) {
        return new IssueRecordReader().read(template(templateTitle, BODY), issue(title, body, 0));
    }

    private static String findings(IssueRecordReader.Outcome outcome) {
        return String.join(
                "\n",
                outcome.findings().stream()
                        .map(f -> f.location() + " " + f.ruleId() + " "
                                + f.message().english())
                        .toList());
    }

    private static final String RECORD = "## 記録\n\n```yaml\nid: " + ID + "\n```\n";

    @Test
    void aTitleThatIsOnlyTheIdAndOneWithASuffix() {
        assertEquals(
                Optional.of(new IssueRecord(ID, "id: " + ID + "\n", 4)),
                read("{id}", ID, RECORD).record());
        assertEquals(
                Optional.of(new IssueRecord(ID, "id: " + ID + "\n", 4)),
                read("[Session Sync] {id} (記録)", "[Session Sync] " + ID + " (記録)", RECORD)
                        .record());
    }

    @Test
    void aTitleThatIsOnlyThePrefixHasAnEmptyId() {
        IssueRecordReader.Outcome outcome = read("[Session Sync] {id}", "[Session Sync]", RECORD);
        assertEquals(Optional.empty(), outcome.record());
        assertEquals(
                "draft.md:0:0 apply-sync-title `` in the title is not a session id YYYY-MM-DD-<slug>-NN "
                        + "(e.g. 2026-09-08-architecture-queues-01); nothing is written for it",
                findings(outcome));
    }

    @Test
    void aTitleShorterThanPrefixAndSuffixTogetherIsNotTheTemplates() {
        assertEquals(
                "draft.md:0:0 apply-sync-title the title `aba` is not `ab <session-id> ba` as the "
                        + "session-sync template says",
                findings(read("ab {id} ba", "aba", RECORD)));
    }

    @Test
    void aLongTitleIsCutAtEightyCharacters() {
        String eighty = "x".repeat(80);
        assertEquals(
                "draft.md:0:0 apply-sync-title the title `" + eighty + "` is not `[Session Sync] <session-id>` "
                        + "as the session-sync template says",
                findings(read("[Session Sync] {id}", eighty, RECORD)));
        assertEquals(
                "draft.md:0:0 apply-sync-title the title `" + "x".repeat(77) + "...` is not "
                        + "`[Session Sync] <session-id>` as the session-sync template says",
                findings(read("[Session Sync] {id}", eighty + "x", RECORD)));
    }

    @Test
    void noRecordBlockIsFoundAtTheBodysFirstLine() {
        assertEquals(
                "draft.md:4:1 apply-sync-record-block no ```yaml block in the issue body: the session record "
                        + "belongs in one under the heading `記録`, as the session-sync template lays it out",
                findings(new IssueRecordReader().read(template("{id}", BODY), issue(ID, "本文だけ\n", 3))));
        assertEquals(
                "draft.md:1:1 apply-sync-record-block no ```yaml block in the issue body: the session record "
                        + "belongs in one, as the session-sync template lays it out",
                findings(new IssueRecordReader()
                        .read(template("{id}", "```yaml\n{record}\n```\n"), issue(ID, "本文だけ\n", 0))));
    }

    @Test
    void anIndentedBlockLosesItsIndentationAndItsTrailingBlankLines() {
        assertEquals(
                Optional.of(new IssueRecord(ID, "id: x\n", 5)),
                new IssueRecordReader()
                        .read(template("{id}", BODY), issue(ID, "## 記録\n\n  ```yaml\n  id: x\n\n\n  ```\n", 1))
                        .record());
    }

    @Test
    void anIndentedBlockKeepsTheNestingOfItsLinesAsCommonMarkReadsIt() {
        // CommonMark removes the fence's own indentation (two spaces) from each line, no more
        assertEquals(
                Optional.of(new IssueRecord(ID, "id: x\nsources:\n  - path: a.md\n", 5)),
                new IssueRecordReader()
                        .read(
                                template("{id}", BODY),
                                issue(ID, "## 記録\n\n  ```yaml\n  id: x\n  sources:\n    - path: a.md\n  ```\n", 1))
                        .record());
    }

    @Test
    void anEmptyBlockIsAnEmptyRecord() {
        assertEquals(
                Optional.of(new IssueRecord(ID, "", 4)),
                read("{id}", ID, "## 記録\n\n```yaml\n```\n").record());
    }
}
