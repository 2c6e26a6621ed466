package io.github.studylog.render;

/** A laid-out rectangle in SVG user units: top-left corner, width, height. */
record Box(double x, double y, double w, double h) {

    double cx() {
        return x + w / 2;
    }

    double cy() {
        return y + h / 2;
    }

    double right() {
        return x + w;
    }

    double bottom() {
        return y + h;
    }

    /** The middle of side {@code side} ({@code left right top bottom}). */
    Pt anchor(String side) {
        return switch (side) {
            case "left" -> new Pt(x, cy());
            case "right" -> new Pt(right(), cy());
            case "top" -> new Pt(cx(), y);
            default -> new Pt(cx(), bottom());
        };
    }
}
