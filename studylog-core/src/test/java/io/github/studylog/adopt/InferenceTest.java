package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordFile;
import io.github.studylog.records.RecordKind;
import io.github.studylog.template.Shape;
import io.github.studylog.testing.TestRepo;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each inference rule of {@link ValueInference} and {@link ShapeInference}, on an example block and a few session
 * records held in memory; files, the review {@code web-cache} and its doc's headings come from the clean fixture.
 */
class InferenceTest {

    @TempDir
    Path dir;

    TestRepo repo;
    final List<Message> notes = new ArrayList<>();

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    private static RecordFile record(String path, RecordKind kind, String yaml) {
        YamlDocument doc = new SafeYamlLoader().load(path, yaml, 0).document().orElseThrow();
        String name = path.substring(path.lastIndexOf('/') + 1);
        return new RecordFile(path, name.substring(0, name.lastIndexOf('.')), kind, doc);
    }

    private static RecordFile session(String id, String yaml) {
        return record("sessions/" + id + ".yaml", RecordKind.SESSION, yaml);
    }

    /** The inferred session shape of {@code block}, written compactly ({@code key?} for an optional key). */
    private String infer(String block, RecordFile... sessions) {
        RecordFile review = record("reviews/web-cache.yaml", RecordKind.REVIEW, repo.read("reviews/web-cache.yaml"));
        ContentFiles files = new ContentFiles(new RepoPaths(repo.root()));
        Evidence evidence = new Evidence(
                new ExistingRecords(List.of(review), List.of(sessions)),
                files.paths(),
                new DocIndex(files, new FindingSink()));
        YamlDocument doc =
                new SafeYamlLoader(true).load("CHATGPT.md", block, 0).document().orElseThrow();
        return show(new ShapeInference(new ValueInference(evidence)).infer("session", doc, List.of(sessions), notes));
    }

    private static String show(Shape shape) {
        if (shape instanceof Shape.MapOf map) {
            List<String> parts = new ArrayList<>();
            map.fields().forEach(f -> parts.add(f.key() + (f.optional() ? "?" : "") + ": " + show(f.shape())));
            return "{" + String.join(", ", parts) + "}";
        }
        if (shape instanceof Shape.ListOf list) {
            return "[" + show(list.item()) + "]";
        }
        return shape instanceof Shape.AnyList
                ? "[]"
                : ((Shape.Scalar) shape).spec().source();
    }

    @Test
    void calendarDatesGiveDate() {
        assertEquals(
                "{date: <date>}",
                infer("date: 2026-10-01\n", session("a", "date: 2026-10-01"), session("b", "date: 2026-02-28")));
    }

    @Test
    void anImpossibleDateIsNotADate() {
        assertEquals(
                "{date: <text>}",
                infer("date: 2026-10-01\n", session("a", "date: 2026-10-01"), session("b", "date: 2026-02-30")));
    }

    @Test
    void wholeNumbersGiveInt() {
        assertEquals("{count: <int>}", infer("count: 3\n", session("a", "count: 1"), session("b", "count: -4")));
    }

    @Test
    void yaml12BooleansGiveBool() {
        assertEquals("{read: <bool>}", infer("read: true\n", session("a", "read: True"), session("b", "read: false")));
    }

    @Test
    void commitHashesAndUnknownGiveCommitOrUnknown() {
        assertEquals(
                "{commit: <commit|unknown>}",
                infer("commit: unknown\n", session("a", "commit: unknown"), session("b", "commit: 3f2a9c1")));
        assertEquals("{commit: <commit>}", infer("commit: 3f2a9c1\n", session("a", "commit: 0a1b2c3d4e")));
        assertEquals("{commit: <commit|unknown>}", infer("commit: unknown\n", session("a", "commit: unknown")));
    }

    @Test
    void unknownAloneIsNotACommitOutsideACommitKey() {
        assertEquals("{author: <text>}", infer("author: unknown\n", session("a", "author: unknown")));
    }

    @Test
    void theRecordsOwnFileNameGivesFileId() {
        assertEquals(
                "{id: <file-id>}",
                infer(
                        "id: 2026-10-01-x-01\n",
                        session("2026-10-01-web-cache-01", "id: 2026-10-01-web-cache-01"),
                        session("2026-10-02-web-cache-01", "id: 2026-10-02-web-cache-01")));
    }

    @Test
    void anIdThatIsNotTheFileNameGivesId() {
        assertEquals("{id: <id>}", infer("id: a\n", session("2026-10-01-web-cache-01", "id: Q1")));
    }

    @Test
    void idsOfExistingRecordsGiveReferences() {
        RecordFile a = session("2026-10-01-web-cache-01", "reviews: [web-cache]\nprevious: 2026-10-02-web-cache-02");
        RecordFile b = session("2026-10-02-web-cache-02", "reviews: [web-cache]\nprevious: 2026-10-01-web-cache-01");
        assertEquals(
                "{reviews: [<review-ref>], previous: <session-ref>}", infer("reviews:\n  - x\nprevious: y\n", a, b));
    }

    @Test
    void existingFilesGivePath() {
        assertEquals(
                "{path: <path>}",
                infer(
                        "path: docs/x.md\n",
                        session("a", "path: src/content/docs/web/cache.md"),
                        session("b", "path: CHATGPT.md")));
        assertEquals("{path: <text>}", infer("path: docs/x.md\n", session("a", "path: src/content/docs/web/cach.md")));
    }

    @Test
    void headingsOfTheReviewsDocGiveHeading() {
        assertEquals(
                "{reviews: [<review-ref>], section: <heading>}",
                infer(
                        "reviews: [x]\nsection: x\n",
                        session("a", "reviews: [web-cache]\nsection: Cache-Control"),
                        session("b", "reviews: [web-cache]\nsection: 条件付きリクエスト")));
        assertEquals(
                "{reviews: [<review-ref>], section: <text>}",
                infer(
                        "reviews: [x]\nsection: x\n",
                        session("a", "reviews: [web-cache]\nsection: Cache-Control"),
                        session("b", "reviews: [web-cache]\nsection: 存在しない見出し")));
    }

    @Test
    void sometimesNumbersSometimesTextIsText() {
        assertEquals("{issue: <text>}", infer("issue: 12\n", session("a", "issue: 12"), session("b", "issue: 未作成")));
    }

    @Test
    void anEnumSeenWithOneValueAndNoCommentIsItsTypeNotALiteral() {
        assertEquals(
                "{kind: <text>, level: <int>}",
                infer(
                        "kind: learn\nlevel: 2\n",
                        session("a", "kind: learn\nlevel: 2"),
                        session("b", "kind: learn\nlevel: 2")));
    }

    @Test
    void commentAlternativesBecomeThePlaceholder() {
        assertEquals(
                "{kind: <learn|interview|drill>}",
                infer(
                        "kind: learn  # learn | interview | drill\n",
                        session("a", "kind: learn"),
                        session("b", "kind: drill")));
    }

    @Test
    void commentAlternativesMayNameTypes() {
        assertEquals(
                "{issue: <issue|unfiled>}",
                infer("issue: 9  # issue | unfiled\n", session("a", "issue: 9"), session("b", "issue: unfiled")));
    }

    @Test
    void alternativesARecordDoesNotUseAreDroppedWithANote() {
        assertEquals(
                "{kind: <text>}",
                infer(
                        "kind: learn  # learn | interview\n",
                        session("a", "kind: learn"),
                        session("b", "kind: seminar")));
        assertEquals(1, notes.size());
        assertTrue(
                notes.get(0).english().contains("`seminar` at sessions/b.yaml:1:7"),
                notes.get(0).english());
        assertEquals(
                "`session.kind`: the alternatives <learn|interview> do not allow `seminar` at sessions/b.yaml:1:7, "
                        + "so the type is inferred from the values",
                notes.get(0).english());
        assertEquals(
                "`session.kind`: 選択肢 <learn|interview> では sessions/b.yaml:1:7 の `seminar` が許されないため、" + "型を値から推定しました",
                Messages.of(Language.JA).text(notes.get(0)));
    }

    @Test
    void aPlaceholderAlreadyInTheBlockIsKeptWhenTheRecordsAgree() {
        assertEquals(
                "{id: <file-id>, kind: <learn|drill>, note: <text>}",
                infer(
                        "id: <file-id>\nkind: <learn|drill>\nnote: <text>\n",
                        session("a", "id: a\nkind: learn\nnote: メモ"),
                        session("b", "id: b\nkind: drill\nnote: 42")));
        assertTrue(
                notes.get(0).english().contains("`session.note`")
                        && notes.get(0).english().contains("the number 42"),
                notes.toString());
    }

    @Test
    void aKeySomeRecordsLackIsOptional() {
        assertEquals(
                "{date: <date>, mood?: <text>}",
                infer(
                        "date: 2026-10-01\nmood: good\n",
                        session("a", "date: 2026-10-01\nmood: 良い"),
                        session("b", "date: 2026-10-02")));
    }

    @Test
    void anOptionalCommentIsKept() {
        assertEquals("{mood?: <text>}", infer("mood: good   # optional\n", session("a", "mood: 良い")));
    }

    @Test
    void listItemsAreInferredFromEveryItemOfEveryRecord() {
        assertEquals(
                "{dates: [<date>]}",
                infer(
                        "dates:\n  - 2026-10-01\n  - 2026-10-02\n",
                        session("a", "dates: [2026-10-01]"),
                        session("b", "dates: [2026-10-02, 2026-10-03]")));
        assertEquals(
                "{tags: [<text>]}",
                infer("tags:\n  - a\n", session("a", "tags: [2026-10-01]"), session("b", "tags: [速い]")));
    }

    @Test
    void nestedMappingsRecursively() {
        assertEquals(
                "{sources: [{path: <path>, commit: <commit|unknown>, note?: <text>}]}",
                infer(
                        "sources:\n  - path: x\n    commit: unknown\n    note: n\n",
                        session("a", "sources:\n  - path: CHATGPT.md\n    commit: unknown\n    note: メモ"),
                        session("b", "sources:\n  - path: src/content/docs/web/cache.md\n    commit: 3f2a9c1")));
    }

    @Test
    void anEmptyExampleListTakesItsItemsFromTheRecords() {
        assertEquals(
                "{misconceptions: [], notes: [<text>]}",
                infer("misconceptions: []\nnotes: []\n", session("a", "misconceptions: []\nnotes: [メモ]")));
    }
}
