package io.github.studylog.adopt;

import io.github.studylog.finding.Finding;
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
        this.findingLine = findingLine;
        this.initCommand = initCommand;
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
                out.add("studylog init: " + path + " already has its templates (" + marks(proposal.alreadyMarked())
                        + "): nothing to do");
            } else {
                out.add("studylog init: nothing to change in " + path);
            }
            notFound(proposal, out);
            return out;
        }
        out.add("studylog init: a PROPOSAL for " + path + ", inferred from its example blocks and your existing "
                + "records; review it before you accept it");
        for (String name : proposal.alreadyMarked()) {
            out.add("  " + name + ": already marked (`template=" + name + "`), left as it is");
        }
        for (Map.Entry<String, BlockMatch> match : proposal.matches().entrySet()) {
            BlockMatch m = match.getValue();
            String why = match.getKey().equals("session-sync") ? "it holds `[Session Sync]`"
                    : "its keys match the " + match.getKey() + " records "
                            + String.format(Locale.ROOT, "%.0f%%", m.score() * 100);
            out.add("  " + match.getKey() + ": " + m.describe() + " (" + why + ")");
        }
        notFound(proposal, out);
        out.add("");
        out.addAll(proposal.diff().lines().toList());
        out.add("");
        proposal.table().ifPresent(table -> table(table, out));
        if (!proposal.notes().isEmpty()) {
            out.add("Notes:");
            proposal.notes().forEach(n -> out.add("  " + n));
        }
        if (written) {
            out.add("studylog init: wrote " + path + "; run `mvn verify` to check every record against it");
        } else {
            out.add("studylog init: nothing was written. Read the diff; to apply it run "
                    + "`" + initCommand + " -Dstudylog.write=true`, then `mvn verify`");
        }
        return out;
    }

    private void table(PassTable table, List<String> out) {
        out.add("Existing records under the proposed templates:");
        out.add(String.format(Locale.ROOT, "  %-8s %7s %5s %5s", "kind", "records", "pass", "fail"));
        for (KindResult kind : table.kinds()) {
            out.add(String.format(Locale.ROOT, "  %-8s %7d %5d %5d", kind.name(), kind.records(), kind.passing(),
                    kind.failures().size()));
        }
        for (KindResult kind : table.kinds()) {
            if (!kind.failures().isEmpty()) {
                out.add("First error of each " + kind.name() + " that would fail:");
                kind.failures().forEach(f -> out.add("  " + findingLine.apply(f)));
            }
        }
        if (!table.templateFindings().isEmpty()) {
            out.add("The proposed " + "templates themselves have problems:");
            table.templateFindings().forEach(f -> out.add("  " + findingLine.apply(f)));
        }
        out.add("");
    }

    private static void notFound(InitProposal proposal, List<String> out) {
        proposal.notFound().forEach((name, why) -> out.add("  " + name + ": not proposed: " + why));
    }

    private static String marks(List<String> names) {
        return String.join(", ", names.stream().map(n -> "`template=" + n + "`").toList());
    }
}
