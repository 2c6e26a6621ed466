package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.Finding;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One test per way a link resolves or does not, on the clean fixture repo: its pages are {@code /web/} (index.mdx,
 * heading {@code この節について}) and {@code /web/cache/} (headings {@code Cache-Control}, {@code 条件付きリクエスト}).
 */
class DocLinkRulesTest {

    private static final String DOC = "src/content/docs/web/links.md";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    /** The findings of a doc with this body (after a front matter of two lines), as {@code line:col [rule] message}. */
    private List<String> check(String body) {
        return check(body, LinkSettings.defaults());
    }

    private List<String> check(String body, LinkSettings settings) {
        repo.write(DOC, "---\ntitle: リンク\n---\n" + body);
        return repo.findings(settings).stream().map(DocLinkRulesTest::line).toList();
    }

    private static String line(Finding f) {
        return f.path().replace(DOC, "") + f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    @Test
    void existingPagesWithAndWithoutTrailingSlashResolve() {
        assertEquals(List.of(), check("[a](/web/cache/) [b](/web/cache) [c](/web/) [d](/web/cache/?q=1)\n"));
    }

    @Test
    void missingPageSuggestsTheNearest() {
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/cache-typo/` is no page of the site; the nearest page is"
                        + " `/web/cache/`"),
                check("[キャッシュ](/web/cache-typo/)\n"));
    }

    @Test
    void japaneseAnchorOnAnotherPage() {
        assertEquals(List.of(), check("[節](/web/cache/#条件付きリクエスト) [節](/web/cache/#cache-control)\n"));
    }

    @Test
    void percentEncodedJapaneseAnchorResolves() {
        assertEquals(
                List.of(),
                check("[節](/web/cache/#%E6%9D%A1%E4%BB%B6%E4%BB%98%E3%81%8D%E3%83%AA%E3%82%AF"
                        + "%E3%82%A8%E3%82%B9%E3%83%88)\n"));
    }

    @Test
    void missingAnchorOnAnotherPageSuggestsTheNearestId() {
        assertEquals(
                List.of("4:1 [doc-link-anchor] `#条件付きリクエス` is no heading id of `/web/cache/`"
                        + " (src/content/docs/web/cache.md); the nearest is `#条件付きリクエスト`"),
                check("[節](/web/cache/#条件付きリクエス)\n"));
    }

    @Test
    void missingAnchorOnThisPageListsItsIds() {
        assertEquals(
                List.of("6:1 [doc-link-anchor] `#存在しない節` is no heading id of this page; its ids are" + " `#使い方`"),
                check("## 使い方\n\n[節へ](#存在しない節)\n"));
    }

    @Test
    void anchorsOfThisPageAndTop() {
        assertEquals(List.of(), check("## 使い方\n\n## 使い方\n\n[a](#使い方) [b](#使い方-1) [c](#_top)\n"));
    }

    @Test
    void sourceFileExtensionIsNoPageUrl() {
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/cache.md` is no page URL (pages have no `.md`); the page is"
                        + " `/web/cache/`"),
                check("[a](/web/cache.md)\n"));
    }

    @Test
    void aQuotedTrueOrAYesIsNoDraft() {
        // `draft` is a YAML 1.2 boolean, as Starlight reads it: the text "true" and YAML 1.1's yes are not
        repo.write("src/content/docs/web/draft.md", "---\ntitle: 下書き\ndraft: \"true\"\n---\n本文\n");
        repo.write("src/content/docs/web/other.md", "---\ntitle: 別の下書き\ndraft: yes\n---\n本文\n");
        assertEquals(List.of(), check("[a](/web/draft/)\n[b](/web/other/)\n"));
    }

    @Test
    void draftPageIsNoPage() {
        repo.write("src/content/docs/web/draft.md", "---\ntitle: 下書き\ndraft: true\n---\n本文\n");
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/draft/` is the draft src/content/docs/web/draft.md"
                        + " (`draft: true`), which Starlight does not publish"),
                check("[a](/web/draft/)\n"));
    }

    @Test
    void underscoreFileIsNoPage() {
        repo.write("src/content/docs/web/_part.md", "---\ntitle: 部分\n---\n本文\n");
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/_part/` is no page of the site; the nearest page is"
                        + " `/web/cache/`"),
                check("[a](/web/_part/)\n"));
    }

    @Test
    void frontMatterSlugMovesThePage() {
        repo.write("src/content/docs/web/moved.md", "---\ntitle: 移動\nslug: special/place\n---\n## 場所\n");
        assertEquals(
                List.of("4:25 [doc-link-page] `/web/moved/` is no page: the `slug:` of"
                        + " src/content/docs/web/moved.md puts that page at `/special/place/`"),
                check("[a](/special/place/#場所) [b](/web/moved/)\n"));
    }

    @Test
    void fileNamesAreSluggedPerSegment() {
        repo.write("src/content/docs/Web Guide/Getting Started.md", "---\ntitle: 始める\n---\n本文\n");
        assertEquals(List.of(), check("[a](/web-guide/getting-started/)\n"));
    }

    @Test
    void publicFileResolvesAndMissingOneIsAFileFinding() {
        repo.write("public/files/手順.pdf", "PDF");
        assertEquals(
                List.of("4:20 [doc-link-file] the link `/files/手順2.pdf` needs `public/files/手順2.pdf`,"
                        + " which does not exist; the nearest file there is `手順.pdf`"),
                check("[a](/files/手順.pdf) [b](/files/手順2.pdf)\n"));
    }

    @Test
    void imageMustBeAFile() {
        assertEquals(
                List.of("4:1 [doc-link-file] the image `/web/cache/` needs `public/web/cache/`, which does not"
                        + " exist"),
                check("![図](/web/cache/)\n"));
    }

    @Test
    void relativeImageIsAFileNextToTheDoc() {
        repo.write("src/assets/図.png", "PNG");
        assertEquals(
                List.of("4:29 [doc-link-file] the image `../../assets/無い.png` needs `src/content/assets/無い.png`"
                        + " (relative to the doc), which does not exist"),
                check("![a](../../../assets/図.png) ![b](../../assets/無い.png)\n"));
    }

    @Test
    void relativePageLinkIsAFindingByDefault() {
        assertEquals(
                List.of("4:1 [doc-link-relative] the relative link `../cache/` depends on the site's"
                        + " trailing-slash setting; write it from the site root as `/web/cache/` (or set"
                        + " studylog.relativeLinks=resolve)"),
                check("[a](../cache/)\n"));
    }

    @Test
    void relativePageLinkResolvesFromThePageUrlWhenAskedTo() {
        LinkSettings resolve = LinkSettings.of("/", "resolve", List.of(), "public");
        assertEquals(
                List.of("4:16 [doc-link-anchor] `#nope` is no heading id of `/web/cache/`"
                        + " (src/content/docs/web/cache.md); its ids are `#cache-control`, `#条件付きリクエスト`"),
                check("[a](../cache/) [b](../cache/#nope)\n", resolve));
    }

    @Test
    void siteBaseIsPartOfEveryInternalLink() {
        LinkSettings base = LinkSettings.of("/docs", "error", List.of(), "public");
        repo.replace("src/content/docs/web/index.mdx", "(/web/cache/)", "(/docs/web/cache/)");
        repo.replace(
                "src/content/docs/web/cache.md",
                "/diagrams/web-cache/revalidate.html",
                "/docs/diagrams/web-cache/revalidate.html");
        repo.replace(
                "src/content/docs/web/cache.md",
                "/diagrams/web-cache/freshness.svg",
                "/docs/diagrams/web-cache/freshness.svg");
        assertEquals(
                List.of("4:23 [doc-link-page] `/web/cache/` is outside the site's base `/docs/`; links on this"
                        + " site start with `/docs/`"),
                check("[a](/docs/web/cache/) [b](/web/cache/)\n", base));
    }

    @Test
    void localhostAndLoopbackAreErrors() {
        assertEquals(
                List.of(
                        "4:1 [doc-link-local] `http://localhost:4321/web/` points at `localhost`, the writer's"
                                + " own machine; readers of the site cannot open it. Link the page by its path on the site"
                                + " instead",
                        "4:33 [doc-link-local] `https://127.0.0.1/` points at `127.0.0.1`, the writer's own machine; readers"
                                + " of the site cannot open it. Link the page by its path on the site instead"),
                check("[a](http://localhost:4321/web/) [b](https://127.0.0.1/)\n"));
    }

    @Test
    void externalLinksAreNeverFetchedAndPass() {
        assertEquals(
                List.of(),
                check("[a](https://example.invalid/nowhere) [b](mailto:a@example.com)"
                        + " [c](//example.invalid/x) <https://example.invalid/auto>\n"));
    }

    @Test
    void diagramPageNeedsItsJson() {
        assertEquals(
                List.of("4:1 [doc-link-page] the link `/diagrams/web-cache/missing.html` needs the diagram"
                        + " source `diagrams/web-cache/missing.json`, which does not exist"),
                check("[図](/diagrams/web-cache/missing.html)\n"));
    }

    @Test
    void frontMatterPrevLinkIsChecked() {
        repo.write(DOC, "---\ntitle: リンク\nprev:\n  link: /web/cach/\n---\n本文\n");
        assertEquals(
                List.of(DOC + "4:9 [doc-link-page] `/web/cach/` is no page of the site; the nearest page is"
                                + " `/web/cache/`")
                        .get(0)
                        .replace(DOC, ""),
                line(repo.findings(LinkSettings.defaults()).get(0)));
    }

    @Test
    void wrongParametersAreExplained() {
        assertEquals(
                "studylog.relativeLinks: `maybe` is neither `error` (a relative page link is a finding) nor"
                        + " `resolve` (resolve it from the page's URL)",
                message(() -> LinkSettings.of("/", "maybe", List.of(), "public")));
        assertEquals(
                "studylog.linkComponents: `LinkCard` is not a component:attribute pair such as `LinkCard:href`"
                        + " (add `:image` for a picture source, e.g. `Figure:src:image`)",
                message(() -> LinkSettings.of("/", "error", List.of("LinkCard"), "public")));
    }

    private static String message(Runnable r) {
        try {
            r.run();
            return "no exception";
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Fuzz finding (issue 16): a lone CR in the front matter ends a line for the links below it too. */
    @Test
    void aLoneCrInTheFrontMatterEndsALine() {
        repo.write(DOC, "---\ntitle: リンク\rdescription: 説明\n---\n\n[相対](../cache/)\n");
        List<String> found = repo.findings(LinkSettings.defaults()).stream()
                .map(DocLinkRulesTest::line)
                .toList();
        assertEquals(1, found.size(), found.toString());
        assertEquals(
                "6:1 [doc-link-relative]",
                found.get(0).substring(0, found.get(0).indexOf(']') + 1));
    }

    /** Fuzz finding (issue 16): in an .mdx page a lone CR ends a line; columns count code points. */
    @Test
    void aLoneCrInAnMdxPageEndsALine() {
        String mdx = "src/content/docs/web/links-mdx.mdx";
        repo.write(mdx, "---\ntitle: MDX\n---\n前\r後 [図](/web/missing.svg)\n");
        List<Finding> found = repo.findings(LinkSettings.defaults()).stream()
                .filter(f -> f.path().equals(mdx))
                .toList();
        assertEquals(1, found.size(), found.toString());
        assertEquals("doc-link-file", found.get(0).ruleId());
        assertEquals(mdx + ":5:3", found.get(0).location());
    }
}
