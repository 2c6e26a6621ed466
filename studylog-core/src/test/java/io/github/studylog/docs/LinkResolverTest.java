package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link LinkResolver} on its own, over docs parsed here and the clean fixture repo: the relative-link suggestion,
 * the suggestion threshold, the per-doc suggestion budget and {@link LinkResolver#target}.
 */
class LinkResolverTest {

    private static final String DOC = "src/content/docs/web/links.md";
    private static final String CACHE = "src/content/docs/web/cache.md";

    @TempDir
    Path dir;

    TestRepo repo;

    @BeforeEach
    void setUp() {
        repo = TestRepo.clean(dir);
    }

    private static Doc parse(String path, String text) {
        return new DocParser().parse(path, text, new FindingSink());
    }

    /** The site of the fixture's two pages and these docs. */
    private Site site(LinkSettings settings, Doc... docs) {
        List<Doc> all = new java.util.ArrayList<>(List.of(
                parse(CACHE, repo.read(CACHE)),
                parse("src/content/docs/web/index.mdx", repo.read("src/content/docs/web/index.mdx"))));
        all.addAll(List.of(docs));
        return new Site(ContentLayout.defaults(repo.root()), new RepoPaths(repo.root()), settings, all);
    }

    /** The findings of every link of the doc, as {@code line:col [rule] message}. */
    private List<String> check(LinkSettings settings, String body) {
        Doc doc = parse(DOC, "---\ntitle: リンク\n---\n" + body);
        LinkResolver resolver = new LinkResolver(site(settings, doc), settings);
        return doc.links().stream()
                .map(l -> resolver.check(doc, l))
                .flatMap(Optional::stream)
                .map(LinkResolverTest::line)
                .toList();
    }

    private List<String> check(String body) {
        return check(LinkSettings.defaults(), body);
    }

    private static String line(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    @Test
    void aRelativeLinkMeantFromThePagesFolderIsSuggestedFromThere() {
        // from the page /web/links/, `cache/` is /web/links/cache/ (nothing); from its folder /web/ it is a page
        assertEquals(
                List.of("4:1 [doc-link-relative] the relative link `cache/` depends on the site's"
                        + " trailing-slash setting; write it from the site root as `/web/cache/` (or set"
                        + " studylog.relativeLinks=resolve)"),
                check("[a](cache/)\n"));
    }

    @Test
    void aRelativeLinkToNothingGetsNoSuggestion() {
        assertEquals(
                List.of(
                        "4:1 [doc-link-relative] the relative link `../nothing/` depends on the site's"
                                + " trailing-slash setting; write it from the site root (or set studylog.relativeLinks=resolve)"),
                check("[a](../nothing/)\n"));
    }

    @Test
    void aRelativeLinkKeepsItsFragmentInTheSuggestion() {
        assertEquals(
                List.of("4:1 [doc-link-relative] the relative link `../cache/#cache-control` depends on the"
                        + " site's trailing-slash setting; write it from the site root as `/web/cache/#cache-control` (or set"
                        + " studylog.relativeLinks=resolve)"),
                check("[a](../cache/#cache-control)\n"));
    }

    @Test
    void aRelativeLinkToAStaticFileIsSuggestedFromTheRoot() {
        assertEquals(
                List.of("4:1 [doc-link-relative] the relative link `../../diagrams/web-cache/freshness.svg`"
                        + " depends on the site's trailing-slash setting; write it from the site root as"
                        + " `/diagrams/web-cache/freshness.svg` (or set studylog.relativeLinks=resolve)"),
                check("[a](../../diagrams/web-cache/freshness.svg)\n"));
    }

    @Test
    void aRelativeLinkOutsideTheBaseGetsNoSuggestion() {
        // from /docs/web/links/, `../../../cache/` is /cache/: not under the base /docs/, so nothing of the site
        LinkSettings base = LinkSettings.of("/docs", "error", List.of(), "public");
        assertEquals(
                List.of(
                        "4:1 [doc-link-relative] the relative link `../../../cache/` depends on the site's"
                                + " trailing-slash setting; write it from the site root (or set studylog.relativeLinks=resolve)"),
                check(base, "[a](../../../cache/)\n"));
    }

    @Test
    void aResolvedRelativeLinkAboveTheRootLeavesTheSite() {
        LinkSettings resolve = LinkSettings.of("/", "resolve", List.of(), "public");
        assertEquals(
                List.of("4:1 [doc-link-page] the relative link `../../../x/` leaves the site"),
                check(resolve, "[a](../../../x/)\n"));
    }

    @Test
    void aRelativeImageLeavingTheRepository() {
        assertEquals(
                List.of("4:1 [doc-link-file] the image `../../../../../x.png` leaves the repository"),
                check("![a](../../../../../x.png)\n"));
    }

    @Test
    void aMalformedPercentEscapeIsReadAsWritten() {
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/%zz/` is no page of the site; the nearest page is" + " `/web/`"),
                check("[a](/web/%zz/)\n"));
    }

    @Test
    void aSuggestionIsMadeUpToHalfTheLengthOfTheTargetApart() {
        // the target's URL /web/cache + 11 letters + / has 22 characters: 11 edits from /web/cache/ is still near
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/cacheaaaaaaaaaaa` is no page of the site; the nearest page"
                        + " is `/web/cache/`"),
                check("[a](/web/cacheaaaaaaaaaaa)\n"));
        // 12 letters: 23 characters, 12 edits, more than 11
        assertEquals(
                List.of("4:1 [doc-link-page] `/web/cacheaaaaaaaaaaaa` is no page of the site"),
                check("[a](/web/cacheaaaaaaaaaaaa)\n"));
    }

    @Test
    void theSuggestionBudgetIsPerDoc() {
        Doc first = parse("src/content/docs/web/a.md", "[a](/web/cachx/) [b](/web/cachy/)\n");
        Doc second = parse("src/content/docs/web/b.md", "[c](/web/cachz/)\n");
        LinkSettings settings = LinkSettings.defaults();
        LinkResolver resolver = new LinkResolver(site(settings, first, second), settings, 1);
        List<String> found = new java.util.ArrayList<>();
        for (Doc doc : List.of(first, second)) {
            doc.links()
                    .forEach(l -> resolver.check(doc, l)
                            .map(f -> f.path() + ":" + line(f))
                            .ifPresent(found::add));
        }
        assertEquals(
                List.of(
                        "src/content/docs/web/a.md:1:1 [doc-link-page] `/web/cachx/` is no page of the site;"
                                + " the nearest page is `/web/cache/`",
                        "src/content/docs/web/a.md:1:18 [doc-link-page] `/web/cachy/` is no page of the site",
                        "src/content/docs/web/b.md:1:1 [doc-link-page] `/web/cachz/` is no page of the site; the nearest page"
                                + " is `/web/cache/`"),
                found);
    }

    @Test
    void theTargetOfALinkToItsOwnPageIsNone() {
        Doc doc = parse(DOC, "[self](/web/links/) [other](/web/cache/)\n");
        LinkResolver resolver = new LinkResolver(site(LinkSettings.defaults(), doc), LinkSettings.defaults());
        assertEquals(
                List.of(Optional.empty(), Optional.of(CACHE)),
                doc.links().stream().map(l -> resolver.target(doc, l)).toList());
    }

    @Test
    void aRelativeImageAtTheRepositoryRootNamesTheFileAlone() {
        // the file has no folder: its name is the whole path, compared with the files at the root
        assertEquals(
                List.of("4:1 [doc-link-file] the image `../../../../x.png` needs `x.png` (relative to the doc),"
                        + " which does not exist"),
                check("![a](../../../../x.png)\n"));
    }

    @Test
    void aMisspelledFragmentOfThisPageIsFixedToTheNearestId() {
        Doc doc = parse(DOC, "---\ntitle: リンク\n---\n## 使い方\n\n[a](#使い)\n");
        LinkResolver resolver = new LinkResolver(site(LinkSettings.defaults(), doc), LinkSettings.defaults());
        Finding finding = resolver.check(doc, doc.links().get(0)).orElseThrow();
        assertEquals("6:1 [doc-link-anchor] `#使い` is no heading id of this page; the nearest is `#使い方`", line(finding));
        assertEquals(Optional.of(new io.github.studylog.finding.Fix(DOC, 6, 5, 6, 8, "#使い方")), finding.fix());
    }

    @Test
    void aFragmentSluggedInAnotherWordOrderNamesTheIdSharingItsWords() {
        // the English heading's slug on a page whose heading reads `Тип SidebarLink`: no near spelling, one
        // shared word
        Doc doc = parse(
                DOC, "---\ntitle: リンク\n---\n## 使い方\n\n## Props\n\n## Тип SidebarLink\n\n[a](#sidebarlink-type)\n");
        LinkResolver resolver = new LinkResolver(site(LinkSettings.defaults(), doc), LinkSettings.defaults());
        assertEquals(
                "10:1 [doc-link-anchor] `#sidebarlink-type` is no heading id of this page; the nearest is"
                        + " `#тип-sidebarlink`",
                line(resolver.check(doc, doc.links().get(0)).orElseThrow()));
    }

    @Test
    void aMissingPageIsFixedToTheNearestOnlyWhenItsDestinationIsAPlainPath() {
        Doc doc = parse(DOC, "---\ntitle: リンク\n---\n[a](/web/cachx/) [b](/web/cachx/?q=1) [c](/web/cachx/#x)\n");
        LinkResolver resolver = new LinkResolver(site(LinkSettings.defaults(), doc), LinkSettings.defaults());
        assertEquals(
                List.of(
                        Optional.of(new io.github.studylog.finding.Fix(DOC, 4, 5, 4, 16, "/web/cache/")),
                        Optional.empty(),
                        Optional.empty()),
                doc.links().stream()
                        .map(l -> resolver.check(doc, l).orElseThrow().fix())
                        .toList());
        // a front-matter link has no written place to rewrite
        DocLink front = new DocLink("/web/cachx/", LinkForm.FRONT_MATTER, 2, 3);
        assertEquals(Optional.empty(), resolver.check(doc, front).orElseThrow().fix());
    }

    @Test
    void theTargetOfARelativeImageIsTheFileBesideTheDoc() {
        repo.write("src/assets/図.png", "PNG");
        Doc doc = parse(DOC, "![a](../../../assets/図.png) ![b](../../../assets/無い.png) ![c](../../../../../x.png)\n");
        LinkResolver resolver = new LinkResolver(site(LinkSettings.defaults(), doc), LinkSettings.defaults());
        assertEquals(
                List.of(Optional.of("src/assets/図.png"), Optional.empty(), Optional.empty()),
                doc.links().stream().map(l -> resolver.target(doc, l)).toList());
    }
    /** The finding of each link of a body, or {@code -} for none. */
    private List<String> each(LinkSettings settings, String body) {
        Doc doc = parse(DOC, "---\ntitle: リンク\n---\n## はじめに\n\n" + body);
        LinkResolver resolver = new LinkResolver(site(settings, doc), settings);
        return doc.links().stream()
                .map(l -> resolver.check(doc, l).map(LinkResolverTest::line).orElse("-"))
                .toList();
    }

    /** The target of each link of a body. */
    private List<Optional<String>> targets(LinkSettings settings, String body) {
        Doc doc = parse(DOC, "---\ntitle: リンク\n---\n" + body);
        LinkResolver resolver = new LinkResolver(site(settings, doc), settings);
        return doc.links().stream().map(l -> resolver.target(doc, l)).toList();
    }

    @Test
    void aLinkOfOnlyAQueryIsThisPage() {
        assertEquals(
                List.of(
                        "-",
                        "-",
                        "-",
                        "6:37 [doc-link-anchor] `#nope` is no heading id of this page; its ids are `#はじめに`"),
                each(LinkSettings.defaults(), "[a](?q=1) [b](?q=1#) [c](?q=1#はじめに) [d](?q=1#nope)\n"));
    }

    @Test
    void linksToThisMachineAreFindingsWithoutAConfig() {
        assertEquals(
                List.of(
                        "6:1 [doc-link-local] `http://localhost:4321/x` points at `localhost`, the writer's own machine;"
                                + " readers of the site cannot open it. Link the page by its path on the site instead",
                        "7:1 [doc-link-local] `//127.0.0.1/x` points at `127.0.0.1`, the writer's own machine; readers"
                                + " of the site cannot open it. Link the page by its path on the site instead",
                        "8:1 [doc-link-local] `http://LOCALHOST/` points at `LOCALHOST`, the writer's own machine;"
                                + " readers of the site cannot open it. Link the page by its path on the site instead",
                        "-",
                        "-",
                        "-"),
                each(
                        LinkSettings.defaults(),
                        "[a](http://localhost:4321/x)\n[b](//127.0.0.1/x)\n[c](http://LOCALHOST/)\n"
                                + "[d](https://example.com/)\n[e](mailto:x@example.com)\n[f](http://a%zz/)\n"));
    }

    @Test
    void aMissingDiagramSourceOrStaticFile() {
        assertEquals(
                List.of(
                        "-",
                        "-",
                        "8:1 [doc-link-page] the link `/diagrams/web-cache/missing.html` needs the diagram source"
                                + " `diagrams/web-cache/missing.json`, which does not exist",
                        "9:1 [doc-link-file] the image `/img/x.png` needs `public/img/x.png`, which does not exist",
                        "10:1 [doc-link-file] the image `/diagrams/web-cache/freshnes.svg` needs"
                                + " `public/diagrams/web-cache/freshnes.svg`, which does not exist; the nearest file"
                                + " there is `freshness.svg`",
                        "11:1 [doc-link-file] the link `/files/report.pdf` needs `public/files/report.pdf`, which"
                                + " does not exist",
                        "12:1 [doc-link-file] the link `/diagrams/web-cache/freshnes.svg` needs"
                                + " `public/diagrams/web-cache/freshnes.svg`, which does not exist; the nearest file"
                                + " there is `freshness.svg`"),
                each(
                        LinkSettings.defaults(),
                        "[a](/diagrams/web-cache/freshness.svg)\n[b](/diagrams/web-cache/revalidate.html)\n"
                                + "[c](/diagrams/web-cache/missing.html)\n![d](/img/x.png)\n"
                                + "![e](/diagrams/web-cache/freshnes.svg)\n[f](/files/report.pdf)\n"
                                + "[g](/diagrams/web-cache/freshnes.svg)\n"));
    }

    @Test
    void aPageLinkWithTheDocsExtensionNamesThePage() {
        assertEquals(
                List.of(
                        "6:1 [doc-link-page] `/web/cache.md` is no page URL (pages have no `.md`); the page is"
                                + " `/web/cache/`",
                        "7:1 [doc-link-page] `/web/cache.mdx` is no page URL (pages have no `.mdx`); the page is"
                                + " `/web/cache/`",
                        "8:1 [doc-link-page] `/web/cache.html/` is no page URL (pages have no `.html`); the page is"
                                + " `/web/cache/`"),
                each(LinkSettings.defaults(), "[a](/web/cache.md)\n[b](/web/cache.mdx)\n[c](/web/cache.html/)\n"));
    }

    @Test
    void aMissingIdOfAnotherPageListsItsIds() {
        assertEquals(
                List.of(
                        "6:1 [doc-link-anchor] `#zzzzzzzzzzzz` is no heading id of `/web/cache/`"
                                + " (src/content/docs/web/cache.md); its ids are `#cache-control`, `#条件付きリクエスト`",
                        "7:1 [doc-link-anchor] `#zzzzzzzzzzzzzz` is no heading id of `/web/`"
                                + " (src/content/docs/web/index.mdx); its ids are `#この節について`",
                        "-",
                        "-"),
                each(
                        LinkSettings.defaults(),
                        "[a](/web/cache/#zzzzzzzzzzzz)\n[b](/web/#zzzzzzzzzzzzzz)\n"
                                + "[c](/web/cache/?x=1#cache-control)\n[d](%2Fweb%2Fcache%2F)\n"));
    }

    @Test
    void relativeLinksResolvedFromThePage() {
        LinkSettings resolve = LinkSettings.of("/", "resolve", List.of(), "public");
        assertEquals(
                List.of(
                        "-",
                        "-",
                        "8:1 [doc-link-page] `./cache` is no page of the site; the nearest page is `/web/cache/`",
                        "9:1 [doc-link-page] `./nothing.md` names no doc or file: neither"
                                + " `src/content/docs/web/nothing.md` (from the doc's folder) nor a page at its URL exists",
                        "10:1 [doc-link-anchor] `#nope` is no heading id of `/web/cache/`"
                                + " (src/content/docs/web/cache.md); its ids are `#cache-control`, `#条件付きリクエスト`"),
                each(resolve, "[a](../cache/)\n[b](cache.md)\n[c](./cache)\n[d](./nothing.md)\n[e](../cache/#nope)\n"));
    }

    @Test
    void relativeLinksAreNotCheckedWhenIgnored() {
        LinkSettings ignore = new LinkSettings("/", LinkSettings.RelativeLinks.IGNORE, LinkSettings.BUILT_IN, "public");
        assertEquals(List.of("-", "-"), each(ignore, "[a](nothing/)\n[b](../../../../x/)\n"));
    }

    @Test
    void theTargetsOfLinks() {
        assertEquals(
                List.of(
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.of("public/diagrams/web-cache/freshness.svg"),
                        Optional.of("diagrams/web-cache/revalidate.json"),
                        Optional.empty(),
                        Optional.of(CACHE),
                        Optional.of("src/content/docs/web/index.mdx"),
                        Optional.empty()),
                targets(
                        LinkSettings.defaults(),
                        "[a](?q) [b](#x) [c](https://example.com/) [d](/diagrams/web-cache/freshness.svg)"
                                + " [e](/diagrams/web-cache/revalidate.html) [f](/diagrams/web-cache/missing.html)"
                                + " [g](/web/cache/?x=1#cache-control) [h](/web) [i](../cache/)\n"));
        assertEquals(
                List.of(Optional.of(CACHE), Optional.empty()),
                targets(LinkSettings.of("/", "resolve", List.of(), "public"), "[a](../cache/) [b](../nothing/)\n"));
        assertEquals(
                List.of(Optional.empty(), Optional.of(CACHE)),
                targets(
                        LinkSettings.of("/docs", "error", List.of(), "public"),
                        "[a](/web/cache/) [b](/docs/web/cache/)\n"));
    }

    @Test
    void aLinkOutsideTheBase() {
        LinkSettings base = LinkSettings.of("/docs", "error", List.of(), "public");
        assertEquals(
                List.of(
                        "6:1 [doc-link-page] `/web/cache/` is outside the site's base `/docs/`; links on this site"
                                + " start with `/docs/`",
                        // the base itself is the site's root page, which this site has not
                        "7:1 [doc-link-page] `/docs` is no page of the site",
                        "-"),
                each(base, "[a](/web/cache/)\n[b](/docs)\n[c](/docs/web/cache/)\n"));
    }

    @Test
    void relativeLinksJudgedAsFiles() {
        LinkSettings files = new LinkSettings("/", LinkSettings.RelativeLinks.FILES, LinkSettings.BUILT_IN, "public");
        Doc doc = parse(
                DOC,
                "---\ntitle: リンク\n---\n[a](cache.md) [b](cache.md#nope) [c](cache/) [d](./)"
                        + " [e](../../../../diagrams/web-cache/revalidate.json) [f](nothing.md)"
                        + " [g](../../../../../x.md) [h](../web/cache.mdx)\n");
        LinkResolver resolver = new LinkResolver(site(files, doc), files);
        assertEquals(
                List.of(
                        "-",
                        "4:15 [doc-link-anchor] `#nope` is no heading id of `/web/cache/`"
                                + " (src/content/docs/web/cache.md); its ids are `#cache-control`, `#条件付きリクエスト`",
                        "-",
                        "-",
                        "-",
                        "4:106 [doc-link-page] `nothing.md` names no doc or file: neither"
                                + " `src/content/docs/web/nothing.md` (from the doc's folder) nor a page at its URL exists",
                        "4:122 [doc-link-file] the link `../../../../../x.md` leaves the repository",
                        "-"),
                doc.links().stream()
                        .map(l -> resolver.check(doc, l)
                                .map(LinkResolverTest::line)
                                .orElse("-"))
                        .toList());
        assertEquals(8, resolver.asFiles());
    }
}
