package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.markdown.FencedBlocks;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Which block of CHATGPT.md becomes which template. */
class BlockFinderTest {

    private static final Set<String> ALL = Set.of("review", "session", "session-sync");

    private static Map<String, Integer> find(String markdown, Map<String, List<Set<String>>> keys) {
        return new BlockFinder()
                .find("CHATGPT.md", FencedBlocks.of(markdown, SafeMarkdown::parser), keys, ALL).entrySet().stream()
                        .collect(Collectors.toMap(
                                Map.Entry::getKey, e -> e.getValue().block().fenceLine()));
    }

    private static final Map<String, List<Set<String>>> KEYS = Map.of(
            "review", List.of(Set.of("id", "title", "status"), Set.of("id", "title", "status", "notes")),
            "session", List.of(Set.of("id", "date", "kind"), Set.of("id", "date", "kind", "issue")));

    @Test
    void eachKindGetsTheBlockItsRecordsKeysMatchBest() {
        String md = "# 例\n\n```yaml\nid: s\ndate: 2026-10-01\nkind: learn\n```\n\n```yml\nid: r\ntitle: t\n"
                + "status: hinted\n```\n\n````markdown\ntitle: [Session Sync] {id}\nlabels: x\n````\n";
        assertEquals(Map.of("session", 3, "review", 9, "session-sync", 15), find(md, KEYS));
    }

    @Test
    void markedBlocksOtherLanguagesAndUnrelatedYamlAreNotCandidates() {
        String md = "```yaml template=review\nid: <file-id>\ntitle: <text>\nstatus: <text>\n```\n\n"
                + "```json\n{\"id\": 1}\n```\n\n```yaml\nname: x\nurl: y\n```\n\n```yaml\n- a\n```\n";
        assertEquals(Map.of(), find(md, KEYS));
    }

    @Test
    void oneBlockServesOneKind() {
        String md = "```yaml\nid: x\ntitle: t\nstatus: s\ndate: d\nkind: k\n```\n";
        assertEquals(Map.of("review", 1), find(md, KEYS));
    }

    @Test
    void withoutRecordsNoYamlBlockIsChosen() {
        String md = "```yaml\nid: x\ntitle: t\nstatus: s\n```\n";
        assertEquals(Map.of(), find(md, Map.of()));
    }

    @Test
    void aFenceInsideALongerFenceIsContent() {
        String md = "````markdown\ntitle: [Session Sync] {id}\n```yaml\nid: s\ndate: d\nkind: k\n```\n````\n";
        assertEquals(Map.of("session-sync", 1), find(md, KEYS));
    }
}
