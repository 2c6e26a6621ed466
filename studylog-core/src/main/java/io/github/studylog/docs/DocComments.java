package io.github.studylog.docs;

import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.HtmlInlineComment;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.FindingSink;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The comments of a Markdown or MDX doc, read by flexmark as the doc check reads the doc (front matter blanked,
 * the same guarded parsers and limits): HTML comments ({@code <!-- … -->}, flexmark's comment nodes) and, in MDX,
 * comment expressions ({@code {/* … *}{@code /}}) that make up a whole line of a paragraph (flexmark reads them as
 * text; MDX as a block of their own).
 * Nothing inside code is a comment. Thread-safe.
 */
public final class DocComments {

    /** A paragraph that is one MDX comment expression: the JSX comment form MDX documents. */
    private static final Pattern MDX_COMMENT = Pattern.compile("\\A\\{\\s*/\\*(.*?)\\*/\\s*}\\s*\\z", Pattern.DOTALL);

    private final SafeMarkdown markdown = DocParser.markdownParser();
    private final SafeMarkdown mdx = DocParser.mdxParser();

    /**
     * One comment of a doc.
     *
     * @param text    the comment's inside, without {@code <!--}/{@code -->} or {@code {/*}/{@code *}{@code /}}
     * @param line    1-based line where the comment starts
     * @param endLine 1-based line where it ends
     */
    public record Comment(String text, int line, int endLine) {}

    /** Every comment of the doc in text order; none when the doc cannot be parsed within the limits. */
    public List<Comment> of(String path, String text) {
        String body = Bom.strip(text);
        String blanked = FrontMatter.find(body).blanked(body);
        LineIndex lines = LineIndex.of(blanked);
        boolean isMdx = path.endsWith(".mdx");
        SafeMarkdown parser = isMdx ? mdx : markdown;
        // the doc check reports what breaks the limits; the comments of such a doc are simply none
        return parser.read(path, blanked, new FindingSink(), document -> {
                    List<Comment> comments = new ArrayList<>();
                    for (Node node : document.getDescendants()) {
                        String chars = node.getChars().toString();
                        if (node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment) {
                            String inner = chars.strip();
                            if (inner.startsWith("<!--") && inner.endsWith("-->") && inner.length() >= 7) {
                                comments.add(comment(blanked, lines, node, inner.substring(4, inner.length() - 3)));
                            }
                        } else if (isMdx && node instanceof Paragraph) {
                            mdxComments(lines, node, comments);
                        }
                    }
                    return List.copyOf(comments);
                })
                .orElse(List.of());
    }

    /** The lines of a paragraph that are one MDX comment expression each (MDX reads such a line as a block). */
    private static void mdxComments(LineIndex lines, Node paragraph, List<Comment> comments) {
        int line = lines.line(paragraph.getStartOffset());
        for (String row : LineIndex.lines(paragraph.getChars().toString())) {
            Matcher m = MDX_COMMENT.matcher(row);
            if (m.matches()) {
                comments.add(new Comment(m.group(1), line, line));
            }
            line++;
        }
    }

    private static Comment comment(String text, LineIndex lines, Node node, String inside) {
        int start = node.getStartOffset();
        int end = Math.max(start, node.getEndOffset() - 1);
        // a block node's end includes its line break: the comment ends on the line of its last character
        while (end > start && (text.charAt(end) == '\n' || text.charAt(end) == '\r')) {
            end--;
        }
        return new Comment(inside, lines.line(start), lines.line(end));
    }
}
