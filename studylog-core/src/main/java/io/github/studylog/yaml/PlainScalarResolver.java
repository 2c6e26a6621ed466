package io.github.studylog.yaml;

import java.util.Map;
import org.snakeyaml.engine.v2.api.ConstructNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.ScalarResolver;
import org.snakeyaml.engine.v2.schema.Schema;

/**
 * The schema the loader composes with: every plain (unquoted, untagged) scalar gets {@link #IMPLICIT} and its
 * kind is decided by {@link ScalarKind} from its text, as YAML 1.2 reads it; quoted scalars are strings. No
 * scalar resolves to the merge tag, so the composer never merges ({@code <<} is refused as a key by
 * {@link SafeYamlLoader}), and no tag has a constructor: nothing is ever built from a node.
 */
public final class PlainScalarResolver implements ScalarResolver, Schema {

    /** The tag of a plain scalar whose kind {@link ScalarKind} decides from its text. */
    public static final Tag IMPLICIT = new Tag("tag:studylog.github.io,2026:implicit");

    @Override
    public Tag resolve(String value, Boolean implicit) {
        return Boolean.TRUE.equals(implicit) ? IMPLICIT : Tag.STR;
    }

    @Override
    public ScalarResolver getScalarResolver() {
        return this;
    }

    @Override
    public Map<Tag, ConstructNode> getSchemaTagConstructors() {
        return Map.of();
    }
}
