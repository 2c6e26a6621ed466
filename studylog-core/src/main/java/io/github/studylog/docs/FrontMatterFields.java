package io.github.studylog.docs;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * The front-matter keys the docs check reads: {@code review}, {@code slug}, {@code draft}, {@code sources_checked}
 * (the day the page's cited sources were checked), and every link and image Starlight and starlight-blog build
 * from front matter, each at its value:
 * <ul>
 * <li>{@code prev.link}/{@code next.link} (a plain string there is only the label of the sidebar's neighbour) and
 * {@code hero.actions[].link}: page links ({@link LinkForm#FRONT_MATTER});</li>
 * <li>{@code hero.image.file}, {@code .dark}, {@code .light}: Astro {@code image()} fields, files
 * ({@link LinkForm#FRONT_MATTER_IMAGE}); {@code hero.image.html} is markup, no path;</li>
 * <li>{@code head[]}: Starlight writes each entry's attributes into the page's {@code <head>} as they are, so a
 * {@code link} tag's {@code href} is a link, and a {@code script} or {@code meta} tag's {@code src} or
 * {@code href} when it is a path of the site ({@code /…}) ({@link LinkForm#HEAD}); other tags and attributes
 * are no links;</li>
 * <li>starlight-blog's {@code cover.image}, {@code .dark}, {@code .light}: an {@code image()} file or a remote
 * URL ({@link LinkForm#BLOG_COVER}, judged only where the site uses starlight-blog).</li>
 * </ul>
 */
record FrontMatterFields(
        Optional<Located<String>> review,
        Optional<Located<String>> slug,
        boolean draft,
        List<DocLink> links,
        Optional<Located<String>> sourcesChecked) {

    static final FrontMatterFields NONE =
            new FrontMatterFields(Optional.empty(), Optional.empty(), false, List.of(), Optional.empty());

    static FrontMatterFields of(YamlDocument doc) {
        Node root = doc.root();
        boolean draft = YamlNodes.scalar(root, "draft")
                .flatMap(ScalarKind::booleanValue)
                .orElse(false);
        List<DocLink> links = new ArrayList<>();
        for (String key : List.of("prev", "next")) {
            YamlNodes.value(root, key).ifPresent(value -> link(doc, value, links));
        }
        YamlNodes.value(root, "hero").ifPresent(hero -> {
            YamlNodes.items(hero, "actions").forEach(action -> link(doc, action, links));
            YamlNodes.value(hero, "image").ifPresent(image -> images(doc, image, LinkForm.FRONT_MATTER_IMAGE, links));
        });
        for (Node entry : YamlNodes.items(root, "head")) {
            head(doc, entry, links);
        }
        YamlNodes.value(root, "cover").ifPresent(cover -> {
            YamlNodes.located(doc, cover, "image").ifPresent(l -> add(l, LinkForm.BLOG_COVER, links));
            images(doc, cover, LinkForm.BLOG_COVER, links);
        });
        return new FrontMatterFields(
                YamlNodes.located(doc, root, "review"),
                YamlNodes.located(doc, root, "slug"),
                draft,
                links,
                YamlNodes.located(doc, root, "sources_checked"));
    }

    private static void link(YamlDocument doc, Node holder, List<DocLink> links) {
        YamlNodes.located(doc, holder, "link").ifPresent(l -> add(l, LinkForm.FRONT_MATTER, links));
    }

    /** The {@code file}, or {@code dark} and {@code light}, of an image object. */
    private static void images(YamlDocument doc, Node image, LinkForm form, List<DocLink> links) {
        for (String key : List.of("file", "dark", "light")) {
            if (form == LinkForm.BLOG_COVER && key.equals("file")) {
                continue; // starlight-blog's single cover is `cover.image`
            }
            YamlNodes.located(doc, image, key).ifPresent(l -> add(l, form, links));
        }
    }

    /** The link of one {@code head} entry, as Starlight writes it into the page. */
    private static void head(YamlDocument doc, Node entry, List<DocLink> links) {
        String tag = YamlNodes.scalar(entry, "tag").map(ScalarNode::getValue).orElse("");
        Optional<Node> attrs = YamlNodes.value(entry, "attrs");
        if (attrs.isEmpty()) {
            return;
        }
        if (tag.equals("link")) {
            YamlNodes.located(doc, attrs.get(), "href").ifPresent(l -> add(l, LinkForm.HEAD, links));
        } else if (tag.equals("script") || tag.equals("meta")) {
            for (String key : List.of("src", "href")) {
                YamlNodes.located(doc, attrs.get(), key)
                        .filter(l -> l.value().startsWith("/") && !l.value().startsWith("//"))
                        .ifPresent(l -> add(l, LinkForm.HEAD, links));
            }
        }
    }

    private static void add(Located<String> value, LinkForm form, List<DocLink> links) {
        if (!value.value().isBlank()) {
            links.add(new DocLink(value.value(), form, value.line(), value.column()));
        }
    }
}
