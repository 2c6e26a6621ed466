package io.github.studylog.baseline;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fingerprint;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.report.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code studylog-baseline.json}: the findings a repository accepted when it adopted the gate. Each entry names the
 * rule, the path and the finding's {@link Fingerprint} (a hash of rule, path and message with its occurrence
 * number, the SARIF {@code partialFingerprints} value), so an edit that moves a finding to another line keeps it
 * baselined. The message is kept for the reader of the file's diff only. Entries are sorted by path, rule and
 * fingerprint, so two runs over the same findings write the same bytes.
 *
 * @param entries the accepted findings, sorted
 */
public record Baseline(List<Entry> entries) {

    /** The default file name, at the content repository's root. */
    public static final String FILE = "studylog-baseline.json";

    static final int VERSION = 1;
    private static final long MAX_BYTES = 16L * 1024 * 1024;

    /** The reading mapper, built only when a baseline file is read (writing needs no mapper: {@link Json}). */
    private static final class Reader {
        static final JsonMapper MAPPER = JsonMapper.builder().build();
    }

    /**
     * One accepted finding.
     *
     * @param rule        the rule id
     * @param path        repo-relative path
     * @param fingerprint {@code sha256:occurrence}
     * @param message     the finding's message when it was accepted
     */
    public record Entry(String rule, String path, String fingerprint, String message) {

        static final Comparator<Entry> ORDER =
                Comparator.comparing(Entry::path).thenComparing(Entry::rule).thenComparing(Entry::fingerprint);

        public Entry {
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(fingerprint, "fingerprint");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * What the baseline leaves of a run's findings.
     *
     * @param findings   the findings the baseline does not list: they count
     * @param suppressed the findings it lists
     * @param fixed      entries of the checked files that matched no finding: fixed since, to prune (an entry of a
     *                   file this goal did not check, e.g. a diagram's in {@code studylog:records}, is not counted)
     */
    public record Match(List<Finding> findings, List<Suppressed> suppressed, int fixed) {

        public Match {
            findings = List.copyOf(findings);
            suppressed = List.copyOf(suppressed);
        }
    }

    public Baseline {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Entry.ORDER);
        entries = List.copyOf(sorted);
    }

    /** The baseline of these findings: one entry each. */
    public static Baseline of(List<Finding> findings) {
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(Finding.ORDER);
        List<String> fingerprints = Fingerprint.of(sorted);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Finding f = sorted.get(i);
            // English whatever the run's language: the committed file must not change with a teammate's locale
            entries.add(new Entry(
                    f.ruleId(), f.path(), fingerprints.get(i), f.message().english()));
        }
        return new Baseline(entries);
    }

    /** The baseline file, if it exists; a file that is no baseline is a wrong request, with advice. */
    public static Optional<Baseline> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw invalid(file, "it is larger than " + (MAX_BYTES >> 20) + " MiB");
            }
            JsonNode root = Reader.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
            JsonNode list = root.path("entries");
            if (!root.isObject() || root.path("version").asInt(0) != VERSION || !list.isArray()) {
                throw invalid(file, "it has no `\"version\": " + VERSION + "` and `entries` list");
            }
            List<Entry> entries = new ArrayList<>();
            for (JsonNode e : list) {
                if (!e.path("rule").isString()
                        || !e.path("path").isString()
                        || !e.path("fingerprint").isString()) {
                    throw invalid(file, "an entry lacks its `rule`, `path` or `fingerprint`");
                }
                entries.add(new Entry(
                        e.get("rule").asString(),
                        e.get("path").asString(),
                        e.get("fingerprint").asString(),
                        e.path("message").asString("")));
            }
            return Optional.of(new Baseline(entries));
        } catch (IOException | JacksonException e) {
            throw invalid(
                    file, String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
    }

    private static InvalidRequestException invalid(Path file, String why) {
        return new InvalidRequestException("studylog cannot read the baseline " + file + ": " + why
                + ". Run `mvn studylog:baseline` to write it again, or point studylog.baseline at another file.");
    }

    /** The file's text: pretty JSON, sorted entries, a final newline. */
    public String render() {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("version", VERSION);
        root.put(
                "comment",
                "Findings accepted by `mvn studylog:baseline`; only new ones fail the build."
                        + " Run studylog:baseline again to prune fixed entries.");
        ArrayNode list = root.putArray("entries");
        for (Entry e : entries) {
            list.addObject()
                    .put("rule", e.rule())
                    .put("path", e.path())
                    .put("fingerprint", e.fingerprint())
                    .put("message", e.message());
        }
        return Json.pretty(root);
    }

    /**
     * Splits a run's findings (after inline suppressions) into new ones and baselined ones.
     *
     * @param checked the paths the run checked: only their unmatched entries count as fixed
     */
    public Match match(List<Finding> findings, java.util.Set<String> checked) {
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(Finding.ORDER);
        List<String> fingerprints = Fingerprint.of(sorted);
        Map<String, Integer> unmatched = new HashMap<>();
        Map<String, String> pathOf = new HashMap<>();
        entries.forEach(e -> {
            String key = key(e.rule(), e.path(), e.fingerprint());
            unmatched.merge(key, 1, Integer::sum);
            pathOf.put(key, e.path());
        });
        List<Finding> kept = new ArrayList<>();
        List<Suppressed> suppressed = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Finding f = sorted.get(i);
            String key = key(f.ruleId(), f.path(), fingerprints.get(i));
            Integer left = unmatched.get(key);
            if (left != null && left > 0) {
                unmatched.put(key, left - 1);
                suppressed.add(new Suppressed(f, Suppressed.Kind.EXTERNAL));
            } else {
                kept.add(f);
            }
        }
        int fixed = unmatched.entrySet().stream()
                .filter(e -> checked.contains(pathOf.get(e.getKey())))
                .mapToInt(Map.Entry::getValue)
                .sum();
        return new Match(kept, suppressed, fixed);
    }

    private static String key(String rule, String path, String fingerprint) {
        return rule + '\u0000' + path + '\u0000' + fingerprint;
    }
}
