package io.github.studylog.git;

import io.github.studylog.content.RepoPaths;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.StatusCommand;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.lib.AbbreviatedObjectId;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevObject;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.submodule.SubmoduleWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathFilterGroup;

/**
 * The JGit side of {@link GitHistory}: the git history of the work tree holding the content repository (which may
 * be a subfolder of it). One instance holds one {@link Repository} for a run and only reads: no index refresh, no
 * ref update. Answers two kinds of question: the commit that last changed each source file (drafts), and what an
 * abbreviated commit resolves to, its date and whether a path exists in it (provenance).
 *
 * <p>A path gets {@link GitHistory#UNKNOWN} rather than a guess when: there is no git work tree; HEAD has no
 * commit; the path is not a regular file in HEAD (untracked, ignored, deleted, a link); it differs between HEAD,
 * the index and the working tree ({@code git status} with line-ending filters applied); or its history reaches the
 * boundary of a shallow clone or a missing object before the change is found.
 *
 * <p>The last change is found in one walk over HEAD's history, newest first in topological order: the first commit
 * whose version of the file equals HEAD's and differs from every parent's (a root commit: has the file). Requiring
 * HEAD's content skips side branches whose change a merge did not keep.
 */
final class GitRepository implements AutoCloseable {

    private static final String UNKNOWN = GitHistory.UNKNOWN;

    private final Optional<Repository> repository;
    private final String prefix;

    private GitRepository(Optional<Repository> repository, String prefix) {
        this.repository = repository;
        this.prefix = prefix;
    }

    /**
     * Finds the git directory from {@code contentRoot} upwards; without one every path is {@link #UNKNOWN}.
     * {@link GitHistory} calls this only when {@link GitHistory#mayBeInGit} says there may be one.
     */
    static GitRepository open(Path contentRoot) throws IOException {
        Path root = contentRoot.toAbsolutePath().normalize();
        // readEnvironment: GIT_DIR and GIT_CEILING_DIRECTORIES are honoured as git itself does
        FileRepositoryBuilder builder =
                new FileRepositoryBuilder().setMustExist(true).readEnvironment().findGitDir(root.toFile());
        if (builder.getGitDir() == null) {
            return none();
        }
        Repository repo = builder.build();
        try {
            if (repo.isBare()) {
                repo.close();
                return none();
            }
            Path workTree = repo.getWorkTree().toPath().toRealPath();
            Path real = root.toRealPath();
            if (!real.startsWith(workTree)) {
                repo.close();
                return none();
            }
            String relative = workTree.relativize(real).toString().replace(File.separatorChar, '/');
            return new GitRepository(Optional.of(repo), relative.isEmpty() ? "" : relative + "/");
        } catch (IOException | RuntimeException e) {
            repo.close();
            throw e;
        }
    }

    /** Outside git: every path is {@link #UNKNOWN}. */
    static GitRepository none() {
        return new GitRepository(Optional.empty(), "");
    }

    /** Whether a git work tree holds the content repository. */
    boolean inGit() {
        return repository.isPresent();
    }

    /**
     * The full id of the commit that last changed each path, or {@link #UNKNOWN}.
     *
     * @param paths paths relative to the content repository, as written in the session
     * @return every given path, in the given order, with its commit
     */
    Map<String, String> lastCommits(Collection<String> paths) throws IOException {
        Map<String, String> result = new LinkedHashMap<>();
        Map<String, String> byGitPath = new LinkedHashMap<>();
        for (String path : paths) {
            result.put(path, UNKNOWN);
            if (RepoPaths.lexicalProblem(path).isEmpty()) {
                byGitPath.put(prefix + Path.of(path).normalize().toString().replace(File.separatorChar, '/'), path);
            }
        }
        if (repository.isEmpty() || byGitPath.isEmpty()) {
            return result;
        }
        Repository repo = repository.get();
        ObjectId head = repo.resolve(Constants.HEAD + "^{commit}");
        if (head == null) {
            return result;
        }
        try (RevWalk walk = new RevWalk(repo)) {
            RevCommit headCommit = walk.parseCommit(head);
            Map<String, ObjectId> blobs = blobsAt(repo, headCommit, byGitPath.keySet());
            blobs.keySet().removeAll(uncommitted(repo, blobs.keySet()));
            Map<String, String> found = walkHistory(repo, walk, headCommit, blobs);
            found.forEach((gitPath, commit) -> result.put(byGitPath.get(gitPath), commit));
        }
        return result;
    }

    /** The blob of each path that is a regular file in {@code commit}. */
    private static Map<String, ObjectId> blobsAt(Repository repo, RevCommit commit, Set<String> gitPaths)
            throws IOException {
        Map<String, ObjectId> blobs = new HashMap<>();
        try (TreeWalk tree = new TreeWalk(repo)) {
            tree.addTree(commit.getTree());
            tree.setRecursive(true);
            tree.setFilter(PathFilterGroup.createFromStrings(gitPaths));
            while (tree.next()) {
                FileMode mode = tree.getFileMode(0);
                if (gitPaths.contains(tree.getPathString())
                        && (mode == FileMode.REGULAR_FILE || mode == FileMode.EXECUTABLE_FILE)) {
                    blobs.put(tree.getPathString(), tree.getObjectId(0));
                }
            }
        }
        return blobs;
    }

    /** The paths whose index or working-tree version differs from HEAD's. */
    private static Set<String> uncommitted(Repository repo, Set<String> gitPaths) throws IOException {
        if (gitPaths.isEmpty()) {
            return Set.of();
        }
        StatusCommand command = Git.wrap(repo).status().setIgnoreSubmodules(SubmoduleWalk.IgnoreSubmoduleMode.ALL);
        new TreeSet<>(gitPaths).forEach(command::addPath);
        Status status;
        try {
            status = command.call();
        } catch (GitAPIException e) {
            throw new IOException("git status failed: " + e.getMessage(), e);
        }
        Set<String> changed = new HashSet<>();
        changed.addAll(status.getUncommittedChanges());
        changed.addAll(status.getUntracked());
        changed.addAll(status.getConflicting());
        return changed;
    }

    private static Map<String, String> walkHistory(
            Repository repo, RevWalk walk, RevCommit head, Map<String, ObjectId> blobs) throws IOException {
        Map<String, String> found = new HashMap<>();
        Set<String> open = new TreeSet<>(blobs.keySet());
        if (open.isEmpty()) {
            return found;
        }
        Set<ObjectId> shallow = repo.getObjectDatabase().getShallowCommits();
        walk.reset();
        walk.setRetainBody(false);
        walk.sort(RevSort.TOPO, true);
        walk.sort(RevSort.COMMIT_TIME_DESC, true);
        walk.markStart(head);
        try {
            for (RevCommit commit = walk.next(); commit != null && !open.isEmpty(); commit = walk.next()) {
                List<String> changed = changedHere(repo, walk, commit, open, blobs);
                boolean boundary = commit.getParentCount() == 0 && shallow.contains(commit.getId());
                for (String path : changed) {
                    open.remove(path);
                    if (!boundary) {
                        found.put(path, commit.getName());
                    }
                }
            }
        } catch (MissingObjectException e) {
            return found;
        }
        return found;
    }

    /** The open paths this commit changed to HEAD's content. */
    private static List<String> changedHere(
            Repository repo, RevWalk walk, RevCommit commit, Set<String> open, Map<String, ObjectId> blobs)
            throws IOException {
        List<String> changed = new ArrayList<>();
        try (TreeWalk tree = new TreeWalk(repo)) {
            tree.addTree(commit.getTree());
            for (RevCommit parent : commit.getParents()) {
                tree.addTree(walk.parseCommit(parent).getTree());
            }
            tree.setRecursive(true);
            tree.setFilter(PathFilterGroup.createFromStrings(open));
            while (tree.next()) {
                String path = tree.getPathString();
                ObjectId mine = tree.getObjectId(0);
                if (!open.contains(path) || !mine.equals(blobs.get(path))) {
                    continue;
                }
                boolean differsFromAll = true;
                for (int p = 1; p < tree.getTreeCount(); p++) {
                    if (tree.getObjectId(p).equals(mine)) {
                        differsFromAll = false;
                        break;
                    }
                }
                if (differsFromAll) {
                    changed.add(path);
                }
            }
        }
        return changed;
    }

    /** Whether the repository is a shallow clone (its history stops at a boundary). */
    boolean isShallow() throws IOException {
        return repository.isPresent()
                && !repository.get().getObjectDatabase().getShallowCommits().isEmpty();
    }

    /**
     * What an abbreviated (or full) commit id names: one commit with its date, none, or several. Other objects
     * sharing the prefix (blobs, trees) are not commits and are ignored.
     */
    CommitLookup lookup(String abbreviation) throws IOException {
        if (repository.isEmpty()) {
            return CommitLookup.outsideGit();
        }
        if (!AbbreviatedObjectId.isId(abbreviation) && !isAbbreviation(abbreviation)) {
            return CommitLookup.notFound(isShallow());
        }
        Repository repo = repository.get();
        List<RevCommit> commits = new ArrayList<>();
        try (ObjectReader reader = repo.newObjectReader();
                RevWalk walk = new RevWalk(reader)) {
            for (ObjectId id : reader.resolve(AbbreviatedObjectId.fromString(abbreviation))) {
                try {
                    RevObject object = walk.parseAny(id);
                    if (object instanceof RevCommit commit) {
                        commits.add(commit);
                    }
                } catch (MissingObjectException e) {
                    // a prefix match whose object is not readable: not a commit we can vouch for
                }
            }
        }
        if (commits.isEmpty()) {
            return CommitLookup.notFound(isShallow());
        }
        if (commits.size() > 1) {
            return CommitLookup.ambiguous(commits.size());
        }
        RevCommit commit = commits.get(0);
        PersonIdent committer = commit.getCommitterIdent();
        LocalDate date =
                committer.getWhenAsInstant().atZone(committer.getZoneId()).toLocalDate();
        return CommitLookup.found(commit.getName(), date);
    }

    private static boolean isAbbreviation(String text) {
        if (text.length() < 4 || text.length() > Constants.OBJECT_ID_STRING_LENGTH) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code path} (relative to the content repository) is a file in the tree of {@code commitId}. */
    boolean hasFile(String commitId, String path) throws IOException {
        if (repository.isEmpty() || RepoPaths.lexicalProblem(path).isPresent()) {
            return false;
        }
        Repository repo = repository.get();
        String gitPath = prefix + Path.of(path).normalize().toString().replace(File.separatorChar, '/');
        try (RevWalk walk = new RevWalk(repo)) {
            RevCommit commit = walk.parseCommit(ObjectId.fromString(commitId));
            try (TreeWalk tree = TreeWalk.forPath(repo, gitPath, commit.getTree())) {
                return tree != null && (tree.getFileMode(0).getObjectType() == Constants.OBJ_BLOB);
            }
        } catch (MissingObjectException e) {
            return false;
        }
    }

    /** The URL of a remote as configured ({@code remote.<name>.url}), if the repository has it. */
    Optional<String> remoteUrl(String name) {
        return repository
                .map(r -> r.getConfig().getString("remote", name, "url"))
                .map(String::strip)
                .filter(u -> !u.isEmpty());
    }

    @Override
    public void close() {
        repository.ifPresent(Repository::close);
    }
}
