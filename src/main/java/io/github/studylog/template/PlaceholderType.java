package io.github.studylog.template;

import java.util.Arrays;
import java.util.Optional;

/** The type names of the placeholder language (SPEC §1), each with the words used in messages. */
public enum PlaceholderType {
    TEXT("text", "a non-empty text"),
    ID("id", "an id (letters, digits, `_`, `.`, `-`, starting with a letter or digit)"),
    INT("int", "a whole number"),
    ISSUE("issue", "a GitHub issue number (a positive whole number)"),
    BOOL("bool", "`true` or `false`"),
    DATE("date", "a date written YYYY-MM-DD"),
    PATH("path", "a path of a file in the repository"),
    HEADING("heading", "a heading of the review's doc"),
    COMMIT("commit", "a commit hash (7 to 40 lowercase hex characters, digits alone included)"),
    FILE_ID("file-id", "the file name without `.yaml`"),
    REVIEW_REF("review-ref", "the id of an existing review"),
    SESSION_REF("session-ref", "the id of an existing session");

    private final String token;
    private final String description;

    PlaceholderType(String token, String description) {
        this.token = token;
        this.description = description;
    }

    /** The word between angle brackets, e.g. {@code file-id}. */
    public String token() {
        return token;
    }

    /** How a message describes a value of this type. */
    public String description() {
        return description;
    }

    public static Optional<PlaceholderType> byToken(String token) {
        return Arrays.stream(values()).filter(t -> t.token.equals(token)).findFirst();
    }
}
