package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import org.jspecify.annotations.Nullable;

/**
 * The one-line text form of a finding shared by the console and the JUnit report:
 * {@code path:line:col: severity [rule] message}. Control characters in the path or message (a newline, an
 * escape sequence quoted from content) are shown as {@code \n}, {@code \r}, {@code \t} or {@code \\uXXXX}, so
 * one finding is always one line and content can never drive the terminal.
 */
public final class FindingLine {

    private FindingLine() {}

    static String of(Finding finding, Messages messages) {
        return oneLine(finding.location()) + ": " + finding.severity().label() + " [" + finding.ruleId() + "] "
                + oneLine(finding.text(messages));
    }

    /** {@code path:line:col}, with control characters shown visibly. */
    static String location(Finding finding) {
        return oneLine(finding.location());
    }

    /** {@code text} with control characters shown visibly, so it stays one line. */
    public static String oneLine(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String replacement = visible(c);
            if (replacement != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                out.append(replacement != null ? replacement : String.valueOf(c));
            }
        }
        return out == null ? text : out.toString();
    }

    private static @Nullable String visible(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default ->
                Character.isISOControl(c) || c == '\u2028' || c == '\u2029' ? String.format("\\u%04X", (int) c) : null;
        };
    }
}
