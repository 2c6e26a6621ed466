package io.github.studylog.template;

import io.github.studylog.yaml.Located;
import java.util.List;

/**
 * A {@code template=session-prompt} (or {@code session-prompt-<kind>}) block: the session-start prompt as Markdown
 * with {@code {slot}}s, and the repo paths it names, in inline code (such as {@code `AGENTS.md`}) or in plain prose
 * (「CHATGPT.md、AGENTS.md、docs/guide.md と次のファイルを読み」), which every session of that kind reads.
 *
 * @param name       the template name, {@code session-prompt} or {@code session-prompt-<kind>}
 * @param text       the block's text, slots unfilled, {@code \n} line breaks
 * @param line       1-based line of the block's first content line in CHATGPT.md
 * @param paths      the paths in inline code, in text order, each with its line and column in CHATGPT.md
 * @param prosePaths the paths named in plain prose only (not also in inline code), in text order, located alike
 * @param broken     the block has an unknown slot ({@code template-unknown-slot}): its paths are still checked, so
 *                   that one run reports every problem of the block, but no prompt is made from it
 */
public record PromptTemplate(
        String name,
        String text,
        int line,
        List<Located<String>> paths,
        List<Located<String>> prosePaths,
        boolean broken) {

    /** The name of the default prompt template; a kind's own is {@code session-prompt-<kind>}. */
    public static final String NAME = "session-prompt";

    /** The slots the plugin fills. */
    public static final List<String> SLOTS =
            List.of("repo", "review", "title", "status", "files", "needs_revisit", "latest_session", "kind");

    public PromptTemplate {
        paths = List.copyOf(paths);
        prosePaths = List.copyOf(prosePaths);
    }

    /** A usable template (the results cache keeps only those: a broken one came with a finding). */
    public PromptTemplate(
            String name, String text, int line, List<Located<String>> paths, List<Located<String>> prosePaths) {
        this(name, text, line, paths, prosePaths, false);
    }

    /** A template that names paths in inline code only. */
    public PromptTemplate(String name, String text, int line, List<Located<String>> paths) {
        this(name, text, line, paths, List.of());
    }

    /** Whether a template block's name is a prompt template's. */
    public static boolean isPromptName(String name) {
        return name.equals(NAME) || (name.startsWith(NAME + "-") && name.length() > NAME.length() + 1);
    }
}
