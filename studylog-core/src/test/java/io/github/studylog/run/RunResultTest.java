package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RunResultTest {

    private static final Path ROOT = Path.of("/repo");
    private static final Path REPORT = Path.of("/repo/target/studylog/report.json");

    private static Optional<String> failure(long errors, long warnings, boolean failOnWarning, Language language) {
        return new RunResult(
                        errors, warnings, failOnWarning, REPORT, Optional.empty(), List.of(), Optional.empty(), true)
                .failure(ROOT, Messages.of(language));
    }

    @Test
    void theVerdictCountsInTheLearnersLanguage() {
        String tail = " in " + ROOT + "; see the lines above and " + REPORT;
        assertEquals(Optional.of("studylog found 1 error" + tail), failure(1, 0, false, Language.EN));
        assertEquals(Optional.of("studylog found 2 errors" + tail), failure(2, 5, true, Language.EN));
        assertEquals(
                Optional.of("studylog found 1 warning (studylog.failOnWarning)" + tail),
                failure(0, 1, true, Language.EN));
        assertEquals(
                Optional.of("studylog found 3 warnings (studylog.failOnWarning)" + tail),
                failure(0, 3, true, Language.EN));
        assertEquals(
                Optional.of("studylog は " + ROOT + " でエラー 2 件を見つけました。上の行と " + REPORT + " を確認してください"),
                failure(2, 0, false, Language.JA));
        assertEquals(Optional.empty(), failure(0, 3, false, Language.EN), "warnings fail only with failOnWarning");
    }
}
