package io.github.studylog.render;

/**
 * Text width in Archify units: one per character, two per full-width character (CJK, kana, Hangul, full-width
 * forms, most emoji). Half-width katakana counts one; a variation selector adds nothing, VS16 makes the
 * preceding character count two.
 */
public final class TextUnits {

    private TextUnits() {
    }

    public static int units(String text) {
        int total = 0;
        int previous = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp >= 0xFE00 && cp <= 0xFE0F) {
                if (cp == 0xFE0F && previous == 1) {
                    total += 1;
                    previous = 2;
                }
                continue;
            }
            previous = isWide(cp) ? 2 : 1;
            total += previous;
        }
        return total;
    }

    /** Width in px of {@code text} at {@code fontSize}, using {@code factor} px per unit per px of font size. */
    public static double width(String text, double fontSize, double factor) {
        return units(text) * fontSize * factor;
    }

    /** True for characters drawn full width. */
    public static boolean isWide(int cp) {
        if (cp >= 0xFF61 && cp <= 0xFF9F) {
            return false;
        }
        return (cp >= 0x1100 && cp <= 0x115F)
                || (cp >= 0x2E80 && cp <= 0x303E)
                || (cp >= 0x3041 && cp <= 0x33FF)
                || (cp >= 0x3400 && cp <= 0x4DBF)
                || (cp >= 0x4E00 && cp <= 0x9FFF)
                || (cp >= 0xA000 && cp <= 0xA4CF)
                || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF)
                || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6)
                || (cp >= 0x1F300 && cp <= 0x1F64F)
                || (cp >= 0x1F900 && cp <= 0x1F9FF)
                || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    /** True when {@code text} has a character that needs a CJK font (kana, kanji, Hangul, full-width forms). */
    public static boolean hasCjk(String text) {
        return text.codePoints().anyMatch(cp -> isWide(cp) && cp < 0x1F300 || cp >= 0x20000 && cp <= 0x3FFFD);
    }
}
