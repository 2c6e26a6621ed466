package io.github.studylog.finding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The index answers exactly what a comparison with every candidate answers: checked against a plain scan with the
 * full edit-distance table over random words (Latin, kana, mixed case, long ones) and random candidate lists.
 */
class NameIndexTest {

    private static final String LETTERS = "abcdeABあいう-_ ";

    @Test
    void answersAsAScanOfEveryCandidate() {
        Random random = new Random(52);
        for (int round = 0; round < 3_000; round++) {
            List<String> candidates = new ArrayList<>();
            int size = random.nextInt(12);
            for (int i = 0; i < size; i++) {
                candidates.add(word(random));
            }
            if (size > 0 && random.nextBoolean()) {
                candidates.add(candidates.get(random.nextInt(size)));
            }
            String word = random.nextInt(4) == 0 && size > 0 ? typo(candidates.get(0), random) : word(random);
            NameIndex index = NameIndex.of(candidates);
            String why = word + " among " + candidates;
            assertEquals(scanClosest(word, candidates), index.closest(word), "closest " + why);
            assertEquals(scanTo(word, candidates), index.to(word), "to " + why);
            assertEquals(scanUnique(word, candidates), index.unique(word), "unique " + why);
            int limit = random.nextInt(5);
            assertEquals(
                    scanClosest(word, candidates).filter(n -> table(word, n) <= limit),
                    index.closestWithin(word, limit),
                    "within " + limit + " " + why);
            for (String candidate : candidates) {
                assertEquals(
                        table(word, candidate),
                        Nearest.distance(word, candidate),
                        "distance " + word + "/" + candidate);
            }
        }
    }

    @Test
    void longWordsAreComparedWhole() {
        String longWord = "あ".repeat(65);
        assertEquals(Optional.of(longWord), NameIndex.of(List.of("い", longWord)).closest(longWord));
        assertEquals(Optional.of("い"), NameIndex.of(List.of("い", "う")).closest(longWord + "x"));
        assertEquals(Optional.empty(), NameIndex.of(List.of("い", "う")).to(longWord + "x"));
        assertEquals(Optional.empty(), NameIndex.of(List.of()).closest("キャッシュ"));
    }

    @Test
    void aPageAmongManyIsFoundByItsSpelling() {
        List<String> pages = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            pages.add("/ja/guides/page-" + i + "/");
        }
        pages.add("/ja/guides/キャッシュ/");
        NameIndex index = NameIndex.of(pages);
        assertEquals(Optional.of("/ja/guides/キャッシュ/"), index.unique("/ja/guides/キャッシユ/"));
        assertEquals(Optional.empty(), index.unique("/ja/guides/page-1x/"), "page-1 and page-10…19 are as near");
    }

    private static String word(Random random) {
        int length = random.nextInt(9);
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < length; i++) {
            word.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
        }
        return random.nextInt(40) == 0 ? word.append("x".repeat(70)).toString() : word.toString();
    }

    private static String typo(String word, Random random) {
        StringBuilder typo = new StringBuilder(word);
        int at = typo.isEmpty() ? 0 : random.nextInt(typo.length());
        switch (random.nextInt(3)) {
            case 0 -> typo.insert(at, 'z');
            case 1 -> {
                if (!typo.isEmpty()) {
                    typo.deleteCharAt(at);
                }
            }
            default -> {
                if (at + 1 < typo.length()) {
                    char c = typo.charAt(at);
                    typo.setCharAt(at, typo.charAt(at + 1));
                    typo.setCharAt(at + 1, c);
                }
            }
        }
        return typo.toString();
    }

    // the scan the index replaces: every candidate, the whole table

    private static Optional<String> scanClosest(String word, List<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int d = table(word, candidate);
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                bestDistance = d;
                best = candidate;
            }
        }
        return Optional.ofNullable(best);
    }

    private static Optional<String> scanTo(String word, List<String> candidates) {
        return scanClosest(word, candidates).filter(best -> {
            int length = Math.max(word.length(), best.length());
            return table(word, best) <= (length <= 3 ? 1 : length <= 6 ? 2 : 3);
        });
    }

    private static Optional<String> scanUnique(String word, List<String> candidates) {
        return scanTo(word, candidates)
                .filter(best -> candidates.stream()
                                .distinct()
                                .filter(c -> table(word, c) == table(word, best))
                                .count()
                        == 1);
    }

    private static int table(String first, String second) {
        String a = first.toLowerCase(Locale.ROOT);
        String b = second.toLowerCase(Locale.ROOT);
        if (a.length() > 64 || b.length() > 64) {
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
