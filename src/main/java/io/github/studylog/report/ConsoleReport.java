package io.github.studylog.report;

import io.github.studylog.check.CheckResult;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The lines a user reads in the build log: one per finding, then a summary. */
public final class ConsoleReport {

    /** {@code path:line:col: severity [rule] message}. */
    public String line(Finding f) {
        return f.location() + ": " + f.severity().label() + " [" + f.ruleId() + "] " + f.message();
    }

    /** "studylog: 9 files checked (1 instructions, 1 review, 2 sessions, 3 docs …), 2 errors, 1 warning in 0.4 s". */
    public String summary(CheckResult result, long elapsedMillis) {
        List<String> kinds = new ArrayList<>();
        int total = 0;
        for (Map.Entry<String, Integer> e : result.filesPerKind().entrySet()) {
            kinds.add(e.getValue() + " " + e.getKey());
            total += e.getValue();
        }
        long errors = result.count(Severity.ERROR);
        long warnings = result.count(Severity.WARNING);
        return "studylog: " + total + " files checked (" + String.join(", ", kinds) + "), "
                + plural(errors, "error") + ", " + plural(warnings, "warning")
                + String.format(java.util.Locale.ROOT, " in %.1f s", elapsedMillis / 1000.0);
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
