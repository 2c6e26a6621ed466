package io.github.studylog.records;

/** The two kinds of study record. */
public enum RecordKind {
    REVIEW("review"),
    SESSION("session");

    private final String templateName;

    RecordKind(String templateName) {
        this.templateName = templateName;
    }

    /** The name of its template in CHATGPT.md. */
    public String templateName() {
        return templateName;
    }
}
