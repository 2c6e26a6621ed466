package io.github.studylog.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Decoding a file's bytes: UTF-8 only, and where it stops being UTF-8. */
class TextFilesTest {

    private static String decoded(byte[] bytes) throws TextFiles.UnreadableText {
        return TextFiles.decode("x.yaml", bytes).text();
    }

    private static String refused(byte[] bytes) {
        TextFiles.UnreadableText e = assertThrows(TextFiles.UnreadableText.class, () -> decoded(bytes));
        return e.line() + ":" + e.column() + " " + e.message().key() + " "
                + e.message().english();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] join(byte[] a, int... tail) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + tail.length);
        for (int i = 0; i < tail.length; i++) {
            out[a.length + i] = (byte) tail[i];
        }
        return out;
    }

    @Test
    void utf8IsDecodedAndALeadingBomDropped() throws TextFiles.UnreadableText {
        assertEquals("メモ: 復習\n", decoded(utf8("メモ: 復習\n")));
        assertEquals(
                "a: 1\n", decoded(join(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, 'a', ':', ' ', '1', '\n')));
    }

    @Test
    void aReplacementCharacterWrittenInTheFileIsText() throws TextFiles.UnreadableText {
        assertEquals("記号: \uFFFD\n", decoded(utf8("記号: \uFFFD\n")));
    }

    @Test
    void invalidBytesAreRefusedAtTheirLineAndColumn() {
        assertEquals(
                "2:4 file-unreadable.not-utf-8 the file is not valid UTF-8 (byte 0xFF); save it as UTF-8",
                refused(join(utf8("a: 1\nメモ:"), 0xFF, '\n')));
    }

    @Test
    void aFileWithBothAReplacementCharacterAndAnInvalidByteIsRefusedAtTheByte() {
        assertEquals(
                "1:4 file-unreadable.not-utf-8 the file is not valid UTF-8 (byte 0xC3); save it as UTF-8",
                refused(join(utf8("\uFFFD: "), 0xC3, 0x28)));
    }

    @Test
    void overlongFormsAndEncodedSurrogatesAreNotUtf8() {
        assertEquals(
                "1:1 file-unreadable.not-utf-8 the file is not valid UTF-8 (byte 0xC0); save it as UTF-8",
                refused(new byte[] {(byte) 0xC0, (byte) 0xAF}));
        assertEquals(
                "1:4 file-unreadable.not-utf-8 the file is not valid UTF-8 (byte 0xED); save it as UTF-8",
                refused(join(utf8("ab:"), 0xED, 0xA0, 0x80)));
    }
}
