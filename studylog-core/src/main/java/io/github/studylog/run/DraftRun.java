package io.github.studylog.run;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.apply.ApplyResult;
import io.github.studylog.apply.ApplySync;
import io.github.studylog.apply.BareRecord;
import io.github.studylog.apply.FileChange;
import io.github.studylog.apply.IssueInput;
import io.github.studylog.apply.IssueInputReader;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextFile;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.records.SessionIdRule;
import io.github.studylog.sync.MarkdownSlots;
import io.github.studylog.sync.SessionSync;
import io.github.studylog.sync.SyncDraft;
import io.github.studylog.sync.UnknownSessionException;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlNodes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * A Session Sync draft that is not in the repository yet, as the tutor writes it: what {@code apply-sync} would
 * find once the issue is filed ({@link #check}, the gate's own dry run over an overlay of the repository), and the
 * issue {@code sync-draft} would make of it ({@link #render}). Nothing is written into the repository; the pass's
 * output folder is the layout's, which the caller chooses.
 */
public final class DraftRun {

    /** A line that opens a fenced code block: the text is an issue body, not a bare record. */
    private static final Pattern FENCE = Pattern.compile("(?m)^ {0,3}(```|~~~)");
    /** The {@code id:} line of a record inside an issue body, for the title the gate reads the id from. */
    private static final Pattern ID_LINE = Pattern.compile("(?m)^id:[ \\t]*[\"']?([A-Za-z0-9-]+)[\"']?[ \\t]*$");

    private static final Pattern BACKTICKS = Pattern.compile("`+");
    /** How findings name a text given without a name, until its form and record id are known (catalogue key). */
    private static final String ISSUE_BODY = "run.draft.issue-body";

    /**
     * @param layout   the content repository
     * @param text     the draft: a session YAML, an issue body, a draft Markdown or an issue JSON
     * @param name     how findings name the text (a repo-relative name); {@code sessions/<id>.yaml} of a record
     * @param title    the issue title, for a bare issue body; the template's title with the record's id otherwise
     * @param version  the plugin version
     * @param language the language of the findings
     * @param links    how the docs' links resolve (the configuration's)
     */
    public record Request(
            ContentLayout layout,
            String text,
            Optional<String> name,
            Optional<String> title,
            String version,
            Language language,
            LinkSettings links) {

        public Request {
            Objects.requireNonNull(layout, "layout");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(language, "language");
            Objects.requireNonNull(links, "links");
        }

        /** A draft checked on a site of which nothing but the defaults is known. */
        public Request(
                ContentLayout layout,
                String text,
                Optional<String> name,
                Optional<String> title,
                String version,
                Language language) {
            this(layout, text, name, title, version, language, LinkSettings.defaults());
        }
    }

    /** The forms a draft is given in. */
    public enum Form {
        /** the session record alone; findings are at its own lines */
        SESSION_YAML,
        /** an issue body with the record in a fenced block; findings are at the body's lines */
        ISSUE_BODY,
        /** a draft Markdown ({@code title:}, {@code labels:}, body) or an issue's JSON */
        ISSUE;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * What the gate would say.
     *
     * @param form      how the text was read
     * @param name      how the findings name the text
     * @param sessionId the session id, when one was found
     * @param status    {@code applied} (it would apply), {@code already-applied} or {@code refused}
     * @param findings  the gate's findings, those of the record at the lines of the text
     * @param notes     what the gate would add that is not a finding
     * @param changes   the files applying it would write, in path order
     * @param exists    whether a session file of that id is in the repository already: the gate refuses a record
     *                  that differs from it unless told to overwrite ({@code apply-sync-session-exists}); the
     *                  findings here are those of the record as if it replaced the file
     */
    public record Checked(
            Form form,
            String name,
            Optional<String> sessionId,
            ApplyResult.Status status,
            List<Finding> findings,
            List<Message> notes,
            List<String> changes,
            boolean exists) {

        public Checked {
            findings = List.copyOf(findings);
            notes = List.copyOf(notes);
            changes = List.copyOf(changes);
        }
    }

    /**
     * The issue {@code sync-draft} makes of a session record, or why there is none.
     *
     * @param sessionId the record's id
     * @param draft     the issue's title, labels and body; empty when the record does not load as a session
     * @param findings  the pass's findings in the record (at its lines) and in CHATGPT.md's templates
     */
    public record Rendered(String sessionId, Optional<SyncDraft> draft, List<Finding> findings) {

        public Rendered {
            findings = List.copyOf(findings);
        }
    }

    private final SafeYamlLoader yaml = new SafeYamlLoader();

    /**
     * @throws InvalidRequestException the name is no repo-relative path, or a JSON issue is malformed
     * @throws RunFailure              the repository cannot be read, or a bug
     */
    public Checked check(Request request) {
        ContentLayout layout = request.layout();
        String name =
                name(request).orElseGet(() -> Messages.of(request.language()).text(ISSUE_BODY));
        FindingSink unreadable = new FindingSink();
        Optional<String> decoded = decode(layout, name, request.text(), unreadable);
        if (decoded.isEmpty()) {
            return new Checked(
                    Form.SESSION_YAML,
                    name,
                    Optional.empty(),
                    ApplyResult.Status.REFUSED,
                    unreadable.sorted(),
                    List.of(),
                    List.of(),
                    false);
        }
        String text = decoded.get();
        try (GitHistory history = GitHistory.lazy(layout.root())) {
            Optional<SyncTemplate> template = syncTemplate(layout);
            Form form;
            IssueInput input;
            if (text.stripLeading().startsWith("{") || text.startsWith("title:")) {
                form = Form.ISSUE;
                input = new IssueInputReader().read(name, text);
            } else if (FENCE.matcher(text).find()) {
                form = Form.ISSUE_BODY;
                Matcher id = ID_LINE.matcher(text);
                String title = request.title().orElseGet(() -> title(template, id.find() ? id.group(1) : ""));
                input = new IssueInput(
                        IssueInput.Form.DRAFT_JSON,
                        Optional.empty(),
                        title,
                        Optional.of(text),
                        List.of(),
                        Optional.empty(),
                        Optional.empty(),
                        name,
                        0);
            } else {
                form = Form.SESSION_YAML;
                Optional<Finding> none = BareRecord.missing(name, text);
                if (none.isPresent()) {
                    return new Checked(
                            form,
                            name,
                            Optional.empty(),
                            ApplyResult.Status.REFUSED,
                            List.of(none.get()),
                            List.of(),
                            List.of(),
                            false);
                }
                String id = recordId(name, text).orElse("");
                if (request.name().isEmpty() && !id.isEmpty()) {
                    name = layout.sessions() + "/" + id + ".yaml";
                }
                String info = template.flatMap(t ->
                                new MarkdownSlots().place(t.body(), "record").fenceInfo())
                        .orElse("yaml");
                String fence = "`".repeat(Math.max(3, longestBackticks(text) + 1));
                String body = fence + info + "\n" + text + (text.endsWith("\n") ? "" : "\n") + fence + "\n";
                // the record's first line is the body's second: one line less puts findings at the record's lines
                input = new IssueInput(
                        IssueInput.Form.DRAFT_JSON,
                        Optional.empty(),
                        request.title().orElseGet(() -> title(template, id)),
                        Optional.of(body),
                        List.of(),
                        Optional.empty(),
                        Optional.empty(),
                        name,
                        -1);
            }
            // overwriting: a draft of a session that exists is checked as a record, not refused for existing
            ApplyResult result = new ApplySync()
                    .run(
                            new ApplySync.Request(
                                    layout,
                                    input,
                                    ApplySync.DEFAULT_TRUSTED,
                                    true,
                                    true,
                                    false,
                                    request.version(),
                                    request.language()),
                            history);
            List<String> changes =
                    result.changes().stream().map(FileChange::path).toList();
            boolean exists = result.sessionId()
                    .filter(id -> SessionIdRule.SESSION_ID.matcher(id).matches())
                    .map(id -> new RepoPaths(layout.root())
                            .problemWithFile(layout.sessions() + "/" + id + ".yaml")
                            .isEmpty())
                    .orElse(false);
            return new Checked(
                    form,
                    input.bodyName(),
                    result.sessionId(),
                    result.status(),
                    result.findings(),
                    result.notes(),
                    changes,
                    exists);
        } catch (InvalidRequestException e) {
            throw e;
        } catch (UncheckedIOException e) {
            throw new RunFailure("studylog could not read " + layout.root() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("the draft check", layout.root(), e);
        }
    }

    /**
     * @throws InvalidRequestException the name is no repo-relative path, or the record names no session id
     * @throws RunFailure              the repository cannot be read, or a bug
     */
    public Rendered render(Request request) {
        ContentLayout layout = request.layout();
        String given = name(request).orElse(layout.sessions() + "/draft.yaml");
        FindingSink unreadable = new FindingSink();
        Optional<String> decoded = decode(layout, given, request.text(), unreadable);
        if (decoded.isEmpty()) {
            return new Rendered("", Optional.empty(), unreadable.sorted());
        }
        String text = decoded.get();
        String id = recordId(given, text)
                .filter(i -> SessionIdRule.SESSION_ID.matcher(i).matches())
                .orElseThrow(() -> new InvalidRequestException("the session record names no session id: its `id` "
                        + "(or the file name " + given + ") must be YYYY-MM-DD-<slug>-NN"));
        String path = layout.sessions() + "/" + id + ".yaml";
        String name = request.name().orElse(path);
        Messages messages = Messages.of(request.language());
        try (GitHistory history = GitHistory.lazy(layout.root())) {
            CheckOutcome outcome = new StudylogCheck(LookAlikeBlocks.EXPLAINER)
                    .run(
                            new CheckRequest(
                                            layout,
                                            EnumSet.of(Part.SYNC_DRAFTS),
                                            Optional.empty(),
                                            Optional.empty(),
                                            request.version(),
                                            request.links())
                                    .in(request.language()),
                            history,
                            Map.of(path, text));
            List<Finding> findings = outcome.result().findings().stream()
                    .filter(f -> f.path().equals(path) || f.path().equals(layout.instructions()))
                    .map(f -> f.path().equals(path) ? renamed(f, name) : f)
                    .toList();
            Optional<SyncTemplate> template = outcome.templates().sessionSync();
            if (template.isEmpty() || outcome.records().isEmpty()) {
                return new Rendered(id, Optional.empty(), findings);
            }
            List<SyncDraft> drafts = new SessionSync(history, layout.root(), layout.sessions(), messages)
                    .drafts(
                            template.get(),
                            outcome.records().get().records(),
                            Optional.of(id),
                            Map.of(),
                            outcome.files().orElseThrow());
            return new Rendered(id, drafts.stream().findFirst(), findings);
        } catch (UnknownSessionException e) {
            // the record did not load as a session: its findings say why
            return new Rendered(id, Optional.empty(), List.of());
        } catch (IOException | UncheckedIOException e) {
            throw new RunFailure(
                    "studylog could not read the git history of " + layout.root() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw RunFailure.bug("the draft rendering", layout.root(), e);
        }
    }

    private static Finding renamed(Finding f, String name) {
        return new Finding(f.rule(), f.severity(), name, f.line(), f.column(), f.message());
    }

    /** The name findings give the text, when the caller gave one: it must be a repo-relative path. */
    private static Optional<String> name(Request request) {
        if (request.name().isEmpty()) {
            return Optional.empty();
        }
        String name = request.name().get();
        Optional<Message> problem = RepoPaths.lexicalProblem(name);
        if (problem.isPresent()) {
            throw new InvalidRequestException("the file name `" + name + "` is no path inside the repository: "
                    + problem.get().english());
        }
        return Optional.of(name);
    }

    /** The text as the gate would read an issue file of its bytes (bounded, strict), or a finding. */
    private static Optional<String> decode(ContentLayout layout, String name, String text, FindingSink sink) {
        return new ContentFiles(new RepoPaths(layout.root()))
                .decode(name, text.getBytes(StandardCharsets.UTF_8), sink)
                .map(TextFile::text);
    }

    /** The record's {@code id}, else the file name's when it is {@code <id>.yaml}. */
    private Optional<String> recordId(String name, String text) {
        Optional<String> id = yaml.load(name, text, 0)
                .document()
                .flatMap(d -> YamlNodes.scalar(d.root(), "id"))
                .map(ScalarNode::getValue)
                .filter(v -> !v.isBlank());
        if (id.isPresent()) {
            return id;
        }
        String file = name.substring(name.lastIndexOf('/') + 1);
        return file.endsWith(".yaml")
                ? Optional.of(file.substring(0, file.length() - ".yaml".length()))
                : Optional.empty();
    }

    private static Optional<SyncTemplate> syncTemplate(ContentLayout layout) {
        ContentFiles files = new ContentFiles(new RepoPaths(layout.root()));
        FindingSink ignored = new FindingSink();
        return files.read(layout.instructions(), ignored)
                .map(t -> new TemplateCatalog().load(layout.instructions(), t.text(), true, ignored))
                .orElse(Templates.none())
                .sessionSync();
    }

    private static String title(Optional<SyncTemplate> template, String id) {
        return template.map(t -> t.title().replace("{id}", id)).orElse(id);
    }

    private static int longestBackticks(String text) {
        Matcher m = BACKTICKS.matcher(text);
        int longest = 0;
        while (m.find()) {
            longest = Math.max(longest, m.end() - m.start());
        }
        return longest;
    }
}
