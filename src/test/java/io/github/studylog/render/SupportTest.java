package io.github.studylog.render;

import io.github.studylog.content.XmlText;
import io.github.studylog.message.Messages;
import io.github.studylog.diagram.TextUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SupportTest {

    @Test
    void numbersAreFixed() {
        assertEquals("0", Num.fmt(-0.001));
        assertEquals("12", Num.fmt(12.0));
        assertEquals("12.5", Num.fmt(12.5));
        assertEquals("-3.33", Num.fmt(-10.0 / 3));
        assertEquals("106.67", Num.fmt(640.0 / 6));
        assertEquals("1000000", Num.fmt(1e6));
    }

    @Test
    void textUnitsCountFullWidthTwice() {
        assertEquals(5, TextUnits.of("Queue"));
        assertEquals(4, TextUnits.of("自DB"));
        assertEquals(3, TextUnits.of("ｱｲｳ"));
        assertEquals(2, TextUnits.of("☺\uFE0F"));
        assertTrue(TextUnits.hasCjk("決済API"));
        assertFalse(TextUnits.hasCjk("payment API"));
    }

    @Test
    void escapingCoversMarkupAndControlCharacters() {
        assertEquals("a&lt;b&gt;&amp;&quot;&#39;日本\\u0001", XmlText.attribute("a<b>&\"'日本\u0001"));
        assertEquals("a&lt;b&gt;&amp;\"'日本\n\\u0001", XmlText.content("a<b>&\"'日本\n\u0001"));
    }

    @Test
    void ruleIdsAreUniqueAndDocumented() {
        Set<String> ids = new HashSet<>();
        for (RenderRules rule : RenderRules.values()) {
            assertTrue(ids.add(rule.id()), rule.id());
            assertEquals(rule.name().toLowerCase().replace('_', '-'), rule.id());
            assertFalse(rule.summary(Messages.english()).isBlank() || rule.help(Messages.english()).isBlank());
        }
        assertTrue(ids.containsAll(Arrays.asList("diagram-render", "diagram-raster", "svg-syntax", "svg-raster",
                "svg-unsafe")));
    }
}
