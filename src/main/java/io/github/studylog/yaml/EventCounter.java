package io.github.studylog.yaml;

import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.parser.Parser;

/**
 * Passes a parser's events through to the composer and notes whether the document uses aliases, explicit tags
 * or merge keys. Most records use none, and then the composed tree needs no alias-expansion or tag walk.
 */
final class EventCounter implements Parser {

    private final Parser parser;
    private boolean special;

    EventCounter(Parser parser) {
        this.parser = parser;
    }

    /** True when no alias, explicit tag or merge key was read. */
    boolean plain() {
        return !special;
    }

    @Override
    public boolean checkEvent(Event.ID choice) {
        return parser.checkEvent(choice);
    }

    @Override
    public Event peekEvent() {
        return parser.peekEvent();
    }

    @Override
    public Event getEvent() {
        Event event = parser.getEvent();
        if (event instanceof AliasEvent) {
            special = true;
        } else if (event instanceof ScalarEvent scalar) {
            special |= scalar.getTag() != null || scalar.isPlain() && "<<".equals(scalar.getValue());
        } else if (event instanceof CollectionStartEvent start) {
            special |= start.getTag() != null;
        }
        return event;
    }
}
