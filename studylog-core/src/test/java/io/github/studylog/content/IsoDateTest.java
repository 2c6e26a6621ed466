package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IsoDateTest {

    @Test
    void aRealDayInTheFormIsRead() {
        assertEquals(Optional.of(LocalDate.of(2026, 10, 3)), IsoDate.parse("2026-10-03"));
        assertEquals(Optional.of(LocalDate.of(2024, 2, 29)), IsoDate.parse("2024-02-29"));
    }

    @Test
    void theFormIsFourDigitsDashTwoDashTwo() {
        assertTrue(IsoDate.hasForm("2026-02-30"), "the form, not the day");
        for (String text : new String[] {
            "2026/10/03",
            "2026-1-03",
            "+12026-10-03",
            "２０２６-10-03",
            " 2026-10-03",
            "2026-10-03 ",
            "2026-10-03T00:00",
            "",
            "令和8年10月3日"
        }) {
            assertFalse(IsoDate.hasForm(text), text);
            assertEquals(Optional.empty(), IsoDate.parse(text), text);
        }
        assertFalse(IsoDate.hasForm(null));
        assertEquals(Optional.empty(), IsoDate.parse(null));
    }

    @Test
    void theFormReadByHandIsThePatternTheSchemasUse() {
        java.util.regex.Pattern form = java.util.regex.Pattern.compile(IsoDate.PATTERN);
        for (String text : new String[] {
            "2026-10-03",
            "0000-00-00",
            "9999-99-99",
            "2026-10-03\n",
            "2026-10-3",
            "2026-10-003",
            "2026_10-03",
            "2026-10_03",
            "a026-10-03",
            "2026-1a-03",
            "2026-10-0a",
            "20261-0-03",
            "2026--10-03",
            "-2026-10-0",
            "2026-10-03-",
            "٢٠٢٦-10-03",
            "2026-10-03\u0000"
        }) {
            assertEquals(form.matcher(text).matches(), IsoDate.hasForm(text), text);
        }
        assertFalse(IsoDate.hasForm(null));
    }

    @Test
    void aDayThatDoesNotExistIsNotRead() {
        assertEquals(Optional.empty(), IsoDate.parse("2026-02-30"));
        assertEquals(Optional.empty(), IsoDate.parse("2025-02-29"));
        assertEquals(Optional.empty(), IsoDate.parse("2026-13-01"));
        assertEquals(Optional.empty(), IsoDate.parse("2026-00-10"));
    }
}
