package io.github.studylog.sync;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.Part;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.git.GitHistory;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.records.RecordSet;
import io.github.studylog.records.YamlJson;
import io.github.studylog.template.SyncTemplate;
import io.github.studylog.testing.TestRepo;
import io.github.studylog.yaml.SafeYamlLoader;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class SessionSyncTest {

    @TempDir
    Path dir;

    private static final String NARRATIVE_WITH_FENCES = """
            narrative: |
              304 の流れを追った。
              ```http
              HTTP/1.1 304 Not Modified
              ```
              ~~~~
              チルダ
              ~~~~
              <details><summary>詳細</summary>

              @octocat と #12 に関連。
              </details>
            """;

    static List<SyncDraft> drafts(TestRepo repo, Optional<String> only, Map<String, String> verdicts) throws Exception {
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        SyncTemplate template = outcome.templates().sessionSync().orElseThrow();
        RecordSet records = outcome.records().orElseThrow().records();
        try (GitHistory history = GitHistory.lazy(repo.root())) {
            return new SessionSync(history, repo.root(), "sessions").drafts(template, records, only, verdicts);
        }
    }

    static List<SyncDraft> drafts(TestRepo repo) throws Exception {
        return drafts(repo, Optional.empty(), Map.of());
    }

    private static String yamlBlock(String body) {
        for (Node n : Parser.builder().build().parse(body).getDescendants()) {
            if (n instanceof FencedCodeBlock f && f.getInfo().toString().equals("yaml")) {
                return f.getContentChars().toString();
            }
        }
        throw new AssertionError("no yaml block in\n" + body);
    }

    @Test
    void theCleanRepoOutsideGitDraftsItsNewestUnfiledSession() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        List<SyncDraft> drafts = drafts(repo);
        assertEquals(
                List.of("2026-10-03-web-cache-02"),
                drafts.stream().map(SyncDraft::sessionId).toList());
        SyncDraft draft = drafts.get(0);
        assertEquals("[Session Sync] 2026-10-03-web-cache-02", draft.title());
        assertEquals(List.of("session-sync", "web-cache"), draft.labels());
        assertEquals("""
                title: [Session Sync] 2026-10-03-web-cache-02
                labels: session-sync, web-cache

                ## 記録

                ```yaml
                """ + repo.read("sessions/2026-10-03-web-cache-02.yaml") + """
                ```

                ## 経過

                304 Not Modified の流れを図で追い、ヒントの後に本人が説明した。

                ## 参照

                - src/content/docs/web/cache.md @ unknown
                """, draft.markdown());
    }

    @Test
    void unfiledSessionsAndNewestSessionsEachOnceSortedById() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace("sessions/2026-10-01-web-cache-01.yaml", "issue: 21", "issue: unfiled")
                .replace("sessions/2026-10-03-web-cache-02.yaml", "issue: unfiled", "issue: 22");
        assertEquals(
                List.of("2026-10-01-web-cache-01", "2026-10-03-web-cache-02"),
                drafts(repo).stream().map(SyncDraft::sessionId).toList());
        TestRepo.clean(dir).replace("sessions/2026-10-03-web-cache-02.yaml", "issue: unfiled", "issue: 22");
        assertEquals(
                List.of("2026-10-03-web-cache-02"),
                drafts(TestRepo.clean(dir)).stream().map(SyncDraft::sessionId).toList());
    }

    @Test
    void oneSessionOnRequestAndAClearErrorForAnUnknownId() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        assertEquals(
                List.of("2026-10-01-web-cache-01"),
                drafts(repo, Optional.of("2026-10-01-web-cache-01"), Map.of()).stream()
                        .map(SyncDraft::sessionId)
                        .toList());
        UnknownSessionException e = assertThrows(
                UnknownSessionException.class, () -> drafts(repo, Optional.of("2026-10-01-web-cach-01"), Map.of()));
        assertEquals(Optional.of("2026-10-01-web-cache-01"), e.nearest());
        assertTrue(e.getMessage().contains("2026-10-01-web-cach-01"), e.getMessage());
        assertTrue(e.getMessage().contains("nearest known id is 2026-10-01-web-cache-01"), e.getMessage());
    }

    @Test
    void theRecordInTheBodyParsesBackToTheSameSession() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace(
                        "sessions/2026-10-03-web-cache-02.yaml",
                        "narrative: |\n  304 Not Modified の流れを図で追い、ヒントの後に本人が説明した。\n",
                        NARRATIVE_WITH_FENCES);
        SyncDraft draft = drafts(repo).get(0);
        String original = repo.read("sessions/2026-10-03-web-cache-02.yaml");
        String inBody = yamlBlock(draft.body());
        JsonNode expected = YamlJson.toJson(
                new SafeYamlLoader().load("a", original, 0).document().get().root());
        JsonNode actual = YamlJson.toJson(
                new SafeYamlLoader().load("b", inBody, 0).document().get().root());
        assertEquals(expected, actual);
        assertTrue(draft.body().contains("\n````yaml\n"), draft.body());
        assertTrue(draft.body().contains("\n@octocat と #12 に関連。\n</details>\n\n## 参照\n"), draft.body());
    }

    @Test
    void anAllDigitCommitIsQuotedInTheRecordSoItStaysText() throws Exception {
        TestRepo repo = TestRepo.clean(dir)
                .replace("sessions/2026-10-03-web-cache-02.yaml", "    commit: unknown", "    commit: 61970989");
        String inBody = yamlBlock(drafts(repo).get(0).body());
        assertTrue(inBody.contains("\n    commit: \"61970989\"\n"), inBody);
        assertTrue(inBody.contains("\nissue: unfiled\n"), inBody);
    }

    @Test
    void labelsExpandOnePerReview() throws Exception {
        String review = TestRepo.clean(dir).read("reviews/web-cache.yaml");
        TestRepo repo = TestRepo.clean(dir)
                .write(
                        "reviews/http-basics.yaml",
                        review.replace("id: web-cache", "id: http-basics").replace("  - 2026-10-01-web-cache-01\n", ""))
                .replace("sessions/2026-10-03-web-cache-02.yaml", "  - web-cache\n", "  - web-cache\n  - http-basics\n")
                .replace(
                        "CHATGPT.md",
                        "labels: session-sync, {reviews}",
                        "labels: session-sync, review:{reviews}, {id}");
        SyncDraft draft = drafts(repo).get(0);
        assertEquals(
                List.of("session-sync", "review:web-cache", "review:http-basics", "2026-10-03-web-cache-02"),
                draft.labels());
        assertTrue(draft.markdown()
                .startsWith("title: [Session Sync] 2026-10-03-web-cache-02\n"
                        + "labels: session-sync, review:web-cache, review:http-basics, 2026-10-03-web-cache-02\n\n"));
        JsonNode json = JsonMapper.builder().build().readTree(draft.json());
        assertEquals(List.of("title", "body", "labels"), iterable(json.propertyNames()));
        assertEquals(draft.body(), json.get("body").asString());
        assertEquals(4, json.get("labels").size());
    }

    private static List<String> iterable(java.util.Collection<String> names) {
        return new ArrayList<>(names);
    }

    @Test
    void diagramsKeepReadAndRenderedApartAndShowTheBuildVerdictWhenGiven() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        List<SyncDraft> drafts = drafts(
                repo,
                Optional.of("2026-10-01-web-cache-01"),
                Map.of("diagrams/web-cache/revalidate.json", "rasterized ✓"));
        assertTrue(
                drafts.get(0)
                        .body()
                        .endsWith(
                                "## 参照\n\n- src/content/docs/web/cache.md @ unknown\n"
                                        + "- diagrams/web-cache/revalidate.json: read=true, rendered=false (build: rasterized ✓)\n"),
                drafts.get(0).body());
        String without = drafts(repo, Optional.of("2026-10-01-web-cache-01"), Map.of())
                .get(0)
                .body();
        assertTrue(without.endsWith("- diagrams/web-cache/revalidate.json: read=true, rendered=false\n"), without);
    }

    @Test
    void aJapaneseRunWritesTheBuildVerdictInJapanese() throws Exception {
        TestRepo repo = TestRepo.clean(dir);
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        try (GitHistory history = GitHistory.lazy(repo.root())) {
            String body = new SessionSync(history, repo.root(), "sessions", Messages.of(Language.JA))
                    .drafts(
                            outcome.templates().sessionSync().orElseThrow(),
                            outcome.records().orElseThrow().records(),
                            Optional.of("2026-10-01-web-cache-01"),
                            Map.of("diagrams/web-cache/revalidate.json", "rasterized ✓"))
                    .get(0)
                    .body();
            assertTrue(
                    body.endsWith("- diagrams/web-cache/revalidate.json: read=true, rendered=false"
                            + "（ビルド: rasterized ✓）\n"),
                    body);
        }
    }

    @Test
    void writingTwiceGivesTheSameBytesAndTheZipHoldsTheDrafts() throws Exception {
        TestRepo repo =
                TestRepo.clean(dir).replace("sessions/2026-10-01-web-cache-01.yaml", "issue: 21", "issue: unfiled");
        OutputFiles out = new OutputFiles(dir.resolve("target/studylog"));
        DraftFiles.Written first = new DraftFiles().write(drafts(repo), out);
        List<byte[]> before = new ArrayList<>();
        for (Path p : first.drafts()) {
            before.add(Files.readAllBytes(p));
        }
        byte[] zipBefore = Files.readAllBytes(first.archive());
        Thread.sleep(1100);
        DraftFiles.Written second = new DraftFiles().write(drafts(repo), out);
        assertEquals(first, second);
        for (int i = 0; i < before.size(); i++) {
            assertArrayEquals(before.get(i), Files.readAllBytes(second.drafts().get(i)));
        }
        assertArrayEquals(zipBefore, Files.readAllBytes(second.archive()));
        assertEquals(dir.resolve("target/studylog/session-sync.zip"), second.archive());
        assertEquals(
                List.of(
                        "2026-10-01-web-cache-01.json",
                        "2026-10-01-web-cache-01.md",
                        "2026-10-03-web-cache-02.json",
                        "2026-10-03-web-cache-02.md"),
                second.drafts().stream().map(p -> p.getFileName().toString()).toList());
        assertTrue(second.drafts().stream().allMatch(p -> p.getParent().endsWith("target/studylog/session-sync")));

        List<String> names = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(zipBefore))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                names.add(e.getName());
                String name = e.getName();
                assertArrayEquals(
                        Files.readAllBytes(
                                dir.resolve("target/studylog/session-sync").resolve(name)),
                        zip.readAllBytes(),
                        name);
            }
        }
        assertEquals(
                List.of(
                        "2026-10-01-web-cache-01.json",
                        "2026-10-01-web-cache-01.md",
                        "2026-10-03-web-cache-02.json",
                        "2026-10-03-web-cache-02.md"),
                names);
        assertFalse(Files.readString(first.drafts().get(1)).contains("\\u"), "Japanese stays readable");
    }

    private static String treeFailure(TestRepo repo, java.util.function.Consumer<TestRepo> change) throws Exception {
        CheckOutcome outcome = repo.run(Part.SYNC_DRAFTS);
        change.accept(repo);
        try (GitHistory history = GitHistory.lazy(repo.root())) {
            SessionSync sync = new SessionSync(history, repo.root(), "sessions");
            return assertThrows(
                            java.io.IOException.class,
                            () -> sync.drafts(
                                    outcome.templates().sessionSync().orElseThrow(),
                                            outcome.records().orElseThrow().records(),
                                    Optional.empty(), Map.of()))
                    .getMessage();
        }
    }

    @Test
    void aSessionFileThatChangesBeforeItsDraftIsRenderedIsARunFailure() throws Exception {
        assertEquals(
                "sessions/2026-10-03-web-cache-02.yaml changed while the drafts were written: YAML syntax error: expected the node content, but found '<stream end>' (while parsing a flow node)",
                treeFailure(TestRepo.clean(dir), r -> r.write("sessions/2026-10-03-web-cache-02.yaml", "id: [\n")));
        assertEquals(
                "sessions/2026-10-03-web-cache-02.yaml changed while the drafts were written: there is nothing here but blank lines or comments: no YAML keys or values",
                treeFailure(TestRepo.clean(dir), r -> r.write("sessions/2026-10-03-web-cache-02.yaml", "")));
    }
}
