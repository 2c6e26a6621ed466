package io.github.studylog.message;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * A sentence as data: the key of its pattern in the message catalogue ({@link Messages}) and the values it quotes
 * (paths, keys, values, the nearest candidate, limits …), already written as text. The text in a language is made
 * by {@link Messages#text(Message)}; reports that carry both (SARIF) keep the key and the arguments.
 *
 * <p>Keys of a finding's sentences start with its rule id: {@code record-unknown-key.nearest}.
 *
 * @param key   the pattern's key, e.g. {@code record-unknown-key.nearest}
 * @param args  the quoted values, {@code {0}}, {@code {1}} … of the pattern
 * @param inner a sentence this one wraps ("front matter: …"), written in the same language as the pattern's last
 *              placeholder, {@code {n}} with n the number of {@code args}
 */
public record Message(String key, List<String> args, Optional<Message> inner) {

    public Message {
        Objects.requireNonNull(key, "key");
        if (key.isBlank()) {
            throw new IllegalArgumentException("a message needs a key");
        }
        args = List.copyOf(args);
        Objects.requireNonNull(inner, "inner");
    }

    /** A message without an inner sentence. */
    public Message(String key, List<String> args) {
        this(key, args, Optional.empty());
    }

    /** A message that wraps another: {@code inner} is the pattern's placeholder after the {@code args}. */
    public static Message around(String key, Message inner, @Nullable Object... args) {
        return new Message(key, Arrays.stream(args).map(String::valueOf).toList(), Optional.of(inner));
    }

    /** This message with every value (its inner message's too) passed through {@code clean}. */
    public Message map(UnaryOperator<String> clean) {
        return new Message(key, args.stream().map(clean).toList(), inner.map(m -> m.map(clean)));
    }

    /**
     * The key of a counted text: {@code key.one} for a count of one, {@code key.other} for any other count (the
     * catalogues hold both forms; a language without plurals writes the same text twice).
     */
    public static String counted(String key, long count) {
        return key + (count == 1 ? ".one" : ".other");
    }

    /** The message of a key with its arguments; each argument is written with {@link String#valueOf(Object)}. */
    public static Message of(String key, @Nullable Object... args) {
        return new Message(key, Arrays.stream(args).map(String::valueOf).toList());
    }

    /** This message's English text, for logs of the plugin itself and for tests; reports use the chosen language. */
    public String english() {
        return Messages.english().text(this);
    }

    /** The message as one unambiguous text (key, values and inner message, NUL-separated): what fingerprints hash. */
    public String identity() {
        return key
                + '\u0000'
                + String.join("\u0000", args)
                + inner.map(m -> "\u0000\u0001" + m.identity() + '\u0002').orElse("");
    }

    @Override
    public String toString() {
        return key + args + inner.map(m -> "<" + m + ">").orElse("");
    }
}
