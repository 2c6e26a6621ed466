package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each rule of RecordRules, triggered by the smallest edit of the clean fixture repo. */
class RecordRulesTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";
    private static final String S2 = "sessions/2026-10-03-web-cache-02.yaml";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    @Test
    void missingKeyIsReportedAtTheMappingThatLacksIt() {
        repo.replace(REVIEW, "summary: >-\n  Cache-Control と検証付きリクエストの違いを、条件を一つずつ変えて確認した。\n", "");
        assertEquals(List.of(REVIEW + ":1:1 [record-missing-key]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("`summary`"));
    }

    @Test
    void missingKeyInAListItemPointsAtTheItem() {
        repo.replace(S1, "    note: max-age と no-cache の違いを説明後に理解した。\n", "");
        assertEquals(List.of(S1 + ":15:5 [record-missing-key]"), repo.locations());
        assertTrue(
                repo.findings().get(0).message().english().contains("in `questions[1]`"),
                repo.findings().toString());
    }

    @Test
    void aSessionSavedAsYamlAndYmlIsOneFindingNamingBoth() {
        repo.write("sessions/2026-10-01-web-cache-01.yml", repo.read(S1).replace("ブラウザキャッシュ", "別の内容"));
        assertEquals(List.of("sessions/2026-10-01-web-cache-01.yml:0:0 [record-duplicate-file]"), repo.locations());
        assertEquals(
                "`sessions/2026-10-01-web-cache-01.yml` and `" + S1 + "` both hold the record "
                        + "`2026-10-01-web-cache-01`; only `" + S1 + "` is read: keep one of them",
                repo.findings().get(0).message().english());
    }

    @Test
    void unknownKeySuggestsTheNearestTemplateKey() {
        repo.replace(REVIEW, "last_reviewed:", "last_reviwed:");
        assertEquals(
                List.of(REVIEW + ":1:1 [record-missing-key]", REVIEW + ":5:1 [record-unknown-key]"), repo.locations());
        assertTrue(repo.findings().get(1).message().english().contains("did you mean `last_reviewed`?"));
    }

    @Test
    void anUnknownKeyNextToItsNearestKeyHasNoRenameFix() {
        repo.replace(REVIEW, "last_reviewed: 2026-10-03\n", "last_reviewed: 2026-10-03\nlast_reviwed: 2026-10-03\n");
        List<Finding> findings = repo.findings();
        assertEquals(List.of(REVIEW + ":6:1 [record-unknown-key]"), repo.locations());
        assertEquals(
                "unknown key `last_reviwed`; did you mean `last_reviewed`?",
                findings.get(0).message().english());
        assertEquals(Optional.empty(), findings.get(0).fix(), "the rename would make the key appear twice");
    }

    @Test
    void yamlYesIsNotABool() {
        repo.replace(S1, "read: true", "read: yes");
        List<Finding> findings = repo.findings();
        assertEquals(List.of(S1 + ":12:11 [record-value]"), repo.locations());
        assertEquals(
                "`diagrams[1].read` must be `true` or `false`; found `yes` (only YAML 1.1 reads it as a yes/no"
                        + " value; YAML 1.2 reads it as text: write `true` or `false`)",
                findings.get(0).message().english());
    }

    @Test
    void anEmptyOrCommentOnlyRecordIsOneFinding() {
        for (String text : List.of("", "# まだ書いていない\n\n# 後で埋める\n")) {
            TestRepo fresh = TestRepo.clean(dir.resolve("empty-" + text.length()));
            fresh.write(S1, text);
            // one finding at the file; the review that lists it cannot see the session, as for any unreadable one
            assertEquals(
                    List.of(REVIEW + ":12:5 [record-unknown-ref]", S1 + ":1:1 [yaml-empty]"), fresh.locations(), text);
            assertEquals(
                    "there is nothing here but blank lines or comments: no YAML keys or values",
                    fresh.findings().get(1).message().english());
        }
    }

    @Test
    void yaml11BooleansAreRefusedSayingSo() {
        for (String word : List.of("no", "On", "OFF", "y", "N")) {
            TestRepo fresh = TestRepo.clean(dir.resolve("yaml11-" + word));
            fresh.replace(S1, "read: true", "read: " + word);
            assertEquals(List.of(S1 + ":12:11 [record-value]"), fresh.locations(), word);
            assertTrue(
                    fresh.findings().get(0).message().english().contains("only YAML 1.1 reads it as a yes/no value"),
                    fresh.findings().get(0).message().english());
        }
    }

    @Test
    void yaml12BooleansInAnyCaseAreBooleans() {
        repo.replace(S1, "read: true", "read: True");
        repo.replace(S1, "rendered: false", "rendered: FALSE");
        assertEquals(List.of(), repo.locations());
    }

    @Test
    void valueOutsideTheAlternatives() {
        repo.replace(REVIEW, "status: hinted", "status: done");
        assertEquals(List.of(REVIEW + ":4:9 [record-value]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("one of `not_started`"));
    }

    @Test
    void issueMustBePositiveOrUnfiled() {
        repo.replace(S1, "issue: 21", "issue: 0");
        repo.replace(S2, "issue: unfiled", "issue: later");
        assertEquals(List.of(S1 + ":6:8 [record-value]", S2 + ":6:8 [record-value]"), repo.locations());
    }

    @Test
    void commitIsLowercaseHexOrUnknown() {
        repo.replace(S1, "commit: unknown", "commit: ABCDEF1");
        assertEquals(List.of(S1 + ":9:13 [record-value]"), repo.locations());
        repo.replace(S1, "commit: ABCDEF1", "commit: abcdef1");
        assertEquals(List.of(), repo.locations());
    }

    @Test
    void idMustMatchTheIdPattern() {
        repo.replace(S1, "  - id: Q1", "  - id: -Q1");
        assertEquals(List.of(S1 + ":15:9 [record-value]"), repo.locations());
    }

    @Test
    void numberWhereTextIsExpectedSaysSo() {
        repo.replace(S1, "    note: max-age と no-cache の違いを説明後に理解した。", "    note: 42");
        assertEquals(List.of(S1 + ":19:11 [record-value]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("the number 42"));
    }

    @Test
    void impossibleCalendarDate() {
        repo.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-02-30");
        assertEquals(List.of(REVIEW + ":5:16 [record-date]"), repo.locations());
    }

    @Test
    void dateWithSlashesIsAValueError() {
        repo.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026/10/03");
        assertEquals(List.of(REVIEW + ":5:16 [record-value]"), repo.locations());
    }

    @Test
    void pathMustExistInsideTheRepo() {
        repo.replace(S1, "  - path: src/content/docs/web/cache.md", "  - path: src/content/docs/web/nope.md");
        repo.replace(S2, "  - path: src/content/docs/web/cache.md", "  - path: ../outside.md");
        assertEquals(List.of(S1 + ":8:11 [record-path]", S2 + ":8:11 [record-path]"), repo.locations());
        assertTrue(repo.findings().get(1).message().english().contains("`..`"));
    }

    @Test
    void absolutePathIsRefused() {
        repo.replace(REVIEW, "doc: src/content/docs/web/cache.md", "doc: /etc/passwd");
        assertEquals(List.of(REVIEW + ":3:6 [record-path]"), repo.locations());
    }

    @Test
    void headingMustExistInTheReviewsDocAndTheNearestIsSuggested() {
        repo.replace(S1, "section: Cache-Control", "section: Cache-Contrl");
        assertEquals(List.of(S1 + ":16:14 [record-heading]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("nearest heading is `Cache-Control`"));
    }

    @Test
    void headingsAreComparedAfterTrimming() {
        repo.replace(S1, "section: Cache-Control", "section: \"Cache-Control \"");
        assertEquals(List.of(), repo.locations());
    }

    @Test
    void fileIdMustEqualTheFileName() {
        repo.replace(REVIEW, "id: web-cache", "id: webcache");
        assertEquals(List.of(REVIEW + ":1:5 [record-file-id]"), repo.locations());
    }

    @Test
    void unknownReviewReference() {
        repo.replace(S1, "  - web-cache", "  - web-cach");
        assertEquals(
                List.of(REVIEW + ":12:5 [review-session-not-named]", S1 + ":5:5 [record-unknown-ref]"),
                repo.locations());
    }

    @Test
    void unknownSessionReference() {
        repo.replace(REVIEW, "  - 2026-10-01-web-cache-01", "  - 2026-10-01-web-cache-09");
        List<String> locations = repo.locations();
        assertTrue(locations.contains(REVIEW + ":12:5 [record-unknown-ref]"), locations.toString());
        assertTrue(locations.contains(REVIEW + ":11:1 [review-session-unlisted]"), locations.toString());
    }

    @Test
    void sessionIdFormat() {
        repo.write(
                "sessions/web-cache-extra.yaml",
                repo.read(S2)
                        .replace("id: 2026-10-03-web-cache-02", "id: web-cache-extra")
                        .replace("issue: unfiled", "issue: 22"));
        repo.replace(REVIEW, "  - 2026-10-03-web-cache-02\n", "  - 2026-10-03-web-cache-02\n  - web-cache-extra\n");
        assertEquals(List.of("sessions/web-cache-extra.yaml:1:5 [session-id-format]"), repo.locations());
    }

    @Test
    void sessionDateMustMatchItsId() {
        repo.replace(S2, "date: 2026-10-03", "date: 2026-10-02");
        assertEquals(List.of(S2 + ":2:7 [session-date-mismatch]"), repo.locations());
    }

    @Test
    void reviewMustListTheSessionsNamingIt() {
        repo.replace(REVIEW, "  - 2026-10-03-web-cache-02\n", "");
        List<String> locations = repo.locations();
        assertEquals(List.of(REVIEW + ":11:1 [review-session-unlisted]"), locations);
        assertTrue(repo.findings().get(0).message().english().contains("2026-10-03-web-cache-02"));
    }

    @Test
    void anUnlistedSessionIsAppendedToTheReviewsList() {
        repo.replace(REVIEW, "  - 2026-10-03-web-cache-02\n", "");
        List<Finding> findings = repo.findings();
        assertEquals(List.of(REVIEW + ":11:1 [review-session-unlisted]"), repo.locations());
        assertEquals(
                Optional.of(new io.github.studylog.finding.Fix(REVIEW, 13, 1, 13, 1, "  - 2026-10-03-web-cache-02\n")),
                findings.get(0).fix());
    }

    @Test
    void statusMayNotExceedTheEvidence() {
        repo.replace(REVIEW, "status: hinted", "status: self_explained");
        assertEquals(List.of(REVIEW + ":4:9 [review-status-evidence]"), repo.locations());
    }

    @Test
    void unaskedQuestionsAreNoEvidence() {
        repo.replace(S2, "    asked: true\n    outcome: hinted", "    asked: false\n    outcome: hinted");
        assertEquals(List.of(REVIEW + ":4:9 [review-status-evidence]"), repo.locations());
    }

    @Test
    void twoSessionsNeverClaimOneIssue() {
        repo.replace(S2, "issue: unfiled", "issue: 21");
        assertEquals(List.of(S2 + ":6:8 [session-issue-duplicate]"), repo.locations());
    }

    @Test
    void anIssueNumberIsReadByHandAsTheFormItWasMatchedAgainst() {
        for (String text : new String[] {
            "21", "1", "9", "10", "0", "021", "", "-1", "+1", "1a", "a1", "２１", "1 ", "12345678901234567890"
        }) {
            assertEquals(text.matches("[1-9][0-9]*"), io.github.studylog.content.IssueNumber.hasForm(text), text);
        }
    }

    @Test
    void staleReviewIsAWarning() {
        repo.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-10-02");
        List<Finding> findings = repo.findings();
        assertEquals(List.of(REVIEW + ":5:16 [review-stale]"), repo.locations());
        assertEquals(Severity.WARNING, findings.get(0).severity());
    }

    @Test
    void ofSessionsTiedForNewestAndForBestTheFirstIsNamed() {
        String s3 = "sessions/2026-10-03-web-cache-03.yaml";
        repo.write(s3, repo.read(S2).replace("id: 2026-10-03-web-cache-02", "id: 2026-10-03-web-cache-03"));
        repo.replace(
                REVIEW, "  - 2026-10-03-web-cache-02\n", "  - 2026-10-03-web-cache-02\n  - 2026-10-03-web-cache-03\n");
        repo.replace(REVIEW, "last_reviewed: 2026-10-03", "last_reviewed: 2026-10-02");
        repo.replace(REVIEW, "status: hinted", "status: self_explained");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(
                        REVIEW + ":4:9 [review-status-evidence] `status: self_explained` claims more than the"
                                + " evidence: the best outcome of its sessions' asked questions is `hinted` (in"
                                + " 2026-10-03-web-cache-02); content edits are not evidence",
                        REVIEW
                                + ":5:16 [review-stale] `last_reviewed: 2026-10-02` is before session `2026-10-03-web-cache-02`"
                                + " of 2026-10-03"),
                findings.stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "] "
                                + f.message().english())
                        .toList());
        assertEquals(
                Optional.of(new io.github.studylog.finding.Fix(REVIEW, 5, 16, 5, 26, "2026-10-03")),
                findings.get(1).fix());
    }

    @Test
    void everyFindingOfARunIsReportedNotJustTheFirst() {
        repo.replace(REVIEW, "status: hinted", "status: done");
        repo.replace(S1, "read: true", "read: yes");
        repo.replace(S2, "date: 2026-10-03", "date: 2026-10-02");
        assertEquals(3, repo.findings().size());
    }
}
