package io.github.studylog.diagram;

import com.networknt.schema.serialization.node.LocationJsonNodeFactoryFactory;
import io.github.studylog.content.Bom;
import io.github.studylog.content.Lazy;
import io.github.studylog.content.LineIndex;
import io.github.studylog.content.TextFile;
import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.Text;
import io.github.studylog.message.Message;
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
    private static final Pattern LIMIT = Pattern.compile("^(.+?) \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)");
    /** Jackson quotes a single {@code char} in some messages: {@code 'X' (code 55356 / 0xd83c)}. */
    private static final Pattern QUOTED_CHAR =
            Pattern.compile("'.' \\(code (\\d+)(?: / 0x[0-9a-fA-F]+)?\\)", Pattern.DOTALL);

    /** Made on the first parse: a run whose diagrams all come from the results cache builds no mapper. */
    private final Lazy<JsonMapper> mapper = Lazy.of(DiagramParser::newMapper);

    private static JsonMapper newMapper() {
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
        return JsonMapper.builder(factory)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    ParsedJson parse(byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            return ParsedJson.unreadable(
                    1,
                    1,
                    Message.of("file-unreadable.diagram-too-large", bytes.length / 1024, MAX_BYTES / 1024 / 1024));
        }
        if (Bom.utf8Length(bytes) > 0) {
            return ParsedJson.failed(1, 1, Message.of("diagram-json-syntax.bom"));
        }
        TextFile file;
        try {
            file = TextFiles.decode("", bytes);
        } catch (TextFiles.UnreadableText e) {
            return ParsedJson.unreadable(e.line(), e.column(), e.message());
        }
        String text = file.text();
        SourcePositions positions = new SourcePositions(text);
        if (text.isBlank()) {
            return ParsedJson.failed(1, 1, Message.of("diagram-json-syntax.empty"));
        }
        JsonMapper mapper = this.mapper.get();
        try (JsonParser parser = mapper.createParser(text)) {
            try {
                JsonNodeFactory nodes =
                        LocationJsonNodeFactoryFactory.getInstance().getJsonNodeFactory(parser);
                JsonNode root = mapper.reader(nodes).readTree(parser);
                if (root == null || root.isMissingNode()) {
                    return ParsedJson.failed(1, 1, Message.of("diagram-json-syntax.no-value"));
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
        Message message;
        Matcher limit = LIMIT.matcher(raw);
        if (limit.find()) {
            message = limitMessage(limit.group(1), limit.group(2), limit.group(3));
        } else if (raw.startsWith("Unrecognized character escape")) {
            int escaped = (int) Math.min(offset, text.length() - 1);
            if (escaped > 0 && text.charAt(escaped) == '\\') {
                escaped++;
            }
            escaped = Math.min(escaped, text.length() - 1);
            if (escaped > 0
                    && Character.isLowSurrogate(text.charAt(escaped))
                    && Character.isHighSurrogate(text.charAt(escaped - 1))) {
                escaped--;
            }
            at = escaped > 0 && text.charAt(escaped - 1) == '\\' ? escaped - 1 : escaped;
            message = Message.of("diagram-json-syntax.escape", Text.codePoint(text.codePointAt(escaped)));
        } else if (raw.startsWith("Duplicate Object property")) {
            String key = between(raw, '"');
            int keyAt = text.lastIndexOf("\"" + key + "\"", (int) Math.min(offset, text.length()));
            if (keyAt >= 0) {
                at = keyAt;
            }
            message = Message.of("diagram-json-syntax.duplicate-key", key);
        } else if (raw.contains("comment")) {
            message = Message.of("diagram-json-syntax.comment");
        } else if (raw.contains("Non-standard token")) {
            String token = between(raw, '\'');
            at = tokenStart(text, token, offset);
            message = Message.of("diagram-json-syntax.not-a-number", token);
        } else if (raw.contains("start property name") && raw.contains("'}'")) {
            message = Message.of("diagram-json-syntax.trailing-comma-object");
        } else if (raw.contains("expected a valid value") && raw.contains("']'")) {
            message = Message.of("diagram-json-syntax.trailing-comma-list");
        } else if (raw.contains("start property name") && raw.contains("'''")) {
            message = Message.of("diagram-json-syntax.single-quotes");
        } else if (raw.contains("start property name")) {
            message = Message.of("diagram-json-syntax.key-expected");
        } else if (raw.contains("end-of-input")) {
            message = Message.of("diagram-json-syntax.end-of-input");
        } else if (raw.contains("Trailing token")) {
            message = Message.of("diagram-json-syntax.trailing-token");
        } else if (raw.startsWith("Unrecognized token")) {
            String token = between(raw, '\'');
            at = tokenStart(text, token, offset);
            message = Message.of("diagram-json-syntax.unquoted-token", token);
        } else if (raw.contains("Illegal unquoted character")) {
            message = Message.of("diagram-json-syntax.control-character");
        } else if (raw.contains("Leading zeroes")) {
            message = Message.of("diagram-json-syntax.leading-zero");
        } else if (raw.contains("expecting a colon")) {
            message = Message.of("diagram-json-syntax.colon");
        } else if (raw.contains("expecting comma")) {
            message = Message.of("diagram-json-syntax.comma");
        } else if (raw.contains("expected a valid value")) {
            message = Message.of("diagram-json-syntax.value-missing");
        } else {
            message = Message.of("diagram-json-syntax.other", quotedCharsAsCodePoints(firstLine(raw), text, offset));
        }
        LineIndex.Position position = positions.at(at);
        return ParsedJson.failed(position.line(), position.column(), message);
    }

    /**
     * An exceeded {@link StreamReadConstraints} limit in plain words, naming the limit and the measured value,
     * e.g. {@code the JSON is nested 101 levels deep; the limit for a diagram file is 100 (nesting depth)}
     * ({@code diagram-json-syntax.limit-depth}).
     */
    private static Message limitMessage(String what, String measured, String max) {
        String w = what.toLowerCase(java.util.Locale.ROOT);
        String limit;
        if (w.contains("nesting depth")) {
            limit = "diagram-json-syntax.limit-depth";
        } else if (w.contains("string value")) {
            limit = "diagram-json-syntax.limit-text";
        } else if (w.contains("name")) {
            limit = "diagram-json-syntax.limit-key";
        } else if (w.contains("number")) {
            limit = "diagram-json-syntax.limit-number";
        } else if (w.contains("token count")) {
            limit = "diagram-json-syntax.limit-tokens";
        } else {
            return Message.of("diagram-json-syntax.limit-other", measured, max, w);
        }
        return Message.of(limit, measured, max);
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
