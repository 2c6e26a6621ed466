package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ListingTest {

    private static BasicFileAttributes attributes(Path file) throws Exception {
        return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    }

    @Test
    void aFolderKeepsItsFilesWithTheStatsTakenFromTheStartOfTheWalk(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("sessions"));
        Path file = Files.writeString(folder.resolve("記録.yaml"), "id: a\n");
        Path below =
                Files.writeString(Files.createDirectories(folder.resolve("sub")).resolve("下.yaml"), "id: b\n");
        Path top = Files.writeString(dir.resolve("CHATGPT.md"), "# 指示\n");
        long before = FileStat.now();
        Listing.Builder builder = Listing.builder().start();
        builder.file(top, attributes(top)); // a walk that starts at a file: in no folder
        builder.folder(folder);
        builder.file(file, attributes(file));
        builder.folder(folder.resolve("sub"));
        builder.file(below, attributes(below));
        builder.done(true);
        builder.done(true);
        Listing listing = builder.build();

        List<Listing.Entry> entries = listing.of(folder).orElseThrow();
        assertEquals(1, entries.size(), "the file below is its subfolder's");
        assertEquals("記録.yaml", entries.get(0).name());
        FileStat stat = entries.get(0).stat().orElseThrow();
        assertEquals(6, stat.size());
        assertTrue(
                stat.takenNanos() >= before && stat.takenNanos() <= FileStat.now(),
                "taken when the walk started: " + stat);
        assertEquals(
                List.of("下.yaml"),
                listing.of(folder.resolve("sub")).orElseThrow().stream()
                        .map(Listing.Entry::name)
                        .toList());
        assertEquals(Optional.empty(), listing.of(dir));
        assertEquals(Optional.empty(), Listing.none().of(folder));
    }

    @Test
    void aFolderWalkedTwiceHasEachFileOnceAsTheLaterWalkFoundIt(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("docs"));
        Path file = Files.writeString(folder.resolve("a.md"), "# 見出し\n");
        Listing.Builder builder = Listing.builder().start();
        builder.folder(folder);
        builder.file(file, attributes(file));
        builder.done(true);
        Files.writeString(file, "# 見出しと本文\n");
        builder.start().folder(folder);
        builder.file(file, attributes(file));
        builder.done(true);
        List<Listing.Entry> entries = builder.build().of(folder).orElseThrow();
        assertEquals(1, entries.size());
        assertEquals(Files.size(file), entries.get(0).stat().orElseThrow().size());
    }

    @Test
    void aFolderWithAnEntryThatCouldNotBeReadIsNotListed(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("reviews"));
        Path file = Files.writeString(folder.resolve("r.yaml"), "id: r\n");
        Path empty = Files.createDirectories(dir.resolve("sessions"));
        Path stopped = Files.createDirectories(dir.resolve("docs"));
        Listing.Builder builder = Listing.builder().start();
        builder.failed(); // the start itself: no folder to mark
        builder.folder(folder);
        builder.file(file, attributes(file));
        builder.failed();
        builder.done(true);
        builder.folder(empty);
        builder.done(true);
        builder.folder(stopped);
        builder.done(false);
        builder.folder(folder); // read completely by a second walk: the failed look still counts
        builder.file(file, attributes(file));
        builder.done(true);
        Listing listing = builder.build();
        assertEquals(Optional.empty(), listing.of(folder), "read in part: the lister walks it and says why");
        assertEquals(Optional.empty(), listing.of(stopped), "its listing stopped");
        assertEquals(Optional.of(List.of()), listing.of(empty), "an empty folder read completely");
    }

    @Test
    void aLinkIsAnEntryWithoutAStat(@TempDir Path dir, @TempDir Path outside) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("sessions"));
        Path link = Files.createSymbolicLink(
                folder.resolve("linked.yaml"), Files.writeString(outside.resolve("o.yaml"), "id: o\n"));
        Listing.Builder builder = Listing.builder().start();
        builder.folder(folder);
        builder.file(link, attributes(link));
        builder.done(true);
        assertEquals(
                List.of(new Listing.Entry("linked.yaml", Optional.empty())),
                builder.build().of(folder).orElseThrow());
    }
}
