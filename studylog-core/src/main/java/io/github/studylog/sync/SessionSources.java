package io.github.studylog.sync;

import io.github.studylog.records.SessionRecord;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.List;

/**
 * What a session says it read: its {@code sources} paths and its {@code diagrams} with {@code read} and
 * {@code rendered} exactly as the learner recorded them (the scalar text, so {@code yes} stays {@code yes}).
 *
 * @param sources  the source paths, in file order
 * @param diagrams the diagrams, in file order
 */
public record SessionSources(List<String> sources, List<Diagram> diagrams) {

    /** One diagram entry; a missing field is {@code ?}. */
    public record Diagram(String path, String read, String rendered) {}

    public SessionSources {
        sources = List.copyOf(sources);
        diagrams = List.copyOf(diagrams);
    }

    public static SessionSources of(SessionRecord session) {
        List<String> sources =
                session.sources().stream().map(s -> s.path().value()).toList();
        List<Diagram> diagrams = new ArrayList<>();
        for (SessionRecord.DiagramClaim claim : session.diagramClaims()) {
            diagrams.add(new Diagram(
                    claim.path().value(),
                    claim.read().map(Located::value).orElse("?"),
                    claim.rendered().map(Located::value).orElse("?")));
        }
        return new SessionSources(sources, diagrams);
    }
}
