package io.github.studylog.records;

/** The two kinds of study record. */
public enum RecordKind {
    REVIEW,
    SESSION
}
