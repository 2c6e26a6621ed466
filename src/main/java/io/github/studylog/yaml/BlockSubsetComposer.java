package io.github.studylog.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Composes the plain block YAML that records are written in, or declines: the node tree it returns is the one
 * snakeyaml-engine's composer makes of the same text with {@link SafeYamlLoader}'s settings (the same node kinds,
 * tags, styles, values and marks), and anything it is not sure of goes to the engine instead.
 *
 * <p>Why it exists: a full run of 10,000 sessions spent half of its records threads in the engine's reader,
 * scanner, parser and composer, which turn every character into a code point, a token and an event. Records use a
 * small part of YAML, and that part can be composed in one pass over the lines. It is not a second YAML parser: it
 * has no error of its own. Every text outside the subset, valid or not, is declined and loaded by the engine, which
 * gives every verdict and every finding. {@code BlockSubsetComposerTest} and {@code BlockSubsetFuzzTest} hold it to
 * the engine's tree node by node.
 *
 * <p>The subset: lines ending in LF only; no tab, no character outside printable BMP text (no surrogate, no BOM, no
 * line or paragraph separator); no document marker, directive, anchor, alias, tag, flow collection other than an
 * empty {@code []} or {@code {}}, complex or quoted key, or plain {@code <<}; a root block mapping whose keys are
 * simple words; values that are a one-line plain scalar, a one-line quoted scalar without escapes, a literal block
 * scalar ({@code |} or {@code |-}, no indentation indicator), a folded one ({@code >} or {@code >-}) without
 * more-indented lines, an empty value, a nested block mapping, or a block sequence (indented or at its key's column)
 * of such values or of block mappings that start on the item's line; comment lines anywhere between entries, and no
 * comment after a value; nesting at most {@value #MAX_DEPTH} deep.
 */
final class BlockSubsetComposer {

    /** Deeper documents go to the engine, which bounds depth with a finding of its own. */
    static final int MAX_DEPTH = 20;

    /** Longer keys go to the engine, which refuses a simple key over 1,024 characters. */
    private static final int MAX_KEY = 128;

    /** The label snakeyaml-engine's settings give every mark by default. */
    private static final String MARK_NAME = "reader";

    /** Thrown where the text leaves the subset; the text then goes to the engine. */
    private static final class Decline extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Decline() {
            super(null, null, false, false);
        }
    }

    /** The text, read as an array: {@code String.charAt}'s checks per char cost more than one copy. */
    private final char[] text;
    private final int[] start;
    private final int[] end;
    /** Leading spaces of a line with content; -1 for an empty line, -2 for a line of spaces only. */
    private final int[] indent;
    private final boolean[] comment;
    private final int lineCount;
    private final int[] noBuffer = new int[0];
    /** The line the composer reads next. */
    private int next;
    private int depth;

    private BlockSubsetComposer(char[] text, int[] start, int[] end, int[] indent, boolean[] comment, int lineCount) {
        this.text = text;
        this.start = start;
        this.end = end;
        this.indent = indent;
        this.comment = comment;
        this.lineCount = lineCount;
    }

    /**
     * The engine's node tree of {@code text} (a BOM already stripped), or empty when the text is not in the subset.
     */
    static Optional<Node> compose(String text) {
        BlockSubsetComposer composer = lines(text);
        if (composer == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(composer.document());
        } catch (Decline e) {
            return Optional.empty();
        }
    }

    /** Splits the text into lines and measures them, or null for a character outside the subset. */
    private static @Nullable BlockSubsetComposer lines(String body) {
        char[] text = body.toCharArray();
        int length = text.length;
        int count = 1;
        for (int i = 0; i < length; i++) {
            char c = text[i];
            if (c == '\n') {
                count++;
            } else if (c < 0x20 || c > 0x7E && c < 0xA0 || c >= 0xD800 && c < 0xE000 || c == 0x2028 || c == 0x2029
                    || c == 0xFEFF || c > 0xFFFD) {
                return null;
            }
        }
        int[] start = new int[count];
        int[] end = new int[count];
        int[] indent = new int[count];
        boolean[] comment = new boolean[count];
        int line = 0;
        int from = 0;
        for (int i = 0; i <= length; i++) {
            if (i == length || text[i] == '\n') {
                start[line] = from;
                end[line] = i;
                int spaces = 0;
                while (from + spaces < i && text[from + spaces] == ' ') {
                    spaces++;
                }
                indent[line] = from + spaces < i ? spaces : spaces == 0 ? -1 : -2;
                comment[line] = from + spaces < i && text[from + spaces] == '#';
                line++;
                from = i + 1;
            }
        }
        return new BlockSubsetComposer(text, start, end, indent, comment, count);
    }

    private static Decline decline() {
        return new Decline();
    }

    private Node document() {
        int first = content(0);
        if (first == lineCount) {
            throw decline(); // no document: the engine reports it
        }
        Node root = mapping(first, indent[first]);
        if (next != lineCount) {
            throw decline();
        }
        return root;
    }

    /** The first line at or after {@code from} that is neither blank nor a comment, or {@code lineCount}. */
    private int content(int from) {
        int line = from;
        while (line < lineCount && (indent[line] < 0 || comment[line])) {
            line++;
        }
        return line;
    }

    private Mark mark(int line, int column) {
        return new Mark(MARK_NAME, start[line] + column, line, column, noBuffer, 0);
    }

    /** Where a block collection ends: the next content's first character, or the end of the stream. */
    private Optional<Mark> blockEnd(int line) {
        return Optional.of(line == lineCount ? streamEnd() : mark(line, indent[line]));
    }

    private Mark streamEnd() {
        int last = lineCount - 1;
        return mark(last, end[last] - start[last]);
    }

    private char at(int line, int column) {
        int i = start[line] + column;
        return i < end[line] ? text[i] : '\n';
    }

    /** Length of the simple key at a column when a mapping entry starts there ({@code word:} then space or EOL). */
    private int keyLength(int line, int column) {
        int length = 0;
        for (char c = at(line, column); c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || c == '_' || length > 0 && (c == '-' || c == '.'); c = at(line, column + ++length)) {
            // the key's characters
        }
        if (length == 0 || length > MAX_KEY || at(line, column + length) != ':') {
            return 0;
        }
        char after = at(line, column + length + 1);
        return after == ' ' || after == '\n' ? length : 0;
    }

    private boolean dashAt(int line, int column) {
        return at(line, column) == '-' && (at(line, column + 1) == ' ' || at(line, column + 1) == '\n');
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw decline();
        }
    }

    /** A block mapping whose first key is at {@code (line, column)}; its other keys are at that column. */
    private Node mapping(int line, int column) {
        enter();
        List<NodeTuple> entries = new ArrayList<>();
        int row = line;
        while (true) {
            int length = keyLength(row, column);
            if (length == 0) {
                throw decline(); // a list item, or anything else, where a key must be
            }
            Node key = new ScalarNode(PlainScalarResolver.IMPLICIT, true, new String(text, start[row] + column, length),
                    ScalarStyle.PLAIN, Optional.of(mark(row, column)), Optional.of(mark(row, column + length)));
            entries.add(new NodeTuple(key, value(row, column + length + 1, column)));
            int following = content(next);
            if (following == lineCount || indent[following] < column) {
                depth--;
                next = following;
                return new MappingNode(Tag.MAP, true, entries, FlowStyle.BLOCK, Optional.of(mark(line, column)),
                        blockEnd(following));
            }
            if (indent[following] > column) {
                throw decline();
            }
            row = following;
        }
    }

    /**
     * A block sequence whose first dash is at {@code (line, column)}.
     *
     * @param compact the sequence is at its key's column, so a key at that column ends it
     */
    private Node sequence(int line, int column, boolean compact) {
        enter();
        List<Node> items = new ArrayList<>();
        int row = line;
        while (true) {
            int item = column + 1;
            while (at(row, item) == ' ') {
                item++;
            }
            if (at(row, item) == '\n' || dashAt(row, item)) {
                throw decline(); // an empty item, an item on the next lines, or a nested sequence
            }
            if (keyLength(row, item) > 0) {
                items.add(mapping(row, item));
            } else {
                items.add(inline(row, item, column));
            }
            int following = content(next);
            if (following == lineCount || indent[following] < column
                    || compact && indent[following] == column && !dashAt(following, column)) {
                depth--;
                next = following;
                return new SequenceNode(Tag.SEQ, true, items, FlowStyle.BLOCK, Optional.of(mark(line, column)),
                        blockEnd(following));
            }
            if (indent[following] > column || !dashAt(following, column)) {
                throw decline();
            }
            row = following;
        }
    }

    /**
     * The value of a mapping entry whose {@code :} ends just before {@code column}.
     *
     * @param parent the column of the mapping's keys
     */
    private Node value(int line, int column, int parent) {
        int c = column;
        while (at(line, c) == ' ') {
            c++;
        }
        if (at(line, c) != '\n') {
            return inline(line, c, parent);
        }
        int following = content(line + 1);
        if (following < lineCount && indent[following] > parent) {
            int nested = indent[following];
            return dashAt(following, nested) ? sequence(following, nested, false) : mapping(following, nested);
        }
        if (following < lineCount && indent[following] == parent && dashAt(following, parent)) {
            return sequence(following, parent, true);
        }
        next = line + 1;
        Optional<Mark> here = Optional.of(mark(line, column));
        return new ScalarNode(PlainScalarResolver.IMPLICIT, true, "", ScalarStyle.PLAIN, here, here);
    }

    /**
     * A value that starts on its line at {@code column}: a scalar, or an empty flow collection.
     *
     * @param parent the column of the enclosing mapping's keys or sequence's dashes
     */
    private Node inline(int line, int column, int parent) {
        char first = at(line, column);
        Node node;
        if (first == '|' || first == '>') {
            return block(line, column, parent, first == '>');
        } else if (first == '\'' || first == '"') {
            node = quoted(line, column, first);
        } else if (first == '[' || first == '{') {
            node = emptyFlow(line, column, first);
        } else {
            node = plain(line, column);
        }
        next = line + 1;
        int following = content(next);
        if (following < lineCount && indent[following] > parent) {
            throw decline(); // a scalar continued on the next line, or something the engine must judge
        }
        return node;
    }

    private Node plain(int line, int column) {
        char first = at(line, column);
        if ("?:,[]{}#&*!|>'\"%@`".indexOf(first) >= 0 || first == '-' && (at(line, column + 1) == ' '
                || at(line, column + 1) == '\n')) {
            throw decline();
        }
        int from = start[line] + column;
        int to = end[line];
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c == ':' && (i + 1 == to || text[i + 1] == ' ') || c == '#' && text[i - 1] == ' ') {
                throw decline(); // a second key, or a comment after the value
            }
        }
        while (text[to - 1] == ' ') {
            to--;
        }
        if (to - from == 2 && text[from] == '<' && text[from + 1] == '<') {
            throw decline(); // the engine's path measures a document with a plain <<, even as a value
        }
        return new ScalarNode(PlainScalarResolver.IMPLICIT, true, new String(text, from, to - from), ScalarStyle.PLAIN,
                Optional.of(mark(line, column)), Optional.of(mark(line, to - start[line])));
    }

    private Node quoted(int line, int column, char quote) {
        StringBuilder value = new StringBuilder();
        int i = start[line] + column + 1;
        int to = end[line];
        while (true) {
            if (i >= to) {
                throw decline(); // continued on the next line
            }
            char c = text[i];
            if (c == quote) {
                if (quote == '\'' && i + 1 < to && text[i + 1] == '\'') {
                    value.append('\'');
                    i += 2;
                    continue;
                }
                break;
            }
            if (c == '\\' && quote == '"') {
                throw decline(); // an escape
            }
            value.append(c);
            i++;
        }
        int close = i + 1;
        for (int j = close; j < to; j++) {
            if (text[j] != ' ') {
                throw decline(); // a quoted key, or a comment after the value
            }
        }
        return new ScalarNode(Tag.STR, true, value.toString(), quote == '"' ? ScalarStyle.DOUBLE_QUOTED
                : ScalarStyle.SINGLE_QUOTED, Optional.of(mark(line, column)),
                Optional.of(mark(line, close - start[line])));
    }

    private Node emptyFlow(int line, int column, char open) {
        char close = open == '[' ? ']' : '}';
        if (at(line, column + 1) != close) {
            throw decline();
        }
        for (int c = column + 2; at(line, c) != '\n'; c++) {
            if (at(line, c) != ' ') {
                throw decline();
            }
        }
        Optional<Mark> from = Optional.of(mark(line, column));
        Optional<Mark> to = Optional.of(mark(line, column + 2));
        return open == '[' ? new SequenceNode(Tag.SEQ, true, new ArrayList<>(), FlowStyle.FLOW, from, to)
                : new MappingNode(Tag.MAP, true, new ArrayList<>(), FlowStyle.FLOW, from, to);
    }

    /**
     * A block scalar whose indicator is at {@code (line, column)}: literal ({@code |}, {@code |-}), or folded
     * ({@code >}, {@code >-}) without more-indented lines, whose line breaks fold as YAML folds them: one between
     * two lines becomes a space, and n empty lines between two lines become n line breaks.
     */
    private Node block(int line, int column, int parent, boolean folded) {
        int c = column + 1;
        boolean strip = at(line, c) == '-';
        if (strip) {
            c++;
        }
        while (at(line, c) == ' ') {
            c++;
        }
        if (at(line, c) != '\n') {
            throw decline(); // keep (+), an indentation indicator, or a comment
        }
        int first = line + 1;
        if (first == lineCount || indent[first] <= parent) {
            throw decline(); // empty, or a leading blank line (the engine measures those)
        }
        int column0 = indent[first];
        StringBuilder value = new StringBuilder();
        int last = first;
        int row = first;
        while (row < lineCount && (indent[row] == -1 || indent[row] >= column0)) {
            if (indent[row] >= column0) {
                if (folded && indent[row] > column0) {
                    throw decline(); // a more-indented line, which folding keeps apart
                }
                for (int blank = last + 1; blank < row; blank++) {
                    value.append('\n');
                }
                if (row > first && !(folded && last + 1 < row)) {
                    value.append(folded ? ' ' : '\n');
                }
                value.append(text, start[row] + column0, end[row] - start[row] - column0);
                last = row;
            }
            row++;
        }
        if (row < lineCount && (indent[row] == -2 || comment[row])) {
            throw decline(); // a line of spaces, or a comment, where the engine decides what it belongs to
        }
        if (last == lineCount - 1) {
            throw decline(); // the text ends on the scalar's last line, without a line break
        }
        if (!strip) {
            value.append('\n');
        }
        next = row;
        Mark to = row == lineCount ? streamEnd() : mark(row, 0);
        return new ScalarNode(Tag.STR, true, value.toString(), folded ? ScalarStyle.FOLDED : ScalarStyle.LITERAL,
                Optional.of(mark(line, column)), Optional.of(to));
    }
}
