package io.github.studylog.records;

import io.github.studylog.content.IsoDate;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.Doc;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Nearest;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.Shape;
import io.github.studylog.template.ValueSpec;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import io.github.studylog.yaml.YamlSpans;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * The placeholder checks a JSON Schema cannot make, run on values whose form the schema accepted:
 * {@code record-date} (a real calendar day), {@code record-path} (an existing file inside the repo),
 * {@code record-heading} (a heading of the review's doc), {@code record-file-id} (equals the file name),
 * {@code record-unknown-ref} (an existing review or session). In two steps: {@link #pending} collects the values
 * to check while a record's tree exists, {@link #check} checks them once every record is known.
 */
public final class PlaceholderChecks {

    /** The types whose check needs more than the value's text; any other type accepts what the schema accepted. */
    private static final Set<PlaceholderType> CHECKED = EnumSet.of(
            PlaceholderType.DATE,
            PlaceholderType.PATH,
            PlaceholderType.HEADING,
            PlaceholderType.FILE_ID,
            PlaceholderType.REVIEW_REF,
            PlaceholderType.SESSION_REF);

    /** What the checks need to know about the repository. */
    public record Context(RepoPaths paths, RecordSet records, List<Doc> headingDocs) {}

    /** A value's problem and, when the rule is certain of it, the text that fixes it. */
    private record Problem(Rule rule, Message message, Optional<String> fix) {

        Problem(Rule rule, Message message) {
            this(rule, message, Optional.empty());
        }
    }

    /** Characters that would change a YAML scalar's meaning or quoting: a fix writing them is not certain. */
    private static final java.util.regex.Pattern UNSAFE_IN_SCALAR =
            java.util.regex.Pattern.compile("[:#'\"\\\\{}\\[\\],&*!|>%@`]|^[-?\\s]|\\s$");

    /** The values of {@code record} that need a check, leaving out those the schema already reported. */
    public List<PendingValue> pending(RecordFile record, Shape shape, Set<Node> failedValues) {
        List<PendingValue> pending = new ArrayList<>();
        walk(record.yaml(), record.yaml().root(), shape, failedValues, pending);
        return pending;
    }

    /** Whether any pending value is a {@code <heading>} (its check needs the docs of the record's reviews). */
    public static boolean needsHeadings(List<PendingValue> pending) {
        for (PendingValue value : pending) {
            if (value.types().contains(PlaceholderType.HEADING)) {
                return true;
            }
        }
        return false;
    }

    /** Checks the pending values of the record at {@code path}, whose file id is {@code fileId}. */
    public List<Finding> check(String path, String fileId, List<PendingValue> pending, Context context) {
        List<Finding> findings = new ArrayList<>();
        for (PendingValue value : pending) {
            checkValue(fileId, value, context).ifPresent(p -> {
                Finding finding = Finding.of(p.rule(), path, value.line(), value.column(), p.message());
                findings.add(p.fix()
                        .flatMap(text -> value.textSpan(path).map(span -> span.withReplacement(text)))
                        .map(finding::withFix)
                        .orElse(finding));
            });
        }
        return findings;
    }

    private void walk(YamlDocument doc, Node node, Shape shape, Set<Node> failed, List<PendingValue> pending) {
        if (shape instanceof Shape.MapOf map) {
            for (Shape.Field field : map.fields()) {
                YamlNodes.value(node, field.key()).ifPresent(value -> walk(doc, value, field.shape(), failed, pending));
            }
        } else if (shape instanceof Shape.ListOf list) {
            for (Node item : YamlNodes.items(node)) {
                walk(doc, item, list.item(), failed, pending);
            }
        } else if (shape instanceof Shape.Scalar scalar
                && node instanceof ScalarNode value
                && !failed.contains(node)
                && needsCheck(value, scalar.spec())) {
            pending.add(PendingValue.at(
                    scalar.spec().types(),
                    value.getValue(),
                    doc.line(value),
                    doc.column(value),
                    YamlSpans.scalar(doc, value)));
        }
    }

    /** A text that is no literal of the spec, whose every type needs a check (one type accepting it is enough). */
    private static boolean needsCheck(ScalarNode value, ValueSpec spec) {
        return ScalarKind.of(value) == ScalarKind.STRING
                && !spec.literals().contains(value.getValue())
                && !spec.types().isEmpty()
                && CHECKED.containsAll(spec.types());
    }

    /** The first problem when no alternative of the spec accepts the value. */
    private Optional<Problem> checkValue(String fileId, PendingValue value, Context context) {
        Problem first = null;
        for (PlaceholderType type : value.types()) {
            Optional<Problem> problem = problem(fileId, value.text(), type, context);
            if (problem.isEmpty()) {
                return Optional.empty();
            }
            if (first == null) {
                first = problem.get();
            }
        }
        return Optional.ofNullable(first);
    }

    private Optional<Problem> problem(String fileId, String text, PlaceholderType type, Context context) {
        switch (type) {
            case DATE:
                return dateProblem(text);
            case PATH:
                return context.paths().problemWithFile(text).map(m -> new Problem(RecordRules.RECORD_PATH, m));
            case HEADING:
                return headingProblem(text, context.headingDocs());
            case FILE_ID:
                return text.equals(fileId)
                        ? Optional.empty()
                        : Optional.of(new Problem(
                                RecordRules.RECORD_FILE_ID, Message.of("record-file-id.differs", text, fileId)));
            case REVIEW_REF:
                return refProblem(
                        text,
                        "review",
                        context.records().reviews().keySet(),
                        context.records().unloadedReviews());
            case SESSION_REF:
                return refProblem(
                        text,
                        "session",
                        context.records().sessions().keySet(),
                        context.records().unloadedSessions());
            default:
                return Optional.empty();
        }
    }

    private static Optional<Problem> dateProblem(String text) {
        if (!IsoDate.hasForm(text)) {
            return Optional.of(new Problem(RecordRules.RECORD_VALUE, Message.of("record-value.not-a-date", text)));
        }
        return IsoDate.parse(text).isPresent()
                ? Optional.empty()
                : Optional.of(new Problem(RecordRules.RECORD_DATE, Message.of("record-date.not-a-day", text)));
    }

    private static Optional<Problem> headingProblem(String text, List<Doc> docs) {
        if (docs.isEmpty()) {
            return Optional.empty();
        }
        for (Doc doc : docs) {
            if (doc.hasHeading(text)) {
                return Optional.empty();
            }
        }
        List<String> all =
                docs.stream().flatMap(d -> d.headingTexts().stream()).distinct().toList();
        String where = String.join(", ", docs.stream().map(Doc::path).toList());
        Message message = Nearest.closest(text.trim(), all)
                .map(n -> Message.of("record-heading.nearest", text, where, n))
                .orElseGet(() -> Message.of("record-heading.not-found", text, where));
        // the fix: the one heading near the text, when writing it changes nothing of the YAML around it
        Optional<String> fix = Nearest.unique(text.trim(), all)
                .filter(n -> !UNSAFE_IN_SCALAR.matcher(n).find());
        return Optional.of(new Problem(RecordRules.RECORD_HEADING, message, fix));
    }

    /** @param unloaded the files of this kind that are there but did not load: file id to path */
    private static Optional<Problem> refProblem(
            String id, String kind, Set<String> known, Map<String, String> unloaded) {
        if (known.contains(id)) {
            return Optional.empty();
        }
        boolean review = kind.equals("review");
        String unloadedPath = unloaded.get(id);
        if (unloadedPath != null) {
            return Optional.of(new Problem(
                    RecordRules.RECORD_UNKNOWN_REF,
                    Message.of(
                            review ? "record-unknown-ref.review-unloaded" : "record-unknown-ref.session-unloaded",
                            id,
                            unloadedPath)));
        }
        return Optional.of(new Problem(
                RecordRules.RECORD_UNKNOWN_REF,
                Nearest.to(id, known)
                        .map(n -> Message.of(
                                review ? "record-unknown-ref.review-nearest" : "record-unknown-ref.session-nearest",
                                id,
                                n))
                        .orElseGet(() ->
                                Message.of(review ? "record-unknown-ref.review" : "record-unknown-ref.session", id))));
    }
}
