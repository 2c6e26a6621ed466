package io.github.studylog.diagram;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Finds the closest existing name to a misspelt one, for "did you mean" hints. */
final class Nearest {

    private Nearest() {
    }

    /** The candidate with the smallest edit distance, if it is close enough to be a plausible typo. */
    static Optional<String> of(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int d = distance(wrong.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                best = candidate;
                bestDistance = d;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        int length = Math.max(wrong.length(), best.length());
        int limit = length <= 3 ? 1 : length <= 6 ? 2 : 3;
        return bestDistance <= limit ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance, with a cap on input length so a hostile id costs nothing. */
    static int distance(String a, String b) {
        if (a.length() > 64 || b.length() > 64) {
            return a.equals(b) ? 0 : Integer.MAX_VALUE / 2;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
