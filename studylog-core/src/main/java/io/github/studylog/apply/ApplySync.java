package io.github.studylog.apply;

import io.github.studylog.adopt.LookAlikeBlocks;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.records.YamlJson;
import io.github.studylog.template.MissingTemplateReport;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import io.github.studylog.yaml.YamlNodes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * {@code studylog:apply-sync}: turns a {@code [Session Sync]} issue into {@code sessions/<id>.yaml} and the
 * updates of the reviews it names, or refuses it with findings located in the issue body. No Maven types.
 *
 * <ol>
 *   <li>An event payload's {@code author_association} must be trusted.</li>
 *   <li>The title and body are read against the session-sync template ({@link IssueRecordReader}); the record's
 *       {@code id} must equal the title's; {@code issue: unfiled} becomes the issue number when it is known.</li>
 *   <li>The reviews the record names are edited in place ({@link ReviewEditor}).</li>
 *   <li>The repository as it would be after applying (an in-memory overlay, nothing written) goes through the same
 *       records check as {@code mvn verify}, provenance included; findings in the session file are moved to the
 *       issue body's lines. Findings elsewhere than the session file and the edited reviews are not this issue's
 *       business and are left out.</li>
 *   <li>Any error refuses the issue and nothing is written; otherwise every file is written or none
 *       ({@link ContentWrites}), unless it is a dry run or nothing changes ("already applied").</li>
 * </ol>
 */
public final class ApplySync {

    /** {@code studylog.trustedAssociations}' default. */
    public static final Set<String> DEFAULT_TRUSTED = Set.of("OWNER", "MEMBER", "COLLABORATOR");

    /**
     * One run.
     *
     * @param layout              the content repository
     * @param issue               the issue, read by {@link IssueInputReader}
     * @param trustedAssociations author associations allowed for event payloads (upper case)
     * @param dryRun              compute and show, write nothing
     * @param overwrite           replace an existing session file holding different data
     * @param failOnWarning       refuse on warnings too ({@code studylog.failOnWarning})
     * @param toolVersion         the plugin version
     * @param language            the language of the findings' and notes' texts (they are messages; this is for
     *                            the check it runs)
     * @param links               how the docs' links resolve, for the check it runs (the configuration's)
     */
    public record Request(
            ContentLayout layout,
            IssueInput issue,
            Set<String> trustedAssociations,
            boolean dryRun,
            boolean overwrite,
            boolean failOnWarning,
            String toolVersion,
            Language language,
            LinkSettings links) {

        public Request {
            trustedAssociations = Set.copyOf(trustedAssociations);
            Objects.requireNonNull(language, "language");
            Objects.requireNonNull(links, "links");
        }

        /** A run on a site of which nothing but the defaults is known. */
        public Request(
                ContentLayout layout,
                IssueInput issue,
                Set<String> trustedAssociations,
                boolean dryRun,
                boolean overwrite,
                boolean failOnWarning,
                String toolVersion,
                Language language) {
            this(
                    layout,
                    issue,
                    trustedAssociations,
                    dryRun,
                    overwrite,
                    failOnWarning,
                    toolVersion,
                    language,
                    LinkSettings.defaults());
        }

        /** An English run. */
        public Request(
                ContentLayout layout,
                IssueInput issue,
                Set<String> trustedAssociations,
                boolean dryRun,
                boolean overwrite,
                boolean failOnWarning,
                String toolVersion) {
            this(layout, issue, trustedAssociations, dryRun, overwrite, failOnWarning, toolVersion, Language.EN);
        }
    }

    private final SafeYamlLoader yaml = new SafeYamlLoader();

    /**
     * @param history the git history of the content repository, for provenance
     * @throws UncheckedIOException the files cannot be written (nothing was changed then)
     */
    public ApplyResult run(Request request, GitHistory history) {
        IssueInput issue = request.issue();
        ContentLayout layout = request.layout();
        List<Finding> findings = new ArrayList<>();
        if (issue.form() == IssueInput.Form.EVENT_PAYLOAD) {
            String association = issue.authorAssociation().orElse("NONE");
            if (!request.trustedAssociations().contains(association.toUpperCase(Locale.ROOT))) {
                findings.add(Finding.of(
                        ApplyRules.APPLY_SYNC_UNTRUSTED,
                        issue.bodyName(),
                        0,
                        0,
                        "apply-sync-untrusted.author",
                        association,
                        String.join(
                                ", ",
                                request.trustedAssociations().stream().sorted().toList())));
                return refused(issue, Optional.empty(), findings, List.of());
            }
        }
        ContentFiles files = new ContentFiles(new RepoPaths(layout.root()));
        FindingSink templateFindings = new FindingSink();
        Templates templates = files.read(layout.instructions(), templateFindings)
                .map(t -> new TemplateCatalog().load(layout.instructions(), t.text(), true, templateFindings))
                .orElse(Templates.none());
        if (templates.sessionSync().isEmpty()) {
            findings.addAll(templateFindings.sorted());
            if (findings.isEmpty()) {
                templateFindings.add(MissingTemplateReport.atTop(layout.instructions(), TemplateCatalog.SESSION_SYNC));
                findings.addAll(templateFindings.sorted());
            }
            return refused(issue, Optional.empty(), findings, List.of());
        }
        IssueRecordReader.Outcome read =
                new IssueRecordReader().read(templates.sessionSync().get(), issue);
        findings.addAll(read.findings());
        if (read.record().isEmpty()) {
            return refused(issue, Optional.empty(), findings, List.of());
        }
        IssueRecord record = read.record().get();
        String id = record.id();
        String sessionPath = layout.sessions() + "/" + id + ".yaml";
        String text = withIssueNumber(record.text(), issue.number());
        Optional<SessionRecord> session = session(sessionPath, id, text);
        session.flatMap(SessionRecord::idField)
                .filter(f -> !f.value().equals(id))
                .ifPresent(f -> findings.add(Finding.of(
                        ApplyRules.APPLY_SYNC_ID_MISMATCH,
                        issue.bodyName(),
                        record.firstLine() + f.line() - 1,
                        f.column(),
                        "apply-sync-id-mismatch.differs",
                        f.value(),
                        id)));

        Map<String, String> overlay = new TreeMap<>();
        Optional<String> existing = WholeText.read(files, sessionPath, new FindingSink());
        if (existing.isPresent() && !sameData(existing.get(), text)) {
            if (!request.overwrite()) {
                findings.add(Finding.of(
                        ApplyRules.APPLY_SYNC_SESSION_EXISTS,
                        issue.bodyName(),
                        record.firstLine(),
                        1,
                        "apply-sync-session-exists.different",
                        sessionPath));
            } else {
                overlay.put(sessionPath, text);
            }
        } else if (existing.isEmpty()) {
            overlay.put(sessionPath, text);
        }
        List<Message> hints = new ArrayList<>();
        List<String> reviewPaths = new ArrayList<>();
        if (session.isPresent()) {
            ReviewUpdates.Planned reviews = new ReviewUpdates().plan(layout, files, session.get());
            overlay.putAll(reviews.edited());
            reviewPaths.addAll(reviews.paths());
            hints.addAll(reviews.hints());
            findings.addAll(reviews.findings());
        }
        if (findings.stream().anyMatch(Finding::isError)) {
            return refused(issue, Optional.of(id), findings, List.of());
        }

        CheckOutcome check = new StudylogCheck(LookAlikeBlocks.EXPLAINER)
                .run(
                        new CheckRequest(
                                        layout,
                                        EnumSet.of(Part.RECORDS),
                                        Optional.empty(),
                                        Optional.empty(),
                                        request.toolVersion(),
                                        request.links())
                                .in(request.language()),
                        history,
                        overlay);
        for (Finding f : check.result().findings()) {
            if (f.path().equals(sessionPath)) {
                findings.add(new Finding(
                        f.rule(),
                        f.severity(),
                        issue.bodyName(),
                        f.line() == 0 ? 0 : record.firstLine() + f.line() - 1,
                        f.column(),
                        f.message()));
            } else if (reviewPaths.contains(f.path())) {
                findings.add(f);
            }
        }
        List<Message> notes = check.result().notes();
        if (findings.stream().anyMatch(f -> f.isError() || request.failOnWarning())) {
            return refused(issue, Optional.of(id), findings, notes);
        }
        List<FileChange> changes = new ArrayList<>();
        for (Map.Entry<String, String> e : overlay.entrySet()) {
            Optional<String> before = WholeText.read(files, e.getKey(), new FindingSink());
            if (before.isEmpty() || !before.get().equals(e.getValue())) {
                changes.add(new FileChange(
                        e.getKey(), before, e.getValue(), UnifiedDiff.of(e.getKey(), before, e.getValue())));
            }
        }
        if (changes.isEmpty()) {
            return new ApplyResult(
                    ApplyResult.Status.ALREADY_APPLIED,
                    request.dryRun(),
                    Optional.of(id),
                    issue.number(),
                    List.of(),
                    findings,
                    notes,
                    hints);
        }
        if (!request.dryRun()) {
            try {
                ContentWrites.writeAll(layout.root(), changes);
            } catch (IOException e) {
                throw new UncheckedIOException(
                        "could not write "
                                + String.join(
                                        ", ",
                                        changes.stream().map(FileChange::path).toList()) + " (nothing was changed): "
                                + e.getMessage(),
                        e);
            }
        }
        return new ApplyResult(
                ApplyResult.Status.APPLIED,
                request.dryRun(),
                Optional.of(id),
                issue.number(),
                changes,
                findings,
                notes,
                hints);
    }

    private static ApplyResult refused(
            IssueInput issue, Optional<String> id, List<Finding> findings, List<Message> notes) {
        return new ApplyResult(
                ApplyResult.Status.REFUSED, false, id, issue.number(), List.of(), findings, notes, List.of());
    }

    /** The record with {@code issue: unfiled} replaced by the issue number, when the input knows it. */
    private String withIssueNumber(String text, Optional<Long> number) {
        if (number.isEmpty()) {
            return text;
        }
        Optional<YamlDocument> doc = yaml.load("record", text, 0).document();
        Optional<ScalarNode> issue = doc.flatMap(d -> YamlNodes.scalar(d.root(), "issue"))
                .filter(s -> s.getValue().equals("unfiled"));
        if (issue.isEmpty()) {
            return text;
        }
        int start = YamlNodes.offset(text, YamlNodes.start(issue.get()));
        int end = YamlNodes.offset(text, YamlNodes.end(issue.get()));
        return text.substring(0, start) + number.get() + text.substring(end);
    }

    private Optional<SessionRecord> session(String path, String id, String text) {
        YamlLoad load = yaml.load(path, text, 0);
        return load.document().map(doc -> SessionRecord.of(new RecordFile(path, id, RecordKind.SESSION, doc)));
    }

    private boolean sameData(String a, String b) {
        Optional<YamlDocument> left = yaml.load("a", a, 0).document();
        Optional<YamlDocument> right = yaml.load("b", b, 0).document();
        return left.isPresent()
                && right.isPresent()
                && YamlJson.toJson(left.get().root())
                        .equals(YamlJson.toJson(right.get().root()));
    }
}
