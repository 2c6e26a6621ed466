package io.github.studylog.run;

import io.github.studylog.adopt.InitPlanner;
import io.github.studylog.adopt.InitProposal;
import io.github.studylog.adopt.InitReport;
import io.github.studylog.adopt.InitWriter;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.report.ConsoleFormat;
import java.io.IOException;

/** Adoption (SPEC §10), apart from Maven: plans the templates of CHATGPT.md, writes them if asked, logs the report. */
public final class InitRun {

    /**
     * @param write   write the proposal into CHATGPT.md (otherwise a dry run)
     * @param console the console style in effect; the {@code json} style prints the report as plain text
     * @throws InvalidRequestException the layout cannot be used
     * @throws RunFailure              CHATGPT.md cannot be written, or a bug
     */
    public void run(ContentLayout layout, boolean write, ConsoleFormat console, RunLog log) {
        InitProposal proposal;
        try {
            proposal = new InitPlanner().plan(layout);
        } catch (InvalidRequestException e) {
            throw e;
        } catch (RuntimeException e) {
            throw RunFailure.bug("studylog:init", layout.root(), e);
        }
        boolean written = false;
        if (write && !proposal.nothingToDo()) {
            try {
                new InitWriter().write(layout.root(), proposal);
                written = true;
            } catch (IOException | RuntimeException e) {
                throw new RunFailure("studylog:init could not write " + proposal.path() + ": " + e.getMessage()
                        + ". Check that the file is writable.", e);
            }
        }
        ConsoleFormat lines = console == ConsoleFormat.JSON ? ConsoleFormat.PLAIN : console;
        new InitReport(lines::line).lines(proposal, written).forEach(log::info);
    }
}
