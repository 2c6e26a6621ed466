package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.comments.CommentLine;
import org.snakeyaml.engine.v2.comments.CommentType;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/** A node or comment built without marks (never one the loader gives) is a clear error, not a null. */
class YamlNodesTest {

    @Test
    void aNodeWithoutMarksHasNoPosition() {
        ScalarNode node = new ScalarNode(Tag.STR, "値", ScalarStyle.PLAIN);
        assertEquals(
                "a node without marks",
                assertThrows(IllegalStateException.class, () -> YamlNodes.start(node))
                        .getMessage());
        assertEquals(
                "a node without marks",
                assertThrows(IllegalStateException.class, () -> YamlNodes.end(node))
                        .getMessage());
    }

    @Test
    void aCommentWithoutMarksHasNoPosition() {
        CommentLine comment = new CommentLine(Optional.empty(), Optional.empty(), " 説明", CommentType.BLOCK);
        assertEquals(
                "a comment without marks",
                assertThrows(IllegalStateException.class, () -> YamlNodes.start(comment))
                        .getMessage());
        assertEquals(
                "a comment without marks",
                assertThrows(IllegalStateException.class, () -> YamlNodes.end(comment))
                        .getMessage());
    }
}
