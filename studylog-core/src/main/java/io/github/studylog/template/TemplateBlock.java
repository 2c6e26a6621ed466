package io.github.studylog.template;

/**
 * A fenced code block of CHATGPT.md whose info string carries {@code template=NAME}.
 *
 * @param name        the template name
 * @param text        the block's content, exactly as between the fences
 * @param fenceLine   1-based line of the opening fence
 * @param contentLine 1-based line of the first content line
 */
public record TemplateBlock(String name, String text, int fenceLine, int contentLine) {}
