package io.github.studylog.template;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;

/**
 * Says that CHATGPT.md has no block for a template. The default points at the top of the file; the run hands the
 * pass {@code adopt.LookAlikeBlocks}, which points at the block that looks like the template and says the one-line
 * change.
 */
@FunctionalInterface
public interface MissingTemplateReport {

    /**
     * How a caller above the pass explains a missing template: the pass reports what it found, and the caller (the
     * run, which knows {@code init}) says what to change. By default, at the top of the file.
     */
    @FunctionalInterface
    interface Explainer {

        /** Points at the top of CHATGPT.md, naming {@code studylog:init}. */
        Explainer AT_TOP = (markdown, layout, files) -> MissingTemplateReport::atTop;

        /** The report for CHATGPT.md's {@code markdown}, which may read the repository's records on first need. */
        MissingTemplateReport of(String markdown, ContentLayout layout, ContentFiles files);
    }

    /** The {@code template-missing} finding for template {@code name} of CHATGPT.md at {@code path}. */
    Finding finding(String path, String name);

    /** The finding at a line of CHATGPT.md ({@code 0} for the whole file), with the given advice. */
    static Finding at(String path, int line, Message message) {
        return Finding.of(TemplateRules.TEMPLATE_MISSING, path, line, line == 0 ? 0 : 1, message);
    }

    /** The finding for a CHATGPT.md that does not exist (or is no readable file), for the whole file. */
    static Finding noInstructions(String path) {
        return at(path, 0, Message.of("template-missing.no-file", path));
    }

    /** The finding at line 1, naming the fix and {@code studylog:init}. */
    static Finding atTop(String path, String name) {
        return Finding.of(TemplateRules.TEMPLATE_MISSING, path, 1, 1, "template-missing.no-block", name);
    }
}
