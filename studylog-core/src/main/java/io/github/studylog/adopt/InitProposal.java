package io.github.studylog.adopt;

import io.github.studylog.message.Message;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code studylog:init} proposes for CHATGPT.md: its new text, the diff, which blocks became which templates,
 * and how the existing records fare under them. Nothing is written until {@link InitWriter} is asked to.
 *
 * @param path         repo-relative path of CHATGPT.md
 * @param before       its text now
 * @param after        its proposed text (equal to {@code before} when there is nothing to do)
 * @param diff         the unified diff from {@code before} to {@code after}, empty when equal
 * @param alreadyMarked the template names CHATGPT.md already has a {@code template=} block for
 * @param matches      the blocks chosen for the other names
 * @param notFound     names for which no block fits (with a sentence why)
 * @param notes        what a reviewer should know about the inference
 * @param table        the existing records under the proposed templates; empty when nothing changes
 */
public record InitProposal(
        String path,
        String before,
        String after,
        String diff,
        List<String> alreadyMarked,
        Map<String, BlockMatch> matches,
        Map<String, Message> notFound,
        List<Message> notes,
        Optional<PassTable> table) {

    public InitProposal {
        alreadyMarked = List.copyOf(alreadyMarked);
        matches = Collections.unmodifiableMap(new LinkedHashMap<>(matches));
        notFound = Collections.unmodifiableMap(new LinkedHashMap<>(notFound));
        notes = List.copyOf(notes);
    }

    /** True when CHATGPT.md would not change. */
    public boolean nothingToDo() {
        return before.equals(after);
    }
}
