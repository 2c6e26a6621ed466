package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.finding.FindingSink;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class SluggerTest {

    @Test
    void asciiIsLowerCasedAndPunctuationDropped() {
        assertEquals("hello-world", Slugger.slug("Hello World!"));
        assertEquals("a--b", Slugger.slug("A & B"));
        assertEquals("foo_bar-baz", Slugger.slug("foo_bar-baz"));
        assertEquals("dotsandslashes", Slugger.slug("dots.and/slashes"));
    }

    @Test
    void japaneseIsKeptAndItsPunctuationDropped() {
        assertEquals("非同期ジョブキュー", Slugger.slug("非同期ジョブ・キュー"));
        assertEquals("c1ordersとoutboxのcommit前", Slugger.slug("C1：ordersとoutboxのcommit前"));
        assertEquals("括弧全角と墨付き", Slugger.slug("括弧（全角）と【墨付き】"));
        assertEquals("全角スペース", Slugger.slug("全角\u3000スペース"));
    }

    @Test
    void duplicatesAreNumberedAsGithubSluggerDoes() {
        Slugger slugger = new Slugger();
        assertEquals(
                List.of("重複", "重複-1", "重複-1-1", "重複-2"),
                List.of(slugger.unique("重複"), slugger.unique("重複"), slugger.unique("重複-1"), slugger.unique("重複")));
    }

    /** The ids a real Starlight build gave a page of tricky headings (recorded; this test needs no Node). */
    @Test
    void everyIdOfARealStarlightBuild() throws IOException {
        Doc doc = new DocParser()
                .parse("src/content/docs/guides/intro.md", resource("starlight-headings.md"), new FindingSink());
        Set<String> expected = new TreeSet<>();
        for (String line : resource("starlight-headings.ids").split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                expected.add(line);
            }
        }
        assertEquals(27, expected.size());
        assertEquals(expected, new TreeSet<>(doc.anchors()));
        assertEquals(doc.anchors().size(), expected.size(), "no id twice: " + doc.anchors());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = SluggerTest.class.getResourceAsStream("/docs-links/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
