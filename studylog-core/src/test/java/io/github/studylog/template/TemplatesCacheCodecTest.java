package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.CacheLines;
import io.github.studylog.markdown.FencedBlock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CHATGPT.md's templates read back from the results cache equal to those loaded, their schemas compiled again. */
class TemplatesCacheCodecTest {

    private final TemplatesCacheCodec codec = new TemplatesCacheCodec();

    private static Templates load(String markdown) {
        FindingSink sink = new FindingSink();
        Templates templates = new TemplateCatalog().load("CHATGPT.md", markdown, true, sink);
        assertEquals(List.of(), sink.sorted());
        return templates;
    }

    private Templates roundTrip(Templates templates) throws CacheJson.Corrupt {
        return CacheLines.decode(codec, "CHATGPT.md", CacheLines.encode(codec, "CHATGPT.md", templates));
    }

    @Test
    void theCleanRepoTemplatesReadBackEqualWithTheirSchemas() throws Exception {
        Templates loaded = load(Files.readString(Path.of("src/test/resources/repos/clean/CHATGPT.md")));
        Templates read = roundTrip(loaded);

        assertEquals(loaded, read);
        assertEquals(
                loaded.session().orElseThrow().schema().toString(),
                read.session().orElseThrow().schema().toString());
        assertTrue(read.review().isPresent() && read.sessionSync().isPresent(), read::toString);
    }

    @Test
    void everyShapeAndAPromptTemplateReadBack() throws Exception {
        Templates templates = new Templates(
                java.util.Optional.of(new RecordTemplate(
                        "review",
                        new Shape.MapOf(
                                List.of(
                                        new Shape.Field(
                                                "メモ",
                                                true,
                                                new Shape.Scalar(
                                                        new ValueSpec(
                                                                List.of(PlaceholderType.TEXT, PlaceholderType.ISSUE),
                                                                List.of("unfiled", "2"),
                                                                List.of("string", "integer"),
                                                                "<text|issue|unfiled>"),
                                                        3)),
                                        new Shape.Field("tags", false, new Shape.ListOf(new Shape.AnyList(5), 4))),
                                1),
                        new SchemaGenerator().generate("review", new Shape.AnyList(1)))),
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                java.util.Map.of(
                        "session-prompt",
                        java.util.Optional.of(new PromptTemplate(
                                "session-prompt",
                                "{{review}} を復習します",
                                40,
                                List.of(new io.github.studylog.yaml.Located<>("docs/a.md", 41, 3)))),
                        "session-prompt-drill",
                        java.util.Optional.empty()));
        Templates read = roundTrip(templates);

        assertEquals(
                templates.review().orElseThrow().shape(),
                read.review().orElseThrow().shape());
        assertEquals(
                new SchemaGenerator()
                        .generate("review", templates.review().orElseThrow().shape()),
                read.review().orElseThrow().schema());
        assertEquals(templates.prompts(), read.prompts());
    }

    @Test
    void theSyncTemplatesFencesReadBackAndOnePastItsTextIsCorrupt() throws Exception {
        SyncTemplate sync = new SyncTemplate("t", List.of("学習"), "本文\n```yaml\n{record}\n```\n~~~\n{narrative}\n", 7);
        Templates templates =
                new Templates(java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.of(sync));
        assertEquals(2, sync.bodyFences().size());
        assertEquals(sync, roundTrip(templates).sessionSync().orElseThrow());

        SyncTemplate broken = new SyncTemplate(
                "t", List.of(), "ab", 7, List.of(), List.of(new FencedBlock("", "", 1, 1, 0, 3, 3, 3, 3, -1, -1)));
        CacheJson.Corrupt e = assertThrows(
                CacheJson.Corrupt.class,
                () -> roundTrip(new Templates(
                        java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.of(broken))));
        assertEquals("a fence past the end of its template", e.getMessage());
    }

    @Test
    void anUnknownShapeTagIsCorrupt() {
        String json = "{\"review\":{\"name\":\"review\",\"shape\":{\"shape\":\"tree\",\"line\":1}},\"prompts\":[]}";
        CacheJson.Corrupt e = assertThrows(CacheJson.Corrupt.class, () -> CacheLines.decode(codec, "CHATGPT.md", json));
        assertEquals("shape tree", e.getMessage());
    }

    /** A review template whose value is a list of lists … {@code depth} deep. */
    private static Templates nested(int depth) {
        Shape shape = new Shape.Scalar(new ValueSpec(List.of(PlaceholderType.TEXT), List.of(), List.of(), "<text>"), 1);
        for (int i = 0; i < depth; i++) {
            shape = new Shape.ListOf(shape, 1);
        }
        return new Templates(
                java.util.Optional.of(
                        new RecordTemplate("review", shape, new SchemaGenerator().generate("review", shape))),
                java.util.Optional.empty(),
                java.util.Optional.empty());
    }

    @Test
    void aShapeOf64LevelsReadsBackAndOneDeeperIsCorrupt() throws Exception {
        assertEquals(
                nested(64).review().orElseThrow().shape(),
                roundTrip(nested(64)).review().orElseThrow().shape());
        CacheJson.Corrupt e = assertThrows(CacheJson.Corrupt.class, () -> roundTrip(nested(65)));
        assertEquals("a template shape deeper than 64", e.getMessage());
    }
}
