package io.github.studylog.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.report.RuleDocs;
import io.github.studylog.testing.TestRepo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report that cannot be written costs one error line: every finding and the verdict are still there. */
class ReportFailureTest {

    /** The lines a run logs, with their level. */
    static final class Lines extends SystemStreamLog {
        final List<String> lines = new ArrayList<>();

        @Override
        public void info(CharSequence content) {
            lines.add("INFO " + content);
        }

        @Override
        public void warn(CharSequence content) {
            lines.add("WARN " + content);
        }

        @Override
        public void error(CharSequence content) {
            lines.add("ERROR " + content);
        }
    }

    @Test
    void aReportThatCannotBeWrittenLeavesTheFindingsAndTheVerdict(@TempDir Path dir) throws Exception {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        // issue 16: 9 bytes, a backslash before an emoji
        repo.writeBytes("diagrams/web-cache/emoji.json", "[\"\\\uD83C\uDF00\"]".getBytes(StandardCharsets.UTF_8));
        DiagramsMojo mojo = new DiagramsMojo();
        CheckMojo settings = PluginErrorTest.mojo(repo.root());
        mojo.basedir = settings.basedir;
        mojo.docs = settings.docs;
        mojo.reviews = settings.reviews;
        mojo.sessions = settings.sessions;
        mojo.diagrams = settings.diagrams;
        mojo.publicDiagrams = settings.publicDiagrams;
        mojo.instructions = settings.instructions;
        mojo.outputDirectory = settings.outputDirectory;
        mojo.format = settings.format;
        mojo.pluginVersion = settings.pluginVersion;
        mojo.incremental = false;
        Path sarif = repo.root().resolve("target/studylog/report.sarif");
        Files.createDirectories(sarif);
        Files.writeString(sarif.resolve("keep"), "x");
        Lines log = new Lines();
        mojo.setLog(log);

        MojoFailureException verdict = assertThrows(MojoFailureException.class, mojo::execute);

        assertTrue(verdict.getMessage().startsWith("studylog found 1 error in "), verdict.getMessage());
        List<String> errors =
                log.lines.stream().filter(l -> l.startsWith("ERROR ")).toList();
        assertEquals(2, errors.size(), log.lines.toString());
        assertEquals(
                "ERROR diagrams/web-cache/emoji.json:1:3: error [diagram-json-syntax] `\\` followed by "
                        + "U+1F300 (\uD83C\uDF00) is not a JSON escape; write a backslash in a text as `\\\\` ("
                        + RuleDocs.PUBLISHED_URL + "rules/diagram-json-syntax.html)",
                errors.get(0));
        assertTrue(
                errors.get(1).startsWith("ERROR studylog could not write report.sarif: FileSystemException "),
                errors.get(1));
        assertTrue(
                log.lines.stream().anyMatch(l -> l.startsWith("INFO studylog: ") && l.contains("1 error")),
                log.lines.toString());
        assertTrue(Files.readString(repo.root().resolve("target/studylog/report.json"))
                .contains("U+1F300"));
    }
}
