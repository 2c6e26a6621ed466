package io.github.studylog.docs;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ast.util.TextCollectingVisitor;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;

/**
 * Reads a Markdown or MDX doc with flexmark: front matter (as YAML, with {@link SafeYamlLoader}), headings,
 * links and images with positions. MDX {@code import} lines and JSX tags are plain paragraphs or HTML blocks
 * to CommonMark, which is all the check needs. The front matter is blanked out (offsets kept) before flexmark
 * sees the text, so its {@code ---} lines are never read as a setext heading.
 */
public final class DocParser {

    private final Parser parser = Parser.builder().build();
    private final SafeYamlLoader yaml = new SafeYamlLoader();

    public Doc parse(String path, String text, FindingSink sink) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        FrontMatter front = FrontMatter.find(body);
        Optional<Located<String>> review = Optional.empty();
        if (front.unclosed()) {
            sink.add(Finding.of(DocRules.DOC_FRONT_MATTER, path, 1, 1,
                    "the front matter starts with `---` but has no closing `---` line"));
        } else if (front.present()) {
            review = frontMatterReview(path, front, sink);
        }
        Document document = parser.parse(front.blanked(body));
        List<Located<String>> headings = new ArrayList<>();
        List<DocLink> links = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof Heading heading) {
                String title = new TextCollectingVisitor().collectAndGetText(heading).trim();
                headings.add(new Located<>(title, line(document, node), column(document, node)));
            } else if (node instanceof Link link) {
                links.add(new DocLink(link.getUrl().toString(), false, line(document, node), column(document, node)));
            } else if (node instanceof Image image) {
                links.add(new DocLink(image.getUrl().toString(), true, line(document, node), column(document, node)));
            }
        }
        return new Doc(path, headings, review, links);
    }

    private Optional<Located<String>> frontMatterReview(String path, FrontMatter front, FindingSink sink) {
        YamlLoad load = yaml.load(path, front.yaml(), 1);
        if (load.document().isEmpty()) {
            // an empty front matter is fine; anything else that failed is a front-matter error
            load.findings().stream().filter(f -> !front.yaml().isBlank())
                    .forEach(f -> sink.add(Finding.of(DocRules.DOC_FRONT_MATTER, path, f.line(), f.column(),
                            "front matter: " + f.message())));
            return Optional.empty();
        }
        YamlDocument doc = load.document().get();
        load.findings().forEach(sink::add);
        if (!(doc.root() instanceof MappingNode)) {
            sink.add(Finding.of(DocRules.DOC_FRONT_MATTER, path, doc.line(doc.root()), doc.column(doc.root()),
                    "the front matter must be a mapping of `key: value` lines"));
            return Optional.empty();
        }
        return YamlNodes.located(doc, doc.root(), "review");
    }

    private static int line(Document document, Node node) {
        return document.getLineNumber(node.getStartOffset()) + 1;
    }

    private static int column(Document document, Node node) {
        int offset = node.getStartOffset();
        CharSequence chars = document.getChars();
        int start = offset;
        while (start > 0 && chars.charAt(start - 1) != '\n') {
            start--;
        }
        String prefix = chars.subSequence(start, offset).toString();
        return prefix.codePointCount(0, prefix.length()) + 1;
    }
}
