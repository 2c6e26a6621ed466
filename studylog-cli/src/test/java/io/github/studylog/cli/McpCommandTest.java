package io.github.studylog.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mcp}'s arguments and where its repository comes from; the protocol itself is McpServerIT's. */
class McpCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Map<String, String> environment, String... args) throws IOException {
        return new McpCommand(environment)
                .run(
                        List.of(args),
                        new ByteArrayInputStream(new byte[0]),
                        out,
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void wrongArgumentsAreSaidOnStandardErrorAndNothingIsServed() throws IOException {
        assertEquals(2, run(Map.of(), "--lang", "fr"));
        assertTrue(err().contains("studylog.lang is `fr`; the plugin writes `ja` (Japanese) or `en` (English)"), err());
        assertEquals(2, run(Map.of(), "--repo"));
        assertTrue(err().contains("--repo needs a value"), err());
        assertEquals(2, run(Map.of(), "--repo", dir.resolve("missing").toString()));
        assertTrue(err().contains("is not a folder; pass --repo DIR"), err());
        assertEquals(2, run(Map.of(), "--verbose"));
        assertTrue(err().contains("unknown argument `--verbose`"), err());
        assertEquals(0, out.size(), "standard output belongs to the protocol");
    }

    @Test
    void withoutRepoTheClientsProjectFolderIsServedUntilTheInputEnds() throws IOException {
        assertEquals(0, run(Map.of("CLAUDE_PROJECT_DIR", dir.toString()), "--lang", "ja"));
        assertTrue(err().startsWith("studylog mcp: serving " + dir.toRealPath() + " over stdio"), err());
        assertEquals(0, out.size(), "no message without a request");
    }

    @Test
    void repoWinsOverTheProjectVariable() throws IOException {
        assertEquals(0, run(Map.of("CLAUDE_PROJECT_DIR", "/nonexistent"), "--repo", dir.toString()));
        assertTrue(err().startsWith("studylog mcp: serving " + dir.toRealPath()), err());
    }

    @Test
    void theLauncherListsMcp() {
        assertTrue(Main.commands().containsKey("mcp"));
    }
}
