package io.github.studylog.prompt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Nearest;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Message;
import io.github.studylog.prompt.PromptFile.Role;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.PromptTemplate;
import io.github.studylog.template.Templates;
import io.github.studylog.yaml.Located;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The session-start prompts: for each review asked for, the files a session reads ({@link PromptFiles}),
 * each pinned to the commit that last changed it by the run's {@link GitHistory} (the reader the drafts and
 * provenance use, so the pins are what provenance verifies when the session comes back), filled into the
 * {@code template=session-prompt[-<kind>]} block of CHATGPT.md or the built-in default ({@link PromptRenderer}).
 */
public final class SessionPrompts {

    /** The session kinds the built-in default knows; a {@code session-prompt-<kind>} block adds its own. */
    private static final List<String> KINDS = List.of("learn", "interview", "drill");

    private static final String DEFAULT_KIND = "learn";
    private static final Pattern KIND = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    private final ContentLayout layout;
    private final LinkSettings links;
    private final GitHistory history;

    public SessionPrompts(ContentLayout layout, LinkSettings links, GitHistory history) {
        this.layout = layout;
        this.links = links;
        this.history = history;
    }

    /**
     * The prompts, or why none can be written.
     *
     * @param prompts  one per review asked for, in review id order
     * @param findings problems of the template the prompts need (also in {@code refusal})
     * @param refusal  why no prompt was written: the chosen template is broken or names missing files
     */
    public record Result(List<SessionPrompt> prompts, List<Finding> findings, Optional<Message> refusal) {

        public Result {
            prompts = List.copyOf(prompts);
            findings = List.copyOf(findings);
        }
    }

    /**
     * @param templates the templates the pass read
     * @param records   the records the pass loaded
     * @param review    only this review ({@code studylog.review}); all when empty
     * @param kind      the session kind ({@code studylog.kind}); {@code learn} when empty
     * @param repoUrl   the repository's URL ({@code studylog.repoUrl}); the {@code origin} remote when empty
     * @throws InvalidRequestException the review, the kind or the URL is unknown
     * @throws IOException             the git repository cannot be read
     */
    public Result build(
            Templates templates,
            RecordSet records,
            Optional<String> review,
            Optional<String> kind,
            Optional<String> repoUrl)
            throws IOException {
        List<ReviewRecord> reviews = reviews(records, review);
        String chosenKind = kind(kind, templates);
        Optional<GithubRepo> repo = repo(repoUrl);
        String name = PromptTemplate.NAME + "-" + chosenKind;
        if (!templates.prompts().containsKey(name)) {
            name = PromptTemplate.NAME;
        }
        Optional<PromptTemplate> template = Optional.empty();
        if (templates.prompts().containsKey(name)) {
            template = templates.prompts().get(name);
            if (template.isEmpty()) {
                return refused(Message.of("session-prompt.template-broken", name, layout.instructions()));
            }
        }
        // a broken template's paths are checked too: every problem of the block in one run
        ContentFiles files = new ContentFiles(new RepoPaths(layout.root()));
        List<Finding> missing = new ArrayList<>();
        List<String> templatePaths = new ArrayList<>();
        for (Located<String> path : named(template)) {
            Optional<Message> problem = files.paths().problemWithFile(path.value());
            if (problem.isPresent()
                    && path.value().equals(PromptFiles.AGENTS)
                    && template.get().prosePaths().contains(path)) {
                // prose that speaks of AGENTS.md's principles (as the built-in prompt does): read when present
                continue;
            }
            if (problem.isPresent()) {
                missing.add(Finding.of(
                        PromptRules.PROMPT_PATH_MISSING,
                        layout.instructions(),
                        path.line(),
                        path.column(),
                        Message.around("prompt-path-missing.names", problem.get(), name, path.value())));
            } else {
                templatePaths.add(path.value());
            }
        }
        if (template.isPresent() && template.get().broken()) {
            return new Result(
                    List.of(),
                    missing,
                    Optional.of(Message.of("session-prompt.template-broken", name, layout.instructions())));
        }
        if (!missing.isEmpty()) {
            return new Result(
                    List.of(),
                    missing,
                    Optional.of(
                            Message.of("session-prompt.paths-missing", name, layout.instructions(), missing.size())));
        }
        String text = template.map(PromptTemplate::text).orElseGet(PromptRenderer::defaultTemplate);
        PromptFiles lister = new PromptFiles(layout, files, links);
        Map<String, Map<String, Role>> lists = new TreeMap<>();
        Set<String> everyPath = new LinkedHashSet<>();
        for (ReviewRecord r : reviews) {
            Map<String, Role> list = lister.of(r, records, templatePaths);
            lists.put(r.id(), list);
            everyPath.addAll(list.keySet());
        }
        Map<String, String> commits = history.lastCommits(everyPath);
        boolean inGit = history.inGit();
        PromptRenderer renderer = new PromptRenderer();
        List<SessionPrompt> prompts = new ArrayList<>();
        for (ReviewRecord r : reviews) {
            List<PromptFile> pinned = new ArrayList<>();
            Objects.requireNonNull(lists.get(r.id()))
                    .forEach((path, role) -> pinned.add(new PromptFile(
                            path,
                            role,
                            Optional.of(commits.getOrDefault(path, GitHistory.UNKNOWN))
                                    .filter(c -> !c.equals(GitHistory.UNKNOWN)))));
            ReviewFacts facts = ReviewFacts.read(files, r);
            List<SessionRecord> sessions = PromptFiles.newestFirst(r, records);
            PromptRenderer.Values values = new PromptRenderer.Values(
                    repo,
                    r.id(),
                    facts.title().orElse(r.id()),
                    r.status().map(Located::value).orElse("unknown"),
                    chosenKind,
                    pinned,
                    inGit,
                    facts.needsRevisit(),
                    sessions.stream().findFirst().map(SessionRecord::id));
            prompts.add(new SessionPrompt(r.id(), pinned, renderer.render(text, values)));
        }
        return new Result(prompts, List.of(), Optional.empty());
    }

    /** The paths the template names in inline code and in prose, in text order. */
    private static List<Located<String>> named(Optional<PromptTemplate> template) {
        List<Located<String>> all = new ArrayList<>();
        template.ifPresent(t -> {
            all.addAll(t.paths());
            all.addAll(t.prosePaths());
        });
        all.sort(Comparator.comparingInt((Located<String> p) -> p.line()).thenComparingInt(Located::column));
        return all;
    }

    private static Result refused(Message why) {
        return new Result(List.of(), List.of(), Optional.of(why));
    }

    private List<ReviewRecord> reviews(RecordSet records, Optional<String> review) {
        Map<String, ReviewRecord> byId = new TreeMap<>(records.reviews());
        if (byId.isEmpty()) {
            throw new InvalidRequestException("studylog:prompt found no review in " + layout.reviews()
                    + "/ (or none loads: `mvn verify` says why); a prompt is written for a review");
        }
        if (review.isEmpty()) {
            return List.copyOf(byId.values());
        }
        ReviewRecord found = byId.get(review.get());
        if (found == null) {
            Optional<String> near = Nearest.to(review.get(), byId.keySet());
            String quoted = io.github.studylog.finding.Text.cut(review.get(), 80);
            String folder = layout.reviews() + "/";
            String all = io.github.studylog.finding.Text.cut(String.join(", ", byId.keySet()), 400);
            throw new InvalidRequestException(
                    near.isPresent()
                            ? Message.of("prompt.review.unknown-near", quoted, folder, near.get(), all)
                            : Message.of("prompt.review.unknown", quoted, folder, all));
        }
        return List.of(found);
    }

    private static String kind(Optional<String> kind, Templates templates) {
        Set<String> known = new TreeSet<>(KINDS);
        templates.prompts().keySet().stream()
                .filter(n -> n.startsWith(PromptTemplate.NAME + "-"))
                .map(n -> n.substring(PromptTemplate.NAME.length() + 1))
                .forEach(known::add);
        String chosen = kind.orElse(DEFAULT_KIND);
        if (!KIND.matcher(chosen).matches() || !known.contains(chosen)) {
            throw new InvalidRequestException("studylog.kind: `" + chosen + "` is no session kind; the kinds are "
                    + String.join(", ", known) + " (a `template=" + PromptTemplate.NAME
                    + "-<kind>` block in CHATGPT.md adds one)");
        }
        return chosen;
    }

    /** The repository's GitHub URL: {@code studylog.repoUrl}, else the {@code origin} remote in any usual form. */
    private Optional<GithubRepo> repo(Optional<String> repoUrl) throws IOException {
        if (repoUrl.isPresent()) {
            return Optional.of(GithubRepo.parse(repoUrl.get())
                    .orElseThrow(() -> new InvalidRequestException(
                            "studylog.repoUrl: `" + repoUrl.get() + "` is no GitHub repository URL; write it as "
                                    + "https://github.com/OWNER/REPO (or git@github.com:OWNER/REPO.git)")));
        }
        return history.originUrl().flatMap(GithubRepo::parse);
    }
}
