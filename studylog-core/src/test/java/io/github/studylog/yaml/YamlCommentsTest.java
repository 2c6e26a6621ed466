package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.yaml.YamlComments.Comment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The comments of a YAML text with their 1-based line and column, whole-line or after a value. */
class YamlCommentsTest {

    @Test
    void eachCommentHasItsPositionAndWhetherItFollowsAValue() {
        assertEquals(
                List.of(new Comment(" 説明", 1, 1, false), new Comment(" 終わり", 2, 7, true)),
                YamlComments.of("# 説明\nid: a # 終わり\nnote: \"# 値\"\n"));
    }

    @Test
    void aLeadingBomIsNoColumn() {
        assertEquals(List.of(new Comment(" 説明", 1, 1, false)), YamlComments.of("\uFEFF# 説明\nid: a\n"));
    }

    @Test
    void aTextAtTheLoadersSizeBoundIsScannedAndALargerOneIsNot() {
        String head = "# 説明\na: ";
        String atLimit = head + "x".repeat(SafeYamlLoader.MAX_CODE_POINTS - head.length() - 1) + "\n";
        assertEquals(SafeYamlLoader.MAX_CODE_POINTS, atLimit.length());
        assertEquals(List.of(new Comment(" 説明", 1, 1, false)), YamlComments.of(atLimit));
        assertEquals(List.of(), YamlComments.of(atLimit + "\n"));
    }
}
