package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.message.Message;
import io.github.studylog.records.RecordRules;
import io.github.studylog.run.RuleCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;

/** Findings and fixes in an entry's JSON. */
class FindingCodecTest {

    private static final String PATH = "sessions/2026-10-01-web-cache-01.yaml";

    /** Fixes as a codec of their own, to write and read them alone. */
    private static final CacheJson.Codec<Fix> FIXES = new CacheJson.Codec<>() {
        @Override
        public void write(JsonGenerator out, String path, Fix value) {
            FindingCodec.fix(out, path, value);
        }

        @Override
        public Fix read(JsonNode in, String path) throws CacheJson.Corrupt {
            return FindingCodec.fix(in, path);
        }
    };

    @Test
    void aFixOfTheEntrysFileIsWrittenWithoutItsPathAndOneOfAnotherFileWithIt() throws CacheJson.Corrupt {
        Fix own = new Fix(PATH, 3, 5, 3, 12, "見出し");
        Fix other = new Fix("reviews/web-cache.yaml", 7, 1, 7, 1, "  - 2026-10-01-web-cache-01\n");
        String ownJson = CacheLines.encode(FIXES, PATH, own);
        String otherJson = CacheLines.encode(FIXES, PATH, other);
        assertEquals("{\"startLine\":3,\"startColumn\":5,\"endLine\":3,\"endColumn\":12,\"text\":\"見出し\"}", ownJson);
        assertTrue(otherJson.contains("\"path\":\"reviews/web-cache.yaml\""), otherJson);
        assertEquals(
                List.of(own, other),
                List.of(CacheLines.decode(FIXES, PATH, ownJson), CacheLines.decode(FIXES, PATH, otherJson)));
        assertThrows(
                CacheJson.Corrupt.class,
                () -> CacheLines.decode(FIXES, PATH, ownJson.replace("\"endLine\":3", "\"endLine\":2")),
                "a range that ends before it starts");
    }

    @Test
    void aFindingWithAFixReadsBackEqualUnderItsEntrysPath() throws CacheJson.Corrupt {
        Finding finding = Finding.of(
                        RecordRules.RECORD_HEADING,
                        PATH,
                        3,
                        5,
                        Message.of("record-heading.not-found", "キャッシュ", "src/content/docs/web/cache.md"))
                .withFix(new Fix(PATH, 3, 5, 3, 12, "Cache-Control"));
        FindingCodec codec = new FindingCodec(RuleCatalog.declaredIn(RecordRules.class));
        CacheJson.Codec<List<Finding>> findings = new CacheJson.Codec<>() {
            @Override
            public void write(JsonGenerator out, String path, List<Finding> value) {
                out.writeStartObject();
                codec.writeAll(out, "findings", path, value);
                out.writeEndObject();
            }

            @Override
            public List<Finding> read(JsonNode in, String path) throws CacheJson.Corrupt {
                return codec.readAll(in, "findings", path);
            }
        };
        String json = CacheLines.encode(findings, PATH, List.of(finding));
        assertFalse(json.contains(PATH), "the path is the entry's: " + json);
        assertEquals(List.of(finding), CacheLines.decode(findings, PATH, json));
    }
}
