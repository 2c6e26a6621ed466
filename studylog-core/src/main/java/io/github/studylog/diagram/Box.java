package io.github.studylog.diagram;

/**
 * An axis-aligned box in SVG user units (px): top-left corner, width, height. The one box of the layout checks and
 * the renderer.
 */
public record Box(double x, double y, double w, double h) {

    public double cx() {
        return x + w / 2;
    }

    public double cy() {
        return y + h / 2;
    }

    public double right() {
        return x + w;
    }

    public double bottom() {
        return y + h;
    }

    /** The middle of side {@code side} ({@code left right top bottom}). */
    public Pt anchor(String side) {
        return switch (side) {
            case "left" -> new Pt(x, cy());
            case "right" -> new Pt(right(), cy());
            case "top" -> new Pt(cx(), y);
            default -> new Pt(cx(), bottom());
        };
    }

    /** True when the two boxes come closer than {@code gap} on both axes (overlap is gap 0). */
    public boolean closerThan(Box other, double gap) {
        double dx = Math.max(other.x - right(), x - other.right());
        double dy = Math.max(other.y - bottom(), y - other.bottom());
        return dx < gap && dy < gap;
    }

    public boolean overlaps(Box other) {
        return x < other.right() && other.x < right() && y < other.bottom() && other.y < bottom();
    }
}
