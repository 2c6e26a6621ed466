package io.github.studylog.records;

import io.github.studylog.yaml.YamlDocument;

/**
 * A review or session file that loaded as YAML.
 *
 * @param path   repo-relative path
 * @param fileId file name without {@code .yaml}: the record's identity for every cross-reference
 * @param kind   review or session
 * @param yaml   the node tree with positions
 */
public record RecordFile(String path, String fileId, RecordKind kind, YamlDocument yaml) {}
