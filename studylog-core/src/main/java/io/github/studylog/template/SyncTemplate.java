package io.github.studylog.template;

import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.markdown.FencedBlocks;
import java.util.List;

/**
 * The {@code template=session-sync} block: a title line, a labels line, then the body, with {@code {slot}}s.
 *
 * @param title       the text after {@code title:}, slots unfilled
 * @param labels      the comma-separated words after {@code labels:}, slots unfilled, trimmed
 * @param body        every line after the labels line (one blank separator line dropped), slots unfilled
 * @param line        1-based line of the block's first content line in CHATGPT.md
 * @param titleFences the fenced code blocks of {@code title} ({@link FencedBlocks#of})
 * @param bodyFences  the fenced code blocks of {@code body}
 */
public record SyncTemplate(
        String title,
        List<String> labels,
        String body,
        int line,
        List<FencedBlock> titleFences,
        List<FencedBlock> bodyFences) {

    /** The slots the plugin fills. */
    public static final List<String> SLOTS = List.of("id", "reviews", "record", "narrative", "sources");

    public SyncTemplate {
        labels = List.copyOf(labels);
        titleFences = List.copyOf(titleFences);
        bodyFences = List.copyOf(bodyFences);
    }

    /** A template whose fences are found in its text. */
    public SyncTemplate(String title, List<String> labels, String body, int line) {
        this(
                title,
                labels,
                body,
                line,
                FencedBlocks.of(title, SafeMarkdown::parser),
                FencedBlocks.of(body, SafeMarkdown::parser));
    }
}
