package io.github.studylog.apply;

import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/** A draft given as the session record alone (the MCP tool {@code check_session_draft}): whether it holds one. */
public final class BareRecord {

    private BareRecord() {}

    /**
     * The finding for a text read as a bare session record (no fenced block, no {@code title:} line, no JSON) that
     * holds none: nothing at all, or one YAML value that is not a mapping (prose is one plain scalar, a list a
     * sequence). At the first line with text, so an editor and the tutor see where it looked. A text that does not
     * load as YAML is left to the gate, whose {@code yaml-syntax} finding says where.
     */
    public static Optional<Finding> missing(String name, String text) {
        List<String> lines = LineIndex.lines(text);
        String kind;
        if (text.isBlank()) {
            kind = "apply-sync-no-record.kind.empty";
        } else if (lines.stream().allMatch(l -> l.isBlank() || l.strip().startsWith("#"))) {
            kind = "apply-sync-no-record.kind.comments";
        } else {
            YamlLoad load = new SafeYamlLoader().load(name, text, 0);
            Optional<YamlDocument> doc = load.document();
            if (!load.findings().isEmpty() || doc.isEmpty() || doc.get().root() instanceof MappingNode) {
                return Optional.empty();
            }
            kind = doc.get().root() instanceof SequenceNode
                    ? "apply-sync-no-record.kind.list"
                    : "apply-sync-no-record.kind.prose";
        }
        int line = 1;
        while (line <= lines.size() && lines.get(line - 1).isBlank()) {
            line++;
        }
        boolean found = line <= lines.size();
        return Optional.of(Finding.of(
                ApplyRules.APPLY_SYNC_NO_RECORD,
                name,
                found ? line : 1,
                found
                        ? lines.get(line - 1).length()
                                - lines.get(line - 1).stripLeading().length()
                                + 1
                        : 0,
                Message.around("apply-sync-no-record.none", Message.of(kind), lines.size())));
    }
}
