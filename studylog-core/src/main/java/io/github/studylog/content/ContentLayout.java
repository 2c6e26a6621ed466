package io.github.studylog.content;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where things live in a content repository. Every path except {@code root} and {@code outputDir}
 * is relative to {@code root}; the defaults are a Starlight content repo's layout (README, "Add it to a content repository").
 *
 * @param root           the content repository (the Maven project's basedir)
 * @param docs           explanations, {@code src/content/docs}
 * @param reviews        review records, {@code reviews}
 * @param sessions       session records, {@code sessions}
 * @param diagrams       Archify JSON sources, {@code diagrams}
 * @param publicDiagrams hand-drawn SVGs, {@code public/diagrams}
 * @param instructions   the file with the templates, {@code CHATGPT.md}
 * @param outputDir      where reports go (absolute), normally {@code target/studylog}
 */
public record ContentLayout(
        Path root,
        String docs,
        String reviews,
        String sessions,
        String diagrams,
        String publicDiagrams,
        String instructions,
        Path outputDir) {

    public ContentLayout {
        Objects.requireNonNull(root, "root");
        root = root.toAbsolutePath().normalize();
        outputDir =
                Objects.requireNonNull(outputDir, "outputDir").toAbsolutePath().normalize();
    }

    /** The default layout of a content repository at {@code root}, writing to {@code root/target/studylog}. */
    public static ContentLayout defaults(Path root) {
        Path abs = root.toAbsolutePath().normalize();
        return new ContentLayout(
                abs,
                "src/content/docs",
                "reviews",
                "sessions",
                "diagrams",
                "public/diagrams",
                "CHATGPT.md",
                abs.resolve("target").resolve("studylog"));
    }
}
