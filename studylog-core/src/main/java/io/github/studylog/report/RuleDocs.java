package io.github.studylog.report;

import io.github.studylog.message.Language;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the rules' pages are: the site's base URL ({@code studylog.docsUrl}), under which each rule has
 * {@code rules/<rule-id>.html} and its Japanese twin {@code ja/rules/<rule-id>.html}. SARIF's {@code helpUri},
 * {@code report.json}'s {@code helpUri} and the end of a finding's console line lead there. {@link #NONE} links
 * nowhere (a repository that does not want the links).
 *
 * @param base the site's base URL, ending in {@code /}; empty: no links
 */
public record RuleDocs(Optional<URI> base) {

    /** The project's published site. */
    public static final String PUBLISHED_URL = "https://studylog.github.io/studylog-maven-plugin/";

    /** The rules' pages on the published site: the default. */
    public static final RuleDocs PUBLISHED = new RuleDocs(Optional.of(URI.create(PUBLISHED_URL)));

    /** No links. */
    public static final RuleDocs NONE = new RuleDocs(Optional.empty());

    public RuleDocs {
        base.ifPresent(uri -> {
            if (!uri.isAbsolute() || !uri.toString().endsWith("/")) {
                throw new IllegalArgumentException("a docs URL is absolute and ends with '/': " + uri);
            }
        });
    }

    /**
     * The value of {@code studylog.docsUrl}: blank is the published site, {@code none} no links, anything else an
     * absolute {@code http(s)} or {@code file} URL (a {@code /} is added at its end when missing).
     *
     * @throws IllegalArgumentException for anything else
     */
    public static RuleDocs parse(String value) {
        if (value == null || value.isBlank()) {
            return PUBLISHED;
        }
        String text = value.strip();
        if (text.toLowerCase(Locale.ROOT).equals("none")) {
            return NONE;
        }
        try {
            URI uri = new URI(text.endsWith("/") ? text : text + "/");
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("https") && !scheme.equals("http") && !scheme.equals("file")) {
                throw new IllegalArgumentException(
                        "studylog.docsUrl must be an http(s) or file URL, or none: '" + value + "'");
            }
            return new RuleDocs(Optional.of(uri));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(
                    "studylog.docsUrl is not a URL: '" + value + "' (" + e.getReason() + ")", e);
        }
    }

    /** The page of a rule in a language, when there are links. */
    public Optional<String> page(String ruleId, Language language) {
        return base.map(
                uri -> uri + (language == Language.EN ? "" : language.tag() + "/") + "rules/" + ruleId + ".html");
    }

    /** The site itself, when there are links. */
    public Optional<String> site() {
        return base.map(URI::toString);
    }

    @Override
    public String toString() {
        return base.map(URI::toString).orElse("none");
    }
}
