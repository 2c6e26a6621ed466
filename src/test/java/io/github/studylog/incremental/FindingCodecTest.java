package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.message.Message;
import io.github.studylog.records.RecordRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Findings and fixes in an entry's explicit binary form. */
class FindingCodecTest {

    private static final String PATH = "sessions/2026-10-01-web-cache-01.yaml";

    @Test
    void aFixOfTheEntrysFileIsWrittenWithoutItsPathAndOneOfAnotherFileWithIt() throws CacheReader.Corrupt {
        Fix own = new Fix(PATH, 3, 5, 3, 12, "見出し");
        Fix other = new Fix("reviews/web-cache.yaml", 7, 1, 7, 1, "  - 2026-10-01-web-cache-01\n");
        CacheWriter out = new CacheWriter();
        FindingCodec.fix(out, PATH, own);
        int ownSize = out.size();
        FindingCodec.fix(out, PATH, other);

        CacheReader in = new CacheReader(out.toByteArray());
        assertEquals(List.of(own, other), List.of(FindingCodec.fix(in, PATH), FindingCodec.fix(in, PATH)));
        assertTrue(in.atEnd());
        // a flag, four ints of one byte, the replacement's length and its nine bytes: no path
        assertEquals(1 + 4 + 1 + "見出し".getBytes(java.nio.charset.StandardCharsets.UTF_8).length, ownSize);
    }

    @Test
    void aFindingWithAFixReadsBackEqualUnderItsEntrysPath() throws CacheReader.Corrupt {
        Finding finding = Finding.of(RecordRules.RECORD_HEADING, PATH, 3, 5,
                Message.of("record-heading.not-found", "キャッシュ", "src/content/docs/web/cache.md"))
                .withFix(new Fix(PATH, 3, 5, 3, 12, "Cache-Control"));
        FindingCodec codec = new FindingCodec(List.of(RecordRules.values()));
        CacheWriter out = new CacheWriter();
        codec.writeAll(out, PATH, List.of(finding));
        CacheReader in = new CacheReader(out.toByteArray());
        assertEquals(List.of(finding), codec.readAll(in, PATH));
        assertTrue(in.atEnd());
    }
}
