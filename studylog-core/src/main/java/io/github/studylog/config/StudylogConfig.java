package io.github.studylog.config;

import io.github.studylog.baseline.Baseline;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.IsoDate;
import io.github.studylog.docs.AstroSite;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.due.DueSettings;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.RuleDocs;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one configuration of a content repository, as every front end sees it: each {@link Setting}'s value and
 * where it came from ({@link ConfigResolver} resolves it), the site as its files show it, and the requests of the
 * core built from them. A value that does not parse is an {@link InvalidRequestException} naming the setting (a
 * usage problem, never a content finding).
 *
 * @param root         the content repository (absolute)
 * @param values       every setting's value and origin
 * @param userLanguage the language of the JVM the front end runs in, for {@code lang}'s default
 * @param site         the Astro site read from its files ({@link AstroSite#none} when {@code links.readSite} is off)
 * @param unread       settings the repository gives that could not be read, each a short phrase
 */
public record StudylogConfig(
        Path root, Map<Setting, Resolved> values, String userLanguage, AstroSite site, List<String> unread) {

    /** One setting's value and where it came from. */
    public record Resolved(Setting setting, String value, Origin origin) {}

    public StudylogConfig {
        root = root.toAbsolutePath().normalize();
        Map<Setting, Resolved> all = new EnumMap<>(Setting.class);
        all.putAll(values);
        for (Setting s : Setting.values()) {
            all.putIfAbsent(s, new Resolved(s, s.defaultValue(), Origin.DEFAULT));
        }
        values = java.util.Collections.unmodifiableMap(all);
        unread = List.copyOf(unread);
    }

    /** A setting's value, stripped; {@code ""} when not set. */
    public String text(Setting setting) {
        return resolved(setting).value().strip();
    }

    /** A setting as resolved (every setting is: its default at least). */
    public Resolved resolved(Setting setting) {
        Resolved r = values.get(setting);
        return r != null ? r : new Resolved(setting, setting.defaultValue(), Origin.DEFAULT);
    }

    /** A setting's value when it is set (not blank). */
    public Optional<String> given(Setting setting) {
        String text = text(setting);
        return text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    /** Where a setting's value came from. */
    public Origin origin(Setting setting) {
        return resolved(setting).origin();
    }

    /** A boolean setting: {@code true} (any case) is true, blank its default, anything else false, as Maven. */
    public boolean flag(Setting setting) {
        String text = text(setting);
        return Boolean.parseBoolean(text.isEmpty() ? setting.defaultValue() : text);
    }

    /** A list setting's items, trimmed, blanks dropped. */
    public List<String> list(Setting setting) {
        return Arrays.stream(text(setting).split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    /** A path setting against the content root (an absolute one as it is). */
    public Path path(Setting setting) {
        String text = text(setting);
        return root.resolve(text.isEmpty() ? setting.defaultValue() : text).normalize();
    }

    /** The language of every text: {@code lang}, else the front end's JVM's. */
    public Language language() {
        Optional<String> lang = given(Setting.LANG);
        if (lang.isPresent()) {
            return Language.parse(lang.get())
                    .orElseThrow(() -> new InvalidRequestException("studylog.lang is `" + lang.get()
                            + "`; the plugin writes `ja` (Japanese) or `en` (English)"));
        }
        return Language.ofUserLanguage(userLanguage);
    }

    public Messages messages() {
        return Messages.of(language());
    }

    /** Where things live: the folders, and the output directory. */
    public ContentLayout layout() {
        return new ContentLayout(
                root,
                folder(Setting.DOCS),
                folder(Setting.REVIEWS),
                folder(Setting.SESSIONS),
                folder(Setting.DIAGRAMS),
                folder(Setting.PUBLIC_DIAGRAMS),
                folder(Setting.INSTRUCTIONS),
                path(Setting.OUTPUT_DIRECTORY));
    }

    private String folder(Setting setting) {
        String text = text(setting);
        return text.isEmpty() ? setting.defaultValue() : text;
    }

    /** How the docs' links resolve: the settings, on the site as its files show it. */
    public LinkSettings links() {
        try {
            LinkSettings settings = LinkSettings.of(
                            text(Setting.SITE_BASE),
                            text(Setting.RELATIVE_LINKS),
                            list(Setting.LINK_COMPONENTS),
                            text(Setting.PUBLIC_DIR))
                    .excluding(list(Setting.LINKS_EXCLUDE));
            return flag(Setting.LINKS_READ_SITE) ? settings.on(site) : settings;
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(String.valueOf(e.getMessage()), e);
        }
    }

    /** How what is due is judged: {@code today}, {@code dueSoonDays}, {@code failOnStale}, {@code fix.recheck}. */
    public DueSettings due() {
        LocalDate day = LocalDate.now();
        Optional<String> today = given(Setting.TODAY);
        if (today.isPresent()) {
            day = IsoDate.parse(today.get())
                    .orElseThrow(() -> new InvalidRequestException(
                            "studylog.today: `" + today.get() + "` is no calendar day in YYYY-MM-DD"));
        }
        int soon;
        String days = text(Setting.DUE_SOON_DAYS);
        try {
            soon = Integer.parseInt(days.isEmpty() ? Defaults.DUE_SOON_DAYS : days);
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("studylog.dueSoonDays: `" + days + "` is no whole number of days", e);
        }
        if (soon < 0) {
            throw new InvalidRequestException("studylog.dueSoonDays: " + soon + " must be 0 or more");
        }
        return new DueSettings(day, soon, flag(Setting.FAIL_ON_STALE), given(Setting.FIX_RECHECK));
    }

    /** Where the rules' pages are ({@code docsUrl}). */
    public RuleDocs ruleDocs() {
        try {
            return RuleDocs.parse(text(Setting.DOCS_URL));
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(String.valueOf(e.getMessage()), e);
        }
    }

    /** The console style named by {@code format} (colour decided later, by the console). */
    public ConsoleFormat console() {
        try {
            return ConsoleFormat.parse(text(Setting.FORMAT));
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(String.valueOf(e.getMessage()), e);
        }
    }

    /** A folder of Archify schemas to use instead of the shipped ones. */
    public Optional<Path> archifySchemas() {
        return given(Setting.ARCHIFY_SCHEMAS).map(root::resolve);
    }

    /** The baseline file ({@value Baseline#FILE} at the root by default). */
    public Path baseline() {
        return path(Setting.BASELINE);
    }

    /** The check pass of these settings. */
    public CheckRequest check(Set<Part> parts, Optional<String> session, String version, int threads) {
        return new CheckRequest(
                layout(), parts, archifySchemas(), session, version, links(), threads, language(), due());
    }

    /** These settings with more overrides over them (the site is not read again). */
    public StudylogConfig with(Setting setting, String value, String source) {
        Map<Setting, Resolved> all = new EnumMap<>(values);
        all.put(setting, new Resolved(setting, value, Origin.frontEnd(source)));
        return new StudylogConfig(root, all, userLanguage, site, unread);
    }
}
