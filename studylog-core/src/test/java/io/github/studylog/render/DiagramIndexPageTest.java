package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Language;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import io.github.studylog.svg.SvgRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DiagramIndexPageTest {

    private static List<DiagramStatus> statuses() {
        Finding invalid = Finding.of(
                RenderRules.DIAGRAM_RENDER, "diagrams/b/<bad>.json", 3, 9, "test.text", "\"lane\" <main> & co");
        return List.of(
                DiagramStatus.notRendered("diagrams/b/<bad>.json", true, List.of(invalid)),
                new DiagramStatus(
                        "diagrams/a/ok.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "a/状態 1.png",
                        "a/ok.svg",
                        List.of(),
                        true),
                new DiagramStatus(
                        "public/diagrams/c/x.svg",
                        DiagramKind.SVG,
                        true,
                        false,
                        false,
                        false,
                        null,
                        null,
                        List.of(Finding.of(
                                SvgRules.SVG_UNSAFE, "public/diagrams/c/x.svg", 2, 1, "test.text", "script")),
                        false),
                new DiagramStatus(
                        "public/diagrams/c/hand.svg",
                        DiagramKind.SVG,
                        true,
                        true,
                        false,
                        true,
                        "hand-drawn/c/hand.png",
                        "hand-drawn/c/hand.svg",
                        List.of(),
                        true));
    }

    @Test
    void showsStepsFirstFailureAndFindingsEscaped() {
        String html = new DiagramIndexPage().html(statuses());
        assertTrue(html.contains("diagrams/b/&lt;bad&gt;.json"), html);
        assertTrue(html.contains("&quot;lane&quot; &lt;main&gt; &amp; co"));
        assertFalse(html.contains("<main>"));
        assertTrue(html.contains("Stopped at <b>valid</b>"));
        assertTrue(html.contains("Stopped at <b>safe</b>"));
        assertTrue(html.contains("✓ parsed") && html.contains("✗ valid") && html.contains("– rendered"));
        assertTrue(html.contains("<img src=\"a/ok.svg\""), html);
        assertTrue(html.contains("<a href=\"a/%E7%8A%B6%E6%85%8B%201.png\" download>"), html);
        assertTrue(html.contains("3:9 error [diagram-render]"));
        assertTrue(html.contains("no font for some of this text"));
        assertTrue(
                html.indexOf("<h2>diagrams/a/ok.json") < html.indexOf("<h2>diagrams/b/&lt;bad&gt;.json"),
                "sorted by path");
    }

    @Test
    void selfContainedAndDeterministic() {
        String html = new DiagramIndexPage().html(statuses());
        String lower = html.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("<script"));
        assertFalse(lower.contains("http://") || lower.contains("https://"));
        assertFalse(lower.contains("<link"));
        List<DiagramStatus> reversed = new java.util.ArrayList<>(statuses());
        java.util.Collections.reverse(reversed);
        assertEquals(html, new DiagramIndexPage().html(reversed));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void everyCardShowsItsSvgAndOffersThePngTheFontNoteIsSaidOnce() {
        String html = new DiagramIndexPage().html(statuses());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n"), html);
        assertTrue(
                html.contains("<a href=\"a/ok.svg\"><img src=\"a/ok.svg\" alt=\"picture of diagrams/a/ok.json\"></a>"),
                html);
        assertTrue(html.contains("<a href=\"hand-drawn/c/hand.svg\"><img src=\"hand-drawn/c/hand.svg\""), html);
        assertTrue(html.contains("<a href=\"hand-drawn/c/hand.png\" download>download the PNG proof</a>"), html);
        assertEquals(2, count(html, "<img "), "a card without a picture shows none");
        assertEquals(2, count(html, "<div class=\"nopicture\">no picture</div>"));
        assertEquals(1, count(html, "no font for some of this text"), "the font note once, at the top");
        assertTrue(html.indexOf("class=\"note\"") < html.indexOf("<div class=\"grid\">"));
        assertEquals(2, count(html, "<span class=\"badge\">PNG without font</span>"));
        assertTrue(html.contains("4 diagrams and SVGs, 2 with a failing step, 2 drawn without a Japanese font."), html);
        for (String url : List.of("a/ok.svg", "hand-drawn/c/hand.png", "#d2")) {
            assertTrue(html.contains("href=\"" + url + "\""), url);
        }
        assertFalse(
                html.contains("file:") || html.contains("href=\"/") || html.contains("src=\"/"),
                "relative URLs only: the page opens from file://");
    }

    @Test
    void withoutAFallbackThereIsNoFontNote() {
        String html = new DiagramIndexPage().html(statuses().subList(0, 1));
        assertFalse(html.contains("class=\"note\""));
        assertTrue(html.contains("1 diagram or SVG, 1 with a failing step."), html);
    }

    @Test
    void japanesePage() {
        String html = new DiagramIndexPage(Messages.of(Language.JA)).html(statuses());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"ja\">\n"), html);
        assertTrue(html.contains("<title>図 – studylog</title>"));
        assertTrue(
                html.contains("<p class=\"summary\">図と SVG が 4 件、そのうち失敗したステップがあるものが 2 件です。"
                        + "日本語フォントなしで描いたものが 2 件あります。</p>"),
                html);
        assertEquals(1, count(html, "ビルドしたマシンに一部の文字のフォントがないため"));
        assertTrue(html.contains("<li><a href=\"#d2\">diagrams/b/&lt;bad&gt;.json</a>: 妥当性の段階で止まりました</li>"), html);
        assertTrue(html.contains("<p class=\"why\"><b>安全性</b>の段階で止まりました: "), html);
        assertTrue(html.contains("✓ 読み取り") && html.contains("✗ 妥当性") && html.contains("– 描画"), html);
        assertTrue(html.contains("<code>3:9 エラー [diagram-render]</code>"), html);
        assertTrue(html.contains("<span class=\"kind\">手描きの SVG</span><span class=\"badge\">フォントなしの PNG</span>"));
        assertTrue(
                html.contains("<a href=\"a/ok.svg\">SVG を原寸で開く</a> · <a href=\"a/%E7%8A%B6%E6%85%8B%201.png\" download>"
                        + "PNG の確認画像をダウンロード</a>"),
                html);
        assertTrue(html.contains("<div class=\"nopicture\">画像はありません</div>"));
        assertFalse(html.contains("Stopped at") || html.contains("diagram JSON"), "no English left on the page");
    }

    @Test
    void theWatchLoopsRefreshStillFits() {
        String html = DiagramIndexPage.refreshing(new DiagramIndexPage(Messages.of(Language.JA)).html(statuses()), 2);
        assertTrue(html.contains("<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"2\">\n"), html);
        assertEquals(html, DiagramIndexPage.refreshing(html, 2));
    }

    /** Cards of every state: ok, warn (a warning only), a failure without an error finding, odd file names. */
    private static List<DiagramStatus> everyCard() {
        Finding warning = new Finding(
                RenderRules.DIAGRAM_RASTER,
                Severity.WARNING,
                "diagrams/b/warn.json",
                4,
                2,
                Message.of("test.text", "注意"));
        Finding error = Finding.of(SvgRules.SVG_UNSAFE, "public/diagrams/z.svg", 7, 3, "test.text", "script <x>");
        return List.of(
                new DiagramStatus(
                        "diagrams/b/warn.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "b/warn.png",
                        null,
                        List.of(warning),
                        false),
                new DiagramStatus(
                        "diagrams/a/ok.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        true,
                        true,
                        "a/ok.png",
                        "a/ok.svg",
                        List.of(),
                        false),
                new DiagramStatus(
                        "diagrams/c/quiet.json",
                        DiagramKind.JSON,
                        true,
                        true,
                        false,
                        false,
                        null,
                        "c/quiet.svg",
                        List.of(),
                        false),
                new DiagramStatus(
                        "public/diagrams/z.svg",
                        DiagramKind.SVG,
                        true,
                        false,
                        false,
                        false,
                        null,
                        null,
                        List.of(
                                new Finding(
                                        SvgRules.SVG_UNSAFE,
                                        Severity.WARNING,
                                        "public/diagrams/z.svg",
                                        1,
                                        1,
                                        Message.of("test.text", "first a warning")),
                                error),
                        false),
                new DiagramStatus(
                        "public/diagrams/y`{@[.svg",
                        DiagramKind.SVG,
                        true,
                        true,
                        false,
                        true,
                        "hand-drawn/y`{@[.png",
                        "hand-drawn/y`{@[.svg",
                        List.of(),
                        false));
    }

    /**
     * The whole English page of {@link #everyCard()}, byte for byte, against
     * {@code src/test/resources/render/golden/index.html} ({@code -Drender.golden.update=true} rewrites it).
     */
    @Test
    void theWholePageIsTheGoldenHtml() throws IOException {
        String html = new DiagramIndexPage().html(everyCard());
        if (Boolean.getBoolean("render.golden.update")) {
            Files.writeString(Path.of("src/test/resources/render/golden/index.html"), html, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(new String(Fixtures.bytes("golden/index.html"), StandardCharsets.UTF_8), html);
    }

    @Test
    void theCardStatesAndTheFirstErrorAreExact() {
        String html = new DiagramIndexPage().html(everyCard());
        assertTrue(html.contains("<section class=\"card warn\" id=\"d2\">\n<h2>diagrams/b/warn.json"), html);
        assertTrue(html.contains("<section class=\"card ok\" id=\"d1\">\n<h2>diagrams/a/ok.json"), html);
        assertTrue(html.contains("<section class=\"card bad\" id=\"d3\">\n<h2>diagrams/c/quiet.json"), html);
        assertTrue(html.contains("<p class=\"why\">Stopped at <b>rendered</b>: no finding explains it</p>"), html);
        assertTrue(
                html.contains("<a href=\"b/warn.png\"><img src=\"b/warn.png\" alt=\"picture of "
                        + "diagrams/b/warn.json\"></a>\n<p class=\"files\"><a href=\"b/warn.png\" download>"),
                html);
        assertTrue(html.contains("<p class=\"files\"><a href=\"c/quiet.svg\">open the SVG at full size</a></p>"), html);
        assertTrue(html.contains("<li class=\"warning\"><code>4:2 warning [diagram-raster]</code> "), html);
        assertTrue(html.contains("<ul class=\"problems\">\n<li><a href=\"#d3\">diagrams/c/quiet.json</a>"), html);
        assertTrue(html.contains("<li><a href=\"#d5\">public/diagrams/z.svg</a>"), html);
        assertTrue(html.contains("5 diagrams and SVGs, 2 with a failing step.</p>"), html);
        assertTrue(html.contains("hand-drawn/y%60%7B%40%5B.svg"), html);
    }

    @Test
    void urlPathsKeepOnlyUnreservedCharacters() {
        assertEquals(
                "azAZ09-._~/%60%7B%40%5B%3A%3F%20%25%C3%A9%E5%9B%B3",
                DiagramIndexPage.urlPath("azAZ09-._~/`{@[:? %é図"));
    }

    @Test
    void aPageWithoutFailuresHasNoProblemListAndAnErrorAloneIsNotAWarning(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Finding error = Finding.of(RenderRules.DIAGRAM_RASTER, "diagrams/a.json", 1, 1, "test.text", "late");
        List<DiagramStatus> passing = List.of(new DiagramStatus(
                "diagrams/a.json", DiagramKind.JSON, true, true, true, true, "a.png", null, List.of(error), false));
        String html = new DiagramIndexPage().html(passing);
        assertFalse(html.contains("<ul class=\"problems\">"), html);
        assertTrue(html.contains("<section class=\"card ok\" id=\"d1\">"), html);
        Path written = new DiagramIndexPage()
                .write(new io.github.studylog.content.OutputFiles(dir), "pics/index.html", passing);
        assertEquals(dir.resolve("pics/index.html"), written);
        assertEquals(html, Files.readString(written));
    }
}
