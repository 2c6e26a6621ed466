package io.github.studylog.run;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;

/** The run of the records part over a test repo, checked in full every time, as the goals' tests need it. */
final class RunRequests {

    private RunRequests() {}

    static RunRequest records(TestRepo repo, String goal) {
        CheckRequest check = new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test");
        return new RunRequest(
                check,
                goal,
                ConsoleFormat.PLAIN,
                false,
                false,
                repo.root().resolve("target/studylog-cache"),
                "",
                Map.of());
    }
}
