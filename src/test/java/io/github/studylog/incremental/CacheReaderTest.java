package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cache format's primitives: what is written reads back, and a damaged byte is {@code Corrupt}, never more. */
class CacheReaderTest {

    private static CacheReader reader(int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return new CacheReader(b);
    }

    private static String corrupt(CacheReader.Item<?> read, CacheReader in) {
        return assertThrows(CacheReader.Corrupt.class, () -> read.read(in)).getMessage();
    }

    @Test
    void intsTakeOneToFiveBytesAndReadBack() throws CacheReader.Corrupt {
        int[] values = {0, 1, -1, 63, -64, 64, 127, 128, 300, 8191, 65_535, 1 << 20, Integer.MAX_VALUE,
            Integer.MIN_VALUE};
        int[] sizes = {1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 4, 5, 5};
        CacheWriter out = new CacheWriter();
        for (int i = 0; i < values.length; i++) {
            int before = out.size();
            out.writeInt(values[i]);
            assertEquals(sizes[i], out.size() - before, "size of " + values[i]);
        }
        CacheReader in = new CacheReader(out.toByteArray());
        for (int value : values) {
            assertEquals(value, in.readInt());
        }
        assertTrue(in.atEnd());
        assertArrayEquals(new byte[] {(byte) 0xAC, 0x02}, new CacheWriter().writeInt(150).toByteArray());
    }

    @Test
    void anIntLongerThanFiveBytesOrBeyond32BitsOrCutIsCorrupt() {
        assertEquals("an int longer than five bytes at 0",
                corrupt(CacheReader::readInt, reader(0x80, 0x80, 0x80, 0x80, 0x80, 0x01)));
        assertEquals("an int beyond 32 bits at 0", corrupt(CacheReader::readInt, reader(0xFF, 0xFF, 0xFF, 0xFF, 0x1F)));
        assertEquals("truncated at 1", corrupt(CacheReader::readInt, reader(0x80)));
    }

    @Test
    void countsAndBoundedIntsAreCheckedAgainstWhatIsLeft() {
        assertEquals("count 3 beyond the 2 bytes left at 0", corrupt(CacheReader::readCount, reader(6, 'a', 'b')));
        assertEquals("count -1 beyond the 0 bytes left at 0", corrupt(CacheReader::readCount, reader(1)));
        assertEquals("value 5 out of 0..4 at 0", corrupt(in -> in.readInt(4), reader(10)));
    }

    @Test
    void stringsAreStrictUtf8AndAReplacementCharacterReadsBack() throws CacheReader.Corrupt {
        CacheWriter out = new CacheWriter().writeString("復習 \uFFFD done").writeString("");
        CacheReader in = new CacheReader(out.toByteArray());
        assertEquals(List.of("復習 \uFFFD done", ""), List.of(in.readString(), in.readString()));
        assertEquals("a string is not UTF-8 at 1", corrupt(CacheReader::readString, reader(4, 'a', 0xFF, 'b', 'c')));
        assertThrows(CacheWriter.NotEncodable.class, () -> new CacheWriter().writeString("\uD800"));
    }

    @Test
    void listsOptionalsAndSpansReadBack() throws CacheReader.Corrupt {
        CacheWriter inner = new CacheWriter().writeInt(7);
        CacheWriter out = new CacheWriter().writeList(List.of(1, 200), CacheWriter::writeInt)
                .writeOptional(Optional.of("x"), CacheWriter::writeString).writeOptional(Optional.empty(),
                        CacheWriter::writeString)
                .writeSpan(inner).writeBoolean(true);
        CacheReader in = new CacheReader(out.toByteArray());
        assertEquals(List.of(1, 200), in.readList(CacheReader::readInt));
        assertEquals(Optional.of("x"), in.readOptional(CacheReader::readString));
        assertEquals(Optional.empty(), in.readOptional(CacheReader::readString));
        assertEquals(7, in.readSpan().reader().readInt());
        assertTrue(in.readBoolean());
        assertTrue(in.atEnd());
        assertEquals("flag 2 at 0", corrupt(CacheReader::readBoolean, reader(2)));
    }

    @Test
    void longsReadBack() throws CacheReader.Corrupt {
        long[] values = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1_764_590_000_123_456_789L};
        CacheWriter out = new CacheWriter();
        for (long value : values) {
            out.writeLong(value);
        }
        CacheReader in = new CacheReader(out.toByteArray());
        for (long value : values) {
            assertEquals(value, in.readLong());
        }
        assertTrue(in.atEnd());
    }

    @Test
    void anEnumIsReadByItsNameAndAnUnknownNameIsCorrupt() throws CacheReader.Corrupt {
        CacheReader in = new CacheReader(new CacheWriter().writeString("SECONDS").writeString("seconds").toByteArray());
        assertEquals(java.util.concurrent.TimeUnit.SECONDS, in.readEnum(java.util.concurrent.TimeUnit.class, "unit"));
        assertEquals("unknown unit `seconds`", corrupt(r -> r.readEnum(java.util.concurrent.TimeUnit.class, "unit"), in));
    }

    @Test
    void aFilesRepeatedStringsAreDecodedOnceAcrossTheReadersOfItsSpans() throws CacheReader.Corrupt {
        CacheWriter inner = new CacheWriter().writeString("外部副作用とexactly-once").writeString("Q1");
        byte[] bytes = new CacheWriter().writeString("外部副作用とexactly-once").writeSpan(inner).writeSpan(inner)
                .writeString("x".repeat(CacheReader.Strings.MAX_BYTES + 1))
                .writeString("x".repeat(CacheReader.Strings.MAX_BYTES + 1)).toByteArray();

        CacheReader file = CacheReader.ofFile(bytes, 0, bytes.length);
        String first = file.readString();
        CacheReader one = file.readSpan().reader();
        CacheReader two = file.readSpan().reader();
        String again = one.readString();
        assertEquals("外部副作用とexactly-once", again);
        assertSame(first, again, "the same bytes, one String");
        assertSame(first, two.readString());
        assertSame(one.readString(), two.readString(), "Q1 once too");
        String longer = file.readString();
        assertEquals("x".repeat(CacheReader.Strings.MAX_BYTES + 1), longer);
        assertNotSame(longer, file.readString(), "a long text is decoded each time");

        CacheReader plain = new CacheReader(bytes);
        assertNotSame(plain.readString(), new CacheReader(bytes).readString(), "a reader of other bytes keeps none");
    }

    @Test
    void twoTextsOfOneSlotEachReadAsThemselves() throws CacheReader.Corrupt {
        // two short texts whose bytes fall in the same slot, read in turns: each replaces the other
        byte[] a = "a".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int slot = CacheReader.Strings.slot(a, 0, 1);
        String other = null;
        for (int i = 0; other == null; i++) {
            byte[] candidate = ("セクション" + i).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            if (CacheReader.Strings.slot(candidate, 0, candidate.length) == slot) {
                other = "セクション" + i;
            }
        }
        byte[] bytes = new CacheWriter().writeString("a").writeString(other).writeString("a").writeString(other)
                .toByteArray();
        CacheReader in = CacheReader.ofFile(bytes, 0, bytes.length);
        assertEquals(List.of("a", other, "a", other),
                List.of(in.readString(), in.readString(), in.readString(), in.readString()));
    }

    @Test
    void aTextNotUtf8IsCorruptEvenWhereTheStringsAreShared() {
        byte[] bytes = {2, (byte) 0xC3, (byte) 0x28};
        assertTrue(corrupt(CacheReader::readString, CacheReader.ofFile(bytes, 0, bytes.length))
                .startsWith("a string is not UTF-8"));
    }
}
