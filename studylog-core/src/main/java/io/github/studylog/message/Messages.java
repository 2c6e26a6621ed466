package io.github.studylog.message;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The message catalogue: every sentence the plugin writes, per language, as {@link MessageFormat} patterns in UTF-8
 * resource bundles {@code io/github/studylog/messages/<domain>.properties} (English) and
 * {@code <domain>_ja.properties} (Japanese), one pair per domain package so each package's texts sit together.
 * A key appears in one domain only. A key missing in Japanese falls back to English (the bundle test forbids it);
 * a key missing everywhere is written as the key and its arguments, never an exception in a user's build.
 *
 * <p>An instance is immutable and safe to share between threads.
 */
public final class Messages {

    /** The domains with a bundle, in the order their files are read ({@code test} is on the test class path only). */
    public static final List<String> DOMAINS = List.of(
            "content",
            "yaml",
            "template",
            "records",
            "docs",
            "diagram",
            "render",
            "svg",
            "raster",
            "provenance",
            "suppress",
            "baseline",
            "fix",
            "apply",
            "adopt",
            "prompt",
            "sessions",
            "sync",
            "git",
            "due",
            "report",
            "run",
            "config",
            "lsp",
            "mcp",
            "maven",
            "test");

    /** Where the bundles are, as a class-path folder. */
    public static final String FOLDER = "io/github/studylog/messages/";

    private final Language language;
    private final NavigableMap<String, String> patterns;

    private Messages(Language language, TreeMap<String, String> patterns) {
        this.language = language;
        this.patterns = Collections.unmodifiableNavigableMap(patterns);
    }

    /**
     * The catalogue of one language, its missing keys filled from English. The bundles are read once per class
     * loader (a catalogue is immutable, so every run shares it, and a watch loop's save pays nothing for it).
     */
    public static Messages of(Language language) {
        return language == Language.EN ? English.CATALOGUE : Japanese.CATALOGUE;
    }

    /** The English catalogue. */
    public static Messages english() {
        return English.CATALOGUE;
    }

    private static Messages load(Language language) {
        TreeMap<String, String> patterns = new TreeMap<>(bundles(Language.EN));
        if (language != Language.EN) {
            patterns.putAll(bundles(language));
        }
        return new Messages(language, patterns);
    }

    /**
     * The patterns of one language's own files only (no fallback), by key: what the bundle test compares.
     *
     * @throws IllegalStateException when two domains define one key
     */
    public static Map<String, String> bundles(Language language) {
        Map<String, String> all = new TreeMap<>();
        for (String domain : DOMAINS) {
            read(file(domain, language)).forEach((key, pattern) -> {
                if (all.putIfAbsent(key, pattern) != null) {
                    throw new IllegalStateException("the message key " + key + " is defined twice (" + domain + ")");
                }
            });
        }
        return all;
    }

    /** The patterns of one domain's bundle in one language, by key (empty when the file is absent). */
    public static Map<String, String> domain(String domain, Language language) {
        return read(file(domain, language));
    }

    /** The class-path name of one domain's bundle in one language. */
    public static String file(String domain, Language language) {
        return FOLDER + domain + (language == Language.EN ? "" : "_" + language.tag()) + ".properties";
    }

    public Language language() {
        return language;
    }

    /** Every key of the catalogue, sorted. */
    public Set<String> keys() {
        return patterns.keySet();
    }

    /** The keys that begin with {@code prefix} (a rule's, {@code <rule-id>.}), sorted. */
    public Set<String> keysStartingWith(String prefix) {
        return patterns.subMap(prefix, true, prefix + Character.MAX_VALUE, true).keySet();
    }

    /** The pattern of a key, as written in the bundle. */
    public Optional<String> pattern(String key) {
        return Optional.ofNullable(patterns.get(key));
    }

    /** The text of a message in this catalogue's language. */
    public String text(Message message) {
        List<String> args = new ArrayList<>(message.args());
        message.inner().ifPresent(inner -> args.add(text(inner)));
        String pattern = patterns.get(message.key());
        if (pattern == null) {
            return message.key() + (args.isEmpty() ? "" : " " + args);
        }
        return new MessageFormat(pattern, language.locale()).format(args.toArray());
    }

    /** The values of a message as a SARIF result's {@code arguments}: its own, then its inner sentence's text. */
    public List<String> arguments(Message message) {
        List<String> args = new ArrayList<>(message.args());
        message.inner().ifPresent(inner -> args.add(text(inner)));
        return List.copyOf(args);
    }

    /** The counted text of {@code key} for {@code count} ({@link Message#counted}), the count its one argument. */
    public String counted(String key, long count) {
        return text(Message.counted(key, count), count);
    }

    /** The text of a key with its arguments ({@link Message#of}). */
    public String text(String key, @Nullable Object... args) {
        return text(Message.of(key, args));
    }

    private static Map<String, String> read(String file) {
        Map<String, String> patterns = new TreeMap<>();
        try (InputStream in = Messages.class.getClassLoader().getResourceAsStream(file)) {
            if (in == null) {
                return patterns;
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                ResourceBundle bundle = new PropertyResourceBundle(reader);
                for (String key : bundle.keySet()) {
                    patterns.put(key, bundle.getString(key));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the message bundle " + file, e);
        }
        return patterns;
    }

    /** The English catalogue's holder: read on first use (an English run never reads the Japanese files). */
    private static final class English {
        static final Messages CATALOGUE = load(Language.EN);
    }

    /** The Japanese catalogue's holder: read on first use, with English under it. */
    private static final class Japanese {
        static final Messages CATALOGUE = load(Language.JA);
    }
}
