package io.github.studylog.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.report.ConsoleFormat;
import org.junit.jupiter.api.Test;

/** The {@code default} console style is coloured only where Maven itself colours (Maven 4 does not strip codes). */
class ConsoleColourTest {

    @Test
    void batchModeGetsNoColour() {
        assertEquals(ConsoleFormat.PLAIN,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.DEFAULT, false, "auto"));
    }

    @Test
    void interactiveBuildKeepsColour() {
        assertEquals(ConsoleFormat.DEFAULT,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.DEFAULT, true, "auto"));
    }

    @Test
    void styleColorOverridesTheMode() {
        assertEquals(ConsoleFormat.DEFAULT,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.DEFAULT, false, "always"));
        assertEquals(ConsoleFormat.PLAIN,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.DEFAULT, true, "never"));
    }

    @Test
    void explicitStylesAreKept() {
        assertEquals(ConsoleFormat.JSON,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.JSON, true, "always"));
        assertEquals(ConsoleFormat.PLAIN,
                AbstractStudylogMojo.withoutColourUnlessWanted(ConsoleFormat.PLAIN, true, "always"));
    }
}
