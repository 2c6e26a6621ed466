package io.github.studylog.adopt;

import io.github.studylog.content.IsoDate;
import io.github.studylog.message.Message;
import io.github.studylog.records.RecordFile;
import io.github.studylog.template.PlaceholderType;
import io.github.studylog.template.SchemaGenerator;
import io.github.studylog.template.ValueSpec;
import io.github.studylog.yaml.ScalarKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * Infers the placeholder of one scalar place of a template from the example block's value, its comment and the
 * values every existing record has there:
 * <ul>
 *   <li>a block value that is already a placeholder ({@code <file-id>}, {@code <a|b>}) is kept when every record's
 *       value matches it;</li>
 *   <li>a comment {@code # a | b | c} gives the alternatives (a word that is a type name is that type, any other
 *       word a literal), kept when every record's value is one of them;</li>
 *   <li>otherwise the type is the most specific one every record's value satisfies: {@code <file-id>},
 *       {@code <review-ref>}, {@code <session-ref>}, {@code <heading>}, {@code <path>}, {@code <date>},
 *       {@code <commit>} (with {@code |unknown} when a value is {@code unknown}), {@code <bool>}, {@code <int>},
 *       {@code <id>} (for a key named {@code id}), else {@code <text>};</li>
 *   <li>values of different kinds (sometimes a number, sometimes text) give {@code <text>}; a value seen alone
 *       without a comment gives its type, never a literal.</li>
 * </ul>
 * The example value can rule out a type that does not depend on the repository (a date, a commit …); whether a
 * value is a file, a heading or a record id is only judged on the records' values.
 */
public final class ValueInference {

    private static final Pattern COMMIT = Pattern.compile(SchemaGenerator.COMMIT_PATTERN);
    private static final Pattern ID = Pattern.compile(SchemaGenerator.ID_PATTERN);
    private static final Pattern ALTERNATIVE = Pattern.compile("[^\\s|<>#`'\"]+");
    static final String UNKNOWN = "unknown";

    /** The most specific type first. */
    private static final List<PlaceholderType> PREFERENCE = List.of(
            PlaceholderType.FILE_ID,
            PlaceholderType.REVIEW_REF,
            PlaceholderType.SESSION_REF,
            PlaceholderType.HEADING,
            PlaceholderType.PATH,
            PlaceholderType.DATE,
            PlaceholderType.COMMIT,
            PlaceholderType.BOOL,
            PlaceholderType.INT,
            PlaceholderType.ID,
            PlaceholderType.TEXT);

    /** Types a value can only be judged for inside a record of the repository. */
    private static final Set<PlaceholderType> CONTEXTUAL = EnumSet.of(
            PlaceholderType.FILE_ID,
            PlaceholderType.REVIEW_REF,
            PlaceholderType.SESSION_REF,
            PlaceholderType.HEADING,
            PlaceholderType.PATH);

    private final Evidence evidence;

    public ValueInference(Evidence evidence) {
        this.evidence = evidence;
    }

    /**
     * @param label   where the value is, for notes ({@code session `kind`})
     * @param key     the mapping key holding the value, or empty for a list item
     * @param example the block's own value, or null
     * @param comment the comment on the value's line, or null
     * @param values  every record's value at this place
     * @param notes   receives a sentence when the comment's alternatives had to be dropped
     */
    public ValueSpec infer(
            String label,
            String key,
            @Nullable ScalarNode example,
            @Nullable String comment,
            List<Observation> values,
            List<Message> notes) {
        Optional<ValueSpec> alternatives = placeholder(example).or(() -> alternatives(comment));
        if (alternatives.isPresent()) {
            Optional<Observation> outside =
                    values.stream().filter(v -> !accepts(alternatives.get(), v)).findFirst();
            if (outside.isEmpty()) {
                return alternatives.get();
            }
            notes.add(Message.around(
                    "init.note.alternatives",
                    describe(outside.get()),
                    label,
                    alternatives.get().source(),
                    outside.get().location()));
        }
        return typed(key, example, values);
    }

    /**
     * A block value that is already a placeholder ({@code <file-id>}, {@code <a|b>}): a block half way to a template
     * keeps what its author wrote, when the records agree with it.
     */
    static Optional<ValueSpec> placeholder(@Nullable ScalarNode example) {
        if (example == null || ScalarKind.of(example) != ScalarKind.STRING) {
            return Optional.empty();
        }
        String text = example.getValue();
        if (text.length() < 3 || !text.startsWith("<") || !text.endsWith(">")) {
            return Optional.empty();
        }
        String inner = text.substring(1, text.length() - 1);
        if (!inner.contains("|")) {
            return PlaceholderType.byToken(inner.trim()).map(t -> spec(t, false));
        }
        return alternatives(inner);
    }

    /** {@code # learn | interview | drill} → {@code <learn|interview|drill>}; any other comment → empty. */
    static Optional<ValueSpec> alternatives(@Nullable String comment) {
        if (comment == null || !comment.contains("|")) {
            return Optional.empty();
        }
        List<PlaceholderType> types = new ArrayList<>();
        List<String> literals = new ArrayList<>();
        List<String> words = new ArrayList<>();
        for (String raw : comment.split("\\|", -1)) {
            String word = raw.trim();
            if (word.startsWith("<") && word.endsWith(">") && word.length() > 2) {
                word = word.substring(1, word.length() - 1).trim();
            }
            if (!ALTERNATIVE.matcher(word).matches()) {
                return Optional.empty();
            }
            Optional<PlaceholderType> type = PlaceholderType.byToken(word);
            if (type.isPresent()) {
                types.add(type.get());
            } else {
                literals.add(word);
            }
            words.add(word);
        }
        return Optional.of(new ValueSpec(
                types, literals, literals.stream().map(l -> "string").toList(), "<" + String.join("|", words) + ">"));
    }

    private ValueSpec typed(String key, @Nullable ScalarNode example, List<Observation> values) {
        List<ScalarNode> scalars = new ArrayList<>();
        values.stream()
                .map(Observation::node)
                .filter(ScalarNode.class::isInstance)
                .map(ScalarNode.class::cast)
                .filter(s -> ScalarKind.of(s) != ScalarKind.NULL)
                .forEach(scalars::add);
        Set<ScalarKind> kinds = EnumSet.noneOf(ScalarKind.class);
        scalars.forEach(s -> kinds.add(ScalarKind.of(s)));
        boolean exampleCounts = example != null && ScalarKind.of(example) != ScalarKind.NULL;
        if (exampleCounts && example != null) {
            kinds.add(ScalarKind.of(example));
        }
        if (kinds.size() != 1) {
            return spec(PlaceholderType.TEXT, false); // no evidence, or conflicting kinds
        }
        switch (kinds.iterator().next()) {
            case BOOLEAN:
                return spec(PlaceholderType.BOOL, false);
            case INTEGER:
                return spec(PlaceholderType.INT, false);
            case STRING:
                break;
            default:
                return spec(PlaceholderType.TEXT, false);
        }
        Set<PlaceholderType> possible = EnumSet.allOf(PlaceholderType.class);
        boolean unknownSeen = false;
        boolean hashSeen = false;
        for (Observation value : values) {
            if (value.node() instanceof ScalarNode s && ScalarKind.of(s) == ScalarKind.STRING) {
                possible.retainAll(candidates(value.record(), s.getValue()));
                unknownSeen |= s.getValue().equals(UNKNOWN);
                hashSeen |= COMMIT.matcher(s.getValue()).matches();
            }
        }
        if (exampleCounts && example != null) {
            Set<PlaceholderType> allowed = candidates(null, example.getValue());
            allowed.addAll(CONTEXTUAL);
            possible.retainAll(allowed);
            unknownSeen |= example.getValue().equals(UNKNOWN);
            hashSeen |= COMMIT.matcher(example.getValue()).matches();
        }
        if (!hashSeen && !key.toLowerCase(Locale.ROOT).contains("commit")) {
            possible.remove(PlaceholderType.COMMIT); // `unknown` alone is not a commit
        }
        if (!key.equals("id")) {
            possible.remove(PlaceholderType.ID);
        }
        for (PlaceholderType type : PREFERENCE) {
            if (possible.contains(type)) {
                return spec(type, type == PlaceholderType.COMMIT && unknownSeen);
            }
        }
        return spec(PlaceholderType.TEXT, false);
    }

    /** The types a string value satisfies; without a record, only those that do not depend on the repository. */
    private Set<PlaceholderType> candidates(@Nullable RecordFile record, String text) {
        Set<PlaceholderType> types = EnumSet.noneOf(PlaceholderType.class);
        if (record != null) {
            if (text.equals(record.fileId())) {
                types.add(PlaceholderType.FILE_ID);
            }
            if (evidence.isReview(text)) {
                types.add(PlaceholderType.REVIEW_REF);
            }
            if (evidence.isSession(text)) {
                types.add(PlaceholderType.SESSION_REF);
            }
            if (evidence.isHeading(record, text)) {
                types.add(PlaceholderType.HEADING);
            }
            if (evidence.isFile(text)) {
                types.add(PlaceholderType.PATH);
            }
        }
        if (isDate(text)) {
            types.add(PlaceholderType.DATE);
        }
        if (COMMIT.matcher(text).matches() || text.equals(UNKNOWN)) {
            types.add(PlaceholderType.COMMIT);
        }
        if (ID.matcher(text).matches()) {
            types.add(PlaceholderType.ID);
        }
        if (!text.isBlank()) {
            types.add(PlaceholderType.TEXT);
        }
        return types;
    }

    private static boolean isDate(String text) {
        return IsoDate.parse(text).isPresent();
    }

    /** True when one alternative of {@code spec} accepts the record's value (as the records check would). */
    private boolean accepts(ValueSpec spec, Observation value) {
        if (!(value.node() instanceof ScalarNode s)) {
            return false;
        }
        ScalarKind kind = ScalarKind.of(s);
        if (kind == ScalarKind.STRING && spec.literals().contains(s.getValue())) {
            return true;
        }
        for (PlaceholderType type : spec.types()) {
            boolean ok = switch (type) {
                case BOOL -> kind == ScalarKind.BOOLEAN;
                case INT -> kind == ScalarKind.INTEGER;
                case ISSUE ->
                    kind == ScalarKind.INTEGER
                            && ScalarKind.integerValue(s.getValue()).signum() > 0;
                case COMMIT ->
                    kind == ScalarKind.STRING && COMMIT.matcher(s.getValue()).matches();
                default ->
                    kind == ScalarKind.STRING
                            && candidates(value.record(), s.getValue()).contains(type);
            };
            if (ok) {
                return true;
            }
        }
        return false;
    }

    private static Message describe(Observation value) {
        if (value.node() instanceof ScalarNode s) {
            // the yaml package describes a scalar in English (a String)
            return Message.of("init.value.scalar", ScalarKind.of(s).describe(s.getValue()));
        }
        return Message.of(
                value.node() instanceof org.snakeyaml.engine.v2.nodes.MappingNode
                        ? "init.value.mapping"
                        : "init.value.list");
    }

    private static ValueSpec spec(PlaceholderType type, boolean orUnknown) {
        if (orUnknown) {
            return new ValueSpec(
                    List.of(type), List.of(UNKNOWN), List.of("string"), "<" + type.token() + "|" + UNKNOWN + ">");
        }
        return new ValueSpec(List.of(type), List.of(), List.of(), "<" + type.token() + ">");
    }
}
