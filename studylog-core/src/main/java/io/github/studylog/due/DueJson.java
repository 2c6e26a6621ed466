package io.github.studylog.due;

import io.github.studylog.report.Json;
import java.time.LocalDate;
import java.util.Optional;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@value #FILE}: the due report as JSON, the shape of {@code schemas/due.schema.json}. The same in every language
 * (ids, dates and numbers only); byte-identical for the same content and the same {@code today}.
 */
public final class DueJson {

    /** The file under the output folder. */
    public static final String FILE = "due.json";

    /** The schema's id, written as {@code $schema}. */
    public static final String SCHEMA = "https://studylog.github.io/schemas/due.schema.json";

    private final JsonNodeFactory json = JsonNodeFactory.instance;

    /** The report's text. */
    public String render(DueReport report) {
        return Json.pretty(tree(report));
    }

    ObjectNode tree(DueReport report) {
        ObjectNode root = json.objectNode();
        root.put("$schema", SCHEMA);
        root.put("today", report.today().toString());
        root.put("due_soon_days", report.dueSoonDays());
        ObjectNode counts = root.putObject("counts");
        report.counts().forEach((status, count) -> counts.put(status.id(), count));
        ArrayNode citations = root.putArray("citations");
        for (CitationDue c : report.citations()) {
            ObjectNode item = citations.addObject();
            item.put("path", c.path());
            item.put("line", c.line());
            item.put("column", c.column());
            item.put("text", c.text());
            item.put("url", c.url());
            item.put("kind", c.kind().id());
            item.put("kind_from", c.kindFrom());
            date(item, "checked", c.checked());
            item.put("checked_from", c.checkedFrom());
            if (c.age().isPresent()) {
                item.put("age_days", c.age().get());
            } else {
                item.putNull("age_days");
            }
            if (c.maxAge().isPresent()) {
                item.put("max_age_days", c.maxAge().get());
            } else {
                item.putNull("max_age_days");
            }
            date(item, "due", c.due());
            item.put("status", c.status().id());
        }
        ArrayNode reviews = root.putArray("reviews");
        for (ReviewDue r : report.reviews()) {
            ObjectNode item = reviews.addObject();
            item.put("review", r.review());
            item.put("path", r.path());
            item.put("status", r.status());
            date(item, "last_reviewed", r.lastReviewed());
            if (r.interval().isPresent()) {
                item.put("revisit_days", r.interval().get());
            } else {
                item.putNull("revisit_days");
            }
            date(item, "due", r.due());
            if (r.daysOverdue().isPresent()) {
                item.put("days_overdue", r.daysOverdue().get());
                item.put("relative_overdueness", r.relative().get());
            } else {
                item.putNull("days_overdue");
                item.putNull("relative_overdueness");
            }
            ArrayNode sections = item.putArray("needs_revisit");
            r.needsRevisit().forEach(sections::add);
        }
        return root;
    }

    private static void date(ObjectNode item, String key, Optional<LocalDate> date) {
        if (date.isPresent()) {
            item.put(key, date.get().toString());
        } else {
            item.putNull(key);
        }
    }
}
