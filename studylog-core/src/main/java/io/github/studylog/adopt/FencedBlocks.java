package io.github.studylog.adopt;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.LineIndex;
import io.github.studylog.docs.SafeMarkdown;
import java.util.ArrayList;
import java.util.List;

/**
 * Lists the fenced code blocks of a Markdown text with flexmark's CommonMark parser, as
 * {@code template.TemplateExtractor} does, so a fence inside a longer fence is content, not a block.
 */
public final class FencedBlocks {

    private final Parser parser = SafeMarkdown.parser();

    /** Every fenced block, in document order. */
    public List<FencedBlock> of(String markdown) {
        Document document = parser.parse(markdown);
        LineIndex lines = LineIndex.of(markdown);
        List<FencedBlock> blocks = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof FencedCodeBlock fence) {
                int fenceLine = lines.line(fence.getStartOffset());
                int infoEnd = fence.getInfo().isNotNull() && !fence.getInfo().isEmpty()
                        ? fence.getInfo().getEndOffset()
                        : fence.getOpeningMarker().getEndOffset();
                blocks.add(new FencedBlock(
                        fence.getInfo().toString().trim(),
                        fence.getContentChars().toString(),
                        fenceLine,
                        fenceLine + 1,
                        infoEnd,
                        fence.getContentChars().getStartOffset(),
                        fence.getContentChars().getEndOffset()));
            }
        }
        return blocks;
    }
}
