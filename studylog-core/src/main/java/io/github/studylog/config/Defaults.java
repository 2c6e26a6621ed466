package io.github.studylog.config;

/**
 * The defaults of the {@link Setting}s as constants, so that the Maven plugin's {@code @Parameter(defaultValue = …)}
 * can name them: one source for the Mojos, the launcher and the servers. Paths are relative to the content
 * repository; the plugin's {@code ${project.build.directory}} is its {@code target}.
 */
public final class Defaults {

    public static final String FALSE = "false";
    public static final String TRUE = "true";
    public static final String DOCS = "src/content/docs";
    public static final String REVIEWS = "reviews";
    public static final String SESSIONS = "sessions";
    public static final String DIAGRAMS = "diagrams";
    public static final String PUBLIC_DIAGRAMS = "public/diagrams";
    public static final String INSTRUCTIONS = "CHATGPT.md";
    public static final String OUTPUT_DIRECTORY = "target/studylog";
    public static final String CACHE_DIRECTORY = "target/studylog-cache";
    public static final String FORMAT = "default";
    public static final String SITE_BASE = "/";
    public static final String RELATIVE_LINKS = "error";
    public static final String DOCS_URL = "https://studylog.github.io/studylog-maven-plugin/";
    public static final String PUBLIC_DIR = "public";
    public static final String BASELINE = "studylog-baseline.json";
    public static final String DUE_SOON_DAYS = "30";
    public static final String NONE = "none";
    public static final String TRUSTED_ASSOCIATIONS = "OWNER,MEMBER,COLLABORATOR";

    private Defaults() {}
}
