package io.github.studylog.maven;

import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import java.io.File;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

/** What the goals read from the running Maven itself, beyond their parameters. */
final class MavenContext {

    private MavenContext() {}

    /** {@code studylog.format}, with colour only where Maven colours (interactive, or {@code style.color}). */
    static ConsoleFormat consoleFormat(String format, MavenSession session) throws MojoExecutionException {
        ConsoleFormat chosen;
        try {
            chosen = ConsoleFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
        if (session == null) {
            return chosen;
        }
        String styleColor = session.getUserProperties()
                .getProperty("style.color", session.getSystemProperties().getProperty("style.color", "auto"));
        return chosen.forConsole(session.getRequest().isInteractiveMode(), styleColor);
    }

    /**
     * {@code studylog.lang} when set ({@code ja}, {@code en}, also {@code ja-JP}), else the language of the JVM Maven
     * runs in ({@code user.language}: Japanese for {@code ja}, English otherwise).
     */
    static Language language(@Nullable String lang, @Nullable MavenSession session) throws MojoExecutionException {
        if (lang != null && !lang.isBlank()) {
            return Language.parse(lang)
                    .orElseThrow(() -> new MojoExecutionException("studylog.lang is `" + lang.strip()
                            + "`; the plugin writes `ja` (Japanese) or `en` (English)"));
        }
        String jvm = session == null ? null : session.getSystemProperties().getProperty("user.language");
        return Language.ofUserLanguage(jvm != null ? jvm : System.getProperty("user.language"));
    }

    /**
     * A folder whose default is under {@code ${project.build.directory}}. Without a pom, Maven 3.8 and 3.9 run the
     * goal on a stub project whose build directory stays the unresolved {@code ${project.basedir}/target}: the
     * folder is then {@code target/NAME} of the base directory (the current directory), as with a pom.
     */
    static File inTarget(File configured, File basedir, String name) {
        if (configured == null || configured.getPath().contains("${")) {
            return new File(new File(basedir, "target"), name);
        }
        return configured;
    }

    /** True when Maven runs on a pom file, false on the stub project Maven uses in a directory without one. */
    static boolean hasPom(MavenProject project) {
        return project != null && project.getFile() != null;
    }
}
