package io.github.studylog.prompt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The origin remote in its usual forms names one GitHub repository; any other host gets no permalink. */
class PromptRepoUrlTest {

    private static final Optional<GithubRepo> LEARNER = Optional.of(new GithubRepo("learner", "tech2026"));

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://github.com/learner/tech2026",
                "https://github.com/learner/tech2026.git",
                "https://github.com/learner/tech2026/",
                "http://github.com/learner/tech2026.git",
                "https://x-access-token@github.com/learner/tech2026.git",
                "git@github.com:learner/tech2026",
                "git@github.com:learner/tech2026.git",
                "ssh://git@github.com/learner/tech2026.git",
                "ssh://git@github.com/learner/tech2026",
                "ssh://git@github.com:22/learner/tech2026.git",
                "  https://GitHub.com/learner/tech2026.git\n"
            })
    void everyUsualFormNamesTheRepository(String url) {
        assertEquals(LEARNER, GithubRepo.parse(url));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://gitlab.com/learner/tech2026.git",
                "git@gitlab.com:learner/tech2026.git",
                "https://github.com/learner",
                "https://github.com/learner/tech2026/tree/main",
                "https://github.com.evil.example/learner/tech2026",
                "/srv/git/tech2026.git",
                "../tech2026",
                "file:///srv/git/tech2026.git",
                "https://github.com/learner/.git",
                ""
            })
    void anyOtherUrlIsNoGithubRepository(String url) {
        assertEquals(Optional.empty(), GithubRepo.parse(url));
    }

    @Test
    void thePermalinkPinsTheCommitAndEncodesEachSegment() {
        String sha = "0123456789abcdef0123456789abcdef01234567";
        assertEquals(
                "https://github.com/learner/tech2026/blob/" + sha + "/public/diagrams/q/outbox.svg",
                LEARNER.get().permalink(sha, "public/diagrams/q/outbox.svg"));
        assertEquals(
                "https://github.com/learner/tech2026/blob/" + sha + "/notes/%E7%94%A8%E8%AA%9E%20%E9%9B%86.md",
                LEARNER.get().permalink(sha, "notes/用語 集.md"));
    }
}
