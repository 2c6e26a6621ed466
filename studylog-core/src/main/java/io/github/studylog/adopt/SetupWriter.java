package io.github.studylog.adopt;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Writes the {@link SetupFile}s {@link RepoSetup} proposed: a new file is created only where none exists (never
 * replacing one, even one that appeared since the plan), an appended {@code .gitignore} is replaced atomically only
 * if it still holds the text the plan read. Each file goes to a temporary sibling first, so none is half written.
 */
public final class SetupWriter {

    /** Writes every file that changes; returns their paths. Stops at the first that cannot be written. */
    public List<String> write(Path root, List<SetupFile> files) throws IOException {
        OutputFiles repo = new OutputFiles(root);
        RepoPaths paths = new RepoPaths(root);
        List<String> written = new ArrayList<>();
        for (SetupFile file : files) {
            if (!file.changes()) {
                continue;
            }
            Path target = repo.resolve(file.path());
            Path existing = Objects.requireNonNull(target.getParent()); // the repository's folder exists
            while (!Files.exists(existing)) {
                existing = Objects.requireNonNull(existing.getParent());
            }
            if (!existing.equals(repo.dir()) && !paths.isInside(existing)) {
                throw new IOException(file.path() + ": " + paths.relativize(existing)
                        + " is a link that leaves the repository; nothing was written there");
            }
            byte[] bytes = file.after().getBytes(StandardCharsets.UTF_8);
            if (file.action() == SetupFile.Action.CREATE) {
                try {
                    repo.createNew(file.path(), bytes);
                } catch (FileAlreadyExistsException e) {
                    throw new IOException(file.path() + " appeared since init looked; it was left as it is", e);
                }
            } else {
                if (!Files.readString(target, StandardCharsets.UTF_8).equals(file.before())) {
                    throw new IOException(file.path() + " changed since init read it; run init again");
                }
                repo.write(file.path(), bytes);
            }
            written.add(file.path());
        }
        return written;
    }
}
