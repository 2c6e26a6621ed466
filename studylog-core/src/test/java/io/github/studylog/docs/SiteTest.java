package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Site}: page keys, drafts, static files and the public diagrams folder, the files of a folder. */
class SiteTest {

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    private static Doc doc(String path, String text) {
        return new DocParser().parse(path, text, new FindingSink());
    }

    private Site site(ContentLayout layout, LinkSettings settings, Doc... docs) {
        return new Site(layout, new RepoPaths(repo.root()), settings, List.of(docs));
    }

    private Site site(Doc... docs) {
        return site(ContentLayout.defaults(repo.root()), LinkSettings.of("/docs", "error", List.of(), "public"), docs);
    }

    @Test
    void pageKeysAndUrls() {
        Site site = site(
                doc("src/content/docs/index.md", "# home\n"),
                doc("src/content/docs/Web Guide/Intro.mdx", "# intro\n"),
                doc("src/content/docs/web/index.md", "# web\n"),
                doc("notes/extra.v2.md", "# outside the docs folder\n"),
                doc("src/content/docs/web/moved.md", "---\nslug: /special/place/\n---\n"));
        assertEquals("", site.keyOf("src/content/docs/index.md"));
        assertEquals("web-guide/intro", site.keyOf("src/content/docs/Web Guide/Intro.mdx"));
        assertEquals("web", site.keyOf("src/content/docs/web/index.md"));
        assertEquals("notes/extrav2", site.keyOf("notes/extra.v2.md"));
        assertEquals("special/place", site.keyOf("src/content/docs/web/moved.md"));
        assertEquals("web/unknown", site.keyOf("src/content/docs/web/unknown.md"));
        assertEquals(
                List.of(
                        "/docs/",
                        "/docs/notes/extrav2/",
                        "/docs/special/place/",
                        "/docs/web/",
                        "/docs/web-guide/intro/"),
                site.urls());
        assertEquals(
                Optional.of("src/content/docs/web/moved.md"),
                site.movedBySlug("/web/moved/").map(SitePage::docPath));
        assertEquals(Optional.empty(), site.movedBySlug("web"));
        assertEquals(
                Optional.of("src/content/docs/web/index.md"),
                site.page("//web//").map(SitePage::docPath));
    }

    @Test
    void draftsAndUnderscoreFilesAreNoPagesButKeepTheirAnchors() {
        Doc draft = doc("src/content/docs/web/draft.md", "---\ndraft: true\n---\n## 節\n");
        Doc part = doc("src/content/docs/web/_part.md", "## 部分\n");
        Site site = site(draft, part);
        assertEquals(List.of(), site.urls());
        assertEquals(Optional.of("src/content/docs/web/draft.md"), site.draft("/web/draft/"));
        assertEquals(Optional.empty(), site.draft("web/_part"));
        assertEquals(List.of("節"), site.pageOf(draft).suggestible());
        assertEquals(List.of("部分"), site.pageOf(part).suggestible());
        Doc unknown = doc("src/content/docs/web/new.md", "## 新\n");
        assertEquals(
                new SitePage("src/content/docs/web/new.md", "web/new", java.util.Set.of("_top", "新")),
                site.pageOf(unknown));
    }

    @Test
    void staticFilesUnderPublicAndTheDiagramsFolder() {
        repo.write("public/files/a.pdf", "PDF");
        repo.write("static/diagrams/web/b.svg", "<svg/>");
        ContentLayout layout = ContentLayout.defaults(repo.root());
        ContentLayout moved = new ContentLayout(
                layout.root(),
                layout.docs(),
                layout.reviews(),
                layout.sessions(),
                layout.diagrams(),
                "static/diagrams",
                layout.instructions(),
                layout.outputDir());
        Site site = site(moved, LinkSettings.defaults());
        assertEquals(Optional.of("public/files/a.pdf"), site.publicFile("files/a.pdf"));
        assertEquals(Optional.of("static/diagrams/web/b.svg"), site.publicFile("diagrams/web/b.svg"));
        assertEquals(Optional.empty(), site.publicFile("diagrams/web/c.svg"));
        assertEquals(Optional.empty(), site.publicFile("files/"));
        assertEquals(Optional.empty(), site.publicFile(""));
        assertEquals("static/diagrams/web/c.svg", site.publicPath("diagrams/web/c.svg"));
        assertEquals("public/files/c.pdf", site.publicPath("files/c.pdf"));
        assertEquals(
                "public/diagrams/web/c.svg",
                site(layout, LinkSettings.defaults()).publicPath("diagrams/web/c.svg"));
    }

    @Test
    void diagramPagesAreMadeFromTheirJson() {
        Site site = site();
        assertEquals(
                Optional.of("diagrams/web-cache/revalidate.json"),
                site.diagramSource("diagrams/web-cache/revalidate.html"));
        assertEquals(Optional.empty(), site.diagramSource("diagrams/web-cache/revalidate.svg"));
        assertEquals(Optional.empty(), site.diagramSource("other/revalidate.html"));
        assertEquals(true, site.exists("diagrams/web-cache/revalidate.json"));
        assertEquals(false, site.exists("diagrams/web-cache/none.json"));
    }

    @Test
    void theFilesOfAFolderAreTheRegularFilesInIt() {
        repo.write("public/files/b.pdf", "B");
        repo.write("public/files/a.pdf", "A");
        repo.write("public/files/sub/c.pdf", "C");
        Site site = site();
        assertEquals(List.of("a.pdf", "b.pdf"), site.filesIn("public/files"));
        assertEquals(List.of(), site.filesIn("public/none"));
        assertEquals(List.of(), site.filesIn("../"));
        assertEquals(List.of(), site.filesIn("public/files/a.pdf"));
    }
}
