package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Messages;
import io.github.studylog.result.CheckResult;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.result.FileKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Everything a report writer needs about one run. The compact constructor copies and sorts every list, so
 * all writers see the same stable order whatever order the caller used.
 *
 * @param toolVersion  the plugin version, e.g. {@code 0.1.0}
 * @param findings     every finding of the run; kept in {@link Finding#ORDER}
 * @param checkedFiles every file the run checked, with or without findings; kept in {@link CheckedFile#ORDER}
 * @param rules        every rule the tool knows; rules of findings missing here are added; kept sorted by id
 * @param suppressed   the findings suppressed inline or by the baseline: shown as such, never counted in the
 *                     verdict; kept in {@link Finding#ORDER} of their findings
 * @param messages     the catalogue of the chosen language: every writer makes its texts with it
 * @param docs         where the rules' pages are, for the links of the reports and the console
 */
public record ReportInput(
        String toolVersion,
        List<Finding> findings,
        List<CheckedFile> checkedFiles,
        List<Rule> rules,
        List<Suppressed> suppressed,
        Messages messages,
        RuleDocs docs) {

    public ReportInput {
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(messages, "messages");
        Objects.requireNonNull(docs, "docs");
        findings = sorted(findings, Finding.ORDER);
        checkedFiles = sorted(checkedFiles, CheckedFile.ORDER);
        suppressed = sorted(suppressed, Comparator.comparing(Suppressed::finding, Finding.ORDER));
        List<Finding> every = new ArrayList<>(findings);
        suppressed.forEach(s -> every.add(s.finding()));
        rules = allRules(rules, every);
    }

    /** The input of a run whose rules link to the published site. */
    public ReportInput(
            String toolVersion,
            List<Finding> findings,
            List<CheckedFile> checkedFiles,
            List<Rule> rules,
            List<Suppressed> suppressed,
            Messages messages) {
        this(toolVersion, findings, checkedFiles, rules, suppressed, messages, RuleDocs.PUBLISHED);
    }

    /** The input of a run without suppressed findings, in English. */
    public ReportInput(String toolVersion, List<Finding> findings, List<CheckedFile> checkedFiles, List<Rule> rules) {
        this(toolVersion, findings, checkedFiles, rules, List.of(), Messages.english(), RuleDocs.PUBLISHED);
    }

    /** The same input with these suppressed findings. */
    public ReportInput withSuppressed(List<Suppressed> more) {
        return new ReportInput(toolVersion, findings, checkedFiles, rules, more, messages, docs);
    }

    /** The same input with the rules' pages elsewhere. */
    public ReportInput withDocs(RuleDocs other) {
        return new ReportInput(toolVersion, findings, checkedFiles, rules, suppressed, messages, other);
    }

    /** The page of a finding's rule in the input's language, when there are links. */
    public Optional<String> helpUri(String ruleId) {
        return docs.page(ruleId, messages.language());
    }

    /** The same input in another language. */
    public ReportInput in(Messages other) {
        return new ReportInput(toolVersion, findings, checkedFiles, rules, suppressed, other, docs);
    }

    /** A finding's text in the chosen language. */
    public String text(Finding finding) {
        return finding.text(messages);
    }

    /** Every finding, counted or suppressed, in {@link Finding#ORDER}, each with its suppression (if any). */
    public List<Map.Entry<Finding, Optional<Suppressed.Kind>>> allFindings() {
        List<Map.Entry<Finding, Optional<Suppressed.Kind>>> all = new ArrayList<>();
        findings.forEach(f -> all.add(Map.entry(f, Optional.empty())));
        suppressed.forEach(s -> all.add(Map.entry(s.finding(), Optional.of(s.kind()))));
        all.sort(Map.Entry.comparingByKey(Finding.ORDER));
        return List.copyOf(all);
    }

    /** Number of suppressed findings of one kind. */
    public long suppressedCount(Suppressed.Kind kind) {
        return suppressed.stream().filter(s -> s.kind() == kind).count();
    }

    private static <T> List<T> sorted(List<T> items, Comparator<? super T> order) {
        List<T> copy = new ArrayList<>(Objects.requireNonNull(items));
        copy.sort(order);
        return List.copyOf(copy);
    }

    private static List<Rule> allRules(List<Rule> known, List<Finding> findings) {
        Map<String, Rule> byId = new TreeMap<>();
        for (Rule rule : Objects.requireNonNull(known, "rules")) {
            addRule(byId, rule);
        }
        for (Finding finding : findings) {
            addRule(byId, finding.rule());
        }
        return List.copyOf(byId.values());
    }

    private static void addRule(Map<String, Rule> byId, Rule rule) {
        Rule previous = byId.putIfAbsent(rule.id(), Objects.requireNonNull(rule, "rule"));
        if (previous != null && !previous.equals(rule)) {
            throw new IllegalArgumentException("two different rules share the id " + rule.id());
        }
    }

    /** The input of a finished check pass, with every rule the plugin knows ({@code run.RuleCatalog}). */
    public static ReportInput of(String toolVersion, CheckResult result, List<Rule> rules) {
        return new ReportInput(toolVersion, result.findings(), result.checkedFiles(), rules);
    }

    public long errorCount() {
        return findings.stream().filter(Finding::isError).count();
    }

    public long warningCount() {
        return findings.stream().filter(f -> f.severity() == Severity.WARNING).count();
    }

    /** Number of checked files per kind, every kind present (0 when none), in {@link FileKind} order. */
    public Map<FileKind, Integer> filesPerKind() {
        Map<FileKind, Integer> counts = new EnumMap<>(FileKind.class);
        for (FileKind kind : FileKind.values()) {
            counts.put(kind, 0);
        }
        for (CheckedFile file : checkedFiles) {
            counts.merge(file.kind(), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }
}
