package io.github.studylog.template;

import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a session-prompt template: checks its slots ({@code template-unknown-slot}, the same scanner as the
 * session-sync template's) and finds the repo paths it writes literally. A literal path is an inline code span
 * (parsed as CommonMark) holding one path-like word whose file name ends in a content extension ({@code .md},
 * {@code .yaml}, {@code .json}, {@code .svg} …): {@code `AGENTS.md`}, {@code `docs/guide.md`}; a placeholder
 * ({@code <id>}), a glob or a URL is no path.
 */
public final class PromptTemplateParser {

    /** A path segment: no space, no slash, nothing of a placeholder, glob, URL or quote. */
    private static final String SEGMENT = "[^\\s/\\\\<>{}*?\\[\\]|\"'():`]+";
    private static final Pattern PATH = Pattern.compile("(?![.-])" + SEGMENT + "(/" + SEGMENT + ")*"
            + "\\.(md|mdx|markdown|yaml|yml|json|svg|png|jpe?g|gif|webp|html|txt|csv|toml|xml)");

    private final Parser parser = Parser.builder().build();

    public Optional<PromptTemplate> parse(String path, TemplateBlock block, FindingSink sink) {
        if (Slots.reportUnknown(path, block, PromptTemplate.SLOTS, sink) > 0) {
            return Optional.empty();
        }
        String text = block.text().replace("\r\n", "\n");
        return Optional.of(new PromptTemplate(block.name(), text, block.contentLine(), paths(text, block)));
    }

    private List<Located<String>> paths(String text, TemplateBlock block) {
        Document document = parser.parse(text);
        LineIndex lines = LineIndex.of(text);
        List<Located<String>> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof Code code) {
                String word = code.getText().toString().strip();
                if (PATH.matcher(word).matches() && !word.contains("..") && seen.add(word)) {
                    int offset = code.getText().getStartOffset();
                    LineIndex.Position at = lines.at(offset);
                    out.add(new Located<>(word, block.contentLine() + at.line() - 1, at.column()));
                }
            }
        }
        return out;
    }
}
