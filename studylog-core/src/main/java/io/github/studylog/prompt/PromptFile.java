package io.github.studylog.prompt;

import java.util.Optional;

/**
 * One file of a session prompt, with the commit that last changed it.
 *
 * @param path   repo-relative path
 * @param role   why the session reads it
 * @param commit the full id of the commit that last changed it; empty when that cannot be known (the file changed
 *               since, is untracked, or the repository is not in git)
 */
public record PromptFile(String path, Role role, Optional<String> commit) {

    /** Why a file is in the prompt, in the prompt's order. */
    public enum Role {
        /** CHATGPT.md, AGENTS.md, a path the template names. */
        EVERY_SESSION("毎回読むファイル"),
        /** The review's doc. */
        DOC("教材"),
        /** Another doc the review's doc links. */
        LINKED_DOC("リンク先の教材"),
        /** The JSON source of a diagram page the doc links. */
        DIAGRAM_JSON("図の JSON（正本）"),
        /** A hand-drawn SVG (or another static file) the doc shows or links. */
        PICTURE("手描きの図（SVG が正本）"),
        /** Another static file the doc links. */
        STATIC_FILE("静的ファイル"),
        /** The review record. */
        REVIEW("review"),
        /** A session of the review. */
        SESSION("session"),
        /** The newest session of the review. */
        LATEST_SESSION("session（最新）");

        private final String label;

        Role(String label) {
            this.label = label;
        }

        /** The prompt's word for it. */
        public String label() {
            return label;
        }
    }
}
