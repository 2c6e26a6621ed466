package io.github.studylog.docs;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The site Starlight builds from the content repo, as far as links can see it: each doc's page at the URL
 * Starlight gives it (the path under the docs folder with every segment slugged, {@code index} standing for its
 * folder, a front-matter {@code slug:} replacing it; {@code draft: true} and {@code _}-prefixed files are no
 * pages), the heading ids of each page, the files under {@code public/}, and the diagram pages
 * {@code /diagrams/<topic>/<name>.html} made from {@code diagrams/<topic>/<name>.json}.
 */
public final class Site {

    /** Suggestions compare with this many files of a folder at most: the first by name. */
    private static final int MAX_SIBLINGS = 1000;

    private final ContentLayout layout;
    private final RepoPaths paths;
    private final LinkSettings settings;
    private final Map<String, SitePage> pages = new TreeMap<>();
    private final Map<String, String> drafts = new TreeMap<>();
    private final Map<String, String> keyOfDoc = new HashMap<>();
    private final Map<String, String> movedBySlug = new HashMap<>();
    private final Map<String, SitePage> pageOfDoc = new HashMap<>();
    private final List<String> urls;
    /** {@link #filesIn} per folder: a doc of many broken images lists each folder once. */
    private final Map<String, List<String>> folders = new ConcurrentHashMap<>();

    public Site(ContentLayout layout, RepoPaths paths, LinkSettings settings, List<Doc> docs) {
        this.layout = layout;
        this.paths = paths;
        this.settings = settings;
        for (Doc doc : docs) {
            String key = doc.slug().map(s -> trimSlashes(s.value())).orElseGet(() -> keyOf(doc.path()));
            keyOfDoc.put(doc.path(), key);
            pageOfDoc.put(doc.path(), SitePage.of(doc, key));
            if (doc.slug().isPresent()) {
                movedBySlug.putIfAbsent(pathKey(doc.path()), key);
            }
            if (doc.draft()) {
                drafts.putIfAbsent(key, doc.path());
            } else if (!fileName(doc.path()).startsWith("_")) {
                pages.putIfAbsent(key, pageOfDoc.get(doc.path()));
            }
        }
        this.urls = pages.keySet().stream().map(this::url).toList();
    }

    /** The page made of a doc, drafts and {@code _} files included: what its own {@code #fragment}s may name. */
    public SitePage pageOf(Doc doc) {
        SitePage known = pageOfDoc.get(doc.path());
        return known != null ? known : SitePage.of(doc, keyOf(doc.path()));
    }

    /** The URL path of a doc's page without base, e.g. {@code guides/intro}; {@code ""} for the home page. */
    public String keyOf(String docPath) {
        String known = keyOfDoc.get(docPath);
        return known != null ? known : pathKey(docPath);
    }

    /** The page a front-matter {@code slug:} moved away from this URL path, if any. */
    public Optional<SitePage> movedBySlug(String key) {
        return Optional.ofNullable(movedBySlug.get(trimSlashes(key))).flatMap(this::page);
    }

    /** The URL path a doc has from its file path alone. */
    private String pathKey(String docPath) {
        String relative = docPath.startsWith(layout.docs() + "/") ? docPath.substring(layout.docs().length() + 1)
                : docPath;
        int dot = relative.lastIndexOf('.');
        if (dot > relative.lastIndexOf('/')) {
            relative = relative.substring(0, dot);
        }
        List<String> segments = new ArrayList<>();
        for (String segment : relative.split("/")) {
            segments.add(Slugger.slug(segment));
        }
        if (!segments.isEmpty() && segments.get(segments.size() - 1).equals("index")) {
            segments.remove(segments.size() - 1);
        }
        return String.join("/", segments);
    }

    /** The page at a URL path without base (slashes at the ends ignored). */
    public Optional<SitePage> page(String key) {
        return Optional.ofNullable(pages.get(trimSlashes(key)));
    }

    /** The draft doc that would be at a URL path, if any. */
    public Optional<String> draft(String key) {
        return Optional.ofNullable(drafts.get(trimSlashes(key)));
    }

    /** The page's URL as a link writes it, with base and trailing slash: {@code /docs/guides/intro/}. */
    public String url(String key) {
        return key.isEmpty() ? settings.base() : settings.base() + key + "/";
    }

    /** Every page's URL, for suggestions. */
    public List<String> urls() {
        return urls;
    }

    /**
     * The repo-relative static file served at a URL path without base, if it exists: {@code public/<path>}, or
     * for {@code diagrams/…} also the configured public diagrams folder.
     */
    public Optional<String> publicFile(String path) {
        if (path.isEmpty() || path.endsWith("/")) {
            return Optional.empty();
        }
        String file = settings.publicDir() + "/" + path;
        if (paths.problemWithFile(file).isEmpty()) {
            return Optional.of(file);
        }
        if (path.startsWith("diagrams/")) {
            String diagram = layout.publicDiagrams() + "/" + path.substring("diagrams/".length());
            if (paths.problemWithFile(diagram).isEmpty()) {
                return Optional.of(diagram);
            }
        }
        return Optional.empty();
    }

    /** Where a missing static file would have to be: {@code public/<path>} (or the public diagrams folder). */
    public String publicPath(String path) {
        if (path.startsWith("diagrams/") && !layout.publicDiagrams().equals(settings.publicDir() + "/diagrams")) {
            return layout.publicDiagrams() + "/" + path.substring("diagrams/".length());
        }
        return settings.publicDir() + "/" + path;
    }

    /** For {@code diagrams/<topic>/<name>.html}: the JSON source that page is made from. */
    public Optional<String> diagramSource(String path) {
        if (!path.startsWith("diagrams/") || !path.endsWith(".html")) {
            return Optional.empty();
        }
        String name = path.substring("diagrams/".length(), path.length() - ".html".length());
        return Optional.of(layout.diagrams() + "/" + name + ".json");
    }

    /** True when the repo-relative path is a regular file inside the repository. */
    public boolean exists(String repoPath) {
        return paths.problemWithFile(repoPath).isEmpty();
    }

    /**
     * The names of the regular files directly in a repo-relative folder, sorted, at most {@link #MAX_SIBLINGS}
     * (the first by name); none when it is not there.
     */
    public List<String> filesIn(String folder) {
        return folders.computeIfAbsent(folder, this::listFiles);
    }

    private List<String> listFiles(String folder) {
        Path dir = paths.root().resolve(folder).normalize();
        if (!dir.startsWith(paths.root()) || !Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                || !paths.isInside(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            TreeSet<String> first = new TreeSet<>();
            list.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).forEach(p -> {
                first.add(p.getFileName().toString());
                if (first.size() > MAX_SIBLINGS) {
                    first.pollLast();
                }
            });
            return List.copyOf(first);
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String fileName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    private static String trimSlashes(String path) {
        int start = 0;
        int end = path.length();
        while (start < end && path.charAt(start) == '/') {
            start++;
        }
        while (end > start && path.charAt(end - 1) == '/') {
            end--;
        }
        return path.substring(start, end);
    }
}
