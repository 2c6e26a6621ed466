package io.github.studylog.message;

import java.util.Locale;
import java.util.Optional;

/**
 * The languages the plugin writes its findings, reports and pages in ({@code studylog.lang}). Rule ids, JSON keys,
 * SARIF structure and exit codes never change with the language.
 */
public enum Language {
    /** English: the base bundles ({@code messages/<domain>.properties}). */
    EN("en", Locale.ENGLISH),
    /** Japanese: {@code messages/<domain>_ja.properties}, polite です・ます as CHATGPT.md writes. */
    JA("ja", Locale.JAPANESE);

    private final String tag;
    private final Locale locale;

    Language(String tag, Locale locale) {
        this.tag = tag;
        this.locale = locale;
    }

    /** The BCP 47 tag: {@code en}, {@code ja} (also {@code <html lang>} and the bundle suffix). */
    public String tag() {
        return tag;
    }

    public Locale locale() {
        return locale;
    }

    /** The language of a tag given by the user ({@code ja}, {@code JA}, {@code ja-JP}, {@code en_US}), if any. */
    public static Optional<Language> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String primary = value.strip().toLowerCase(Locale.ROOT).split("[-_]", 2)[0];
        for (Language language : values()) {
            if (language.tag.equals(primary)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /** The language for a JVM's {@code user.language}: Japanese for {@code ja}, English for anything else. */
    public static Language ofUserLanguage(String userLanguage) {
        return parse(userLanguage).orElse(EN);
    }
}
