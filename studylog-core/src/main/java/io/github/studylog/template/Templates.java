package io.github.studylog.template;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The templates of one content repository. A template that is missing or broken is empty here; the reason
 * is a finding on CHATGPT.md.
 *
 * @param prompts every {@code template=session-prompt[-<kind>]} block by name (sorted); empty when that block is
 *                broken
 */
public record Templates(
        Optional<RecordTemplate> review,
        Optional<RecordTemplate> session,
        Optional<SyncTemplate> sessionSync,
        Map<String, Optional<PromptTemplate>> prompts) {

    public Templates {
        prompts = Collections.unmodifiableMap(new TreeMap<>(prompts));
    }

    /** Templates without a session-prompt block. */
    public Templates(
            Optional<RecordTemplate> review, Optional<RecordTemplate> session, Optional<SyncTemplate> sessionSync) {
        this(review, session, sessionSync, Map.of());
    }

    /** No templates (CHATGPT.md missing, or not needed by the goal). */
    public static Templates none() {
        return new Templates(Optional.empty(), Optional.empty(), Optional.empty());
    }
}
