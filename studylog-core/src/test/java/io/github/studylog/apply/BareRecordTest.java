package io.github.studylog.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BareRecordTest {

    private static Finding missing(String text) {
        Optional<Finding> f = BareRecord.missing("下書き.yaml", text);
        assertTrue(f.isPresent(), text);
        assertEquals("apply-sync-no-record", f.get().ruleId());
        return f.get();
    }

    @Test
    void proseIsNoRecordAndTheFindingIsAtItsFirstLineWithText() {
        Finding f = missing("\n\n  今日はキャッシュの無効化について復習した。\n");
        assertEquals(3, f.line());
        assertEquals(3, f.column());
        assertEquals(
                "セッションの記録が見つかりません：テキスト（4 行）にはフェンスのブロックも `title:` 行も JSON もないため、"
                        + "セッションの YAML 記録そのものとして読みましたが、文章でした（YAML のテキスト 1 つで、`キー: 値` の行がありません）。"
                        + "セッションの記録は `id: YYYY-MM-DD-<slug>-NN` で始まる YAML の mapping です",
                Messages.of(Language.JA).text(f.message()));
    }

    @Test
    void nothingOnlyCommentsAndAListAreNoRecordEither() {
        Finding empty = missing("");
        assertEquals(1, empty.line());
        assertEquals(
                "apply-sync-no-record.kind.empty",
                empty.message().inner().orElseThrow().key());
        assertEquals(
                "apply-sync-no-record.kind.comments",
                missing("# メモだけ\n").message().inner().orElseThrow().key());
        Finding list = missing("- id: 2026-10-05-web-cache-03\n");
        assertEquals(1, list.line());
        assertEquals(
                "apply-sync-no-record.kind.list",
                list.message().inner().orElseThrow().key());
    }

    @Test
    void aMappingOrATextThatIsNoYamlIsLeftToTheGate() {
        assertEquals(Optional.empty(), BareRecord.missing("s.yaml", "id: 2026-10-05-web-cache-03\ndate: 2026-10-05\n"));
        assertEquals(Optional.empty(), BareRecord.missing("s.yaml", "id: [壊れた\n"), "its yaml-syntax says where");
    }
}
