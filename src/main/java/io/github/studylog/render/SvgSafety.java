package io.github.studylog.render;

import io.github.studylog.finding.Finding;
import java.io.ByteArrayInputStream;
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

/**
 * Pre-scan of any SVG before Batik sees it: a JDK StAX parse with DTDs and external entities off. Reports
 * {@code svg-syntax} (not well-formed, root not {@code <svg>}) and {@code svg-unsafe} (script, event handlers,
 * {@code foreignObject}, references that are not {@code #fragment} or an embedded raster image, CSS
 * {@code @import} / external {@code url()}, DOCTYPE and entity declarations, style sheet instructions) with
 * the line and column of the element. Stateless and thread-safe.
 */
public final class SvgSafety {

    /** Larger files are not read at all. */
    public static final int MAX_BYTES = 2 * 1024 * 1024;
    /**
     * Deeper element nesting stops the scan. The JDK's own XML limit {@code jdk.xml.maxElementDepth} is 100 from
     * Java 24 on (unlimited before), and Batik parses with the JDK's parser: an SVG that passes this scan must
     * parse on every Java the plugin supports.
     */
    public static final int MAX_DEPTH = 100;
    /** The JDK's XML depth limit property (Java 7u45+), raised above {@link #MAX_DEPTH} so this scan reports it. */
    private static final String JDK_MAX_ELEMENT_DEPTH = "jdk.xml.maxElementDepth";

    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final int MAX_TEXT = 64 * 1024;
    private static final Pattern RASTER_DATA =
            Pattern.compile("data:image/(png|jpeg|jpg|gif|webp|bmp)(;[a-z0-9=.+-]+)*,.*", Pattern.DOTALL);
    private static final Pattern UNCLOSED =
            Pattern.compile("^The element type \"([^\"]+)\" must be terminated by the matching end-tag");
    private static final Pattern URL_FUNCTION = Pattern.compile("url\\s*\\(\\s*['\"]?\\s*", Pattern.CASE_INSENSITIVE);

    /** Scans {@code svg}; {@code path} is the repo-relative path used in findings. */
    public SvgScan scan(String path, byte[] svg) {
        Scan scan = new Scan(path);
        if (svg.length > MAX_BYTES) {
            scan.unsafe(0, 0, "The SVG is larger than " + (MAX_BYTES / 1024 / 1024)
                    + " MiB, so it is not read; keep diagrams small.");
            return scan.result();
        }
        XMLStreamReader reader = null;
        TextPositions positions = new TextPositions(new String(svg, StandardCharsets.UTF_8));
        try {
            reader = factory().createXMLStreamReader(new ByteArrayInputStream(svg));
            scan.run(reader, positions);
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            int line = at != null ? Math.max(1, at.getLineNumber()) : 0;
            int column = at != null ? Math.max(1, at.getColumnNumber()) : 0;
            String message = plain(e.getMessage());
            var unclosed = UNCLOSED.matcher(message);
            if (unclosed.find() && scan.openLine(unclosed.group(1)) > 0) {
                // the parser stops inside the end tag that does not match; the author needs the open element
                column = positions.tagStart(line, column);
                message += " The <" + unclosed.group(1) + "> opened on line " + scan.openLine(unclosed.group(1))
                        + " is not closed before this end tag.";
            }
            scan.syntax(line, column, "The SVG is not well-formed XML: " + message);
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

    /** The parser's message without its "ParseError at [row,col]" prefix. */
    private static String plain(String message) {
        if (message == null) {
            return "unknown error";
        }
        int at = message.indexOf("Message: ");
        return (at >= 0 ? message.substring(at + 9) : message).trim();
    }

    /** One scan's mutable state; confined to the calling thread. */
    private static final class Scan {
        private final String path;
        private final List<Finding> findings = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private int depth;
        private boolean rootSeen;
        /** The qualified names and lines of the elements open at the current position, innermost last. */
        private final ArrayDeque<String> openNames = new ArrayDeque<>();
        private final ArrayDeque<Integer> openLines = new ArrayDeque<>();

        Scan(String path) {
            this.path = path;
        }

        void run(XMLStreamReader reader, TextPositions positions) throws XMLStreamException {
            Location before = reader.getLocation();
            StringBuilder style = null;
            int styleLine = 0;
            int styleColumn = 0;
            while (reader.hasNext()) {
                int[] start = positions.markupStart(Math.max(1, before.getLineNumber()),
                        Math.max(1, before.getColumnNumber()));
                int line = start[0];
                int column = start[1];
                int event = reader.next();
                before = reader.getLocation();
                switch (event) {
                    case XMLStreamConstants.DTD -> {
                        unsafe(line, column, "The SVG has a DOCTYPE or ENTITY declaration; these are not allowed "
                                + "(entities can read local files or blow up in size). Delete the <!DOCTYPE …> "
                                + "block; the rest of the file was not checked.");
                        return;
                    }
                    case XMLStreamConstants.ENTITY_REFERENCE ->
                        unsafe(line, column, "The SVG uses the entity &" + reader.getLocalName()
                                + "; which is not allowed; write the character itself.");
                    case XMLStreamConstants.PROCESSING_INSTRUCTION -> {
                        if ("xml-stylesheet".equalsIgnoreCase(reader.getPITarget())) {
                            unsafe(line, column, "The SVG links an external style sheet (<?xml-stylesheet?>); "
                                    + "put the styles inside the SVG.");
                        }
                    }
                    case XMLStreamConstants.START_ELEMENT -> {
                        depth++;
                        if (depth > MAX_DEPTH) {
                            unsafe(line, column, "Elements are nested more than " + MAX_DEPTH
                                    + " levels deep; the rest of the file was not checked.");
                            return;
                        }
                        element(reader, line, column);
                        openNames.addLast(qualifiedName(reader));
                        openLines.addLast(line);
                        if ("style".equalsIgnoreCase(reader.getLocalName())) {
                            style = new StringBuilder();
                            styleLine = line;
                            styleColumn = column;
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        depth--;
                        openNames.pollLast();
                        openLines.pollLast();
                        if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
                            text.append('\n');
                        }
                        if (style != null && "style".equalsIgnoreCase(reader.getLocalName())) {
                            css(style.toString(), styleLine, styleColumn, "<style> element");
                            style = null;
                        }
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
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
        }

        /** The line where the innermost open element is {@code name} started, or 0. */
        int openLine(String name) {
            return name.equals(openNames.peekLast()) ? openLines.peekLast() : 0;
        }

        private static String qualifiedName(XMLStreamReader reader) {
            String prefix = reader.getPrefix();
            return prefix == null || prefix.isEmpty() ? reader.getLocalName() : prefix + ":" + reader.getLocalName();
        }

        private void element(XMLStreamReader reader, int line, int column) {
            String name = reader.getLocalName();
            String lower = name.toLowerCase(Locale.ROOT);
            if (!rootSeen) {
                rootSeen = true;
                if (!"svg".equals(name) || !SVG_NS.equals(reader.getNamespaceURI())) {
                    syntax(line, column, "The root element is <" + name + "> in namespace \""
                            + (reader.getNamespaceURI() == null ? "" : reader.getNamespaceURI())
                            + "\"; an SVG file starts with <svg xmlns=\"" + SVG_NS + "\">.");
                }
            }
            if (lower.equals("script")) {
                unsafe(line, column, "The SVG has a <script> element; scripts are not allowed in diagrams.");
            } else if (lower.equals("foreignobject")) {
                unsafe(line, column, "The SVG has a <foreignObject> element (embedded HTML); draw with SVG shapes "
                        + "and text instead.");
            }
            boolean animation = lower.equals("set") || lower.startsWith("animate");
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                String attr = reader.getAttributeLocalName(i).toLowerCase(Locale.ROOT);
                String value = reader.getAttributeValue(i);
                if (attr.startsWith("on")) {
                    unsafe(line, column, "<" + name + "> has the event handler attribute " + attr
                            + "; event handlers run script and are not allowed.");
                } else if (attr.equals("href") || attr.equals("src")) {
                    reference(value, line, column, "<" + name + "> " + attr);
                } else if (attr.equals("style")) {
                    css(value, line, column, "style attribute of <" + name + ">");
                } else if (animation && attr.equals("attributename")) {
                    String target = value.trim().toLowerCase(Locale.ROOT).replaceFirst("^[a-z]+:", "");
                    if (target.equals("href") || target.equals("src") || target.equals("style")
                            || target.startsWith("on")) {
                        unsafe(line, column, "<" + name + "> animates the " + value.trim()
                                + " attribute; animating links, styles or event handlers is not allowed.");
                    }
                } else if (value.toLowerCase(Locale.ROOT).contains("url(")) {
                    urls(value, line, column, attr + " attribute of <" + name + ">");
                }
            }
        }

        private void reference(String value, int line, int column, String where) {
            String v = value.strip();
            if (v.startsWith("#")) {
                return;
            }
            String lower = v.toLowerCase(Locale.ROOT);
            if (lower.startsWith("data:")) {
                if (!RASTER_DATA.matcher(lower).matches()) {
                    unsafe(line, column, where + " embeds a data: URL that is not a PNG/JPEG/GIF/WebP picture "
                            + "(for example another SVG or HTML); only raster data: images are allowed.");
                }
                return;
            }
            unsafe(line, column, where + " refers to \"" + shorten(v) + "\", outside this SVG; only #id "
                    + "references inside the file and embedded data:image/png pictures are allowed.");
        }

        private void css(String css, int line, int column, String where) {
            String lower = css.toLowerCase(Locale.ROOT);
            if (lower.contains("@import")) {
                unsafe(line, column, "The " + where + " uses CSS @import, which loads another file; "
                        + "put the styles inside the SVG.");
            }
            if (lower.contains("\\")) {
                unsafe(line, column, "The " + where + " uses CSS escapes (\\); write the CSS plainly.");
            }
            urls(css, line, column, where);
        }

        private void urls(String value, int line, int column, String where) {
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
                unsafe(line, column, "The " + where + " uses url(" + shorten(target.replaceAll("['\"\\s]+$", ""))
                        + "), outside this SVG; only url(#id) is allowed.");
            }
        }

        private static String shorten(String s) {
            String oneLine = s.replaceAll("\\s+", " ");
            return oneLine.length() > 80 ? oneLine.substring(0, 77) + "..." : oneLine;
        }

        void unsafe(int line, int column, String message) {
            findings.add(Finding.of(RenderRules.SVG_UNSAFE, path, line, column, message));
        }

        void syntax(int line, int column, String message) {
            findings.add(Finding.of(RenderRules.SVG_SYNTAX, path, line, column, message));
        }

        SvgScan result() {
            if (findings.isEmpty() && !rootSeen) {
                syntax(1, 1, "The file has no <svg> element.");
            }
            return new SvgScan(findings, text.toString());
        }
    }
}
