package io.github.studylog.lsp;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.records.SessionRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * What a hover shows: on a finding, its rule's explanation (its summary and help from the catalogue, and a link to
 * its page); on a record id in a review or session (a {@code <session-ref>} or {@code <review-ref>} value), the
 * record it names.
 */
final class Hovers {

    /** The lines of a record a hover shows at most. */
    static final int RECORD_LINES = 40;

    private Hovers() {}

    /**
     * @param text   the document's text the snapshot's findings were found in
     * @param read   a record file's text, by repo-relative path
     */
    static Optional<Hover> of(
            String path, String text, Position at, Workspace.Snapshot seen, Function<String, Optional<String>> read) {
        Positions positions = new Positions(text, seen.encoding());
        Messages messages = seen.messages();
        List<String> parts = new ArrayList<>();
        for (Finding f : seen.findings(path)) {
            if (covers(positions, f, at)) {
                String page = seen.page(f.ruleId())
                        .map(url -> "\n\n[" + messages.text("lsp.hover.rule-page", f.ruleId()) + "](" + url + ")")
                        .orElse("");
                parts.add("**" + f.ruleId() + "** (" + f.severity().label() + "): " + f.text(messages) + "\n\n"
                        + f.rule().summary(messages) + "\n\n" + f.rule().help(messages) + page);
            }
        }
        if (parts.isEmpty() && (path.endsWith(".yaml") || path.endsWith(".yml"))) {
            record(positions.line(at.getLine() + 1), positions.utf16(at), path, seen, read, messages)
                    .ifPresent(parts::add);
        }
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Hover(new MarkupContent(MarkupKind.MARKDOWN, String.join("\n\n---\n\n", parts))));
    }

    /** Whether the hover is on a finding: inside its range (both counted in the agreed encoding). */
    private static boolean covers(Positions positions, Finding f, Position at) {
        Range range = positions.of(f);
        if (at.getLine() < range.getStart().getLine()
                || at.getLine() > range.getEnd().getLine()) {
            return false;
        }
        if (f.line() == 0 || f.column() == 0) {
            return true;
        }
        if (range.getStart().getLine() != range.getEnd().getLine()) {
            return true;
        }
        int start = range.getStart().getCharacter();
        int end = range.getEnd().getCharacter();
        return at.getCharacter() >= start && at.getCharacter() <= end;
    }

    /** The record whose id is the word at {@code character} of a YAML line, other than the file's own. */
    private static Optional<String> record(
            String line,
            int character,
            String path,
            Workspace.Snapshot seen,
            Function<String, Optional<String>> read,
            Messages messages) {
        String word = idAt(line, character);
        if (word.isEmpty()) {
            return Optional.empty();
        }
        Optional<ReviewRecord> review = seen.records().review(word);
        Optional<SessionRecord> session = seen.records().session(word);
        String recordPath;
        String kind;
        if (review.isPresent() && !review.get().path().equals(path)) {
            recordPath = review.get().path();
            kind = "lsp.hover.review";
        } else if (session.isPresent() && !session.get().path().equals(path)) {
            recordPath = session.get().path();
            kind = "lsp.hover.session";
        } else {
            return Optional.empty();
        }
        StringBuilder shown = new StringBuilder("**" + messages.text(kind, word) + "** `" + recordPath + "`\n\n");
        read.apply(recordPath).ifPresent(t -> {
            List<String> lines = t.lines().toList();
            shown.append("```yaml\n");
            lines.stream().limit(RECORD_LINES).forEach(l -> shown.append(l).append('\n'));
            if (lines.size() > RECORD_LINES) {
                shown.append("# …\n");
            }
            shown.append("```");
        });
        return Optional.of(shown.toString());
    }

    /** The id-like word (letters, digits, {@code -}, {@code _}, {@code .}) around a UTF-16 index of a line. */
    static String idAt(String line, int character) {
        int at = Math.min(Math.max(character, 0), line.length());
        int start = at;
        while (start > 0 && idChar(line.charAt(start - 1))) {
            start--;
        }
        int end = at;
        while (end < line.length() && idChar(line.charAt(end))) {
            end++;
        }
        return line.substring(start, end);
    }

    private static boolean idChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.';
    }
}
