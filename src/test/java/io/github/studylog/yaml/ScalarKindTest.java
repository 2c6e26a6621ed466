package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

class ScalarKindTest {

    /** Texts around every boundary of the kinds, including YAML 1.1 forms the plugin reads as text. */
    private static final List<String> TEXTS = List.of("", "~", "null", "Null", "NULL", "nULL", "true", "false",
            "yes", "no", "on", "off", "y", "n", "0", "+0", "-0", "00", "07", "0755", "10", "-10", "+10", "1_000",
            "0x1F", "0b101", "1:30", "-", "+", ".", "1.", ".5", "-.5", "1.5", "1.5e3", "1.5E-3", "1.5e", "1e5",
            "1.5.3", ".inf", ".nan", "2026-09-08", "2026-09-08 10:00:00", "61970989", "abc", "Q1",
            "Transactional Outbox", "非同期", "12a", "1 2", "<<");

    @Test
    void aPlainScalarHasTheKindItHadUnderTheYaml11ResolverPlusItsText() {
        Resolver yaml11 = new Resolver();
        for (String text : TEXTS) {
            if (text.equals("<<")) {
                continue; // a merge key, refused before any kind is asked
            }
            ScalarNode before = plain(yaml11.resolve(NodeId.scalar, text, true), text);
            ScalarNode now = plain(PlainScalarResolver.IMPLICIT, text);
            assertEquals(ScalarKind.of(before), ScalarKind.of(now), "`" + text + "`");
        }
    }

    @Test
    void explicitTagsKeepTheirKindOnlyWhenTheTextHasThatForm() {
        assertEquals(ScalarKind.INTEGER, ScalarKind.of(plain(Tag.INT, "5")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(Tag.STR, "5")));
        assertEquals(ScalarKind.STRING, ScalarKind.of(plain(Tag.BOOL, "yes")));
        assertEquals(ScalarKind.NULL, ScalarKind.of(plain(Tag.NULL, "")));
    }

    @Test
    void quotedScalarsAreText() {
        ScalarNode quoted = new ScalarNode(Tag.STR, "true", null, null, DumperOptions.ScalarStyle.DOUBLE_QUOTED);
        assertEquals(ScalarKind.STRING, ScalarKind.of(quoted));
    }

    private static ScalarNode plain(Tag tag, String text) {
        return new ScalarNode(tag, text, null, null, DumperOptions.ScalarStyle.PLAIN);
    }
}
