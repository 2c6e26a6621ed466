package io.github.studylog.docs;

import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Node;

/**
 * The front-matter keys the docs check reads: {@code review}, {@code slug}, {@code draft}, the links of
 * Starlight's {@code prev}/{@code next} pagination and {@code hero.actions}, and {@code sources_checked} (the day the
 * page's cited sources were checked).
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
        YamlNodes.value(root, "hero")
                .ifPresent(hero -> YamlNodes.items(hero, "actions").forEach(action -> link(doc, action, links)));
        return new FrontMatterFields(
                YamlNodes.located(doc, root, "review"),
                YamlNodes.located(doc, root, "slug"),
                draft,
                links,
                YamlNodes.located(doc, root, "sources_checked"));
    }

    private static void link(YamlDocument doc, Node holder, List<DocLink> links) {
        YamlNodes.located(doc, holder, "link")
                .filter(l -> !l.value().isEmpty())
                .ifPresent(l -> links.add(new DocLink(l.value(), LinkForm.FRONT_MATTER, l.line(), l.column())));
    }
}
