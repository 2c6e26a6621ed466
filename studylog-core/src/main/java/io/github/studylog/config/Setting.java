package io.github.studylog.config;

import java.util.Optional;

/**
 * Every {@code studylog.*} setting, declared once: its name (the user property without {@code studylog.}), what it
 * holds, its default, and the catalogue key of its documentation (English and Japanese). The Maven plugin's
 * parameters, the launcher's {@code -Dstudylog.NAME=VALUE}, the language server's {@code initializationOptions} and
 * the MCP server's arguments all name these; {@link ConfigResolver} resolves them in one place.
 */
public enum Setting {
    SKIP("skip", Kind.BOOLEAN, Defaults.FALSE, "config.setting.skip"),
    FAIL_ON_WARNING("failOnWarning", Kind.BOOLEAN, Defaults.FALSE, "config.setting.failOnWarning"),
    FAIL_ON_ERROR("failOnError", Kind.BOOLEAN, Defaults.TRUE, "config.setting.failOnError"),
    VERBOSE("verbose", Kind.BOOLEAN, Defaults.FALSE, "config.setting.verbose"),
    DOCS("docs", Kind.PATH, Defaults.DOCS, "config.setting.docs"),
    REVIEWS("reviews", Kind.PATH, Defaults.REVIEWS, "config.setting.reviews"),
    SESSIONS("sessions", Kind.PATH, Defaults.SESSIONS, "config.setting.sessions"),
    DIAGRAMS("diagrams", Kind.PATH, Defaults.DIAGRAMS, "config.setting.diagrams"),
    PUBLIC_DIAGRAMS("publicDiagrams", Kind.PATH, Defaults.PUBLIC_DIAGRAMS, "config.setting.publicDiagrams"),
    INSTRUCTIONS("instructions", Kind.PATH, Defaults.INSTRUCTIONS, "config.setting.instructions"),
    OUTPUT_DIRECTORY("outputDirectory", Kind.PATH, Defaults.OUTPUT_DIRECTORY, "config.setting.outputDirectory"),
    CACHE_DIRECTORY("cacheDirectory", Kind.PATH, Defaults.CACHE_DIRECTORY, "config.setting.cacheDirectory"),
    FORMAT("format", Kind.TEXT, Defaults.FORMAT, "config.setting.format"),
    LANG("lang", Kind.TEXT, "", "config.setting.lang"),
    ARCHIFY_SCHEMAS("archifySchemas", Kind.PATH, "", "config.setting.archifySchemas"),
    SITE_BASE("siteBase", Kind.TEXT, Defaults.SITE_BASE, "config.setting.siteBase"),
    RELATIVE_LINKS("relativeLinks", Kind.TEXT, Defaults.RELATIVE_LINKS, "config.setting.relativeLinks"),
    LINK_COMPONENTS("linkComponents", Kind.LIST, "", "config.setting.linkComponents"),
    DOCS_URL("docsUrl", Kind.TEXT, Defaults.DOCS_URL, "config.setting.docsUrl"),
    LINKS_EXCLUDE("links.exclude", Kind.LIST, "", "config.setting.links.exclude"),
    LINKS_READ_SITE("links.readSite", Kind.BOOLEAN, Defaults.TRUE, "config.setting.links.readSite"),
    PUBLIC_DIR("publicDir", Kind.PATH, Defaults.PUBLIC_DIR, "config.setting.publicDir"),
    INCREMENTAL("incremental", Kind.BOOLEAN, Defaults.TRUE, "config.setting.incremental"),
    BASELINE("baseline", Kind.PATH, Defaults.BASELINE, "config.setting.baseline"),
    TODAY("today", Kind.DAY, "", "config.setting.today"),
    DUE_SOON_DAYS("dueSoonDays", Kind.NUMBER, Defaults.DUE_SOON_DAYS, "config.setting.dueSoonDays"),
    FAIL_ON_STALE("failOnStale", Kind.BOOLEAN, Defaults.FALSE, "config.setting.failOnStale"),
    // one goal's or command's own
    SESSION("session", Kind.TEXT, "", "config.setting.session"),
    REVIEW("review", Kind.TEXT, "", "config.setting.review"),
    KIND("kind", Kind.TEXT, "", "config.setting.kind"),
    REPO_URL("repoUrl", Kind.TEXT, "", "config.setting.repoUrl"),
    FIX_RECHECK("fix.recheck", Kind.TEXT, "", "config.setting.fix.recheck"),
    DRY_RUN("dryRun", Kind.BOOLEAN, Defaults.FALSE, "config.setting.dryRun"),
    ISSUE("issue", Kind.PATH, "", "config.setting.issue"),
    TRUSTED_ASSOCIATIONS(
            "trustedAssociations", Kind.LIST, Defaults.TRUSTED_ASSOCIATIONS, "config.setting.trustedAssociations"),
    WRITE("write", Kind.BOOLEAN, Defaults.FALSE, "config.setting.write"),
    OVERWRITE("overwrite", Kind.BOOLEAN, Defaults.FALSE, "config.setting.overwrite"),
    CI("ci", Kind.TEXT, Defaults.NONE, "config.setting.ci"),
    MCP("mcp", Kind.TEXT, Defaults.NONE, "config.setting.mcp");

    /** What a setting holds, for its documentation and the launcher's parsing. */
    public enum Kind {
        BOOLEAN,
        NUMBER,
        TEXT,
        /** A path relative to the content repository (or absolute). */
        PATH,
        /** Comma-separated values ({@code <item>}s in a pom). */
        LIST,
        /** A calendar day, {@code YYYY-MM-DD}. */
        DAY
    }

    private final String key;
    private final Kind kind;
    private final String defaultValue;
    private final String documentation;

    Setting(String key, Kind kind, String defaultValue, String documentation) {
        this.key = key;
        this.kind = kind;
        this.defaultValue = defaultValue;
        this.documentation = documentation;
    }

    /** The name without the prefix, as the plugin's {@code <configuration>} element and the servers name it. */
    public String key() {
        return key;
    }

    /** The user property, {@code studylog.NAME}. */
    public String property() {
        return "studylog." + key;
    }

    public Kind kind() {
        return kind;
    }

    /** The default; empty when there is none (the setting is then not set). */
    public String defaultValue() {
        return defaultValue;
    }

    /** The catalogue key of the setting's one-line documentation. */
    public String documentation() {
        return documentation;
    }

    /**
     * The setting a parameter of the Maven plugin stands for, by the parameter's name (its {@code <configuration>}
     * element): the setting's key, or the three parameters whose names differ ({@code linksExclude},
     * {@code readSite}, {@code recheck}).
     */
    public static Optional<Setting> ofParameter(String parameter) {
        return switch (parameter) {
            case "linksExclude" -> Optional.of(LINKS_EXCLUDE);
            case "readSite" -> Optional.of(LINKS_READ_SITE);
            case "recheck" -> Optional.of(FIX_RECHECK);
            default -> named(parameter).filter(s -> !s.key.contains("."));
        };
    }

    /** The setting a name means, with or without its {@code studylog.} prefix. */
    public static Optional<Setting> named(String name) {
        String key = name.startsWith("studylog.") ? name.substring("studylog.".length()) : name;
        for (Setting setting : values()) {
            if (setting.key.equals(key)) {
                return Optional.of(setting);
            }
        }
        return Optional.empty();
    }
}
