package io.github.studylog.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.jspecify.annotations.Nullable;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The {@code studylog.*} settings a content repository's {@code pom.xml} gives, read as Maven reads them for the
 * plugin, for the front ends that run without Maven: its {@code studylog.*} properties, then the plugin's
 * {@code <configuration>} (in {@code <plugins>} or {@code <pluginManagement>}, and in an execution), which Maven
 * prefers over a property. A list parameter's items are joined with commas. {@code ${…}} is replaced by the pom's
 * own properties and the base directory; a value with another expression is left out (a note says which). Read with a
 * parser that refuses a DOCTYPE and never loads anything; no pom, or one that does not parse, gives nothing.
 */
final class PomSettings {

    /** The pom, at the content root. */
    static final String POM = "pom.xml";

    private static final String PLUGIN = "studylog-maven-plugin";
    /** A pom larger than this is not read. */
    private static final long MAX_POM_BYTES = 4L * 1024 * 1024;

    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^}]+)}");

    /** What was read: the settings, and what could not be (each a short phrase for one note). */
    record Read(Map<Setting, Overrides.Given> values, List<String> unread) {}

    private PomSettings() {}

    static Read of(Path root) {
        Path pom = root.resolve(POM);
        Map<Setting, Overrides.Given> found = new LinkedHashMap<>();
        List<String> unread = new ArrayList<>();
        try {
            if (!Files.isRegularFile(pom) || Files.size(pom) > MAX_POM_BYTES) {
                return new Read(found, unread);
            }
            Document doc;
            try (InputStream in = Files.newInputStream(pom)) {
                doc = builder().parse(in);
            }
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("project.basedir", root.toString());
            properties.put("basedir", root.toString());
            properties.put("project.build.directory", root.resolve("target").toString());
            Element project = doc.getDocumentElement();
            for (Element props : children(project, "properties")) {
                for (Element p : children(props, null)) {
                    properties.put(p.getTagName(), p.getTextContent().strip());
                }
            }
            Origin property = Origin.repository(POM + " <properties>");
            properties.forEach((name, value) -> {
                if (name.startsWith("studylog.")) {
                    Setting.named(name).ifPresent(setting -> put(found, unread, setting, value, properties, property));
                }
            });
            Origin configured = Origin.repository(POM + " <configuration>");
            for (Element configuration : configurations(project)) {
                for (Element parameter : children(configuration, null)) {
                    List<Element> items = children(parameter, null);
                    String value = items.isEmpty()
                            ? parameter.getTextContent().strip()
                            : String.join(
                                    ",",
                                    items.stream()
                                            .map(i -> i.getTextContent().strip())
                                            .toList());
                    Setting.ofParameter(parameter.getTagName())
                            .ifPresent(setting -> put(found, unread, setting, value, properties, configured));
                }
            }
        } catch (IOException | SAXException | ParserConfigurationException | RuntimeException e) {
            return new Read(Map.of(), List.of(POM + " (" + e.getClass().getSimpleName() + ")"));
        }
        return new Read(found, unread);
    }

    private static void put(
            Map<Setting, Overrides.Given> found,
            List<String> unread,
            Setting setting,
            String value,
            Map<String, String> properties,
            Origin origin) {
        Optional<String> text = interpolate(value, properties);
        if (text.isPresent()) {
            found.put(setting, new Overrides.Given(text.get(), origin));
        } else {
            unread.add(setting.property() + " = " + value + " (" + origin.source() + ")");
        }
    }

    /** The plugin's {@code <configuration>}s: of the plugin, then of each of its executions. */
    private static List<Element> configurations(Element project) {
        List<Element> found = new ArrayList<>();
        for (Element build : children(project, "build")) {
            List<Element> lists = new ArrayList<>();
            children(build, "pluginManagement").forEach(pm -> lists.addAll(children(pm, "plugins")));
            lists.addAll(children(build, "plugins"));
            for (Element list : lists) {
                for (Element plugin : children(list, "plugin")) {
                    if (children(plugin, "artifactId").stream()
                            .noneMatch(a -> a.getTextContent().strip().equals(PLUGIN))) {
                        continue;
                    }
                    found.addAll(children(plugin, "configuration"));
                    for (Element executions : children(plugin, "executions")) {
                        for (Element execution : children(executions, "execution")) {
                            found.addAll(children(execution, "configuration"));
                        }
                    }
                }
            }
        }
        return found;
    }

    private static Optional<String> interpolate(String value, Map<String, String> properties) {
        Matcher m = EXPRESSION.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String known = properties.get(m.group(1));
            if (known == null || known.contains("${")) {
                return Optional.empty();
            }
            m.appendReplacement(out, Matcher.quoteReplacement(known));
        }
        m.appendTail(out);
        return Optional.of(out.toString());
    }

    private static DocumentBuilder builder() throws ParserConfigurationException {
        // the JDK's own parser, never one a class path provides (and no service lookup over the jars)
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        // the JDK's parser prints "[Fatal Error]" to standard error by default
        builder.setErrorHandler(new DefaultHandler());
        return builder;
    }

    /** The element children of {@code parent}, those named {@code name} or all. */
    private static List<Element> children(Element parent, @Nullable String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node n = nodes.item(i);
            if (n instanceof Element e && (name == null || e.getTagName().equals(name))) {
                found.add(e);
            }
        }
        return found;
    }
}
