package io.github.studylog.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.Doc;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.Templates;
import io.github.studylog.testing.TestRepo;
import io.github.studylog.yaml.Located;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The placeholder checks after the schema: which values wait for them, and each check's finding and fix. */
class PlaceholderChecksTest {

    private static final String REVIEW = "reviews/web-cache.yaml";
    private static final String S1 = "sessions/2026-10-01-web-cache-01.yaml";

    @TempDir
    Path dir;

    private final PlaceholderChecks checks = new PlaceholderChecks();
    private final Messages ja = Messages.of(Language.JA);

    private PlaceholderChecks.Context context(List<Doc> docs) {
        return new PlaceholderChecks.Context(new RepoPaths(dir), new RecordSet(Map.of(), Map.of()), docs);
    }

    private static Doc doc(String path, String... headings) {
        return new Doc(
                path,
                java.util.Arrays.stream(headings)
                        .map(h -> new Located<>(h, 1, 1))
                        .toList(),
                Optional.empty(),
                List.of(),
                List.of(),
                Optional.empty(),
                false,
                List.of());
    }

    /** "location [rule] English / Japanese" of every finding. */
    private List<String> lines(List<Finding> findings) {
        return findings.stream()
                .map(f ->
                        f.location() + " [" + f.ruleId() + "] " + f.message().english() + " / " + ja.text(f.message()))
                .toList();
    }

    private List<Finding> check(PlaceholderType type, String text, List<Doc> docs) {
        return checks.check("x.yaml", "x", List.of(new PendingValue(List.of(type), text, 3, 7)), context(docs));
    }

    @Test
    void aDateNotWrittenYyyyMmDdIsAValueError() {
        assertEquals(
                List.of("x.yaml:3:7 [record-value] `2026/10/03` is not a date YYYY-MM-DD / `2026/10/03` は"
                        + " YYYY-MM-DD 形式の日付ではありません"),
                lines(check(PlaceholderType.DATE, "2026/10/03", List.of())));
        assertEquals(
                List.of("x.yaml:3:7 [record-date] `2026-02-30` is not a real calendar day / `2026-02-30` は実在する暦の日"
                        + "ではありません"),
                lines(check(PlaceholderType.DATE, "2026-02-30", List.of())));
        assertEquals(List.of(), check(PlaceholderType.DATE, "2026-02-28", List.of()));
    }

    @Test
    void aHeadingOfDocsWithoutHeadingsIsNotFoundWithoutANearestOne() {
        List<Finding> findings = check(PlaceholderType.HEADING, "概要", List.of(doc("docs/a.md"), doc("docs/b.md")));
        assertEquals(
                List.of("x.yaml:3:7 [record-heading] `概要` is not a heading of docs/a.md, docs/b.md / `概要` は"
                        + " docs/a.md, docs/b.md の見出しにありません"),
                lines(findings));
        assertEquals(Optional.empty(), findings.get(0).fix());
    }

    @Test
    void aHeadingIsCheckedOnlyWhenThereAreDocsToCheckItIn() {
        assertEquals(List.of(), check(PlaceholderType.HEADING, "概要", List.of()));
        assertEquals(
                List.of(), check(PlaceholderType.HEADING, "概要", List.of(doc("docs/a.md"), doc("docs/b.md", "概要"))));
    }

    @Test
    void aReferenceNearNoRecordNamesNone() {
        assertEquals(
                List.of("x.yaml:3:7 [record-unknown-ref] no review `全然違う` exists (no file `全然違う.yaml` among"
                        + " the reviews) / review `全然違う` はありません（reviews に `全然違う.yaml` というファイルがありません）"),
                lines(check(PlaceholderType.REVIEW_REF, "全然違う", List.of())));
        assertEquals(
                List.of("x.yaml:3:7 [record-unknown-ref] no session `2026-01-01-x-01` exists (no file"
                        + " `2026-01-01-x-01.yaml` among the sessions) / session `2026-01-01-x-01` はありません（sessions に"
                        + " `2026-01-01-x-01.yaml` というファイルがありません）"),
                lines(check(PlaceholderType.SESSION_REF, "2026-01-01-x-01", List.of())));
    }

    @Test
    void onlyAHeadingValueNeedsTheDocs() {
        PendingValue path = new PendingValue(List.of(PlaceholderType.PATH), "a.md", 1, 1);
        PendingValue heading = new PendingValue(List.of(PlaceholderType.HEADING), "概要", 2, 1);
        assertFalse(PlaceholderChecks.needsHeadings(List.of()));
        assertFalse(PlaceholderChecks.needsHeadings(List.of(path)));
        assertTrue(PlaceholderChecks.needsHeadings(List.of(path, heading)));
    }

    @Test
    void theValuesThatWaitAreThoseOfCheckedTypesOnly(@TempDir Path repoDir) {
        TestRepo repo = TestRepo.clean(repoDir);
        FindingSink sink = new FindingSink();
        Templates templates = new TemplateCatalog().load("CHATGPT.md", repo.read("CHATGPT.md"), false, sink);
        RecordLoader loader = new RecordLoader(new ContentFiles(new RepoPaths(repo.root())));
        RecordFile session =
                loader.parse(S1, RecordKind.SESSION, repo.read(S1), sink).orElseThrow();
        RecordFile review =
                loader.parse(REVIEW, RecordKind.REVIEW, repo.read(REVIEW), sink).orElseThrow();
        assertEquals(List.of(), sink.sorted());
        // not `kind`, `issue`, `commit: unknown` (a literal), `read`, `asked`, `outcome`, `note`, `narrative`
        assertEquals(
                List.of(
                        "[FILE_ID] 2026-10-01-web-cache-01 1:5",
                        "[DATE] 2026-10-01 2:7",
                        "[REVIEW_REF] web-cache 5:5",
                        "[PATH] src/content/docs/web/cache.md 8:11",
                        "[PATH] diagrams/web-cache/revalidate.json 11:11",
                        "[HEADING] Cache-Control 16:14",
                        "[HEADING] 条件付きリクエスト 21:5"),
                pending(checks.pending(
                        session, templates.session().orElseThrow().shape(), Set.of())));
        assertEquals(
                List.of(
                        "[FILE_ID] web-cache 1:5",
                        "[PATH] src/content/docs/web/cache.md 3:6",
                        "[DATE] 2026-10-03 5:16",
                        "[HEADING] 条件付きリクエスト 9:14",
                        "[SESSION_REF] 2026-10-01-web-cache-01 12:5",
                        "[SESSION_REF] 2026-10-03-web-cache-02 13:5"),
                pending(checks.pending(review, templates.review().orElseThrow().shape(), Set.of())));
    }

    private static List<String> pending(List<PendingValue> values) {
        return values.stream()
                .map(v -> v.types() + " " + v.text() + " " + v.line() + ":" + v.column())
                .toList();
    }

    @Test
    void aHeadingNearExactlyOneOfTheDocIsRewrittenToIt(@TempDir Path repoDir) {
        TestRepo repo = TestRepo.clean(repoDir);
        repo.replace(S1, "section: Cache-Control", "section: Cache-Contrl");
        List<Finding> findings = repo.findings();
        assertEquals(List.of(S1 + ":16:14 [record-heading]"), repo.locations());
        assertEquals(
                Optional.of(new Fix(S1, 16, 14, 16, 26, "Cache-Control")),
                findings.get(0).fix());
    }

    @Test
    void aHeadingWhoseTextWouldChangeTheYamlIsNotWrittenByAFix(@TempDir Path repoDir) {
        TestRepo repo = TestRepo.clean(repoDir);
        repo.replace("src/content/docs/web/cache.md", "## 条件付きリクエスト", "## ETag: 強い検証子\n\n## 条件付きリクエスト");
        repo.replace(S1, "section: Cache-Control", "section: \"ETag: 強い検証\"");
        List<Finding> findings = repo.findings();
        assertEquals(
                List.of(S1 + ":16:14 [record-heading] `ETag: 強い検証` is not a heading of"
                        + " src/content/docs/web/cache.md; the nearest heading is `ETag: 強い検証子` / `ETag: 強い検証` は"
                        + " src/content/docs/web/cache.md の見出しにありません。いちばん近い見出しは `ETag: 強い検証子` です"),
                lines(findings));
        assertEquals(Optional.empty(), findings.get(0).fix(), "a `: ` in a plain scalar would make it a mapping");
    }
}
