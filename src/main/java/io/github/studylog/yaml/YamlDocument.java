package io.github.studylog.yaml;

import org.snakeyaml.engine.v2.nodes.Node;

/**
 * A safely composed YAML document: the node tree keeps the position of every key and value.
 *
 * @param path repo-relative path of the file (or of the file holding the YAML, e.g. CHATGPT.md)
 * @param root the root node, never null ({@code null} documents are reported, not returned)
 * @param lineOffset lines before the YAML text in its file (a template inside CHATGPT.md, front matter)
 */
public record YamlDocument(String path, Node root, int lineOffset) {

    /** 1-based line of a node in its file. */
    public int line(Node node) {
        return YamlNodes.start(node).getLine() + 1 + lineOffset;
    }

    /** 1-based column of a node. */
    public int column(Node node) {
        return YamlNodes.start(node).getColumn() + 1;
    }
}
