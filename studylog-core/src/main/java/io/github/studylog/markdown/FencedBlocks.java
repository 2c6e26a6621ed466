package io.github.studylog.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import io.github.studylog.content.LineIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The one reader of a Markdown text's fenced code blocks, from flexmark's CommonMark tree, so a fence inside a
 * longer fence is content, not a block. The parser is the caller's ({@code docs.SafeMarkdown} makes every one).
 */
public final class FencedBlocks {

    private FencedBlocks() {}

    /**
     * Every fenced block of {@code markdown}, in text order (those nested in lists and quotes included); no parser
     * is made for a text without a run of three backticks or tildes.
     */
    public static List<FencedBlock> of(String markdown, Supplier<Parser> parser) {
        if (markdown.indexOf("```") < 0 && markdown.indexOf("~~~") < 0) {
            return List.of();
        }
        return of(parser.get().parse(markdown), markdown);
    }

    /** Every fenced block of {@code document}, flexmark's parse of {@code markdown}, in text order. */
    public static List<FencedBlock> of(Document document, String markdown) {
        LineIndex lines = LineIndex.of(markdown);
        List<FencedBlock> blocks = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof FencedCodeBlock fence) {
                blocks.add(block(fence, markdown, lines));
            }
        }
        return List.copyOf(blocks);
    }

    private static FencedBlock block(FencedCodeBlock fence, String markdown, LineIndex lines) {
        BasedSequence open = fence.getOpeningMarker();
        BasedSequence info = fence.getInfo();
        BasedSequence close = fence.getClosingMarker();
        BasedSequence content = fence.getContentChars();
        boolean closed = !close.isNull() && !close.isEmpty();
        int fenceLine = lines.line(open.getStartOffset());
        int infoEnd = info.isNotNull() && !info.isEmpty() ? info.getEndOffset() : open.getEndOffset();
        // flexmark places an empty content at offset 0: it sits at the start of the line after the opening fence
        int lineEnd = markdown.indexOf('\n', infoEnd);
        int contentStart =
                content.isEmpty() ? (lineEnd < 0 ? markdown.length() : lineEnd + 1) : content.getStartOffset();
        int contentEnd = content.isEmpty() ? contentStart : content.getEndOffset();
        return new FencedBlock(
                info.toString().trim(),
                content.toString(),
                fenceLine,
                // a fence on the text's last line has no line after it: its empty content is on the fence's line
                Math.min(fenceLine + 1, lines.lineCount()),
                open.getStartOffset(),
                open.getEndOffset(),
                infoEnd,
                contentStart,
                contentEnd,
                closed ? close.getStartOffset() : -1,
                closed ? close.getEndOffset() : -1);
    }
}
