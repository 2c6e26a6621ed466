package io.github.studylog.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(
                List.of(args),
                new ByteArrayInputStream(new byte[0]),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void noCommandPrintsUsageToStandardErrorAndFails() {
        assertEquals(2, run());
        assertEquals(0, out.size(), "standard output belongs to a command's protocol");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage: java -jar studylog-cli-"));
    }

    @Test
    void anUnknownCommandIsNamed() {
        assertEquals(2, run("serve"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("studylog: unknown command `serve`"));
        assertEquals(0, out.size());
    }

    @Test
    void helpListsTheCommands() {
        assertEquals(0, run("help"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("  version  prints the launcher's version"));
    }

    @Test
    void versionGoesToStandardError() {
        assertEquals(0, run("version"));
        assertEquals(0, out.size());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("studylog "));
    }
}
