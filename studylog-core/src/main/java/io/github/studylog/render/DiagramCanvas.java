package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import io.github.studylog.diagram.TextUnits;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The drawing vocabulary every diagram type shares: document frame with title, arrow markers, boxes with
 * labels, relationship lines with labels. Output order is the call order, so rendering is deterministic.
 */
final class DiagramCanvas {

    static final double LABEL_SIZE = 13;
    static final double SUBLABEL_SIZE = 10.5;
    static final double SMALL_SIZE = 9.5;
    static final double EDGE_LABEL_SIZE = 11;
    /** px per unit per px of font size, slightly generous so backgrounds cover the glyphs. */
    static final double WIDTH_FACTOR = 0.62;

    private final SvgBuilder svg = new SvgBuilder();
    private final double width;
    private final double height;
    private final JsonNode diagram;

    /**
     * A canvas for {@code diagram} whose diagram area is {@code width × height}; the {@code cards[]} panel, when
     * the diagram has cards, is added below that area, so the document is taller than {@code height}.
     */
    DiagramCanvas(JsonNode diagram, double width, double height) {
        this.width = width;
        this.height = height;
        this.diagram = diagram;
        JsonNode meta = diagram.path("meta");
        String title = Json.str(meta, "title");
        String subtitle = Json.strOrNull(meta, "subtitle");
        double total = height + DiagramExtras.cardsHeight(diagram, width);
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        svg.open(
                "svg",
                "xmlns",
                "http://www.w3.org/2000/svg",
                "width",
                width,
                "height",
                total,
                "viewBox",
                "0 0 " + Num.fmt(width) + " " + Num.fmt(total),
                "font-family",
                Palette.FONT_FAMILY,
                "font-size",
                12.0,
                "data-diagram-type",
                Json.str(diagram, "diagram_type"),
                "data-quality-profile",
                Json.strOrNull(meta, "quality_profile"));
        svg.textElement("title", title);
        markers();
        svg.empty("rect", "x", 0.0, "y", 0.0, "width", width, "height", total, "fill", Palette.BACKGROUND);
        svg.textElement(
                "text",
                title,
                "x",
                24.0,
                "y",
                32.0,
                "font-size",
                17.0,
                "font-weight",
                "bold",
                "fill",
                Palette.INK,
                "class",
                "diagram-title");
        if (subtitle != null && !subtitle.isEmpty()) {
            svg.textElement(
                    "text",
                    subtitle,
                    "x",
                    24.0,
                    "y",
                    52.0,
                    "font-size",
                    11.0,
                    "fill",
                    Palette.MUTED,
                    "class",
                    "diagram-subtitle");
        }
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    SvgBuilder svg() {
        return svg;
    }

    /** A neutral badge with the brand's title on a box whose element has a {@code brand}. */
    void brand(Box b, JsonNode element) {
        DiagramExtras.drawBrand(this, b, element);
    }

    /** A filled rectangle with rounded corners. */
    void box(Box b, Palette.BoxStyle style, double radius, double strokeWidth) {
        svg.empty(
                "rect",
                "x",
                b.x(),
                "y",
                b.y(),
                "width",
                b.w(),
                "height",
                b.h(),
                "rx",
                radius,
                "fill",
                style.fill(),
                "stroke",
                style.stroke(),
                "stroke-width",
                strokeWidth,
                "stroke-dasharray",
                style.dash());
    }

    /** Label (bold), optional sublabel under it, optional tag above the box's top-right corner. */
    void boxLabels(Box b, String label, @Nullable String sublabel, @Nullable String tag) {
        boolean hasSub = sublabel != null && !sublabel.isEmpty();
        double labelSize = fit(label, LABEL_SIZE, b.w() - 8);
        double labelY = hasSub ? b.cy() - 2 : b.cy() + labelSize * 0.35;
        text(b.cx(), labelY, label, labelSize, "middle", "bold", Palette.INK, "label");
        if (hasSub && sublabel != null) {
            text(
                    b.cx(),
                    b.cy() + 13,
                    sublabel,
                    fit(sublabel, SUBLABEL_SIZE, b.w() - 8),
                    "middle",
                    null,
                    Palette.MUTED,
                    "sublabel");
        }
        if (tag != null && !tag.isEmpty()) {
            double w = TextUnits.width(tag, SMALL_SIZE, WIDTH_FACTOR) + 10;
            Box pill = new Box(b.right() - w - 4, b.y() - 8, w, 14);
            svg.empty(
                    "rect",
                    "x",
                    pill.x(),
                    "y",
                    pill.y(),
                    "width",
                    pill.w(),
                    "height",
                    pill.h(),
                    "rx",
                    7.0,
                    "fill",
                    "#ffffff",
                    "stroke",
                    "#94a3b8",
                    "stroke-width",
                    0.75);
            text(pill.cx(), pill.y() + 10.5, tag, SMALL_SIZE, "middle", null, Palette.MUTED, "tag");
        }
    }

    /** The largest font size up to {@code preferred} (at least 7) at which {@code text} fits {@code room} px. */
    static double fit(String text, double preferred, double room) {
        double units = Math.max(1, TextUnits.of(text));
        double size = Math.min(preferred, room / (units * WIDTH_FACTOR));
        return Math.max(7, Math.floor(size * 2) / 2);
    }

    void text(
            double x,
            double y,
            String content,
            double size,
            String anchor,
            @Nullable String weight,
            String fill,
            String cssClass) {
        svg.textElement(
                "text",
                content,
                "x",
                x,
                "y",
                y,
                "font-size",
                size,
                "text-anchor",
                anchor,
                "font-weight",
                weight,
                "fill",
                fill,
                "class",
                cssClass);
    }

    /** A polyline with an arrow head in the variant's style; {@code width} &gt; 0 overrides the stroke width. */
    void edge(List<Pt> points, String variant, double width) {
        String v = Palette.variant(variant);
        Palette.LineStyle style = Palette.line(v);
        StringBuilder d = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            d.append(i == 0 ? "M" : " L")
                    .append(Num.fmt(points.get(i).x()))
                    .append(' ')
                    .append(Num.fmt(points.get(i).y()));
        }
        svg.empty(
                "path",
                "d",
                d.toString(),
                "fill",
                "none",
                "stroke",
                style.color(),
                "stroke-width",
                width > 0 ? width : style.width(),
                "stroke-dasharray",
                style.dash(),
                "stroke-linejoin",
                "round",
                "marker-end",
                "url(#arrow-" + v + ")",
                "class",
                "edge edge-" + v);
    }

    /**
     * A relationship label centred on {@code at} over a white plate, with an optional second smaller line
     * ({@code note}, classification).
     */
    void edgeLabel(Pt at, @Nullable String label, @Nullable String note, @Nullable String variant) {
        boolean hasLabel = label != null && !label.isEmpty();
        boolean hasNote = note != null && !note.isEmpty();
        if (!hasLabel && !hasNote) {
            return;
        }
        double w = Math.max(
                        hasLabel && label != null ? TextUnits.width(label, EDGE_LABEL_SIZE, WIDTH_FACTOR) : 0,
                        hasNote && note != null ? TextUnits.width(note, SMALL_SIZE, WIDTH_FACTOR) : 0)
                + 10;
        double h = hasLabel && hasNote ? 29 : 17;
        svg.empty(
                "rect",
                "x",
                at.x() - w / 2,
                "y",
                at.y() - h / 2,
                "width",
                w,
                "height",
                h,
                "rx",
                3.0,
                "fill",
                "#ffffff",
                "fill-opacity",
                0.92);
        String color = Palette.line(Palette.variant(variant)).color();
        double y = at.y() - h / 2 + 12.5;
        if (hasLabel && label != null) {
            text(at.x(), y, label, EDGE_LABEL_SIZE, "middle", null, color, "edge-label");
            y += 13;
        }
        if (hasNote && note != null) {
            text(at.x(), y, note, SMALL_SIZE, "middle", null, Palette.MUTED, "edge-note");
        }
    }

    /** The legend (inside the diagram area) and the cards (below it), then the end of the document. */
    String finish() {
        DiagramExtras.drawLegend(this, diagram);
        DiagramExtras.drawCards(this, diagram, height);
        svg.close("svg");
        return svg.toString();
    }

    private void markers() {
        svg.open("defs");
        for (String v : Palette.VARIANTS) {
            svg.open(
                    "marker",
                    "id",
                    "arrow-" + v,
                    "viewBox",
                    "0 0 10 10",
                    "refX",
                    9.0,
                    "refY",
                    5.0,
                    "markerWidth",
                    7.0,
                    "markerHeight",
                    7.0,
                    "orient",
                    "auto",
                    "markerUnits",
                    "userSpaceOnUse");
            svg.empty("path", "d", "M0 0 L10 5 L0 10 z", "fill", Palette.line(v).color());
            svg.close("marker");
        }
        svg.close("defs");
    }
}
