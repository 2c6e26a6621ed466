package io.github.studylog.template;

import java.util.Arrays;
import java.util.Optional;

/** The type names of the placeholder language of CHATGPT.md's templates, each described in messages by {@code placeholder.<token>}. */
public enum PlaceholderType {
    TEXT("text"),
    ID("id"),
    INT("int"),
    ISSUE("issue"),
    BOOL("bool"),
    DATE("date"),
    PATH("path"),
    HEADING("heading"),
    COMMIT("commit"),
    FILE_ID("file-id"),
    REVIEW_REF("review-ref"),
    SESSION_REF("session-ref");

    private final String token;

    PlaceholderType(String token) {
        this.token = token;
    }

    /** The word between angle brackets, e.g. {@code file-id}. */
    public String token() {
        return token;
    }

    /** The catalogue key of how a message describes a value of this type: {@code placeholder.<token>}. */
    public String descriptionKey() {
        return "placeholder." + token;
    }

    public static Optional<PlaceholderType> byToken(String token) {
        return Arrays.stream(values()).filter(t -> t.token.equals(token)).findFirst();
    }
}
