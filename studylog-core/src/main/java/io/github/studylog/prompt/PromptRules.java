package io.github.studylog.prompt;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules of the session prompt ({@code studylog:prompt}). Findings point at CHATGPT.md's own lines. */
public enum PromptRules implements Rule {
    /** A path a session-prompt template writes literally is no file of the repository ({@link SessionPrompts}). */
    PROMPT_PATH_MISSING("prompt-path-missing");

    private final RuleInfo info;

    PromptRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
