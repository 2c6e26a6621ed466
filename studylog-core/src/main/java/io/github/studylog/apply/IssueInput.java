package io.github.studylog.apply;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@code [Session Sync]} issue as read from {@code -Dstudylog.issue=FILE}, whatever its form.
 *
 * @param form              which form the file had
 * @param number            the issue number, when the input knows it
 * @param title             the issue title
 * @param body              the body; empty when the issue has none ({@code "body": null})
 * @param labels            the label names
 * @param authorAssociation the author's association with the repository (event payloads only)
 * @param url               the issue's web address, when known
 * @param bodyName          how findings name the body, e.g. {@code issue #13} or the Markdown file's name
 * @param bodyLineOffset    lines of that named file before the body's first line (a draft {@code .md}: 3)
 * @param titleColumn       the title's column on line 1 of that named file (a draft {@code .md}), 0 when the title
 *                          is no line of it (a JSON form)
 */
public record IssueInput(
        Form form,
        Optional<Long> number,
        String title,
        Optional<String> body,
        List<String> labels,
        Optional<String> authorAssociation,
        Optional<String> url,
        String bodyName,
        int bodyLineOffset,
        int titleColumn) {

    /** The forms of an issue the goal recognises, by content. */
    public enum Form {
        /** the GitHub {@code issues} event payload ({@code $GITHUB_EVENT_PATH}) */
        EVENT_PAYLOAD("GitHub issues event", "apply.form.event-payload"),
        /** {@code gh issue view N --json number,title,body,labels,author,url} */
        GH_ISSUE_VIEW("gh issue view JSON", "apply.form.gh-issue-view"),
        /** a {@code sync-draft} {@code <id>.json} */
        DRAFT_JSON("draft JSON", "apply.form.draft-json"),
        /** Markdown whose first lines are {@code title:} and {@code labels:} */
        MARKDOWN("draft Markdown", "apply.form.markdown");

        private final String label;
        private final String messageKey;

        Form(String label, String messageKey) {
            this.label = label;
            this.messageKey = messageKey;
        }

        /** How the console names the form. */
        public String label() {
            return label;
        }

        /** The catalogue key of the form's name in the run's language. */
        public String messageKey() {
            return messageKey;
        }
    }

    /** An issue whose title is no line of the named file. */
    public IssueInput(
            Form form,
            Optional<Long> number,
            String title,
            Optional<String> body,
            List<String> labels,
            Optional<String> authorAssociation,
            Optional<String> url,
            String bodyName,
            int bodyLineOffset) {
        this(form, number, title, body, labels, authorAssociation, url, bodyName, bodyLineOffset, 0);
    }

    /** Where the title's findings are: line 1 at its column of a draft's file, else no line (0:0). */
    int titleLine() {
        return titleColumn > 0 ? 1 : 0;
    }

    public IssueInput {
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(title, "title");
        labels = List.copyOf(labels);
        Objects.requireNonNull(bodyName, "bodyName");
    }
}
