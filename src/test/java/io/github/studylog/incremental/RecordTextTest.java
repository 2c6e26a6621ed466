package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.Shape;
import io.github.studylog.template.ValueSpec;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A record spelled without its generated toString is spelled exactly as toString spells it, every component named. */
class RecordTextTest {

    record Inner(String name, Optional<Integer> count) {
    }

    record Outer(List<Inner> items, Map<String, Inner> byName, Optional<Inner> first, Part part, Path path,
            Object nothing) {
    }

    @Test
    void aNestedRecordIsSpelledAsItsToString() {
        Map<String, Inner> byName = new LinkedHashMap<>();
        byName.put("甲", new Inner("甲", Optional.of(1)));
        byName.put("乙", new Inner("乙", Optional.empty()));
        Outer outer = new Outer(List.copyOf(byName.values()), byName, Optional.of(new Inner("x", Optional.empty())),
                Part.RECORDS, Path.of("sessions/記録.yaml"), null);
        assertEquals(outer.toString(), RecordText.of(outer));
        assertEquals("Outer[items=[], byName={}, first=Optional.empty, part=DIAGRAMS, path=a, nothing=null]",
                RecordText.of(new Outer(List.of(), Map.of(), Optional.empty(), Part.DIAGRAMS, Path.of("a"), null)));
    }

    @Test
    void theRequestAndATemplateShapeAreSpelledAsTheirToString() {
        CheckRequest request = new CheckRequest(ContentLayout.defaults(Path.of("/tmp/repo")),
                EnumSet.of(Part.RECORDS, Part.DIAGRAMS), Optional.of(Path.of("schemas")), Optional.empty(), "1.0-test");
        assertEquals(request.toString(), RecordText.of(request));
        Shape shape = new Shape.MapOf(List.of(new Shape.Field("date", false, new Shape.Scalar(new ValueSpec(
                List.of(PlaceholderType.DATE), List.of(), List.of(), "<date>"), 2)), new Shape.Field("tags", true,
                new Shape.ListOf(new Shape.AnyList(4), 3))), 1);
        assertEquals(shape.toString(), RecordText.of(shape));
    }

    @Test
    void aRecordOfAnotherPackageThatIsNotPublicIsReadToo() {
        Object hidden = io.github.studylog.testing.HiddenRecord.of("隠れ", List.of(1, 2));
        assertEquals("Hidden[name=隠れ, sizes=[1, 2]]", RecordText.of(hidden));
        assertEquals(hidden.toString(), RecordText.of(hidden));
    }
}
