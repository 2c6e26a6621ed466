package io.github.studylog.sync;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The drafts as one zip, byte for byte the same for the same drafts: entries sorted by name, stored (not
 * compressed, so no dependence on the zlib version), one fixed timestamp, no extra fields, no comment.
 */
final class DraftArchive {

    /** 2026-01-01T00:00, the project's reproducible-build timestamp; set as DOS time, independent of time zone. */
    private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(2026, 1, 1, 0, 0);

    private DraftArchive() {}

    /** @param entries entry name to its UTF-8 text */
    static byte[] zip(Map<String, String> entries) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> e : new TreeMap<>(entries).entrySet()) {
                byte[] data = e.getValue().getBytes(StandardCharsets.UTF_8);
                CRC32 crc = new CRC32();
                crc.update(data);
                ZipEntry entry = new ZipEntry(e.getKey());
                entry.setMethod(ZipEntry.STORED);
                entry.setSize(data.length);
                entry.setCompressedSize(data.length);
                entry.setCrc(crc.getValue());
                entry.setTimeLocal(ENTRY_TIME);
                zip.putNextEntry(entry);
                zip.write(data);
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing a zip to memory failed", e);
        }
        return bytes.toByteArray();
    }
}
