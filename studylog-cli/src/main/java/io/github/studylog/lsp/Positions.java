package io.github.studylog.lsp;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PositionEncodingKind;
import org.eclipse.lsp4j.Range;

/**
 * A text's positions both ways: the core's (1-based lines, 1-based columns counted in code points, the line breaks of
 * {@link LineIndex}: LF, CRLF and a lone CR) and the protocol's (0-based lines, 0-based characters counted in the
 * {@link Encoding} agreed at {@code initialize}: UTF-16 code units by default, or UTF-8 bytes, or code points). A
 * finding after 「非同期ジョブ・キュー」 is at the same column in UTF-16 and UTF-32, three times as far in UTF-8; one
 * after an emoji is one UTF-16 unit further per emoji.
 */
final class Positions {

    /** How the protocol counts a line's characters (LSP 3.17 {@code positionEncoding}). */
    enum Encoding {
        UTF8(PositionEncodingKind.UTF8),
        UTF16(PositionEncodingKind.UTF16),
        UTF32(PositionEncodingKind.UTF32);

        private final String kind;

        Encoding(String kind) {
            this.kind = kind;
        }

        /** The protocol's name: {@code utf-8}, {@code utf-16}, {@code utf-32}. */
        String kind() {
            return kind;
        }

        /**
         * The first of the client's {@code general.positionEncodings} this server counts in, in the client's order of
         * preference; UTF-16 when it offers none of them or says nothing (the protocol's default).
         */
        static Encoding negotiate(List<String> offered) {
            for (String name : offered) {
                for (Encoding e : values()) {
                    if (e.kind.equalsIgnoreCase(name)) {
                        return e;
                    }
                }
            }
            return UTF16;
        }

        /** The protocol character of a UTF-16 index into a line. */
        int character(String line, int utf16) {
            return switch (this) {
                case UTF16 -> utf16;
                case UTF32 -> line.codePointCount(0, utf16);
                case UTF8 -> line.substring(0, utf16).getBytes(StandardCharsets.UTF_8).length;
            };
        }

        /** The UTF-16 index into a line of a protocol character, clamped to the line and to whole code points. */
        int utf16(String line, int character) {
            int i = 0;
            int count = 0;
            while (i < line.length()) {
                int cp = line.codePointAt(i);
                int width = switch (this) {
                    case UTF16 -> Character.charCount(cp);
                    case UTF32 -> 1;
                    case UTF8 -> new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
                };
                if (count + width > character) {
                    break;
                }
                count += width;
                i += Character.charCount(cp);
            }
            return i;
        }
    }

    private final LineIndex lines;
    private final Encoding encoding;

    /** A text's positions in UTF-16, the protocol's default. */
    Positions(String text) {
        this(text, Encoding.UTF16);
    }

    Positions(String text, Encoding encoding) {
        this.lines = LineIndex.of(text);
        this.encoding = encoding;
    }

    /** The protocol position of a core line and column; past the text or the line it is clamped to its end. */
    Position at(int line, int column) {
        if (lines.lineCount() == 0) {
            return new Position(0, 0);
        }
        int l = Math.min(Math.max(line, 1), lines.lineCount());
        String text = lines.lineText(l);
        if (line > lines.lineCount()) {
            return new Position(l - 1, encoding.character(text, text.length()));
        }
        return new Position(l - 1, encoding.character(text, utf16(text, column)));
    }

    /** The UTF-16 index into a line of a 1-based code-point column, clamped to the line. */
    private static int utf16(String text, int column) {
        int codePoints = text.codePointCount(0, text.length());
        return text.offsetByCodePoints(0, Math.min(Math.max(column, 1) - 1, codePoints));
    }

    /** The UTF-16 index into its line of a protocol position from the client. */
    int utf16(Position at) {
        return encoding.utf16(line(at.getLine() + 1), at.getCharacter());
    }

    /**
     * Where a finding is, never an empty range where the text has a character to mark: a fix that starts where the
     * finding is and ends on its line gives what the fix replaces; else the token that starts at the finding's line
     * and column ({@link #tokenEnd}: a YAML value or key, a quoted string, a bracketed flow or link, a word); the
     * whole line for column 0; the first line for line 0 (a finding about the whole file).
     */
    Range of(Finding finding) {
        if (lines.lineCount() == 0) {
            return new Range(new Position(0, 0), new Position(0, 0));
        }
        if (finding.line() == 0 || finding.column() == 0) {
            int l = Math.max(finding.line(), 1);
            return line(l, 0, Integer.MAX_VALUE);
        }
        if (finding.fix().isPresent()) {
            Fix fix = finding.fix().get();
            if (fix.path().equals(finding.path())
                    && fix.startLine() == finding.line()
                    && fix.startColumn() == finding.column()
                    && fix.endLine() == finding.line()
                    && fix.endColumn() > fix.startColumn()) {
                return new Range(at(finding.line(), finding.column()), at(fix.endLine(), fix.endColumn()));
            }
        }
        if (finding.line() > lines.lineCount()) {
            return line(lines.lineCount(), 0, Integer.MAX_VALUE);
        }
        String text = lines.lineText(finding.line());
        int start = utf16(text, finding.column());
        boolean yaml = finding.path().endsWith(".yaml") || finding.path().endsWith(".yml");
        return line(finding.line(), start, tokenEnd(text, start, yaml));
    }

    /**
     * A range on a 1-based line between two UTF-16 indices; when they meet (an empty line, the line's end) it
     * covers the character before, or the line break after (before, on an empty last line), so an editor has
     * something to mark; only an empty text has nothing.
     */
    private Range line(int line, int from, int to) {
        String text = lines.lineText(line);
        int start = Math.min(from, text.length());
        int end = Math.min(Math.max(to, start), text.length());
        if (start == end && start > 0) {
            start = text.offsetByCodePoints(start, -1);
        } else if (start == end && line < lines.lineCount()) {
            return new Range(new Position(line - 1, 0), new Position(line, 0));
        } else if (start == end && line > 1) {
            // an empty last line: the line break that opens it
            String above = lines.lineText(line - 1);
            return new Range(
                    new Position(line - 2, encoding.character(above, above.length())), new Position(line - 1, 0));
        }
        return new Range(
                new Position(line - 1, encoding.character(text, start)),
                new Position(line - 1, encoding.character(text, end)));
    }

    /**
     * The UTF-16 end of the token that starts at {@code from} on a line: a quoted string to its closing quote, a
     * bracketed flow ({@code [ ]}, {@code { }}, a Markdown link's {@code [text](target)}) or tag to its closing
     * bracket; in YAML a plain scalar up to a comment ({@code " #"}) or a key's colon, its trailing blanks left out
     * (so a value's range is exactly the value); elsewhere a word up to a blank.
     */
    static int tokenEnd(String line, int from, boolean yaml) {
        int n = line.length();
        if (from >= n) {
            return n;
        }
        char c = line.charAt(from);
        if (c == '"' || c == '\'') {
            for (int i = from + 1; i < n; i++) {
                char d = line.charAt(i);
                if (c == '"' && d == '\\') {
                    i++;
                } else if (d == c) {
                    if (c == '\'' && i + 1 < n && line.charAt(i + 1) == '\'') {
                        i++;
                    } else {
                        return i + 1;
                    }
                }
            }
            return trimmedEnd(line, from, n);
        }
        if (c == '[' || c == '{' || c == '<') {
            int end = closing(line, from, yaml);
            if (end > 0) {
                if (c == '[' && end < n && line.charAt(end) == '(') {
                    int target = closing(line, end, false);
                    return target > 0 ? target : end;
                }
                return end;
            }
        }
        int i = from;
        while (i < n) {
            char d = line.charAt(i);
            boolean blank = d == ' ' || d == '\t';
            if (!yaml && blank) {
                break;
            }
            if (d == '#' && i > from && (line.charAt(i - 1) == ' ' || line.charAt(i - 1) == '\t')) {
                break;
            }
            if (d == ':' && i > from && (i + 1 == n || line.charAt(i + 1) == ' ' || line.charAt(i + 1) == '\t')) {
                break;
            }
            i++;
        }
        return trimmedEnd(line, from, i);
    }

    /** {@code end} moved back over blanks, never before {@code from}. */
    private static int trimmedEnd(String line, int from, int end) {
        int e = end;
        while (e > from && (line.charAt(e - 1) == ' ' || line.charAt(e - 1) == '\t')) {
            e--;
        }
        return e;
    }

    /**
     * The index after the bracket that closes the one at {@code open}; -1 when none on the line. In YAML a quoted
     * string inside is skipped; in prose a quote is only a character (an apostrophe in a link's text).
     */
    private static int closing(String line, int open, boolean quotes) {
        char o = line.charAt(open);
        char close = o == '[' ? ']' : o == '{' ? '}' : o == '(' ? ')' : '>';
        int depth = 0;
        char quote = 0;
        for (int i = open; i < line.length(); i++) {
            char d = line.charAt(i);
            if (quote != 0) {
                if (d == quote) {
                    quote = 0;
                }
            } else if (quotes && (d == '"' || d == '\'')) {
                quote = d;
            } else if (d == o) {
                depth++;
            } else if (d == close && --depth == 0) {
                return i + 1;
            }
        }
        return -1;
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
        return edit(before, after, Encoding.UTF16);
    }

    /** {@link #edit(String, String)} with its range counted in {@code encoding}. */
    static org.eclipse.lsp4j.TextEdit edit(String before, String after, Encoding encoding) {
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
        Positions positions = new Positions(before, encoding);
        return new org.eclipse.lsp4j.TextEdit(
                new Range(positions.atOffset(prefix), positions.atOffset(before.length() - suffix)),
                after.substring(prefix, after.length() - suffix));
    }

    /** The text of a 1-based line, without its break; empty past the text. */
    String line(int line) {
        return line >= 1 && line <= lines.lineCount() ? lines.lineText(line) : "";
    }

    Encoding encoding() {
        return encoding;
    }

    int lineCount() {
        return lines.lineCount();
    }
}
