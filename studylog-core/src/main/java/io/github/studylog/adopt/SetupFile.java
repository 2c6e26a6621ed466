package io.github.studylog.adopt;

import io.github.studylog.message.Message;
import java.util.Objects;

/**
 * One file {@code studylog:init} proposes for a content repo: its repo-relative path, what to do with it, why, and
 * its text now and after.
 *
 * @param path   repo-relative, with {@code /}
 * @param action create it, append to it, or leave it (it exists)
 * @param reason one line: why the repo needs it
 * @param before its text now ({@code ""} when it does not exist)
 * @param after  its proposed text ({@code before} when it is left)
 */
public record SetupFile(String path, Action action, Message reason, String before, String after) {

    public SetupFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }

    /** What init does with a file. */
    public enum Action {
        /** a new file; never replaces one */
        CREATE("create", "init.setup.create"),
        /** lines added at the end of an existing file */
        APPEND("append to", "init.setup.append"),
        /** an entry added to an existing configuration, whose other entries stay */
        MERGE("merge into", "init.setup.merge"),
        /** the file exists (or already holds the line): left as it is */
        KEEP("keep", "init.setup.keep");

        private final String verb;
        private final String key;

        Action(String verb, String key) {
            this.verb = verb;
            this.key = key;
        }

        /** {@code create}, {@code append to}, {@code keep}: the English verb. */
        public String verb() {
            return verb;
        }

        /** The verb's catalogue key: {@code init.setup.create} … */
        public String key() {
            return key;
        }
    }

    /** True when writing would change the repo. */
    public boolean changes() {
        return action != Action.KEEP;
    }
}
