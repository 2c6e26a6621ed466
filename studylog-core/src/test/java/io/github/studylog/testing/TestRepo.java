package io.github.studylog.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A content repository in a temporary folder, copied from {@code src/test/resources/repos/clean} (a small
 * valid repo with Japanese text), which a test edits to trigger exactly one rule.
 */
public final class TestRepo {

    private final Path root;

    private TestRepo(Path root) {
        this.root = root;
    }

    /** A copy of the clean fixture repo under {@code dir}. */
    public static TestRepo clean(Path dir) {
        try {
            URI uri = TestRepo.class.getResource("/repos/clean").toURI();
            if (uri.getScheme().equals("jar")) {
                // the core's test jar, as the plugin's and the launcher's tests see it: a file system of its own
                String spec = uri.getSchemeSpecificPart();
                Path jar = Path.of(URI.create(spec.substring(0, spec.indexOf("!/"))));
                try (FileSystem zip = FileSystems.newFileSystem(jar)) {
                    return copy(zip.getPath(spec.substring(spec.indexOf("!/") + 1)), dir);
                }
            }
            return copy(Path.of(uri), dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static TestRepo copy(Path source, Path dir) throws IOException {
        {
            try (Stream<Path> walk = Files.walk(source)) {
                for (Path p : walk.collect(Collectors.toList())) {
                    Path target = dir.resolve(source.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
            return new TestRepo(dir);
        }
    }

    public Path root() {
        return root;
    }

    public TestRepo write(String relative, String text) {
        return writeBytes(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public TestRepo writeBytes(String relative, byte[] bytes) {
        try {
            Path file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String read(String relative) {
        try {
            return Files.readString(root.resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces the first occurrence of {@code from}, which must be present (a typo in a test must fail). */
    public TestRepo replace(String relative, String from, String to) {
        String text = read(relative);
        assertTrue(text.contains(from), () -> relative + " does not contain " + from);
        return write(
                relative,
                text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)));
    }

    public TestRepo delete(String relative) {
        try {
            Files.delete(root.resolve(relative));
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pass as the run calls it (a missing template explained at its look-alike block). */
    public CheckOutcome run(Part... parts) {
        EnumSet<Part> set = parts.length == 0 ? EnumSet.of(Part.RECORDS) : EnumSet.copyOf(Arrays.asList(parts));
        return new StudylogCheck(LookAlikeBlocks.EXPLAINER)
                .run(new CheckRequest(ContentLayout.defaults(root), set, Optional.empty(), Optional.empty(), "test"));
    }

    /** The findings of the records part (which checks the docs) with these link settings. */
    public List<Finding> findings(LinkSettings links) {
        return new StudylogCheck(LookAlikeBlocks.EXPLAINER)
                .run(new CheckRequest(
                        ContentLayout.defaults(root),
                        EnumSet.of(Part.RECORDS),
                        Optional.empty(),
                        Optional.empty(),
                        "test",
                        links))
                .result()
                .findings();
    }

    /** The findings of the records part. */
    public List<Finding> findings() {
        return run().result().findings();
    }

    /** Findings as console lines {@code path:line:col [rule]}, for compact assertions. */
    public List<String> locations() {
        return findings().stream()
                .map(f -> f.location() + " [" + f.ruleId() + "]")
                .collect(Collectors.toList());
    }
}
