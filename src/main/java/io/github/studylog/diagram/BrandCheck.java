package io.github.studylog.diagram;

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
            String name = Words.element(collection, i, node);
            if (BrandCatalogue.isUrl(value)) {
                out.add(DiagramRules.BRAND, brand, "the brand of " + name + " is the URL \"" + value + "\""
                        + ", which is not a site of Archify's brand catalogue, and it is not pinned (Archify "
                        + "brand/unpinned-url); run `archify brands capture <url> --json` and write the "
                        + "{\"url\": …, \"sha256\": …} it prints, or use a catalogue id");
            } else {
                out.add(DiagramRules.BRAND, brand, "the brand " + LayoutCheck.quote(value) + " of " + name
                        + " is not in Archify's brand catalogue (Archify brand/unknown); closest ids: "
                        + Words.list(catalogue.suggestions(value)));
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
