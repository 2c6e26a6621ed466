package io.github.studylog.template;

import com.vladsch.flexmark.util.ast.Document;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.markdown.FencedBlocks;
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
        for (FencedBlock fence : FencedBlocks.of(document, markdown)) {
            String name = templateName(fence);
            if (name == null) {
                continue;
            }
            TemplateBlock block = TemplateBlock.of(name, fence);
            TemplateBlock first = blocks.putIfAbsent(name, block);
            if (first != null) {
                sink.add(Finding.of(
                        TemplateRules.TEMPLATE_DUPLICATE,
                        path,
                        block.fenceLine(),
                        1,
                        "template-duplicate.second",
                        name,
                        first.fenceLine()));
            }
        }
        return blocks;
    }

    private static @Nullable String templateName(FencedBlock fence) {
        for (String word : fence.infoWords()) {
            if (word.startsWith(MARKER) && word.length() > MARKER.length()) {
                return word.substring(MARKER.length());
            }
        }
        return null;
    }
}
