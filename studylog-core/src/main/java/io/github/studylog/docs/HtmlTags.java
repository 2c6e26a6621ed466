package io.github.studylog.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.jspecify.annotations.Nullable;

/**
 * The HTML and JSX tags of a doc, read with jsoup's tokenizer (XML mode: tag case kept, {@code <X />} closed,
 * no HTML tree rebuilding, no entity expansion beyond HTML's named characters, no network): {@code <a href>},
 * {@code <img src>}, the configured component attributes, and every {@code id} attribute (an anchor target).
 * The caller blanks code spans and code blocks first, so tags shown as code are not read.
 *
 * <p>What it cannot see: an attribute written as a JSX expression ({@code href={url}}, {@code href={"/x/"}}),
 * spread props ({@code {...props}}), links built in imported components or in {@code .astro} files, and
 * attributes after an expression that contains {@code >} (the tokenizer ends the tag there).
 */
final class HtmlTags {

    /** What the tags of one text hold. */
    record Found(List<Attributed> links, List<String> ids) {}

    /**
     * A link attribute and its 0-based offset in the text; {@code end} is the offset after its element (its closing
     * tag, or its start tag when it has none), {@code text} the element's text.
     */
    record Attributed(String url, LinkForm form, int offset, int end, String text) {}

    private final List<LinkComponent> components;
    /**
     * Any attribute this reader keeps, followed by {@code =}, in any case: a text without one has no link or id
     * in its tags whatever they are (an attribute's value is only ever written after {@code =}), and is not handed
     * to jsoup at all. Most docs' tags are bare components such as {@code <Aside>}.
     */
    private final Pattern kept;

    HtmlTags(List<LinkComponent> components) {
        this.components = List.copyOf(components);
        Set<String> names = new TreeSet<>(List.of("id", "href", "src"));
        components.forEach(c -> names.add(c.attribute().toLowerCase(Locale.ROOT)));
        this.kept = Pattern.compile(
                "(?:" + String.join("|", names.stream().map(Pattern::quote).toList()) + ")\\s*=",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    Found read(String text) {
        List<Attributed> links = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        if (text.indexOf('<') < 0 || !kept.matcher(text).find()) {
            return new Found(links, ids);
        }
        Parser parser = Parser.xmlParser().setTrackPosition(true);
        Document document = parser.parseInput(text, "");
        for (Element element : document.getAllElements()) {
            if (element == document) {
                continue;
            }
            String tag = element.tagName();
            for (Attribute attribute : element.attributes()) {
                String key = attribute.getKey();
                String value = attribute.getValue();
                if (value.isEmpty() || value.startsWith("{")) {
                    continue; // a JSX expression: its value is only known when the page runs
                }
                if (key.equalsIgnoreCase("id")) {
                    ids.add(value);
                }
                LinkForm form = form(tag, key);
                if (form != null) {
                    int offset = attribute.sourceRange().nameRange().start().pos();
                    int start = offset >= 0 ? offset : element.sourceRange().startPos();
                    int close = text.indexOf('>', start); // a self-closing tag's end range is empty
                    int end = Math.max(element.endSourceRange().endPos(), close < 0 ? text.length() : close + 1);
                    links.add(new Attributed(value, form, start, Math.max(start, end), element.text()));
                }
            }
        }
        return new Found(links, ids);
    }

    private @Nullable LinkForm form(String tag, String key) {
        String lowerTag = tag.toLowerCase(Locale.ROOT);
        if (lowerTag.equals("a") && key.equalsIgnoreCase("href")) {
            return LinkForm.HTML_LINK;
        }
        if (lowerTag.equals("img") && key.equalsIgnoreCase("src")) {
            return LinkForm.HTML_IMAGE;
        }
        for (LinkComponent component : components) {
            if (component.name().equals(tag) && component.attribute().equals(key)) {
                return component.image() ? LinkForm.COMPONENT_IMAGE : LinkForm.COMPONENT;
            }
        }
        return null;
    }
}
