package io.github.studylog.render;

import io.github.studylog.raster.FontChoice;
import org.jspecify.annotations.Nullable;

/** Colours and line styles shared by every diagram type; fixed, so output never depends on the machine. */
final class Palette {

    /** Font list for every diagram ({@link FontChoice#FONT_FAMILY}). */
    static final String FONT_FAMILY = FontChoice.FONT_FAMILY;

    static final String INK = "#0f172a";
    static final String MUTED = "#475569";
    static final String BACKGROUND = "#ffffff";

    /** Relationship variants, including the sequence-only {@code return}. */
    static final String[] VARIANTS = {"default", "emphasis", "security", "dashed", "return"};

    private Palette() {}

    /** Fill and stroke of a box. */
    record BoxStyle(String fill, String stroke, @Nullable String dash) {}

    /** Stroke of a relationship line. */
    record LineStyle(String color, double width, @Nullable String dash) {}

    /** Component types (architecture, sequence participants, workflow and dataflow nodes). */
    static BoxStyle component(String type) {
        return switch (type) {
            case "frontend" -> new BoxStyle("#e0f2fe", "#0284c7", null);
            case "backend" -> new BoxStyle("#dcfce7", "#16a34a", null);
            case "database" -> new BoxStyle("#ede9fe", "#7c3aed", null);
            case "cloud" -> new BoxStyle("#e0e7ff", "#4f46e5", null);
            case "security" -> new BoxStyle("#fee2e2", "#dc2626", null);
            case "messagebus" -> new BoxStyle("#fef3c7", "#d97706", null);
            default -> new BoxStyle("#f1f5f9", "#64748b", "5 3");
        };
    }

    /** Lifecycle state types. */
    static BoxStyle state(String type) {
        return switch (type) {
            case "start" -> new BoxStyle("#dbeafe", "#2563eb", null);
            case "active" -> new BoxStyle("#dcfce7", "#16a34a", null);
            case "waiting" -> new BoxStyle("#fef3c7", "#d97706", null);
            case "decision" -> new BoxStyle("#ede9fe", "#7c3aed", null);
            case "success" -> new BoxStyle("#d1fae5", "#047857", null);
            case "failure" -> new BoxStyle("#fee2e2", "#dc2626", null);
            case "external" -> new BoxStyle("#f8fafc", "#94a3b8", "5 3");
            default -> new BoxStyle("#f1f5f9", "#64748b", null);
        };
    }

    static LineStyle line(String variant) {
        return switch (variant) {
            case "emphasis" -> new LineStyle("#2563eb", 2.5, null);
            case "security" -> new LineStyle("#dc2626", 2.0, "8 3 2 3");
            case "dashed" -> new LineStyle("#64748b", 1.5, "6 4");
            case "return" -> new LineStyle("#64748b", 1.25, "4 4");
            default -> new LineStyle("#475569", 1.5, null);
        };
    }

    /** A known variant name, {@code default} for anything else. */
    static String variant(@Nullable String variant) {
        for (String known : VARIANTS) {
            if (known.equals(variant)) {
                return known;
            }
        }
        return "default";
    }
}
