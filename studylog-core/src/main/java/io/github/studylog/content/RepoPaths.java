package io.github.studylog.content;

import io.github.studylog.message.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Turns repo-relative paths written by authors into files, refusing anything that leaves the repository:
 * absolute paths, {@code ..} segments, and symbolic links whose target lies outside.
 */
public final class RepoPaths {

    private final Path root;
    private final Path realRoot;
    /** Answers of {@link #problemWithFile} in this run: records name the same few files again and again. */
    private final Map<String, Optional<Message>> fileProblems = new ConcurrentHashMap<>();
    /** Real paths of the folders seen, so a file costs one {@code lstat} rather than a {@code realpath}. */
    private final Map<Path, Path> realFolders = new ConcurrentHashMap<>();

    public RepoPaths(Path root) {
        this.root = root.toAbsolutePath().normalize();
        Path real;
        try {
            real = this.root.toRealPath();
        } catch (IOException e) {
            real = this.root;
        }
        this.realRoot = real;
    }

    public Path root() {
        return root;
    }

    /** Every path asked about with {@link #problemWithFile} so far: files the result depends on. */
    public Set<String> consulted() {
        return new TreeSet<>(fileProblems.keySet());
    }

    /**
     * Why a repo-relative path is not acceptable, or empty when it names a regular file inside the repo. Answers
     * are kept for the life of this object (one run).
     */
    public Optional<Message> problemWithFile(@Nullable String relative) {
        if (relative == null) {
            return lexicalProblem(null);
        }
        return fileProblems.computeIfAbsent(relative, this::findProblemWithFile);
    }

    private Optional<Message> findProblemWithFile(String relative) {
        Optional<Message> lexical = lexicalProblem(relative);
        if (lexical.isPresent()) {
            return lexical;
        }
        Path file = root.resolve(relative).normalize();
        // one lstat answers the common case (a regular file that is no link); a link costs a realpath more
        BasicFileAttributes own;
        try {
            own = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return Optional.of(Message.of("path.no-file", relative));
        }
        boolean inside = own.isSymbolicLink() ? isInside(file) : isInsideFolder(file);
        if (!inside) {
            return Optional.of(Message.of("path.leaves-repo", relative));
        }
        if (own.isSymbolicLink() ? !Files.isRegularFile(file) : !own.isRegularFile()) {
            return Optional.of(Message.of("path.not-a-file", relative));
        }
        return Optional.empty();
    }

    /** Problems visible in the text alone: empty, absolute, backslashes, or {@code ..}. */
    public static Optional<Message> lexicalProblem(@Nullable String relative) {
        if (relative == null || relative.isBlank()) {
            return Optional.of(Message.of("path.empty"));
        }
        if (relative.startsWith("/") || relative.startsWith("\\") || relative.matches("^[A-Za-z]:.*")) {
            return Optional.of(Message.of("path.absolute", relative));
        }
        if (relative.indexOf('\\') >= 0) {
            return Optional.of(Message.of("path.backslashes", relative));
        }
        for (String segment : relative.split("/", -1)) {
            if (segment.equals("..")) {
                return Optional.of(Message.of("path.climbs", relative));
            }
        }
        try {
            Path unused = Path.of(relative); // only whether the platform takes it
        } catch (InvalidPathException e) {
            return Optional.of(Message.of("path.invalid", relative));
        }
        return Optional.empty();
    }

    /** True when the file, with every link resolved, is inside the repository. */
    public boolean isInside(Path file) {
        try {
            Path parent = file.getParent();
            if (parent == null || Files.isSymbolicLink(file)) {
                return file.toRealPath().startsWith(realRoot);
            }
            return realFolder(parent).startsWith(realRoot) && Files.exists(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    /**
     * Whether a file known to be a regular file and no link (its stat says so) is inside the repository: its folder,
     * links resolved, is.
     */
    boolean isInsideFolder(Path file) {
        Path parent = file.getParent();
        try {
            return parent != null && realFolder(parent).startsWith(realRoot);
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    private Path realFolder(Path folder) {
        return realFolders.computeIfAbsent(folder, f -> {
            try {
                return f.toRealPath();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The repo-relative form with forward slashes of a file under the root. */
    public String relativize(Path file) {
        return root.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }
}
