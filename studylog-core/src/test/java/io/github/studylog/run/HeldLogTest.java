package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of work beside the main thread come out later, in their order, at their level. */
class HeldLogTest {

    @Test
    void heldLinesAreLoggedLaterInTheirOrderAndLevelOnce() {
        HeldLog held = new HeldLog();
        held.info("下書きを書きました");
        held.warn("w");
        held.debug("d");
        held.error("e");
        held.print("プロンプト");
        ListLog log = ListLog.everyLevel();
        assertEquals(List.of(), log.lines(), "nothing before the replay");
        held.replayTo(log);
        held.replayTo(log);
        assertEquals(List.of("I 下書きを書きました", "W w", "D d", "E e", "P プロンプト"), log.lines());
    }
}
