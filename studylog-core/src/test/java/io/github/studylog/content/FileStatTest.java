package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FileStatTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void twoStatsAreEqualWhenSizeTimeAndTakenAre() {
        FileStat stat = new FileStat(10, 5 * SECOND, 9 * SECOND);
        assertEquals(stat, new FileStat(10, 5 * SECOND, 9 * SECOND));
        assertEquals(stat.hashCode(), new FileStat(10, 5 * SECOND, 9 * SECOND).hashCode());
        for (FileStat other : List.of(
                new FileStat(11, 5 * SECOND, 9 * SECOND),
                new FileStat(10, 5 * SECOND + 1, 9 * SECOND),
                new FileStat(10, 5 * SECOND, 9 * SECOND + 1))) {
            assertNotEquals(stat, other);
            assertNotEquals(stat.hashCode(), other.hashCode(), other.toString());
        }
        assertFalse(stat.equals(null));
        assertFalse(stat.equals("10"));
    }

    @Test
    void aStatTakenTwoSecondsAfterTheWriteProvesALaterOneUnchanged() {
        FileStat racy = new FileStat(10, 5 * SECOND, 7 * SECOND);
        FileStat clean = new FileStat(10, 5 * SECOND, 7 * SECOND + 1);
        FileStat later = new FileStat(10, 5 * SECOND, 60 * SECOND);
        assertFalse(racy.unchangedAt(later), "taken within 2 s of the write: it may have been written again");
        assertTrue(clean.unchangedAt(later));
        assertFalse(clean.unchangedAt(new FileStat(11, 5 * SECOND, 60 * SECOND)), "another size");
        assertFalse(clean.unchangedAt(new FileStat(10, 6 * SECOND, 60 * SECOND)), "another time");
    }
}
