package io.github.studylog.finding;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The candidates of a "did you mean …?" ({@link Nearest}) kept by the length of their lower-cased form, so that a
 * query compares only the candidates whose length could make them as near as the best one found so far, each by a
 * distance that stops as soon as it exceeds that best. Built once per set of candidates (a site's pages, a page's
 * ids) and asked for every broken link into it: on a site of thousands of pages a suggestion costs the few
 * candidates of about the right length instead of an edit distance with every page. Immutable.
 */
public final class NameIndex {

    /** A candidate with what the queries compare: its lower-cased form. */
    private record Entry(String name, String lower) {}

    /** The entries by the length of their lower-cased form; each list in the candidates' order. */
    private final List<List<Entry>> byLength;

    private final boolean empty;

    private NameIndex(List<List<Entry>> byLength, boolean empty) {
        this.byLength = byLength;
        this.empty = empty;
    }

    public static NameIndex of(Collection<String> candidates) {
        List<List<Entry>> byLength = new ArrayList<>();
        for (String candidate : candidates) {
            String lower = candidate.toLowerCase(Locale.ROOT);
            while (byLength.size() <= lower.length()) {
                byLength.add(new ArrayList<>());
            }
            byLength.get(lower.length()).add(new Entry(candidate, lower));
        }
        return new NameIndex(byLength, candidates.isEmpty());
    }

    /** The closest candidate however far, ties broken alphabetically; empty only without candidates. */
    public Optional<String> closest(String word) {
        return empty ? Optional.empty() : best(word, Integer.MAX_VALUE / 2).map(Best::name);
    }

    /** The closest candidate at most {@code limit} edits away, ties broken alphabetically. */
    public Optional<String> closestWithin(String word, int limit) {
        return best(word, limit).map(Best::name);
    }

    /** The closest candidate, if it is close enough to be a plausible typo (see {@link Nearest#to}). */
    public Optional<String> to(String word) {
        return best(word, Nearest.TYPO_LIMIT)
                .filter(b -> b.distance() <= Nearest.typoLimit(word, b.name()))
                .map(Best::name);
    }

    /** {@link #to}, when no other distinct candidate is as close (see {@link Nearest#unique}). */
    public Optional<String> unique(String word) {
        Optional<Best> best =
                best(word, Nearest.TYPO_LIMIT).filter(b -> b.distance() <= Nearest.typoLimit(word, b.name()));
        if (best.isEmpty()) {
            return Optional.empty();
        }
        int distance = best.get().distance();
        String lower = word.toLowerCase(Locale.ROOT);
        Set<String> asNear = new java.util.HashSet<>();
        for (int length = Math.max(0, lower.length() - distance);
                length <= Math.min(byLength.size() - 1, lower.length() + distance);
                length++) {
            for (Entry entry : byLength.get(length)) {
                if (Nearest.bounded(lower, entry.lower(), distance) == distance) {
                    asNear.add(entry.name());
                }
            }
        }
        return asNear.size() == 1 ? Optional.of(best.get().name()) : Optional.empty();
    }

    /** The candidate sharing the most of {@code word}'s words (see {@link Nearest#byWords}). */
    public Optional<String> byWords(String word) {
        Set<String> words = Nearest.words(word);
        int letters = words.stream().mapToInt(String::length).sum();
        if (letters == 0) {
            return Optional.empty();
        }
        String lower = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestShared = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (List<Entry> entries : byLength) {
            for (Entry entry : entries) {
                Set<String> theirs = Nearest.words(entry.name());
                int shared = words.stream()
                        .filter(theirs::contains)
                        .mapToInt(String::length)
                        .sum();
                if (shared * 2 < letters || shared < bestShared) {
                    continue;
                }
                int d = Nearest.bounded(lower, entry.lower(), Integer.MAX_VALUE / 2);
                if (shared > bestShared
                        || d < bestDistance
                        || (d == bestDistance && best != null && entry.name().compareTo(best) < 0)) {
                    best = entry.name();
                    bestShared = shared;
                    bestDistance = d;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private record Best(String name, int distance) {}

    /**
     * The nearest entry at most {@code limit} away (ties to the alphabetically first): the lengths nearest the
     * word's first, as a length difference is a lower bound of the distance, and no further once it exceeds the best.
     */
    private Optional<Best> best(String word, int limit) {
        String lower = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = limit;
        for (int diff = 0; diff <= bestDistance; diff++) {
            int shorter = lower.length() - diff;
            int longer = lower.length() + diff;
            if (shorter < 0 && longer >= byLength.size()) {
                break;
            }
            for (int length : diff == 0 ? new int[] {shorter} : new int[] {shorter, longer}) {
                if (length < 0 || length >= byLength.size()) {
                    continue;
                }
                for (Entry entry : byLength.get(length)) {
                    int d = Nearest.bounded(lower, entry.lower(), bestDistance);
                    if (d > bestDistance) {
                        continue;
                    }
                    if (best == null || d < bestDistance || entry.name().compareTo(best) < 0) {
                        best = entry.name();
                        bestDistance = d;
                    }
                }
            }
        }
        return best == null ? Optional.empty() : Optional.of(new Best(best, bestDistance));
    }
}
