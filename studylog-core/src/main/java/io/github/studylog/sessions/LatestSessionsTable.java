package io.github.studylog.sessions;

import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * The newest sessions as plain console lines: a header and one row per review, columns aligned by display width
 * (a CJK character takes two columns in a terminal), {@code needs_revisit} last because it is free text.
 * No colour, no trailing spaces.
 */
public final class LatestSessionsTable {

    /** The columns' headers, in order. */
    private static final List<String> COLUMNS = List.of(
            "sessions.header.review",
            "sessions.header.latest",
            "sessions.header.date",
            "sessions.header.issue",
            "sessions.header.listed",
            "sessions.header.needs-revisit");

    private final Messages messages;

    /** A table in English. */
    public LatestSessionsTable() {
        this(Messages.english());
    }

    /** @param messages the language of the header and of the words in the cells */
    public LatestSessionsTable(Messages messages) {
        this.messages = messages;
    }

    public List<String> lines(LatestSessions latest) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(COLUMNS.stream().map(c -> messages.text(c)).toList());
        for (ReviewLatest review : latest.reviews()) {
            rows.add(row(review));
        }
        int columns = COLUMNS.size();
        int[] widths = new int[columns];
        for (List<String> row : rows) {
            for (int c = 0; c < columns - 1; c++) {
                widths[c] = Math.max(widths[c], width(row.get(c)));
            }
        }
        List<String> lines = new ArrayList<>();
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                String cell = row.get(c);
                line.append(cell);
                if (c < columns - 1) {
                    line.append(" ".repeat(widths[c] - width(cell) + 2));
                }
            }
            lines.add(line.toString().stripTrailing());
        }
        return List.copyOf(lines);
    }

    private List<String> row(ReviewLatest review) {
        if (review.latest().isEmpty()) {
            return List.of(oneLine(review.reviewId()), messages.text("sessions.no-session"), "-", "-", "-", "-");
        }
        LatestSession s = review.latest().get();
        String revisit = s.needsRevisit().isEmpty() ? "-" : String.join(" / ", s.needsRevisit());
        return List.of(
                oneLine(review.reviewId()),
                oneLine(s.sessionId()),
                oneLine(s.date().orElse("?")),
                oneLine(s.issue().orElse("?")),
                messages.text(s.listed() ? "sessions.listed.yes" : "sessions.listed.no"),
                oneLine(revisit));
    }

    private static String oneLine(String text) {
        return text.replaceAll("[\\r\\n\\t]+", " ");
    }

    /** Terminal columns of a text: East Asian wide and full-width characters count two. */
    static int width(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            width += isWide(cp) ? 2 : 1;
            i += Character.charCount(cp);
        }
        return width;
    }

    private static boolean isWide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F)
                || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F)
                || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF)
                || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6)
                || (cp >= 0x1F300 && cp <= 0x1FAFF)
                || (cp >= 0x20000 && cp <= 0x3FFFD);
    }
}
