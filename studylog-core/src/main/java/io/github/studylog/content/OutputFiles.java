package io.github.studylog.content;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The only way the plugin writes files: inside one output directory, each file written to a temporary
 * sibling and moved into place, so a reader never sees half a report.
 */
public final class OutputFiles {

    private final Path dir;

    public OutputFiles(Path dir) {
        this.dir = dir.toAbsolutePath().normalize();
    }

    public Path dir() {
        return dir;
    }

    /** The absolute path of {@code relative} under the output directory; refuses anything that escapes it. */
    public Path resolve(String relative) {
        Path target = dir.resolve(relative).normalize();
        if (!target.startsWith(dir) || target.equals(dir)) {
            throw new IllegalArgumentException("refusing to write outside " + dir + ": " + relative);
        }
        return target;
    }

    /** A temporary sibling, readable by others like any build output (not the 0600 of a plain temp file). */
    private static Path createTemp(Path target) throws IOException {
        String prefix = "." + target.getFileName();
        if (target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return Files.createTempFile(
                    target.getParent(),
                    prefix,
                    ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        }
        return Files.createTempFile(target.getParent(), prefix, ".tmp");
    }

    public Path write(String relative, String text) throws IOException {
        return write(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public Path write(String relative, byte[] bytes) throws IOException {
        return writeVia(relative, temp -> Files.write(temp, bytes));
    }

    /** Writes the first {@code length} bytes of {@code buffer} (a large buffer written in place, not copied). */
    public Path write(String relative, byte[] buffer, int length) throws IOException {
        return writeVia(relative, temp -> {
            try (java.io.OutputStream out = Files.newOutputStream(temp)) {
                out.write(buffer, 0, length);
            }
        });
    }

    /**
     * Writes a new file, never replacing one: the bytes go to a temporary sibling, which is then linked to the target
     * name (atomic, and refused by the file system if the name exists); where hard links are not supported it is
     * moved without replacing.
     *
     * @throws FileAlreadyExistsException the file exists (it is left as it is)
     */
    public Path createNew(String relative, byte[] bytes) throws IOException {
        Path target = resolve(relative);
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Files.createDirectories(target.getParent());
        Path temp = createTemp(target);
        try {
            Files.write(temp, bytes);
            try {
                Files.createLink(target, temp);
            } catch (FileAlreadyExistsException e) {
                throw e;
            } catch (UnsupportedOperationException | FileSystemException e) {
                Files.move(temp, target);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }

    /** Writes text as it is produced, without holding the whole file in memory (reports of large repos). */
    public Path write(String relative, Content content) throws IOException {
        return writeVia(relative, temp -> {
            try (Writer writer = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.writeTo(writer);
            }
        });
    }

    /** Text written to a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer writer) throws IOException;

        /** The same text in memory (for tests and small outputs). */
        default String text() {
            StringWriter writer = new StringWriter();
            try {
                writeTo(writer);
            } catch (IOException e) {
                throw new UncheckedIOException("writing text in memory failed", e);
            }
            return writer.toString();
        }
    }

    private interface Fill {
        void into(Path temp) throws IOException;
    }

    private Path writeVia(String relative, Fill fill) throws IOException {
        Path target = resolve(relative);
        Files.createDirectories(target.getParent());
        Path temp = createTemp(target);
        try {
            fill.into(temp);
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }
}
