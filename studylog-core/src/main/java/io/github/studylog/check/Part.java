package io.github.studylog.check;

/** The parts of one check pass; each goal runs a subset, {@code studylog:check} runs them all. */
public enum Part {
    /** reviews/sessions against CHATGPT.md templates and cross-references, plus docs front matter and links. */
    RECORDS,
    /** diagram JSON and hand-drawn SVGs: parse, validate, render, rasterize. */
    DIAGRAMS,
    /** the newest session of every review. */
    LATEST_SESSIONS,
    /** Session Sync issue drafts. */
    SYNC_DRAFTS
}
