package io.github.studylog.suppress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each suppression form, in the file kinds it belongs to, over a real pass. */
class InlineSuppressionsTest {

    private static final Set<String> RULES =
            Set.of("doc-link-page", "doc-link-anchor", "record-unknown-key", "record-value", "suppression-unused");
    private static final String CACHE = "src/content/docs/web/cache.md";
    private static final String INDEX = "src/content/docs/web/index.mdx";
    private static final String REVIEW = "reviews/web-cache.yaml";

    @TempDir
    Path dir;

    private static InlineSuppressions.Result filter(TestRepo repo) {
        CheckOutcome outcome = repo.run(Part.RECORDS);
        return new InlineSuppressions(new ContentFiles(new RepoPaths(repo.root())), RULES)
                .apply(outcome.result().findings(), outcome.result().checkedFiles());
    }

    private static List<String> kept(InlineSuppressions.Result result) {
        return result.findings().stream()
                .sorted(Finding.ORDER)
                .map(f -> f.location() + " " + f.ruleId())
                .toList();
    }

    private static List<String> suppressed(InlineSuppressions.Result result) {
        return result.suppressed().stream()
                .map(Suppressed::finding)
                .map(f -> f.location() + " " + f.ruleId())
                .toList();
    }

    @Test
    void aMarkdownCommentSuppressesTheNextLineOnly() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "<!-- studylog-disable-next-line doc-link-page -- 移行中のページ -->\n[古い頁](/web/old/)\n\n[別の古い頁](/web/older/)");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(CACHE + ":12:1 doc-link-page"), suppressed(result));
        assertEquals(List.of(CACHE + ":14:1 doc-link-page"), kept(result));
        assertEquals(Suppressed.Kind.IN_SOURCE, result.suppressed().get(0).kind());
    }

    @Test
    void aDisableEnableRangeSuppressesTheLinesBetween() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "<!-- studylog-disable doc-link-page -->\n\n[古い頁](/web/old/)\n\n[別の古い頁](/web/older/)\n\n"
                                + "<!-- studylog-enable doc-link-page -->\n\n[三つ目](/web/third/)");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(CACHE + ":13:1 doc-link-page", CACHE + ":15:1 doc-link-page"), suppressed(result));
        assertEquals(List.of(CACHE + ":19:1 doc-link-page"), kept(result));
    }

    @Test
    void anMdxCommentExpressionSuppressesTheNextLine() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        INDEX,
                        "[HTTPキャッシュ](/web/cache/)",
                        "{/* studylog-disable-next-line doc-link-page */}\n[HTTPキャッシュ](/web/cahce/)");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(INDEX + ":15:1 doc-link-page"), suppressed(result));
        assertEquals(List.of(), kept(result));
    }

    @Test
    void anHtmlCommentWorksInMdxToo() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        INDEX,
                        "[HTTPキャッシュ](/web/cache/)",
                        "<!-- studylog-disable-next-line doc-link-page -->\n[HTTPキャッシュ](/web/cahce/)");

        assertEquals(List.of(INDEX + ":15:1 doc-link-page"), suppressed(filter(repo)));
    }

    @Test
    void aCommentInsideCodeIsText() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "`<!-- studylog-disable-next-line doc-link-page -->`\n[古い頁](/web/old/)");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(), suppressed(result));
        assertEquals(List.of(CACHE + ":12:1 doc-link-page"), kept(result));
    }

    @Test
    void aYamlEndOfLineCommentSuppressesItsLine() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        REVIEW,
                        "status: hinted\n",
                        "status: hinted\nメモ: 後で消す # studylog-disable-line record-unknown-key\n");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(REVIEW + ":5:1 record-unknown-key"), suppressed(result));
        assertEquals(List.of(), kept(result));
    }

    @Test
    void aYamlCommentAboveSuppressesTheNextLine() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        REVIEW,
                        "status: hinted\n",
                        "status: hinted\n# studylog-disable-next-line record-unknown-key -- 移行のため\nメモ: 後で消す\n");

        assertEquals(List.of(REVIEW + ":6:1 record-unknown-key"), suppressed(filter(repo)));
    }

    @Test
    void aCommentInAYmlRecordWorksAsInAYamlOne() {
        TestRepo repo = TestRepo.clean(dir);
        String yml = "reviews/web-cache.yml";
        repo.write(
                        yml,
                        repo.read(REVIEW)
                                .replace(
                                        "status: hinted\n",
                                        "status: hinted\nメモ: 後で消す # studylog-disable-line record-unknown-key\n"))
                .delete(REVIEW);
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(yml + ":5:1 record-unknown-key"), suppressed(result));
        assertEquals(List.of(), kept(result));
    }

    @Test
    void aHashInsideAQuotedValueIsNoComment() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        REVIEW,
                        "status: hinted\n",
                        "status: hinted\nメモ: \"# studylog-disable-line record-unknown-key\"\n");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(), suppressed(result));
        assertEquals(List.of(REVIEW + ":5:1 record-unknown-key"), kept(result));
    }

    @Test
    void aCommentThatSuppressesNothingIsReportedAtItsLine() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(REVIEW, "status: hinted\n", "status: hinted # studylog-disable-line record-value\n")
                .replace(
                        CACHE,
                        "## 条件付きリクエスト",
                        "<!-- studylog-disable-next-line doc-link-anchor, doc-link-page -->\n## 条件付きリクエスト");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(
                List.of(
                        REVIEW + ":4:0 suppression-unused",
                        CACHE + ":13:0 suppression-unused",
                        CACHE + ":13:0 suppression-unused"),
                kept(result).stream()
                        .sorted((a, b) -> a.startsWith("r")
                                ? (b.startsWith("r") ? 0 : -1)
                                : (b.startsWith("r") ? 1 : a.compareTo(b)))
                        .toList());
        assertEquals(
                "`studylog-disable-line record-value` suppresses nothing: no `record-value` finding on line 4;"
                        + " remove it",
                result.findings().stream()
                        .filter(f -> f.path().equals(REVIEW))
                        .findFirst()
                        .orElseThrow()
                        .message()
                        .english());
        assertEquals(
                "`studylog-disable-line record-value` は何も抑制していません。4 行目に `record-value` の指摘はありません。" + "コメントを削除してください",
                Messages.of(Language.JA)
                        .text(result.findings().stream()
                                .filter(f -> f.path().equals(REVIEW))
                                .findFirst()
                                .orElseThrow()
                                .message()));
    }

    @Test
    void unusedRangesAndStrayEnablesSayWhichLines() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "## 条件付きリクエスト",
                        "<!-- studylog-disable doc-link-anchor -->\n\n<!-- studylog-enable doc-link-anchor -->\n\n"
                                + "<!-- studylog-enable doc-link-page -->\n\n<!-- studylog-disable doc-link-anchor -->\n"
                                + "## 条件付きリクエスト");
        Messages ja = Messages.of(Language.JA);
        List<Finding> found = filter(repo).findings().stream()
                .filter(f -> f.path().equals(CACHE))
                .sorted(Finding.ORDER)
                .toList();
        assertEquals(
                List.of(
                        "`studylog-disable doc-link-anchor` suppresses nothing: no `doc-link-anchor` finding on lines 13–15;"
                                + " remove it",
                        "`studylog-enable doc-link-page` enables a rule that no `studylog-disable` above it disabled",
                        "`studylog-disable doc-link-anchor` suppresses nothing: no `doc-link-anchor` finding from line 19 on;"
                                + " remove it"),
                found.stream().map(f -> f.message().english()).toList());
        assertEquals(
                List.of(
                        "`studylog-disable doc-link-anchor` は何も抑制していません。13～15 行目に `doc-link-anchor` の指摘はありません。"
                                + "コメントを削除してください",
                        "`studylog-enable doc-link-page` は、上にある `studylog-disable` で無効にされていないルールを有効にしています",
                        "`studylog-disable doc-link-anchor` は何も抑制していません。19 行目以降に `doc-link-anchor` の指摘はありません。"
                                + "コメントを削除してください"),
                found.stream().map(f -> ja.text(f.message())).toList());
    }

    @Test
    void aBareCommentIsRefusedAndSuppressesNothing() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "<!-- studylog-disable-next-line -->\n[古い頁](/web/old/)");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(CACHE + ":11:0 suppression-no-rule", CACHE + ":12:1 doc-link-page"), kept(result));
        Finding bare =
                result.findings().stream().sorted(Finding.ORDER).findFirst().orElseThrow();
        assertEquals(
                "`studylog-disable-next-line` names no rule; a comment that disables every rule is refused, name"
                        + " the rule it is for",
                bare.message().english());
        assertEquals(
                "`studylog-disable-next-line` にルールが書かれていません。すべてのルールを無効にするコメントは使えないので、" + "対象のルールを書いてください",
                Messages.of(Language.JA).text(bare.message()));
    }

    @Test
    void aCommentNamingAnUnknownRuleIsReported() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(REVIEW, "status: hinted\n", "status: hinted # studylog-disable-line no-such-rule\n");
        InlineSuppressions.Result result = filter(repo);

        assertEquals(List.of(REVIEW + ":4:0 suppression-unused"), kept(result));
        assertEquals(
                "`studylog-disable-line` names `no-such-rule`, which is no studylog rule id; it suppresses"
                        + " nothing",
                result.findings().get(0).message().english());
        assertEquals(
                "`studylog-disable-line` に書かれた `no-such-rule` は studylog のルール id ではありません。何も抑制していません",
                Messages.of(Language.JA).text(result.findings().get(0).message()));
    }

    @Test
    void aFileWithoutDirectivesKeepsEveryFinding() {
        TestRepo repo = TestRepo.clean(dir).replace(REVIEW, "status: hinted\n", "status: hinted\nメモ: x\n");

        assertEquals(List.of(REVIEW + ":5:1 record-unknown-key"), kept(filter(repo)));
    }

    @Test
    void aFileThePassReadWithoutTheMarkerIsNotReadAgain() {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        REVIEW,
                        "status: hinted\n",
                        "status: hinted\nメモ: 後で消す # studylog-disable-line record-unknown-key\n");
        CheckOutcome outcome = repo.run(Part.RECORDS);
        Set<String> unmarked = outcome.files().orElseThrow().unmarked();
        assertTrue(
                !unmarked.contains(REVIEW) && unmarked.contains(CACHE),
                "the pass notes the files it read without the marker: " + unmarked);

        InlineSuppressions.Result told = new InlineSuppressions(
                        new ContentFiles(new RepoPaths(repo.root())), RULES, java.util.Optional.empty(), Set.of(REVIEW))
                .apply(outcome.result().findings(), outcome.result().checkedFiles());
        InlineSuppressions.Result real = new InlineSuppressions(
                        new ContentFiles(new RepoPaths(repo.root())), RULES, java.util.Optional.empty(), unmarked)
                .apply(outcome.result().findings(), outcome.result().checkedFiles());

        // told (wrongly) that the review has no directive, the filter does not read it: its finding stays
        assertEquals(List.of(REVIEW + ":5:1 record-unknown-key"), kept(told));
        assertEquals(List.of(), kept(real));
        assertEquals(List.of(REVIEW + ":5:1 record-unknown-key"), suppressed(real));
    }

    @Test
    void theMarkerIsFoundInTheBytesWhereverItIs() {
        byte[] marker = "ab".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        java.util.function.Function<String, Boolean> in =
                text -> InlineSuppressions.contains(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), marker);

        assertEquals(
                List.of(true, true, true, false, false, false, false),
                List.of(
                        in.apply("ab"),
                        in.apply("xab"),
                        in.apply("注ab記"),
                        in.apply("a"),
                        in.apply(""),
                        in.apply("a b"),
                        in.apply("xa")));
    }

    @Test
    void aCommentInAFileThatIsNotUtf8SuppressesNothing() throws java.io.IOException {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        REVIEW,
                        "status: hinted\n",
                        "status: hinted\nメモ: x # studylog-disable-line record-unknown-key\n");
        java.nio.file.Path file = repo.root().resolve(REVIEW);
        byte[] bytes = java.nio.file.Files.readAllBytes(file);
        byte[] broken = java.util.Arrays.copyOf(bytes, bytes.length + 1);
        broken[bytes.length] = (byte) 0xff;
        java.nio.file.Files.write(file, broken);

        InlineSuppressions.Result result = filter(repo);

        // the review cannot be read, so the records naming it do not resolve: nothing is suppressed, nothing lost
        assertEquals(
                List.of(
                        REVIEW + ":15:1 file-unreadable",
                        "sessions/2026-10-01-web-cache-01.yaml:5:5 record-unknown-ref",
                        "sessions/2026-10-03-web-cache-02.yaml:5:5 record-unknown-ref",
                        CACHE + ":4:9 doc-review-unknown"),
                kept(result));
        assertEquals(List.of(), suppressed(result));
    }

    /** One pass of the comments through a results cache in the repo, opened and saved as a run does. */
    private static InlineSuppressions.Result filterCached(TestRepo repo, CheckOutcome outcome, int[] hits)
            throws java.io.IOException {
        Path cacheDir = repo.root().resolve("target/studylog-cache");
        io.github.studylog.incremental.ResultsCache cache =
                io.github.studylog.incremental.ResultsCache.open(cacheDir, "1.0-test", List.of());
        InlineSuppressions.Result result = new InlineSuppressions(
                        new ContentFiles(new RepoPaths(repo.root())), RULES, java.util.Optional.of(cache))
                .apply(outcome.result().findings(), outcome.result().checkedFiles());
        hits[0] = cache.hits(InlineSuppressions.KIND);
        hits[1] = cache.hashed();
        cache.save();
        return result;
    }

    @Test
    void throughTheCacheAnUnchangedFileWithoutCommentsIsNotReadAgainAndANewCommentIsSeen() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        CACHE,
                        "[再検証の通信順序を開く](/diagrams/web-cache/revalidate.html)",
                        "<!-- studylog-disable-next-line doc-link-page -->\n[古い頁](/web/old/)\n\n[別の古い頁](/web/older/)");
        java.nio.file.attribute.FileTime old =
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(repo.root())) {
            for (Path file : walk.filter(java.nio.file.Files::isRegularFile).toList()) {
                java.nio.file.Files.setLastModifiedTime(file, old);
            }
        }
        CheckOutcome outcome = repo.run(Part.RECORDS);
        int files = (int) outcome.result().checkedFiles().stream()
                .filter(f -> f.path().matches(".*\\.(md|mdx|ya?ml)$"))
                .count();
        int[] counts = new int[2];

        InlineSuppressions.Result first = filterCached(repo, outcome, counts);
        assertEquals(List.of(0, files), List.of(counts[0], counts[1]), "the first pass reads and hashes every file");
        InlineSuppressions.Result second = filterCached(repo, outcome, counts);
        assertEquals(List.of(files, 0), List.of(counts[0], counts[1]), "the second reads only the commented one");
        assertEquals(List.of(suppressed(first), kept(first)), List.of(suppressed(second), kept(second)));
        assertEquals(List.of(CACHE + ":12:1 doc-link-page"), suppressed(second));

        repo.replace(
                CACHE,
                "[別の古い頁](/web/older/)",
                "<!-- studylog-disable-next-line doc-link-page -->\n[別の古い頁](/web/older/)");
        InlineSuppressions.Result third = filterCached(repo, repo.run(Part.RECORDS), counts);
        assertEquals(List.of(CACHE + ":12:1 doc-link-page", CACHE + ":15:1 doc-link-page"), suppressed(third));
        assertEquals(1, counts[1], "the edited file alone is hashed");
    }
}
