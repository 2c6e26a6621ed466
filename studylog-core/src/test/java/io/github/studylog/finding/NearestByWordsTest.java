package io.github.studylog.finding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The id that shares a slug's words when no spelling is near: reordered or partly translated headings. */
class NearestByWordsTest {

    @Test
    void aReorderedSlugFindsTheIdSharingItsWords() {
        assertEquals(
                Optional.of("тип-sidebarlink"),
                Nearest.byWords("sidebarlink-type", List.of("props", "тип-sidebarlink", "使い方")));
    }

    @Test
    void wordsHoldingLessThanHalfTheLettersAreNoSuggestion() {
        // `a` is shared, but one letter of fourteen is no likeness
        assertEquals(Optional.empty(), Nearest.byWords("a-configuration", List.of("a-b", "キャッシュの設定")));
    }

    @Test
    void moreSharedLettersWinThenTheNearerSpelling() {
        assertEquals(
                Optional.of("cache-control-header"),
                Nearest.byWords("header-cache-control", List.of("cache-header", "cache-control-header")));
        assertEquals(Optional.empty(), Nearest.byWords("---", List.of("a")));
    }
}
