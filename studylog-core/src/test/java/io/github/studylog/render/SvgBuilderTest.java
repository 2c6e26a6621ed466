package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SvgBuilderTest {

    @Test
    void elementsAreIndentedAndValuesFormatted() {
        SvgBuilder svg = new SvgBuilder();
        svg.raw("<?xml?>")
                .open("svg", "w", 1.5, "n", 7, "l", 12L, "f", 2.25f, "skip", null, "s", "a<\"b\"")
                .empty("rect", "x", -0.001)
                .textElement("text", "x & <y>", "y", 3.0)
                .close("svg")
                .close("extra")
                .empty("after");
        assertEquals("""
                <?xml?>
                <svg w="1.5" n="7" l="12" f="2.25" s="a&lt;&quot;b&quot;">
                  <rect x="0"/>
                  <text y="3">x &amp; &lt;y&gt;</text>
                </svg>
                </extra>
                <after/>
                """, svg.toString(), "a close below the top stays at the margin");
    }

    @Test
    void attributesComeInPairs() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new SvgBuilder().empty("rect", "x"));
        assertEquals("attributes come in name/value pairs", e.getMessage());
    }
}
