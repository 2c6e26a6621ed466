package io.github.studylog.yaml;

import java.util.Optional;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.CollectionEndEvent;
import org.snakeyaml.engine.v2.events.CollectionStartEvent;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.parser.Parser;

/**
 * Passes a parser's events through to the composer, refuses nesting deeper than a limit (snakeyaml-engine has
 * no depth limit of its own, and its composer recurses per level) and more aliases than a limit (the engine's own
 * count is of aliases to collections only, and says not where), and notes whether the document uses aliases,
 * explicit tags or merge keys. Most records use none, and then the composed tree needs no alias-expansion or
 * tag walk.
 */
final class EventCounter implements Parser {

    /** Thrown at the first event past a limit; carries where it starts. */
    static final class OverLimit extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final boolean depth;
        final transient Optional<Mark> mark;

        OverLimit(boolean depth, Optional<Mark> mark) {
            super(null, null, false, false);
            this.depth = depth;
            this.mark = mark;
        }
    }

    private final Parser parser;
    private final int maxDepth;
    private final int maxAliases;
    private int depth;
    private int aliases;
    private boolean special;

    /**
     * @param maxDepth   collections nested deeper than this are refused
     * @param maxAliases more aliases ({@code *name}, to scalars too) than this are refused
     */
    EventCounter(Parser parser, int maxDepth, int maxAliases) {
        this.parser = parser;
        this.maxDepth = maxDepth;
        this.maxAliases = maxAliases;
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
    public boolean hasNext() {
        return parser.hasNext();
    }

    @Override
    public Event next() {
        Event event = parser.next();
        if (event instanceof AliasEvent) {
            special = true;
            if (++aliases > maxAliases) {
                throw new OverLimit(false, event.getStartMark());
            }
        } else if (event instanceof ScalarEvent scalar) {
            special |= scalar.getTag().isPresent() || (scalar.isPlain() && "<<".equals(scalar.getValue()));
        } else if (event instanceof CollectionStartEvent start) {
            special |= start.getTag().isPresent();
            if (++depth > maxDepth) {
                throw new OverLimit(true, event.getStartMark());
            }
        } else if (event instanceof CollectionEndEvent) {
            depth--;
        }
        return event;
    }
}
