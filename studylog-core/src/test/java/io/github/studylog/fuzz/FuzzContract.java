package io.github.studylog.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.git.GitHistory;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What every fuzz target asserts of a surface's answer to one input (hostile input is a bounded finding): it returns findings or nothing,
 * every finding has a rule id, a severity, a repo-relative path and a location inside the input's lines, and its
 * message is valid Unicode. The check is written here, independently of {@code finding.Text}, so that it still
 * holds if the safety net in {@code Finding} is ever removed.
 */
final class FuzzContract {

    private static final Pattern RULE_ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    private FuzzContract() {}

    /** Every finding is well formed; the ones on {@code path} lie within {@code text}'s lines (when given). */
    static void assertFindings(Collection<Finding> findings, String path, String text) {
        for (Finding f : findings) {
            assertWellFormed(f);
            if (text != null && f.path().equals(path)) {
                assertWithin(f, text);
            }
        }
    }

    static void assertWellFormed(Finding f) {
        assertNotNull(f.rule(), "rule");
        assertNotNull(f.severity(), "severity");
        assertTrue(RULE_ID.matcher(f.ruleId()).matches(), () -> "rule id " + f.ruleId());
        assertFalse(
                f.path().startsWith("/") || f.path().contains("\\") || f.path().matches("^[A-Za-z]:.*"),
                () -> "not a repo-relative path: " + f.path());
        assertTrue(f.line() >= 0 && f.column() >= 0, f::location);
        assertTrue(f.line() > 0 || f.column() == 0, () -> "a column without a line: " + f.location());
        assertFalse(f.message().english().isBlank(), () -> "empty message at " + f.location());
        assertValidUnicode(f.message().english());
        assertValidUnicode(f.path());
    }

    /** No unpaired surrogate: each high surrogate is followed by a low one, and no low one stands alone. */
    static void assertValidUnicode(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)) {
                int at = i;
                assertTrue(
                        i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)),
                        () -> "half a surrogate pair at " + at + ": " + s.replaceAll("[\\uD800-\\uDFFF]", "?"));
                i++;
            } else {
                int at = i;
                assertFalse(
                        Character.isLowSurrogate(c),
                        () -> "a lone low surrogate at " + at + ": " + s.replaceAll("[\\uD800-\\uDFFF]", "?"));
            }
        }
    }

    /**
     * The finding's line is one of the text's lines (split at LF, CRLF or CR, as {@code content.LineIndex} and
     * {@link String#lines()} count them; a text ending in a line end has an empty last line) and its column, in code
     * points, at most one past the line's last code point: where a library reports an error beyond the text
     * ("unexpected end of stream"), the finding is clamped to one past the last code point of the last line. Kept
     * independent of {@code LineIndex}, so it checks that index rather than repeating it.
     */
    static void assertWithin(Finding f, String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        assertTrue(
                f.line() <= lines.length,
                () -> f.location() + " [" + f.ruleId() + "] is past the input's " + lines.length + " lines");
        if (f.line() > 0 && f.column() > 0) {
            String line = lines[f.line() - 1];
            int width = line.codePointCount(0, line.length());
            assertTrue(
                    f.column() <= width + 1,
                    () -> f.location() + " [" + f.ruleId() + "] is past the end of line " + f.line() + " (" + width
                            + " code points)");
        }
    }

    /** The text a run reads from these bytes, or empty when a run would report the file as unreadable. */
    static Optional<String> decode(String path, byte[] bytes) {
        try {
            return Optional.of(TextFiles.decode(path, bytes).text());
        } catch (TextFiles.UnreadableText e) {
            assertEquals(true, e.line() >= 1 && e.column() >= 1, "unreadable-text location");
            assertValidUnicode(e.getMessage());
            return Optional.empty();
        }
    }

    /** A copy of the test suite's clean content repo, made once per fuzz class. */
    static Path cleanRepo(Path dir) {
        return TestRepo.clean(dir).root();
    }

    /**
     * The records part of a real pass (templates, records, docs, cross references) over {@code repo} with
     * {@code overlay} (repo-relative path to text) in place of or beside its files; nothing is written into the repo.
     */
    static CheckOutcome records(Path repo, Map<String, String> overlay) {
        CheckRequest request = new CheckRequest(
                ContentLayout.defaults(repo), EnumSet.of(Part.RECORDS), Optional.empty(), Optional.empty(), "fuzz");
        try (GitHistory history = GitHistory.lazy(repo)) {
            return new StudylogCheck().run(request, history, overlay);
        }
    }

    static void write(Path file, byte[] bytes) {
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
