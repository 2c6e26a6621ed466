package io.github.studylog.content;

import io.github.studylog.message.Message;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads content files strictly: UTF-8 only (a UTF-16 or Latin-1 file is reported, not mis-decoded),
 * a UTF-8 byte order mark is dropped, NUL bytes and oversized files are refused.
 */
public final class TextFiles {

    /** Larger files are refused before parsing: no study record or diagram is anywhere near this. */
    public static final long MAX_BYTES = 4L * 1024 * 1024;

    private TextFiles() {}

    /** Why a file cannot be read as text; carries the 1-based location of the first bad byte. */
    public static final class UnreadableText extends Exception {
        private final int line;
        private final int column;

        private final Message message;

        public UnreadableText(Message message, int line, int column) {
            super(message.english());
            this.message = message;
            this.line = line;
            this.column = column;
        }

        /** Why, as a sentence of the catalogue. */
        public Message message() {
            return message;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    public static TextFile read(Path file, String relative) throws IOException, UnreadableText {
        checkSize(Files.size(file));
        return decode(relative, Files.readAllBytes(file));
    }

    /** The bytes of a file already read, as {@link #read} would give them: the same size limit, then decoded. */
    public static TextFile decodeBounded(String relative, byte[] bytes) throws UnreadableText {
        checkSize(bytes.length);
        return decode(relative, bytes);
    }

    private static void checkSize(long size) throws UnreadableText {
        if (size > MAX_BYTES) {
            throw new UnreadableText(
                    Message.of("file-unreadable.too-large-kib", size / 1024, MAX_BYTES / 1024 / 1024), 1, 1);
        }
    }

    public static TextFile decode(String relative, byte[] bytes) throws UnreadableText {
        if (bytes.length >= 2
                && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                        || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            throw new UnreadableText(Message.of("file-unreadable.utf-16"), 1, 1);
        }
        int start = Bom.utf8Length(bytes);
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                int[] loc = locate(bytes, start, i);
                throw new UnreadableText(Message.of("file-unreadable.nul"), loc[0], loc[1]);
            }
        }
        // the JDK's own decoding is the fast one; it replaces what is not UTF-8 by U+FFFD, so only a text holding
        // U+FFFD (written so, or replaced) is decoded again strictly, to tell the two apart
        String fast = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            return new TextFile(relative, fast);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            String text = decoder.decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
                    .toString();
            return new TextFile(relative, text);
        } catch (CharacterCodingException e) {
            int bad = firstUndecodable(bytes, start, StandardCharsets.UTF_8);
            if (bad < 0) {
                bad = bytes.length - 1; // the strict decoder refused the whole and no byte alone: the end
            }
            int[] loc = locate(bytes, start, bad);
            throw new UnreadableText(
                    Message.of("file-unreadable.not-utf-8", String.format("%02X", bytes[bad] & 0xFF)), loc[0], loc[1]);
        }
    }

    /**
     * Offset of the first byte of {@code bytes} from {@code start} that the strict decoder of {@code charset} refuses,
     * or -1 when every byte decodes: it knows overlong forms, encoded surrogates ({@code ED A0 80}) and sequences
     * beyond U+10FFFF, which a hand-written lead-byte check misses.
     */
    public static int firstUndecodable(byte[] bytes, int start, Charset charset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(4096);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                return in.position();
            }
            if (result.isUnderflow()) {
                break;
            }
            out.clear(); // overflow: the chars themselves are not kept
        }
        out.clear();
        return decoder.flush(out).isError() ? Math.min(in.position(), bytes.length - 1) : -1;
    }

    /** 1-based line and column (in code points of the valid prefix) of byte offset {@code at}. */
    private static int[] locate(byte[] bytes, int start, int at) {
        LineIndex.Position position = position(bytes, start, at, StandardCharsets.UTF_8);
        return new int[] {position.line(), position.column()};
    }

    /**
     * The line and column (code points, a leading BOM not counted) of byte offset {@code at} in {@code bytes} read
     * from {@code start} in {@code charset}: where a finding about the byte at {@code at} points.
     */
    public static LineIndex.Position position(byte[] bytes, int start, int at, Charset charset) {
        String prefix = Bom.strip(new String(bytes, start, at - start, charset));
        return LineIndex.of(prefix).at(prefix.length());
    }
}
