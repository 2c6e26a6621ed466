package io.github.studylog.content;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

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

    public Path write(String relative, String text) throws IOException {
        return write(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public Path write(String relative, byte[] bytes) throws IOException {
        Path target = resolve(relative);
        Files.createDirectories(target.getParent());
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            Files.write(temp, bytes);
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
