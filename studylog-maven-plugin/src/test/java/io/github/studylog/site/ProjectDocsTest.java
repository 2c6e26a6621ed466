package io.github.studylog.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The README stays one screen's worth and starts with what a developer of the project runs first; the CHANGELOG
 * stays in Keep a Changelog's form.
 */
class ProjectDocsTest {

    /** The two set-up commands, exactly as CI (.ci/run) runs them. */
    static final List<String> SET_UP = List.of(
            "./mvnw -q install -DskipTests -Dinvoker.skip && ./mvnw -f src/example/pom.xml verify", "./mvnw verify");

    private static final Set<String> KINDS = Set.of("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security");

    @Test
    void theReadmeIsShortAndItsFirstCodeBlockIsTheSetUpCommands() throws IOException {
        byte[] readme = Files.readAllBytes(Path.of("../README.md"));
        assertTrue(readme.length <= 20 * 1024, "README.md is " + readme.length + " bytes, more than 20 KB");
        List<String> lines = new String(readme, StandardCharsets.UTF_8).lines().toList();
        int open = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("```")) {
                open = i;
                break;
            }
        }
        assertTrue(open >= 0 && open < 40, "the first code block starts within the first 40 lines");
        List<String> block = new ArrayList<>();
        for (int i = open + 1; i < lines.size() && !lines.get(i).startsWith("```"); i++) {
            block.add(lines.get(i).replaceAll("\\s+#.*$", "").strip());
        }
        assertEquals(SET_UP, block, "the README's first code block is the two set-up commands");
        assertTrue(open + block.size() + 1 < 40, "the set-up commands end within the first 40 lines");
        String ci = Files.readString(Path.of("../.ci/run"), StandardCharsets.UTF_8);
        SET_UP.forEach(command -> assertTrue(ci.contains(command), ".ci/run runs " + command));
    }

    @Test
    void theChangelogHasOneUnreleasedSectionAndOneHeadingPerKind() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../CHANGELOG.md"), StandardCharsets.UTF_8);
        assertEquals(
                1, lines.stream().filter(l -> l.startsWith("## [Unreleased]")).count(), "one [Unreleased]");
        Set<String> kinds = new HashSet<>();
        String section = null;
        for (String line : lines) {
            if (line.startsWith("## ")) {
                section = line;
                kinds.clear();
            } else if (line.startsWith("### ")) {
                String kind = line.substring(4).strip();
                assertTrue(KINDS.contains(kind), section + ": `" + line + "` is no kind of Keep a Changelog");
                assertTrue(kinds.add(kind), section + ": a second `" + line + "`");
            }
        }
    }
}
