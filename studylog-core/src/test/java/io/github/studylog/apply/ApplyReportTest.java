package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.provenance.ProvenanceRules;
import io.github.studylog.report.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ApplyReportTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static List<Error> validate(ApplyResult result) throws Exception {
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(JSON.readTree(Files.readString(Path.of("schemas/apply-sync-result.schema.json"))));
        return schema.validate(JSON.readTree(Json.pretty(new ApplyReport().json(result, "test"))));
    }

    @Test
    void aRefusalListsEachFindingAtItsBodyLineAndValidates() throws Exception {
        Finding f = Finding.of(
                ProvenanceRules.SOURCE_COMMIT_UNKNOWN,
                "issue #13",
                13,
                13,
                "test.text",
                "`deadbeefcafe1234` is not a commit | of this history");
        ApplyResult result = new ApplyResult(
                ApplyResult.Status.REFUSED,
                false,
                Optional.of("2026-09-10-int-burst-01-01"),
                Optional.of(13L),
                List.of(),
                List.of(f),
                List.of(Message.of("test.text", "history is shallow: 1 commit not verified")),
                List.of());
        assertEquals(List.of(), validate(result));
        String comment = new ApplyReport().comment(result);
        assertTrue(
                comment.startsWith("**studylog: this Session Sync issue was not applied.** Nothing was written."),
                comment);
        assertTrue(
                comment.contains("| issue #13 line 13, column 13 | error | `source-commit-unknown` | "
                        + "`deadbeefcafe1234` is not a commit \\| of this history |\n"),
                comment);
        assertTrue(comment.contains("\nNotes:\n\n- history is shallow: 1 commit not verified\n"), comment);
    }

    @Test
    void anAppliedResultShowsTheFilesAndADiffFenceLongerThanAnyBacktickRunInside() throws Exception {
        FileChange change = new FileChange(
                "sessions/2026-10-05-web-cache-03.yaml",
                Optional.empty(),
                "a: ```\n",
                UnifiedDiff.of("sessions/2026-10-05-web-cache-03.yaml", Optional.empty(), "a: ```\n"));
        ApplyResult result = new ApplyResult(
                ApplyResult.Status.APPLIED,
                true,
                Optional.of("2026-10-05-web-cache-03"),
                Optional.empty(),
                List.of(change),
                List.of(),
                List.of(),
                List.of(Message.of("test.text", "status hint")));
        assertEquals(List.of(), validate(result));
        String comment = new ApplyReport().comment(result);
        assertTrue(
                comment.contains("````diff\n--- /dev/null\n+++ b/sessions/2026-10-05-web-cache-03.yaml\n"
                        + "@@ -0,0 +1 @@\n+a: ```\n````\n"),
                comment);
        assertTrue(comment.contains("(dry run: nothing written)"), comment);
    }

    @Test
    void theCommentIsWrittenInJapanese() {
        Finding title =
                Finding.of(ApplyRules.APPLY_SYNC_TITLE, "issue #13", 0, 0, "apply-sync-title.not-session-id", "x");
        Finding exists = Finding.of(
                ApplyRules.APPLY_SYNC_SESSION_EXISTS,
                "issue #13",
                4,
                1,
                "apply-sync-session-exists.different",
                "sessions/2026-10-05-web-cache-03.yaml");
        ApplyResult refused = new ApplyResult(
                ApplyResult.Status.REFUSED,
                false,
                Optional.empty(),
                Optional.of(13L),
                List.of(),
                List.of(title, exists),
                List.of(),
                List.of());
        assertEquals("""
                **studylog: この Session Sync issue は反映されませんでした。** 何も書き込んでいません。下に挙げた点を issue \
                で直してください（タイトルか本文を編集します）。直すとワークフローがもう一度実行されます。

                | 場所 | 重大度 | ルール | 問題 |
                |---|---|---|---|
                | issue #13 | error | `apply-sync-title` | タイトルの `x` はセッション ID YYYY-MM-DD-<slug>-NN（例: \
                2026-09-08-architecture-queues-01）ではありません。何も書き込みません |
                | issue #13 4 行目 1 列目 | error | `apply-sync-session-exists` | \
                `sessions/2026-10-05-web-cache-03.yaml` が違うデータですでに存在するため、何も変更しませんでした\
                （-Dstudylog.overwrite=true を付けると、この記録で置き換えます） |
                """, new ApplyReport(Messages.of(Language.JA)).comment(refused));

        FileChange change = new FileChange(
                "sessions/2026-10-05-web-cache-03.yaml",
                Optional.empty(),
                "a: 1\n",
                UnifiedDiff.of("sessions/2026-10-05-web-cache-03.yaml", Optional.empty(), "a: 1\n"));
        ApplyResult applied = new ApplyResult(
                ApplyResult.Status.APPLIED,
                false,
                Optional.of("2026-10-05-web-cache-03"),
                Optional.of(13L),
                List.of(change),
                List.of(),
                List.of(Message.of("test.text", "メモ")),
                List.of(Message.of("apply.status-hint", "reviews/web-cache.yaml", "hinted", "self_explained")));
        assertEquals("""
                **studylog: セッション `2026-10-05-web-cache-03` を反映しました。**

                ファイル:

                - `sessions/2026-10-05-web-cache-03.yaml`（作成）

                <details><summary>差分</summary>

                ```diff
                --- /dev/null
                +++ b/sessions/2026-10-05-web-cache-03.yaml
                @@ -0,0 +1 @@
                +a: 1
                ```

                </details>

                メモ:

                - 【メモ】

                レビューの status:

                - `reviews/web-cache.yaml`: status は `hinted` ですが、このセッションで出題した問いの最もよい outcome \
                `self_explained` からすると、より高い status にできます。決めるのは人です。apply-sync は `status` を変更しません。
                """, new ApplyReport(Messages.of(Language.JA)).comment(applied));
    }

    @Test
    void theFirstLineNamesTheSessionOnlyWhenTheIssueGivesItsId() {
        Messages ja = Messages.of(Language.JA);
        assertEquals(
                "**studylog: セッション `2026-10-05-web-cache-03` はすでに反映済みです。**",
                headline(ja, ApplyResult.Status.ALREADY_APPLIED, false, Optional.of("2026-10-05-web-cache-03")));
        assertEquals(
                "**studylog: このセッションはすでに反映済みです。**",
                headline(ja, ApplyResult.Status.ALREADY_APPLIED, false, Optional.empty()));
        assertEquals(
                "**studylog: セッション `2026-10-05-web-cache-03` を反映しました。**",
                headline(ja, ApplyResult.Status.APPLIED, false, Optional.of("2026-10-05-web-cache-03")));
        assertEquals("**studylog: セッションを反映しました。**", headline(ja, ApplyResult.Status.APPLIED, false, Optional.empty()));
        assertEquals(
                "**studylog: セッション `2026-10-05-web-cache-03` を反映できます**（ドライランのため、何も書き込んでいません）。",
                headline(ja, ApplyResult.Status.APPLIED, true, Optional.of("2026-10-05-web-cache-03")));
        assertEquals(
                "**studylog: セッションを反映できます**（ドライランのため、何も書き込んでいません）。",
                headline(ja, ApplyResult.Status.APPLIED, true, Optional.empty()));
        assertTrue(headline(Messages.english(), ApplyResult.Status.REFUSED, false, Optional.empty())
                .startsWith("**studylog: this Session Sync issue was not applied.**"));
    }

    @Test
    void aFileIsCreatedOrModified() {
        Messages ja = Messages.of(Language.JA);
        assertEquals("作成", ApplyReport.kind(new FileChange("a.yaml", Optional.empty(), "a: 1\n", ""), ja));
        assertEquals("変更", ApplyReport.kind(new FileChange("a.yaml", Optional.of("a: 0\n"), "a: 1\n", ""), ja));
        assertEquals(
                "modified",
                ApplyReport.kind(new FileChange("a.yaml", Optional.of("a: 0\n"), "a: 1\n", ""), Messages.english()));
    }

    /** The comment's first line up to its first sentence's end, for a result with no file and no finding. */
    private static String headline(Messages messages, ApplyResult.Status status, boolean dryRun, Optional<String> id) {
        String comment = new ApplyReport(messages)
                .comment(new ApplyResult(
                        status, dryRun, id, Optional.of(13L), List.of(), List.of(), List.of(), List.of()));
        String first = comment.lines().findFirst().orElseThrow();
        int bold = first.indexOf("** ");
        return bold < 0 ? first : first.substring(0, bold + 2);
    }
}
