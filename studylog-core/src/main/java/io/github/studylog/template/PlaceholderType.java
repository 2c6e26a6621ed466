package io.github.studylog.template;

import java.util.Arrays;
import java.util.Optional;

/** The type names of the placeholder language of CHATGPT.md's templates, each described in messages by
 * {@code placeholder.<token>} (alone, or {@code .or} before the rest of a list). */
public enum PlaceholderType {
    TEXT("text", "placeholder.text", "placeholder.text.or"),
    ID("id", "placeholder.id", "placeholder.id.or"),
    INT("int", "placeholder.int", "placeholder.int.or"),
    ISSUE("issue", "placeholder.issue", "placeholder.issue.or"),
    BOOL("bool", "placeholder.bool", "placeholder.bool.or"),
    DATE("date", "placeholder.date", "placeholder.date.or"),
    PATH("path", "placeholder.path", "placeholder.path.or"),
    HEADING("heading", "placeholder.heading", "placeholder.heading.or"),
    COMMIT("commit", "placeholder.commit", "placeholder.commit.or"),
    FILE_ID("file-id", "placeholder.file-id", "placeholder.file-id.or"),
    REVIEW_REF("review-ref", "placeholder.review-ref", "placeholder.review-ref.or"),
    SESSION_REF("session-ref", "placeholder.session-ref", "placeholder.session-ref.or");

    private final String token;
    private final String descriptionKey;
    private final String descriptionOrKey;

    PlaceholderType(String token, String descriptionKey, String descriptionOrKey) {
        this.token = token;
        this.descriptionKey = descriptionKey;
        this.descriptionOrKey = descriptionOrKey;
    }

    /** The word between angle brackets, e.g. {@code file-id}. */
    public String token() {
        return token;
    }

    /** The catalogue key of how a message describes a value of this type: {@code placeholder.<token>}. */
    public String descriptionKey() {
        return descriptionKey;
    }

    /** The same description followed by {@code or} and the rest of a list: {@code placeholder.<token>.or}. */
    public String descriptionOrKey() {
        return descriptionOrKey;
    }

    public static Optional<PlaceholderType> byToken(String token) {
        return Arrays.stream(values()).filter(t -> t.token.equals(token)).findFirst();
    }
}
