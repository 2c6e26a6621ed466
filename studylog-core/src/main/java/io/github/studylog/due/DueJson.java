package io.github.studylog.due;

import io.github.studylog.report.Json;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.time.LocalDate;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * {@value #FILE}: the due report as JSON, the shape of {@code schemas/due.schema.json}. The same in every language
 * (ids, dates and numbers only); byte-identical for the same content and the same {@code today}.
 */
public final class DueJson {

    /** The file under the output folder. */
    public static final String FILE = "due.json";

    /** The schema's id, written as {@code $schema}. */
    public static final String SCHEMA = "https://studylog.github.io/schemas/due.schema.json";

    /** The report's text. */
    public String render(DueReport report) {
        StringWriter text = new StringWriter();
        write(report, text);
        return text.toString();
    }

    /**
     * Writes the report's text to {@code writer} (not closed) as it is made: a large site's report is a few MiB, never
     * held as a tree and a string besides. The text is {@link Json#pretty}'s, final newline included.
     */
    public void write(DueReport report, Writer writer) {
        try (JsonGenerator out = Json.prettyGenerator(writer)) {
            out.writeStartObject();
            out.writeStringProperty("$schema", SCHEMA);
            out.writeStringProperty("today", report.today().toString());
            out.writeNumberProperty("due_soon_days", report.dueSoonDays());
            out.writeObjectPropertyStart("counts");
            report.counts().forEach((status, count) -> out.writeNumberProperty(status.id(), count));
            out.writeEndObject();
            out.writeArrayPropertyStart("citations");
            for (CitationDue c : report.citations()) {
                out.writeStartObject();
                out.writeStringProperty("path", c.path());
                out.writeNumberProperty("line", c.line());
                out.writeNumberProperty("column", c.column());
                out.writeStringProperty("text", c.text());
                out.writeStringProperty("url", c.url());
                out.writeStringProperty("kind", c.kind().id());
                out.writeStringProperty("kind_from", c.kindFrom());
                date(out, "checked", c.checked());
                out.writeStringProperty("checked_from", c.checkedFrom());
                number(out, "age_days", c.age());
                number(out, "max_age_days", c.maxAge());
                date(out, "due", c.due());
                out.writeStringProperty("status", c.status().id());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeArrayPropertyStart("reviews");
            for (ReviewDue r : report.reviews()) {
                out.writeStartObject();
                out.writeStringProperty("review", r.review());
                out.writeStringProperty("path", r.path());
                out.writeStringProperty("status", r.status());
                date(out, "last_reviewed", r.lastReviewed());
                number(out, "revisit_days", r.interval());
                date(out, "due", r.due());
                if (r.daysOverdue().isPresent()) {
                    out.writeNumberProperty("days_overdue", r.daysOverdue().get());
                    // as the tree node the file was once written from: the factory's decimal, normalized as it does
                    out.writeName("relative_overdueness");
                    out.writeNumber(JsonNodeFactory.instance
                            .numberNode(r.relative().get())
                            .decimalValue());
                } else {
                    out.writeNullProperty("days_overdue");
                    out.writeNullProperty("relative_overdueness");
                }
                out.writeArrayPropertyStart("needs_revisit");
                for (String section : r.needsRevisit()) {
                    out.writeString(section);
                }
                out.writeEndArray();
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        try {
            writer.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void date(JsonGenerator out, String key, Optional<LocalDate> date) {
        if (date.isPresent()) {
            out.writeStringProperty(key, date.get().toString());
        } else {
            out.writeNullProperty(key);
        }
    }

    private static void number(JsonGenerator out, String key, Optional<? extends Number> value) {
        if (value.isPresent()) {
            out.writeName(key);
            writeNumber(out, value.get());
        } else {
            out.writeNullProperty(key);
        }
    }

    private static void writeNumber(JsonGenerator out, Number value) {
        if (value instanceof Integer i) {
            out.writeNumber(i);
        } else if (value instanceof Long l) {
            out.writeNumber(l);
        } else {
            out.writeNumber(value.doubleValue());
        }
    }
}
