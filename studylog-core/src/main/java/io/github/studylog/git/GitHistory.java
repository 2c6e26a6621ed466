package io.github.studylog.git;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The one reader of the content repository's git history for a run: drafts ask for the commit that last changed
 * each source, provenance asks what a written commit id names and whether a path exists in it. The repository is
 * found from the content root upwards (it may be a subfolder of the work tree) and opened on the first question
 * only, so a run that asks nothing never loads JGit. Read once, shared by every session of the run (answers are
 * remembered: many sessions naming one commit cost one lookup); thread-safe.
 * Only reads: no index refresh, no ref update.
 */
public final class GitHistory implements AutoCloseable {

    /** What a source gets when its commit cannot be known. */
    public static final String UNKNOWN = "unknown";

    private final Path contentRoot;
    private final Map<String, CommitLookup> lookups = new HashMap<>();
    private final Map<String, Boolean> files = new HashMap<>();
    private @Nullable GitRepository repository;
    /** No {@code .git} and no {@code GIT_DIR}: every question is answered without loading JGit. */
    private boolean outsideGit;

    private boolean closed;

    private GitHistory(Path contentRoot) {
        this.contentRoot = Objects.requireNonNull(contentRoot, "contentRoot");
    }

    /** The history of the work tree holding {@code contentRoot}, opened when first asked. */
    public static GitHistory lazy(Path contentRoot) {
        return new GitHistory(contentRoot);
    }

    /** The repository, opened on the first question; empty outside git (then JGit is never loaded). */
    private synchronized Optional<GitRepository> repository() throws IOException {
        if (closed) {
            throw new IllegalStateException("the git history of " + contentRoot + " was already closed");
        }
        if (repository == null && !outsideGit) {
            if (mayBeInGit(contentRoot.toAbsolutePath().normalize(), System.getenv("GIT_DIR"))) {
                repository = GitRepository.open(contentRoot);
            } else {
                outsideGit = true;
            }
        }
        return Optional.ofNullable(repository);
    }

    /**
     * Whether JGit could find a work tree for {@code root}: {@code GIT_DIR} is set, or {@code root} or a folder
     * above it has an entry named {@code .git} (a folder, or the file of a linked work tree or submodule). Without
     * either, JGit would find nothing or a bare repository, which has no work tree: both are outside git.
     */
    static boolean mayBeInGit(Path root, @Nullable String gitDir) {
        if (gitDir != null && !gitDir.isEmpty()) {
            return true;
        }
        for (Path folder = root; folder != null; folder = folder.getParent()) {
            if (Files.exists(folder.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the repository was opened (JGit loaded) by a question so far. */
    public synchronized boolean opened() {
        return repository != null;
    }

    /** Whether a git work tree holds the content repository. */
    public synchronized boolean inGit() throws IOException {
        return repository().map(GitRepository::inGit).orElse(false);
    }

    /** Whether the history is a shallow clone, where a commit not found may lie beyond the boundary. */
    public synchronized boolean isShallow() throws IOException {
        Optional<GitRepository> repo = repository();
        return repo.isPresent() && repo.get().isShallow();
    }

    /**
     * The full id of the commit that last changed each path, or {@link #UNKNOWN}.
     *
     * @param paths paths relative to the content repository, as written in the session
     * @return every given path, in the given order, with its commit
     */
    public synchronized Map<String, String> lastCommits(Collection<String> paths) throws IOException {
        Optional<GitRepository> repo = repository();
        if (repo.isEmpty()) {
            Map<String, String> unknown = new LinkedHashMap<>();
            paths.forEach(path -> unknown.put(path, UNKNOWN));
            return unknown;
        }
        return repo.get().lastCommits(paths);
    }

    /** What {@code abbreviation} (a full id or a unique prefix, lowercase hex) names in the history. */
    public synchronized CommitLookup lookup(String abbreviation) throws IOException {
        CommitLookup known = lookups.get(abbreviation);
        if (known == null) {
            Optional<GitRepository> repo = repository();
            known = repo.isPresent() ? repo.get().lookup(abbreviation) : CommitLookup.outsideGit();
            lookups.put(abbreviation, known);
        }
        return known;
    }

    /** Whether {@code path}, relative to the content repository, is a file in the tree of commit {@code id}. */
    public synchronized boolean hasFile(String id, String path) throws IOException {
        String key = id + ":" + path;
        Boolean known = files.get(key);
        if (known == null) {
            Optional<GitRepository> repo = repository();
            known = repo.isPresent() && repo.get().hasFile(id, path);
            files.put(key, known);
        }
        return known;
    }

    /** The URL of the {@code origin} remote as configured, if the work tree has one. */
    public synchronized Optional<String> originUrl() throws IOException {
        Optional<GitRepository> repo = repository();
        return repo.isPresent() ? repo.get().remoteUrl("origin") : Optional.empty();
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (repository != null) {
            repository.close();
        }
    }
}
