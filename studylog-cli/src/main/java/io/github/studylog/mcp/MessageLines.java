package io.github.studylog.mcp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output as whole lines: bytes are held until a line ends, then the line is written and flushed at once,
 * under one lock, so the SDK's messages and {@link MessageGate}'s answers never interleave.
 */
final class MessageLines extends OutputStream {

    private final OutputStream out;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    MessageLines(OutputStream out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        synchronized (this) {
            line.write(b);
            if (b == '\n') {
                emit();
            }
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        synchronized (this) {
            int start = off;
            for (int i = off; i < off + len; i++) {
                if (b[i] == '\n') {
                    line.write(b, start, i + 1 - start);
                    emit();
                    start = i + 1;
                }
            }
            line.write(b, start, off + len - start);
        }
    }

    /** One whole line of the gate's own. */
    void writeLine(byte[] message) throws IOException {
        synchronized (this) {
            out.write(message);
            out.write('\n');
            out.flush();
        }
    }

    private void emit() throws IOException {
        line.writeTo(out);
        line.reset();
        out.flush();
    }

    @Override
    public void flush() {
        // a line is flushed when it ends; a part of one waits for the rest
    }

    @Override
    public void close() throws IOException {
        synchronized (this) {
            if (line.size() > 0) {
                emit();
            }
            out.flush();
        }
    }
}
