package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.LineIndex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The title/labels/body shape of a Session Sync draft and its template, read and written by one piece. */
class DraftHeadTest {

    private static DraftHead read(String text) {
        List<String> lines = LineIndex.lines(text);
        assertEquals(0, DraftHead.wrongLine(lines), text);
        return DraftHead.of(lines);
    }

    @Test
    void whatItWritesItReadsBack() {
        String text = DraftHead.markdown("[同期] 2026-10-01", List.of("学習", "web"), "本文\n\n終わり\n");
        assertEquals("title: [同期] 2026-10-01\nlabels: 学習, web\n\n本文\n\n終わり\n", text);
        assertEquals(new DraftHead("[同期] 2026-10-01", List.of("学習", "web"), "本文\n\n終わり\n", 3), read(text));
    }

    @Test
    void titleAndLabelsAreStrippedBlankLabelsDroppedAndTheBodyMayFollowAtOnce() {
        assertEquals(
                new DraftHead("題", List.of("a", "b"), "本文\n次", 2), read("title:\u3000題 \r\nlabels: a, ,b \r本文\n次"));
    }

    @Test
    void theWrongLineIsTheFirstThatIsNotThere() {
        assertEquals(1, DraftHead.wrongLine(LineIndex.lines("本文\nlabels: x")));
        assertEquals(1, DraftHead.wrongLine(LineIndex.lines("title: t")), "one line is no draft");
        assertEquals(2, DraftHead.wrongLine(LineIndex.lines("title: t\n本文")));
        assertEquals(0, DraftHead.wrongLine(LineIndex.lines("title: t\rlabels:")));
    }
}
