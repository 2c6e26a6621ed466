package io.github.studylog.adopt;

import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Applies an {@link InitProposal} to CHATGPT.md: the new text goes to a temporary file beside it, which is then
 * moved over it, so CHATGPT.md is never half written. A byte order mark the file had is kept.
 */
public final class InitWriter {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /** Writes the proposal into the repository at {@code root}; returns the file written. */
    public Path write(Path root, InitProposal proposal) throws IOException {
        OutputFiles repo = new OutputFiles(root);
        Path target = repo.resolve(proposal.path());
        byte[] text = proposal.after().getBytes(StandardCharsets.UTF_8);
        if (startsWithBom(target)) {
            byte[] withBom = new byte[BOM.length + text.length];
            System.arraycopy(BOM, 0, withBom, 0, BOM.length);
            System.arraycopy(text, 0, withBom, BOM.length, text.length);
            text = withBom;
        }
        return repo.write(proposal.path(), text);
    }

    private static boolean startsWithBom(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(BOM.length);
            return head.length == BOM.length && head[0] == BOM[0] && head[1] == BOM[1] && head[2] == BOM[2];
        }
    }
}
