package io.github.studylog.template;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.LineIndex;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Finds the template blocks of CHATGPT.md with flexmark's CommonMark parser, so fences inside longer fences,
 * indented code and tildes behave as CommonMark says. A block is a template when a word of its info string
 * is {@code template=NAME}. Reports {@code template-duplicate}.
 */
public final class TemplateExtractor {

    private static final String MARKER = "template=";

    private final SafeMarkdown parser = new SafeMarkdown();

    /** The template blocks by name, in document order; a repeated name is reported and the first kept. */
    public Map<String, TemplateBlock> extract(String path, String markdown, FindingSink sink) {
        Map<String, TemplateBlock> blocks = new LinkedHashMap<>();
        Optional<Document> parsed = parser.parse(path, markdown, sink); // beyond the Markdown limits: reported
        if (parsed.isEmpty()) {
            return blocks;
        }
        Document document = parsed.get();
        LineIndex lines = LineIndex.of(markdown);
        for (Node node : document.getDescendants()) {
            if (!(node instanceof FencedCodeBlock fence)) {
                continue;
            }
            String name = templateName(fence.getInfo().toString());
            if (name == null) {
                continue;
            }
            int fenceLine = lines.line(fence.getStartOffset());
            // a fence on the text's last line has no line after it: its empty content is placed on the fence's line
            int contentLine = Math.min(fenceLine + 1, lines.lineCount());
            TemplateBlock block =
                    new TemplateBlock(name, fence.getContentChars().toString(), fenceLine, contentLine);
            TemplateBlock first = blocks.putIfAbsent(name, block);
            if (first != null) {
                sink.add(Finding.of(
                        TemplateRules.TEMPLATE_DUPLICATE,
                        path,
                        fenceLine,
                        1,
                        "template-duplicate.second",
                        name,
                        first.fenceLine()));
            }
        }
        return blocks;
    }

    private static @Nullable String templateName(String info) {
        for (String word : info.trim().split("\\s+", -1)) {
            if (word.startsWith(MARKER) && word.length() > MARKER.length()) {
                return word.substring(MARKER.length());
            }
        }
        return null;
    }
}
