package io.github.studylog.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A checked file is its path and kind: equal, hashed and listed once by both. */
class CheckedFileTest {

    @Test
    void aCheckedFileIsItsPathAndKind() {
        CheckedFile review = new CheckedFile("reviews/記録.yaml", FileKind.REVIEW);
        assertEquals(review, new CheckedFile("reviews/記録.yaml", FileKind.REVIEW));
        assertEquals(review.hashCode(), new CheckedFile("reviews/記録.yaml", FileKind.REVIEW).hashCode());
        assertNotEquals(review, new CheckedFile("reviews/記録.yaml", FileKind.SESSION));
        assertNotEquals(review, new CheckedFile("reviews/other.yaml", FileKind.REVIEW));
        assertNotEquals(review, "reviews/記録.yaml");
        assertEquals(
                List.of(review, new CheckedFile("sessions/a.yaml", FileKind.SESSION)),
                new CheckResult(
                                List.of(),
                                List.of(new CheckedFile("sessions/a.yaml", FileKind.SESSION), review, review))
                        .checkedFiles());
    }
}
