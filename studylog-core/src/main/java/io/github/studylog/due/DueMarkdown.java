package io.github.studylog.due;

import io.github.studylog.message.Messages;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@value #FILE}: the due report for a person, in the run's language: the counts, every citation oldest due first,
 * every review most overdue first. Ids (statuses, kinds, rules) stay as they are in every language.
 */
public final class DueMarkdown {

    /** The file under the output folder. */
    public static final String FILE = "due.md";

    private final Messages messages;

    public DueMarkdown(Messages messages) {
        this.messages = messages;
    }

    public String render(DueReport report) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(messages.text("due.md.title", report.today())).append("\n\n");
        out.append("## ").append(messages.text("due.md.citations")).append("\n\n");
        out.append(counts(report)).append("\n\n");
        if (report.citations().isEmpty()) {
            out.append(messages.text("due.md.no-citations")).append("\n\n");
        } else {
            row(out, messages.text("due.md.citation-columns").split("\\|"));
            out.append("|---|---|---|---|---|---|---|\n");
            for (CitationDue c : report.citations()) {
                row(
                        out,
                        c.status().id(),
                        day(c.due()),
                        c.kind().id(),
                        checked(c),
                        c.age().map(a -> messages.text("due.md.days", a)).orElse("–"),
                        "[" + escape(c.text()) + "]("
                                + c.url().replace(" ", "%20").replace(")", "%29") + ")",
                        "`" + c.location() + "`");
            }
            out.append('\n');
        }
        out.append("## ").append(messages.text("due.md.reviews")).append("\n\n");
        if (report.reviews().isEmpty()) {
            out.append(messages.text("due.md.no-reviews")).append("\n");
            return out.toString();
        }
        row(out, messages.text("due.md.review-columns").split("\\|"));
        out.append("|---|---|---|---|---|---|---|\n");
        for (ReviewDue r : report.reviews()) {
            row(
                    out,
                    "`" + r.review() + "`",
                    r.status().isEmpty() ? "–" : r.status(),
                    day(r.lastReviewed()),
                    day(r.due()),
                    r.daysOverdue().map(this::overdue).orElse("–"),
                    r.relative().map(Object::toString).orElse("–"),
                    r.needsRevisit().isEmpty() ? "–" : escape(String.join(" / ", r.needsRevisit())));
        }
        return out.toString();
    }

    /** The counts line: every status with its number. */
    String counts(DueReport report) {
        StringBuilder line = new StringBuilder();
        for (Map.Entry<CitationStatus, Integer> entry : report.counts().entrySet()) {
            line.append(line.length() == 0 ? "" : " · ")
                    .append(entry.getKey().id())
                    .append(' ')
                    .append(entry.getValue());
        }
        return line.toString();
    }

    private String overdue(long days) {
        return days >= 0 ? messages.text("due.md.overdue", days) : messages.text("due.md.due-in", -days);
    }

    private String checked(CitationDue c) {
        if (c.checked().isEmpty()) {
            return "–";
        }
        String from = switch (c.checkedFrom()) {
            case "inline" -> "due.md.from.inline";
            case "page" -> "due.md.from.page";
            default -> "due.md.from.none";
        };
        return c.checked().get() + " (" + messages.text(from) + ")";
    }

    private static String day(Optional<LocalDate> day) {
        return day.map(LocalDate::toString).orElse("–");
    }

    private static void row(StringBuilder out, String... cells) {
        out.append('|');
        for (String cell : cells) {
            out.append(' ').append(cell.strip()).append(" |");
        }
        out.append('\n');
    }

    /** Text safe in a table cell and a link's text. */
    static String escape(String text) {
        return text.replace("\\", "\\\\")
                .replace("|", "\\|")
                .replace("[", "\\[")
                .replace("]", "\\]")
                .replace("\n", " ")
                .replace("\r", " ");
    }

    /** The first {@code limit} rows of the citations that have a due date or need one, for short summaries. */
    static List<CitationDue> urgent(DueReport report, int limit) {
        return report.citations().stream()
                .filter(c -> c.status() == CitationStatus.UNCHECKED || c.due().isPresent())
                .limit(limit)
                .toList();
    }
}
