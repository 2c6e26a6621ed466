package io.github.studylog.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * One glob of starlight-links-validator's {@code exclude}, matched as the validator matches it: with picomatch 4
 * and its default options ({@code picomatch(exclude)(link)}: no {@code dot}, POSIX paths), against the link as
 * written without its query ({@code /a/#b?c} is matched as {@code /a/#b}).
 *
 * <p>What picomatch does, and so this class: the whole string must match; {@code *} and {@code ?} stay within a
 * segment and match no leading {@code .} of one; {@code **} is a globstar only as a whole segment (else a
 * {@code *}), and matches no dot segment; {@code a/**} also matches {@code a}; a pattern ending in a star or a
 * bracket also matches with a trailing {@code /}; {@code [abc]}, {@code [^a]} ({@code [!a]} is the class of
 * {@code !} and {@code a}, as picomatch reads it without its {@code posix} option) and the POSIX classes
 * ({@code [[:alpha:]]}); braces {@code {a,b}}, nested, empty alternatives, and the range {@code {1..3}} as the
 * class {@code [1-3]} (so {@code {1..10}} is {@code [1-10]}); braces without a comma or range are literal
 * ({@code {props.*}} matches {@code {props.href}}); the extglobs {@code @(x|y)}, {@code +(x)}, {@code *(x)},
 * {@code ?(x)} and {@code !(x)}; {@code \} escapes; a leading {@code !} negates (an even number does not), a
 * leading {@code ./} is dropped; and a link equal to the glob matches whatever the glob holds.
 */
record Picomatch(String glob, Pattern regex, boolean negated) {

    /** The stretch a globstar matches: any characters, no segment starting with a dot. */
    private static final String GLOBSTAR = "(?:(?:(?!(?:^|\\/)\\.).)*?)";

    private static final String SPECIAL = "-*+?.^${}(|)[]\\";

    static Picomatch of(String glob) {
        int bangs = 0;
        while (bangs < glob.length() && glob.charAt(bangs) == '!' && !glob.startsWith("!(", bangs)) {
            bangs++;
        }
        String rest = glob.substring(bangs);
        if (rest.startsWith("./")) {
            rest = rest.substring(2);
        }
        String source;
        try {
            source = new Translation(rest).all();
        } catch (IllegalArgumentException e) {
            source = "$^"; // what picomatch makes of an unclosed brace: only the glob itself matches
        }
        Pattern regex;
        try {
            regex = Pattern.compile(source);
        } catch (PatternSyntaxException e) {
            regex = Pattern.compile(Pattern.quote(rest));
        }
        return new Picomatch(glob, regex, bangs % 2 == 1);
    }

    boolean matches(String input) {
        if (input.equals(glob)) {
            return true;
        }
        return regex.matcher(input).matches() != negated;
    }

    /** The regex of one glob, read left to right; braces and extglobs are read by a translation of their own. */
    private static final class Translation {
        private final String glob;
        private final StringBuilder out = new StringBuilder();
        private int i;
        /** The glob's character before {@link #i} is a {@code /}, or there is none (a segment starts here). */
        private boolean segmentStart;
        /** What the last token was, for the trailing optional slash: a star opening a segment or a bracket. */
        private boolean endsOpen;

        private final boolean atStart;

        Translation(String glob) {
            this(glob, true);
        }

        private Translation(String glob, boolean segmentStart) {
            this.glob = glob;
            this.segmentStart = segmentStart;
            this.atStart = segmentStart;
        }

        String all() {
            String body = body();
            if (endsOpen || dotExtension()) {
                body += "\\/?";
            }
            return body;
        }

        /** {@code *.md}, {@code **}{@code /*.md}: picomatch's fast path gives them a trailing optional slash too. */
        private boolean dotExtension() {
            return glob.matches("(?:\\*\\*/)?\\*\\.[A-Za-z0-9_-]+");
        }

        String body() {
            while (i < glob.length()) {
                char c = glob.charAt(i);
                boolean wasStart = segmentStart;
                segmentStart = false;
                endsOpen = false;
                if (c == '\\' && i + 1 < glob.length()) {
                    literal(glob.charAt(i + 1));
                    i += 2;
                } else if (c == '/') {
                    out.append("\\/");
                    segmentStart = true;
                    i++;
                } else if (c == '*' && glob.startsWith("*(", i)) {
                    extglob('*', wasStart);
                } else if (c == '*') {
                    star(wasStart);
                } else if (c == '?' && glob.startsWith("?(", i)) {
                    extglob('?', wasStart);
                } else if (c == '?') {
                    out.append(wasStart ? "[^.\\/]" : "[^/]");
                    i++;
                } else if ((c == '+' || c == '@' || c == '!') && glob.startsWith("(", i + 1)) {
                    extglob(c, wasStart);
                } else if (c == '(') {
                    i--; // a plain group reads as @(…)
                    extglob('@', wasStart);
                } else if (c == '[') {
                    bracket();
                } else if (c == '{') {
                    brace(wasStart);
                } else {
                    literal(c);
                    i++;
                }
            }
            return out.toString();
        }

        private void literal(char c) {
            out.append(SPECIAL.indexOf(c) >= 0 || c == '/' ? "\\" + c : Pattern.quote(String.valueOf(c)));
        }

        private void star(boolean wasStart) {
            int run = 0;
            while (i + run < glob.length() && glob.charAt(i + run) == '*') {
                run++;
            }
            int after = i + run;
            boolean whole = run >= 2 && wasStart && (after == glob.length() || glob.charAt(after) == '/');
            if (!whole) {
                boolean afterDot = i > 0 && glob.charAt(i - 1) == '.';
                if (wasStart) {
                    out.append("(?!\\.)(?=.)[^/]*?");
                    endsOpen = true;
                } else if (afterDot) {
                    out.append(i > 1 ? "(?!\\.{0,1}(?:\\/|$))(?=.)[^/]*?" : "(?=.)[^/]*?");
                    endsOpen = i == 1 || glob.charAt(i - 2) == '/';
                } else {
                    out.append("[^/]*?");
                }
                i = after;
                return;
            }
            boolean afterSlash =
                    out.length() >= 2 && out.substring(out.length() - 2).equals("\\/");
            boolean atEnd = after == glob.length();
            if (!afterSlash) {
                // at the glob's (or a brace alternative's) start
                if (atEnd) {
                    out.append("(?!\\.)").append(GLOBSTAR);
                    endsOpen = atStart;
                    i = after;
                } else {
                    out.append("(?:\\/|(?!\\.)").append(GLOBSTAR).append("\\/)?");
                    i = after + 1;
                    segmentStart = true;
                }
                return;
            }
            boolean slashFirst = out.length() == 2;
            out.setLength(out.length() - 2);
            if (atEnd) {
                out.append(slashFirst ? "\\/(?!\\.)" + GLOBSTAR : "(?:\\/(?!\\.)" + GLOBSTAR + "|$)");
                i = after;
            } else {
                // a glob that starts with /**/ needs a segment there (picomatch: /**/a does not match /a)
                out.append(slashFirst ? "\\/(?!\\.)" + GLOBSTAR + "\\/" : "(?:\\/(?!\\.)" + GLOBSTAR + "\\/|\\/|$)");
                i = after + 1;
                segmentStart = true;
            }
        }

        private void bracket() {
            int start = i + 1;
            int j = start;
            if (j < glob.length() && (glob.charAt(j) == '!' || glob.charAt(j) == '^')) {
                j++;
            }
            if (j < glob.length() && glob.charAt(j) == ']') {
                j++;
            }
            while (j < glob.length() && glob.charAt(j) != ']') {
                if (glob.startsWith("[:", j)) {
                    int close = glob.indexOf(":]", j + 2);
                    j = close < 0 ? j + 1 : close + 2;
                } else {
                    j += glob.charAt(j) == '\\' ? 2 : 1;
                }
            }
            if (j >= glob.length()) {
                literal('[');
                i++;
                return;
            }
            String content = glob.substring(start, j);
            StringBuilder set = new StringBuilder();
            boolean plain = true;
            for (int k = 0; k < content.length(); k++) {
                char c = content.charAt(k);
                if (content.startsWith("[:", k) && content.indexOf(":]", k + 2) > 0) {
                    int close = content.indexOf(":]", k + 2);
                    set.append(posix(content.substring(k + 2, close)));
                    k = close + 1;
                    plain = false;
                } else if (c == '^' && k == 0) {
                    set.append('^');
                    plain = false;
                } else if (c == '\\' && k + 1 < content.length()) {
                    set.append('\\').append(content.charAt(++k));
                    plain = false;
                } else if (c == '-') {
                    set.append('-');
                    plain = false;
                } else if (c == '[' || c == '&' || c == ']') {
                    set.append('\\').append(c);
                    plain = plain && c == '&';
                } else {
                    set.append(c);
                }
            }
            if (content.startsWith("^")) {
                set.append("/");
            }
            String cls = "[" + set + "]";
            if (plain) {
                StringBuilder escaped = new StringBuilder("\\[");
                for (char c : content.toCharArray()) {
                    escaped.append(SPECIAL.indexOf(c) >= 0 ? "\\" + c : Pattern.quote(String.valueOf(c)));
                }
                cls = "(?:" + escaped + "\\]|" + cls + ")";
            }
            out.append(cls);
            endsOpen = true;
            i = j + 1;
        }

        private static String posix(String name) {
            return switch (name) {
                case "alnum" -> "a-zA-Z0-9";
                case "alpha" -> "a-zA-Z";
                case "ascii" -> "\\x00-\\x7F";
                case "blank" -> " \\t";
                case "cntrl" -> "\\x00-\\x1F\\x7F";
                case "digit" -> "0-9";
                case "graph" -> "\\x21-\\x7E";
                case "lower" -> "a-z";
                case "print" -> "\\x20-\\x7E ";
                case "punct" -> "\\-!\"#$%&'()\\*+,./:;<=>?@\\[\\\\\\]^_`{|}~";
                case "space" -> " \\t\\r\\n\\x0B\\f";
                case "upper" -> "A-Z";
                case "word" -> "A-Za-z0-9_";
                case "xdigit" -> "A-Fa-f0-9";
                default -> Pattern.quote(name);
            };
        }

        /** The offset of the bracket closing the one at {@code open}, nesting and escapes followed; else -1. */
        private int closing(int open, char opener, char closer) {
            int depth = 0;
            for (int j = open; j < glob.length(); j++) {
                char c = glob.charAt(j);
                if (c == '\\') {
                    j++;
                } else if (c == opener) {
                    depth++;
                } else if (c == closer && --depth == 0) {
                    return j;
                }
            }
            return -1;
        }

        /** The parts of {@code text} split at {@code separator} outside nested braces, brackets and parentheses. */
        private static List<String> split(String text, char separator) {
            List<String> parts = new ArrayList<>();
            int depth = 0;
            int from = 0;
            for (int j = 0; j < text.length(); j++) {
                char c = text.charAt(j);
                if (c == '\\') {
                    j++;
                } else if (c == '{' || c == '(' || c == '[') {
                    depth++;
                } else if (c == '}' || c == ')' || c == ']') {
                    depth--;
                } else if (c == separator && depth == 0) {
                    parts.add(text.substring(from, j));
                    from = j + 1;
                }
            }
            parts.add(text.substring(from));
            return parts;
        }

        private String inner(String part, boolean start) {
            return new Translation(part, start).body();
        }

        private void brace(boolean wasStart) {
            int close = closing(i, '{', '}');
            if (close < 0) {
                throw new IllegalArgumentException("unclosed brace");
            }
            String content = glob.substring(i + 1, close);
            List<String> parts = split(content, ',');
            if (parts.size() > 1) {
                List<String> alternatives = new ArrayList<>();
                for (String part : parts) {
                    alternatives.add(inner(part, wasStart));
                }
                out.append('(').append(String.join("|", alternatives)).append(')');
            } else if (content.matches("-?\\d+\\.\\.-?\\d+|[A-Za-z]\\.\\.[A-Za-z]")) {
                String[] ends = content.split("\\.\\.");
                out.append('[').append(ends[0]).append('-').append(ends[1]).append(']');
            } else {
                out.append("\\{").append(new Translation(content, false).body()).append("\\}");
            }
            i = close + 1;
        }

        private void extglob(char kind, boolean wasStart) {
            int open = i + 1;
            int close = closing(open, '(', ')');
            if (close < 0) {
                literal(glob.charAt(i));
                i++;
                return;
            }
            List<String> alternatives = new ArrayList<>();
            for (String part : split(glob.substring(open + 1, close), '|')) {
                alternatives.add(inner(part, false));
            }
            String alt = String.join("|", alternatives);
            String lead = wasStart ? "(?=.)" : "";
            switch (kind) {
                case '@' -> out.append('(').append(alt).append(')');
                case '+' -> out.append(lead).append("(?:").append(alt).append(")+");
                case '*' -> out.append(lead).append("(?:").append(alt).append(")*");
                case '?' -> out.append(lead).append("(?:").append(alt).append(")?");
                default ->
                    out.append(lead)
                            .append(
                                    close + 1 == glob.length()
                                            ? "(?:(?!(?:" + alt + ")$))[^/]*?"
                                            : "(?:(?!(?:" + alt + "))[^/]*?)");
            }
            i = close + 1;
        }
    }
}
