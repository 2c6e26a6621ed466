package io.github.studylog.due;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheLines;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The due policy in the results cache reads back equal; anything else is corrupt. */
class DuePolicyCodecTest {

    private final DuePolicyCodec codec = new DuePolicyCodec();

    private DuePolicy roundTrip(DuePolicy policy) throws CacheJson.Corrupt {
        return CacheLines.decode(codec, "CHATGPT.md", CacheLines.encode(codec, "CHATGPT.md", policy));
    }

    @Test
    void aReadPolicyReadsBackEqual() throws CacheJson.Corrupt {
        FindingSink sink = new FindingSink();
        DuePolicy policy = new DuePolicyReader()
                .read(
                        "CHATGPT.md",
                        "# 学習の方針\n\n```yaml studylog=due\nliving:\n  max_age_days: 90\n  urls:\n"
                                + "    - https://docs.aws.amazon.com/\nunpinned:\n  urls:\n    - https://docs.stripe.com/\n"
                                + "versioned:\n  urls:\n    - https://www.rfc-editor.org/rfc/\n"
                                + "revisit_days:\n  hinted: 10\n```\n",
                        sink);
        assertEquals(List.of(), sink.sorted());
        assertEquals(3, policy.prefixes().size());
        assertEquals(policy, roundTrip(policy));
    }

    @Test
    void theEmptyPolicyReadsBackEqual() throws CacheJson.Corrupt {
        assertEquals(DuePolicy.NONE, roundTrip(DuePolicy.NONE));
    }

    @Test
    void anUnknownKindOrAMissingFieldIsCorrupt() {
        assertThrows(
                CacheJson.Corrupt.class,
                () -> CacheLines.decode(
                        codec,
                        "CHATGPT.md",
                        "{\"prefixes\":[[\"https://example.com/\",\"FRESH\"]],\"maxAgeDays\":{},\"revisitDays\":{},"
                                + "\"line\":3}"));
        assertThrows(
                CacheJson.Corrupt.class,
                () -> CacheLines.decode(
                        codec,
                        "CHATGPT.md",
                        "{\"prefixes\":[],\"maxAgeDays\":{\"OLD\":1},\"revisitDays\":{},\"line\":3}"));
        assertThrows(
                CacheJson.Corrupt.class,
                () -> CacheLines.decode(codec, "CHATGPT.md", "{\"prefixes\":[],\"maxAgeDays\":{},\"revisitDays\":{}}"));
    }
}
