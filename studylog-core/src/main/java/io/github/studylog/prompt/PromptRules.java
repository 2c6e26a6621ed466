package io.github.studylog.prompt;

import io.github.studylog.finding.Rule;

/** Rules of the session prompt ({@code studylog:prompt}). Findings point at CHATGPT.md's own lines. */
public final class PromptRules {
    /** A path a session-prompt template writes literally is no file of the repository ({@link SessionPrompts}). */
    public static final Rule PROMPT_PATH_MISSING = Rule.error("prompt-path-missing");

    private PromptRules() {}
}
