package io.github.studylog.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The post-site step over fluido's pages: lang, the Japanese menu, CJK soft breaks, the date. */
class SitePagesTest {

    private static final LocalDate DAY = LocalDate.of(2026, 12, 3);

    private static final String PAGE = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head><title>t</title></head>
            <body>
            <li id="publishDate">Last Published: 2026-01-01<span class="divider">|</span></li>
            <li id="projectVersion" class="pull-right">Version: 0.1.0-SNAPSHOT</li>
            <nav class="well sidebar-nav">
            <ul class="nav nav-list">
             <li class="nav-header">User guide</li>
              <li><a href="../index.html">Introduction</a></li>
             <li class="nav-header">日本語</li>
              <li class="active"><a>はじめに</a></li>
              <li><a href="cli.html">ランチャー</a></li>
             <li class="nav-header">Rules</li>
              <li><a href="../rules/index.html">All rules</a><ul class="nav nav-list"><li><a href="x">x</a></li></ul></li>
            </ul>
            </nav>
            <p>日本語の
            説明です。English
            words stay apart. 「引用」
            （括弧）と
            한국어
            텍스트</p>
            <pre>一行目
            二行目</pre>
            </body>
            </html>
            """;

    @Test
    void aJapanesePageSaysJaAndShowsTheJapaneseMenuOnly() {
        String html = SitePages.fix(PAGE, "ja/getting-started.html", DAY);
        assertTrue(html.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"ja\">"), html);
        assertTrue(html.contains("最終更新: 2026-12-03"), html);
        assertTrue(html.contains("バージョン: 0.1.0-SNAPSHOT"), html);
        assertTrue(html.contains("<li class=\"active\"><a>はじめに</a></li>"), html);
        assertTrue(html.contains("<a href=\"cli.html\">ランチャー</a>"), html);
        assertTrue(
                html.contains("<a href=\"../getting-started.html\" hreflang=\"en\" lang=\"en\">このページの英語版</a>"), html);
        assertFalse(html.contains("User guide") || html.contains("All rules"), html);
    }

    @Test
    void anEnglishPageKeepsItsLanguageAndMenuAndGetsTheDate() {
        String html = SitePages.fix(PAGE, "getting-started.html", DAY);
        assertTrue(html.contains("lang=\"en\">"), html);
        assertTrue(html.contains("Last Published: 2026-12-03"), html);
        assertTrue(html.contains("User guide") && html.contains("All rules"), html);
        assertFalse(html.contains("2026-01-01"), html);
    }

    @Test
    void aSoftBreakBetweenJapaneseCharactersIsRemovedAndNoOtherOne() {
        String html = SitePages.fix(PAGE, "ja/getting-started.html", DAY);
        assertTrue(html.contains("<p>日本語の説明です。English\nwords stay apart. 「引用」（括弧）と\n한국어\n텍스트</p>"), html);
        assertTrue(html.contains("<pre>一行目\n二行目</pre>"), "preformatted text is kept: " + html);
    }

    @Test
    void theBreakIsJoinedOnlyInTextNotInsideATag() {
        assertEquals("<a title=\"日本\n語\">日本語</a>", SitePages.joinCjkBreaks("<a title=\"日本\n語\">日本\n語</a>"));
        assertEquals("<code>日本\n語</code>です", SitePages.joinCjkBreaks("<code>日本\n語</code>です"));
    }

    @Test
    void doxiasNumericReferencesAreCharactersSoTheirBreaksAreJoinedToo() {
        // Doxia 2 writes 日本語の\n説明 as references; `<` stays escaped, and so does a surrogate's reference
        String page = "<p>&#x65e5;&#x672c;&#x8a9e;&#x306e;\n&#35500;&#x660e; &#x3c;b&#x3e; &#xd800;</p>";
        assertEquals("<p>日本語の説明 &#x3c;b&#x3e; &#xd800;</p>", SitePages.fix(page, "ja/a.html", DAY));
    }

    @Test
    void theMarkdownsSoftBreaksBetweenJapaneseCharactersAreJoinedBeforeDoxia() {
        String md = """
                ## 見出し
                日本語の
                説明です。English
                words と
                  - 項目の
                    続きです
                ```
                コードの
                行は残ります
                ```
                改行を残す（二つの空白）\s\s
                次の行
                """;
        assertEquals("""
                ## 見出し
                日本語の説明です。English
                words と
                  - 項目の続きです
                ```
                コードの
                行は残ります
                ```
                改行を残す（二つの空白）\s\s
                次の行
                """, SitePages.joinMarkdownBreaks(md));
    }

    @Test
    void theEnglishTwinIsRelativeToTheJapanesePage() {
        assertEquals("../cli.html", SitePages.englishTwin("ja/cli.html"));
        assertEquals("../../rules/doc-limit.html", SitePages.englishTwin("ja/rules/doc-limit.html"));
    }

    @Test
    void wideCharactersAreThoseOfCssText3() {
        assertTrue(SitePages.wide('日'));
        assertTrue(SitePages.wide('。'));
        assertTrue(SitePages.wide('ｱ'));
        assertFalse(SitePages.wide('a'));
        assertFalse(SitePages.wide('한'));
    }
}
