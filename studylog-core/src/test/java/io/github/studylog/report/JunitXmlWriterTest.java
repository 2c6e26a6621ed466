package io.github.studylog.report;

import static io.github.studylog.report.Fixtures.CLEAN_PATH;
import static io.github.studylog.report.Fixtures.EMOJI_PATH;
import static io.github.studylog.report.Fixtures.JAPANESE_PATH;
import static io.github.studylog.report.Fixtures.NASTY_MESSAGE;
import static io.github.studylog.report.Fixtures.WARN_ONLY_PATH;
import static io.github.studylog.report.Fixtures.finding;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class JunitXmlWriterTest {

    private final JunitXmlWriter writer = new JunitXmlWriter();

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> testCases(Document doc) {
        NodeList nodes = doc.getDocumentElement().getElementsByTagName("testcase");
        List<Element> cases = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            cases.add((Element) nodes.item(i));
        }
        return cases;
    }

    private static Element child(Element parent, String name) {
        NodeList nodes = parent.getElementsByTagName(name);
        return nodes.getLength() == 0 ? null : (Element) nodes.item(0);
    }

    @Test
    void oneSuiteWithOneCasePerCheckedFileAndCorrectCounts() throws Exception {
        Document doc = parse(writer.render(Fixtures.input()));
        Element suite = doc.getDocumentElement();
        assertEquals("testsuite", suite.getTagName());
        assertEquals("studylog", suite.getAttribute("name"));
        List<Element> cases = testCases(doc);
        assertEquals(
                List.of(CLEAN_PATH, EMOJI_PATH, JAPANESE_PATH, WARN_ONLY_PATH),
                cases.stream().map(c -> c.getAttribute("name")).toList());
        assertEquals(
                List.of("doc", "doc", "review", "session"),
                cases.stream().map(c -> c.getAttribute("classname")).toList());
        long failed = cases.stream().filter(c -> child(c, "failure") != null).count();
        assertEquals(2, failed);
        assertEquals(Integer.toString(cases.size()), suite.getAttribute("tests"));
        assertEquals(Long.toString(failed), suite.getAttribute("failures"));
        assertEquals("0", suite.getAttribute("errors"));
    }

    @Test
    void failureNamesFirstErrorAndListsEveryFindingOfTheFile() throws Exception {
        Element emoji = testCases(parse(writer.render(Fixtures.input()))).get(1);
        Element failure = child(emoji, "failure");
        assertEquals("alpha-error", failure.getAttribute("type"));
        // attribute escaping keeps the message exactly, CR LF included
        assertEquals(NASTY_MESSAGE, failure.getAttribute("message"));
        String text = failure.getTextContent();
        assertEquals(
                List.of(
                        EMOJI_PATH + ":1:7: warning [alpha-error] downgraded alpha",
                        EMOJI_PATH + ":2:1: error [alpha-error] bad <tag> & \"quote\" ]]> 100% a,b:c\\nsecond line"
                                + "\\r\\nthird"),
                text.lines().toList());
    }

    @Test
    void japaneseTextSurvivesAndWarningsAloneDoNotFail() throws Exception {
        List<Element> cases = testCases(parse(writer.render(Fixtures.input())));
        Element japanese = cases.get(2);
        assertEquals("mid-error", child(japanese, "failure").getAttribute("type"));
        assertEquals("見出し「概要」がありません", child(japanese, "failure").getAttribute("message"));
        assertTrue(child(japanese, "failure")
                .getTextContent()
                .contains(JAPANESE_PATH + ":0:0: warning [zeta-warn] ファイル全体: zeta"));

        Element warnOnly = cases.get(3);
        assertEquals(null, child(warnOnly, "failure"));
        assertEquals(
                WARN_ONLY_PATH + ":3:0: warning [zeta-warn] zeta used\n",
                child(warnOnly, "system-out").getTextContent());
        assertEquals(0, cases.get(0).getChildNodes().getLength(), "a clean file is an empty passing case");
    }

    @Test
    void rawTextNeverContainsAnUnescapedCdataEndOrMarkup() {
        String xml = writer.render(Fixtures.input());
        assertFalse(xml.contains("]]>"));
        assertFalse(xml.contains("<tag>"));
        assertTrue(xml.contains("]]&gt;"));
        assertTrue(xml.contains("&quot;quote&quot;"), "attribute quotes are escaped");
    }

    @Test
    void charactersXmlCannotCarryBecomeVisibleEscapes() throws Exception {
        String message = "bell\u0007 nul\u0000 esc\u001B[31m lone\uD800 ffff\uFFFF ok😀 漢字";
        Finding finding = finding(TestRules.ALPHA_ERROR, "docs/ctl\u0001.md", 1, 1, message);
        String xml = writer.render(new ReportInput(
                "1", List.of(finding), List.of(new CheckedFile("docs/ctl\u0001.md", FileKind.DOC)), List.of()));
        Element testCase = testCases(parse(xml)).get(0);
        assertEquals("docs/ctl\\u0001.md", testCase.getAttribute("name"));
        // the lone surrogate is U+FFFD already in the finding (Finding's safety net), so XML carries it as it is
        assertEquals(
                "bell\\u0007 nul\\u0000 esc\\u001B[31m lone\uFFFD ffff\\uFFFF ok😀 漢字",
                child(testCase, "failure").getAttribute("message"));
        assertTrue(child(testCase, "failure").getTextContent().contains("ok😀 漢字"));
        assertFalse(child(testCase, "failure").getTextContent().contains("\u001B"));
    }

    @Test
    void findingsOutsideCheckedFilesAreNotLost() throws Exception {
        Finding config = finding(TestRules.ALPHA_ERROR, "studylog.yml", 4, 2, "bad key");
        Finding repoWide = finding(TestRules.ZETA_WARN, "", 0, 0, "no README");
        ReportInput input = new ReportInput("1", List.of(config, repoWide), Fixtures.checkedFiles(), List.of());
        Document doc = parse(writer.render(input));
        List<Element> cases = testCases(doc);
        assertEquals(6, cases.size());
        Element repo = cases.get(0);
        assertEquals("other", repo.getAttribute("classname"));
        assertEquals("(repository)", repo.getAttribute("name"));
        assertEquals(null, child(repo, "failure"));
        Element yml = cases.get(5);
        assertEquals("studylog.yml", yml.getAttribute("name"));
        assertEquals("bad key", child(yml, "failure").getAttribute("message"));
        assertEquals("1", doc.getDocumentElement().getAttribute("failures"));
    }

    @Test
    void severalErrorsAreCountedInTheFailureMessage() throws Exception {
        List<Finding> findings = List.of(
                finding(TestRules.MID_ERROR, CLEAN_PATH, 5, 1, "second"),
                finding(TestRules.ALPHA_ERROR, CLEAN_PATH, 2, 1, "first"));
        ReportInput input = new ReportInput("1", findings, Fixtures.checkedFiles(), List.of());
        Element failure = child(testCases(parse(writer.render(input))).get(0), "failure");
        assertEquals("alpha-error", failure.getAttribute("type"));
        assertEquals("first (and 1 more errors)", failure.getAttribute("message"));
    }

    @Test
    void outputIsDeterministicWhateverTheInputOrder() {
        List<Finding> findings = new ArrayList<>(Fixtures.findings());
        Collections.reverse(findings);
        List<CheckedFile> files = new ArrayList<>(Fixtures.checkedFiles());
        Collections.reverse(files);
        String reversed = writer.render(new ReportInput("0.1.0-test", findings, files, TestRules.all()));
        assertEquals(writer.render(Fixtures.input()), reversed);
        assertFalse(reversed.contains("\r"));
    }

    @Test
    void writesTheFileIntoTheOutputDirectory(@TempDir Path dir) throws Exception {
        Path written = writer.write(Fixtures.input(), new OutputFiles(dir));
        assertEquals("TEST-studylog.xml", written.getFileName().toString());
        byte[] bytes = Files.readAllBytes(written);
        assertEquals(writer.render(Fixtures.input()), new String(bytes, StandardCharsets.UTF_8));
        assertEquals(
                "studylog",
                parse(Files.readString(written)).getDocumentElement().getAttribute("name"));
    }
}
