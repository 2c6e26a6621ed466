package io.github.studylog.diagram;

/**
 * The width of a label in Archify's text units: one per character, two per full-width character (CJK ideographs,
 * kana, Hangul, full-width forms, most emoji). Half-width katakana counts one, a variation selector nothing, and
 * VS16 (emoji presentation) makes the character before it count two. The validator's layout checks and the
 * renderer measure with this one class, so a label that passes validation is drawn at the width it was checked at.
 */
public final class TextUnits {

    private TextUnits() {}

    /** The width of {@code text} in text units. */
    public static int of(String text) {
        int units = 0;
        int previous = -1;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (isVariationSelector(cp)) {
                if (cp == 0xFE0F && previous >= 0 && !isWide(previous)) {
                    units += 1;
                }
                continue;
            }
            units += isWide(cp) ? 2 : 1;
            previous = cp;
        }
        return units;
    }

    private static boolean isVariationSelector(int cp) {
        return (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF);
    }

    /** True for characters drawn full width. */
    public static boolean isWide(int cp) {
        if (cp >= 0xFF61 && cp <= 0xFF9F) {
            return false; // half-width katakana and punctuation
        }
        return (cp >= 0x1100 && cp <= 0x115F) // Hangul Jamo leading consonants
                || (cp >= 0x2E80 && cp <= 0x303E) // CJK radicals, symbols and punctuation
                || (cp >= 0x3041 && cp <= 0x33FF) // kana, bopomofo, Hangul compatibility, CJK compatibility
                || (cp >= 0x3400 && cp <= 0x4DBF) // CJK extension A
                || (cp >= 0x4E00 && cp <= 0x9FFF) // CJK unified ideographs
                || (cp >= 0xA000 && cp <= 0xA4CF) // Yi
                || (cp >= 0xA960 && cp <= 0xA97F) // Hangul Jamo extended A
                || (cp >= 0xAC00 && cp <= 0xD7A3) // Hangul syllables
                || (cp >= 0xF900 && cp <= 0xFAFF) // CJK compatibility ideographs
                || (cp >= 0xFE30 && cp <= 0xFE4F) // CJK compatibility forms
                || (cp >= 0xFF00 && cp <= 0xFF60) // full-width forms
                || (cp >= 0xFFE0 && cp <= 0xFFE6) // full-width signs
                || (cp >= 0x1F300 && cp <= 0x1F64F) // pictographs, emoticons
                || (cp >= 0x1F680 && cp <= 0x1F6FF) // transport and map symbols
                || (cp >= 0x1F900 && cp <= 0x1F9FF) // supplemental symbols and pictographs
                || (cp >= 0x1FA70 && cp <= 0x1FAFF) // symbols and pictographs extended A
                || (cp >= 0x20000 && cp <= 0x3FFFD); // CJK extensions B and later
    }

    /** Width in px of {@code text} at {@code fontSize}, using {@code factor} px per unit per px of font size. */
    public static double width(String text, double fontSize, double factor) {
        return of(text) * fontSize * factor;
    }

    /** True when {@code text} has a character that needs a CJK font (kana, kanji, Hangul, full-width forms). */
    public static boolean hasCjk(String text) {
        return text.codePoints().anyMatch(cp -> (isWide(cp) && cp < 0x1F300) || (cp >= 0x20000 && cp <= 0x3FFFD));
    }
}
