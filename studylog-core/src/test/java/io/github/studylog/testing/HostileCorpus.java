package io.github.studylog.testing;

import java.util.List;

/** What the hostile corpus in {@code src/test/resources/hostile/} holds, for the tests that feed it to a front end. */
public final class HostileCorpus {

    private HostileCorpus() {}

    /** The SVGs under {@code svg/} that are each one {@code svg-unsafe} finding, by name without {@code .svg}. */
    public static final List<String> UNSAFE_SVGS = List.of(
            "script",
            "onload",
            "onclick",
            "image-http",
            "image-https",
            "image-file",
            "image-relative",
            "image-jar",
            "use-http",
            "xxe",
            "billion-laughs",
            "foreign-object",
            "css-import",
            "css-url");
}
