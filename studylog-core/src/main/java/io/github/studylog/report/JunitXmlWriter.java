package io.github.studylog.report;

import io.github.studylog.content.XmlText;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.result.CheckedFile;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes the run as JUnit XML ({@value #FILE_NAME}) for CI test views: one {@code <testsuite name="studylog">},
 * one {@code <testcase classname="KIND" name="PATH">} per checked file.
 *
 * <ul>
 *   <li>a file with an error gets one {@code <failure>}: {@code type} is the first error's rule id,
 *       {@code message} that error's text, the body lists every finding of the file, one
 *       {@code path:line:col: severity [rule] message} line each;</li>
 *   <li>a file with warnings only passes, its warnings listed in {@code <system-out>};</li>
 *   <li>findings on a path that is not among the checked files (a configuration file, {@code ""} for the whole
 *       repository) get a test case of class {@value #OTHER_CLASS}, so no failure is lost.</li>
 * </ul>
 * Times are written as {@code 0} so that two runs give identical files.
 */
public final class JunitXmlWriter implements ReportFileWriter {

    public static final String FILE_NAME = "TEST-studylog.xml";
    public static final String SUITE_NAME = "studylog";
    static final String OTHER_CLASS = "other";
    static final String REPOSITORY_NAME = "(repository)";

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public void write(ReportInput input, Writer xml) throws IOException {
        List<TestCase> cases = testCases(input);
        long failures = cases.stream().filter(TestCase::failed).count();
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append("<testsuite name=\"")
                .append(SUITE_NAME)
                .append("\" tests=\"")
                .append(Integer.toString(cases.size()))
                .append("\" failures=\"")
                .append(Long.toString(failures))
                .append("\" errors=\"0\" skipped=\"0\" time=\"0\">\n");
        xml.append("  <properties>\n");
        property(xml, "studylog.version", input.toolVersion());
        property(xml, "studylog.errors", Long.toString(input.errorCount()));
        property(xml, "studylog.warnings", Long.toString(input.warningCount()));
        if (!input.suppressed().isEmpty()) {
            // suppressed findings never fail a test case: only their count is shown
            property(
                    xml,
                    "studylog.suppressed",
                    Integer.toString(input.suppressed().size()));
        }
        xml.append("  </properties>\n");
        for (TestCase testCase : cases) {
            appendCase(xml, testCase, input.messages());
        }
        xml.append("</testsuite>\n");
    }

    private static void property(Appendable xml, String name, String value) throws IOException {
        xml.append("    <property name=\"")
                .append(XmlText.attribute(name))
                .append("\" value=\"")
                .append(XmlText.attribute(value))
                .append("\"/>\n");
    }

    private static void appendCase(Appendable xml, TestCase testCase, Messages messages) throws IOException {
        xml.append("  <testcase classname=\"")
                .append(XmlText.attribute(testCase.className()))
                .append("\" name=\"")
                .append(XmlText.attribute(testCase.name()))
                .append("\" time=\"0\"");
        if (testCase.findings().isEmpty()) {
            xml.append("/>\n");
            return;
        }
        xml.append(">\n");
        String lines = lines(testCase.findings(), messages);
        if (testCase.failed()) {
            List<Finding> errors =
                    testCase.findings().stream().filter(Finding::isError).toList();
            Finding first = errors.get(0);
            String message = errors.size() == 1
                    ? first.text(messages)
                    : messages.text("junit.more-errors", first.text(messages), errors.size() - 1);
            xml.append("    <failure message=\"")
                    .append(XmlText.attribute(message))
                    .append("\" type=\"")
                    .append(XmlText.attribute(first.ruleId()))
                    .append("\">")
                    .append(XmlText.content(lines))
                    .append("</failure>\n");
        } else {
            xml.append("    <system-out>").append(XmlText.content(lines)).append("</system-out>\n");
        }
        xml.append("  </testcase>\n");
    }

    private static String lines(List<Finding> findings, Messages messages) {
        StringBuilder text = new StringBuilder();
        for (Finding finding : findings) {
            text.append(FindingLine.of(finding, messages)).append('\n');
        }
        return text.toString();
    }

    private static List<TestCase> testCases(ReportInput input) {
        Map<String, List<Finding>> byPath = new LinkedHashMap<>();
        for (Finding finding : input.findings()) {
            byPath.computeIfAbsent(finding.path(), p -> new ArrayList<>()).add(finding);
        }
        List<TestCase> cases = new ArrayList<>();
        Set<String> checkedPaths = new HashSet<>();
        for (CheckedFile file : input.checkedFiles()) {
            checkedPaths.add(file.path());
            cases.add(new TestCase(file.kind().label(), file.path(), byPath.getOrDefault(file.path(), List.of())));
        }
        byPath.forEach((path, findings) -> {
            if (!checkedPaths.contains(path)) {
                cases.add(new TestCase(OTHER_CLASS, path.isEmpty() ? REPOSITORY_NAME : path, findings));
            }
        });
        // nearly in order already (the checked files come sorted by path): the merge sort compares each case once
        cases.sort((a, b) -> {
            int byName = a.name().compareTo(b.name());
            return byName != 0 ? byName : a.className().compareTo(b.className());
        });
        return cases;
    }

    private record TestCase(String className, String name, List<Finding> findings) {

        boolean failed() {
            return findings.stream().anyMatch(Finding::isError);
        }
    }
}
