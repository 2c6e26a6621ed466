package io.github.studylog.due;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The studylog=due block of CHATGPT.md: its shape, its defaults and each due-policy error at its line. */
class DuePolicyReaderTest {

    private final FindingSink sink = new FindingSink();

    private DuePolicy read(String block) {
        return new DuePolicyReader().read("CHATGPT.md", "# 方針\n\n```yaml studylog=due\n" + block + "```\n", sink);
    }

    private List<String> findings() {
        return sink.sorted().stream()
                .map(f -> f.line() + ":" + f.column() + " " + f.ruleId() + " "
                        + f.message().key())
                .toList();
    }

    @Test
    void aWellFormedBlockGivesPrefixesAgesAndIntervals() {
        DuePolicy policy = read("living:\n  max_age_days: 180\n  urls:\n    - https://docs.aws.amazon.com/\n"
                + "versioned:\n  urls:\n    - https://www.rfc-editor.org/rfc/\nrevisit_days:\n  explained: 3\n");
        assertEquals(List.of(), findings());
        assertEquals(Optional.of(CitationKind.LIVING), policy.kindOf("https://docs.aws.amazon.com/sqs"));
        assertEquals(Optional.empty(), policy.kindOf("https://example.com/"));
        assertEquals(180, policy.maxAge(CitationKind.LIVING));
        assertEquals(DuePolicy.DEFAULT_MAX_AGE, policy.maxAge(CitationKind.UNPINNED));
        assertEquals(3, policy.revisitDays().get("explained"));
        assertEquals(30, policy.revisitDays().get("self_explained"), "the defaults fill what the block leaves out");
        assertEquals(3, policy.line());
    }

    @Test
    void noBlockIsTheDefaultPolicy() {
        assertEquals(
                DuePolicy.NONE,
                new DuePolicyReader()
                        .read("CHATGPT.md", "# 原則\n\n```yaml template=review\n" + "id: <file-id>\n```\n", sink));
        assertEquals(
                Map.of("not_started", 0, "explained", 7, "hinted", 14, "self_explained", 30),
                DuePolicy.NONE.revisitDays());
        assertEquals(List.of(), findings());
    }

    @Test
    void eachMalformedPartIsADuePolicyErrorAtItsLine() {
        DuePolicy policy = read("""
                living:
                  max_age_days: -3
                  urls:
                    - docs.aws.amazon.com
                    - https://docs.aws.amazon.com/
                unpinned:
                  max_age_days: 1.5
                  days: 3
                  urls:
                    - https://docs.aws.amazon.com/
                versioned:
                  max_age_days: 10
                  urls: https://www.rfc-editor.org/
                stale:
                  urls: []
                revisit_days:
                  mastered: 60
                  hinted: two
                """);
        assertEquals(
                List.of(
                        "5:17 due-policy due-policy.not-count",
                        "7:7 due-policy due-policy.not-url",
                        "10:17 due-policy due-policy.not-count",
                        "11:3 due-policy due-policy.unknown-key",
                        "13:7 due-policy due-policy.duplicate-url",
                        "15:3 due-policy due-policy.unknown-key",
                        "16:9 due-policy due-policy.not-list",
                        "17:1 due-policy due-policy.unknown-kind",
                        "20:3 due-policy due-policy.unknown-status",
                        "21:11 due-policy due-policy.not-count"),
                findings());
        assertEquals(
                Optional.of(CitationKind.LIVING),
                policy.kindOf("https://docs.aws.amazon.com/x"),
                "what was right is kept");
    }

    @Test
    void brokenYamlASecondBlockAndANonMappingAreErrors() {
        new DuePolicyReader()
                .read(
                        "CHATGPT.md",
                        "```yaml studylog=due\nliving: [\n```\n\n```yaml studylog=due\n" + "- a\n```\n",
                        sink);
        // the unclosed flow sequence is found where the block's text ends
        assertEquals(List.of("3:1 due-policy due-policy.yaml", "5:1 due-policy due-policy.second"), findings());
        FindingSink other = new FindingSink();
        new DuePolicyReader().read("CHATGPT.md", "```yaml studylog=due\n- https://docs.aws.amazon.com/\n```\n", other);
        assertEquals(
                List.of("2:1 due-policy.not-mapping"),
                other.sorted().stream()
                        .map(f ->
                                f.line() + ":" + f.column() + " " + f.message().key())
                        .toList());
    }
}
