package io.github.studylog.render;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The first Japanese-capable font family the system has, chosen once; answers glyph coverage questions. */
final class FontChoice {

    /** Preferred families, best first. */
    static final List<String> PREFERRED = List.of("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP",
            "IPAPGothic", "IPAexGothic", "IPAGothic", "VL Gothic", "TakaoGothic", "Hiragino Sans",
            "Yu Gothic", "Meiryo", "MS Gothic", "Droid Sans Fallback");

    private final String family;
    private final Font font;

    private FontChoice(String family) {
        this.family = family;
        this.font = new Font(family != null ? family : Font.SANS_SERIF, Font.PLAIN, 12);
    }

    /** Looks at the installed families (costs tens of milliseconds: do it once per build). */
    static FontChoice detect() {
        Set<String> installed = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        installed.addAll(Arrays.asList(GraphicsEnvironment.getLocalGraphicsEnvironment()
                .getAvailableFontFamilyNames()));
        for (String candidate : PREFERRED) {
            if (installed.contains(candidate)) {
                return new FontChoice(candidate);
            }
        }
        return new FontChoice(null);
    }

    /** A fixed choice, for tests. */
    static FontChoice of(String family) {
        return new FontChoice(family);
    }

    String family() {
        return family;
    }

    FontCheck check(String text) {
        String visible = text.replaceAll("\\s+", "");
        int missing = font.canDisplayUpTo(visible);
        if (missing < 0) {
            return new FontCheck(family, false, null);
        }
        return new FontCheck(family, true, new String(Character.toChars(visible.codePointAt(missing))));
    }
}
