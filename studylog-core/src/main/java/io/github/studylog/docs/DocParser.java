package io.github.studylog.docs;

import com.vladsch.flexmark.ast.AutoLink;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.HtmlInlineComment;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.ImageRef;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ast.LinkRef;
import com.vladsch.flexmark.ast.MailLink;
import com.vladsch.flexmark.ast.Reference;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.ast.util.TextCollectingVisitor;
import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import io.github.studylog.message.Message;
import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.nodes.MappingNode;

/**
 * Reads a Markdown or MDX doc with flexmark: front matter (as YAML, with {@link SafeYamlLoader}), headings and
 * their ids, and every link with its position. Markdown links, reference links (definitions resolved by
 * flexmark), images and autolinks come from flexmark's tree; HTML and JSX tags from {@link HtmlTags} over the
 * text with code spans and code blocks blanked out, so nothing shown as code is a link.
 *
 * <p>An {@code .mdx} file is read as MDX does: no indented code blocks and no HTML blocks, so Markdown inside a
 * JSX component ({@code <Tabs>…</Tabs>}) is Markdown. MDX {@code import} lines are plain paragraphs to flexmark.
 * The front matter is blanked out (offsets kept) before flexmark sees the text, so its {@code ---} lines are
 * never read as a setext heading. Thread-safe: flexmark's parsers, the YAML loader and {@link HtmlTags} keep no
 * state between calls, so one instance parses docs in parallel.
 */
public final class DocParser {

    /** Bare URLs of this machine, which remark-gfm turns into links (flexmark core does not). */
    private static final Pattern BARE_LOCAL_URL =
            Pattern.compile("https?://(?:localhost|127\\.0\\.0\\.1|\\[::1\\]|0\\.0\\.0\\.0)(?![\\w.-])[^\\s<>)\\]]*");

    /** A heading's explicit id, {@code ## Title {#custom-id}}. */
    private static final Pattern CUSTOM_ID = Pattern.compile("\\{#([^\\s{}]+)\\}\\s*$");

    private final SafeMarkdown markdown;
    private final SafeMarkdown mdx;
    private final SafeYamlLoader yaml = new SafeYamlLoader();
    private final HtmlTags tags;
    private final List<LinkComponent> components;

    /** A parser that knows Starlight's own link components. */
    public DocParser() {
        this(LinkSettings.BUILT_IN);
    }

    /** A parser that also reads links from these component attributes. */
    public DocParser(List<LinkComponent> components) {
        this(components, markdownParser(), mdxParser());
    }

    /** The guarded parser of {@code .md} files: CommonMark as flexmark reads it. */
    static SafeMarkdown markdownParser() {
        return new SafeMarkdown();
    }

    /** The guarded parser of {@code .mdx} files: no indented code blocks and no HTML blocks, as MDX reads them. */
    static SafeMarkdown mdxParser() {
        return new SafeMarkdown(SafeMarkdown.mdxParser());
    }

    /** With these guarded parsers for {@code .md} and {@code .mdx} (tests inject failing ones). */
    DocParser(List<LinkComponent> components, SafeMarkdown markdown, SafeMarkdown mdx) {
        this.tags = new HtmlTags(components);
        this.components = List.copyOf(components);
        this.markdown = markdown;
        this.mdx = mdx;
    }

    /**
     * Everything of this parser that changes what {@link #parse} gives for a path and a text: the components whose
     * attributes hold links, and the limits of each flavour's guarded parser (which refuse a text, cut its links
     * and word the {@code doc-limit} findings). The rest (flexmark's options, the YAML loader, the slugger, the
     * messages) is this build's code.
     */
    public String configuration() {
        return DocParseConfiguration.of(components, markdown.limits(), mdx.limits());
    }

    /**
     * The doc at {@code path}. A text beyond the {@link MarkdownLimits} (or whose parse fails within them) is
     * reported as {@code doc-limit} and gives a page without headings or links, so links to it still resolve.
     */
    public Doc parse(String path, String text, FindingSink sink) {
        String body = Bom.strip(text);
        FrontMatter front = FrontMatter.find(body);
        FrontMatterFields fields = FrontMatterFields.NONE;
        if (front.unclosed()) {
            sink.add(Finding.of(DocRules.DOC_FRONT_MATTER, path, 1, 1, "doc-front-matter.unclosed"));
        } else if (front.present()) {
            fields = frontMatter(path, front, sink);
        }
        String blanked = path.endsWith(".mdx") ? MdxText.blanked(front.blanked(body)) : front.blanked(body);
        SafeMarkdown parser = path.endsWith(".mdx") ? mdx : markdown;
        FrontMatterFields read = fields;
        return parser.read(path, blanked, sink, document -> doc(path, blanked, document, read, parser.limits(), sink))
                .orElseGet(() -> new Doc(
                        path,
                        List.of(),
                        read.review(),
                        read.links(),
                        List.of("_top"),
                        read.slug(),
                        read.draft(),
                        List.of(),
                        read.sourcesChecked()));
    }

    private Doc doc(
            String path,
            String blanked,
            Document document,
            FrontMatterFields fields,
            MarkdownLimits limits,
            FindingSink sink) {
        LineIndex positions = LineIndex.of(blanked);
        List<Located<String>> headings = new ArrayList<>();
        List<String> anchors = new ArrayList<>(List.of("_top"));
        List<DocLink> links = new ArrayList<>(fields.links());
        List<SessionCite> sessions = new ArrayList<>();
        StringBuilder tagText = new StringBuilder(blanked);
        Slugger slugger = new Slugger();
        LinkProseReader prose = new LinkProseReader(blanked, positions);
        for (Node node : document.getDescendants()) {
            int offset = node.getStartOffset();
            if (node instanceof Heading heading) {
                String raw = new TextCollectingVisitor().collectAndGetText(heading);
                String title = raw.trim();
                headings.add(new Located<>(title, positions.line(offset), positions.column(offset)));
                anchors.add(slugger.unique(title));
                if (!raw.equals(title) && !raw.isBlank()) {
                    // a heading that starts or ends with a component (## Title <Badge />): Astro 7 slugs its text
                    // as it is, keeping the leading or trailing "-"; older versions' trimmed id is kept beside it
                    anchors.add(Slugger.slug(raw));
                }
                Matcher custom = CUSTOM_ID.matcher(title);
                if (custom.find()) {
                    anchors.add(custom.group(1)); // remark-heading-id's {#custom-id}
                }
            } else if (node instanceof Link link) {
                cited(prose, links.size(), link.getUrl().toString(), node);
                links.add(withText(
                        path,
                        link(link.getUrl().toString(), LinkForm.INLINE, offset, positions),
                        link.getUrl(),
                        positions));
            } else if (node instanceof Image image) {
                links.add(withText(
                        path,
                        link(image.getUrl().toString(), LinkForm.IMAGE, offset, positions),
                        image.getUrl(),
                        positions));
            } else if ((node instanceof LinkRef || node instanceof ImageRef) && footnote(node)) {
                continue; // a GFM footnote reference [^1], no link
            } else if (node instanceof LinkRef ref && ref.isDefined()) {
                Reference definition = ref.getReferenceNode(document);
                if (definition != null) {
                    cited(prose, links.size(), definition.getUrl().toString(), node);
                    links.add(withText(
                            path,
                            link(definition.getUrl().toString(), LinkForm.REFERENCE, offset, positions),
                            definition.getUrl(),
                            positions));
                }
            } else if (node instanceof ImageRef ref && ref.isDefined()) {
                Reference definition = ref.getReferenceNode(document);
                if (definition != null) {
                    links.add(link(definition.getUrl().toString(), LinkForm.IMAGE, offset, positions));
                }
            } else if (node instanceof AutoLink auto) {
                cited(prose, links.size(), auto.getUrl().toString(), node);
                links.add(link(auto.getUrl().toString(), LinkForm.AUTOLINK, offset, positions));
                blank(tagText, node);
            } else if (node instanceof Text) {
                if (!insideCodeBlock(node)) {
                    SessionCites.find(node.getChars(), offset, blanked, positions::line, positions::column, sessions);
                }
                if (!insideCodeOrLink(node)) {
                    bareLocalUrls(node, positions, links, prose);
                }
            } else if (node instanceof Code
                    || node instanceof FencedCodeBlock
                    || node instanceof IndentedCodeBlock
                    || node instanceof MailLink) {
                blank(tagText, node);
                prose.code(node.getStartOffset(), node.getEndOffset());
            } else if (node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment) {
                prose.code(node.getStartOffset(), node.getEndOffset());
            }
            if (node instanceof Image || node instanceof ImageRef) {
                prose.start(offset);
            }
        }
        HtmlTags.Found found = tags.read(tagText.toString());
        anchors.addAll(found.ids());
        for (HtmlTags.Attributed a : found.links()) {
            if (!a.form().image() && LinkProseReader.external(a.url())) {
                prose.external(links.size(), a.offset(), a.end(), -1, a.text().isBlank() ? a.url() : a.text());
            } else {
                prose.start(a.offset());
            }
            links.add(link(a.url(), a.form(), a.offset(), positions));
        }
        links = prose.apply(links);
        links.sort(Comparator.comparingInt(DocLink::line).thenComparingInt(DocLink::column));
        if (links.size() > limits.maxLinks()) {
            DocLink first = links.get(limits.maxLinks());
            sink.add(Finding.of(
                    DocRules.DOC_LIMIT,
                    path,
                    first.line(),
                    first.column(),
                    "doc-limit.links",
                    links.size(),
                    limits.maxLinks(),
                    links.size() - limits.maxLinks() - 1));
            links.subList(limits.maxLinks(), links.size()).clear();
        }
        return new Doc(
                path,
                headings,
                fields.review(),
                links,
                anchors,
                fields.slug(),
                fields.draft(),
                sessions,
                fields.sourcesChecked());
    }

    /**
     * Tells the prose reader of a Markdown link: an external one is a citation whose words after it run to the end of
     * its block; any other only stops the words of the link before it.
     */
    private static void cited(LinkProseReader prose, int index, String url, Node node) {
        if (!LinkProseReader.external(url)) {
            prose.start(node.getStartOffset());
            return;
        }
        int blockEnd = -1;
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Block) {
                blockEnd = n.getEndOffset();
                break;
            }
        }
        String shown = node instanceof AutoLink auto
                ? auto.getUrl().toString()
                : new TextCollectingVisitor().collectAndGetText(node).strip();
        prose.external(index, node.getStartOffset(), node.getEndOffset(), blockEnd, shown);
    }

    private static boolean footnote(Node ref) {
        BasedSequence reference = ref instanceof LinkRef l ? l.getReference() : ((ImageRef) ref).getReference();
        return reference.startsWith("^");
    }

    private static DocLink link(String url, LinkForm form, int offset, LineIndex positions) {
        return new DocLink(url, form, positions.line(offset), positions.column(offset));
    }

    /** The link with the place of its destination's text, when that text is one line of the source. */
    private static DocLink withText(String path, DocLink link, BasedSequence url, LineIndex positions) {
        int start = url.getStartOffset();
        int end = url.getEndOffset();
        if (url.isNull() || end <= start || positions.line(start) != positions.line(end)) {
            return link;
        }
        int line = positions.line(start);
        return new DocLink(
                link.url(),
                link.form(),
                link.line(),
                link.column(),
                Optional.of(new Fix(path, line, positions.column(start), line, positions.column(end), "")));
    }

    private static void bareLocalUrls(Node text, LineIndex positions, List<DocLink> links, LinkProseReader prose) {
        Matcher m = BARE_LOCAL_URL.matcher(text.getChars());
        while (m.find()) {
            prose.start(text.getStartOffset() + m.start());
            links.add(link(m.group(), LinkForm.AUTOLINK, text.getStartOffset() + m.start(), positions));
        }
    }

    private static boolean insideCodeBlock(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof FencedCodeBlock || n instanceof IndentedCodeBlock) {
                return true;
            }
        }
        return false;
    }

    private static boolean insideCodeOrLink(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Code
                    || n instanceof FencedCodeBlock
                    || n instanceof IndentedCodeBlock
                    || n instanceof Link
                    || n instanceof LinkRef
                    || n instanceof AutoLink) {
                return true;
            }
        }
        return false;
    }

    /** Replaces a node's text by spaces, keeping line breaks and so every offset. */
    private static void blank(StringBuilder text, Node node) {
        for (int i = node.getStartOffset(); i < node.getEndOffset() && i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\r') {
                text.setCharAt(i, ' ');
            }
        }
    }

    private FrontMatterFields frontMatter(String path, FrontMatter front, FindingSink sink) {
        YamlLoad load = yaml.load(path, front.yaml(), 1);
        if (load.document().isEmpty()) {
            // an empty (or comment-only) front matter is fine; anything else that failed is a front-matter error
            if (load.empty()) {
                return FrontMatterFields.NONE;
            }
            load.findings()
                    .forEach(f -> sink.add(Finding.of(
                            DocRules.DOC_FRONT_MATTER,
                            path,
                            f.line(),
                            f.column(),
                            Message.around("doc-front-matter.yaml", f.message()))));
            return FrontMatterFields.NONE;
        }
        YamlDocument doc = load.document().get();
        load.findings().forEach(sink::add);
        if (!(doc.root() instanceof MappingNode)) {
            sink.add(Finding.of(
                    DocRules.DOC_FRONT_MATTER,
                    path,
                    doc.line(doc.root()),
                    doc.column(doc.root()),
                    "doc-front-matter.not-mapping"));
            return FrontMatterFields.NONE;
        }
        return FrontMatterFields.of(doc);
    }
}
