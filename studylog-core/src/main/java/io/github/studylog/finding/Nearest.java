package io.github.studylog.finding;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean …?": the known word closest to a misspelled one, by edit distance, ignoring case. */
public final class Nearest {

    /** Longer words are compared for equality only, so a hostile megabyte-long key costs nothing. */
    private static final int MAX_LENGTH = 64;

    private Nearest() {}

    /** The closest candidate, if it is close enough to be a plausible typo. */
    public static Optional<String> to(String word, Collection<String> candidates) {
        return closest(word, candidates).filter(best -> {
            int length = Math.max(word.length(), best.length());
            int limit = length <= 3 ? 1 : length <= 6 ? 2 : 3;
            return distance(word, best) <= limit;
        });
    }

    /**
     * The closest candidate when it is a plausible typo ({@link #to}) and no other candidate is as close: the one a
     * fix may rewrite to. Two equally near candidates give none, as a fix is never a guess.
     */
    public static Optional<String> unique(String word, Collection<String> candidates) {
        return to(word, candidates)
                .filter(best -> candidates.stream()
                                .distinct()
                                .filter(c -> distance(word, c) == distance(word, best))
                                .count()
                        == 1);
    }

    /** The closest candidate however far, ties broken alphabetically; empty only without candidates. */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int d = distance(word, candidate);
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                bestDistance = d;
                best = candidate;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The candidate sharing the most of {@code word}'s words (split at {@code -}, {@code _} and spaces, ignoring
     * case), when the shared words hold at least half of its letters: a slug whose words were reordered or partly
     * translated ({@code sidebarlink-type} and {@code тип-sidebarlink}), which no edit distance finds. Ties go to the
     * nearer by {@link #distance}, then alphabetically; words longer than the length limit are compared whole.
     */
    public static Optional<String> byWords(String word, Collection<String> candidates) {
        java.util.Set<String> words = words(word);
        int letters = words.stream().mapToInt(String::length).sum();
        if (letters == 0) {
            return Optional.empty();
        }
        String best = null;
        int bestShared = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            java.util.Set<String> theirs = words(candidate);
            int shared = words.stream()
                    .filter(theirs::contains)
                    .mapToInt(String::length)
                    .sum();
            if (shared * 2 < letters || shared < bestShared) {
                continue;
            }
            int d = distance(word, candidate);
            if (shared > bestShared
                    || d < bestDistance
                    || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                best = candidate;
                bestShared = shared;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    private static java.util.Set<String> words(String text) {
        java.util.Set<String> words = new java.util.LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[-_\\s]+", 64)) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    /** Optimal-string-alignment distance (a swapped pair of letters counts once), case-insensitive. */
    public static int distance(String first, String second) {
        String a = first.toLowerCase(Locale.ROOT);
        String b = second.toLowerCase(Locale.ROOT);
        if (a.length() > MAX_LENGTH || b.length() > MAX_LENGTH) {
            return a.equals(b) ? 0 : Integer.MAX_VALUE / 2;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
