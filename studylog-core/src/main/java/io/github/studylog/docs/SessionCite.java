package io.github.studylog.docs;

import java.util.Optional;

/**
 * A session id written in a doc's text or inline code, with the issue number cited right after it, if any:
 * {@code 2026-09-10-int-burst-01-01（Issue #13）}.
 *
 * @param id          the session id as written
 * @param line        1-based line of the id
 * @param column      1-based column (code points) of the id
 * @param issue       the cited issue number as written ({@code 13}), if one follows the id
 * @param issueLine   line of the cited number's {@code #}
 * @param issueColumn column of the cited number's {@code #}
 */
public record SessionCite(String id, int line, int column, Optional<String> issue, int issueLine, int issueColumn) {}
