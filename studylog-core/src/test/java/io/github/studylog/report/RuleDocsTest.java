package io.github.studylog.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.studylog.message.Language;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RuleDocsTest {

    @Test
    void theDefaultIsThePublishedSiteAndNoneLinksNowhere() {
        assertEquals(RuleDocs.PUBLISHED, RuleDocs.parse(null));
        assertEquals(RuleDocs.PUBLISHED, RuleDocs.parse(" "));
        assertEquals(
                Optional.of("https://studylog.github.io/studylog-maven-plugin/rules/record-value.html"),
                RuleDocs.PUBLISHED.page("record-value", Language.EN));
        assertEquals(
                Optional.of("https://studylog.github.io/studylog-maven-plugin/ja/rules/record-value.html"),
                RuleDocs.PUBLISHED.page("record-value", Language.JA));
        assertEquals(RuleDocs.NONE, RuleDocs.parse("None"));
        assertEquals(Optional.empty(), RuleDocs.NONE.page("record-value", Language.EN));
        assertEquals("none", RuleDocs.NONE.toString());
    }

    @Test
    void aConfiguredUrlGetsItsSlashAndMustBeAWebOrFileUrl() {
        assertEquals(
                Optional.of("https://docs.example.org/studylog/rules/yaml-syntax.html"),
                RuleDocs.parse("https://docs.example.org/studylog").page("yaml-syntax", Language.EN));
        assertEquals(
                Optional.of("file:/srv/site/rules/yaml-syntax.html"),
                RuleDocs.parse("file:/srv/site/").page("yaml-syntax", Language.EN));
        assertThrows(IllegalArgumentException.class, () -> RuleDocs.parse("docs/site"));
        assertThrows(IllegalArgumentException.class, () -> RuleDocs.parse("javascript:alert(1)"));
        assertThrows(IllegalArgumentException.class, () -> RuleDocs.parse("https://exa mple.org/"));
    }
}
