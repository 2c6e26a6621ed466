package io.github.studylog.report;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fingerprint;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes the findings as SARIF 2.1.0 ({@value #FILE_NAME}) for GitHub code scanning.
 *
 * <p>Every rule the tool knows is listed in {@code tool.driver.rules} (sorted by id); each result points at its
 * rule by {@code ruleId} and {@code ruleIndex}. Locations are repo-relative URIs against {@code %SRCROOT%}.
 * Each result has one {@value #FINGERPRINT_KEY} partial fingerprint ({@link Fingerprint}): a hash of rule id, path
 * and message plus the occurrence number of that triple, so a finding that moves to another line keeps its alert.
 * A suppressed finding is a result with {@code suppressions} of kind {@code inSource} (a comment) or
 * {@code external} (the baseline). The key
 * {@code primaryLocationLineHash} is left to GitHub, which computes it from the source itself.
 */
public final class SarifWriter implements ReportFileWriter {

    public static final String FILE_NAME = "report.sarif";
    public static final String SCHEMA_URI =
            "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
    public static final String FINGERPRINT_KEY = "studylogFindingHash/v1";
    static final String SRCROOT = "%SRCROOT%";

    private static final DefaultPrettyPrinter PRINTER = prettyPrinter();

    private final @Nullable URI informationUri;

    /** A writer that leaves {@code informationUri} out. */
    public SarifWriter() {
        this(null);
    }

    /** @param informationUri absolute URI of the plugin's documentation, or {@code null} to leave it out */
    public SarifWriter(@Nullable URI informationUri) {
        if (informationUri != null && !informationUri.isAbsolute()) {
            throw new IllegalArgumentException("informationUri must be absolute: " + informationUri);
        }
        this.informationUri = informationUri;
    }

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public void write(ReportInput input, Writer writer) throws IOException {
        try (JsonGenerator json = Json.generator(writer, PRINTER)) {
            json.writeStartObject();
            json.writeStringProperty("$schema", SCHEMA_URI);
            json.writeStringProperty("version", "2.1.0");
            json.writeArrayPropertyStart("runs");
            json.writeStartObject();
            json.writeObjectPropertyStart("tool");
            json.writeName("driver");
            Json.write(json, driver(input));
            json.writeEndObject();
            json.writeArrayPropertyStart("results");
            Map<String, Integer> ruleIndex = ruleIndex(input.rules());
            List<Map.Entry<Finding, Optional<Suppressed.Kind>>> all = input.allFindings();
            List<String> fingerprints =
                    Fingerprint.of(all.stream().map(Map.Entry::getKey).toList());
            for (int i = 0; i < all.size(); i++) {
                Finding finding = all.get(i).getKey();
                ObjectNode result = result(
                        finding,
                        Objects.requireNonNull(ruleIndex.get(finding.ruleId())),
                        fingerprints.get(i),
                        input.messages());
                all.get(i)
                        .getValue()
                        .ifPresent(kind ->
                                result.putArray("suppressions").addObject().put("kind", kind.label()));
                Json.write(json, result);
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
            json.writeRaw('\n');
        } catch (JacksonException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private ObjectNode driver(ReportInput input) {
        ObjectNode driver = JsonNodeFactory.instance.objectNode();
        driver.put("name", "studylog");
        if (informationUri != null) {
            driver.put("informationUri", informationUri.toString());
        } else {
            input.docs().site().ifPresent(site -> driver.put("informationUri", site));
        }
        driver.put("semanticVersion", io.github.studylog.finding.Text.validUnicode(input.toolVersion()));
        ArrayNode rules = driver.putArray("rules");
        Map<String, List<Finding>> findingsByRule = new HashMap<>();
        input.allFindings()
                .forEach(e -> findingsByRule
                        .computeIfAbsent(e.getKey().ruleId(), id -> new ArrayList<>())
                        .add(e.getKey()));
        for (Rule rule : input.rules()) {
            ObjectNode descriptor = rules.addObject();
            descriptor.put("id", rule.id());
            descriptor.putObject("shortDescription").put("text", rule.summary(input.messages()));
            descriptor.putObject("fullDescription").put("text", rule.summary(input.messages()));
            descriptor.putObject("help").put("text", rule.help(input.messages()));
            input.helpUri(rule.id()).ifPresent(uri -> descriptor.put("helpUri", uri));
            descriptor.putObject("defaultConfiguration").put("level", level(rule.defaultSeverity()));
            Map<String, String> strings =
                    messageStrings(rule, input.messages(), findingsByRule.getOrDefault(rule.id(), List.of()));
            if (!strings.isEmpty()) {
                ObjectNode node = descriptor.putObject("messageStrings");
                strings.forEach((id, pattern) -> node.putObject(id).put("text", pattern));
            }
        }
        return driver;
    }

    /**
     * The rule's sentences for SARIF viewers, by message id ({@link #messageId}): every catalogue key of the rule
     * ({@code <rule-id>.<variant>}, its summary and help aside) and any other key its findings use.
     */
    private static Map<String, String> messageStrings(Rule rule, Messages messages, List<Finding> findings) {
        Map<String, String> strings = new TreeMap<>();
        String prefix = rule.id() + ".";
        String summary = prefix + "summary";
        String help = prefix + "help";
        for (String key : messages.keysStartingWith(prefix)) {
            if (!key.equals(summary) && !key.equals(help)) {
                strings.put(
                        messageId(rule.id(), key),
                        sarifPattern(messages.pattern(key).orElseThrow()));
            }
        }
        for (Finding f : findings) {
            messages.pattern(f.message().key())
                    .ifPresent(pattern ->
                            strings.putIfAbsent(messageId(rule.id(), f.message().key()), sarifPattern(pattern)));
        }
        return strings;
    }

    /** A message's id within its rule: the key without the rule id, e.g. {@code nearest} of record-unknown-key. */
    static String messageId(String ruleId, String key) {
        return key.startsWith(ruleId + ".") ? key.substring(ruleId.length() + 1) : key;
    }

    /**
     * A MessageFormat pattern in SARIF's form (§3.11.5): placeholders {@code {n}} stay, MessageFormat's quoting
     * ({@code ''} for an apostrophe, {@code '{'} for a brace) is undone, and literal braces are doubled.
     */
    static String sarifPattern(String pattern) {
        StringBuilder out = new StringBuilder(pattern.length());
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    out.append('\'');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if ((c == '{' || c == '}') && quoted) {
                out.append(c).append(c);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static ObjectNode result(Finding finding, int ruleIndex, String fingerprint, Messages messages) {
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        result.put("ruleId", finding.ruleId());
        result.put("ruleIndex", ruleIndex);
        result.put("level", level(finding.severity()));
        ObjectNode message = result.putObject("message");
        message.put("text", finding.text(messages));
        if (messages.pattern(finding.message().key()).isPresent()) {
            message.put("id", messageId(finding.ruleId(), finding.message().key()));
            ArrayNode arguments = message.putArray("arguments");
            messages.arguments(finding.message()).forEach(arguments::add);
        }
        if (!finding.path().isEmpty()) {
            ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
            ObjectNode artifact = physical.putObject("artifactLocation");
            artifact.put("uri", artifactUri(finding.path()));
            artifact.put("uriBaseId", SRCROOT);
            // GitHub requires region.startLine; a whole-file finding (line 0) is shown on line 1
            ObjectNode region = physical.putObject("region");
            region.put("startLine", Math.max(1, finding.line()));
            if (finding.line() > 0 && finding.column() > 0) {
                region.put("startColumn", finding.column());
            }
        }
        result.putObject("partialFingerprints").put(FINGERPRINT_KEY, fingerprint);
        return result;
    }

    private static Map<String, Integer> ruleIndex(List<Rule> rules) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < rules.size(); i++) {
            index.put(rules.get(i).id(), i);
        }
        return index;
    }

    private static String level(Severity severity) {
        return severity == Severity.ERROR ? "error" : "warning";
    }

    /**
     * A repo-relative path as a relative URI reference (RFC 3986, as SARIF §3.10 requires): segments are kept,
     * every byte of the UTF-8 form outside the unreserved set is percent-encoded ({@code " "} → {@code %20},
     * {@code "%"} → {@code %25}, non-ASCII byte by byte), so a {@code :} can never read as a scheme.
     */
    static String artifactUri(String path) {
        StringBuilder uri = new StringBuilder(path.length() + 16);
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (isUnreserved(c) || c == '/') {
                uri.append((char) c);
            } else {
                uri.append('%')
                        .append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return uri.toString();
    }

    private static boolean isUnreserved(int c) {
        return (c >= 'A' && c <= 'Z')
                || (c >= 'a' && c <= 'z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '.'
                || c == '_'
                || c == '~';
    }

    /** SARIF's layout: two-space indent, "\n" line breaks, {@code "key": value}, empty containers as {@code []}. */
    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectNameValueSpacing(Separators.Spacing.AFTER)
                .withArrayEmptySeparator("")
                .withObjectEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }
}
