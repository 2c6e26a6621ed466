package io.github.studylog.yaml;

import io.github.studylog.content.LineIndex;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * A safely composed YAML document: the node tree keeps the position of every key and value.
 *
 * @param path repo-relative path of the file (or of the file holding the YAML, e.g. CHATGPT.md)
 * @param root the root node, never null ({@code null} documents are reported, not returned)
 * @param lineOffset lines before the YAML text in its file (a template inside CHATGPT.md, front matter)
 * @param lines the line index of the YAML text the document was loaded from
 */
public record YamlDocument(String path, Node root, int lineOffset, LineIndex lines) {

    /** 1-based line of a node in its file. */
    public int line(Node node) {
        return position(lines, YamlNodes.start(node)).line() + lineOffset;
    }

    /** 1-based column of a node. */
    public int column(Node node) {
        return position(lines, YamlNodes.start(node)).column();
    }

    /**
     * Where a mark lies by the one line rule: from its code-point index, not from the engine's own line and column
     * (which does not end a line at a lone CR before the end of the stream and does not count a BOM as a column).
     */
    static LineIndex.Position position(LineIndex lines, Mark mark) {
        return lines.atCodePoint(mark.getIndex());
    }
}
