package io.github.studylog.records;

import java.util.Arrays;
import java.util.Optional;

/** The learning scale shared by a review's {@code status} and a question's {@code outcome}, lowest first. */
public enum Outcome {
    NOT_STARTED("not_started"),
    EXPLAINED("explained"),
    HINTED("hinted"),
    SELF_EXPLAINED("self_explained");

    private final String word;

    Outcome(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    /** The level a word stands for; {@code not_asked} and unknown words are none. */
    public static Optional<Outcome> of(String word) {
        return Arrays.stream(values()).filter(o -> o.word.equals(word)).findFirst();
    }
}
