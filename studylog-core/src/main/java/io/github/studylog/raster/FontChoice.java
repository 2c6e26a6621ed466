package io.github.studylog.raster;

import io.github.studylog.content.OutputFiles;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The first Japanese-capable font family the system has, chosen once; answers glyph coverage questions.
 *
 * <p>Asking the JVM for its font families starts AWT's font system, which a run
 * whose pictures all come from the render cache does not otherwise need. So the choice is remembered in the render
 * cache ({@link #remembered}) under a stamp of the system's font folders ({@link FontFolders}), and the
 * {@link Font} itself is made only when a text's glyphs are checked, which happens when a picture is drawn.
 */
public final class FontChoice {

    /** Font list for every diagram: Japanese-capable fonts first, a generic family last. */
    public static final String FONT_FAMILY =
            "'Noto Sans CJK JP', 'Noto Sans JP', 'IPAPGothic', 'IPAexGothic', 'IPAGothic', "
                    + "'VL Gothic', 'Hiragino Sans', 'Yu Gothic', 'Meiryo', 'DejaVu Sans', sans-serif";

    /** Preferred families, best first. */
    static final List<String> PREFERRED = List.of(
            "Noto Sans CJK JP",
            "Noto Sans JP",
            "Source Han Sans JP",
            "IPAPGothic",
            "IPAexGothic",
            "IPAGothic",
            "VL Gothic",
            "TakaoGothic",
            "Hiragino Sans",
            "Yu Gothic",
            "Meiryo",
            "MS Gothic",
            "Droid Sans Fallback");

    private final @Nullable String family;
    private volatile @Nullable Font font;

    private FontChoice(@Nullable String family) {
        this.family = family;
    }

    /**
     * The choice remembered in {@code file} of {@code out} when the stamp of the font folders is the one it was
     * made under; otherwise {@link #detect}ed and remembered. A remembered family must be one of {@link #PREFERRED}
     * (the file is under {@code target/}, and the name goes into the SVGs drawn): anything else is detected again.
     */
    public static FontChoice remembered(OutputFiles out, String file, String stamp) {
        String header = "stamp=" + stamp;
        try {
            Path path = out.resolve(file);
            if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && Files.size(path) < 4096) {
                List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
                if (lines.size() == 2
                        && lines.get(0).equals(header)
                        && lines.get(1).startsWith("family=")) {
                    String family = lines.get(1).substring("family=".length());
                    if (family.isEmpty()) {
                        return new FontChoice(null);
                    }
                    if (PREFERRED.contains(family)) {
                        return new FontChoice(family);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable note is detected again
        }
        FontChoice detected = detect();
        try {
            out.write(file, header + "\nfamily=" + (detected.family == null ? "" : detected.family) + "\n");
        } catch (IOException | RuntimeException e) {
            // not remembered: detected again next time
        }
        return detected;
    }

    /** Looks at the installed families (it starts AWT's font system: do it once per build). */
    public static FontChoice detect() {
        Set<String> installed = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        installed.addAll(
                Arrays.asList(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames()));
        for (String candidate : PREFERRED) {
            if (installed.contains(candidate)) {
                return new FontChoice(candidate);
            }
        }
        return new FontChoice(null);
    }

    /** A fixed choice, for tests. */
    public static FontChoice of(@Nullable String family) {
        return new FontChoice(family);
    }

    @Nullable
    String family() {
        return family;
    }

    FontCheck check(String text) {
        String visible = text.replaceAll("\\s+", "");
        int missing = font().canDisplayUpTo(visible);
        if (missing < 0) {
            return new FontCheck(family, false, null);
        }
        return new FontCheck(family, true, new String(Character.toChars(visible.codePointAt(missing))));
    }

    private Font font() {
        Font made = font;
        if (made == null) {
            made = new Font(family != null ? family : Font.SANS_SERIF, Font.PLAIN, 12);
            font = made;
        }
        return made;
    }
}
