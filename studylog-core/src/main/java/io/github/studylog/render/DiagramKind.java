package io.github.studylog.render;

/** Where a picture comes from: an Archify JSON diagram the plugin draws, or a hand-drawn SVG. */
public enum DiagramKind {
    JSON,
    SVG
}
