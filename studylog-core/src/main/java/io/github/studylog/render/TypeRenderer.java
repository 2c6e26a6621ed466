package io.github.studylog.render;

import io.github.studylog.diagram.Pt;
import tools.jackson.databind.JsonNode;

/** Draws one Archify {@code diagram_type} as SVG text. Implementations are stateless and thread-safe. */
interface TypeRenderer {

    /** The {@code diagram_type} value this renderer draws. */
    String diagramType();

    /** The SVG document for an already validated diagram of this type. */
    String render(JsonNode diagram);

    /** {@code meta.viewBox} when present, else {@code [defaultW, defaultH]}. */
    static double[] viewBox(JsonNode diagram, double defaultW, double defaultH) {
        JsonNode box = diagram.path("meta").get("viewBox");
        Pt p = box != null ? Json.point(box) : null;
        return p != null ? new double[] {p.x(), p.y()} : new double[] {defaultW, defaultH};
    }

    /** A canvas with the diagram's title and subtitle, sized {@code w × h}, plus its cards panel. */
    static DiagramCanvas canvas(JsonNode diagram, double w, double h) {
        return new DiagramCanvas(diagram, w, h);
    }
}
