package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.raster.FontChoice;
import io.github.studylog.raster.Rasterizer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCacheTest {

    private static final Rasterizer RASTERIZER = new Rasterizer(200, FontChoice.of("Test Font"), Duration.ofSeconds(5));
    private static final byte[] SOURCE = "<svg/>".getBytes(StandardCharsets.UTF_8);

    private static RenderCache cache(OutputFiles out, String version) {
        return new RenderCache(out, new RenderSettings(version, "pics", 200, 1), RASTERIZER);
    }

    @Test
    void theKeyIsTheSha256OfKindFingerprintAndSource(@TempDir Path dir) throws Exception {
        RenderJob job = RenderJob.svg("public/diagrams/a.svg", SOURCE, "hand-drawn/a");
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        sha.update("SVG\0plugin=1.0;renderer=1;png=200;font=Test Font\0".getBytes(StandardCharsets.UTF_8));
        sha.update(SOURCE);
        RenderCache cache = cache(new OutputFiles(dir), "1.0");
        assertEquals(HexFormat.of().formatHex(sha.digest()), cache.key(job));
        assertNotEquals(cache.key(job), cache(new OutputFiles(dir), "1.1").key(job));
        assertNotEquals(
                cache.key(job),
                cache.key(RenderJob.diagram("public/diagrams/a.svg", SOURCE, Fixtures.parse("{}"), "hand-drawn/a")),
                "the kind is part of the key");
    }

    @Test
    void aHitNeedsTheSidecarItsKeyAndEveryOutput(@TempDir Path dir) throws Exception {
        OutputFiles out = new OutputFiles(dir);
        RenderCache cache = cache(out, "1.0");
        RenderJob job = RenderJob.svg("public/diagrams/a.svg", SOURCE, "hand-drawn/a");
        String key = cache.key(job);
        assertEquals(Optional.empty(), cache.lookup(job, key), "no sidecar");
        cache.store(job, key, new RenderCache.Entry(true));
        Path sidecar = dir.resolve("pics/.cache/svg/hand-drawn/a.key");
        assertEquals("key=" + key + "\nfontFallback=true\n", Files.readString(sidecar));
        assertEquals(Optional.of(new RenderCache.Entry(true)), cache.lookup(job, key));
        assertEquals(Optional.empty(), cache.lookup(job, "other"));
        assertEquals(Optional.empty(), cache.lookup(job, key, "pics/a.png"), "an output is missing");
        out.write("pics/a.png", new byte[] {1});
        out.write("pics/a.svg", new byte[] {1});
        assertEquals(Optional.of(new RenderCache.Entry(true)), cache.lookup(job, key, "pics/a.svg", "pics/a.png"));
        assertEquals(Optional.empty(), cache.lookup(job, key, "pics/a.svg", "pics/b.png"), "the second is missing");
        cache.store(job, key, new RenderCache.Entry(false));
        assertEquals(Optional.of(new RenderCache.Entry(false)), cache.lookup(job, key, "pics/a.png"));
        Files.writeString(sidecar, "key=" + key + "\n");
        assertEquals(Optional.empty(), cache.lookup(job, key), "one line is not an entry");
        Files.writeString(sidecar, "key=" + key + "\nfontFallback=TRUE\n");
        assertEquals(Optional.of(new RenderCache.Entry(false)), cache.lookup(job, key));
        Files.delete(sidecar);
        Files.createDirectory(sidecar);
        assertEquals(Optional.empty(), cache.lookup(job, key), "a folder is not a sidecar");
        out.write("pics/.cache/svg/hand-drawn/a.key/x", new byte[0]);
        assertEquals(Optional.empty(), cache.lookup(job, key, "../../escape"), "an unusable path is a miss");
    }

    @Test
    void jsonAndSvgSidecarsAreApartAndABaseDirIsOptional(@TempDir Path dir) throws Exception {
        OutputFiles out = new OutputFiles(dir);
        RenderCache cache = new RenderCache(out, new RenderSettings("1.0", "", 200, 1), RASTERIZER);
        RenderJob json = RenderJob.diagram("diagrams/a.json", SOURCE, Fixtures.parse("{}"), "a");
        cache.store(json, "k", new RenderCache.Entry(false));
        assertEquals("key=k\nfontFallback=false\n", Files.readString(dir.resolve(".cache/json/a.key")));
    }
}
