package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocRulesTest {

    private static final String DOC = "src/content/docs/web/cache.md";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    @Test
    void unknownReviewInFrontMatterSuggestsTheNearest() {
        repo.replace(DOC, "review: web-cache", "review: web-cach");
        assertEquals(List.of(DOC + ":4:9 [doc-review-unknown]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("did you mean `web-cache`?"));
    }

    @Test
    void unclosedFrontMatter() {
        repo.replace(DOC, "review: web-cache\n---\n", "review: web-cache\n\n");
        assertTrue(
                repo.locations().contains(DOC + ":1:1 [doc-front-matter]"),
                repo.locations().toString());
    }

    @Test
    void frontMatterThatIsNotYaml() {
        repo.replace(DOC, "description: Cache-Control と条件付きリクエストを条件を変えて検討する。", "description: [閉じていない");
        List<String> locations = repo.locations();
        assertEquals(1, locations.size(), locations.toString());
        assertTrue(locations.get(0).startsWith(DOC + ":") && locations.get(0).endsWith("[doc-front-matter]"));
    }

    @Test
    void frontMatterIsReadAsYaml12() {
        // an escaped slash and a tab after the key's colon: YAML 1.2 (and the site) accept both
        repo.replace(DOC, "title: HTTPキャッシュ", "title: \"HTTP\\/キャッシュ\"\nsidebar:\n  order:\t1");
        assertEquals(List.of(), repo.locations());
    }

    @Test
    void aTabAsIndentationInFrontMatterIsLocatedInTheDoc() {
        repo.replace(DOC, "review: web-cache\n", "review: web-cache\nsidebar:\n\torder: 1\n");
        assertEquals(List.of(DOC + ":6:1 [doc-front-matter]"), repo.locations());
        assertEquals(
                "front matter: a tab is used for indentation; YAML indents with spaces only",
                repo.findings().get(0).message().english());
    }

    @Test
    void aCommentOnlyFrontMatterIsEmptyNotAnError() {
        String other = "src/content/docs/web/notes.md";
        repo.write(other, "---\n# タイトルは後で\n---\n\n本文。\n");
        assertEquals(List.of(), repo.locations());
    }

    @Test
    void linkToAMissingDiagramJson() {
        repo.replace(DOC, "/diagrams/web-cache/revalidate.html", "/diagrams/web-cache/missing.html");
        assertEquals(List.of(DOC + ":11:1 [doc-link-page]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("diagrams/web-cache/missing.json"));
    }

    @Test
    void imageOfAMissingSvg() {
        repo.replace(DOC, "/diagrams/web-cache/freshness.svg", "/diagrams/web-cache/%E3%81%AA%E3%81%84.svg");
        assertEquals(List.of(DOC + ":15:1 [doc-link-file]"), repo.locations());
        assertTrue(repo.findings().get(0).message().english().contains("public/diagrams/web-cache/ない.svg"));
    }

    @Test
    void linkEscapingTheDiagramsFolderIsMissingNotRead() {
        repo.replace(DOC, "/diagrams/web-cache/revalidate.html", "/diagrams/../../../etc/passwd.html");
        assertEquals(List.of(DOC + ":11:1 [doc-link-page]"), repo.locations());
    }

    @Test
    void mdxImportsAndJsxDoNotHideHeadings() {
        String mdx = "---\ntitle: t\n---\n\nimport { Aside } from '@astrojs/starlight/components';\n\n"
                + "<Aside type=\"note\">\n注意書き\n</Aside>\n\n## 見出し A\n\n### `code` と **強調** の見出し\n";
        Doc doc = new DocParser().parse("a.mdx", mdx, new FindingSink());
        assertEquals(List.of("見出し A", "code と 強調 の見出し"), doc.headingTexts());
        assertEquals(11, doc.headings().get(0).line());
    }

    @Test
    void frontMatterIsNotASetextHeading() {
        Doc doc = new DocParser().parse("a.md", "---\ntitle: 題\n---\n本文\n", new FindingSink());
        assertEquals(List.of(), doc.headingTexts());
    }
}
