package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.testing.TestRepo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentFilesTest {

    @Test
    void invalidUtf8IsLocated(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        byte[] text = "id: a\nnote: ab".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(text, text.length + 2);
        bytes[text.length] = (byte) 0xC3;
        bytes[text.length + 1] = (byte) 0x28;
        repo.writeBytes("reviews/bad.yaml", bytes);
        assertEquals(List.of("reviews/bad.yaml:2:9 [file-unreadable]"), repo.locations());
    }

    @Test
    void utf16AndNulAreUnreadable(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.writeBytes("reviews/utf16.yaml", "id: a\n".getBytes(StandardCharsets.UTF_16));
        repo.writeBytes("reviews/nul.yaml", "id: a\n\0".getBytes(StandardCharsets.UTF_8));
        assertEquals(
                List.of("reviews/nul.yaml:2:1 [file-unreadable]", "reviews/utf16.yaml:1:1 [file-unreadable]"),
                repo.locations());
    }

    @Test
    void theFilesReadAsTextWithoutTheMarkerAreNoted(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("reviews"));
        Files.writeString(dir.resolve("reviews/なし.yaml"), "id: a\n");
        Files.writeString(dir.resolve("reviews/あり.yaml"), "id: b # studylog-disable-line x\n");
        Files.writeString(dir.resolve("reviews/bytes.yaml"), "id: c\n");
        Files.writeString(dir.resolve("reviews/unread.yaml"), "id: d\n");
        ContentFiles files =
                new ContentFiles(new RepoPaths(dir), java.util.Map.of("reviews/overlay.yaml", "id: e\n"), "studylog-");
        files.read("reviews/なし.yaml", new io.github.studylog.finding.FindingSink());
        files.read("reviews/あり.yaml", new io.github.studylog.finding.FindingSink());
        files.read("reviews/overlay.yaml", new io.github.studylog.finding.FindingSink());
        byte[] bytes = files.readBytes("reviews/bytes.yaml", new io.github.studylog.finding.FindingSink())
                .orElseThrow();
        assertEquals(java.util.Set.of("reviews/なし.yaml"), files.unmarked(), "bytes not yet decoded are not known");
        files.decode("reviews/bytes.yaml", bytes, new io.github.studylog.finding.FindingSink());
        assertEquals(java.util.Set.of("reviews/なし.yaml", "reviews/bytes.yaml"), files.unmarked());

        ContentFiles without = new ContentFiles(new RepoPaths(dir));
        without.read("reviews/なし.yaml", new io.github.studylog.finding.FindingSink());
        assertEquals(java.util.Set.of(), without.unmarked(), "no marker, nothing noted");
    }

    @Test
    void aLinkLeavingTheRepoIsNeverRead(@TempDir Path dir, @TempDir Path outside) throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        Path secret = outside.resolve("secret.yaml");
        Files.writeString(secret, "id: SECRET-MARKER\n");
        Files.createSymbolicLink(dir.resolve("reviews/linked.yaml"), secret);
        List<Finding> findings = repo.findings();
        assertEquals(List.of("reviews/linked.yaml:0:0 [file-outside-repo]"), repo.locations());
        assertTrue(findings.stream().noneMatch(f -> f.message().english().contains("SECRET-MARKER")));
    }

    @Test
    void aListedFileHasTheStatItWasListedWithAndALinkIsLookedAtAgain(@TempDir Path dir, @TempDir Path outside)
            throws Exception {
        Files.createDirectories(dir.resolve("sessions/sub"));
        Files.writeString(dir.resolve("sessions/記録.yaml"), "id: a\n");
        Files.writeString(outside.resolve("other.yaml"), "id: b\n");
        Files.createSymbolicLink(dir.resolve("sessions/linked.yaml"), outside.resolve("other.yaml"));
        Files.createDirectories(dir.resolve("sessions/dir.yaml"));
        ContentFiles files = new ContentFiles(new RepoPaths(dir));
        assertEquals(
                List.of("sessions/linked.yaml", "sessions/記録.yaml"),
                files.list("sessions", false, ".yaml"),
                "a folder named like a record and a file below one level are not listed");
        FileStat listed = files.stat("sessions/記録.yaml").orElseThrow();
        assertEquals(6, listed.size());
        Files.writeString(dir.resolve("sessions/記録.yaml"), "id: a, longer\n");
        assertEquals(
                listed,
                files.stat("sessions/記録.yaml").orElseThrow(),
                "taken as it was listed (before any read), not looked at again");
        assertEquals(java.util.Optional.empty(), files.stat("sessions/linked.yaml"), "a link leaving the repo");
        assertEquals(
                14,
                new ContentFiles(new RepoPaths(dir))
                        .stat("sessions/記録.yaml")
                        .orElseThrow()
                        .size(),
                "a file not listed is looked at");
    }

    @Test
    void aFileGoneBeforeItIsReadIsUnreadableNotALinkOutside(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("消えた.yaml"), "id: a\n");
        ContentFiles files = new ContentFiles(new RepoPaths(dir));
        Files.delete(dir.resolve("消えた.yaml"));
        io.github.studylog.finding.FindingSink sink = new io.github.studylog.finding.FindingSink();
        assertTrue(files.read("消えた.yaml", sink).isEmpty());
        assertTrue(files.readBytes("消えた.yaml", sink).isEmpty());
        List<Finding> found = sink.sorted();
        assertEquals(2, found.size());
        for (Finding f : found) {
            assertEquals("消えた.yaml:0:0 [file-unreadable]", f.location() + " [" + f.ruleId() + "]");
            assertEquals(
                    "the file is gone: it was deleted or moved while the check ran",
                    f.message().english());
            assertEquals(
                    "ファイルがなくなっています。チェックの途中で削除されたか移動されました",
                    io.github.studylog.message.Messages.of(io.github.studylog.message.Language.JA)
                            .text(f.message()));
        }
    }

    @Test
    void outputFilesRefuseToWriteOutsideTheirFolder(@TempDir Path dir) {
        OutputFiles out = new OutputFiles(dir.resolve("target/studylog"));
        try {
            out.resolve("../../escape.txt");
            throw new AssertionError("expected a refusal");
        } catch (IllegalArgumentException expected) {
            assertTrue(expected.getMessage().contains("outside"));
        }
    }

    /** The next pass of a long-lived engine, told what changed since the pass that walked {@code before}. */
    private static ContentFiles after(Path dir, ContentFiles.Walks before, java.util.Set<String> changed) {
        return new ContentFiles(
                new RepoPaths(dir), java.util.Map.of(), "", Listing.none(), before, java.util.Optional.of(changed));
    }

    @Test
    void aPassToldWhatChangedWalksAgainOnlyWhereAFileCameOrWent(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("docs/ガイド"));
        Files.writeString(dir.resolve("docs/はじめに.md"), "# はじめに\n");
        Files.writeString(dir.resolve("docs/ガイド/使い方.md"), "# 使い方\n");
        ContentFiles first = after(dir, ContentFiles.Walks.none(), java.util.Set.of());
        List<String> both = List.of("docs/はじめに.md", "docs/ガイド/使い方.md");
        assertEquals(both, first.list("docs", true, ".md"));

        Files.writeString(dir.resolve("docs/ガイド/新しい.md"), "# 新しい\n");
        assertEquals(
                both,
                after(dir, first.walks(), java.util.Set.of()).list("docs", true, ".md"),
                "a file no one told of is not looked for: the walk is carried");
        List<String> three = List.of("docs/はじめに.md", "docs/ガイド/使い方.md", "docs/ガイド/新しい.md");
        assertEquals(
                three,
                after(dir, first.walks(), java.util.Set.of("docs/ガイド/新しい.md")).list("docs", true, ".md"),
                "a file told of that came is listed");
        assertEquals(
                three,
                new ContentFiles(
                                new RepoPaths(dir),
                                java.util.Map.of(),
                                "",
                                Listing.none(),
                                first.walks(),
                                java.util.Optional.empty())
                        .list("docs", true, ".md"),
                "what changed not known: walked");

        Files.createDirectories(dir.resolve("docs/新章"));
        Files.writeString(dir.resolve("docs/新章/一.md"), "# 一\n");
        assertEquals(
                List.of("docs/はじめに.md", "docs/ガイド/使い方.md", "docs/ガイド/新しい.md", "docs/新章/一.md"),
                after(dir, first.walks(), java.util.Set.of("docs/新章")).list("docs", true, ".md"),
                "a folder that came is walked");

        Files.delete(dir.resolve("docs/はじめに.md"));
        assertEquals(
                List.of("docs/ガイド/使い方.md", "docs/ガイド/新しい.md", "docs/新章/一.md"),
                after(dir, first.walks(), java.util.Set.of("docs/はじめに.md")).list("docs", true, ".md"),
                "a file that went is gone");
        Files.writeString(dir.resolve("docs/メモ.txt"), "メモ\n");
        assertEquals(
                both,
                after(dir, first.walks(), java.util.Set.of("docs/メモ.txt", "docs/下書き.md", "reviews/a.yaml"))
                        .list("docs", true, ".md"),
                "another suffix, a path on no disk (an editor's text) and another folder keep the walk as it was");
    }

    @Test
    void aFileToldOfIsStatedAgainWhenTheWalkIsCarried(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("docs"));
        Path doc = dir.resolve("docs/はじめに.md");
        Files.writeString(doc, "# はじめに\n");
        Files.setLastModifiedTime(doc, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        ContentFiles first = after(dir, ContentFiles.Walks.none(), java.util.Set.of());
        first.list("docs", true, ".md");
        Files.writeString(doc, "# はじめに、書き直し\n");
        ContentFiles told = after(dir, first.walks(), java.util.Set.of("docs/はじめに.md"));
        assertEquals(List.of("docs/はじめに.md"), told.list("docs", true, ".md"));
        FileStat now = told.stat("docs/はじめに.md").orElseThrow();
        assertTrue(!first.stat("docs/はじめに.md").orElseThrow().unchangedAt(now), "the new size and time are seen");
        assertTrue(told.listedInside("docs/はじめに.md"));
    }
}
