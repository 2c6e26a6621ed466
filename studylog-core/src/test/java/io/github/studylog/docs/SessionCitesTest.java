package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link SessionCites} on its own: where a cited number is looked for, and each sentence of the check. */
class SessionCitesTest {

    private static final String ID = "2026-10-01-web-cache-01";

    private static List<SessionCite> cites(String text) {
        return new DocParser().parse("a.md", text, new FindingSink()).sessions();
    }

    private static List<String> check(String text, Map<String, String> sessions) {
        FindingSink sink = new FindingSink();
        SessionCites.check(
                new DocParser().parse("a.md", text, new FindingSink()), sessions, Map.of(), "sessions", sink);
        return sink.sorted().stream()
                .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                        + f.message().english())
                .toList();
    }

    @Test
    void theNumberIsReadWithinFortyCharactersAfterTheId() {
        assertEquals(
                List.of(new SessionCite(ID, 1, 1, Optional.of("22"), 1, 60)), cites(ID + " ".repeat(35) + "(#22)\n"));
        assertEquals(
                List.of(new SessionCite(ID, 1, 1, Optional.empty(), 1, 1)), cites(ID + " ".repeat(36) + "(#22)\n"));
        assertEquals(List.of(new SessionCite(ID, 2, 3, Optional.empty(), 2, 3)), cites("前\nx " + ID));
    }

    @Test
    void everyIdOfATextNodeIsRead() {
        assertEquals(
                List.of(
                        new SessionCite(ID, 1, 1, Optional.of("3"), 1, 25),
                        new SessionCite("2026-10-03-web-cache-02", 1, 29, Optional.empty(), 1, 29)),
                cites(ID + "（#3） 2026-10-03-web-cache-02\n"));
    }

    @Test
    void eachSentenceOfTheCheck() {
        assertEquals(List.of(), check(ID + "（#21）\n", Map.of(ID, "21")));
        assertEquals(List.of(), check(ID + "\n", Map.of(ID, "21")));
        assertEquals(
                List.of("1:25 [doc-session-issue] `" + ID + "` is cited with issue #21, but the session has no"
                        + " `issue`"),
                check(ID + "（#21）\n", Map.of(ID, "")));
        assertEquals(
                List.of("1:25 [doc-session-issue] `" + ID + "` is cited with issue #21, but the session has"
                        + " `issue: 021`, so it cannot be cited with an issue number"),
                check(ID + "（#21）\n", Map.of(ID, "021")));
        assertEquals(
                List.of("1:1 [doc-session-unknown] `" + ID + "` names no session in sessions/"),
                check(ID + "\n", Map.of()));
    }
}
