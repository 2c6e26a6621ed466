package io.github.studylog.maven;

import java.nio.file.Path;

/** Goals built by hand for tests: the defaults Maven would inject, on the repo at {@code repo}. */
final class Mojos {

    private Mojos() {}

    /** {@code mojo} with the default layout of {@code repo}, plain console and a test version. */
    static <T extends AbstractStudylogMojo> T withDefaults(T mojo, Path repo) {
        mojo.basedir = repo.toFile();
        mojo.docs = "src/content/docs";
        mojo.reviews = "reviews";
        mojo.sessions = "sessions";
        mojo.diagrams = "diagrams";
        mojo.publicDiagrams = "public/diagrams";
        mojo.instructions = "CHATGPT.md";
        mojo.outputDirectory = repo.resolve("target/studylog").toFile();
        mojo.format = "plain";
        mojo.pluginVersion = "1.0-test";
        return mojo;
    }
}
