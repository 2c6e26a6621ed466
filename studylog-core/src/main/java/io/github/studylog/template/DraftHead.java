package io.github.studylog.template;

import java.util.ArrayList;
import java.util.List;

/**
 * The shape a Session Sync draft shares with its {@code template=session-sync} block: a {@code title: …} line, a
 * {@code labels: …} line (comma-separated), one optional blank line, then the body. The one place that reads and
 * writes it: the template's parser, the drafts {@code sync-draft} writes and the drafts {@code apply-sync} reads.
 *
 * @param title     the text after {@code title:}, stripped
 * @param labels    the non-blank words after {@code labels:}, each stripped
 * @param body      the lines after the labels line (the blank separator line dropped), joined with LF
 * @param bodyStart the 0-based index of the body's first line among the text's lines
 */
public record DraftHead(String title, List<String> labels, String body, int bodyStart) {

    static final String TITLE = "title:";
    static final String LABELS = "labels:";

    public DraftHead {
        labels = List.copyOf(labels);
    }

    /**
     * Which of the first two lines is not what the shape needs: 1 (no {@code title:} line, or a text of one line),
     * 2 (no {@code labels:} line after the title), or 0 when both are there.
     *
     * @param lines the text's lines as {@link io.github.studylog.content.LineIndex#lines} splits them
     */
    public static int wrongLine(List<String> lines) {
        if (lines.size() < 2 || !lines.get(0).startsWith(TITLE)) {
            return 1;
        }
        return lines.get(1).startsWith(LABELS) ? 0 : 2;
    }

    /** The 1-based column where the title's text begins on its {@code title:} line (after the spaces). */
    public static int titleColumn(String titleLine) {
        int at = TITLE.length();
        while (at < titleLine.length() && Character.isWhitespace(titleLine.charAt(at))) {
            at++;
        }
        return at + 1;
    }

    /** The head of lines whose {@link #wrongLine} is 0 (asked first: any other lines are a caller's bug). */
    public static DraftHead of(List<String> lines) {
        List<String> labels = new ArrayList<>();
        for (String label : lines.get(1).substring(LABELS.length()).split(",", -1)) {
            if (!label.isBlank()) {
                labels.add(label.strip());
            }
        }
        int bodyStart = lines.size() > 2 && lines.get(2).isBlank() ? 3 : 2;
        return new DraftHead(
                lines.get(0).substring(TITLE.length()).strip(),
                labels,
                String.join("\n", lines.subList(bodyStart, lines.size())),
                bodyStart);
    }

    /** The text of a draft: the title line, the labels line, a blank line, then the body. */
    public static String markdown(String title, List<String> labels, String body) {
        return TITLE + " " + title + "\n" + LABELS + " " + String.join(", ", labels) + "\n\n" + body;
    }
}
