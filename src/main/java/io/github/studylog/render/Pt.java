package io.github.studylog.render;

/** A point in SVG user units. */
record Pt(double x, double y) {
}
