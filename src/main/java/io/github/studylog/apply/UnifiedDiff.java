package io.github.studylog.apply;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;

/**
 * A unified diff of one file, {@code git diff} style ({@code --- a/path}, {@code +++ b/path}, three lines of
 * context), computed by JGit's histogram diff and formatted by its {@link DiffFormatter}.
 */
final class UnifiedDiff {

    private UnifiedDiff() {
    }

    static String of(String path, Optional<String> before, String after) {
        RawText a = new RawText(before.orElse("").getBytes(StandardCharsets.UTF_8));
        RawText b = new RawText(after.getBytes(StandardCharsets.UTF_8));
        EditList edits = DiffAlgorithm.getAlgorithm(DiffAlgorithm.SupportedAlgorithm.HISTOGRAM)
                .diff(RawTextComparator.DEFAULT, a, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DiffFormatter formatter = new DiffFormatter(out)) {
            formatter.setContext(3);
            formatter.format(edits, a, b);
            formatter.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("formatting a diff in memory failed", e);
        }
        String header = (before.isEmpty() ? "--- /dev/null\n" : "--- a/" + path + "\n") + "+++ b/" + path + "\n";
        return header + out.toString(StandardCharsets.UTF_8);
    }
}
