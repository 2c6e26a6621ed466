package io.github.studylog.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The frame of a cache file: its header, its body and the CRC-32C that tells a damaged file from a good one. */
class CacheFileTest {

    @TempDir
    Path dir;

    private CacheFile file() {
        return new CacheFile(dir, "test.cache", "studylog-test 1");
    }

    private void write(String text) throws IOException {
        CacheFile file = file();
        file.write(file.newBody().writeString(text));
    }

    private Optional<String> read() throws CacheReader.Corrupt {
        Optional<CacheReader> body = file().read();
        return body.isPresent() ? Optional.of(body.get().readString()) : Optional.empty();
    }

    @Test
    void aBodyReadsBackAndEndsWithItsChecksum() throws Exception {
        write("記録 one");
        assertEquals(Optional.of("記録 one"), read());
        byte[] bytes = Files.readAllBytes(file().path());
        byte[] body = Arrays.copyOfRange(bytes, "studylog-test 1\n".length(), bytes.length - 4);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(body);
        assertEquals((int) crc.getValue(), java.nio.ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt());
    }

    @Test
    void aFlippedBitAnywhereOrATruncatedFileIsNoCache() throws Exception {
        write("記録 one, two, three");
        byte[] good = Files.readAllBytes(file().path());
        int header = "studylog-test 1\n".length();
        for (int at = header; at < good.length; at++) {
            byte[] bad = good.clone();
            bad[at] ^= 0x10;
            Files.write(file().path(), bad);
            assertEquals(Optional.empty(), read(), "byte " + at + " flipped");
        }
        for (int length : new int[] {0, header, good.length - 4, good.length - 1}) {
            Files.write(file().path(), Arrays.copyOf(good, length));
            assertEquals(Optional.empty(), read(), "cut to " + length);
        }
        Files.write(file().path(), good);
        assertTrue(read().isPresent(), "the good file again");
    }

    @Test
    void anotherFormatOrVersionIsNoCache() throws Exception {
        write("x");
        assertEquals(Optional.empty(), new CacheFile(dir, "test.cache", "studylog-test 2").read().map(r -> r));
    }

    @Test
    void aFileOfTheLimitIsReadOneByteMoreIsNot() throws Exception {
        write("記録");
        long size = Files.size(file().path());
        assertTrue(new CacheFile(dir, "test.cache", "studylog-test 1", size).read().isPresent(), "at the limit");
        assertEquals(Optional.empty(), new CacheFile(dir, "test.cache", "studylog-test 1", size - 1).read()
                .map(r -> r), "one byte over it");
    }

    @Test
    void aFileOfTheHeaderAndAChecksumOnlyHoldsAnEmptyBody() throws Exception {
        CacheFile file = file();
        file.write(file.newBody());
        assertEquals(Optional.of(true), file.read().map(CacheReader::atEnd), "an empty body is a body");
        write("記録");
        assertEquals(Optional.of(false), file.read().map(CacheReader::atEnd), "a body with a string in it");
    }
}
