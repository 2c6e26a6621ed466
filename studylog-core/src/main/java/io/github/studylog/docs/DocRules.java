package io.github.studylog.docs;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about the explanations under {@code src/content/docs} (their front matter, headings and internal links). */
public enum DocRules implements Rule {
    /** Front matter that is not a YAML mapping, or is never closed ({@link DocParser}). */
    DOC_FRONT_MATTER("doc-front-matter"),
    /** A front-matter {@code review:} naming no existing review ({@link DocsCheck}). */
    DOC_REVIEW_UNKNOWN("doc-review-unknown"),
    /** A link to a page the site does not have: no doc, a draft, outside the base, a diagram page without its
     * JSON ({@link LinkResolver}). */
    DOC_LINK_PAGE("doc-link-page"),
    /** A {@code #fragment} naming no heading id or {@code id} attribute of the linked page ({@link LinkResolver}). */
    DOC_LINK_ANCHOR("doc-link-anchor"),
    /** An image, or a link to a static file, whose file does not exist ({@link LinkResolver}). */
    DOC_LINK_FILE("doc-link-file"),
    /** A page link written relative to the page ({@code ../x/}) while relative links are findings
     * ({@link LinkResolver}). */
    DOC_LINK_RELATIVE("doc-link-relative"),
    /** A link to {@code localhost} or {@code 127.0.0.1}, left over from writing ({@link LinkResolver}). */
    DOC_LINK_LOCAL("doc-link-local"),
    /** A session id in a doc's text naming no session ({@link SessionCites}). */
    DOC_SESSION_UNKNOWN("doc-session-unknown"),
    /** An issue number cited right after a session id that is not the session's {@code issue}
     * ({@link SessionCites}). */
    DOC_SESSION_ISSUE("doc-session-issue"),
    /** A Markdown file beyond one of the bounds it is read within, {@link MarkdownLimits} ({@link SafeMarkdown},
     * {@link DocParser}, {@link DocsCheck}); the message names the limit and the measured value. */
    DOC_LIMIT("doc-limit");

    private final RuleInfo info;

    DocRules(String id) {
        this.info = new RuleInfo(id, Severity.ERROR);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
