package io.github.studylog.finding;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * "Did you mean …?": the known word closest to a misspelled one, by edit distance, ignoring case. For one question
 * over a few candidates; a set of candidates asked many times (a site's pages) is a {@link NameIndex}, which these
 * methods build for each call.
 */
public final class Nearest {

    /** Longer words are compared for equality only, so a hostile megabyte-long key costs nothing. */
    private static final int MAX_LENGTH = 64;

    /** The most edits a plausible typo has (for words of seven letters and more). */
    static final int TYPO_LIMIT = 3;

    private Nearest() {}

    /** The closest candidate, if it is close enough to be a plausible typo. */
    public static Optional<String> to(String word, Collection<String> candidates) {
        return NameIndex.of(candidates).to(word);
    }

    /**
     * The closest candidate when it is a plausible typo ({@link #to}) and no other candidate is as close: the one a
     * fix may rewrite to. Two equally near candidates give none, as a fix is never a guess.
     */
    public static Optional<String> unique(String word, Collection<String> candidates) {
        return NameIndex.of(candidates).unique(word);
    }

    /** The closest candidate however far, ties broken alphabetically; empty only without candidates. */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        return NameIndex.of(candidates).closest(word);
    }

    /**
     * The candidate sharing the most of {@code word}'s words (split at {@code -}, {@code _} and spaces, ignoring
     * case), when the shared words hold at least half of its letters: a slug whose words were reordered or partly
     * translated ({@code sidebarlink-type} and {@code тип-sidebarlink}), which no edit distance finds. Ties go to the
     * nearer by {@link #distance}, then alphabetically; words longer than the length limit are compared whole.
     */
    public static Optional<String> byWords(String word, Collection<String> candidates) {
        return NameIndex.of(candidates).byWords(word);
    }

    /** How many edits make {@code best} a plausible typo of {@code word}: 1, 2 or 3 by the longer one's length. */
    static int typoLimit(String word, String best) {
        int length = Math.max(word.length(), best.length());
        return length <= 3 ? 1 : length <= 6 ? 2 : TYPO_LIMIT;
    }

    static Set<String> words(String text) {
        Set<String> words = new LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[-_\\s]+", 64)) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    /** Optimal-string-alignment distance (a swapped pair of letters counts once), case-insensitive. */
    public static int distance(String first, String second) {
        return bounded(first.toLowerCase(Locale.ROOT), second.toLowerCase(Locale.ROOT), Integer.MAX_VALUE / 2);
    }

    /**
     * The distance of two lower-cased words when it is at most {@code limit}, else some value above it: a row of
     * the table whose least value exceeds the limit ends the count, as no later row is less.
     */
    static int bounded(String a, String b, int limit) {
        if (a.length() > MAX_LENGTH || b.length() > MAX_LENGTH) {
            return a.equals(b) ? 0 : Integer.MAX_VALUE / 2;
        }
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] before = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            row[0] = i;
            int least = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int d = Math.min(Math.min(previous[j] + 1, row[j - 1] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d = Math.min(d, before[j - 2] + 1);
                }
                row[j] = d;
                least = Math.min(least, d);
            }
            if (least > limit) {
                return limit + 1;
            }
            int[] spare = before;
            before = previous;
            previous = row;
            row = spare;
        }
        return previous[b.length()];
    }
}
