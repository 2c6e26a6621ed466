package io.github.studylog.template;

import java.util.List;

/**
 * The {@code template=session-sync} block: a title line, a labels line, then the body, with {@code {slot}}s.
 *
 * @param title  the text after {@code title:}, slots unfilled
 * @param labels the comma-separated words after {@code labels:}, slots unfilled, trimmed
 * @param body   every line after the labels line (one blank separator line dropped), slots unfilled
 * @param line   1-based line of the block's first content line in CHATGPT.md
 */
public record SyncTemplate(String title, List<String> labels, String body, int line) {

    /** The slots the plugin fills. */
    public static final List<String> SLOTS = List.of("id", "reviews", "record", "narrative", "sources");

    public SyncTemplate {
        labels = List.copyOf(labels);
    }
}
