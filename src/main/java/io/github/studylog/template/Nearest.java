package io.github.studylog.template;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean …?": the known word closest to a misspelled one, by edit distance. */
public final class Nearest {

    private Nearest() {
    }

    /** The closest candidate within a distance that still looks like a typo (a third of the word, at least 2). */
    public static Optional<String> to(String word, Collection<String> candidates) {
        int allowed = Math.max(2, word.length() / 3);
        return closest(word, candidates).filter(best -> distance(word, best) <= allowed);
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

    /** Damerau-Levenshtein (optimal string alignment) distance, so a swapped pair of letters counts once. */
    public static int distance(String a, String b) {
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
