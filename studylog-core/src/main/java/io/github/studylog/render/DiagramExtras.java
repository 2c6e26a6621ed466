package io.github.studylog.render;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.BrandCatalogue;
import io.github.studylog.diagram.TextUnits;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * What Archify draws around a diagram besides its boxes and lines: the legend ({@code meta.legend}: mode
 * {@code auto} shows the kinds the diagram uses, {@code all} every kind of its type, {@code hidden} none; an entry's
 * {@code label} renames it and {@code visible} forces it on or off), the {@code cards[]} panel under the diagram, and
 * brand badges (a neutral pill with the brand's title; no third-party artwork). Stateless.
 */
final class DiagramExtras {

    static final double CARD_GAP = 12;
    private static final double CARD_LINE = 15;
    private static final double LEGEND_SIZE = 10;
    private static final BrandCatalogue BRANDS = BrandCatalogue.shipped();

    private DiagramExtras() {}

    /** One legend entry: the kind it explains, its text, and whether its swatch is a line (else a box). */
    record Entry(String kind, String label, boolean line) {}

    /** The legend entries of {@code diagram}, in Archify's catalogue order. */
    static List<Entry> legend(JsonNode diagram) {
        String type = Json.str(diagram, "diagram_type");
        JsonNode config = diagram.path("meta").path("legend");
        String mode = Json.str(config, "mode", "auto");
        List<Entry> entries = new ArrayList<>();
        if (mode.equals("hidden")) {
            return entries;
        }
        Set<String> present = present(diagram, type);
        for (String[] kind : catalogue(type)) {
            JsonNode override = config.path("entries").path(kind[0]);
            JsonNode visible = override.get("visible");
            boolean selected = mode.equals("all") || present.contains(kind[0]);
            boolean shown = (visible != null && visible.isBoolean()) ? visible.booleanValue() : selected;
            if (shown) {
                entries.add(new Entry(kind[0], Json.str(override, "label", kind[1]), kind.length > 2));
            }
        }
        return entries;
    }

    /** Kind, default label and (a third element) "line" for the line swatches; Archify's legend catalogues. */
    private static List<String[]> catalogue(String type) {
        return switch (type) {
            case "lifecycle" ->
                List.of(
                        new String[] {"start", "start"},
                        new String[] {"active", "active state"},
                        new String[] {"waiting", "waiting"},
                        new String[] {"decision", "decision"},
                        new String[] {"success", "terminal success"},
                        new String[] {"failure", "failure / exit"},
                        new String[] {"neutral", "neutral"},
                        new String[] {"external", "external"});
            case "workflow" ->
                List.of(
                        new String[] {"frontend", "User UI"},
                        new String[] {"backend", "Agent logic"},
                        new String[] {"security", "Policy"},
                        new String[] {"messagebus", "Tool action"},
                        new String[] {"database", "Context / trace"},
                        new String[] {"cloud", "Cloud service"},
                        new String[] {"external", "External system"});
            case "architecture" ->
                List.of(
                        new String[] {"frontend", "Frontend"},
                        new String[] {"backend", "Backend"},
                        new String[] {"database", "Database"},
                        new String[] {"cloud", "Cloud"},
                        new String[] {"security", "Security"},
                        new String[] {"messagebus", "Message bus"},
                        new String[] {"external", "External"});
            case "sequence" ->
                List.of(
                        new String[] {"emphasis", "request", "line"},
                        new String[] {"return", "return", "line"},
                        new String[] {"security", "security", "line"},
                        new String[] {"dashed", "async trace", "line"},
                        new String[] {"default", "default message", "line"});
            default ->
                List.of(
                        new String[] {"emphasis", "primary data", "line"},
                        new String[] {"security", "policy / PII", "line"},
                        new String[] {"dashed", "async batch", "line"},
                        new String[] {"database", "data store"},
                        new String[] {"default", "data flow", "line"});
        };
    }

    private static Set<String> present(JsonNode diagram, String type) {
        Set<String> present = new HashSet<>();
        switch (type) {
            case "lifecycle" -> Json.items(diagram, "states").forEach(s -> present.add(Json.str(s, "type", "")));
            case "workflow" -> Json.items(diagram, "nodes").forEach(n -> present.add(Json.str(n, "type", "")));
            case "architecture" -> Json.items(diagram, "components").forEach(c -> present.add(Json.str(c, "type", "")));
            case "sequence" ->
                Json.items(diagram, "messages").forEach(m -> present.add(Json.str(m, "variant", "default")));
            default -> {
                Json.items(diagram, "flows").forEach(f -> present.add(Json.str(f, "variant", "default")));
                if (Json.items(diagram, "nodes").stream().anyMatch(n -> "database".equals(Json.str(n, "type", "")))) {
                    present.add("database");
                }
            }
        }
        return present;
    }

    /** Draws the legend in one or more rows along the bottom of the diagram area. */
    static void drawLegend(DiagramCanvas canvas, JsonNode diagram) {
        List<Entry> entries = legend(diagram);
        if (entries.isEmpty()) {
            return;
        }
        String type = Json.str(diagram, "diagram_type");
        List<List<Entry>> rows = new ArrayList<>();
        double x = 24;
        for (Entry e : entries) {
            double w = width(e);
            if (rows.isEmpty() || x + w > canvas.width() - 24) {
                rows.add(new ArrayList<>());
                x = 24;
            }
            rows.get(rows.size() - 1).add(e);
            x += w + 16;
        }
        SvgBuilder svg = canvas.svg();
        svg.open(
                "g",
                "class",
                "legend",
                "data-legend-mode",
                Json.str(diagram.path("meta").path("legend"), "mode", "auto"));
        double y = canvas.height() - 14 - 16 * (rows.size() - 1);
        for (List<Entry> row : rows) {
            x = 24;
            for (Entry e : row) {
                svg.open("g", "class", "legend-entry", "data-legend-kind", e.kind());
                if (e.line()) {
                    Palette.LineStyle style = Palette.line(Palette.variant(e.kind()));
                    svg.empty(
                            "line",
                            "x1",
                            x,
                            "y1",
                            y - 3.5,
                            "x2",
                            x + 26,
                            "y2",
                            y - 3.5,
                            "stroke",
                            style.color(),
                            "stroke-width",
                            style.width(),
                            "stroke-dasharray",
                            style.dash());
                } else {
                    Palette.BoxStyle style =
                            type.equals("lifecycle") ? Palette.state(e.kind()) : Palette.component(e.kind());
                    svg.empty(
                            "rect",
                            "x",
                            x,
                            "y",
                            y - 9.0,
                            "width",
                            14.0,
                            "height",
                            10.0,
                            "rx",
                            2.0,
                            "fill",
                            style.fill(),
                            "stroke",
                            style.stroke(),
                            "stroke-width",
                            1.0);
                }
                canvas.text(
                        x + (e.line() ? 32 : 20),
                        y,
                        e.label(),
                        LEGEND_SIZE,
                        "start",
                        null,
                        Palette.MUTED,
                        "legend-label");
                svg.close("g");
                x += width(e) + 16;
            }
            y += 16;
        }
        svg.close("g");
    }

    private static double width(Entry e) {
        return (e.line() ? 32 : 20) + TextUnits.width(e.label(), LEGEND_SIZE, DiagramCanvas.WIDTH_FACTOR);
    }

    /** The height the {@code cards[]} panel adds under the diagram, 0 without cards. */
    static double cardsHeight(JsonNode diagram, double width) {
        List<JsonNode> cards = Json.items(diagram, "cards");
        if (cards.isEmpty()) {
            return 0;
        }
        int perRow = perRow(cards.size());
        double total = CARD_GAP;
        for (int start = 0; start < cards.size(); start += perRow) {
            double tallest = 0;
            for (JsonNode card : cards.subList(start, Math.min(cards.size(), start + perRow))) {
                tallest = Math.max(tallest, cardHeight(card));
            }
            total += tallest + CARD_GAP;
        }
        return total;
    }

    private static int perRow(int count) {
        return Math.min(3, count);
    }

    private static double cardHeight(JsonNode card) {
        return 34 + CARD_LINE * Json.items(card, "items").size();
    }

    /** Draws the cards in rows of up to three under the diagram area ({@code top} is its bottom). */
    static void drawCards(DiagramCanvas canvas, JsonNode diagram, double top) {
        List<JsonNode> cards = Json.items(diagram, "cards");
        if (cards.isEmpty()) {
            return;
        }
        SvgBuilder svg = canvas.svg();
        svg.open("g", "class", "cards");
        int perRow = perRow(cards.size());
        double cardW = (canvas.width() - 48 - CARD_GAP * (perRow - 1)) / perRow;
        double y = top + CARD_GAP;
        for (int start = 0; start < cards.size(); start += perRow) {
            List<JsonNode> row = cards.subList(start, Math.min(cards.size(), start + perRow));
            double tallest = 0;
            for (int i = 0; i < row.size(); i++) {
                JsonNode card = row.get(i);
                double h = cardHeight(card);
                tallest = Math.max(tallest, h);
                double x = 24 + i * (cardW + CARD_GAP);
                svg.open("g", "class", "card", "data-card-dot", Json.str(card, "dot", "slate"));
                svg.empty(
                        "rect",
                        "x",
                        x,
                        "y",
                        y,
                        "width",
                        cardW,
                        "height",
                        h,
                        "rx",
                        8.0,
                        "fill",
                        "#ffffff",
                        "stroke",
                        "#e2e8f0",
                        "stroke-width",
                        1.0);
                svg.empty("circle", "cx", x + 14, "cy", y + 16, "r", 4.0, "fill", dot(Json.str(card, "dot", "slate")));
                String title = Json.str(card, "title", "");
                canvas.text(
                        x + 24,
                        y + 20,
                        title,
                        DiagramCanvas.fit(title, 11.5, cardW - 34),
                        "start",
                        "bold",
                        Palette.INK,
                        "card-title");
                double itemY = y + 38;
                for (JsonNode item : Json.items(card, "items")) {
                    String text = "• " + item.asString();
                    canvas.text(
                            x + 14,
                            itemY,
                            text,
                            DiagramCanvas.fit(text, 10, cardW - 24),
                            "start",
                            null,
                            Palette.MUTED,
                            "card-item");
                    itemY += CARD_LINE;
                }
                svg.close("g");
            }
            y += tallest + CARD_GAP;
        }
        svg.close("g");
    }

    private static String dot(String dot) {
        return switch (dot) {
            case "cyan" -> "#0891b2";
            case "emerald" -> "#059669";
            case "violet" -> "#7c3aed";
            case "amber" -> "#d97706";
            case "rose" -> "#e11d48";
            case "orange" -> "#ea580c";
            default -> "#64748b";
        };
    }

    /**
     * A neutral badge in the top-left corner of a branded box: the catalogue title of the brand, or the host of a
     * pinned URL; nothing for an element without {@code brand}.
     */
    static void drawBrand(DiagramCanvas canvas, Box b, JsonNode element) {
        JsonNode brand = element.get("brand");
        if (brand == null) {
            return;
        }
        String title;
        String id;
        if (brand.isString()) {
            BrandCatalogue.Brand found = BRANDS.find(brand.asString()).orElse(null);
            title = found != null ? found.title() : brand.asString();
            id = found != null ? found.id() : "";
        } else {
            title = host(Json.str(brand, "url", ""));
            id = "";
        }
        double size = 8;
        double w = Math.min(b.w() - 8, TextUnits.width(title, size, DiagramCanvas.WIDTH_FACTOR) + 10);
        SvgBuilder svg = canvas.svg();
        svg.open("g", "class", "brand-badge", "data-brand", id.isEmpty() ? null : id);
        svg.empty(
                "rect",
                "x",
                b.x() + 4,
                "y",
                b.y() + 4,
                "width",
                w,
                "height",
                12.0,
                "rx",
                6.0,
                "fill",
                "#ffffff",
                "stroke",
                "#94a3b8",
                "stroke-width",
                0.75);
        canvas.text(
                b.x() + 4 + w / 2,
                b.y() + 13,
                title,
                DiagramCanvas.fit(title, size, w - 6),
                "middle",
                "bold",
                Palette.MUTED,
                "brand-title");
        svg.close("g");
    }

    private static String host(String url) {
        String rest = url.replaceFirst("(?i)^https?://", "");
        int end = rest.indexOf('/');
        return end < 0 ? rest : rest.substring(0, end);
    }
}
