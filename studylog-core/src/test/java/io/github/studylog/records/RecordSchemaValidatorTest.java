package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fixes the schema findings carry (a YAML 1.1 yes/no, a misspelt key) and the wording of what was found. */
class RecordSchemaValidatorTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";

    @TempDir
    Path dir;

    private int repos;

    private TestRepo fresh() {
        return TestRepo.clean(dir.resolve("repo-" + repos++));
    }

    /** "location [rule] English" of every finding. */
    private static List<String> lines(List<Finding> findings) {
        return findings.stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.message().english())
                .toList();
    }

    @Test
    void aYaml11YesOrNoWhereABoolGoesIsRewrittenToTrueOrFalse() {
        List<List<String>> cases = List.of(
                List.of("yes", "true"),
                List.of("On", "true"),
                List.of("Y", "true"),
                List.of("no", "false"),
                List.of("OFF", "false"),
                List.of("n", "false"));
        for (List<String> c : cases) {
            TestRepo repo = fresh();
            repo.replace(S1, "read: true", "read: " + c.get(0));
            List<Finding> findings = repo.findings();
            assertEquals(List.of(S1 + ":12:11 [record-value]"), repo.locations(), c.get(0));
            assertEquals(
                    Optional.of(new Fix(S1, 12, 11, 12, 11 + c.get(0).length(), c.get(1))),
                    findings.get(0).fix(),
                    c.get(0));
        }
    }

    @Test
    void aQuotedYesIsTextAndHasNoFix() {
        TestRepo repo = fresh();
        repo.replace(S1, "read: true", "read: \"yes\"");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(
                        S1 + ":12:11 [record-value] `diagrams[1].read` must be `true` or `false`; found `yes`"
                                + " (only YAML 1.1 reads it as a yes/no value; YAML 1.2 reads it as text: write `true` or `false`)"),
                lines(findings));
        assertEquals(Optional.empty(), findings.get(0).fix(), "the author quoted it: a text, not a slip");
    }

    @Test
    void aYesWhereNoBoolGoesHasNoFix() {
        oneFindingWithoutAFix(
                "kind: learn",
                "kind: yes",
                S1 + ":3:7 [record-value] `kind` must be one of `learn`, `interview`, `drill`; found" + " `yes`");
    }

    @Test
    void anotherWordWhereABoolGoesHasNoFix() {
        oneFindingWithoutAFix(
                "read: true",
                "read: maybe",
                S1 + ":12:11 [record-value] `diagrams[1].read` must be `true` or `false`; found" + " `maybe`");
    }

    @Test
    void aMappingWhereAScalarGoesSaysSoAndHasNoFix() {
        oneFindingWithoutAFix(
                "read: true",
                "read: {yes: 1}",
                S1 + ":12:11 [record-value] `diagrams[1].read` must be `true` or `false`; found" + " a mapping");
    }

    @Test
    void aMisspeltKeyIsRenamedToTheOneNearestTemplateKey() {
        TestRepo repo = fresh();
        repo.replace(REVIEW, "last_reviewed:", "last_reviwed:");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(
                        REVIEW + ":1:1 [record-missing-key] missing key `last_reviewed` (the review template"
                                + " requires it)",
                        REVIEW + ":5:1 [record-unknown-key] unknown key `last_reviwed`; did you mean `last_reviewed`?"),
                lines(findings));
        assertEquals(Optional.empty(), findings.get(0).fix());
        assertEquals(
                Optional.of(new Fix(REVIEW, 5, 1, 5, 13, "last_reviewed")),
                findings.get(1).fix());
    }

    @Test
    void aMisspeltKeyInAListItemIsRenamedToo() {
        TestRepo repo = fresh();
        repo.replace(S1, "    rendered: false", "    rendred: false");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(
                        S1 + ":11:5 [record-missing-key] missing key `rendered` in `diagrams[1]` (the session"
                                + " template requires it)",
                        S1
                                + ":13:5 [record-unknown-key] unknown key `rendred` in `diagrams[1]`; did you mean `rendered`?"),
                lines(findings));
        assertEquals(
                Optional.of(new Fix(S1, 13, 5, 13, 12, "rendered")),
                findings.get(1).fix());
    }

    /** The fresh repo with {@code from} replaced by {@code to} in its first session: one finding, without a fix. */
    private void oneFindingWithoutAFix(String from, String to, String expected) {
        TestRepo repo = fresh();
        repo.replace(S1, from, to);
        List<Finding> findings = repo.findings();
        assertEquals(List.of(expected), lines(findings));
        assertEquals(Optional.empty(), findings.get(0).fix());
    }
}
