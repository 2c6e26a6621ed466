package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link FrontMatter} (fences, offsets, blanking) and {@link HtmlTags} (forms, offsets, ids) on the smallest texts. */
class FrontMatterAndTagsTest {

    @Test
    void frontMatterClosedByDashesOrDots() {
        assertEquals(new FrontMatter(true, false, "a: 1\n", 13), FrontMatter.find("---\na: 1\n---\nbody"));
        assertEquals(new FrontMatter(true, false, "a: 1\n", 13), FrontMatter.find("---\na: 1\n...\nbody"));
        assertEquals(new FrontMatter(true, false, "a: 1\r\n", 16), FrontMatter.find("---\r\na: 1\r\n---\r\nbody"));
        // closed on the last line, without a line break: it ends at the end of the text
        assertEquals(new FrontMatter(true, false, "a: 1\n", 12), FrontMatter.find("---\na: 1\n---"));
        assertEquals(new FrontMatter(true, false, "", 8), FrontMatter.find("---\n---\nx"));
    }

    @Test
    void frontMatterAbsentOrUnclosed() {
        assertEquals(new FrontMatter(false, false, "", 0), FrontMatter.find("--- \na: 1\n---\n"));
        assertEquals(new FrontMatter(false, false, "", 0), FrontMatter.find("body\n---\n"));
        assertEquals(new FrontMatter(true, true, "", 0), FrontMatter.find("---\na: 1\n----\n"));
        assertEquals(new FrontMatter(true, true, "", 0), FrontMatter.find("---\n"));
    }

    @Test
    void blankingKeepsLineBreaksAndOffsets() {
        String text = "---\r\na: 1\r\n---\r\nbody";
        assertEquals("   \r\n    \r\n   \r\nbody", FrontMatter.find(text).blanked(text));
        String unclosed = "---\na: 1\n";
        assertEquals(unclosed, FrontMatter.find(unclosed).blanked(unclosed));
        assertEquals("body", FrontMatter.find("body").blanked("body"));
    }

    @Test
    void tagsGiveEachLinkFormWithTheOffsetOfItsAttribute() {
        HtmlTags tags = new HtmlTags(
                List.of(new LinkComponent("LinkCard", "href", false), new LinkComponent("Image", "src", true)));
        String text = "<a href=\"/x/\">x</a> <img src='/y.png'/> <LinkCard href=\"/z/\" /> <Image src=\"/p.png\" />"
                + " <A HREF=\"/up/\">u</A> <linkcard href=\"/no/\" />";
        assertEquals(
                List.of(
                        new HtmlTags.Attributed("/x/", LinkForm.HTML_LINK, 3, 19, "x"),
                        new HtmlTags.Attributed("/y.png", LinkForm.HTML_IMAGE, 25, 39, ""),
                        new HtmlTags.Attributed("/z/", LinkForm.COMPONENT, 50, 63, ""),
                        new HtmlTags.Attributed("/p.png", LinkForm.COMPONENT_IMAGE, 71, 86, ""),
                        new HtmlTags.Attributed("/up/", LinkForm.HTML_LINK, 90, 107, "u")),
                tags.read(text).links(),
                "each with the end of its element (after a closing tag, else its start tag) and its text");
    }

    @Test
    void anAttributeIsFoundWithSpaceAroundItsEqualsSignAndInAnyCase() {
        HtmlTags tags = new HtmlTags(List.of(new LinkComponent("Card", "to", false)));
        String text =
                "<Aside>キューの説明</Aside>\n<Card TO = \"/queues/\" /> <a\n  href\n=\n'/x/'>x</a> <h2 Id =\"深掘り\"></h2>";
        HtmlTags.Found found = tags.read(text);
        assertEquals(
                List.of(new HtmlTags.Attributed("/x/", LinkForm.HTML_LINK, 52, 70, "x")),
                found.links(),
                "TO is not the component's attribute `to` (components match exactly), href is any case");
        assertEquals(List.of("深掘り"), found.ids());
        HtmlTags exact = new HtmlTags(List.of(new LinkComponent("Card", "to", false)));
        assertEquals(
                List.of(new HtmlTags.Attributed("/q/", LinkForm.COMPONENT, 6, 18, "")),
                exact.read("<Card to =\"/q/\" />").links());
    }

    @Test
    void tagsWithoutAKeptAttributeGiveNothing() {
        HtmlTags tags = new HtmlTags(List.of());
        assertEquals(
                new HtmlTags.Found(List.of(), List.of()),
                tags.read("<Aside type=\"note\">IDとvalidの説明。id は識別子</Aside> <Steps>1. 手順</Steps>"));
    }

    @Test
    void tagsGiveEveryIdButExpressionsAndEmptyValues() {
        HtmlTags tags = new HtmlTags(List.of());
        HtmlTags.Found found = tags.read(
                "<div id=\"one\"></div><span ID=\"two\"></span><p id={x}></p><p id=\"\"></p>" + "<a href={url}>e</a>");
        assertEquals(List.of("one", "two"), found.ids());
        assertEquals(List.of(), found.links());
        assertEquals(new HtmlTags.Found(List.of(), List.of()), tags.read("no tags here & there"));
    }
}
