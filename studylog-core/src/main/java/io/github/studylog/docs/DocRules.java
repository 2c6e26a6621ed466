package io.github.studylog.docs;

import io.github.studylog.finding.Rule;

/** Rules about the explanations under {@code src/content/docs} (their front matter, headings and internal links). */
public final class DocRules {
    /** Front matter that is not a YAML mapping, or is never closed ({@link DocParser}). */
    public static final Rule DOC_FRONT_MATTER = Rule.error("doc-front-matter");

    /** A front-matter {@code review:} naming no existing review ({@link DocsCheck}). */
    public static final Rule DOC_REVIEW_UNKNOWN = Rule.error("doc-review-unknown");

    /** A link to a page the site does not have: no doc, a draft, outside the base, a diagram page without its
     * JSON ({@link LinkResolver}). */
    public static final Rule DOC_LINK_PAGE = Rule.error("doc-link-page");

    /** A {@code #fragment} naming no heading id or {@code id} attribute of the linked page ({@link LinkResolver}). */
    public static final Rule DOC_LINK_ANCHOR = Rule.error("doc-link-anchor");

    /** An image, or a link to a static file, whose file does not exist ({@link LinkResolver}). */
    public static final Rule DOC_LINK_FILE = Rule.error("doc-link-file");

    /** A page link written relative to the page ({@code ../x/}) while relative links are findings
     * ({@link LinkResolver}). */
    public static final Rule DOC_LINK_RELATIVE = Rule.error("doc-link-relative");

    /** A link to {@code localhost} or {@code 127.0.0.1}, left over from writing ({@link LinkResolver}). */
    public static final Rule DOC_LINK_LOCAL = Rule.error("doc-link-local");

    /** A session id in a doc's text naming no session ({@link SessionCites}). */
    public static final Rule DOC_SESSION_UNKNOWN = Rule.error("doc-session-unknown");

    /** An issue number cited right after a session id that is not the session's {@code issue}
     * ({@link SessionCites}). */
    public static final Rule DOC_SESSION_ISSUE = Rule.error("doc-session-issue");

    /** A Markdown file beyond one of the bounds it is read within, {@link MarkdownLimits} ({@link SafeMarkdown},
     * {@link DocParser}, {@link DocsCheck}); the message names the limit and the measured value. */
    public static final Rule DOC_LIMIT = Rule.error("doc-limit");

    private DocRules() {}
}
