package io.github.studylog.docs;

import io.github.studylog.incremental.ValueText;
import java.util.List;

/**
 * What, besides a doc's path and bytes, a doc's parse reads: the link components and the Markdown limits of
 * Markdown and MDX. The key of the docs in the per-file results cache. Apart from {@link DocParser} so that making
 * the key loads no class of flexmark: a run whose docs all come from the cache never loads the parser.
 */
final class DocParseConfiguration {

    private DocParseConfiguration() {}

    static String of(List<LinkComponent> components, MarkdownLimits markdown, MarkdownLimits mdx) {
        return "components\u0000" + ValueText.of(components) + "\u0000md\u0000" + ValueText.of(markdown)
                + "\u0000mdx\u0000" + ValueText.of(mdx);
    }
}
