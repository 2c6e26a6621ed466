package io.github.studylog.template;

import io.github.studylog.content.LineIndex;
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

    private Slots() {}

    /**
     * Reports every slot of the block not in {@code known}.
     *
     * @param path  repo-relative path of CHATGPT.md
     * @param block the template block
     * @param known the slots the template's kind fills
     * @return how many unknown slots were reported
     */
    static int reportUnknown(String path, TemplateBlock block, List<String> known, FindingSink sink) {
        LineIndex lines = LineIndex.of(block.text());
        int problems = 0;
        Matcher m = PATTERN.matcher(block.text());
        while (m.find()) {
            if (!known.contains(m.group(1))) {
                problems++;
                LineIndex.Position at = lines.at(m.start());
                sink.add(Finding.of(
                        TemplateRules.TEMPLATE_UNKNOWN_SLOT,
                        path,
                        block.contentLine() + at.line() - 1,
                        at.column(),
                        "template-unknown-slot.unknown",
                        m.group(1),
                        block.name(),
                        String.join(", ", known.stream().map(s -> "{" + s + "}").toList())));
            }
        }
        return problems;
    }
}
