package io.github.studylog.sync;

/**
 * When a text can be written as a plain (unquoted) YAML scalar in block context and read back as the same text.
 * Conservative: a text that might be read differently is quoted instead. Whether plain resolution gives the
 * wanted type is a separate question ({@link RecordYaml} asks {@code ScalarKind}).
 */
final class PlainScalars {

    private static final String FIRST_FORBIDDEN = "#,[]{}&*!|>'\"%@`";

    private PlainScalars() {}

    static boolean isSafe(String text) {
        if (text.isEmpty()) {
            return true;
        }
        char first = text.charAt(0);
        char last = text.charAt(text.length() - 1);
        if (first == ' ' || last == ' ' || FIRST_FORBIDDEN.indexOf(first) >= 0 || last == ':') {
            return false;
        }
        if ((first == '-' || first == '?' || first == ':') && (text.length() == 1 || text.charAt(1) == ' ')) {
            return false;
        }
        if (text.startsWith("---") || text.startsWith("...")) {
            return false;
        }
        if (text.contains(": ") || text.contains(" #")) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (DoubleQuoted.needsEscape(text.charAt(i)) || text.charAt(i) == '\t') {
                return false;
            }
        }
        return true;
    }
}
