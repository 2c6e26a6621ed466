package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link LinkSettings#of} and {@link LinkComponent#parse}: what each parameter becomes, and each refusal. */
class LinkSettingsTest {

    @Test
    void missingParametersAreTheDefaults() {
        assertEquals(LinkSettings.defaults(), LinkSettings.of(null, null, null, null));
        assertEquals(LinkSettings.defaults(), LinkSettings.of("  ", "error", List.of(), " "));
    }

    @Test
    void theBaseGetsBothSlashesAndTheValuesAreTrimmed() {
        List<LinkComponent> components = new ArrayList<>(LinkSettings.BUILT_IN);
        components.add(new LinkComponent("Figure", "src", true));
        components.add(new LinkComponent("Card", "href", false));
        assertEquals(
                new LinkSettings("/docs/", LinkSettings.RelativeLinks.RESOLVE, components, "static"),
                LinkSettings.of(" docs ", " resolve ", List.of("", " Figure:src:image ", "Card:href"), " static "));
        assertEquals(
                "/docs/",
                LinkSettings.of("/docs/", "error", List.of(), "public").base());
        assertEquals(
                "/docs/", LinkSettings.of("docs/", "error", List.of(), "public").base());
        assertEquals(
                "/a/b/", LinkSettings.of("/a/b", "error", List.of(), "public").base());
    }

    @Test
    void aBaseThatIsNoPathIsRefused() {
        for (String base : List.of("https://example.com/", "/a?b", "/a#b", "a\\b")) {
            assertEquals(
                    "studylog.siteBase: `" + base + "` is not a path; write the site's `base` from"
                            + " astro.config, such as `/` or `/docs/`",
                    assertThrows(
                                    IllegalArgumentException.class,
                                    () -> LinkSettings.of(base, "error", List.of(), "public"))
                            .getMessage());
        }
    }

    @Test
    void componentPairs() {
        assertEquals(new LinkComponent("A.b-c_1", "data-href", false), LinkComponent.parse(" A.b-c_1:data-href "));
        assertEquals(new LinkComponent("Figure", "src", true), LinkComponent.parse("Figure:src:image"));
        for (String bad :
                List.of("Figure:src:picture", "Figure:src:image:x", "Figure", "1A:src", "A:", ":src", "A:s rc")) {
            assertEquals(
                    "`" + bad + "` is not a component:attribute pair such as `LinkCard:href` (add `:image` for"
                            + " a picture source, e.g. `Figure:src:image`)",
                    assertThrows(IllegalArgumentException.class, () -> LinkComponent.parse(bad))
                            .getMessage(),
                    bad);
        }
    }

    @Test
    void linkFormsNameThemselves() {
        assertEquals("<a href>", LinkForm.HTML_LINK.label());
        assertEquals("component image", LinkForm.COMPONENT_IMAGE.message().english());
        assertEquals(
                List.of(
                        LinkForm.IMAGE,
                        LinkForm.HTML_IMAGE,
                        LinkForm.COMPONENT_IMAGE,
                        LinkForm.FRONT_MATTER_IMAGE,
                        LinkForm.BLOG_COVER),
                List.of(LinkForm.values()).stream().filter(LinkForm::image).toList());
        assertEquals(
                List.of(LinkForm.FRONT_MATTER_IMAGE, LinkForm.BLOG_COVER),
                List.of(LinkForm.values()).stream()
                        .filter(LinkForm::schemaImage)
                        .toList());
    }
}
