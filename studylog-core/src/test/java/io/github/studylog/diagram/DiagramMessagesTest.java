package io.github.studylog.diagram;

import static io.github.studylog.diagram.DiagramRulesTest.LIFECYCLE;
import static io.github.studylog.diagram.DiagramRulesTest.SEQUENCE;
import static io.github.studylog.diagram.DiagramRulesTest.VALIDATOR;
import static io.github.studylog.diagram.DiagramRulesTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.run.RuleCatalog;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** One real finding of each diagram rule, written in Japanese and in English; and every rule's texts in Japanese. */
class DiagramMessagesTest {

    static final Messages JA = Messages.of(Language.JA);

    static Finding first(String json, Rule rule) {
        return run(json).findings().stream()
                .filter(f -> f.rule() == rule)
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        "no " + rule.id() + " finding in " + run(json).findings()));
    }

    static void assertTexts(Finding f, String japanese, String english) {
        assertEquals(japanese, JA.text(f.message()), f.message()::toString);
        assertEquals(english, f.message().english(), f.message()::toString);
    }

    @Test
    void jsonSyntax() {
        assertTexts(
                first(
                        SEQUENCE.replace("\"label\": \"API\"}", "\"label\": \"API\"},"),
                        DiagramRules.DIAGRAM_JSON_SYNTAX),
                "カンマのあとに `]` が続いています。最後の項目のあとのカンマを削除してください",
                "a comma is followed by `]`: remove the trailing comma after the last item");
    }

    @Test
    void typeUnknown() {
        assertTexts(
                first(
                        SEQUENCE.replace("\"diagram_type\": \"sequence\"", "\"diagram_type\": \"sequense\""),
                        DiagramRules.DIAGRAM_TYPE_UNKNOWN),
                "`diagram_type` が \"sequense\" ですが、これは Archify の図の種類ではありません。`sequence`, `lifecycle`, "
                        + "`architecture`, `workflow`, `dataflow` のいずれかを使ってください。`sequence` のことではありませんか？",
                "`diagram_type` is \"sequense\", which is not an Archify diagram type; use one of "
                        + "`sequence`, `lifecycle`, `architecture`, `workflow` or `dataflow`; did you mean "
                        + "`sequence`?");
    }

    @Test
    void schemaMissingKey() {
        assertTexts(
                first(SEQUENCE.replace(", \"label\": \"200 OK\"", ""), DiagramRules.DIAGRAM_SCHEMA),
                "メッセージ 2 に `label` がありません",
                "message 2 has no `label`");
    }

    @Test
    void schemaWrongTypeNamesTheKeyOfTheElement() {
        assertTexts(
                first(SEQUENCE.replace("\"y\": 200", "\"y\": \"200\""), DiagramRules.DIAGRAM_SCHEMA),
                "メッセージ 1 の `y` は数値にしてください。いまはテキスト \"200\" です",
                "`y` of message 1 must be a number, not the text \"200\"");
    }

    @Test
    void duplicateId() {
        assertTexts(
                first(SEQUENCE.replace("{\"id\": \"api\"", "{\"id\": \"user\""), DiagramRules.DIAGRAM_DUPLICATE_ID),
                "参加者の id `user` が 2 回使われています（最初は 6 行目）。参加者ごとに別の id を付けてください",
                "the participant id `user` is used twice (first on line 6); give each participant its own " + "id");
    }

    @Test
    void referenceSuggestsTheNearestId() {
        assertTexts(
                first(
                        SEQUENCE.replace("\"from\": \"user\", \"to\": \"api\"", "\"from\": \"usr\", \"to\": \"api\""),
                        DiagramRules.DIAGRAM_REFERENCE),
                "メッセージ 1 の `from` が `usr` を指していますが、その id の参加者はありません。`user` のことではありませんか？",
                "`from` of message 1 names `usr`, but there is no participant with that id; did you mean " + "`user`?");
    }

    @Test
    void brandListsTheClosestIds() {
        assertTexts(
                first(
                        SEQUENCE.replace("\"label\": \"利用者\"", "\"label\": \"利用者\", \"brand\": \"opnai\""),
                        DiagramRules.DIAGRAM_BRAND),
                "参加者 `user` の brand \"opnai\" は Archify のブランドカタログにありません（Archify brand/unknown）。近い id: "
                        + "`airtable`, `alibaba-cloud`, `angular`, `ansible`, `anthropic`",
                "the brand \"opnai\" of participant `user` is not in Archify's brand catalogue (Archify "
                        + "brand/unknown); closest ids: `airtable`, `alibaba-cloud`, `angular`, `ansible` or "
                        + "`anthropic`");
    }

    @Test
    void layoutSelfMessage() {
        assertTexts(
                first(
                        SEQUENCE.replace("\"from\": \"api\", \"to\": \"user\"", "\"from\": \"api\", \"to\": \"api\""),
                        DiagramRules.DIAGRAM_LAYOUT),
                "メッセージ 2 が `api` から自分自身に向かっています。Archify は自分宛てのメッセージを描けません（矢印には 60px "
                        + "以上が必要です）。別の参加者に送るか、その手順を note に書いてください",
                "message 2 goes from `api` to itself; Archify cannot draw a self-message (an arrow needs "
                        + "at least 60px); send it to another participant or describe the step in a note");
    }

    @Test
    void layoutStateOutsideTheDiagram() {
        assertTexts(
                first(
                        LIFECYCLE.replace(
                                "\"lane\": \"errors\", \"col\": 1",
                                "\"lane\": \"errors\", \"col\": 1, \"yOffset\": 400"),
                        DiagramRules.DIAGRAM_LAYOUT),
                "状態 `failed` が図に収まりません: 下端の y 736 が y 538（図の高さから 122 "
                        + "を引いた値）より下です。`col`、`yOffset`、大きさのどれかを変えるか、meta.viewBox を大きくしてください",
                "state `failed` does not fit in the diagram: its bottom y 736 is below y 538 (diagram "
                        + "height minus 122); change `col`, `yOffset` or the size, or enlarge meta.viewBox");
    }

    @Test
    void layoutGateWarningUnderStandard() {
        assertTexts(
                first(
                        DiagramCompositionTest.CROSSING.formatted(", \"quality_profile\": \"standard\""),
                        DiagramRules.DIAGRAM_LAYOUT),
                "遷移 1（`a` → `b`）が [248, 98] で遷移 2（`c` → `d`）と交差しています（セグメント 1 と 0。Archify "
                        + "composition/proper-crossing）。meta.quality_profile が \"standard\" のときは警告です（\"showcase\" "
                        + "ではエラーです）。route、via、channelX/channelY を調整するか、ラベルを labelAt/labelDx/labelDy で調整してください",
                "transition 1 (`a` → `b`) crosses transition 2 (`c` → `d`) at [248, 98] (segments 1 and 0; "
                        + "Archify composition/proper-crossing); this is a warning under meta.quality_profile "
                        + "\"standard\" (an error under \"showcase\"); adjust route, via or channelX/channelY, or "
                        + "the label with labelAt/labelDx/labelDy");
    }

    @Test
    void aDiagramFileTooLargeIsUnreadableInBothLanguages() {
        byte[] bytes = new byte[DiagramParser.MAX_BYTES + 1];
        Finding f = VALIDATOR.validate("diagrams/big.json", bytes).findings().get(0);
        assertEquals(ContentRules.FILE_UNREADABLE, f.rule());
        assertTexts(
                f,
                "ファイルが 4096 KiB あります。4 MiB を超える図のファイルは読みません",
                "the file is 4096 KiB; diagram files over 4 MiB are not read");
    }

    @Test
    void aDiagramFileThatIsNotUtf8IsUnreadableWithTheContentMessage() {
        Finding f = VALIDATOR
                .validate("diagrams/bad.json", "{\"a\": \"\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1))
                .findings()
                .get(0);
        assertEquals(ContentRules.FILE_UNREADABLE, f.rule());
        assertEquals("file-unreadable.not-utf-8", f.message().key());
    }

    @Test
    void everyRuleHasJapaneseTexts() {
        assertEquals("図のファイルが厳密な JSON ではありません。", DiagramRules.DIAGRAM_JSON_SYNTAX.summary(JA));
        assertEquals("メッセージのとおりに要素を動かす、間隔をあける、短くするか、meta.viewBox を大きくしてください。", DiagramRules.DIAGRAM_LAYOUT.help(JA));
        assertEquals(
                "A diagram file is not strict JSON.", DiagramRules.DIAGRAM_JSON_SYNTAX.summary(Messages.english()));
        for (Rule rule : RuleCatalog.declaredIn(DiagramRules.class)) {
            assertNotEquals(rule.summary(Messages.english()), rule.summary(JA), rule.id());
            assertNotEquals(rule.help(Messages.english()), rule.help(JA), rule.id());
            assertTrue(JA.pattern(rule.id() + ".summary").isPresent(), rule.id());
        }
    }

    @Test
    void everyPatternOfTheDiagramBundleIsValidInBothLanguages() throws Exception {
        java.util.Properties english = new java.util.Properties();
        try (var in = getClass().getClassLoader().getResourceAsStream(Messages.file("diagram", Language.EN))) {
            english.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        var japaneseBundle = Messages.bundles(Language.JA);
        Object[] values = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"};
        for (String key : english.stringPropertyNames()) {
            String japanese = JA.pattern(key).orElseThrow(() -> new AssertionError("no pattern for " + key));
            assertTrue(japaneseBundle.containsKey(key), "no Japanese pattern for " + key);
            new java.text.MessageFormat(english.getProperty(key), Language.EN.locale()).format(values);
            new java.text.MessageFormat(japanese, Language.JA.locale()).format(values);
        }
    }
}
