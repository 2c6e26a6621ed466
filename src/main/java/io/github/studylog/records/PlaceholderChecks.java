package io.github.studylog.records;

import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.Doc;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Nearest;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.template.Shape;
import io.github.studylog.template.ValueSpec;
import io.github.studylog.yaml.ScalarKind;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlNodes;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The placeholder checks a JSON Schema cannot make, run on values whose form the schema accepted:
 * {@code record-date} (a real calendar day), {@code record-path} (an existing file inside the repo),
 * {@code record-heading} (a heading of the review's doc), {@code record-file-id} (equals the file name),
 * {@code record-unknown-ref} (an existing review or session).
 */
public final class PlaceholderChecks {

    /** What the checks need to know about the repository. */
    public record Context(RepoPaths paths, RecordSet records, List<Doc> headingDocs) {
    }

    private record Problem(Rule rule, String message) {
    }

    public List<Finding> check(RecordFile record, Shape shape, Set<Node> failedValues, Context context) {
        List<Finding> findings = new ArrayList<>();
        walk(record, record.yaml().root(), shape, failedValues, context, findings);
        return findings;
    }

    private void walk(RecordFile record, Node node, Shape shape, Set<Node> failed, Context context,
            List<Finding> findings) {
        if (shape instanceof Shape.MapOf map) {
            for (Shape.Field field : map.fields()) {
                YamlNodes.value(node, field.key())
                        .ifPresent(value -> walk(record, value, field.shape(), failed, context, findings));
            }
        } else if (shape instanceof Shape.ListOf list) {
            for (Node item : YamlNodes.items(node)) {
                walk(record, item, list.item(), failed, context, findings);
            }
        } else if (shape instanceof Shape.Scalar scalar && node instanceof ScalarNode value
                && !failed.contains(node)) {
            checkValue(record, value, scalar.spec(), context).ifPresent(p -> {
                YamlDocument doc = record.yaml();
                findings.add(Finding.of(p.rule(), doc.path(), doc.line(value), doc.column(value), p.message()));
            });
        }
    }

    /** The first problem when no alternative of the spec accepts the value. */
    private Optional<Problem> checkValue(RecordFile record, ScalarNode value, ValueSpec spec, Context context) {
        if (ScalarKind.of(value) != ScalarKind.STRING || spec.literals().contains(value.getValue())) {
            return Optional.empty();
        }
        Problem first = null;
        for (PlaceholderType type : spec.types()) {
            Optional<Problem> problem = problem(record, value.getValue(), type, context);
            if (problem.isEmpty()) {
                return Optional.empty();
            }
            if (first == null) {
                first = problem.get();
            }
        }
        return Optional.ofNullable(first);
    }

    private Optional<Problem> problem(RecordFile record, String text, PlaceholderType type, Context context) {
        switch (type) {
            case DATE:
                return dateProblem(text);
            case PATH:
                return context.paths().problemWithFile(text).map(m -> new Problem(RecordRules.RECORD_PATH, m));
            case HEADING:
                return headingProblem(text, context.headingDocs());
            case FILE_ID:
                return text.equals(record.fileId()) ? Optional.empty()
                        : Optional.of(new Problem(RecordRules.RECORD_FILE_ID, "the id `" + text
                                + "` differs from the file name `" + record.fileId() + ".yaml`"));
            case REVIEW_REF:
                return refProblem(text, "review", context.records().reviews().keySet());
            case SESSION_REF:
                return refProblem(text, "session", context.records().sessions().keySet());
            default:
                return Optional.empty();
        }
    }

    private static Optional<Problem> dateProblem(String text) {
        if (!text.matches(SchemaGenerator.DATE_PATTERN)) {
            return Optional.of(new Problem(RecordRules.RECORD_VALUE, "`" + text + "` is not a date YYYY-MM-DD"));
        }
        try {
            LocalDate.parse(text);
            return Optional.empty();
        } catch (DateTimeException e) {
            return Optional.of(new Problem(RecordRules.RECORD_DATE, "`" + text + "` is not a real calendar day"));
        }
    }

    private static Optional<Problem> headingProblem(String text, List<Doc> docs) {
        if (docs.isEmpty() || docs.stream().anyMatch(d -> d.hasHeading(text))) {
            return Optional.empty();
        }
        List<String> all = docs.stream().flatMap(d -> d.headingTexts().stream()).distinct().toList();
        String where = String.join(", ", docs.stream().map(Doc::path).toList());
        String hint = Nearest.closest(text.trim(), all).map(n -> "; the nearest heading is `" + n + "`").orElse("");
        return Optional.of(new Problem(RecordRules.RECORD_HEADING,
                "`" + text + "` is not a heading of " + where + hint));
    }

    private static Optional<Problem> refProblem(String id, String kind, Set<String> known) {
        if (known.contains(id)) {
            return Optional.empty();
        }
        String hint = Nearest.to(id, known).map(n -> "; did you mean `" + n + "`?").orElse("");
        return Optional.of(new Problem(RecordRules.RECORD_UNKNOWN_REF,
                "no " + kind + " `" + id + "` exists (no file `" + id + ".yaml` among the " + kind + "s)" + hint));
    }
}
