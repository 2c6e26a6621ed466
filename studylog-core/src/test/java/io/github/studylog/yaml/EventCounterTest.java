package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/** The counter is the parser the composer reads: it passes every event through unchanged. */
class EventCounterTest {

    @Test
    void itPassesTheParsersEventsThroughAndEndsWithThem() {
        LoadSettings settings = LoadSettings.builder().build();
        EventCounter events = new EventCounter(new ParserImpl(settings, new StreamReader(settings, "a: 1\n")), 50, 20);
        List<Event.ID> ids = new ArrayList<>();
        while (events.hasNext()) {
            ids.add(events.next().getEventId());
        }
        assertEquals(
                List.of(
                        Event.ID.StreamStart,
                        Event.ID.DocumentStart,
                        Event.ID.MappingStart,
                        Event.ID.Scalar,
                        Event.ID.Scalar,
                        Event.ID.MappingEnd,
                        Event.ID.DocumentEnd,
                        Event.ID.StreamEnd),
                ids);
        assertFalse(events.hasNext());
        assertTrue(events.plain());
    }
}
