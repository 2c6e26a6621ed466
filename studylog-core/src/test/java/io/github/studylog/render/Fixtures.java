package io.github.studylog.render;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/** Test helpers: fixture loading and reading SVG back. */
public final class Fixtures {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Fixtures() {}

    public static byte[] bytes(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/render/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("missing fixture " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode json(String name) {
        return MAPPER.readTree(bytes(name));
    }

    public static JsonNode parse(String json) {
        return MAPPER.readTree(json);
    }

    /** Parses SVG with DOCTYPEs refused. */
    public static Document dom(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed SVG: " + e.getMessage(), e);
        }
    }

    /** The text content of every element named {@code name}. */
    public static List<String> texts(Document dom, String name) {
        NodeList nodes = dom.getElementsByTagNameNS("*", name);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    public static String svg(String body) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                + "width=\"120\" height=\"80\" viewBox=\"0 0 120 80\">\n" + body + "\n</svg>\n";
    }

    /**
     * A picture no machine draws within a 1 ms budget: 3,000 labelled shapes, so the SVG parse alone takes longer
     * and a timeout test does not depend on how fast the machine is.
     */
    public static String heavySvg() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            body.append("<rect x=\"")
                    .append(i % 100)
                    .append("\" y=\"")
                    .append(i / 100)
                    .append("\" width=\"4\" height=\"4\" fill=\"#2563eb\"/><text x=\"")
                    .append(i % 100)
                    .append("\" y=\"")
                    .append(i / 100)
                    .append("\" font-size=\"2\">注文サービス ")
                    .append(i)
                    .append("</text>\n");
        }
        return svg(body.toString());
    }

    /** An architecture diagram of 400 components (see {@link #heavySvg}: for time budget tests). */
    public static JsonNode heavyArchitecture() {
        StringBuilder json = new StringBuilder("{\"schema_version\":1,\"diagram_type\":\"architecture\","
                + "\"meta\":{\"title\":\"大きな構成図\",\"viewBox\":[4000,4000]},\"components\":[");
        for (int i = 0; i < 400; i++) {
            json.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"c")
                    .append(i)
                    .append("\",\"type\":\"backend\"," + "\"label\":\"サービス ")
                    .append(i)
                    .append("\",\"pos\":[")
                    .append(i % 20 * 190 + 20)
                    .append(',')
                    .append(i / 20 * 190 + 20)
                    .append("],\"size\":[150,60]}");
        }
        json.append("],\"connections\":[");
        for (int i = 1; i < 400; i++) {
            json.append(i == 1 ? "" : ",")
                    .append("{\"from\":\"c")
                    .append(i - 1)
                    .append("\",\"to\":\"c")
                    .append(i)
                    .append("\",\"label\":\"呼び出し\"}");
        }
        return parse(json.append("]}").toString());
    }
}
