package io.github.studylog.incremental;

import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The up-to-date check of an unchanged rerun (an author running {@code mvn verify} again): the last complete run
 * leaves {@value #FILE} in the cache directory (outside the reports' folder, which CI workflows upload) with the
 * fingerprint of its inputs, a listing of its outputs and its transcript. The file holds no absolute path: the
 * content repository's path in the transcript is written as {@value #ROOT_TOKEN}. When the inputs hash the same and every output is still there as written, the transcript is the
 * answer; otherwise the run does the work. Like Gradle's up-to-date checks and Spotless's index, it only ever
 * saves work: any doubt (a missing or unreadable state file, a changed output) means a full run.
 *
 * <p>The file is a few lines of text: the format version, the input fingerprint, the outputs' fingerprint, the
 * fingerprint and list of the other files the run consulted, the counts, the attached file, then one console line per line ({@code I}/{@code W}/{@code E}, a tab, the text with
 * backslashes and line breaks escaped).
 */
public final class UpToDate {

    /** The state file, inside the cache directory. */
    public static final String FILE = "up-to-date";
    /** Stands for the content repository's absolute path in the saved transcript. */
    static final String ROOT_TOKEN = "${basedir}";

    private static final String FORMAT = "studylog-up-to-date 3";

    private final Path stateDir;
    private final Path outputDir;
    private final Path root;

    /**
     * @param stateDir  the cache directory, which holds the state file
     * @param root      the content repository, against which the consulted paths are resolved
     * @param outputDir the output directory, whose files must be intact for a replay
     */
    public UpToDate(Path stateDir, Path root, Path outputDir) {
        this.stateDir = stateDir.toAbsolutePath().normalize();
        this.root = root.toAbsolutePath().normalize();
        this.outputDir = outputDir.toAbsolutePath().normalize();
    }

    /** The transcript of the last run when its inputs hashed to {@code inputs} and its outputs are intact. */
    public Optional<RunTranscript> previous(String inputs) {
        Path file = stateDir.resolve(FILE);
        List<String> lines;
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
        if (lines.size() < 7
                || !lines.get(0).equals(FORMAT)
                || !lines.get(1).equals(inputs)
                || !lines.get(2).equals(outputs())) {
            return Optional.empty();
        }
        try {
            String[] consulted = lines.get(3).split(" ", 2);
            List<String> paths = consulted.length < 2 || consulted[1].isEmpty()
                    ? List.of()
                    : List.of(unescape(consulted[1]).split("\n"));
            if (!consulted[0].equals(InputFingerprint.ofFiles(root, paths))) {
                return Optional.empty();
            }
            String[] counts = lines.get(4).split(" ");
            String attached = lines.get(5);
            List<RunTranscript.Line> console = new ArrayList<>();
            for (String line : lines.subList(6, lines.size())) {
                console.add(new RunTranscript.Line(
                        level(line.charAt(0)), unescape(line.substring(2)).replace(ROOT_TOKEN, root.toString())));
            }
            return Optional.of(new RunTranscript(
                    console,
                    Long.parseLong(counts[0]),
                    Long.parseLong(counts[1]),
                    attached.isEmpty() ? Optional.empty() : Optional.of(attached)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Records a complete run; written last, after every other output, so it lists them all.
     *
     * @param inputs    the fingerprint of the inputs taken before the run
     * @param consulted repo-relative paths outside the fingerprinted folders that the run looked at (files that
     *                  records name), fingerprinted now and again before a replay
     */
    public void save(String inputs, Collection<String> consulted, RunTranscript transcript) throws IOException {
        StringBuilder text = new StringBuilder();
        text.append(FORMAT)
                .append('\n')
                .append(inputs)
                .append('\n')
                .append(outputs())
                .append('\n');
        text.append(InputFingerprint.ofFiles(root, consulted))
                .append(' ')
                .append(escape(String.join("\n", new TreeSet<>(consulted))))
                .append('\n');
        text.append(transcript.errors())
                .append(' ')
                .append(transcript.warnings())
                .append('\n');
        text.append(transcript.attached().orElse("")).append('\n');
        for (RunTranscript.Line line : transcript.lines()) {
            text.append(line.level().name().charAt(0))
                    .append('\t')
                    .append(escape(line.text().replace(root.toString(), ROOT_TOKEN)))
                    .append('\n');
        }
        new OutputFiles(stateDir).write(FILE, text.toString());
    }

    /** Forgets the last run (a run that failed half-way must not be replayed). */
    public void forget() {
        try {
            Files.deleteIfExists(stateDir.resolve(FILE));
        } catch (IOException e) {
            // a state file that cannot be removed is never trusted either: its outputs' fingerprint will differ
        }
    }

    /** A fingerprint of every file under the output directory (and of the state file, when it is kept there). */
    private String outputs() {
        if (!Files.isDirectory(outputDir)) {
            return "none";
        }
        List<String> entries = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(outputDir)) {
            walk.filter(p -> !p.startsWith(stateDir)).forEach(p -> {
                try {
                    BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                    entries.add(outputDir.relativize(p) + "\u0000"
                            + (a.isDirectory() ? "dir" : a.size() + "\u0000" + a.lastModifiedTime()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        entries.sort(null);
        return InputFingerprint.hash(String.join("\n", entries));
    }

    private static RunTranscript.Level level(char c) {
        return switch (c) {
            case 'E' -> RunTranscript.Level.ERROR;
            case 'W' -> RunTranscript.Level.WARN;
            case 'I' -> RunTranscript.Level.INFO;
            default -> throw new IllegalArgumentException("level " + c);
        };
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    private static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
