package io.github.studylog.prompt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.prompt.PromptFile.Role;
import io.github.studylog.records.RecordSet;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a review's prompt lists: each file once, in the prompt's order, resolved by the docs' own link model. */
class PromptFilesTest {

    @TempDir
    Path dir;

    private static Map<String, Role> files(TestRepo repo, LinkSettings links, List<String> templatePaths) {
        CheckOutcome outcome = repo.run();
        RecordSet records = outcome.records().orElseThrow().records();
        ContentLayout layout = ContentLayout.defaults(repo.root());
        return new PromptFiles(layout, new ContentFiles(new RepoPaths(repo.root())), links)
                .of(records.review("web-cache").orElseThrow(), records, templatePaths);
    }

    @Test
    void theCleanRepoListsTheDocItsDiagramAndPictureTheReviewAndSessionsNewestFirst() {
        TestRepo repo = TestRepo.clean(dir);
        Map<String, Role> expected = new LinkedHashMap<>();
        expected.put("CHATGPT.md", Role.EVERY_SESSION);
        expected.put("src/content/docs/web/cache.md", Role.DOC);
        expected.put("diagrams/web-cache/revalidate.json", Role.DIAGRAM_JSON);
        expected.put("public/diagrams/web-cache/freshness.svg", Role.PICTURE);
        expected.put("reviews/web-cache.yaml", Role.REVIEW);
        expected.put("sessions/2026-10-03-web-cache-02.yaml", Role.LATEST_SESSION);
        expected.put("sessions/2026-10-01-web-cache-01.yaml", Role.SESSION);
        assertEquals(expected, files(repo, LinkSettings.defaults(), List.of()));
    }

    @Test
    void everyLinkFormLandsOnItsFileOnceAndWhatIsNoRepoFileIsLeftOut() {
        TestRepo repo = TestRepo.clean(dir)
                .write("AGENTS.md", "# AGENTS.md\n\n- 図 JSON が正本。\n")
                .write("notes/用語.md", "用語集\n")
                .write("public/files/計測.csv", "a,b\n")
                .write("src/content/docs/web/img/応答.png", "png")
                .replace(
                        "src/content/docs/web/cache.md",
                        "ETag が一致すれば 304 を返す。\n",
                        "ETag が一致すれば 304 を返す。\n\n"
                                + "[目次へ](/web/#_top) と [同じ目次](/web/) と [この節](#cache-control)\n\n"
                                + "![応答の図](./img/応答.png)\n\n"
                                + "[計測データ](/files/計測.csv)\n\n"
                                + "[もう一度](/diagrams/web-cache/revalidate.html)\n\n"
                                + "[外部資料](https://developer.mozilla.org/ja/docs/Web/HTTP/Caching)\n\n"
                                + "[ない図](/diagrams/web-cache/none.html) と [ないページ](/web/none/)\n\n"
                                + "<img src=\"/diagrams/web-cache/freshness.svg\" alt=\"再掲\">\n");
        Map<String, Role> expected = new LinkedHashMap<>();
        expected.put("CHATGPT.md", Role.EVERY_SESSION);
        expected.put("AGENTS.md", Role.EVERY_SESSION);
        expected.put("notes/用語.md", Role.EVERY_SESSION);
        expected.put("src/content/docs/web/cache.md", Role.DOC);
        expected.put("diagrams/web-cache/revalidate.json", Role.DIAGRAM_JSON);
        expected.put("public/diagrams/web-cache/freshness.svg", Role.PICTURE);
        expected.put("src/content/docs/web/index.mdx", Role.LINKED_DOC);
        expected.put("src/content/docs/web/img/応答.png", Role.PICTURE);
        expected.put("public/files/計測.csv", Role.STATIC_FILE);
        expected.put("reviews/web-cache.yaml", Role.REVIEW);
        expected.put("sessions/2026-10-03-web-cache-02.yaml", Role.LATEST_SESSION);
        expected.put("sessions/2026-10-01-web-cache-01.yaml", Role.SESSION);
        assertEquals(expected, files(repo, LinkSettings.defaults(), List.of("notes/用語.md", "AGENTS.md")));
    }

    @Test
    void aRelativePageLinkIsFollowedOnlyWhenTheSiteResolvesRelativeLinks() {
        TestRepo repo =
                TestRepo.clean(dir).replace("src/content/docs/web/cache.md", "ETag が一致すれば", "[目次](../) ETag が一致すれば");
        assertEquals(
                false, files(repo, LinkSettings.defaults(), List.of()).containsKey("src/content/docs/web/index.mdx"));
        LinkSettings resolve = LinkSettings.of("/", "resolve", List.of(), "public");
        assertEquals(Role.LINKED_DOC, files(repo, resolve, List.of()).get("src/content/docs/web/index.mdx"));
    }

    @Test
    void aSessionNamingTheReviewThatTheReviewDoesNotListIsStillItsSession() {
        TestRepo repo = TestRepo.clean(dir);
        repo.write(
                "sessions/2026-10-05-web-cache-03.yaml",
                repo.read("sessions/2026-10-03-web-cache-02.yaml")
                        .replace("id: 2026-10-03-web-cache-02", "id: 2026-10-05-web-cache-03")
                        .replace("date: 2026-10-03", "date: 2026-10-05"));
        List<String> sessions = files(repo, LinkSettings.defaults(), List.of()).entrySet().stream()
                .filter(e -> e.getValue() == Role.SESSION || e.getValue() == Role.LATEST_SESSION)
                .map(e -> e.getKey() + " " + e.getValue())
                .toList();
        assertEquals(
                List.of(
                        "sessions/2026-10-05-web-cache-03.yaml LATEST_SESSION",
                        "sessions/2026-10-03-web-cache-02.yaml SESSION",
                        "sessions/2026-10-01-web-cache-01.yaml SESSION"),
                sessions);
    }
}
