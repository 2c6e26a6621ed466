package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The {@code default} console style is coloured only where Maven itself colours (Maven 4 does not strip codes). */
class ConsoleColourTest {

    @Test
    void batchModeGetsNoColour() {
        assertEquals(ConsoleFormat.PLAIN, ConsoleFormat.DEFAULT.forConsole(false, "auto"));
    }

    @Test
    void interactiveBuildKeepsColour() {
        assertEquals(ConsoleFormat.DEFAULT, ConsoleFormat.DEFAULT.forConsole(true, "auto"));
    }

    @Test
    void styleColorOverridesTheMode() {
        assertEquals(ConsoleFormat.DEFAULT, ConsoleFormat.DEFAULT.forConsole(false, "always"));
        assertEquals(ConsoleFormat.PLAIN, ConsoleFormat.DEFAULT.forConsole(true, "never"));
    }

    @Test
    void explicitStylesAreKept() {
        assertEquals(ConsoleFormat.JSON, ConsoleFormat.JSON.forConsole(true, "always"));
        assertEquals(ConsoleFormat.PLAIN, ConsoleFormat.PLAIN.forConsole(true, "always"));
    }
}
