package io.github.studylog.sessions;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.report.Json;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes {@code latest-sessions.json} (schema: {@code schemas/latest-sessions.schema.json}): one object per review
 * in id order, {@code latest} null for a review without sessions. An issue written as a decimal integer is a
 * JSON number, anything else (such as {@code unfiled}) stays text, an absent one is null. Same input, same bytes.
 */
public final class LatestSessionsJson {

    /** The file name under the output directory. */
    public static final String FILE = "latest-sessions.json";

    /** The {@code $schema} of the file's schema, also written into the file as {@code $schema}. */
    public static final String SCHEMA_ID = "https://studylog.github.io/schemas/latest-sessions.schema.json";

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    public String render(LatestSessions latest) {
        ObjectNode root = JSON.objectNode();
        root.put("$schema", SCHEMA_ID);
        ArrayNode reviews = root.putArray("reviews");
        for (ReviewLatest review : latest.reviews()) {
            ObjectNode item = reviews.addObject();
            item.put("review", review.reviewId());
            if (review.latest().isEmpty()) {
                item.putNull("latest");
                continue;
            }
            LatestSession s = review.latest().get();
            ObjectNode session = item.putObject("latest");
            session.put("session", s.sessionId());
            if (s.date().isPresent()) {
                session.put("date", s.date().get());
            } else {
                session.putNull("date");
            }
            if (s.issue().isEmpty()) {
                session.putNull("issue");
            } else if (s.issue().get().matches("-?(0|[1-9][0-9]*)")) {
                session.put("issue", new BigInteger(s.issue().get()));
            } else {
                session.put("issue", s.issue().get());
            }
            ArrayNode revisit = session.putArray("needs_revisit");
            s.needsRevisit().forEach(revisit::add);
            session.put("listed", s.listed());
        }
        return Json.pretty(root);
    }

    /** Writes the file and returns its path. */
    public Path write(LatestSessions latest, OutputFiles out) throws IOException {
        return out.write(FILE, render(latest));
    }
}
