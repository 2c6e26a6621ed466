package io.github.studylog.content;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.HistogramDiff;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;

/**
 * A unified diff of two versions of one text file, as {@code git diff} prints it ({@code --- a/PATH},
 * {@code +++ b/PATH}, hunks with three lines of context), computed by JGit's histogram diff. Pure: no files are
 * read or written, so the same two texts always give the same diff.
 */
public final class UnifiedDiff {

    private static final int CONTEXT_LINES = 3;

    private UnifiedDiff() {}

    /** The diff of {@code before} → {@code after} for repo-relative {@code path}; empty when they are equal. */
    public static String of(String path, String before, String after) {
        return of(path, Optional.of(before), after);
    }

    /** The same, where an absent {@code before} is a new file ({@code --- /dev/null}). */
    public static String of(String path, Optional<String> before, String after) {
        if (before.isPresent() && before.get().equals(after)) {
            return "";
        }
        RawText a = new RawText(before.orElse("").getBytes(StandardCharsets.UTF_8));
        RawText b = new RawText(after.getBytes(StandardCharsets.UTF_8));
        EditList edits = new HistogramDiff().diff(RawTextComparator.DEFAULT, a, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DiffFormatter formatter = new DiffFormatter(out)) {
            formatter.setContext(CONTEXT_LINES);
            formatter.format(edits, a, b);
            formatter.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot format a diff in memory", e);
        }
        String from = before.isEmpty() ? "--- /dev/null\n" : "--- a/" + path + "\n";
        return from + "+++ b/" + path + "\n" + out.toString(StandardCharsets.UTF_8);
    }
}
