package io.github.studylog.due;

import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The short forms of the due report: the console's lines (the counts, then the first few citations that are due or
 * need a date and the first few reviews) and the "due" section of GitHub's step summary.
 */
public final class DueSummary {

    /** How many citations and reviews the short forms list. */
    public static final int FIRST = 3;

    private final Messages messages;

    public DueSummary(Messages messages) {
        this.messages = messages;
    }

    /**
     * The due part's one console line: the citations' counts and the reviews overdue; empty when there is nothing
     * to judge (no review, and no citation of a known kind: a site whose CHATGPT.md classifies no source).
     */
    public Optional<String> headline(DueReport report) {
        boolean classified = report.citations().stream().anyMatch(c -> c.status() != CitationStatus.UNCLASSIFIED);
        if (!classified && report.reviews().isEmpty()) {
            return Optional.empty();
        }
        long overdue = report.reviews().stream()
                .filter(r -> r.daysOverdue().orElse(-1L) > 0)
                .count();
        List<String> counts = new ArrayList<>();
        report.counts().forEach((status, n) -> {
            if (n > 0) {
                counts.add(status.id() + " " + n);
            }
        });
        return Optional.of(messages.text(
                "due.console.line",
                report.today(),
                counts.isEmpty() ? messages.text("due.console.no-citations") : String.join(" · ", counts),
                overdue,
                report.reviews().size(),
                DueMarkdown.FILE));
    }

    /** The detail lines (debug, or {@code studylog.verbose}): the first citations and reviews that are due. */
    public List<String> details(DueReport report) {
        List<String> lines = new ArrayList<>();
        for (CitationDue c : DueMarkdown.urgent(report, FIRST)) {
            lines.add(messages.text(
                    "due.console.citation",
                    c.status().id(),
                    c.location(),
                    c.url(),
                    c.due().map(Object::toString).orElse("–")));
        }
        report.reviews().stream()
                .filter(r -> r.due().isPresent())
                .limit(FIRST)
                .forEach(r -> lines.add(messages.text(
                        "due.console.review",
                        r.review(),
                        r.due().get(),
                        r.daysOverdue().get())));
        return lines;
    }

    /** The console's lines of {@code studylog:due}: the counts, the first citations, the reviews. */
    public List<String> lines(DueReport report) {
        List<String> lines = new ArrayList<>();
        lines.add(messages.text(
                "due.console.counts", report.today(), new DueMarkdown(messages).counts(report), DueMarkdown.FILE));
        for (CitationDue c : DueMarkdown.urgent(report, FIRST)) {
            lines.add(messages.text(
                    "due.console.citation",
                    c.status().id(),
                    c.location(),
                    c.url(),
                    c.due().map(Object::toString).orElse("–")));
        }
        long overdue = report.reviews().stream()
                .filter(r -> r.daysOverdue().orElse(-1L) > 0)
                .count();
        lines.add(messages.text("due.console.reviews", overdue, report.reviews().size()));
        report.reviews().stream()
                .filter(r -> r.due().isPresent())
                .limit(FIRST)
                .forEach(r -> lines.add(messages.text(
                        "due.console.review",
                        r.review(),
                        r.due().get(),
                        r.daysOverdue().get())));
        return lines;
    }

    /** The step summary's section, Markdown. */
    public String section(DueReport report) {
        StringBuilder out = new StringBuilder();
        out.append("### ")
                .append(messages.text("due.summary.title", report.today()))
                .append("\n\n");
        out.append(new DueMarkdown(messages).counts(report)).append("\n\n");
        for (CitationDue c : DueMarkdown.urgent(report, FIRST)) {
            out.append("- ")
                    .append(c.status().id())
                    .append(" `")
                    .append(c.location())
                    .append("` ")
                    .append(DueMarkdown.escape(c.url()))
                    .append('\n');
        }
        report.reviews().stream()
                .filter(r -> r.due().isPresent())
                .limit(FIRST)
                .forEach(r -> out.append("- ")
                        .append(messages.text(
                                "due.console.review",
                                "`" + r.review() + "`",
                                r.due().get(),
                                r.daysOverdue().get()))
                        .append('\n'));
        return out.toString();
    }
}
