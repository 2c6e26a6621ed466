package io.github.studylog.render;

import io.github.studylog.content.XmlText;
import org.jspecify.annotations.Nullable;

/**
 * Appends SVG markup with attributes in the order given, numbers through {@link Num#fmt}, text through
 * {@link XmlText}. Not thread-safe: one builder per rendered diagram.
 */
final class SvgBuilder {

    private final StringBuilder out = new StringBuilder(16 * 1024);
    private int depth;

    /** Opens {@code <name attr="value" ...>}; {@code attrs} alternate names and values (String or Number). */
    SvgBuilder open(String name, @Nullable Object... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append(">\n");
        depth++;
        return this;
    }

    SvgBuilder close(String name) {
        depth--;
        indent();
        out.append("</").append(name).append(">\n");
        return this;
    }

    /** A childless element {@code <name .../>}. */
    SvgBuilder empty(String name, @Nullable Object... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append("/>\n");
        return this;
    }

    /** An element whose only content is escaped text, e.g. {@code <text x="1" y="2">a &amp; b</text>}. */
    SvgBuilder textElement(String name, String text, @Nullable Object... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append('>')
                .append(XmlText.attribute(text))
                .append("</")
                .append(name)
                .append(">\n");
        return this;
    }

    /** Raw line, for the XML declaration only. */
    SvgBuilder raw(String line) {
        out.append(line).append('\n');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void indent() {
        out.append("  ".repeat(Math.max(0, depth)));
    }

    private void attributes(@Nullable Object... attrs) {
        if (attrs.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name/value pairs");
        }
        for (int i = 0; i < attrs.length; i += 2) {
            Object value = attrs[i + 1];
            if (value == null) {
                continue;
            }
            out.append(' ').append(attrs[i]).append("=\"").append(value(value)).append('"');
        }
    }

    private static String value(Object value) {
        if (value instanceof Double || value instanceof Float) {
            return Num.fmt(((Number) value).doubleValue());
        }
        if (value instanceof Number number) {
            return Long.toString(number.longValue());
        }
        return XmlText.attribute(value.toString());
    }
}
