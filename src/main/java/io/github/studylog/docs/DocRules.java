package io.github.studylog.docs;

import io.github.studylog.finding.Rule;
import io.github.studylog.finding.RuleInfo;
import io.github.studylog.finding.Severity;

/** Rules about the explanations under {@code src/content/docs} (SPEC §2 "Docs" and §9 "Internal links"). */
public enum DocRules implements Rule {
    /** Front matter that is not a YAML mapping, or is never closed ({@link DocParser}). */
    DOC_FRONT_MATTER("doc-front-matter", "A doc's front matter does not parse.",
            "Put YAML between two `---` lines at the very top of the file."),
    /** A front-matter {@code review:} naming no existing review ({@link DocsCheck}). */
    DOC_REVIEW_UNKNOWN("doc-review-unknown", "A doc's `review:` names a review that does not exist.",
            "Use the id of a file in reviews/ (without .yaml)."),
    /** A link to a page the site does not have: no doc, a draft, outside the base, a diagram page without its
     * JSON ({@link LinkResolver}). */
    DOC_LINK_PAGE("doc-link-page", "A doc links to a page the site does not have.",
            "Link a page by its URL: its path under the docs folder (or its `slug:`) such as `/guides/intro/`; "
                    + "a diagram page `/diagrams/<topic>/<name>.html` needs diagrams/<topic>/<name>.json."),
    /** A {@code #fragment} naming no heading id or {@code id} attribute of the linked page ({@link LinkResolver}). */
    DOC_LINK_ANCHOR("doc-link-anchor", "A link's `#fragment` is no heading id of the page it links to.",
            "Use the heading's id as Starlight makes it: lower-case, punctuation dropped, spaces as `-`, "
                    + "Japanese kept, `-1`, `-2` for repeated headings."),
    /** An image, or a link to a static file, whose file does not exist ({@link LinkResolver}). */
    DOC_LINK_FILE("doc-link-file", "A doc shows or links a file that does not exist.",
            "Add the file under public/ (a relative image: next to the doc) or fix the path."),
    /** A page link written relative to the page ({@code ../x/}) while relative links are findings
     * ({@link LinkResolver}). */
    DOC_LINK_RELATIVE("doc-link-relative", "A doc links to a page with a relative URL.",
            "Write the page's URL from the site root (`/practice/x/`), or set studylog.relativeLinks=resolve."),
    /** A link to {@code localhost} or {@code 127.0.0.1}, left over from writing ({@link LinkResolver}). */
    DOC_LINK_LOCAL("doc-link-local", "A doc links to localhost or 127.0.0.1.",
            "Replace the address of your own machine with the page's path on the site."),
    /** A session id in a doc's text naming no session ({@link SessionCites}). */
    DOC_SESSION_UNKNOWN("doc-session-unknown", "A doc names a session that does not exist.",
            "Write the id of a file in sessions/ (without .yaml), e.g. `2026-09-08-architecture-queues-01`."),
    /** An issue number cited right after a session id that is not the session's {@code issue}
     * ({@link SessionCites}). */
    DOC_SESSION_ISSUE("doc-session-issue", "A doc cites a session with an issue number that is not the session's.",
            "Cite the number in the session's `issue:` field, e.g. `2026-09-08-architecture-queues-01（Issue #9）`;"
                    + " an `unfiled` session is cited without a number."),
    /** A Markdown file beyond one of the bounds it is read within, {@link MarkdownLimits} ({@link SafeMarkdown},
     * {@link DocParser}, {@link DocsCheck}); the message names the limit and the measured value. */
    DOC_LIMIT("doc-limit", "A Markdown file exceeds a limit it is read within (size, lines, nesting, paragraph, "
            + "marker run, links, time or stack).",
            "Split the file, the paragraph (blank lines) or the list; shorten the run of `-`, `*` or `_`.");

    private final RuleInfo info;

    DocRules(String id, String summary, String help) {
        this.info = new RuleInfo(id, Severity.ERROR, summary, help);
    }

    @Override
    public RuleInfo info() {
        return info;
    }
}
