package io.github.studylog.diagram;

import com.networknt.schema.serialization.node.LocationJsonNodeFactoryFactory;
import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;
import io.github.studylog.content.TextFile;
import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.Text;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Reads diagram bytes as strict JSON (RFC 8259): no comments, trailing commas, single quotes, NaN, byte order mark,
 * duplicate keys or text after the value. Size, nesting depth, text, key and number lengths and the number of
 * tokens are bounded ({@link StreamReadConstraints}, set explicitly here rather than left to Jackson's defaults), so
 * hostile input fails fast with a located finding naming the limit and the measured value; parsing is linear in
 * the bounded size, which bounds the time per file. The tree remembers where each node starts. Thread-safe: the
 * mapper is immutable.
 */
final class DiagramParser {

    /** Diagrams are a few KiB; larger files are refused before parsing. */
    static final int MAX_BYTES = 4 * 1024 * 1024;
    /** Real diagrams nest about six levels deep. */
    static final int MAX_DEPTH = 100;
    /** The longest text value (a label, a note), in chars; real ones are under a few hundred. */
    static final int MAX_STRING_CHARS = 100_000;
    /** The longest key, in chars; the IR's keys are short words. */
    static final int MAX_NAME_CHARS = 1_000;
    /** The longest number literal, in chars (Jackson's default is 1,000); positions and sizes need under 20. */
    static final int MAX_NUMBER_CHARS = 100;
    /** JSON tokens in one file (every bracket, key and value counts): the element count; a real diagram has ~1,000. */
    static final long MAX_TOKENS = 200_000;

    /** Jackson's wording of an exceeded {@link StreamReadConstraints} limit. */
    private static final Pattern LIMIT = Pattern.compile(
            "^(.+?) \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)");
    /** Jackson quotes a single {@code char} in some messages: {@code 'X' (code 55356 / 0xd83c)}. */
    private static final Pattern QUOTED_CHAR = Pattern.compile("'.' \\(code (\\d+)(?: / 0x[0-9a-fA-F]+)?\\)",
            Pattern.DOTALL);

    private final JsonMapper mapper;

    DiagramParser() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_DEPTH)
                        .maxDocumentLength(MAX_BYTES)
                        .maxStringLength(MAX_STRING_CHARS)
                        .maxNameLength(MAX_NAME_CHARS)
                        .maxNumberLength(MAX_NUMBER_CHARS)
                        .maxTokenCount(MAX_TOKENS)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        this.mapper = JsonMapper.builder(factory)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    ParsedJson parse(byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            return ParsedJson.unreadable(1, 1, "the file is " + bytes.length / 1024 + " KiB; diagram files over "
                    + MAX_BYTES / 1024 / 1024 + " MiB are not read");
        }
        if (Bom.utf8Length(bytes) > 0) {
            return ParsedJson.failed(1, 1, "the file starts with a byte order mark (BOM), which JSON does not allow; "
                    + "save it as UTF-8 without BOM");
        }
        TextFile file;
        try {
            file = TextFiles.decode("", bytes);
        } catch (TextFiles.UnreadableText e) {
            return ParsedJson.unreadable(e.line(), e.column(), e.getMessage());
        }
        String text = file.text();
        SourcePositions positions = new SourcePositions(text);
        if (text.isBlank()) {
            return ParsedJson.failed(1, 1, "the file is empty; a diagram is one JSON object { … }");
        }
        try (JsonParser parser = mapper.createParser(text)) {
            try {
                JsonNodeFactory nodes = LocationJsonNodeFactoryFactory.getInstance().getJsonNodeFactory(parser);
                JsonNode root = mapper.reader(nodes).readTree(parser);
                if (root == null || root.isMissingNode()) {
                    return ParsedJson.failed(1, 1, "the file holds no JSON value");
                }
                return ParsedJson.ok(root, positions);
            } catch (JacksonException e) {
                TokenStreamLocation location = e.getLocation();
                if (location == null || location.getCharOffset() < 0) {
                    location = parser.currentLocation();
                }
                long offset = location == null ? 0 : Math.max(0, location.getCharOffset());
                return failure(text, positions, offset, e.getOriginalMessage());
            }
        }
    }

    private static ParsedJson failure(String text, SourcePositions positions, long offset, String original) {
        String raw = original == null ? "" : original;
        long at = offset;
        String message;
        Matcher limit = LIMIT.matcher(raw);
        if (limit.find()) {
            message = limitMessage(limit.group(1), limit.group(2), limit.group(3));
        } else if (raw.startsWith("Unrecognized character escape")) {
            int escaped = (int) Math.min(offset, text.length() - 1);
            if (escaped > 0 && text.charAt(escaped) == '\\') {
                escaped++;
            }
            escaped = Math.min(escaped, text.length() - 1);
            if (escaped > 0 && Character.isLowSurrogate(text.charAt(escaped))
                    && Character.isHighSurrogate(text.charAt(escaped - 1))) {
                escaped--;
            }
            at = escaped > 0 && text.charAt(escaped - 1) == '\\' ? escaped - 1 : escaped;
            message = "`\\` followed by " + Text.codePoint(text.codePointAt(escaped))
                    + " is not a JSON escape; write a backslash in a text as `\\\\`";
        } else if (raw.startsWith("Duplicate Object property")) {
            String key = between(raw, '"');
            int keyAt = text.lastIndexOf("\"" + key + "\"", (int) Math.min(offset, text.length()));
            if (keyAt >= 0) {
                at = keyAt;
            }
            message = "the key `" + key + "` appears twice in the same object; keep only one of them";
        } else if (raw.contains("comment")) {
            message = "comments (`//` or `/* */`) are not allowed in JSON; remove the comment";
        } else if (raw.contains("Non-standard token")) {
            String token = between(raw, '\'');
            at = tokenStart(text, token, offset);
            message = "`" + token + "` is not a JSON number; write a plain number";
        } else if (raw.contains("start property name") && raw.contains("'}'")) {
            message = "a comma is followed by `}`: remove the trailing comma after the last key";
        } else if (raw.contains("expected a valid value") && raw.contains("']'")) {
            message = "a comma is followed by `]`: remove the trailing comma after the last item";
        } else if (raw.contains("start property name") && raw.contains("'''")) {
            message = "keys must be in double quotes (\"key\"), not single quotes";
        } else if (raw.contains("start property name")) {
            message = "a key in double quotes (\"key\") is expected here";
        } else if (raw.contains("end-of-input")) {
            message = "the file ends too early: a closing `}` or `]`, or the closing quote of a text, is missing";
        } else if (raw.contains("Trailing token")) {
            message = "there is more after the end of the JSON value; a diagram file holds exactly one object";
        } else if (raw.startsWith("Unrecognized token")) {
            String token = between(raw, '\'');
            at = tokenStart(text, token, offset);
            message = "`" + token + "` is not a JSON value; texts need double quotes";
        } else if (raw.contains("Illegal unquoted character")) {
            message = "a text contains a raw control character (tab or line break); write it as \\t or \\n";
        } else if (raw.contains("Leading zeroes")) {
            message = "a number starts with 0 (like 07); write it without leading zeros";
        } else if (raw.contains("expecting a colon")) {
            message = "a `:` is missing between a key and its value";
        } else if (raw.contains("expecting comma")) {
            message = "a `,` is missing between two items, or a bracket is not closed";
        } else if (raw.contains("expected a valid value")) {
            message = "a value is missing here";
        } else {
            message = "this is not valid JSON: " + quotedCharsAsCodePoints(firstLine(raw), text, offset);
        }
        LineIndex.Position position = positions.at(at);
        return ParsedJson.failed(position.line(), position.column(), message);
    }

    /**
     * An exceeded {@link StreamReadConstraints} limit in plain words, naming the limit and the measured value,
     * e.g. {@code the JSON is nested 101 levels deep; the limit for a diagram file is 100 (nesting depth)}.
     */
    private static String limitMessage(String what, String measured, String max) {
        String w = what.toLowerCase(java.util.Locale.ROOT);
        String limit;
        String found;
        if (w.contains("nesting depth")) {
            limit = "nesting depth";
            found = "the JSON is nested " + measured + " levels deep";
        } else if (w.contains("string value")) {
            limit = "text length";
            found = "a text is " + measured + " characters long (counted so far)";
        } else if (w.contains("name")) {
            limit = "key length";
            found = "a key is " + measured + " characters long (counted so far)";
        } else if (w.contains("number")) {
            limit = "number length";
            found = "a number is written with " + measured + " characters";
        } else if (w.contains("token count")) {
            limit = "element count";
            found = "the JSON holds " + measured + " tokens (brackets, keys and values)";
        } else {
            limit = w;
            found = "the " + w + " is " + measured;
        }
        return found + "; the limit for a diagram file is " + max + " (" + limit + ")";
    }

    /**
     * Jackson quotes the offending {@code char}, which for an emoji is half of a surrogate pair; quote the whole code
     * point at the error's offset instead ({@code U+1F300}), or the char's code when it is no half pair.
     */
    static String quotedCharsAsCodePoints(String raw, String text, long offset) {
        Matcher m = QUOTED_CHAR.matcher(raw);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int code = Integer.parseInt(m.group(1));
            int point = code;
            if (Character.isSurrogate((char) code)) {
                int at = (int) Math.max(0, Math.min(offset, text.length() - 1));
                if (at > 0 && Character.isLowSurrogate(text.charAt(at))) {
                    at--;
                }
                point = text.isEmpty() ? 0xFFFD : text.codePointAt(at);
                if (Character.getType(point) == Character.SURROGATE) {
                    point = code;
                }
            }
            m.appendReplacement(out, Matcher.quoteReplacement(Text.codePoint(point)));
        }
        m.appendTail(out);
        return Text.validUnicode(out.toString());
    }

    /** Jackson reports some bad tokens at their end; point at their start instead. */
    private static long tokenStart(String text, String token, long offset) {
        int end = (int) Math.min(offset + 1, text.length());
        int start = token.isEmpty() ? -1 : text.lastIndexOf(token, end - 1);
        return start >= 0 && start + token.length() >= offset - 1 ? start : offset;
    }

    private static String between(String s, char quote) {
        int start = s.indexOf(quote);
        int end = start < 0 ? -1 : s.indexOf(quote, start + 1);
        return start >= 0 && end > start ? s.substring(start + 1, end) : "?";
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
