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
}
