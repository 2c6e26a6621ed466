package io.github.studylog.template;

import tools.jackson.databind.node.ObjectNode;

/**
 * A review or session template, compiled.
 *
 * @param name   {@code review} or {@code session}
 * @param shape  the shape read from CHATGPT.md
 * @param schema the JSON Schema generated from the shape
 */
public record RecordTemplate(String name, Shape shape, ObjectNode schema) {}
