package io.github.studylog.raster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A stamp of the folders the system keeps its fonts in, from their metadata only: it changes when a font is
 * installed or removed (which changes its folder's time) or the font configuration changes, so a font choice made
 * under one stamp holds while the stamp is the same. The folders are those of Linux (fontconfig's defaults and
 * configuration), macOS and Windows, and the JVM's own; the files in them are not read, only the folders' size and
 * time (at most {@value #MAX_FOLDERS} of them, {@value #MAX_DEPTH} levels deep).
 */
public final class FontFolders {

    static final int MAX_DEPTH = 6;
    static final int MAX_FOLDERS = 4096;

    private FontFolders() {}

    /** The folders looked at, for this system's home, environment and JVM. */
    static List<Path> of(String home, Map<String, String> environment, String javaHome) {
        List<Path> folders = new ArrayList<>();
        for (String system : List.of(
                "/usr/share/fonts",
                "/usr/local/share/fonts",
                "/etc/fonts",
                "/System/Library/Fonts",
                "/Library/Fonts")) {
            folders.add(Path.of(system));
        }
        if (home != null && !home.isEmpty()) {
            folders.add(Path.of(home, ".fonts"));
            folders.add(Path.of(home, ".local", "share", "fonts"));
            folders.add(Path.of(home, "Library", "Fonts"));
        }
        Optional.ofNullable(environment.get("WINDIR")).ifPresent(w -> folders.add(Path.of(w, "Fonts")));
        Optional.ofNullable(environment.get("LOCALAPPDATA"))
                .ifPresent(l -> folders.add(Path.of(l, "Microsoft", "Windows", "Fonts")));
        if (javaHome != null && !javaHome.isEmpty()) {
            folders.add(Path.of(javaHome, "lib", "fonts"));
        }
        return folders;
    }

    /** The stamp of this JVM's system: its Java and OS versions and its font folders. */
    public static String stamp() {
        return stamp(
                System.getProperty("java.vm.version", "") + "\u0000" + System.getProperty("os.name", "") + "\u0000"
                        + System.getProperty("os.version", ""),
                of(System.getProperty("user.home"), System.getenv(), System.getProperty("java.home")));
    }

    /** A hash of {@code system} and of every folder below {@code folders}: its path, size and time, or its absence. */
    static String stamp(String system, List<Path> folders) {
        return stamp(system, folders, MAX_FOLDERS);
    }

    /** The same, over at most {@code maxFolders} folders in all (a bound on the work, not a detail of the stamp). */
    static String stamp(String system, List<Path> folders, int maxFolders) {
        StringBuilder text = new StringBuilder(system).append('\n');
        int[] seen = {0};
        for (Path folder : folders) {
            if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                text.append("missing ").append(folder).append('\n');
                continue;
            }
            try {
                Files.walkFileTree(folder, EnumSet.noneOf(FileVisitOption.class), MAX_DEPTH, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        if (++seen[0] > maxFolders) {
                            return FileVisitResult.TERMINATE;
                        }
                        text.append(dir)
                                .append('\u0000')
                                .append(attributes.size())
                                .append('\u0000')
                                .append(attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS))
                                .append('\n');
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        text.append("unreadable ").append(file).append('\n');
                        return FileVisitResult.CONTINUE;
                    }
                });
            } catch (IOException e) {
                text.append("unreadable ").append(folder).append('\n');
            }
        }
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256")
                            .digest(text.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
