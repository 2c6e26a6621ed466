package io.github.studylog.adopt;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The console text of an {@link InitProposal}: which block became which template, the diff, the table of
 * existing records under the proposed templates with the first error of each that fails, notes, and what to do
 * next. Says that the inference is a proposal to review.
 */
public final class InitReport {

    private final Function<Finding, String> findingLine;
    private final String initCommand;
    private final Messages messages;

    /** @param findingLine how a finding is printed (the console format of the other goals) */
    public InitReport(Function<Finding, String> findingLine) {
        this(findingLine, "mvn studylog:init");
    }

    /**
     * @param findingLine how a finding is printed
     * @param initCommand how the user runs init again (the plugin's full coordinates where there is no pom to
     *                    resolve the {@code studylog:} prefix)
     */
    public InitReport(Function<Finding, String> findingLine, String initCommand) {
        this(findingLine, initCommand, Messages.english());
    }

    /**
     * @param findingLine how a finding is printed (in the language of {@code messages})
     * @param initCommand how the user runs init again
     * @param messages    the language of the report
     */
    public InitReport(Function<Finding, String> findingLine, String initCommand, Messages messages) {
        this.findingLine = findingLine;
        this.initCommand = initCommand;
        this.messages = messages;
    }

    /**
     * @param proposal the proposal
     * @param written  true when it was written to CHATGPT.md
     */
    public List<String> lines(InitProposal proposal, boolean written) {
        List<String> out = new ArrayList<>();
        String path = proposal.path();
        if (proposal.nothingToDo()) {
            if (proposal.matches().isEmpty() && proposal.notFound().isEmpty()) {
                out.add(messages.text("init.report.has-templates", path, marks(proposal.alreadyMarked())));
            } else {
                out.add(messages.text("init.report.nothing-to-change", path));
            }
            notFound(proposal, out);
            return out;
        }
        out.add(messages.text("init.report.proposal", path));
        for (String name : proposal.alreadyMarked()) {
            out.add(messages.text("init.report.already-marked", name));
        }
        for (Map.Entry<String, BlockMatch> match : proposal.matches().entrySet()) {
            BlockMatch m = match.getValue();
            String why = match.getKey().equals("session-sync")
                    ? messages.text("init.report.why-sync")
                    : messages.text(
                            "init.report.why-keys",
                            match.getKey(),
                            String.format(Locale.ROOT, "%.0f%%", m.score() * 100));
            out.add(messages.text("init.report.match", match.getKey(), messages.text(m.describe()), why));
        }
        notFound(proposal, out);
        out.add("");
        out.addAll(proposal.diff().lines().toList());
        out.add("");
        proposal.table().ifPresent(table -> table(table, out));
        if (!proposal.notes().isEmpty()) {
            out.add(messages.text("init.report.notes"));
            proposal.notes().forEach(n -> out.add("  " + messages.text(n)));
        }
        if (written) {
            out.add(messages.text("init.report.wrote", path));
        } else {
            out.add(messages.text("init.report.not-written", initCommand));
        }
        return out;
    }

    private void table(PassTable table, List<String> out) {
        out.add(messages.text("init.table.title"));
        List<String> header = List.of(
                messages.text("init.table.kind"),
                messages.text("init.table.records"),
                messages.text("init.table.pass"),
                messages.text("init.table.fail"));
        int[] widths = {8, 7, 5, 5};
        for (int c = 0; c < widths.length; c++) {
            widths[c] = Math.max(widths[c], width(header.get(c)));
        }
        out.add(row(widths, header));
        for (KindResult kind : table.kinds()) {
            out.add(row(
                    widths,
                    List.of(
                            kind.name(),
                            String.valueOf(kind.records()),
                            String.valueOf(kind.passing()),
                            String.valueOf(kind.failures().size()))));
        }
        for (KindResult kind : table.kinds()) {
            if (!kind.failures().isEmpty()) {
                out.add(messages.text("init.table.first-errors", kind.name()));
                kind.failures().forEach(f -> out.add("  " + findingLine.apply(f)));
            }
        }
        if (!table.templateFindings().isEmpty()) {
            out.add(messages.text("init.table.template-problems"));
            table.templateFindings().forEach(f -> out.add("  " + findingLine.apply(f)));
        }
        out.add("");
    }

    /**
     * The table's row: two spaces, the kind left-aligned, the numbers right-aligned, as {@code "  %-8s %7s %5s %5s"}
     * with each width widened to its header (a CJK character takes two terminal columns).
     */
    private static String row(int[] widths, List<String> cells) {
        StringBuilder line = new StringBuilder(" ");
        for (int c = 0; c < widths.length; c++) {
            String pad = " ".repeat(Math.max(0, widths[c] - width(cells.get(c))));
            line.append(' ').append(c == 0 ? cells.get(c) + pad : pad + cells.get(c));
        }
        return line.toString();
    }

    /** Terminal columns of a text: the characters of CJK scripts and full-width forms count two. */
    private static int width(String text) {
        return text.codePoints()
                .map(cp -> cp >= 0x1100
                                && (cp <= 0x115F
                                        || (cp >= 0x2E80 && cp <= 0xA4CF)
                                        || (cp >= 0xAC00 && cp <= 0xD7A3)
                                        || (cp >= 0xF900 && cp <= 0xFAFF)
                                        || (cp >= 0xFF00 && cp <= 0xFF60)
                                        || (cp >= 0xFFE0 && cp <= 0xFFE6))
                        ? 2
                        : 1)
                .sum();
    }

    private void notFound(InitProposal proposal, List<String> out) {
        proposal.notFound()
                .forEach((name, why) -> out.add(messages.text("init.report.not-proposed", name, messages.text(why))));
    }

    private static String marks(List<String> names) {
        return String.join(", ", names.stream().map(n -> "`template=" + n + "`").toList());
    }
}
