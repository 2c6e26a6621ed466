package io.github.studylog.template;

import io.github.studylog.yaml.Located;
import java.util.List;

/**
 * A {@code template=session-prompt} (or {@code session-prompt-<kind>}) block: the session-start prompt as Markdown
 * with {@code {slot}}s, and the repo paths it writes literally (in inline code, such as {@code `AGENTS.md`}), which
 * every session of that kind reads.
 *
 * @param name  the template name, {@code session-prompt} or {@code session-prompt-<kind>}
 * @param text  the block's text, slots unfilled, {@code \n} line breaks
 * @param line  1-based line of the block's first content line in CHATGPT.md
 * @param paths the literal paths in text order, each with its line and column in CHATGPT.md
 */
public record PromptTemplate(String name, String text, int line, List<Located<String>> paths) {

    /** The name of the default prompt template; a kind's own is {@code session-prompt-<kind>}. */
    public static final String NAME = "session-prompt";

    /** The slots the plugin fills. */
    public static final List<String> SLOTS = List.of("repo", "review", "title", "status", "files", "needs_revisit",
            "latest_session", "kind");

    public PromptTemplate {
        paths = List.copyOf(paths);
    }

    /** Whether a template block's name is a prompt template's. */
    public static boolean isPromptName(String name) {
        return name.equals(NAME) || (name.startsWith(NAME + "-") && name.length() > NAME.length() + 1);
    }
}
