package io.github.studylog.yaml;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * A resolver that leaves the type of every plain (unquoted, untagged) scalar to {@link ScalarKind}: SnakeYAML's
 * YAML 1.1 resolver runs a regular expression per plain scalar ({@code yes} is a boolean, {@code 0755} an octal
 * number, {@code 2026-09-08} a timestamp), which is the hottest frame of a records run and whose answers the
 * plugin overrides anyway. Plain scalars get {@link #IMPLICIT}; {@code <<} stays a merge key, so it is still
 * refused as an unsafe tag; quoted scalars and collections resolve as usual.
 */
public final class PlainScalarResolver extends Resolver {

    /** The tag of a plain scalar whose kind {@link ScalarKind} decides from its text. */
    public static final Tag IMPLICIT = new Tag("tag:studylog.github.io,2026:implicit");

    @Override
    public Tag resolve(NodeId kind, String value, boolean implicit) {
        if (kind == NodeId.scalar && implicit) {
            return "<<".equals(value) ? Tag.MERGE : IMPLICIT;
        }
        return super.resolve(kind, value, implicit);
    }
}
