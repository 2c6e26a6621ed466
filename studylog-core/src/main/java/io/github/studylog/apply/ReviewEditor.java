package io.github.studylog.apply;

import io.github.studylog.content.Bom;
import io.github.studylog.content.IsoDate;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Message;
import io.github.studylog.sync.RecordYaml;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import io.github.studylog.yaml.YamlNodes;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Updates a review for one session with minimal text edits at the positions the YAML node marks give:
 * every byte not in an edit stays as it was — comments, quoting, blank lines, a byte order mark, CRLF line ends.
 * The YAML is never re-dumped.
 *
 * <ul>
 *   <li>{@code sessions} gains the session id (a block list gets a line like its last item; a flow list
 *       {@code []} / {@code [a, b]} gets the id before its {@code ]});</li>
 *   <li>{@code last_reviewed} moves to the session's date when that is later, in the scalar's own quoting;</li>
 *   <li>{@code needs_revisit} gains {@code {section, reason}} for each heading the session lists that it lacks, and
 *       loses the sections the session resolved; an emptied list becomes {@code []}, an empty {@code []} that
 *       gains items becomes a block list under its key. A flow list with items is not edited (a finding).</li>
 * </ul>
 * {@code status} is never touched.
 */
public final class ReviewEditor {

    private final SafeYamlLoader loader = new SafeYamlLoader();
    private final RecordYaml yaml = new RecordYaml();

    /**
     * What the session changes in a review.
     *
     * @param sessionId    the session's id
     * @param date         the session's date, when it is a real date
     * @param needsRevisit the headings the session lists under {@code needs_revisit}, in order
     * @param reasons      heading to the reason a new {@code needs_revisit} entry gets
     * @param resolved     sections the session asked with outcome {@code self_explained} and does not list
     */
    public record Update(
            String sessionId,
            Optional<LocalDate> date,
            List<String> needsRevisit,
            Map<String, String> reasons,
            Set<String> resolved) {

        public Update {
            needsRevisit = List.copyOf(needsRevisit);
            reasons = Map.copyOf(reasons);
            resolved = Set.copyOf(resolved);
        }
    }

    /** The edited text (equal to the input when nothing changes), or the findings that stop the edit. */
    public record Outcome(Optional<String> text, List<Finding> findings) {

        public Outcome {
            findings = List.copyOf(findings);
        }
    }

    private record Edit(int start, int end, String text) {}

    public Outcome edit(String path, String text, Update update) {
        String bom = Bom.of(text);
        String body = text.substring(bom.length());
        YamlLoad load = loader.load(path, body, 0);
        if (load.document().isEmpty() || !load.findings().isEmpty()) {
            return refuse(path, 1, Message.of("apply-sync-review-edit.yaml-errors", path));
        }
        YamlDocument doc = load.document().get();
        Text t = new Text(body);
        List<Edit> edits = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        sessions(doc, t, update, edits, findings);
        lastReviewed(doc, t, update, edits);
        needsRevisit(doc, t, update, edits, findings);
        if (!findings.isEmpty()) {
            return new Outcome(Optional.empty(), findings);
        }
        edits.sort(Comparator.comparingInt(Edit::start).reversed());
        StringBuilder out = new StringBuilder(body);
        int limit = Integer.MAX_VALUE;
        for (Edit edit : edits) {
            if (edit.end() > limit) {
                throw new IllegalStateException("overlapping review edits in " + path);
            }
            out.replace(edit.start(), edit.end(), edit.text());
            limit = edit.start();
        }
        return new Outcome(Optional.of(bom + out), List.of());
    }

    private void sessions(YamlDocument doc, Text t, Update update, List<Edit> edits, List<Finding> findings) {
        Optional<NodeTuple> entry = YamlNodes.entry(doc.root(), "sessions");
        if (entry.isEmpty() || !(entry.get().getValueNode() instanceof SequenceNode list)) {
            findings.add(finding(
                    doc,
                    entry.map(NodeTuple::getKeyNode).orElse(doc.root()),
                    Message.of("apply-sync-review-edit.sessions-not-list")));
            return;
        }
        boolean listed = list.getValue().stream()
                .anyMatch(n -> n instanceof ScalarNode s && s.getValue().equals(update.sessionId()));
        if (listed) {
            return;
        }
        String id = yaml.stringScalar(update.sessionId());
        if (list.getFlowStyle() == FlowStyle.FLOW) {
            int close = t.offset(YamlNodes.end(list)) - 1;
            if (close < 0 || t.body.charAt(close) != ']') {
                findings.add(finding(doc, list, Message.of("apply-sync-review-edit.sessions-flow-end")));
                return;
            }
            edits.add(new Edit(close, close, list.getValue().isEmpty() ? id : ", " + id));
            return;
        }
        Node last = list.getValue().get(list.getValue().size() - 1);
        Optional<String> prefix = t.itemPrefix(last);
        if (prefix.isEmpty()) {
            findings.add(finding(doc, last, Message.of("apply-sync-review-edit.sessions-item-line")));
            return;
        }
        int at = t.afterLine(t.endOf(last));
        edits.add(new Edit(at, at, t.lineBreakBefore(at) + prefix.get() + id + t.newline));
    }

    private static void lastReviewed(YamlDocument doc, Text t, Update update, List<Edit> edits) {
        Optional<ScalarNode> value = YamlNodes.scalar(doc.root(), "last_reviewed");
        if (value.isEmpty() || update.date().isEmpty()) {
            return;
        }
        Optional<LocalDate> current = date(value.get().getValue());
        if (current.isEmpty() || !update.date().get().isAfter(current.get())) {
            return; // not a date: the records check says so; not later: nothing to move
        }
        ScalarNode scalar = value.get();
        String date = update.date().get().toString();
        String written = switch (scalar.getScalarStyle()) {
            case SINGLE_QUOTED -> "'" + date + "'";
            case DOUBLE_QUOTED -> "\"" + date + "\"";
            default -> date;
        };
        edits.add(new Edit(t.offset(YamlNodes.start(scalar)), t.offset(YamlNodes.end(scalar)), written));
    }

    private void needsRevisit(YamlDocument doc, Text t, Update update, List<Edit> edits, List<Finding> findings) {
        Optional<NodeTuple> entry = YamlNodes.entry(doc.root(), "needs_revisit");
        if (entry.isEmpty() || !(entry.get().getValueNode() instanceof SequenceNode list)) {
            if (!update.needsRevisit().isEmpty()) {
                findings.add(finding(
                        doc,
                        entry.map(NodeTuple::getKeyNode).orElse(doc.root()),
                        Message.of("apply-sync-review-edit.needs-revisit-not-list")));
            }
            return;
        }
        List<Node> items = list.getValue();
        Set<String> existing = new LinkedHashSet<>();
        List<Node> removed = new ArrayList<>();
        for (Node item : items) {
            Optional<String> section =
                    YamlNodes.scalar(item, "section").map(s -> s.getValue().strip());
            section.ifPresent(existing::add);
            if (section.isPresent()
                    && update.resolved().contains(section.get())
                    && !update.needsRevisit().contains(section.get())) {
                removed.add(item);
            }
        }
        List<String> added = new ArrayList<>();
        for (String heading : update.needsRevisit()) {
            if (!existing.contains(heading.strip()) && !added.contains(heading.strip())) {
                added.add(heading.strip());
            }
        }
        if (added.isEmpty() && removed.isEmpty()) {
            return;
        }
        Node key = entry.get().getKeyNode();
        int colon = t.body.indexOf(':', t.offset(YamlNodes.end(key)));
        if (list.getFlowStyle() == FlowStyle.FLOW) {
            if (!items.isEmpty()) {
                findings.add(finding(doc, list, Message.of("apply-sync-review-edit.needs-revisit-flow")));
                return;
            }
            String prefix = " ".repeat(YamlNodes.start(key).getColumn() + 2) + "- ";
            edits.add(new Edit(
                    colon + 1,
                    t.offset(YamlNodes.end(list)),
                    t.newline + entries(added, prefix, update, t).stripTrailing()));
            return;
        }
        Node last = items.get(items.size() - 1);
        Optional<String> prefix = t.itemPrefix(items.get(0));
        if (prefix.isEmpty()) {
            findings.add(finding(doc, items.get(0), Message.of("apply-sync-review-edit.needs-revisit-item-lines")));
            return;
        }
        int afterLast = t.afterLine(t.endOf(last));
        if (removed.size() == items.size()) {
            String replacement =
                    added.isEmpty() ? " []" + t.newline : t.newline + entries(added, prefix.get(), update, t);
            edits.add(new Edit(colon + 1, afterLast, replacement));
            return;
        }
        for (Node item : removed) {
            edits.add(new Edit(t.lineStart(t.offset(YamlNodes.start(item))), t.afterLine(t.endOf(item)), ""));
        }
        if (!added.isEmpty()) {
            edits.add(new Edit(
                    afterLast, afterLast, t.lineBreakBefore(afterLast) + entries(added, prefix.get(), update, t)));
        }
    }

    /** New {@code needs_revisit} items, each line ending with the file's line break. */
    private String entries(List<String> sections, String prefix, Update update, Text t) {
        String indent = " ".repeat(prefix.length());
        StringBuilder out = new StringBuilder();
        for (String section : sections) {
            String reason = update.reasons().getOrDefault(section, update.sessionId());
            out.append(prefix)
                    .append("section: ")
                    .append(yaml.stringScalar(section))
                    .append(t.newline)
                    .append(indent)
                    .append("reason: ")
                    .append(yaml.stringScalar(reason))
                    .append(t.newline);
        }
        return out.toString();
    }

    private static Optional<LocalDate> date(String text) {
        return IsoDate.parse(text);
    }

    private static Finding finding(YamlDocument doc, Node node, Message message) {
        return Finding.of(ApplyRules.APPLY_SYNC_REVIEW_EDIT, doc.path(), doc.line(node), doc.column(node), message);
    }

    private static Outcome refuse(String path, int line, Message message) {
        return new Outcome(
                Optional.empty(), List.of(Finding.of(ApplyRules.APPLY_SYNC_REVIEW_EDIT, path, line, 1, message)));
    }

    /** The review's text with offsets computed from the loader's marks ({@link YamlNodes#offset}). */
    private static final class Text {

        final String body;
        final String newline;

        Text(String body) {
            this.body = body;
            this.newline = body.contains("\r\n") ? "\r\n" : "\n";
        }

        int offset(Mark mark) {
            return YamlNodes.offset(body, mark);
        }

        int lineStart(int offset) {
            return body.lastIndexOf('\n', offset - 1) + 1;
        }

        /** The start of the line after the one holding {@code offset}; when only blanks precede it, its own line. */
        int afterLine(int offset) {
            int start = lineStart(offset);
            if (body.substring(start, offset).isBlank()) {
                return start;
            }
            int end = body.indexOf('\n', offset);
            return end < 0 ? body.length() : end + 1;
        }

        /** A line break to write first when inserting at the very end of a file without a final one. */
        String lineBreakBefore(int at) {
            return at == body.length() && !body.isEmpty() && !body.endsWith("\n") ? newline : "";
        }

        /** Where a node's text ends: the furthest end of its scalars (a mapping's own end mark runs on). */
        int endOf(Node node) {
            if (node instanceof ScalarNode) {
                // a block scalar's end mark runs past its trailing line breaks and blank lines: step back
                int start = offset(YamlNodes.start(node));
                int end = offset(YamlNodes.end(node));
                while (end > start && Character.isWhitespace(body.charAt(end - 1))) {
                    end--;
                }
                return end;
            }
            int end = offset(YamlNodes.start(node));
            if (node instanceof MappingNode map) {
                for (NodeTuple tuple : map.getValue()) {
                    end = Math.max(end, Math.max(endOf(tuple.getKeyNode()), endOf(tuple.getValueNode())));
                }
            } else if (node instanceof SequenceNode seq) {
                if (seq.getFlowStyle() == FlowStyle.FLOW) {
                    return offset(YamlNodes.end(seq));
                }
                for (Node item : seq.getValue()) {
                    end = Math.max(end, endOf(item));
                }
            }
            return end;
        }

        /** {@code "  - "}: what stands before an item of a block list on its line, when it is only that. */
        Optional<String> itemPrefix(Node item) {
            int start = offset(YamlNodes.start(item));
            String prefix = body.substring(lineStart(start), start);
            return prefix.matches(" *- +") ? Optional.of(prefix) : Optional.empty();
        }
    }
}
