package io.github.studylog.docs;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Heading ids and URL segments the way Starlight (Astro) makes them, with the semantics of the npm package
 * {@code github-slugger}: lower-case, drop every character that is not a letter, mark, number, connector
 * punctuation ({@code _}), {@code -} or a space, then turn each space into {@code -}. Japanese is kept. Duplicates
 * in one page get {@code -1}, {@code -2} … ({@link #unique}).
 *
 * <p>Written here because flexmark's GitHub id generator differs (it turns {@code _} into {@code -} and drops
 * letter-like symbols such as {@code Ⓐ}); the kept set was compared code point by code point with
 * github-slugger 2.0's generated pattern (Unicode 13, as Java 17's tables) and matched on all 1,114,112.
 * One instance per page: it remembers the ids it gave.
 */
public final class Slugger {

    private final Map<String, Integer> occurrences = new HashMap<>();

    /** The id of a heading text, without de-duplication. */
    public static String slug(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(lower.length());
        lower.codePoints().forEach(cp -> {
            if (cp == ' ') {
                out.append('-');
            } else if (kept(cp)) {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    private static boolean kept(int cp) {
        if (cp == '-') {
            return true;
        }
        int type = Character.getType(cp);
        return switch (type) {
            case Character.UPPERCASE_LETTER,
                    Character.LOWERCASE_LETTER,
                    Character.TITLECASE_LETTER,
                    Character.MODIFIER_LETTER,
                    Character.OTHER_LETTER,
                    Character.NON_SPACING_MARK,
                    Character.ENCLOSING_MARK,
                    Character.COMBINING_SPACING_MARK,
                    Character.DECIMAL_DIGIT_NUMBER,
                    Character.LETTER_NUMBER,
                    Character.OTHER_NUMBER,
                    Character.CONNECTOR_PUNCTUATION -> true;
            case Character.OTHER_SYMBOL -> Character.isAlphabetic(cp);
            default -> false;
        };
    }

    /** The next unique id of a heading text on this page: the slug, or the slug with {@code -1}, {@code -2} …. */
    public String unique(String text) {
        String original = slug(text);
        String result = original;
        while (occurrences.containsKey(result)) {
            int next = occurrences.merge(original, 1, Integer::sum);
            result = original + "-" + next;
        }
        occurrences.put(result, 0);
        return result;
    }
}
