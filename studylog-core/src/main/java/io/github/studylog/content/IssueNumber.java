package io.github.studylog.content;

/** The written form of a GitHub issue number: {@code [1-9][0-9]*}, read by hand (no regex on per-record paths). */
public final class IssueNumber {

    private IssueNumber() {}

    /** Whether {@code text} is a positive decimal number without a sign or a leading zero. */
    public static boolean hasForm(String text) {
        if (text.isEmpty() || text.charAt(0) < '1' || text.charAt(0) > '9') {
            return false;
        }
        for (int i = 1; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
