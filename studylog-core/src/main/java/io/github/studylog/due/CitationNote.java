package io.github.studylog.due;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the parenthesis after a citation's link says, read from the text that follows the link in its paragraph
 * ({@link io.github.studylog.docs.LinkProse#after}): the parenthesis the link stands in (the rest of it), or else
 * the first one opened after the link, before the sentence ends. Japanese （） and ASCII () both count. In it, a kind
 * marker ({@code 更新型} → living; {@code バージョン未固定} or {@code 版未固定} → unpinned; in English {@code living},
 * {@code unpinned}) and a checked-on date: a date followed by {@code 確認} or {@code 再確認} ({@code 2026-09-09再確認}),
 * or in English {@code checked 2026-09-09}. A date written otherwise ({@code 2026/9/9確認}) is still a claimed
 * check, returned to be reported as no calendar date.
 *
 * <p>A hand-written reader rather than a library: the rules are about Japanese punctuation in prose, which no
 * Markdown library models; it is one linear scan over at most {@link io.github.studylog.docs.LinkProse#MAX_AFTER}
 * characters plus two bounded regular expressions over the parenthesis.
 *
 * @param start   offset in the text of the parenthesis' inside
 * @param end     offset of its closing parenthesis
 * @param ascii   the closing parenthesis is ASCII {@code )}
 * @param marker  the kind its words name
 * @param date    the date it claims the source was checked on, as written
 */
public record CitationNote(int start, int end, boolean ascii, Optional<CitationKind> marker, Optional<Claim> date) {

    /** A date as written in the parenthesis, with its offsets in the text after the link. */
    public record Claim(String text, int start, int end) {}

    private static final String DATE = "([0-9]{2,4}[-/.年][0-9]{1,2}[-/.月][0-9]{1,2}日?)";
    private static final Pattern JAPANESE_CHECK = Pattern.compile(DATE + "[ \\t]*(?:に)?(?:再確認|確認)");
    private static final Pattern ENGLISH_CHECK =
            Pattern.compile("(?i)\\b(?:re-?)?(?:checked|verified)(?: on)?[ \\t]+" + DATE);
    private static final Pattern LIVING = Pattern.compile("更新型|(?i)\\bliving\\b");
    private static final Pattern UNPINNED = Pattern.compile("バージョン未固定|版未固定|(?i)\\bunpinned\\b");

    /** The note of the text after a link, if a parenthesis belongs to it. */
    public static Optional<CitationNote> read(String after) {
        int depth = 0;
        int open = -1;
        for (int i = 0; i < after.length(); i++) {
            char c = after.charAt(i);
            if (c == '（' || c == '(') {
                if (depth == 0) {
                    open = i + 1;
                }
                depth++;
            } else if (c == '）' || c == ')') {
                if (depth == 0) {
                    return Optional.of(of(after, 0, i, c == ')')); // the link stands inside this parenthesis
                }
                depth--;
                if (depth == 0) {
                    return Optional.of(of(after, open, i, c == ')'));
                }
            } else if (depth == 0 && sentenceEnds(after, i)) {
                return Optional.empty();
            }
        }
        return Optional.empty(); // no parenthesis, or one that another link's text closes
    }

    private static boolean sentenceEnds(String text, int i) {
        char c = text.charAt(i);
        if (c == '。' || c == '．' || c == '！' || c == '？') {
            return true;
        }
        if (c == '.' || c == '!' || c == '?') {
            return i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1));
        }
        return false;
    }

    private static CitationNote of(String after, int start, int end, boolean ascii) {
        String inside = after.substring(start, end);
        Optional<CitationKind> marker = marker(inside);
        Optional<Claim> date = Optional.empty();
        Matcher japanese = JAPANESE_CHECK.matcher(inside);
        Matcher english = ENGLISH_CHECK.matcher(inside);
        boolean j = japanese.find();
        boolean e = english.find();
        if (j || e) {
            Matcher first = j && (!e || japanese.start() <= english.start()) ? japanese : english;
            date = Optional.of(new Claim(first.group(1), start + first.start(1), start + first.end(1)));
        }
        return new CitationNote(start, end, ascii, marker, date);
    }

    private static Optional<CitationKind> marker(String inside) {
        Matcher living = LIVING.matcher(inside);
        Matcher unpinned = UNPINNED.matcher(inside);
        boolean l = living.find();
        boolean u = unpinned.find();
        if (l && (!u || living.start() <= unpinned.start())) {
            return Optional.of(CitationKind.LIVING);
        }
        return u ? Optional.of(CitationKind.UNPINNED) : Optional.empty();
    }
}
