package io.github.studylog.diagram;

import io.github.studylog.message.Message;
import tools.jackson.databind.JsonNode;

/**
 * The layout constraints the Archify renderer enforces for one diagram type after the schema. Runs only on a
 * diagram that passed the schema, id and reference checks, so every id resolves and every value has its type.
 */
interface LayoutCheck {

    void check(JsonNode root, DiagramFindings out);

    static LayoutCheck forType(DiagramType type) {
        return switch (type) {
            case SEQUENCE -> new SequenceLayout();
            case LIFECYCLE -> new LifecycleLayout();
            case WORKFLOW -> new WorkflowLayout();
            case DATAFLOW -> new DataflowLayout();
            case ARCHITECTURE -> new ArchitectureLayout();
        };
    }

    /** The part of a long label shown in messages. */
    static String quote(String label) {
        String shown = label.codePointCount(0, label.length()) > 24
                ? label.substring(0, label.offsetByCodePoints(0, 23)) + "…"
                : label;
        return "\"" + shown + "\"";
    }

    /**
     * Checks that {@code units × perUnit ≤ room}; otherwise reports how many units fit in the owner's box of
     * {@code boxWidth} px. {@code advice} is the key of the sentence, one of
     * {@code diagram-layout.too-wide.*}.
     *
     * @return true when it fits
     */
    static boolean fits(
            JsonNode owner,
            String key,
            Message ownerName,
            double perUnit,
            double room,
            double boxWidth,
            String advice,
            DiagramFindings out) {
        String text = Geometry.text(owner, key);
        if (text == null) {
            return true;
        }
        int units = TextUnits.of(text);
        if (units * perUnit <= room + 1e-9) {
            return true;
        }
        int max = (int) Math.floor((room + 1e-9) / perUnit);
        out.add(
                DiagramRules.DIAGRAM_LAYOUT,
                owner.get(key),
                Message.around(advice, ownerName, key, quote(text), units, Math.max(0, max), Geometry.px(boxWidth)));
        return false;
    }

    /**
     * A branded box keeps a 48px top rail for its badge: {@code (width − 48) ≥ units × minimumFont × 0.6} for its
     * label (Archify's brand top rail).
     */
    static void brandRail(JsonNode owner, Message ownerName, double width, double minimumFont, DiagramFindings out) {
        String label = Geometry.text(owner, "label");
        if (owner.get("brand") == null || label == null) {
            return;
        }
        double available = width - 48;
        double required = TextUnits.of(label) * minimumFont * 0.6;
        if (available < required) {
            out.add(
                    DiagramRules.DIAGRAM_LAYOUT,
                    owner.get("label"),
                    Message.around(
                            "diagram-layout.brand-rail",
                            ownerName,
                            quote(label),
                            Geometry.px(Math.ceil(required)),
                            Words.number(minimumFont),
                            Geometry.px(Math.max(0, available)),
                            Geometry.px(width)));
        }
    }
}
