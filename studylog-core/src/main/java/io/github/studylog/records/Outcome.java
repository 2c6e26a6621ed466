package io.github.studylog.records;

import java.util.List;
import java.util.Optional;

/** The learning scale shared by a review's {@code status} and a question's {@code outcome}, lowest first. */
public enum Outcome {
    NOT_STARTED("not_started"),
    EXPLAINED("explained"),
    HINTED("hinted"),
    SELF_EXPLAINED("self_explained");

    private final String word;
    private final Optional<Outcome> self = Optional.of(this);

    Outcome(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    /** The level a word stands for; {@code not_asked} and unknown words are none. */
    public static Optional<Outcome> of(String word) {
        // a loop, not a stream: the status-evidence rule asks this of every question of every session
        for (Outcome outcome : WORDS) {
            if (outcome.word.equals(word)) {
                return outcome.self;
            }
        }
        return Optional.empty();
    }

    /** The constants, copied once ({@code values()} copies its array on every call). */
    private static final List<Outcome> WORDS = List.of(values());
}
