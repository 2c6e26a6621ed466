package io.github.studylog.prompt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.docs.DocLink;
import io.github.studylog.docs.DocsCheck;
import io.github.studylog.docs.LinkResolver;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.prompt.PromptFile.Role;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.sessions.SessionOrder;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The files of a review's prompt, each once, in this order: the files every session reads (the instructions,
 * {@code AGENTS.md} when present, the paths the template names), the review's doc, every repo file the doc links or
 * shows in the doc's order (resolved by the docs check's own {@link LinkResolver}: a page's doc, a static file, a
 * diagram page's JSON source), the review, and its sessions newest first. A file already listed keeps its first
 * place; a file the repository does not hold is left out (the records and docs checks report it).
 */
final class PromptFiles {

    /** The agents' instructions beside CHATGPT.md, read by every session when present. */
    static final String AGENTS = "AGENTS.md";

    private final ContentLayout layout;
    private final ContentFiles files;
    private final DocIndex docs;
    private final LinkResolver resolver;
    private final List<String> docSuffixes;

    PromptFiles(ContentLayout layout, ContentFiles files, LinkSettings links) {
        this.layout = layout;
        this.files = files;
        // the pass reported every problem of the docs already: the site is rebuilt only to follow the links
        this.docs = new DocIndex(files, new FindingSink(), links.components());
        this.docSuffixes = links.site().docSuffixes();
        List<Doc> all = files.list(layout.docs(), true, docSuffixes.toArray(String[]::new)).stream()
                .map(docs::doc)
                .flatMap(Optional::stream)
                .toList();
        this.resolver = new DocsCheck(layout, files.paths(), links).resolver(all);
    }

    /**
     * @param templatePaths the paths the prompt template writes literally (existing ones)
     */
    Map<String, Role> of(ReviewRecord review, RecordSet records, List<String> templatePaths) {
        Map<String, Role> out = new LinkedHashMap<>();
        add(out, layout.instructions(), Role.EVERY_SESSION);
        add(out, AGENTS, Role.EVERY_SESSION);
        templatePaths.forEach(p -> add(out, p, Role.EVERY_SESSION));
        Optional<String> docPath = review.doc().map(Located::value);
        docPath.ifPresent(p -> add(out, p, Role.DOC));
        docPath.flatMap(docs::doc).ifPresent(doc -> {
            List<DocLink> links = new ArrayList<>(doc.links());
            links.sort(Comparator.comparingInt(DocLink::line).thenComparingInt(DocLink::column));
            for (DocLink link : links) {
                resolver.target(doc, link).ifPresent(target -> add(out, target, role(target, link)));
            }
        });
        add(out, review.path(), Role.REVIEW);
        List<SessionRecord> sessions = newestFirst(review, records);
        for (int i = 0; i < sessions.size(); i++) {
            add(out, sessions.get(i).path(), i == 0 ? Role.LATEST_SESSION : Role.SESSION);
        }
        return out;
    }

    /** The review's sessions (those naming it, and those it lists), newest first. */
    static List<SessionRecord> newestFirst(ReviewRecord review, RecordSet records) {
        Set<SessionRecord> sessions = new LinkedHashSet<>(records.sessionsOf(review.id()));
        review.sessions().forEach(s -> records.session(s.value()).ifPresent(sessions::add));
        List<SessionRecord> sorted = new ArrayList<>(sessions);
        sorted.sort(SessionOrder.OLDEST_FIRST.reversed());
        return sorted;
    }

    private Role role(String target, DocLink link) {
        if (target.startsWith(layout.diagrams() + "/") && target.endsWith(".json")) {
            return Role.DIAGRAM_JSON;
        }
        if (target.startsWith(layout.docs() + "/") && docSuffixes.stream().anyMatch(target::endsWith)) {
            return Role.LINKED_DOC;
        }
        return link.image() || target.endsWith(".svg") ? Role.PICTURE : Role.STATIC_FILE;
    }

    private void add(Map<String, Role> out, String path, Role role) {
        if (!out.containsKey(path) && files.paths().problemWithFile(path).isEmpty()) {
            out.put(path, role);
        }
    }
}
