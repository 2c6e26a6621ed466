package io.github.studylog.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.studylog.baseline.Baseline;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.RunRequest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
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
 * The server's settings: the plugin's {@code studylog.*} parameters by their names without the prefix ({@code lang},
 * {@code docs}, {@code reviews} …), plus the server's own ({@code ruleDocsBase}, {@code debounceMillis}). Each comes
 * from, last one winning: its default, the content repo's pom ({@code studylog.*} properties, then the plugin's
 * {@code <configuration>}), the client's initialization options, the client's configuration.
 *
 * @param values the settings given, by name
 */
record Settings(Map<String, String> values) {

    /** Where the rules' pages are: {@code <base><rule-id>.html}. */
    static final String RULE_DOCS_BASE = "https://studylog.github.io/studylog-maven-plugin/rules/";
    /** How long the server waits after a change before it checks, so a burst of keystrokes is one check. */
    static final long DEBOUNCE_MILLIS = 10;
    /** The pom the settings are read from, at the content root. */
    static final String POM = "pom.xml";

    private static final String PLUGIN = "studylog-maven-plugin";
    /** A pom larger than this is not read (its settings are the defaults). */
    private static final long MAX_POM_BYTES = 4L * 1024 * 1024;

    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^}]+)}");

    Settings {
        values = Map.copyOf(values);
    }

    static Settings none() {
        return new Settings(Map.of());
    }

    /** These settings with {@code more} over them. */
    Settings with(Map<String, String> more) {
        Map<String, String> all = new TreeMap<>(values);
        all.putAll(more);
        return new Settings(all);
    }

    String get(String name, String fallback) {
        String value = values.get(name);
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    Language language() {
        return Optional.ofNullable(values.get("lang"))
                .flatMap(Language::parse)
                .orElseGet(() -> Language.ofUserLanguage(System.getProperty("user.language")));
    }

    String ruleDocsBase() {
        String base = get("ruleDocsBase", RULE_DOCS_BASE);
        return base.endsWith("/") ? base : base + "/";
    }

    long debounceMillis() {
        try {
            return Math.max(0, Long.parseLong(get("debounceMillis", Long.toString(DEBOUNCE_MILLIS))));
        } catch (NumberFormatException e) {
            return DEBOUNCE_MILLIS;
        }
    }

    /**
     * The run these settings describe for the repository at {@code root}: the records and diagrams parts, pictures
     * into {@code outputDir} and the results cache read from {@code cacheDir} (both outside the repository).
     *
     * @throws IllegalArgumentException naming a setting whose value is wrong
     */
    RunRequest request(Path root, Path outputDir, Path cacheDir, String version) {
        ContentLayout layout = new ContentLayout(
                root,
                get("docs", "src/content/docs"),
                get("reviews", "reviews"),
                get("sessions", "sessions"),
                get("diagrams", "diagrams"),
                get("publicDiagrams", "public/diagrams"),
                get("instructions", "CHATGPT.md"),
                outputDir);
        List<String> components = Arrays.stream(get("linkComponents", "").split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
        LinkSettings links = LinkSettings.of(
                get("siteBase", "/"), get("relativeLinks", "error"), components, get("publicDir", "public"));
        Optional<Path> schemas = Optional.ofNullable(values.get("archifySchemas"))
                .filter(s -> !s.isBlank())
                .map(s -> root.resolve(s.strip()));
        CheckRequest check = new CheckRequest(
                layout,
                EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                schemas,
                Optional.empty(),
                version,
                links,
                Runtime.getRuntime().availableProcessors(),
                language());
        Path baseline = root.resolve(get("baseline", Baseline.FILE));
        // no environment: a server never writes GitHub's workflow commands
        return new RunRequest(
                check, "lsp", ConsoleFormat.PLAIN, false, true, cacheDir, "", Map.of(), Optional.of(baseline));
    }

    /**
     * The settings of the client's JSON ({@code initializationOptions}, {@code workspace/configuration}): an object
     * whose members are the settings, or that holds them under {@code studylog}; a name may keep its
     * {@code studylog.} prefix. An array value is joined with commas.
     */
    static Map<String, String> ofJson(Object options) {
        Map<String, String> found = new LinkedHashMap<>();
        if (!(options instanceof JsonObject object)) {
            return found;
        }
        JsonObject settings = object.has("studylog") && object.get("studylog").isJsonObject()
                ? object.getAsJsonObject("studylog")
                : object;
        for (Map.Entry<String, JsonElement> e : settings.entrySet()) {
            String name = e.getKey().startsWith("studylog.") ? e.getKey().substring("studylog.".length()) : e.getKey();
            JsonElement value = e.getValue();
            if (value.isJsonPrimitive()) {
                found.put(name, value.getAsString());
            } else if (value.isJsonArray()) {
                List<String> items = new ArrayList<>();
                for (JsonElement item : (JsonArray) value) {
                    if (item.isJsonPrimitive()) {
                        items.add(item.getAsString());
                    }
                }
                found.put(name, String.join(",", items));
            }
        }
        return found;
    }

    /**
     * The {@code studylog.*} settings of the pom at {@code root}: its {@code studylog.*} properties, then the
     * {@code <configuration>} of the plugin (in {@code <plugins>} or {@code <pluginManagement>}); a list parameter's
     * items are joined with commas. {@code ${…}} is replaced by the pom's own properties and the base directory; a
     * value with another expression is left out. Read with a parser that refuses a DOCTYPE and never loads anything;
     * no pom, or one that does not parse, has no settings.
     */
    static Map<String, String> ofPom(Path root) {
        Path pom = root.resolve(POM);
        Map<String, String> found = new LinkedHashMap<>();
        try {
            if (!Files.isRegularFile(pom) || Files.size(pom) > MAX_POM_BYTES) {
                return found;
            }
            Document doc;
            try (InputStream in = Files.newInputStream(pom)) {
                doc = builder().parse(in);
            }
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("project.basedir", root.toString());
            properties.put("basedir", root.toString());
            Element project = doc.getDocumentElement();
            for (Element props : children(project, "properties")) {
                for (Element p : children(props, null)) {
                    properties.put(p.getTagName(), p.getTextContent().strip());
                }
            }
            properties.forEach((name, value) -> {
                if (name.startsWith("studylog.")) {
                    interpolate(value, properties).ifPresent(v -> found.put(name.substring("studylog.".length()), v));
                }
            });
            for (Element build : children(project, "build")) {
                List<Element> plugins = new ArrayList<>(children(build, "plugins"));
                children(build, "pluginManagement").forEach(pm -> plugins.addAll(children(pm, "plugins")));
                for (Element list : plugins) {
                    for (Element plugin : children(list, "plugin")) {
                        if (!children(plugin, "artifactId").stream()
                                .anyMatch(a -> a.getTextContent().strip().equals(PLUGIN))) {
                            continue;
                        }
                        for (Element configuration : children(plugin, "configuration")) {
                            for (Element parameter : children(configuration, null)) {
                                List<Element> items = children(parameter, null);
                                String value = items.isEmpty()
                                        ? parameter.getTextContent().strip()
                                        : String.join(
                                                ",",
                                                items.stream()
                                                        .map(i -> i.getTextContent()
                                                                .strip())
                                                        .toList());
                                interpolate(value, properties).ifPresent(v -> found.put(parameter.getTagName(), v));
                            }
                        }
                    }
                }
            }
        } catch (IOException | SAXException | ParserConfigurationException | RuntimeException e) {
            return new LinkedHashMap<>();
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
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
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
