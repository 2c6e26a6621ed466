package io.github.studylog.content;

/** Text from a parser or a library made fit for a finding: one line, valid Unicode, bounded in length. */
public final class OneLine {

    private OneLine() {}

    /**
     * {@code text} with runs of white space and control characters as one space, unpaired surrogates as U+FFFD,
     * cut to at most {@code max} characters (ending in "...") without splitting a surrogate pair.
     */
    public static String of(String text, int max) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), max + 8));
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || Character.isISOControl(c)) {
                space = out.length() > 0;
                continue;
            }
            if (space) {
                out.append(' ');
                space = false;
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                out.append('\uFFFD');
            } else {
                out.append(c);
            }
            if (out.length() > max) {
                break;
            }
        }
        if (out.length() <= max) {
            return out.toString();
        }
        int cut = max - 3;
        if (Character.isLowSurrogate(out.charAt(cut))) {
            cut--;
        }
        return out.substring(0, cut) + "...";
    }
}
