package io.github.studylog.svg;

import io.github.studylog.content.Bom;
import io.github.studylog.content.LineIndex;
import io.github.studylog.content.OneLine;
import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.jspecify.annotations.Nullable;

/**
 * Pre-scan of any SVG before Batik sees it: a JDK StAX parse with DTDs and external entities off. Reports
 * {@code svg-syntax} (not well-formed, root not {@code <svg>}) and {@code svg-unsafe} (script, event handlers,
 * {@code foreignObject}, references that are not {@code #fragment} or an embedded raster image, CSS
 * {@code @import} / external {@code url()}, DOCTYPE and entity declarations, style sheet instructions) with
 * the line and column of the element. Stateless and thread-safe.
 */
public final class SvgSafety {

    /**
     * Larger files are not read at all (2 MiB). The hand-drawn diagrams of a study log are 2–10 KB, the plugin's
     * own drawings under 40 KB.
     */
    public static final int MAX_BYTES = 2 * 1024 * 1024;
    /**
     * Deeper element nesting stops the scan. The JDK's own XML limit {@code jdk.xml.maxElementDepth} is 100 from
     * Java 24 on (unlimited before), and Batik parses with the JDK's parser: an SVG that passes this scan must
     * parse on every Java the plugin supports.
     */
    public static final int MAX_DEPTH = 100;
    /**
     * More elements in the file stop the scan (10,000). Realistic diagrams have 40–500; a drawing tool's export of
     * a detailed picture a few thousand.
     */
    public static final int MAX_ELEMENTS = 10_000;
    /**
     * More elements once every reference is expanded (see {@link SvgExpansion}) are refused before Batik (20,000).
     * Batik builds every copy of a {@code <use>} chain, so a few KB of nested {@code <use>} can take minutes and the
     * heap; the limit keeps a picture within the rasterizer's time budget. The plugin's drawings expand to what they
     * contain (a few hundred elements).
     */
    public static final long MAX_EXPANDED = 20_000;
    /** Longer attribute values are refused (256 Ki characters); a detailed path's {@code d} is a few KB. */
    public static final int MAX_ATTRIBUTE_CHARS = 256 * 1024;
    /** Longer character data in one element ({@code <text>}, {@code <style>}) is refused (256 Ki characters). */
    public static final int MAX_TEXT_CHARS = 256 * 1024;
    /** The JDK's XML depth limit property (Java 7u45+), raised above {@link #MAX_DEPTH} so this scan reports it. */
    private static final String JDK_MAX_ELEMENT_DEPTH = "jdk.xml.maxElementDepth";

    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final int MAX_TEXT = 64 * 1024;
    private static final Pattern RASTER_DATA =
            Pattern.compile("data:image/(png|jpeg|jpg|gif|webp|bmp)(;[a-z0-9=.+-]+)*,.*", Pattern.DOTALL);
    private static final Pattern UNCLOSED =
            Pattern.compile("^The element type \"([^\"]+)\" must be terminated by the matching end-tag");
    private static final Pattern URL_FUNCTION = Pattern.compile("url\\s*\\(\\s*['\"]?\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern URL_FRAGMENT =
            Pattern.compile("url\\s*\\(\\s*['\"]?\\s*#([^)'\"\\s]+)", Pattern.CASE_INSENSITIVE);

    /** Scans {@code svg}; {@code path} is the repo-relative path used in findings. */
    public SvgScan scan(String path, byte[] svg) {
        Scan scan = new Scan(path);
        if (svg.length > MAX_BYTES) {
            scan.limit(
                    0,
                    0,
                    Message.of(
                            "svg-unsafe.too-large",
                            MAX_BYTES / 1024 / 1024,
                            Scan.number(MAX_BYTES),
                            Scan.number(svg.length)));
            return scan.result();
        }
        XMLStreamReader reader = null;
        TextPositions positions = new TextPositions(new String(svg, StandardCharsets.UTF_8));
        scan.lines = positions.lines();
        // bytes that are not of the file's encoding are found here, never by the JDK's parser: it would report
        // them on the console ("[Fatal Error] …", to stderr) as well as to this scan
        Charset declared = declaredCharset(svg);
        int undecodable = TextFiles.firstUndecodable(svg, 0, declared);
        if (undecodable >= 0) {
            LineIndex.Position at = TextFiles.position(svg, 0, undecodable, declared);
            scan.syntax(
                    at.line(),
                    at.column(),
                    Message.of(
                            "svg-syntax.not-encoded",
                            declared.name(),
                            String.format(Locale.ROOT, "%02X", svg[undecodable] & 0xFF)));
            return scan.result();
        }
        try {
            reader = factory().createXMLStreamReader(new ByteArrayInputStream(svg));
            // the parser has read the BOM and the XML declaration: positions count characters of that encoding
            positions = new TextPositions(new String(svg, charset(reader)));
            scan.lines = positions.lines();
            if (scan.run(reader, positions)) {
                scan.expansion();
            }
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            int line = at != null ? Math.max(1, at.getLineNumber()) : 0;
            int column = at != null ? Math.max(1, at.getColumnNumber()) : 0;
            String message = plain(e.getMessage());
            var unclosed = message == null ? null : UNCLOSED.matcher(message);
            Message said = message == null
                    ? Message.of("svg-syntax.unknown-error")
                    : Message.of("svg-syntax.not-well-formed", message);
            if (unclosed != null && unclosed.find() && scan.openLine(unclosed.group(1)) > 0) {
                // the parser stops inside the end tag that does not match; the author needs the open element
                column = positions.tagStart(line, column);
                said = Message.of(
                        "svg-syntax.not-closed", message, unclosed.group(1), scan.openLine(unclosed.group(1)));
            }
            scan.syntax(line, column, said);
        } catch (RuntimeException e) {
            if (!fromParser(e)) {
                throw e;
            }
            // the JDK's parser failed while describing an error (a message key its resources lack, seen for
            // control characters in a DOCTYPE): still a file that is not well-formed, located where it stopped
            Location at = location(reader);
            scan.syntax(
                    at != null ? Math.max(1, at.getLineNumber()) : 1,
                    at != null ? Math.max(1, at.getColumnNumber()) : 1,
                    Message.of("svg-syntax.parser-stopped", describe(e)));
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // nothing left to release
                }
            }
        }
        return scan.result();
    }

    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        // too deep nesting is this scan's finding (svg-unsafe, in plain words), not the JDK parser's error
        factory.setProperty(JDK_MAX_ELEMENT_DEPTH, String.valueOf(MAX_DEPTH + 1));
        factory.setXMLResolver((publicId, systemId, base, ns) -> {
            throw new XMLStreamException("external entity refused: " + systemId);
        });
        return factory;
    }

    /**
     * The encoding the parser detected (BOM, XML declaration), in which the text is read for positions; UTF-8 when
     * that is unknown to Java.
     */
    private static Charset charset(XMLStreamReader reader) {
        String name = reader.getEncoding();
        if (name == null) {
            name = reader.getCharacterEncodingScheme();
        }
        Charset charset = StandardCharsets.UTF_8;
        if (name != null) {
            try {
                charset = Charset.forName(name);
            } catch (IllegalArgumentException unknown) {
                // the parser knows a name Java does not: UTF-8 positions are the best guess
            }
        }
        return charset;
    }

    /** An XML declaration's encoding name, as XML 1.0 (§4.3.3) writes it, in the first bytes of a file. */
    private static final Pattern DECLARED_ENCODING =
            Pattern.compile("\\A<\\?xml\\s[^>]*?encoding\\s*=\\s*([\"'])([A-Za-z][A-Za-z0-9._-]*)\\1");

    /**
     * The encoding a file says it is in, before any parser reads it: its byte order mark, else its XML declaration's
     * {@code encoding} (when Java knows the name), else UTF-8, XML's default. The parser detects the same (and a
     * name Java does not know is its finding).
     */
    static Charset declaredCharset(byte[] svg) {
        if (Bom.utf8Length(svg) > 0) {
            return StandardCharsets.UTF_8;
        }
        if (startsWith(svg, 0x00, 0x00, 0xFE, 0xFF)) {
            return Charset.forName("UTF-32BE");
        }
        if (startsWith(svg, 0xFF, 0xFE, 0x00, 0x00)) {
            return Charset.forName("UTF-32LE");
        }
        if (startsWith(svg, 0xFE, 0xFF) || startsWith(svg, 0xFF, 0xFE)) {
            return StandardCharsets.UTF_16;
        }
        var declared =
                DECLARED_ENCODING.matcher(new String(svg, 0, Math.min(svg.length, 256), StandardCharsets.ISO_8859_1));
        if (declared.find()) {
            try {
                return Charset.forName(declared.group(2));
            } catch (IllegalArgumentException unknown) {
                return StandardCharsets.UTF_8;
            }
        }
        return StandardCharsets.UTF_8;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code e} was thrown inside the JDK's XML parser, not by this scan's own code. */
    static boolean fromParser(RuntimeException e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            String type = frame.getClassName();
            if (type.startsWith("com.sun.org.apache.xerces.")
                    || type.startsWith("com.sun.xml.internal.stream.")
                    || type.startsWith("javax.xml.")
                    || type.startsWith("jdk.xml.internal.")) {
                return true;
            }
            if (type.startsWith("io.github.studylog.")) {
                return false;
            }
        }
        return false;
    }

    /** The parser's current location, or null when there is none. */
    private static @Nullable Location location(@Nullable XMLStreamReader reader) {
        try {
            return reader == null ? null : reader.getLocation();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** A one-line, ASCII name of a runtime exception of the parser: its type and, if any, its missing key. */
    private static String describe(RuntimeException e) {
        String name = e.getClass().getSimpleName();
        if (e instanceof java.util.MissingResourceException missing && missing.getKey() != null) {
            String key = missing.getKey().replaceAll("[^A-Za-z0-9_.-]", "");
            if (!key.isEmpty()) {
                name += " " + key.substring(0, Math.min(key.length(), 60));
            }
        }
        return name;
    }

    /** The parser's message without its "ParseError at [row,col]" prefix, or null when it has none. */
    private static @Nullable String plain(@Nullable String message) {
        if (message == null) {
            return null;
        }
        int at = message.indexOf("Message: ");
        return (at >= 0 ? message.substring(at + 9) : message).trim();
    }

    /** One scan's mutable state; confined to the calling thread. */
    private static final class Scan {
        private final String path;
        private final List<Finding> findings = new ArrayList<>();
        /** The text's line index: StAX's UTF-16 columns become code-point columns through it. */
        private LineIndex lines = LineIndex.of("");

        private final StringBuilder text = new StringBuilder();
        private int depth;
        private boolean rootSeen;
        /** The qualified names and lines of the elements open at the current position, innermost last. */
        private final ArrayDeque<String> openNames = new ArrayDeque<>();

        private final ArrayDeque<Integer> openLines = new ArrayDeque<>();
        /** The expansion graph's indices of the open elements, innermost last. */
        private final ArrayDeque<Integer> openIndices = new ArrayDeque<>();

        private final SvgExpansion expansion = new SvgExpansion();
        /** Characters of the innermost open element so far, and whether its size was reported. */
        private int elementChars;

        private boolean textReported;
        private boolean overLimit;

        Scan(String path) {
            this.path = path;
        }

        /** Scans to the end; false when it stopped early (the expansion was then not measured). */
        boolean run(XMLStreamReader reader, TextPositions positions) throws XMLStreamException {
            Location before = reader.getLocation();
            StringBuilder style = null;
            int styleLine = 0;
            int styleColumn = 0;
            int styleIndex = -1;
            while (reader.hasNext()) {
                int[] start = positions.markupStart(
                        Math.max(1, before.getLineNumber()), Math.max(1, before.getColumnNumber()));
                int line = start[0];
                int column = start[1];
                int event = reader.next();
                before = reader.getLocation();
                switch (event) {
                    case XMLStreamConstants.DTD -> {
                        unsafe(line, column, Message.of("svg-unsafe.doctype"));
                        return false;
                    }
                    case XMLStreamConstants.ENTITY_REFERENCE ->
                        unsafe(line, column, Message.of("svg-unsafe.entity", reader.getLocalName()));
                    case XMLStreamConstants.PROCESSING_INSTRUCTION -> {
                        if ("xml-stylesheet".equalsIgnoreCase(reader.getPITarget())) {
                            unsafe(line, column, Message.of("svg-unsafe.stylesheet"));
                        }
                    }
                    case XMLStreamConstants.START_ELEMENT -> {
                        depth++;
                        if (depth > MAX_DEPTH) {
                            limit(line, column, Message.of("svg-unsafe.depth", MAX_DEPTH, depth));
                            return false;
                        }
                        if (expansion.size() >= MAX_ELEMENTS) {
                            limit(
                                    line,
                                    column,
                                    Message.of(
                                            "svg-unsafe.elements", number(MAX_ELEMENTS), number(expansion.size() + 1)));
                            return false;
                        }
                        int index = expansion.add(
                                openIndices.isEmpty() ? -1 : openIndices.peekLast(),
                                id(reader),
                                qualifiedName(reader),
                                line,
                                column);
                        openIndices.addLast(index);
                        elementChars = 0;
                        textReported = false;
                        element(reader, line, column, index);
                        openNames.addLast(qualifiedName(reader));
                        openLines.addLast(line);
                        if ("style".equalsIgnoreCase(reader.getLocalName())) {
                            style = new StringBuilder();
                            styleLine = line;
                            styleColumn = column;
                            styleIndex = index;
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        depth--;
                        openNames.pollLast();
                        openLines.pollLast();
                        openIndices.pollLast();
                        elementChars = 0;
                        textReported = false;
                        if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
                            text.append('\n');
                        }
                        if (style != null && "style".equalsIgnoreCase(reader.getLocalName())) {
                            css(style.toString(), styleLine, styleColumn, Message.of("svg-unsafe.where.style-element"));
                            fragments(styleIndex, style.toString());
                            style = null;
                        }
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        elementChars += reader.getTextLength();
                        if (elementChars > MAX_TEXT_CHARS && !textReported && !openIndices.isEmpty()) {
                            textReported = true;
                            int open = openIndices.peekLast();
                            limit(
                                    expansion.line(open),
                                    expansion.column(open),
                                    Message.of("svg-unsafe.text-size", expansion.name(open), number(MAX_TEXT_CHARS)));
                        }
                        if (style != null) {
                            if (style.length() < MAX_BYTES) {
                                style.append(reader.getText());
                            }
                        } else if (text.length() < MAX_TEXT && !reader.isWhiteSpace()) {
                            text.append(reader.getText());
                        }
                    }
                    default -> {
                        // comments, document start/end: nothing to check
                    }
                }
            }
            return true;
        }

        /** Counts what the references expand to; a finding above {@link #MAX_EXPANDED} or for a cycle. */
        void expansion() {
            SvgExpansion.Measure measure = expansion.measure(MAX_EXPANDED);
            if (measure.cycle()) {
                int at = measure.cycleAt();
                unsafe(
                        expansion.line(at),
                        expansion.column(at),
                        measure.cycleId() == null
                                ? Message.of("svg-unsafe.cycle", expansion.name(at))
                                : Message.of("svg-unsafe.cycle-id", expansion.name(at), shorten(measure.cycleId())));
            } else if (measure.worst() >= 0) {
                int at = measure.worst();
                boolean unbounded = measure.total() == Long.MAX_VALUE;
                limit(
                        expansion.line(at),
                        expansion.column(at),
                        Message.of(
                                unbounded ? "svg-unsafe.expansion-unbounded" : "svg-unsafe.expansion",
                                number(MAX_EXPANDED),
                                number(unbounded ? Long.MAX_VALUE : measure.total()),
                                expansion.name(at),
                                number(measure.worstCount())));
            }
        }

        private static String id(XMLStreamReader reader) {
            String id = reader.getAttributeValue(null, "id");
            return id != null ? id : reader.getAttributeValue(XMLConstants.XML_NS_URI, "id");
        }

        /** Records every {@code url(#id)} in {@code value} as a reference of element {@code index}. */
        private void fragments(int index, String value) {
            if (index < 0 || value.indexOf('#') < 0) {
                return;
            }
            var matcher = URL_FRAGMENT.matcher(value);
            while (matcher.find()) {
                expansion.reference(index, matcher.group(1));
            }
        }

        /** The line where the innermost open element is {@code name} started, or 0. */
        int openLine(String name) {
            return name.equals(openNames.peekLast()) ? openLines.peekLast() : 0;
        }

        private static String qualifiedName(XMLStreamReader reader) {
            String prefix = reader.getPrefix();
            return prefix == null || prefix.isEmpty() ? reader.getLocalName() : prefix + ":" + reader.getLocalName();
        }

        private void element(XMLStreamReader reader, int line, int column, int index) {
            String name = reader.getLocalName();
            String lower = name.toLowerCase(Locale.ROOT);
            if (!rootSeen) {
                rootSeen = true;
                if (!"svg".equals(name) || !SVG_NS.equals(reader.getNamespaceURI())) {
                    syntax(
                            line,
                            column,
                            Message.of(
                                    "svg-syntax.root",
                                    name,
                                    reader.getNamespaceURI() == null ? "" : reader.getNamespaceURI(),
                                    SVG_NS));
                }
            }
            if (lower.equals("script")) {
                unsafe(line, column, Message.of("svg-unsafe.script"));
            } else if (lower.equals("foreignobject")) {
                unsafe(line, column, Message.of("svg-unsafe.foreign-object"));
            }
            boolean animation = lower.equals("set") || lower.startsWith("animate");
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                String attr = reader.getAttributeLocalName(i).toLowerCase(Locale.ROOT);
                String value = reader.getAttributeValue(i);
                if (value.length() > MAX_ATTRIBUTE_CHARS) {
                    limit(
                            line,
                            column,
                            Message.of(
                                    "svg-unsafe.attribute-size",
                                    name,
                                    attr,
                                    number(value.length()),
                                    number(MAX_ATTRIBUTE_CHARS)));
                    continue;
                }
                fragments(index, value);
                if ((attr.equals("href")) && !lower.equals("a") && value.strip().startsWith("#")) {
                    expansion.reference(index, value.strip().substring(1));
                }
                if (attr.startsWith("on")) {
                    unsafe(line, column, Message.of("svg-unsafe.event-handler", name, attr));
                } else if (attr.equals("href") || attr.equals("src")) {
                    reference(value, line, column, name, attr);
                } else if (attr.equals("style")) {
                    css(value, line, column, Message.of("svg-unsafe.where.style-attribute", name));
                } else if (animation && attr.equals("attributename")) {
                    String target = value.trim().toLowerCase(Locale.ROOT).replaceFirst("^[a-z]+:", "");
                    if (target.equals("href")
                            || target.equals("src")
                            || target.equals("style")
                            || target.startsWith("on")) {
                        unsafe(line, column, Message.of("svg-unsafe.animates", name, value.trim()));
                    }
                } else if (value.toLowerCase(Locale.ROOT).contains("url(")) {
                    urls(value, line, column, Message.of("svg-unsafe.where.attribute", attr, name));
                }
            }
        }

        private void reference(String value, int line, int column, String element, String attribute) {
            String v = value.strip();
            if (v.startsWith("#")) {
                return;
            }
            String lower = v.toLowerCase(Locale.ROOT);
            if (lower.startsWith("data:")) {
                if (!RASTER_DATA.matcher(lower).matches()) {
                    unsafe(line, column, Message.of("svg-unsafe.data-url", element, attribute));
                }
                return;
            }
            unsafe(line, column, Message.of("svg-unsafe.external-reference", element, attribute, shorten(v)));
        }

        private void css(String css, int line, int column, Message where) {
            String lower = css.toLowerCase(Locale.ROOT);
            if (lower.contains("@import")) {
                unsafe(line, column, Message.around("svg-unsafe.css-import", where));
            }
            if (lower.contains("\\")) {
                unsafe(line, column, Message.around("svg-unsafe.css-escape", where));
            }
            urls(css, line, column, where);
        }

        private void urls(String value, int line, int column, Message where) {
            var matcher = URL_FUNCTION.matcher(value);
            while (matcher.find()) {
                String rest = value.substring(matcher.end());
                if (rest.startsWith("#")) {
                    continue;
                }
                if (RASTER_DATA.matcher(rest.toLowerCase(Locale.ROOT)).matches()) {
                    continue;
                }
                int close = rest.indexOf(')');
                String target = close >= 0 ? rest.substring(0, close) : rest;
                unsafe(
                        line,
                        column,
                        Message.around("svg-unsafe.css-url", where, shorten(target.replaceAll("['\"\\s]+$", ""))));
            }
        }

        static String number(long n) {
            return String.format(Locale.ROOT, "%,d", n);
        }

        private static String shorten(String s) {
            return OneLine.of(s, 80);
        }

        /** A finding for a limit: {@code svg-unsafe}, and the scan says it is over a limit. */
        void limit(int line, int column, Message message) {
            overLimit = true;
            unsafe(line, column, message);
        }

        void unsafe(int line, int column, Message message) {
            findings.add(located(SvgRules.SVG_UNSAFE, line, column, message));
        }

        void syntax(int line, int column, Message message) {
            findings.add(located(SvgRules.SVG_SYNTAX, line, column, message));
        }

        /** A finding at StAX's {@code line}:{@code column} (UTF-16 units), in code points; 0:0 stays unlocated. */
        private Finding located(Rule rule, int line, int column, Message message) {
            if (line <= 0) {
                return Finding.of(rule, path, line, column, message);
            }
            LineIndex.Position at = lines.atUtf16(line, column);
            return Finding.of(rule, path, at.line(), at.column(), message);
        }

        SvgScan result() {
            if (findings.isEmpty() && !rootSeen) {
                syntax(1, 1, Message.of("svg-syntax.no-svg"));
            }
            return new SvgScan(findings, text.toString(), overLimit);
        }
    }
}
