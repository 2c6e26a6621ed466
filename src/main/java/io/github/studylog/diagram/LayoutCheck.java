package io.github.studylog.diagram;

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
                ? label.substring(0, label.offsetByCodePoints(0, 23)) + "…" : label;
        return "\"" + shown + "\"";
    }

    /**
     * Checks that {@code units × perUnit ≤ room}; otherwise reports how many units fit.
     *
     * @return true when it fits
     */
    static boolean fits(JsonNode owner, String key, String ownerName, double perUnit, double room, String boxWords,
            String advice, DiagramFindings out) {
        String text = Geometry.text(owner, key);
        if (text == null) {
            return true;
        }
        int units = TextUnits.of(text);
        if (units * perUnit <= room + 1e-9) {
            return true;
        }
        int max = (int) Math.floor((room + 1e-9) / perUnit);
        out.add(DiagramRules.LAYOUT, owner.get(key), "the " + key + " " + quote(text) + " of " + ownerName + " is "
                + units + " units wide (a CJK character counts 2), but only " + Math.max(0, max) + " fit in "
                + boxWords + "; " + advice);
        return false;
    }

    /**
     * A branded box keeps a 48px top rail for its badge: {@code (width − 48) ≥ units × minimumFont × 0.6} for its
     * label (Archify's brand top rail).
     */
    static void brandRail(JsonNode owner, String ownerName, double width, double minimumFont, DiagramFindings out) {
        String label = Geometry.text(owner, "label");
        if (owner.get("brand") == null || label == null) {
            return;
        }
        double available = width - 48;
        double required = TextUnits.of(label) * minimumFont * 0.6;
        if (available < required) {
            out.add(DiagramRules.LAYOUT, owner.get("label"), "the label " + quote(label) + " of " + ownerName
                    + " needs about " + Geometry.px(Math.ceil(required)) + " at " + Words.number(minimumFont)
                    + "px, but its brand badge leaves " + Geometry.px(Math.max(0, available)) + " of its "
                    + Geometry.px(width) + " width; widen the box or shorten the label");
        }
    }
}
