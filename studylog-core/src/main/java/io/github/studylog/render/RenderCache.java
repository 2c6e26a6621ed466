package io.github.studylog.render;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.raster.Rasterizer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Content-hash cache of produced pictures: one sidecar per picture under {@code <baseDir>/.cache/}, holding the
 * SHA-256 of source bytes + plugin version + renderer settings. Only successful outcomes are stored; a hit
 * needs the sidecar key to match and the outputs to exist. Writes go through {@link OutputFiles}.
 */
final class RenderCache {

    /** Bump when the drawing code changes the output for the same input. */
    static final String RENDERER_REVISION = "1";

    private final OutputFiles out;
    private final RenderSettings settings;
    private final String fingerprint;

    RenderCache(OutputFiles out, RenderSettings settings, Rasterizer rasterizer) {
        this.out = out;
        this.settings = settings;
        this.fingerprint = "plugin=" + settings.pluginVersion() + ";renderer=" + RENDERER_REVISION + ";png="
                + rasterizer.maxWidth() + ";font=" + rasterizer.fontFamily();
    }

    /** What a hit restores besides the files. */
    record Entry(boolean fontFallback) {}

    String key(RenderJob job) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(job.kind().name().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(fingerprint.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(job.source());
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JVM", e);
        }
    }

    /** The stored entry when {@code key} matches and every file in {@code outputs} exists. */
    Optional<Entry> lookup(RenderJob job, String key, String... outputs) {
        try {
            Path sidecar = out.resolve(sidecar(job));
            if (!Files.isRegularFile(sidecar)) {
                return Optional.empty();
            }
            for (String output : outputs) {
                if (!Files.isRegularFile(out.resolve(output))) {
                    return Optional.empty();
                }
            }
            String[] lines = Files.readString(sidecar, StandardCharsets.UTF_8).split("\n");
            if (lines.length < 2 || !lines[0].equals("key=" + key)) {
                return Optional.empty();
            }
            return Optional.of(new Entry(lines[1].equals("fontFallback=true")));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    void store(RenderJob job, String key, Entry entry) throws IOException {
        out.write(sidecar(job), "key=" + key + "\nfontFallback=" + entry.fontFallback() + "\n");
    }

    private String sidecar(RenderJob job) {
        return settings.under(
                ".cache/" + job.kind().name().toLowerCase(java.util.Locale.ROOT) + "/" + job.outputName() + ".key");
    }
}
