package io.github.studylog.adopt;

import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.message.Message;

/**
 * The block of CHATGPT.md chosen to become one template.
 *
 * @param name    {@code review}, {@code session} or {@code session-sync}
 * @param block   the fenced block
 * @param score   how well its top-level keys match the records' (mean Jaccard similarity, 0 to 1; 1 for the
 *                session-sync block, which is found by its {@code [Session Sync]} title)
 */
public record BlockMatch(String name, FencedBlock block, double score) {

    /** "the ```yaml block at line 57". */
    public Message describe() {
        return Message.of("init.block", block.info(), block.fenceLine());
    }
}
