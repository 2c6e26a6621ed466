package io.github.studylog.apply;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.IsoDate;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import io.github.studylog.records.Outcome;
import io.github.studylog.records.SessionRecord;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.yaml.Located;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlNodes;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The review side of {@code apply-sync}: the review files a session names, what the session changes in each
 * ({@link ReviewEditor.Update}: its id, date, {@code needs_revisit} with the reasons from its questions' notes, and
 * the sections it resolved), and the reviews whose {@code status} it would allow to rise. A review that does not
 * exist is left to the records check ({@code record-unknown-ref}).
 */
final class ReviewUpdates {

    /**
     * @param edited   repo-relative path to the edited text, only for reviews that change
     * @param paths    every review file the session names that exists
     * @param hints    status hints, one sentence each
     * @param findings why a review could not be edited
     */
    record Planned(Map<String, String> edited, List<String> paths, List<Message> hints, List<Finding> findings) {}

    private final ReviewEditor editor = new ReviewEditor();

    Planned plan(ContentLayout layout, ContentFiles files, SessionRecord session) {
        Map<String, String> edited = new LinkedHashMap<>();
        List<String> paths = new ArrayList<>();
        List<Message> hints = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        ReviewEditor.Update update = update(session);
        Set<String> seen = new LinkedHashSet<>();
        for (Located<String> review : session.reviews()) {
            String reviewId = review.value();
            if (!reviewId.matches(SchemaGenerator.ID_PATTERN) || !seen.add(reviewId)) {
                continue;
            }
            Optional<String> path = reviewFile(layout, files, reviewId);
            if (path.isEmpty()) {
                continue;
            }
            paths.add(path.get());
            FindingSink sink = new FindingSink();
            Optional<String> text = WholeText.read(files, path.get(), sink);
            if (text.isEmpty()) {
                findings.addAll(sink.sorted());
                continue;
            }
            ReviewEditor.Outcome outcome = editor.edit(path.get(), text.get(), update);
            findings.addAll(outcome.findings());
            outcome.text().filter(t -> !t.equals(text.get())).ifPresent(t -> edited.put(path.get(), t));
            statusHint(path.get(), text.get(), session).ifPresent(hints::add);
        }
        return new Planned(edited, paths, hints, findings);
    }

    private static Optional<String> reviewFile(ContentLayout layout, ContentFiles files, String reviewId) {
        for (String suffix : List.of(".yaml", ".yml")) {
            String path = layout.reviews() + "/" + reviewId + suffix;
            if (files.paths().problemWithFile(path).isEmpty()) {
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }

    private static ReviewEditor.Update update(SessionRecord session) {
        Optional<LocalDate> date = session.date().flatMap(d -> IsoDate.parse(d.value()));
        List<String> needsRevisit =
                session.needsRevisit().stream().map(l -> l.value().strip()).toList();
        Map<String, String> reasons = new LinkedHashMap<>();
        Set<String> resolved = new LinkedHashSet<>();
        for (SessionRecord.Question q : session.questions()) {
            Optional<String> section = q.section().map(s -> s.value().strip());
            if (section.isEmpty()) {
                continue;
            }
            q.note()
                    .map(Located::value)
                    .filter(n -> !n.isBlank())
                    .ifPresent(note -> reasons.putIfAbsent(section.get(), note.strip()));
            if (q.asked()
                    && q.outcome()
                            .map(Located::value)
                            .filter(Outcome.SELF_EXPLAINED.word()::equals)
                            .isPresent()) {
                resolved.add(section.get());
            }
        }
        return new ReviewEditor.Update(session.id(), date, needsRevisit, reasons, resolved);
    }

    /** A review whose status this session's best asked outcome would allow to rise; the status is never edited. */
    private static Optional<Message> statusHint(String path, String reviewText, SessionRecord session) {
        Optional<Outcome> best = session.questions().stream()
                .filter(SessionRecord.Question::asked)
                .map(q -> q.outcome().flatMap(o -> Outcome.of(o.value())))
                .flatMap(Optional::stream)
                .max(Enum::compareTo);
        Optional<Outcome> status = new SafeYamlLoader()
                .load(path, reviewText, 0)
                .document()
                .flatMap(d -> YamlNodes.scalar(d.root(), "status"))
                .flatMap(s -> Outcome.of(s.getValue()));
        if (best.isEmpty() || status.isEmpty() || best.get().compareTo(status.get()) <= 0) {
            return Optional.empty();
        }
        return Optional.of(Message.of(
                "apply.status-hint", path, status.get().word(), best.get().word()));
    }
}
