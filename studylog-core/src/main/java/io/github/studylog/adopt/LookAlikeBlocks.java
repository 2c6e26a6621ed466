package io.github.studylog.adopt;

import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.Finding;
import io.github.studylog.markdown.FencedBlocks;
import io.github.studylog.message.Message;
import io.github.studylog.template.MissingTemplateReport;
import io.github.studylog.template.TemplateCatalog;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Reports a missing template at the block of CHATGPT.md that looks like it (found by {@link BlockFinder}), saying
 * the one-line change; without such a block, at the top of the file, naming {@code studylog:init}. The records
 * are only read when a template is missing.
 */
public final class LookAlikeBlocks implements MissingTemplateReport {

    private final String markdown;
    private final Supplier<ExistingRecords> records;
    private @Nullable Map<String, BlockMatch> matches;

    /** The run's explanation of a missing template, for the pass: this, over the repository's records. */
    public static final MissingTemplateReport.Explainer EXPLAINER =
            (markdown, layout, files) -> new LookAlikeBlocks(markdown, () -> ExistingRecords.load(layout, files));

    /**
     * @param markdown CHATGPT.md's text
     * @param records  the existing records, read on first need
     */
    public LookAlikeBlocks(String markdown, Supplier<ExistingRecords> records) {
        this.markdown = markdown;
        this.records = records;
    }

    @Override
    public Finding finding(String path, String name) {
        BlockMatch match = matches(path).get(name);
        if (match == null) {
            return MissingTemplateReport.atTop(path, name);
        }
        String marked =
                "```" + (match.block().info().isEmpty() ? "" : match.block().info() + " ") + "template=" + name;
        Message why = name.equals(TemplateCatalog.SESSION_SYNC)
                ? Message.of("template-missing.look-alike-why-sync")
                : Message.of("template-missing.look-alike-why-keys", name);
        int line = match.block().fenceLine();
        return MissingTemplateReport.at(
                path,
                line,
                Message.around(
                        "template-missing.look-alike", why, name, match.block().info(), line, marked));
    }

    private synchronized Map<String, BlockMatch> matches(String path) {
        if (matches == null) {
            ExistingRecords existing = records.get();
            matches = new BlockFinder()
                    .find(
                            path,
                            FencedBlocks.of(markdown, SafeMarkdown::parser),
                            RecordKeys.of(existing.reviews(), existing.sessions()),
                            Set.of(TemplateCatalog.REVIEW, TemplateCatalog.SESSION, TemplateCatalog.SESSION_SYNC));
        }
        return matches;
    }
}
