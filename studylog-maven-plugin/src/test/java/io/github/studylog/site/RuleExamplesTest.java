package io.github.studylog.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.studylog.check.Part;
import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Overrides;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.ApplySyncRun;
import io.github.studylog.run.PromptRun;
import io.github.studylog.run.RepoCheckRun;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.run.RunLog;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule page's examples run: its {@code fails} example, laid onto a copy of the clean repo
 * ({@code studylog-core/src/test/resources/repos/clean}) as {@link ExampleLayer} says, gives findings of that rule
 * only, one of them on a line of the example; its {@code passes} example gives none. The run is the one the page's
 * {@code files:} kind names: the check ({@link RepoCheckRun}, as {@code studylog check}), apply-sync over the
 * clean repo's Session Sync draft for {@code issue}, the prompt for the prompt's rules. A rule whose example cannot
 * be a file (a symlink, bytes that are no UTF-8, a file of a megabyte, a failure inside Batik, a git history) is
 * listed in {@link #NOT_A_FILE} with why.
 */
class RuleExamplesTest {

    private static final Path SITE = Path.of("src/site");
    private static final RulePages PAGES = new RulePages(SITE);

    /** The day the due rules judge on, after every date the examples cite. */
    static final String TODAY = "2026-12-01";

    /** The Session Sync draft the check writes for the clean repo's unfiled session: the clean issue. */
    static final String DRAFT = "target/studylog/session-sync/2026-10-03-web-cache-02.md";

    /** Rules whose examples show what no file of the repo can hold, and why. */
    static final Map<String, String> NOT_A_FILE = Map.ofEntries(
            Map.entry("apply-sync-no-record", "an issue without its record: shown as the issue's words"),
            Map.entry("apply-sync-record-block", "the record's whole text in the issue"),
            Map.entry("apply-sync-review-edit", "what apply-sync would write into a review"),
            Map.entry("apply-sync-session-exists", "a second issue for a session already applied"),
            Map.entry("apply-sync-untrusted", "a GitHub event payload's author_association"),
            Map.entry("diagram-raster", "a failure inside Batik"),
            Map.entry("diagram-render", "a failure inside the renderer"),
            Map.entry("doc-limit", "a doc of more than a million characters"),
            Map.entry("file-outside-repo", "a symbolic link"),
            Map.entry("file-unreadable", "bytes that are no UTF-8"),
            Map.entry("source-commit-after-session", "a git history"),
            Map.entry("source-commit-unknown", "a git history"),
            Map.entry("source-path-not-in-commit", "a git history"));

    /** Rules whose examples are files but do not run yet, and why; each is in the report of the issue. */
    static final Map<String, String> NOT_YET = Map.of(
            "apply-sync-id-mismatch", "the finding is at the record's id, the example changes the title",
            "session-id-format", "a new session file must be whole and listed by its review",
            "session-rendered-claim", "the claim is wrong only when the diagram fails, a finding of its own",
            "yaml-empty", "an empty session leaves its review without evidence and unnamed");

    /** Rules raised by a run other than the check. */
    static final Set<String> PROMPT = Set.of("prompt-path-missing");

    @TempDir
    Path dir;

    static Stream<String> rules() {
        return RuleCatalog.all().stream()
                .map(Rule::id)
                .filter(id -> !NOT_A_FILE.containsKey(id) && !NOT_YET.containsKey(id))
                .sorted();
    }

    /** One example: the file it is laid on and its text. */
    record Example(String path, String text, int line) {}

    /** The examples of a section: each fenced block after a {@code file:} line. */
    static List<Example> examples(String section) {
        List<Example> out = new ArrayList<>();
        String[] lines = section.split("\n", -1);
        String file = null;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("file: ")) {
                file = lines[i].substring("file: ".length()).strip();
            } else if (lines[i].startsWith("```") && file != null) {
                String fence = lines[i].replaceAll("[^`].*$", "");
                StringBuilder text = new StringBuilder();
                int j = i + 1;
                while (j < lines.length && !lines[j].equals(fence)) {
                    text.append(lines[j]).append('\n');
                    j++;
                }
                out.add(new Example(file, text.toString(), i + 2));
                file = null;
                i = j;
            }
        }
        return out;
    }

    private static RulePages.Source source(String id) {
        return PAGES.source(id).orElseThrow(() -> new AssertionError(id + ": no page source " + page(id)));
    }

    private static String page(String id) {
        return "src/site/rules/" + id + ".md";
    }

    @Test
    void onlyTheRulesListedHaveExamplesThatAreNoFile() {
        Set<String> noFile = new TreeSet<>();
        for (Rule rule : RuleCatalog.all()) {
            RulePages.Source s = source(rule.id());
            if (examples(s.section("fails")).isEmpty()
                    || examples(s.section("passes")).isEmpty()) {
                noFile.add(rule.id());
            }
        }
        noFile.removeAll(NOT_A_FILE.keySet());
        assertEquals(Set.of(), noFile, "rules whose page has no `file:` example, not in NOT_A_FILE");
    }

    @Test
    void theCleanRepoGivesNoFinding() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        assertEquals(List.of(), lines(check(repo)), "the clean repo");
        assertEquals(List.of(), lines(prompt(repo)), "the clean repo's prompt");
        assertEquals(List.of(), lines(applySync(repo)), "the clean repo's own Session Sync draft");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theFailingExampleGivesItsRuleOnItsLine(String id) throws IOException {
        RulePages.Source source = source(id);
        List<Example> examples = examples(source.section("fails"));
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        Map<String, Set<Integer>> at = lay(repo, source, examples);
        List<Finding> findings = run(repo, source);
        String where = id + " (" + page(id) + ", `## fails`)";
        assertFalse(findings.isEmpty(), where + ": no finding");
        // a record that refers to the example's file says it did not load: the example's consequence, not a finding
        List<String> others = lines(findings.stream()
                .filter(f -> !f.ruleId().equals(id))
                .filter(f -> !f.message().key().endsWith("unloaded"))
                .toList());
        assertEquals(List.of(), others, where + ": findings of other rules");
        assertTrue(
                findings.stream()
                        .anyMatch(f -> at.getOrDefault(f.path(), Set.of()).contains(f.line())),
                () -> where + ": no finding on a line of the example " + at + "; found " + lines(findings));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void thePassingExampleGivesNone(String id) throws IOException {
        RulePages.Source source = source(id);
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        lay(repo, source, examples(source.section("passes")));
        assertEquals(List.of(), lines(run(repo, source)), id + " (" + page(id) + ", `## passes`): findings");
    }

    /** Lays the examples; for each file, the lines the examples landed on. */
    private Map<String, Set<Integer>> lay(TestRepo repo, RulePages.Source source, List<Example> examples)
            throws IOException {
        if (source.files().equals("issue")) {
            assertEquals(List.of(), lines(check(repo)), "the clean repo, which writes the Session Sync draft");
        }
        Map<String, Set<Integer>> at = new java.util.TreeMap<>();
        for (Example e : examples) {
            Path file = repo.root().resolve(e.path());
            Optional<String> clean = Files.isRegularFile(file)
                    ? Optional.of(Files.readString(file, StandardCharsets.UTF_8))
                    : Optional.empty();
            ExampleLayer laid = ExampleLayer.lay(e.path(), clean, e.text());
            repo.write(e.path(), laid.text());
            Set<Integer> lines = at.computeIfAbsent(path(source, e), k -> new TreeSet<>());
            lines.addAll(laid.lines());
            if (laid.lines().size() == laid.text().split("\n", -1).length - 1) {
                lines.add(0); // the example is the whole file: a finding about the file is on it
            }
        }
        return at;
    }

    /** How findings name the example's file: the issue by its file name, every other file by its repo path. */
    private static String path(RulePages.Source source, Example e) {
        return source.files().equals("issue") ? e.path().substring(e.path().lastIndexOf('/') + 1) : e.path();
    }

    private List<Finding> run(TestRepo repo, RulePages.Source source) {
        if (source.files().equals("issue")) {
            return applySync(repo);
        }
        List<Finding> all = new ArrayList<>(check(repo));
        if (PROMPT.contains(source.id()) || all.isEmpty()) {
            all.addAll(prompt(repo));
        }
        return all;
    }

    private StudylogConfig config(TestRepo repo) {
        return ConfigResolver.resolve(repo.root(), Overrides.none().with("today", TODAY, "RuleExamplesTest"), "en");
    }

    private List<Finding> check(TestRepo repo) {
        return new RepoCheckRun()
                .check(config(repo), EnumSet.allOf(Part.class), "test", dir.resolve("scratch"))
                .findings();
    }

    private List<Finding> prompt(TestRepo repo) {
        return new PromptRun()
                .prompts(PromptRun.Request.of(config(repo), "test", ConsoleFormat.PLAIN))
                .findings();
    }

    private List<Finding> applySync(TestRepo repo) {
        List<Finding> found = new ArrayList<>();
        RunLog log = new RunLog() {
            @Override
            public void info(String line) {}

            @Override
            public void warn(String line) {}

            @Override
            public void error(String line) {}

            @Override
            public void finding(String prefix, Finding finding, ConsoleFormat console, Messages messages) {
                found.add(finding);
            }
        };
        Path issue = repo.root().resolve(DRAFT);
        if (!Files.isRegularFile(issue)) {
            fail("no Session Sync draft " + DRAFT + " to apply");
        }
        new ApplySyncRun()
                .run(
                        ApplySyncRun.Request.of(
                                config(repo)
                                        .with(io.github.studylog.config.Setting.DRY_RUN, "true", "RuleExamplesTest"),
                                issue,
                                "test",
                                ConsoleFormat.PLAIN),
                        log);
        return found;
    }

    private static List<String> lines(List<Finding> findings) {
        return findings.stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.text(Messages.of(Language.EN)))
                .collect(Collectors.toList());
    }
}
