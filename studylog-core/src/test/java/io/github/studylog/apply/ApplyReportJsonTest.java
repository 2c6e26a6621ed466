package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.report.Json;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** result.json and the comment's location column, whole texts. */
class ApplyReportJsonTest {

    private static final Finding AT_LINE = Finding.of(
            ApplyRules.APPLY_SYNC_SESSION_EXISTS,
            "issue #13",
            4,
            0,
            "apply-sync-session-exists.different",
            "sessions/2026-10-05-web-cache-03.yaml");

    private static ApplyResult refused() {
        return new ApplyResult(
                ApplyResult.Status.REFUSED,
                false,
                Optional.of("2026-10-05-web-cache-03"),
                Optional.of(13L),
                List.of(),
                List.of(AT_LINE),
                List.of(Message.of("test.text", "浅い履歴")),
                List.of(Message.of("test.text", "status のヒント")));
    }

    @Test
    void theJsonHoldsTheIdTheIssueTheNotesAndTheHints() {
        assertEquals("""
                {
                  "$schema" : "https://studylog.github.io/schemas/apply-sync-result.schema.json",
                  "tool" : {
                    "name" : "studylog",
                    "version" : "9.9"
                  },
                  "status" : "refused",
                  "dryRun" : false,
                  "id" : "2026-10-05-web-cache-03",
                  "issue" : 13,
                  "files" : [ ],
                  "findings" : [ {
                    "rule" : "apply-sync-session-exists",
                    "severity" : "error",
                    "path" : "issue #13",
                    "line" : 4,
                    "column" : 0,
                    "message" : "`sessions/2026-10-05-web-cache-03.yaml` が違うデータですでに存在するため、何も変更しませんでした（-Dstudylog.overwrite=true を付けると、この記録で置き換えます）"
                  } ],
                  "notes" : [ "【浅い履歴】" ],
                  "statusHints" : [ "【status のヒント】" ]
                }
                """, Json.pretty(new ApplyReport(Messages.of(Language.JA)).json(refused(), "9.9")));
    }

    @Test
    void aFindingWithALineButNoColumnIsPlacedByItsLine() {
        assertEquals("""
                **studylog: this Session Sync issue was not applied.** Nothing was written. Fix what is listed below \
                in the issue (edit its title or body) and the workflow runs again.

                | where | severity | rule | problem |
                |---|---|---|---|
                | issue #13 line 4 | error | `apply-sync-session-exists` | `sessions/2026-10-05-web-cache-03.yaml` \
                already exists with different data; nothing was changed (-Dstudylog.overwrite=true replaces it with \
                this record) |

                Notes:

                - 浅い履歴

                Review status:

                - status のヒント
                """, new ApplyReport().comment(refused()));
    }
}
