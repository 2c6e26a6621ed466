package io.github.studylog.template;

import java.util.Optional;

/**
 * The templates of one content repository. A template that is missing or broken is empty here; the reason
 * is a finding on CHATGPT.md.
 */
public record Templates(Optional<RecordTemplate> review, Optional<RecordTemplate> session,
        Optional<SyncTemplate> sessionSync) {

    /** No templates (CHATGPT.md missing, or not needed by the goal). */
    public static Templates none() {
        return new Templates(Optional.empty(), Optional.empty(), Optional.empty());
    }
}
