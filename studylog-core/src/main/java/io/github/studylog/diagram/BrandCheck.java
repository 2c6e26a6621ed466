package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import tools.jackson.databind.JsonNode;

/**
 * Archify's {@code brand/*} pre-check: a string {@code brand} must name a brand of the bundled catalogue
 * ({@link BrandCatalogue}); an {@code http(s)} URL of a site outside the catalogue must be written as
 * {@code {"url": …, "sha256": …}}, pinned by the SHA-256 of its captured mark. The pinned digest is not verified:
 * that needs the site, and nothing here opens a connection (Archify fetches and compares it). Immutable.
 */
final class BrandCheck {

    private final BrandCatalogue catalogue;

    BrandCheck(BrandCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    void check(DiagramType type, JsonNode root, DiagramFindings out) {
        String collection = brandCollection(type);
        JsonNode nodes = Geometry.array(root, collection);
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode node = nodes.get(i);
            JsonNode brand = node.get("brand");
            if (brand == null || !brand.isString()) {
                continue;
            }
            String value = brand.asString();
            if (catalogue.find(value).isPresent()) {
                continue;
            }
            Message name = Words.element(collection, i, node);
            if (BrandCatalogue.isUrl(value)) {
                out.add(DiagramRules.DIAGRAM_BRAND, brand, Message.around("diagram-brand.unpinned-url", name, value));
            } else {
                var suggestions = catalogue.suggestions(value);
                String[] closest = Words.list(suggestions);
                out.add(
                        DiagramRules.DIAGRAM_BRAND,
                        brand,
                        Message.around(
                                suggestions.size() > 1 ? "diagram-brand.unknown.many" : "diagram-brand.unknown.one",
                                name,
                                LayoutCheck.quote(value),
                                closest[0],
                                closest[1]));
            }
        }
    }

    /** The collection whose elements may carry a {@code brand}. */
    static String brandCollection(DiagramType type) {
        return switch (type) {
            case ARCHITECTURE -> "components";
            case SEQUENCE -> "participants";
            case LIFECYCLE -> "states";
            case WORKFLOW, DATAFLOW -> "nodes";
        };
    }
}
