package io.github.studylog.raster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.render.DiagramRenderer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The font family remembered in the render cache under a stamp of the font folders. */
class FontChoiceRememberedTest {

    private static final String FILE = "diagrams/" + DiagramRenderer.FONT_CHOICE;

    @TempDir
    Path dir;

    private OutputFiles out() {
        return new OutputFiles(dir.resolve("out"));
    }

    private String note() throws Exception {
        return Files.readString(dir.resolve("out").resolve(FILE));
    }

    private static String detected() {
        String family = FontChoice.detect().family();
        return family == null ? "" : family;
    }

    @Test
    void theFirstRunDetectsAndRemembersUnderTheStamp() throws Exception {
        FontChoice choice = FontChoice.remembered(out(), FILE, "s1");
        assertEquals(FontChoice.detect().family(), choice.family());
        assertEquals("stamp=s1\nfamily=" + detected() + "\n", note());
    }

    @Test
    void theSameStampGivesTheRememberedFamilyWithoutAskingTheSystem() throws Exception {
        out().write(FILE, "stamp=s1\nfamily=IPAGothic\n");
        assertEquals("IPAGothic", FontChoice.remembered(out(), FILE, "s1").family());
        out().write(FILE, "stamp=s1\nfamily=\n");
        assertEquals(null, FontChoice.remembered(out(), FILE, "s1").family());
    }

    @Test
    void anotherStampDetectsAgainAndRemembersThat() throws Exception {
        out().write(FILE, "stamp=s1\nfamily=IPAGothic\n");
        assertEquals(
                FontChoice.detect().family(),
                FontChoice.remembered(out(), FILE, "s2").family());
        assertEquals("stamp=s2\nfamily=" + detected() + "\n", note());
    }

    @Test
    void aFamilyThatIsNoneOfThePreferredOnesIsNeverTakenFromTheFile() throws Exception {
        out().write(FILE, "stamp=s1\nfamily=x', sans-serif\"><script>alert(1)</script>\n");
        assertEquals(
                FontChoice.detect().family(),
                FontChoice.remembered(out(), FILE, "s1").family());
        assertEquals("stamp=s1\nfamily=" + detected() + "\n", note());
    }

    @Test
    void aLinkPutWhereTheNoteGoesIsNotFollowed() throws Exception {
        Path outside = Files.writeString(dir.resolve("outside.txt"), "stamp=s1\nfamily=IPAGothic\n");
        Path note = dir.resolve("out").resolve(FILE);
        Files.createDirectories(note.getParent());
        Files.createSymbolicLink(note, outside);
        assertEquals(
                FontChoice.detect().family(),
                FontChoice.remembered(out(), FILE, "s1").family());
        assertEquals("stamp=s1\nfamily=IPAGothic\n", Files.readString(outside), "the link's target is left alone");
    }

    @Test
    void theStampFollowsTheFoldersTimesAndNewFolders() throws Exception {
        Path fonts = Files.createDirectories(dir.resolve("fonts/truetype"));
        List<Path> folders = List.of(dir.resolve("fonts"), dir.resolve("missing"));
        String first = FontFolders.stamp("jvm", folders);
        assertEquals(first, FontFolders.stamp("jvm", folders), "the same folders, the same stamp");
        assertNotEquals(first, FontFolders.stamp("other jvm", folders));
        Files.setLastModifiedTime(
                fonts, FileTime.fromMillis(Files.getLastModifiedTime(fonts).toMillis() + 5_000));
        String touched = FontFolders.stamp("jvm", folders);
        assertNotEquals(first, touched, "a font installed changes its folder's time");
        Files.createDirectories(dir.resolve("missing"));
        assertNotEquals(touched, FontFolders.stamp("jvm", folders), "a folder that appears");
    }

    @Test
    void theFoldersAreThoseOfEachSystemAndTheJvm() {
        List<Path> folders = FontFolders.of(
                "/home/学習者",
                Map.of("WINDIR", "C:\\Windows", "LOCALAPPDATA", "C:\\Users\\me\\AppData\\Local"),
                "/opt/jdk");
        assertEquals(
                List.of(
                        Path.of("/usr/share/fonts"),
                        Path.of("/usr/local/share/fonts"),
                        Path.of("/etc/fonts"),
                        Path.of("/System/Library/Fonts"),
                        Path.of("/Library/Fonts"),
                        Path.of("/home/学習者", ".fonts"),
                        Path.of("/home/学習者", ".local", "share", "fonts"),
                        Path.of("/home/学習者", "Library", "Fonts"),
                        Path.of("C:\\Windows", "Fonts"),
                        Path.of("C:\\Users\\me\\AppData\\Local", "Microsoft", "Windows", "Fonts"),
                        Path.of("/opt/jdk", "lib", "fonts")),
                folders);
    }

    @Test
    void aNoteOfFourKibibytesOrMoreIsNotRead() throws Exception {
        String stamp = "s".repeat(4096 - "stamp=\nfamily=IPAGothic\n".length());
        out().write(FILE, "stamp=" + stamp + "\nfamily=IPAGothic\n");
        assertEquals(4096, Files.size(dir.resolve("out").resolve(FILE)));
        assertEquals(
                FontChoice.detect().family(),
                FontChoice.remembered(out(), FILE, stamp).family());
        String shorter = stamp.substring(1);
        out().write(FILE, "stamp=" + shorter + "\nfamily=IPAGothic\n");
        assertEquals("IPAGothic", FontChoice.remembered(out(), FILE, shorter).family(), "one byte less is read");
    }

    @Test
    void theStampLooksAtNoMoreFoldersThanItsBound() throws Exception {
        Path fonts = Files.createDirectories(dir.resolve("fonts"));
        Path a = Files.createDirectories(fonts.resolve("a"));
        Path b = Files.createDirectories(a.resolve("b"));
        List<Path> folders = List.of(fonts);
        String two = FontFolders.stamp("jvm", folders, 2);
        assertNotEquals(two, FontFolders.stamp("jvm", folders, 3), "the third folder counts when the bound allows it");
        Files.setLastModifiedTime(
                b, FileTime.fromMillis(Files.getLastModifiedTime(b).toMillis() + 5_000));
        assertEquals(two, FontFolders.stamp("jvm", folders, 2), "the third folder is past a bound of two");
        Files.setLastModifiedTime(
                a, FileTime.fromMillis(Files.getLastModifiedTime(a).toMillis() + 5_000));
        assertNotEquals(two, FontFolders.stamp("jvm", folders, 2), "the second is within it");
    }
}
