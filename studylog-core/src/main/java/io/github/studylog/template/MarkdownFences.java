package io.github.studylog.template;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import io.github.studylog.docs.SafeMarkdown;
import java.util.ArrayList;
import java.util.List;

/**
 * The fenced code blocks of a Markdown template, as CommonMark (flexmark) reads them. A template's fences are found
 * once, when CHATGPT.md is compiled, and kept with the template (and in the results cache), so filling a template
 * on a later run does not load a Markdown parser.
 */
public final class MarkdownFences {

    private MarkdownFences() {}

    /** Every fenced code block of {@code markdown}, in text order (nested ones included). */
    public static List<MarkdownFence> of(String markdown) {
        if (markdown.indexOf("```") < 0 && markdown.indexOf("~~~") < 0) {
            return List.of(); // a fence is a run of at least three backticks or tildes
        }
        List<MarkdownFence> fences = new ArrayList<>();
        for (Node node : SafeMarkdown.parser().parse(markdown).getDescendants()) {
            if (node instanceof FencedCodeBlock fence) {
                BasedSequence open = fence.getOpeningMarker();
                BasedSequence close = fence.getClosingMarker();
                boolean closed = !close.isNull() && !close.isEmpty();
                fences.add(new MarkdownFence(
                        open.getStartOffset(),
                        open.getEndOffset(),
                        closed ? close.getStartOffset() : -1,
                        closed ? close.getEndOffset() : -1));
            }
        }
        return List.copyOf(fences);
    }
}
