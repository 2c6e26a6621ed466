package io.github.studylog.docs;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parses each doc at most once per run, on demand: the docs check reads every doc under the docs folder,
 * the records check asks for the headings of the docs its reviews name.
 */
public final class DocIndex {

    private final ContentFiles files;
    private final FindingSink sink;
    private final DocParser parser;
    private final Map<String, CompletableFuture<Optional<Doc>>> docs = new ConcurrentHashMap<>();

    public DocIndex(ContentFiles files, FindingSink sink) {
        this(files, sink, LinkSettings.BUILT_IN);
    }

    /** An index whose parser also reads links from these component attributes. */
    public DocIndex(ContentFiles files, FindingSink sink, List<LinkComponent> components) {
        this(files, sink, new DocParser(components));
    }

    /** An index reading docs with this parser. */
    DocIndex(ContentFiles files, FindingSink sink, DocParser parser) {
        this.files = files;
        this.sink = sink;
        this.parser = parser;
    }

    /**
     * The parsed doc at a repo-relative path; empty when it cannot be read (reported once). The first caller for a
     * path parses it outside the map's lock, so lookups of other docs never wait for it; later callers of the same
     * path wait for that one parse.
     */
    public Optional<Doc> doc(String path) {
        CompletableFuture<Optional<Doc>> mine = new CompletableFuture<>();
        CompletableFuture<Optional<Doc>> known = docs.putIfAbsent(path, mine);
        if (known != null) {
            return known.join();
        }
        try {
            mine.complete(read(path));
        } catch (RuntimeException | Error e) {
            mine.completeExceptionally(e);
            throw e;
        }
        return mine.join();
    }

    private Optional<Doc> read(String p) {
        if (files.paths().problemWithFile(p).isPresent() && !leavesRepo(p)) {
            return Optional.empty(); // missing: whoever names the path reports it
        }
        // a link leaving the repo is reported as file-outside-repo by read, and never read
        return files.read(p, sink).map(text -> parser.parse(p, text.text(), sink));
    }

    /** A well-formed repo-relative path that exists as a link to something outside the repository. */
    private boolean leavesRepo(String relative) {
        if (RepoPaths.lexicalProblem(relative).isPresent()) {
            return false;
        }
        Path file = files.paths().root().resolve(relative).normalize();
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !files.paths().isInside(file);
    }
}
