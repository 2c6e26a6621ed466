package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

class DraftArchiveTest {

    @Test
    void entriesAreStoredSortedWithTheFixedTimestampAndTheirSizes() throws Exception {
        byte[] zip = DraftArchive.zip(Map.of("b.md", "本文\n", "a.json", "{}\n"));
        List<String> seen = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] data = in.readAllBytes();
                CRC32 crc = new CRC32();
                crc.update(data);
                seen.add(e.getName() + " " + e.getMethod() + " " + e.getSize() + " " + e.getCompressedSize() + " "
                        + (e.getCrc() == crc.getValue()) + " " + e.getTimeLocal() + " "
                        + new String(data, StandardCharsets.UTF_8));
            }
        }
        assertEquals(
                List.of(
                        "a.json 0 3 3 true " + LocalDateTime.of(2026, 1, 1, 0, 0) + " {}\n",
                        "b.md 0 7 7 true 2026-01-01T00:00 本文\n"),
                seen);
    }

    @Test
    void theExceptionNamesTheRequestedIdAndTheNearestOrThatThereAreNone() {
        UnknownSessionException near = new UnknownSessionException(
                "2026-10-01-web-cach-01", Optional.of("2026-10-01-web-cache-01"), "sessions");
        assertEquals("2026-10-01-web-cach-01", near.requested());
        assertEquals(Optional.of("2026-10-01-web-cache-01"), near.nearest());
        assertEquals(
                "studylog.session=2026-10-01-web-cach-01 names no session in sessions/; the nearest known id is "
                        + "2026-10-01-web-cache-01 (a session file with YAML errors is not known either; see the findings)",
                near.getMessage());
        assertEquals(
                "studylog.session=x names no session in records/sessions/; there are no sessions (a session file "
                        + "with YAML errors is not known either; see the findings)",
                new UnknownSessionException("x", Optional.empty(), "records/sessions").getMessage());
    }
}
