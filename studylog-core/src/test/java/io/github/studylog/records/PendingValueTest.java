package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.finding.Fix;
import io.github.studylog.template.PlaceholderType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PendingValueTest {

    private static final List<PlaceholderType> PATH = List.of(PlaceholderType.PATH);

    @Test
    void aOneLineSpanIsKeptAsNumbersAndGivenBackAsTheSameFix() {
        Fix span = new Fix("sessions/a.yaml", 4, 12, 4, 30, "");
        PendingValue value = PendingValue.at(PATH, "src/content/docs/概要.md", 4, 11, Optional.of(span));
        assertEquals(new PendingValue(PATH, "src/content/docs/概要.md", 4, 11, 4, 12, 30), value);
        assertEquals(Optional.of(span), value.textSpan("sessions/a.yaml"));
    }

    @Test
    void withoutASpanThereIsNoFix() {
        PendingValue value = PendingValue.at(PATH, "a.md", 4, 11, Optional.empty());
        assertEquals(new PendingValue(PATH, "a.md", 4, 11), value);
        assertEquals(Optional.empty(), value.textSpan("sessions/a.yaml"));
    }

    @Test
    void aSpanOverTwoLinesIsNotKept() {
        PendingValue value =
                PendingValue.at(PATH, "a.md", 4, 11, Optional.of(new Fix("sessions/a.yaml", 4, 12, 5, 3, "")));
        assertEquals(Optional.empty(), value.textSpan("sessions/a.yaml"));
    }

    @Test
    void aSpanMustBeARange() {
        assertThrows(IllegalArgumentException.class, () -> new PendingValue(PATH, "a.md", 4, 11, -1, 1, 2));
        assertThrows(IllegalArgumentException.class, () -> new PendingValue(PATH, "a.md", 4, 11, 4, 0, 2));
        assertThrows(IllegalArgumentException.class, () -> new PendingValue(PATH, "a.md", 4, 11, 4, 5, 4));
    }

    @Test
    void anEmptySpanAtTheFirstColumnIsOne() {
        // an empty span (the inside of `""`) is a range, and column 1 is a column
        PendingValue value = new PendingValue(PATH, "", 4, 1, 4, 1, 1);
        assertEquals(Optional.of(new Fix("sessions/a.yaml", 4, 1, 4, 1, "")), value.textSpan("sessions/a.yaml"));
    }
}
