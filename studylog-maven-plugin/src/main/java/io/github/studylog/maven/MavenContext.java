package io.github.studylog.maven;

import io.github.studylog.report.ConsoleFormat;
import java.io.File;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

/** What the goals read from the running Maven itself, beyond their parameters. */
final class MavenContext {

    private MavenContext() {}

    /** A console style, with colour only where Maven colours (interactive, or {@code style.color}). */
    static ConsoleFormat consoleFormat(ConsoleFormat chosen, @Nullable MavenSession session) {
        if (session == null) {
            return chosen;
        }
        String styleColor = session.getUserProperties()
                .getProperty("style.color", session.getSystemProperties().getProperty("style.color", "auto"));
        return chosen.forConsole(session.getRequest().isInteractiveMode(), styleColor);
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
