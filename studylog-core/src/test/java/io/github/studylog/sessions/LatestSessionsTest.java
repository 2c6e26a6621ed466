package io.github.studylog.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordSet;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LatestSessionsTest {

    @TempDir
    Path dir;

    static String session(String id, String date, String reviews, String issue) {
        return "id: " + id + "\n"
                + "date: " + date + "\n"
                + "kind: drill\n"
                + "reviews:\n" + reviews
                + "issue: " + issue + "\n"
                + "sources:\n"
                + "  - path: src/content/docs/web/cache.md\n"
                + "    commit: unknown\n"
                + "questions:\n"
                + "  - id: Q1\n"
                + "    asked: true\n"
                + "    outcome: hinted\n"
                + "    note: ヒント後に説明した。\n"
                + "needs_revisit:\n"
                + "  - 条件付きリクエスト\n"
                + "narrative: |\n"
                + "  " + id + " の記録。\n";
    }

    private static RecordSet records(TestRepo repo) {
        return repo.run(Part.LATEST_SESSIONS).records().orElseThrow().records();
    }

    private static String newest(LatestSessions latest, String review) {
        return latest.reviews().stream()
                .filter(r -> r.reviewId().equals(review))
                .findFirst()
                .orElseThrow()
                .latest()
                .map(LatestSession::sessionId)
                .orElse("(none)");
    }

    @Test
    void theCleanRepoHasItsSecondSessionAsNewest() {
        LatestSessions latest = LatestSessions.of(records(TestRepo.clean(dir)));
        assertEquals(1, latest.reviews().size());
        LatestSession s = latest.reviews().get(0).latest().orElseThrow();
        assertEquals("2026-10-03-web-cache-02", s.sessionId());
        assertEquals(Optional.of("2026-10-03"), s.date());
        assertEquals(Optional.of("unfiled"), s.issue());
        assertEquals(Optional.empty(), s.issueNumber());
        assertEquals(List.of("条件付きリクエスト"), s.needsRevisit());
        assertTrue(s.listed());
    }

    @Test
    void sameDateComparesTheNumberNotTheFileOrder() {
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "sessions/2026-10-03-web-cache-10.yaml",
                        session("2026-10-03-web-cache-10", "2026-10-03", "  - web-cache\n", "30"))
                .write(
                        "sessions/2026-10-03-web-cache-01.yaml",
                        session("2026-10-03-web-cache-01", "2026-10-03", "  - web-cache\n", "31"));
        LatestSession s =
                LatestSessions.of(records(repo)).reviews().get(0).latest().orElseThrow();
        assertEquals("2026-10-03-web-cache-10", s.sessionId());
        assertEquals(Optional.of(30L), s.issueNumber());
        assertFalse(s.listed(), "web-cache.yaml does not list the -10 session");
    }

    @Test
    void theNumberIsComparedAsANumber() {
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "sessions/2026-10-03-web-cache-9.yaml",
                        session("2026-10-03-web-cache-9", "2026-10-03", "  - web-cache\n", "30"))
                .write(
                        "sessions/2026-10-03-web-cache-10.yaml",
                        session("2026-10-03-web-cache-10", "2026-10-03", "  - web-cache\n", "31"));
        assertEquals("2026-10-03-web-cache-10", newest(LatestSessions.of(records(repo)), "web-cache"));
    }

    @Test
    void aLaterDateWinsOverAHigherNumber() {
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "sessions/2026-10-02-web-cache-10.yaml",
                        session("2026-10-02-web-cache-10", "2026-10-02", "  - web-cache\n", "30"));
        assertEquals("2026-10-03-web-cache-02", newest(LatestSessions.of(records(repo)), "web-cache"));
    }

    @Test
    void theIdBreaksAFullTie() {
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "sessions/2026-10-03-web-extra-02.yaml",
                        session("2026-10-03-web-extra-02", "2026-10-03", "  - web-cache\n", "30"));
        assertEquals("2026-10-03-web-extra-02", newest(LatestSessions.of(records(repo)), "web-cache"));
    }

    @Test
    void severalReviewsInIdOrderAndOneWithoutSession() {
        String review = TestRepo.clean(dir).read("reviews/web-cache.yaml");
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "reviews/a-empty.yaml",
                        review.replace("id: web-cache", "id: a-empty")
                                .replaceAll("(?s)sessions:\n.*", "sessions: []\n"))
                .write(
                        "reviews/z-other.yaml",
                        review.replace("id: web-cache", "id: z-other")
                                .replaceAll("(?s)sessions:\n.*", "sessions:\n  - 2026-10-01-web-cache-01\n"))
                .replace("sessions/2026-10-01-web-cache-01.yaml", "  - web-cache\n", "  - web-cache\n  - z-other\n");
        LatestSessions latest = LatestSessions.of(records(repo));
        assertEquals(
                List.of("a-empty", "web-cache", "z-other"),
                latest.reviews().stream().map(ReviewLatest::reviewId).toList());
        assertEquals(Optional.empty(), latest.reviews().get(0).latest());
        assertEquals("2026-10-03-web-cache-02", newest(latest, "web-cache"));
        assertEquals("2026-10-01-web-cache-01", newest(latest, "z-other"));
        assertTrue(latest.reviews().get(2).latest().orElseThrow().listed());
        assertEquals(List.of("2026-10-01-web-cache-01", "2026-10-03-web-cache-02"), latest.sessionIds());
    }

    @Test
    void jsonAndTable() throws Exception {
        String review = TestRepo.clean(dir).read("reviews/web-cache.yaml");
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "reviews/a-empty.yaml",
                        review.replace("id: web-cache", "id: a-empty")
                                .replaceAll("(?s)sessions:\n.*", "sessions: []\n"));
        LatestSessions latest = LatestSessions.of(records(repo));
        String expected = """
                {
                  "$schema" : "https://studylog.github.io/schemas/latest-sessions.schema.json",
                  "reviews" : [ {
                    "review" : "a-empty",
                    "latest" : null
                  }, {
                    "review" : "web-cache",
                    "latest" : {
                      "session" : "2026-10-03-web-cache-02",
                      "date" : "2026-10-03",
                      "issue" : "unfiled",
                      "needs_revisit" : [ "条件付きリクエスト" ],
                      "listed" : true
                    }
                  } ]
                }
                """;
        Path out = dir.resolve("target/studylog");
        Path file = new LatestSessionsJson().write(latest, new OutputFiles(out));
        assertEquals(out.resolve("latest-sessions.json"), file);
        byte[] first = Files.readAllBytes(file);
        assertEquals(expected, new String(first, java.nio.charset.StandardCharsets.UTF_8));
        new LatestSessionsJson().write(LatestSessions.of(records(repo)), new OutputFiles(out));
        assertTrue(java.util.Arrays.equals(first, Files.readAllBytes(file)), "same input, same bytes");

        assertEquals(
                List.of(
                        "review     latest session           date        issue    listed  needs_revisit",
                        "a-empty    (no session)             -           -        -       -",
                        "web-cache  2026-10-03-web-cache-02  2026-10-03  unfiled  yes     条件付きリクエスト"),
                new LatestSessionsTable().lines(latest));
        assertEquals(
                List.of(
                        "review     最新 session             日付        issue    記載  needs_revisit",
                        "a-empty    （session なし）         -           -        -     -",
                        "web-cache  2026-10-03-web-cache-02  2026-10-03  unfiled  あり  条件付きリクエスト"),
                new LatestSessionsTable(Messages.of(Language.JA)).lines(latest));
    }

    @Test
    void anIssueNumberIsAJsonNumber() {
        TestRepo repo =
                TestRepo.clean(dir).replace("sessions/2026-10-03-web-cache-02.yaml", "issue: unfiled", "issue: 22");
        String json = new LatestSessionsJson().render(LatestSessions.of(records(repo)));
        assertTrue(json.contains("\"issue\" : 22,"), json);
    }

    @Test
    void displayWidthCountsJapaneseTwice() {
        assertEquals(4, LatestSessionsTable.width("最新"));
        assertEquals(3, LatestSessionsTable.width("abc"));
    }
}
