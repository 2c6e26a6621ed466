package io.github.studylog.maven;

import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Overrides;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.report.ConsoleFormat;
import java.io.File;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

/** What the goals read from the running Maven itself, beyond their parameters. */
final class MavenContext {

    private MavenContext() {}

    /**
     * A goal's configuration: every parameter that stands for a {@link Setting} (by its name,
     * {@link Setting#ofParameter}) is the front-end layer, over the defaults; the pom is not read again, Maven has
     * read it into the parameters. A folder under {@code ${project.build.directory}} is resolved as {@link #inTarget}.
     */
    static StudylogConfig config(AbstractStudylogMojo mojo, File basedir, @Nullable MavenSession session)
            throws MojoExecutionException {
        Overrides o = Overrides.none().withoutPom();
        for (Class<?> c = mojo.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                Optional<Setting> setting = Setting.ofParameter(field.getName());
                Object value;
                try {
                    value = setting.isPresent() ? field.get(mojo) : null;
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(field + " of the plugin is not readable by the plugin", e);
                }
                if (value instanceof File file
                        && (setting.get() == Setting.OUTPUT_DIRECTORY || setting.get() == Setting.CACHE_DIRECTORY)) {
                    value = inTarget(file, basedir, file.getName());
                }
                if (value != null) {
                    String text = value instanceof List<?> list
                            ? String.join(
                                    ",", list.stream().map(String::valueOf).toList())
                            : value.toString();
                    o = o.with(
                            setting.get(), text, "pom.xml / -D" + setting.get().property());
                }
            }
        }
        String jvm = session == null ? null : session.getSystemProperties().getProperty("user.language");
        String userLanguage = jvm != null ? jvm : System.getProperty("user.language", "en");
        Overrides overrides = o;
        return Core.config(() -> ConfigResolver.resolve(basedir.toPath(), overrides, userLanguage));
    }

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
