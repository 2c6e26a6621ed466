package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import tools.jackson.databind.JsonNode;

/**
 * No report writer fails on a finding's text: half a surrogate pair, C0 controls, U+FFFE/U+FFFF. Every file
 * written parses (JSON with Jackson, SARIF against its schema, JUnit XML with the JDK's parser). And one output
 * that cannot be written does not stop the others.
 */
class HostileTextReportTest {

    /** What content can put into a message: a lone high and low surrogate, NUL, BEL, ESC, US, U+FFFE, U+FFFF. */
    static final String HOSTILE = "quote \uD83C half, \uDF00 low, nul \u0000 bel \u0007 esc \u001B[31m us \u001F"
            + " nonchar \uFFFE \uFFFF pair \uD83C\uDF00 日本語";

    static final String PATH = "diagrams/web/\u0001キャッシュ.json";

    private static ReportInput input() {
        Finding f = Fixtures.finding(TestRules.ALPHA_ERROR, PATH, 1, 3, HOSTILE);
        return new ReportInput(
                "0.1.0-test", List.of(f), List.of(new CheckedFile(PATH, FileKind.DIAGRAM)), TestRules.all());
    }

    @Test
    void everyReportFileIsWrittenAndParses(@TempDir Path dir) throws Exception {
        OutputFiles out = new OutputFiles(dir);
        ReportInput input = input();
        out.write(
                JsonReportWriter.FILE,
                writer -> new JsonReportWriter().write(input, Optional.empty(), List.of("note \uD800"), writer));
        new SarifWriter().write(input, out);
        new JunitXmlWriter().write(input, out);

        JsonNode json = SarifSchemaValidator.MAPPER.readTree(Files.readString(dir.resolve(JsonReportWriter.FILE)));
        String message = json.get("findings").get(0).get("message").asString();
        assertEquals(HOSTILE.replace("\uD83C half", "\uFFFD half").replace("\uDF00 low", "\uFFFD low"), message);

        String sarif = Files.readString(dir.resolve(SarifWriter.FILE_NAME));
        assertEquals(List.of(), new SarifSchemaValidator().errors(sarif));
        assertEquals(
                message,
                SarifSchemaValidator.MAPPER
                        .readTree(sarif)
                        .get("runs")
                        .get(0)
                        .get("results")
                        .get(0)
                        .get("message")
                        .get("text")
                        .asString());

        Document xml = JunitXmlWriterTest.parse(Files.readString(dir.resolve(JunitXmlWriter.FILE_NAME)));
        String failure = xml.getElementsByTagName("failure")
                .item(0)
                .getAttributes()
                .getNamedItem("message")
                .getNodeValue();
        assertTrue(
                failure.contains("nul \\u0000 bel \\u0007 esc \\u001B[31m us \\u001F nonchar \\uFFFE \\uFFFF"),
                failure);
        assertTrue(failure.contains("\uFFFD half") && failure.contains("\uD83C\uDF00 日本語"), failure);
    }

    @Test
    void consoleAnnotationsAndStepSummaryCarryValidUnicode() {
        ReportInput input = input();
        Finding f = input.findings().get(0);
        for (String text : List.of(
                ConsoleFormat.PLAIN.line(f, Messages.english()),
                ConsoleFormat.DEFAULT.line(f, Messages.english()),
                ConsoleFormat.JSON.line(f, Messages.english()),
                new GithubAnnotations().line(f, Messages.english()),
                new GithubStepSummary().render(input))) {
            assertTrue(io.github.studylog.finding.Text.isValidUnicode(text), text);
            assertTrue(java.nio.charset.StandardCharsets.UTF_8.newEncoder().canEncode(text), text);
        }
        assertFalse(
                ConsoleFormat.PLAIN.line(f, Messages.english()).contains("\u001B"),
                "no escape sequence reaches the terminal");
    }

    @Test
    void oneOutputThatCannotBeWrittenDoesNotStopTheOthers(@TempDir Path dir) throws Exception {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        CheckOutcome outcome = repo.run(Part.RECORDS);
        Path out = dir.resolve("out");
        // report.sarif is a folder with a file in it: the atomic move onto it fails
        Files.createDirectories(out.resolve(SarifWriter.FILE_NAME));
        Files.writeString(out.resolve(SarifWriter.FILE_NAME).resolve("keep"), "x");

        List<String> failures = new io.github.studylog.run.ReportFiles(new OutputFiles(out))
                .write(outcome, ReportInput.of("test", outcome.result(), io.github.studylog.run.RuleCatalog.all()));

        assertEquals(1, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("report.sarif: FileSystemException "), failures.get(0));
        assertTrue(failures.get(0).endsWith("report.sarif: Is a directory"), failures.get(0));
        assertFalse(failures.get(0).contains("\n"));
        assertTrue(Files.isRegularFile(out.resolve(JsonReportWriter.FILE)));
        assertTrue(Files.isRegularFile(out.resolve(JunitXmlWriter.FILE_NAME)));
        assertEquals("x", Files.readString(out.resolve(SarifWriter.FILE_NAME).resolve("keep")));
    }
}
