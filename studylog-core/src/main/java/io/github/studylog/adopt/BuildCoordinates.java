package io.github.studylog.adopt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.TextFile;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import java.util.Locale;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Maven coordinates of the pom {@code studylog:init} writes for a Node repo: from the {@code name} of its
 * {@code package.json} ({@code @scope/name} gives group {@code scope}, artifact {@code name}) or else from the
 * folder's name, reduced to the characters Maven allows. They only name the build: nothing is published.
 *
 * @param groupId    the group
 * @param artifactId the artifact
 * @param source     where they came from, for the console ({@code package.json name `x`} / {@code folder name `x`})
 */
public record BuildCoordinates(String groupId, String artifactId, Message source) {

    /** A package.json larger than this is not parsed (the folder name is used). */
    static final int MAX_PACKAGE_JSON_CHARS = 1024 * 1024;

    /** npm's own limit on a package name. */
    static final int MAX_NAME_CHARS = 214;

    private static final String FALLBACK = "study-log";

    /** The coordinates for the repo whose files are {@code files} and whose folder is named {@code folderName}. */
    public static BuildCoordinates of(ContentFiles files, String folderName) {
        Optional<String> name = packageName(files);
        if (name.isPresent()) {
            String npm = name.get();
            int slash = npm.indexOf('/');
            if (npm.startsWith("@") && slash > 1) {
                String artifact = mavenId(npm.substring(slash + 1));
                return new BuildCoordinates(
                        mavenId(npm.substring(1, slash)), artifact, Message.of("init.coordinates.package-json", npm));
            }
            String artifact = mavenId(npm);
            return new BuildCoordinates(artifact, artifact, Message.of("init.coordinates.package-json", npm));
        }
        String folder = folderName == null ? "" : folderName;
        String artifact = mavenId(folder.length() > MAX_NAME_CHARS ? folder.substring(0, MAX_NAME_CHARS) : folder);
        return new BuildCoordinates(artifact, artifact, Message.of("init.coordinates.folder", folderName));
    }

    /** The {@code name} of package.json, when the file exists, parses and has a non-blank string name. */
    static Optional<String> packageName(ContentFiles files) {
        if (files.paths().problemWithFile("package.json").isPresent()) {
            return Optional.empty();
        }
        Optional<TextFile> text = files.read("package.json", new FindingSink());
        if (text.isEmpty() || text.get().text().length() > MAX_PACKAGE_JSON_CHARS) {
            return Optional.empty();
        }
        JsonMapper mapper = JsonMapper.builder(JsonFactory.builder()
                        .streamReadConstraints(StreamReadConstraints.builder()
                                .maxNestingDepth(64)
                                .build())
                        .build())
                .build();
        try {
            JsonNode name = mapper.readTree(text.get().text()).path("name");
            return name.isString()
                            && !name.asString().isBlank()
                            && name.asString().length() <= MAX_NAME_CHARS
                    ? Optional.of(name.asString().strip())
                    : Optional.empty();
        } catch (JacksonException e) {
            return Optional.empty();
        }
    }

    /** {@code text} as a Maven id: lower case, runs of other characters than letters, digits, {@code _ . -} as one
     * {@code -}, no {@code -} or {@code .} at either end; {@code study-log} when nothing is left. */
    static String mavenId(String text) {
        String id = text.toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_.-]+", "-")
                .replaceAll("-{2,}", "-")
                .replaceAll("^[-.]+|[-.]+$", "");
        return id.isEmpty() ? FALLBACK : id;
    }
}
