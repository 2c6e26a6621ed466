package io.github.studylog.diagram;

/** A point in SVG user units. */
public record Pt(double x, double y) {}
