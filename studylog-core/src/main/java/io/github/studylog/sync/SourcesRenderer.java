package io.github.studylog.sync;

import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Messages;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code {sources}} slot: {@code - <path> @ <commit>} per source, then {@code - <path>: read=<r>, rendered=<r>}
 * per diagram, keeping what the learner recorded about reading and rendering distinct. When the build has its own
 * verdict for a path (for example {@code rasterized ✓} from the diagram check), {@code  (build: <verdict>)} follows
 * that line; the learner's record is never replaced by it. Line breaks inside a value become spaces so each entry
 * stays one list item.
 */
public final class SourcesRenderer {

    private final Messages messages;

    /** Sources in English. */
    public SourcesRenderer() {
        this(Messages.english());
    }

    /** @param messages the language of the words the plugin adds ({@code (build: …)}) */
    public SourcesRenderer(Messages messages) {
        this.messages = messages;
    }

    /**
     * @param sources  what the session read
     * @param commits  source path to commit id or {@code unknown}; a path missing here is {@code unknown}
     * @param verdicts path to the build's verdict text; empty when the build has none
     */
    public String render(SessionSources sources, Map<String, String> commits, Map<String, String> verdicts) {
        Objects.requireNonNull(verdicts, "verdicts");
        StringBuilder out = new StringBuilder();
        for (String path : sources.sources()) {
            out.append("- ")
                    .append(oneLine(path))
                    .append(" @ ")
                    .append(oneLine(commits.getOrDefault(path, GitHistory.UNKNOWN)));
            verdict(out, path, verdicts);
        }
        for (SessionSources.Diagram diagram : sources.diagrams()) {
            out.append("- ")
                    .append(oneLine(diagram.path()))
                    .append(": read=")
                    .append(oneLine(diagram.read()))
                    .append(", rendered=")
                    .append(oneLine(diagram.rendered()));
            verdict(out, diagram.path(), verdicts);
        }
        return out.toString();
    }

    private void verdict(StringBuilder out, String path, Map<String, String> verdicts) {
        String verdict = verdicts.get(path);
        if (verdict != null) {
            out.append(messages.text("sync.build-verdict", oneLine(verdict)));
        }
        out.append('\n');
    }

    private static String oneLine(String text) {
        return text.replaceAll("[\\r\\n]+", " ");
    }
}
