package io.github.studylog.lsp;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A text's positions both ways: the core's (1-based lines, 1-based columns counted in code points, the line breaks of
 * {@link LineIndex}: LF, CRLF and a lone CR) and the protocol's (0-based lines, 0-based characters counted in UTF-16
 * code units). A finding after 「非同期ジョブ・キュー」 is at the same code-point column in both counts of a BMP text,
 * but one after an emoji is one UTF-16 unit further per emoji.
 */
final class Positions {

    private final LineIndex lines;

    Positions(String text) {
        this.lines = LineIndex.of(text);
    }

    /** The protocol position of a core line and column; past the text or the line it is clamped to its end. */
    Position at(int line, int column) {
        if (lines.lineCount() == 0) {
            return new Position(0, 0);
        }
        int l = Math.min(Math.max(line, 1), lines.lineCount());
        String text = lines.lineText(l);
        if (line > lines.lineCount()) {
            return new Position(l - 1, text.length());
        }
        int codePoints = text.codePointCount(0, text.length());
        int c = Math.min(Math.max(column, 1) - 1, codePoints);
        return new Position(l - 1, text.offsetByCodePoints(0, c));
    }

    /**
     * Where a finding is: its line and column (an empty range there); the whole line for column 0, the first line for
     * line 0 (a finding about the whole file). A fix that starts where the finding is and ends on its line widens the
     * range to what the fix replaces.
     */
    Range of(Finding finding) {
        if (finding.line() == 0) {
            return new Range(new Position(0, 0), new Position(0, 0));
        }
        if (finding.column() == 0) {
            return new Range(at(finding.line(), 1), at(finding.line(), Integer.MAX_VALUE));
        }
        Position start = at(finding.line(), finding.column());
        Position end = start;
        if (finding.fix().isPresent()) {
            Fix fix = finding.fix().get();
            if (fix.path().equals(finding.path())
                    && fix.startLine() == finding.line()
                    && fix.startColumn() == finding.column()
                    && fix.endLine() == finding.line()
                    && fix.endColumn() > fix.startColumn()) {
                end = at(fix.endLine(), fix.endColumn());
            }
        }
        return new Range(start, end);
    }

    /** The range a fix replaces. */
    Range of(Fix fix) {
        return new Range(at(fix.startLine(), fix.startColumn()), at(fix.endLine(), fix.endColumn()));
    }

    /** The protocol position of a char (UTF-16) offset into the text. */
    Position atOffset(int offset) {
        LineIndex.Position p = lines.at(offset);
        return at(p.line(), p.column());
    }

    /**
     * The one edit that turns {@code before} into {@code after}: what lies between their common start and their
     * common end, never splitting a surrogate pair or a CRLF.
     */
    static org.eclipse.lsp4j.TextEdit edit(String before, String after) {
        int prefix = 0;
        int max = Math.min(before.length(), after.length());
        while (prefix < max && before.charAt(prefix) == after.charAt(prefix)) {
            prefix++;
        }
        while (prefix > 0
                && (Character.isHighSurrogate(before.charAt(prefix - 1)) || before.charAt(prefix - 1) == '\r')) {
            prefix--;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && before.charAt(before.length() - 1 - suffix) == after.charAt(after.length() - 1 - suffix)) {
            suffix++;
        }
        while (suffix > 0
                && (Character.isLowSurrogate(before.charAt(before.length() - suffix))
                        || before.charAt(before.length() - suffix) == '\n')) {
            suffix--;
        }
        Positions positions = new Positions(before);
        return new org.eclipse.lsp4j.TextEdit(
                new Range(positions.atOffset(prefix), positions.atOffset(before.length() - suffix)),
                after.substring(prefix, after.length() - suffix));
    }

    /** The text of a 1-based line, without its break; empty past the text. */
    String line(int line) {
        return line >= 1 && line <= lines.lineCount() ? lines.lineText(line) : "";
    }

    int lineCount() {
        return lines.lineCount();
    }
}
