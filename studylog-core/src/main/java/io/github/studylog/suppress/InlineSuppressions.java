package io.github.studylog.suppress;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.FileStat;
import io.github.studylog.content.TextFile;
import io.github.studylog.docs.DocComments;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Suppressed;
import io.github.studylog.incremental.CacheJson;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.message.Message;
import io.github.studylog.result.CheckedFile;
import io.github.studylog.yaml.YamlComments;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The inline suppressions of a run, applied as one filter over its findings, file by file. Each comment names its
 * rules; a bare one is {@code suppression-no-rule} and suppresses nothing.
 * <ul>
 *   <li>Markdown and MDX (flexmark's HTML comment nodes; MDX's {@code {/* … *}{@code /}} paragraphs):
 *       {@code <!-- studylog-disable-next-line RULE[, RULE…] -->} for the line after the comment,
 *       {@code <!-- studylog-disable RULE -->} … {@code <!-- studylog-enable RULE -->} for the lines between
 *       (to the end of the file without an enable);</li>
 *   <li>YAML records (snakeyaml-engine's comment tokens): {@code # studylog-disable-line RULE} at the end of a
 *       line for that line, {@code # studylog-disable-next-line RULE} above it for the next one.</li>
 * </ul>
 * A comment (or one rule of it) that suppresses nothing is {@code suppression-unused} at its own line, as ESLint's
 * {@code reportUnusedDisableDirectives}. Whole-file findings (line 0) and JSON files have no place for a comment:
 * the baseline covers them. Text after {@code --} in a comment is the author's reason.
 */
public final class InlineSuppressions {

    /** What filtering left: the findings that count (with the comments' own) and those suppressed. */
    public record Result(List<Finding> findings, List<Suppressed> suppressed) {

        public Result {
            findings = List.copyOf(findings);
            suppressed = List.copyOf(suppressed);
        }
    }

    /** What every directive starts with. */
    public static final String MARKER = "studylog-";

    private static final byte[] MARKER_BYTES = MARKER.getBytes(StandardCharsets.US_ASCII);

    /** The kind of the per-file results cache that remembers which files hold no directive at all. */
    static final String KIND = "directives";

    private final ContentFiles files;
    private final Set<String> knownRules;
    private final Optional<ResultsCache> cache;
    private final Optional<ResultsCache.Kind<Boolean>> marked;
    private final Set<String> unmarked;

    /**
     * @param files      the content repository's files, read through its safe paths
     * @param knownRules every rule id the plugin knows: a comment naming another one is reported
     */
    public InlineSuppressions(ContentFiles files, Set<String> knownRules) {
        this(files, knownRules, Optional.empty());
    }

    /**
     * @param cache the per-file results of earlier runs: a file whose stat proves it unchanged since a run found no
     *              {@code studylog-} in it is not read again (kind {@value #KIND}: whether the bytes hold the
     *              marker, which depends on nothing but them, so its key is the build key alone)
     */
    public InlineSuppressions(ContentFiles files, Set<String> knownRules, Optional<ResultsCache> cache) {
        this(files, knownRules, cache, Set.of());
    }

    /**
     * @param unmarked files the pass just read as text without finding {@value #MARKER} in them
     *                 ({@link ContentFiles#unmarked}): they are not read again, and their bytes' entry of the cache
     *                 (the hash and stat another kind stored for them in this run) says so for the next run
     */
    public InlineSuppressions(
            ContentFiles files, Set<String> knownRules, Optional<ResultsCache> cache, Set<String> unmarked) {
        this.files = files;
        this.knownRules = Set.copyOf(knownRules);
        this.cache = cache;
        this.marked = cache.map(c -> c.begin(KIND, "", new MarkerCodec()));
        this.unmarked = Set.copyOf(unmarked);
    }

    /** A flag: whether the file's bytes hold the marker. */
    private static final class MarkerCodec implements CacheJson.Codec<Boolean> {

        @Override
        public void write(tools.jackson.core.JsonGenerator out, String path, Boolean value) {
            out.writeBoolean(value);
        }

        @Override
        public Boolean read(tools.jackson.databind.JsonNode in, String path) throws CacheJson.Corrupt {
            return CacheJson.bool(in);
        }
    }

    /** Filters {@code findings} by the comments in the checked Markdown, MDX and YAML files. */
    public Result apply(List<Finding> findings, List<CheckedFile> checked) {
        Map<String, List<Finding>> byPath = new LinkedHashMap<>();
        findings.forEach(
                f -> byPath.computeIfAbsent(f.path(), p -> new ArrayList<>()).add(f));
        List<Finding> kept = new ArrayList<>();
        List<Suppressed> suppressed = new ArrayList<>();
        Map<String, List<Directive>> directives = new HashMap<>();
        for (CheckedFile file : checked) {
            List<Directive> found = directives(file.path());
            if (!found.isEmpty()) {
                directives.put(file.path(), found);
            }
        }
        byPath.forEach((path, inFile) -> {
            if (!directives.containsKey(path)) {
                kept.addAll(inFile);
            }
        });
        directives.forEach((path, list) -> filter(path, list, byPath.getOrDefault(path, List.of()), kept, suppressed));
        return new Result(kept, suppressed);
    }

    private List<Directive> directives(String path) {
        boolean markdown = path.endsWith(".md") || path.endsWith(".mdx");
        boolean yaml = path.endsWith(".yaml") || path.endsWith(".yml");
        if (!markdown && !yaml) {
            return List.of();
        }
        // the bytes the pass read of this file in this run, if it read them through the cache
        Optional<ResultsCache.Seen> seen = cache.flatMap(c -> c.seen(path));
        if (unmarked.contains(path)) {
            // the pass decoded it just now, without the marker: not read again
            marked.ifPresent(kind -> seen.ifPresent(s -> kind.store(path, s.hash(), s.stat(), false)));
            return List.of();
        }
        // most files have no comment at all: their bytes are searched, not decoded (the marker is ASCII, and a file
        // that decodes holds UTF-8, so its text holds the marker exactly when its bytes do); an unchanged file a
        // run found without the marker is not even read, nor looked at when the run knows it did not change
        Optional<Boolean> known = marked.flatMap(kind -> kind.known(path));
        Optional<FileStat> stat = marked.isPresent() && known.isEmpty() ? files.stat(path) : Optional.empty();
        if (known.isEmpty()) {
            known = marked.flatMap(kind -> kind.unchanged(path, stat));
        }
        if (known.isEmpty() && seen.isPresent()) {
            // read by the pass in this run (its stat could not be trusted) and found unchanged by its hash
            known = marked.flatMap(
                    kind -> kind.lookup(path, seen.get().hash(), seen.get().stat()));
        }
        if (known.equals(Optional.of(false))) {
            return List.of();
        }
        Optional<byte[]> bytes = files.readBytes(path, new FindingSink());
        if (bytes.isEmpty()) {
            return List.of();
        }
        boolean hasMarker = contains(bytes.get(), MARKER_BYTES);
        if (known.isEmpty()) {
            marked.ifPresent(kind -> kind.store(path, cache.get().hash(bytes.get()), stat, hasMarker));
        }
        if (!hasMarker) {
            return List.of();
        }
        Optional<TextFile> file = files.decode(path, bytes.get(), new FindingSink());
        if (file.isEmpty()) {
            return List.of();
        }
        String text = file.get().text();
        List<Directive> found = new ArrayList<>();
        if (markdown) {
            for (DocComments.Comment c : new DocComments().of(path, text)) {
                Directive.parse(c.text(), c.line(), c.endLine()).ifPresent(found::add);
            }
        } else {
            for (YamlComments.Comment c : YamlComments.of(text)) {
                Directive.parse(c.text(), c.line(), c.line()).ifPresent(found::add);
            }
        }
        return found;
    }

    /** Whether {@code bytes} hold {@code marker} anywhere. */
    static boolean contains(byte[] bytes, byte[] marker) {
        outer:
        for (int i = 0; i + marker.length <= bytes.length; i++) {
            for (int j = 0; j < marker.length; j++) {
                if (bytes[i + j] != marker[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    /** A rule a directive turns off over a range of lines, and whether a finding used it. */
    private static final class Scope {
        final Directive directive;
        final String rule;
        final int from;
        int to;
        boolean used;

        Scope(Directive directive, String rule, int from, int to) {
            this.directive = directive;
            this.rule = rule;
            this.from = from;
            this.to = to;
        }
    }

    /** "`keyword rule` suppresses nothing: no `rule` finding on line N / from line N on / on lines N–M". */
    private static Message unused(Scope scope) {
        String keyword = scope.directive.form().keyword();
        if (scope.from == scope.to) {
            return Message.of("suppression-unused.nothing-on-line", keyword, scope.rule, scope.from);
        }
        return scope.to == Integer.MAX_VALUE
                ? Message.of("suppression-unused.nothing-from-line", keyword, scope.rule, scope.from)
                : Message.of("suppression-unused.nothing-on-lines", keyword, scope.rule, scope.from, scope.to);
    }

    private void filter(
            String path, List<Directive> list, List<Finding> inFile, List<Finding> kept, List<Suppressed> suppressed) {
        List<Scope> scopes = new ArrayList<>();
        Map<String, Scope> open = new HashMap<>();
        for (Directive d : list) {
            if (d.rules().isEmpty()) {
                kept.add(Finding.of(
                        SuppressRules.SUPPRESSION_NO_RULE,
                        path,
                        d.line(),
                        0,
                        "suppression-no-rule.blanket",
                        d.form().keyword()));
                continue;
            }
            for (String rule : d.rules()) {
                if (!knownRules.contains(rule)) {
                    kept.add(Finding.of(
                            SuppressRules.SUPPRESSION_UNUSED,
                            path,
                            d.line(),
                            0,
                            "suppression-unused.unknown-rule",
                            d.form().keyword(),
                            rule));
                    continue;
                }
                switch (d.form()) {
                    case DISABLE_NEXT_LINE -> scopes.add(new Scope(d, rule, d.next(), d.next()));
                    case DISABLE_LINE -> scopes.add(new Scope(d, rule, d.line(), d.line()));
                    case DISABLE -> {
                        if (!open.containsKey(rule)) {
                            Scope scope = new Scope(d, rule, d.line(), Integer.MAX_VALUE);
                            open.put(rule, scope);
                            scopes.add(scope);
                        }
                    }
                    case ENABLE -> {
                        Scope scope = open.remove(rule);
                        if (scope == null) {
                            kept.add(Finding.of(
                                    SuppressRules.SUPPRESSION_UNUSED,
                                    path,
                                    d.line(),
                                    0,
                                    "suppression-unused.enable-without-disable",
                                    rule));
                        } else {
                            scope.to = d.line();
                        }
                    }
                }
            }
        }
        for (Finding finding : inFile) {
            boolean hit = false;
            if (finding.line() > 0 && !isOwn(finding)) {
                for (Scope scope : scopes) {
                    if (scope.rule.equals(finding.ruleId())
                            && finding.line() >= scope.from
                            && finding.line() <= scope.to) {
                        scope.used = true;
                        hit = true;
                    }
                }
            }
            if (hit) {
                suppressed.add(new Suppressed(finding, Suppressed.Kind.IN_SOURCE));
            } else {
                kept.add(finding);
            }
        }
        for (Scope scope : scopes) {
            if (!scope.used) {
                kept.add(Finding.of(SuppressRules.SUPPRESSION_UNUSED, path, scope.directive.line(), 0, unused(scope)));
            }
        }
    }

    /** A finding about the comments themselves, which no comment suppresses. */
    private static boolean isOwn(Finding finding) {
        return finding.rule().equals(SuppressRules.SUPPRESSION_UNUSED)
                || finding.rule().equals(SuppressRules.SUPPRESSION_NO_RULE);
    }
}
