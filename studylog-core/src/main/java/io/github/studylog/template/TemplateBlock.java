package io.github.studylog.template;

import io.github.studylog.markdown.FencedBlock;

/**
 * A fenced code block of CHATGPT.md whose info string carries {@code template=NAME}: what the templates' parsers read
 * of its {@link FencedBlock}.
 *
 * @param name        the template name
 * @param text        the block's content, exactly as between the fences
 * @param fenceLine   1-based line of the opening fence
 * @param contentLine 1-based line of the first content line
 */
public record TemplateBlock(String name, String text, int fenceLine, int contentLine) {

    /** The template {@code name} of CHATGPT.md's fenced block {@code block}. */
    static TemplateBlock of(String name, FencedBlock block) {
        return new TemplateBlock(name, block.content(), block.fenceLine(), block.contentLine());
    }
}
