package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A record's id is its file name without the extension. */
class RecordLoaderTest {

    @Test
    void theFileIdIsTheNameWithoutItsLastExtension() {
        assertEquals("2026-09-08-x-01", RecordLoader.fileId("sessions/2026-09-08-x-01.yaml"));
        assertEquals("web-cache", RecordLoader.fileId("reviews/web-cache.yml"));
        assertEquals("a.b", RecordLoader.fileId("reviews/a.b.yaml"));
        assertEquals("web-cache", RecordLoader.fileId("web-cache.yaml"));
        assertEquals("noext", RecordLoader.fileId("reviews/noext"));
        assertEquals(".yaml", RecordLoader.fileId("reviews/.yaml"), "a name that is only an extension is kept");
    }
}
