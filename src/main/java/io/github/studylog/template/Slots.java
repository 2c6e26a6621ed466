package io.github.studylog.template;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code {slot}}s of a Markdown template (session-sync, session-prompt): the one place that says what a slot
 * looks like and reports {@code template-unknown-slot} at the slot's own line and column.
 */
public final class Slots {

    /** A slot: {@code {name}}, the name a word of letters, digits, {@code _} and {@code -}. */
    public static final Pattern PATTERN = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_-]*)}");

    private Slots() {
    }

    /**
     * Reports every slot of the block not in {@code known}.
     *
     * @param path  repo-relative path of CHATGPT.md
     * @param block the template block
     * @param known the slots the template's kind fills
     * @return how many unknown slots were reported
     */
    static int reportUnknown(String path, TemplateBlock block, List<String> known, FindingSink sink) {
        String[] lines = block.text().split("\r?\n", -1);
        int problems = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = PATTERN.matcher(lines[i]);
            while (m.find()) {
                if (!known.contains(m.group(1))) {
                    problems++;
                    sink.add(Finding.of(TemplateRules.TEMPLATE_UNKNOWN_SLOT, path, block.contentLine() + i,
                            m.start() + 1, "unknown slot `{" + m.group(1) + "}` in the `template=" + block.name()
                                    + "` block; its slots are "
                                    + String.join(", ", known.stream().map(s -> "{" + s + "}").toList())));
                }
            }
        }
        return problems;
    }
}
