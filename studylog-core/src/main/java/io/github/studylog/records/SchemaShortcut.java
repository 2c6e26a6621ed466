package io.github.studylog.records;

import io.github.studylog.content.IsoDate;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.template.Shape;
import io.github.studylog.template.ValueSpec;
import io.github.studylog.yaml.ScalarKind;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Tells, straight from the template's {@link Shape}, that a record certainly passes the JSON Schema
 * {@code template.SchemaGenerator} compiles from the same shape: then the schema validator (networknt, and the
 * conversion to JSON it needs) is not run, and not even loaded in a run whose records are all valid.
 *
 * <p>One-sided on purpose: {@code true} only where every keyword the generator writes is certainly met, by a
 * stricter reading where engines could differ (a pattern's {@code $} before a final line break, what {@code \S}
 * counts as a space, number equality); {@code false} means "ask the validator", never "invalid". A record the
 * validator would refuse is never accepted here: {@code SchemaShortcutTest} compares the two over every case.
 * Duplicate keys and values of another kind than their alternative's go to the validator too.
 */
final class SchemaShortcut {

    private final Shape shape;

    SchemaShortcut(Shape shape) {
        this.shape = shape;
    }

    /** Whether the record whose root node this is certainly passes the schema of the shape. */
    boolean certainlyValid(Node root) {
        return fits(root, shape);
    }

    private static boolean fits(Node node, Shape shape) {
        if (shape instanceof Shape.MapOf map) {
            return fitsMap(node, map);
        }
        if (shape instanceof Shape.ListOf list) {
            return node instanceof SequenceNode seq
                    && seq.getValue().stream().allMatch(item -> fits(item, list.item()));
        }
        if (shape instanceof Shape.AnyList) {
            return node instanceof SequenceNode;
        }
        return node instanceof ScalarNode scalar && fitsScalar(scalar, ((Shape.Scalar) shape).spec());
    }

    /** {@code type: object}, {@code properties}, {@code required} and {@code additionalProperties: false}. */
    private static boolean fitsMap(Node node, Shape.MapOf map) {
        if (!(node instanceof MappingNode mapping)) {
            return false;
        }
        Set<String> seen = new HashSet<>();
        for (NodeTuple entry : mapping.getValue()) {
            if (!(entry.getKeyNode() instanceof ScalarNode key) || !seen.add(key.getValue())) {
                return false;
            }
            Shape.Field field = map.field(key.getValue()).orElse(null);
            if (field == null || !fits(entry.getValueNode(), field.shape())) {
                return false;
            }
        }
        return map.fields().stream().allMatch(f -> f.optional() || seen.contains(f.key()));
    }

    /** One alternative of the spec ({@code anyOf}): a placeholder type, or one of its literals. */
    private static boolean fitsScalar(ScalarNode scalar, ValueSpec spec) {
        ScalarKind kind = ScalarKind.of(scalar);
        String text = scalar.getValue();
        for (PlaceholderType type : spec.types()) {
            if (fitsType(kind, text, type)) {
                return true;
            }
        }
        List<String> literals = spec.literals();
        for (int i = 0; i < literals.size(); i++) {
            if (equalsLiteral(kind, text, literals.get(i), spec.literalKinds().get(i))) {
                return true;
            }
        }
        return false;
    }

    /** SchemaGenerator's schema of each type, read strictly. */
    private static boolean fitsType(ScalarKind kind, String text, PlaceholderType type) {
        return switch (type) {
            case TEXT -> kind == ScalarKind.STRING && hasVisibleCharacter(text);
            case ID, REVIEW_REF, SESSION_REF -> kind == ScalarKind.STRING && isId(text);
            case INT -> kind == ScalarKind.INTEGER;
            case ISSUE ->
                kind == ScalarKind.INTEGER && ScalarKind.integerValue(text).signum() > 0;
            case BOOL -> kind == ScalarKind.BOOLEAN;
            case DATE -> kind == ScalarKind.STRING && IsoDate.parse(text).isPresent();
            case COMMIT ->
                kind == ScalarKind.STRING
                        ? SchemaGenerator.isCommit(text)
                        : kind == ScalarKind.INTEGER && SchemaGenerator.isCommitNumber(ScalarKind.integerValue(text));
            case PATH, HEADING, FILE_ID -> kind == ScalarKind.STRING && !text.isEmpty();
        };
    }

    /** {@code const}/{@code enum}: the literal's JSON value, compared only where the kinds are the same. */
    private static boolean equalsLiteral(ScalarKind kind, String text, String literal, String literalKind) {
        return switch (literalKind) {
            case "string" -> kind == ScalarKind.STRING && text.equals(literal);
            case "boolean" -> kind == ScalarKind.BOOLEAN && Boolean.parseBoolean(text) == Boolean.parseBoolean(literal);
            case "null" -> kind == ScalarKind.NULL;
            case "integer" ->
                kind == ScalarKind.INTEGER && ScalarKind.integerValue(text).equals(ScalarKind.integerValue(literal));
            default -> false; // a number: equality of decimals is the validator's to decide
        };
    }

    /**
     * {@code minLength: 1} and {@code pattern: \S}: one character that no reading counts as a space (Java's
     * {@code \s}, Unicode's white space and space separators).
     */
    private static boolean hasVisibleCharacter(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > ' ' && !Character.isWhitespace(c) && !Character.isSpaceChar(c) && c != '\u0085' && c != '\uFEFF') {
                return true;
            }
        }
        return false;
    }

    /** {@code ^[A-Za-z0-9][A-Za-z0-9_.-]*$}, with nothing after the last character. */
    private static boolean isId(String text) {
        if (text.isEmpty() || !isAsciiAlnum(text.charAt(0))) {
            return false;
        }
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isAsciiAlnum(c) && c != '_' && c != '.' && c != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean isAsciiAlnum(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    }
}
