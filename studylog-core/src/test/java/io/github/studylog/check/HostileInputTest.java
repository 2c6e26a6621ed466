package io.github.studylog.check;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Messages;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.report.ReportInput;
import io.github.studylog.run.ReportFiles;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.testing.HostileCorpus;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole check pass ({@link Part#RECORDS}, {@link Part#DIAGRAMS}) and the report files over content repos
 * built from the hostile corpus in {@code src/test/resources/hostile/} (big inputs generated here). For every
 * case: the expected findings at a location (or none where the input is legal), within a hang guard, no
 * exception, no connection to the local socket every URL points at, the secret outside the repo in no output
 * and no finding, and nothing written outside the output directory.
 */
class HostileInputTest {

    private static final Duration HANG_GUARD = Duration.ofSeconds(5);
    private static final String MARKER = "STUDYLOG-SECRET-" + UUID.randomUUID();
    private static final String SESSION = "sessions/2026-10-03-web-cache-02.yaml";
    private static final String REVIEW = "reviews/web-cache.yaml";

    /** Rules whose findings are about a whole file (a link, an I/O failure): line and column may be 0. */
    private static final List<String> WHOLE_FILE_RULES = List.of("file-outside-repo");

    private static ServerSocket server;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void listen() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        server.setSoTimeout(50);
        // the first pass in a JVM loads Batik, fonts and the schema validator (~3 s): not part of any case's guard
        TestRepo warm = TestRepo.clean(Files.createDirectory(tmp.resolve("warm-up")));
        assertEquals(List.of(), warm.run(Part.RECORDS, Part.DIAGRAMS).result().findings());
    }

    @AfterAll
    static void close() throws IOException {
        server.close();
    }

    /** One hostile content repo: a copy of the clean fixture, changed by {@code setup}; {@code output} checks
     * the output directory further. */
    private record Case(String name, Consumer<Ctx> setup, List<String> expected, Consumer<Path> output) {

        Case(String name, Consumer<Ctx> setup, List<String> expected) {
            this(name, setup, expected, out -> {});
        }
    }

    /** What a case's setup works with. */
    private record Ctx(TestRepo repo, Path outside) {

        String corpus(String name) {
            try (InputStream in = HostileInputTest.class.getResourceAsStream("/hostile/" + name)) {
                if (in == null) {
                    throw new IllegalStateException("no corpus file " + name);
                }
                return placeholders(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String placeholders(String text) {
            return text.replace("@PORT@", String.valueOf(server.getLocalPort()))
                    .replace("@SECRET_URI@", secret().toUri().toString())
                    .replace("@SECRET_PATH@", secret().toString())
                    .replace("@MARKER@", MARKER);
        }

        Path secret() {
            return outside.resolve("secret.txt");
        }

        void put(String relative, String corpusName) {
            repo.write(relative, corpus(corpusName));
        }

        void bytes(String relative, byte[] bytes) {
            repo.writeBytes(relative, bytes);
        }

        void link(String relative, Path target) {
            try {
                Path link = repo.root().resolve(relative);
                Files.createDirectories(link.getParent());
                Files.createSymbolicLink(link, target);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static Case legal(String name, Consumer<Ctx> setup) {
        return new Case(name, setup, List.of());
    }

    /** {@code expected}: {@code path [rule]} of every finding of the run, in report order. */
    private static Case hostile(String name, Consumer<Ctx> setup, String... expected) {
        return new Case(name, setup, List.of(expected));
    }

    private static String svgCase(String file) {
        return "public/diagrams/hostile/" + file;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        String s = "sessions/2026-10-05-hostile-01.yaml";
        // YAML
        cases.add(hostile("yaml global tag", c -> c.put(s, "yaml/global-tag.yaml"), s + " [yaml-unsafe]"));
        cases.add(hostile("yaml alias bomb", c -> c.put(s, "yaml/alias-bomb.yaml"), s + " [yaml-unsafe]"));
        cases.add(hostile(
                "yaml deep nesting",
                c -> c.repo().write(s, "id: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n"),
                s + " [yaml-unsafe]"));
        cases.add(hostile("yaml deep block nesting", c -> c.repo().write(s, blockNesting(200)), s + " [yaml-unsafe]"));
        cases.add(hostile(
                "yaml huge scalar",
                c -> c.repo()
                        .write(
                                s,
                                "id: 2026-10-05-hostile-01\nnarrative: \"" + "あ".repeat(5 * 1024 * 1024 / 3) + "\"\n"),
                s + " [file-unreadable]"));
        cases.add(hostile(
                "yaml scalar over the code point limit",
                c -> c.repo().write(s, "narrative: " + "a".repeat(3_500_000) + "\n"),
                s + " [yaml-unsafe]"));
        cases.add(hostile(
                "yaml invalid UTF-8",
                c -> c.bytes(
                        s,
                        concat(
                                "id: 2026-10-05-hostile-01\nnarrative: ".getBytes(StandardCharsets.UTF_8),
                                new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, '\n'})),
                s + " [file-unreadable]"));
        cases.add(hostile(
                "yaml NUL byte",
                c -> c.bytes(s, "id: 2026-10-05-hostile-01\nnarrative: a\u0000b\n".getBytes(StandardCharsets.UTF_8)),
                s + " [file-unreadable]"));
        cases.add(hostile(
                "yaml UTF-16",
                c -> c.bytes(
                        s,
                        concat(
                                new byte[] {(byte) 0xFF, (byte) 0xFE},
                                c.repo()
                                        .read(SESSION)
                                        .replace("2026-10-03-web-cache-02", "2026-10-05-hostile-01")
                                        .getBytes(StandardCharsets.UTF_16LE))),
                s + " [file-unreadable]"));
        cases.add(legal("yaml CRLF and BOM are accepted", c -> {
            for (String f : List.of(SESSION, REVIEW)) {
                c.bytes(
                        f,
                        concat(
                                new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                                c.repo().read(f).replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)));
            }
        }));
        cases.add(hostile(
                "yaml duplicate key",
                c -> c.repo().replace(SESSION, "kind: drill\n", "kind: drill\nkind: learn\n"),
                SESSION + " [yaml-duplicate-key]"));
        // a number whose exponent no BigDecimal holds (found by fuzzing the schema shortcut): a value finding
        cases.add(hostile(
                "yaml number with a huge exponent",
                c -> c.repo().replace(SESSION, "kind: drill\n", "kind: 0.e" + "7".repeat(100) + "\n"),
                SESSION + " [record-value]"));
        cases.add(hostile(
                "yaml record that is a huge-exponent number",
                c -> c.repo().write(s, "1.5e-" + "9".repeat(30) + "\n"),
                s + " [record-value]"));
        // JSON
        String d = "diagrams/hostile/diagram.json";
        cases.add(hostile("json NaN", c -> c.put(d, "json/nan.json"), d + " [diagram-json-syntax]"));
        cases.add(hostile("json comments", c -> c.put(d, "json/comments.json"), d + " [diagram-json-syntax]"));
        cases.add(hostile(
                "json trailing comma", c -> c.put(d, "json/trailing-comma.json"), d + " [diagram-json-syntax]"));
        cases.add(hostile(
                "json 10,000 nested arrays",
                c -> c.repo()
                        .write(
                                d,
                                "{\"schema_version\": 1, " + "\"diagram_type\": \"sequence\", \"meta\": "
                                        + "[".repeat(10_000) + "]".repeat(10_000) + "}"),
                d + " [diagram-json-syntax]"));
        cases.add(hostile("json 20 MB", c -> c.bytes(d, twentyMegabytes()), d + " [file-unreadable]"));
        cases.add(new Case(
                "json labels with markup are drawn as text",
                c -> c.put(d, "json/markup-labels.json"),
                List.of(),
                out -> {
                    String svg = read(out.resolve("diagrams/hostile/diagram.svg"));
                    assertTrue(svg.contains("&lt;b&gt;送信&lt;/b&gt;") && svg.contains("A &amp; B"), svg);
                    assertFalse(svg.contains("<script") || svg.contains("<img") || svg.contains("<b>"), svg);
                    String page = read(out.resolve("diagrams/index.html"));
                    assertFalse(page.contains("<script") || page.contains("<img src=x"), page);
                }));
        // SVG
        for (String name : HostileCorpus.UNSAFE_SVGS) {
            cases.add(hostile(
                    "svg " + name,
                    c -> c.put(svgCase(name + ".svg"), "svg/" + name + ".svg"),
                    svgCase(name + ".svg") + " [svg-unsafe]"));
        }
        cases.add(hostile(
                "svg data: image with a nested SVG",
                c -> c.repo()
                        .write(
                                svgCase("image-data-svg.svg"),
                                c.corpus("svg/image-data-svg.svg")
                                        .replace(
                                                "@NESTED@",
                                                Base64.getEncoder()
                                                        .encodeToString(c.corpus("svg/nested.svg")
                                                                .getBytes(StandardCharsets.UTF_8)))),
                svgCase("image-data-svg.svg") + " [svg-unsafe]"));
        // links and paths leaving the repo
        String linked = "sessions/2026-10-05-link-01.yaml";
        cases.add(hostile(
                "session that is a link outside the repo",
                c -> c.link(linked, c.outside().resolve("session.yaml")),
                linked + " [file-outside-repo]"));
        cases.add(hostile(
                "diagram that is a link outside the repo",
                c -> c.link("diagrams/hostile/linked.json", c.outside().resolve("diagram.json")),
                "diagrams/hostile/linked.json [file-outside-repo]"));
        cases.add(hostile(
                "svg that is a link outside the repo",
                c -> c.link(svgCase("linked.svg"), c.outside().resolve("picture.svg")),
                svgCase("linked.svg") + " [file-outside-repo]"));
        cases.add(hostile(
                "record path with ..",
                c -> c.repo().replace(SESSION, "path: src/content/docs/web/cache.md", "path: ../outside/secret.txt"),
                SESSION + " [record-path]"));
        cases.add(hostile(
                "record path that is a link outside the repo",
                c -> {
                    c.link("src/content/docs/web/secret.md", c.secret());
                    c.repo()
                            .replace(
                                    SESSION,
                                    "path: src/content/docs/web/cache.md",
                                    "path: src/content/docs/web/secret.md");
                },
                SESSION + " [record-path]",
                "src/content/docs/web/secret.md [file-outside-repo]"));
        String doc = "src/content/docs/web/links.md";
        cases.add(hostile(
                "doc links to this machine, to file: and to a secret are never opened",
                c -> c.repo()
                        .write(
                                doc,
                                c.placeholders(
                                        "---\ntitle: t\n---\n[a](http://127.0.0.1:@PORT@/x/) <http://localhost:@PORT@/>\n"
                                                + "<img src=\"http://127.0.0.1:@PORT@/a.png\"> [b](@SECRET_URI@) ![c](@SECRET_URI@)\n"
                                                + "![d](../../../../outside/secret.txt) [e](/../../outside/secret.txt)\n")),
                doc + " [doc-link-local]",
                doc + " [doc-link-file]"));
        cases.add(hostile(
                "public folder that is a link outside the repo is not listed for suggestions",
                c -> {
                    c.link("public/files", c.outside());
                    c.repo().write(doc, "---\ntitle: t\n---\n[a](/files/secret.txt) [b](/files/secret.tx)\n");
                },
                doc + " [doc-link-file]"));
        // one paragraph per line: flexmark's inline parser is quadratic in a paragraph's length (see the README);
        // over the Markdown limits: 10,000 links checked per doc, 1,000 broken ones listed, the rest doc-limit
        cases.add(hostile(
                "a doc of fifteen thousand broken links and anchors",
                c -> c.repo()
                        .write(
                                doc,
                                "---\ntitle: t\n---\n"
                                        + "[x](/web/cach-x/#a) [y](#nope) <a href=\"/web/z/\">z</a>\n\n".repeat(5000)),
                doc + " [doc-link-page]",
                doc + " [doc-link-anchor]",
                doc + " [doc-limit]"));
        // flexmark's thematic-break regex recurses once per marker (vsch/flexmark-java#496): read as a run of three
        cases.add(hostile(
                "a doc of five thousand underscores",
                c -> c.repo().write(doc, "---\ntitle: t\n---\n## キューの説明\n\n" + "_".repeat(5000) + "\n"),
                doc + " [doc-limit]"));
        // names with spaces, Japanese and emoji are legal
        cases.add(new Case(
                "file names with spaces, Japanese and emoji",
                c -> {
                    c.repo()
                            .write(
                                    "diagrams/web-cache/再検証 の 図 🔁.json",
                                    c.repo().read("diagrams/web-cache/revalidate.json"));
                    c.repo()
                            .write(
                                    "public/diagrams/web-cache/鮮度 図 🧊.svg",
                                    c.repo().read("public/diagrams/web-cache/freshness.svg"));
                },
                List.of(),
                out -> {
                    assertTrue(Files.isRegularFile(out.resolve("diagrams/web-cache/再検証 の 図 🔁.png")));
                    assertTrue(Files.isRegularFile(out.resolve("diagrams/hand-drawn/web-cache/鮮度 図 🧊.png")));
                    assertTrue(read(out.resolve("report.json")).contains("public/diagrams/web-cache/鮮度 図 🧊.svg"));
                }));
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> everyHostileInputIsAFindingOrAccepted() {
        List<Case> cases = cases();
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c, cases.indexOf(c))));
    }

    private static void check(Case c, int index) throws IOException {
        Path caseDir = Files.createDirectory(tmp.resolve("case-" + index));
        Path outside = Files.createDirectory(caseDir.resolve("outside"));
        Ctx ctx = new Ctx(TestRepo.clean(Files.createDirectory(caseDir.resolve("repo"))), outside);
        Files.writeString(ctx.secret(), MARKER + "\n");
        for (String name : List.of("diagram.json", "session.yaml", "picture.svg")) {
            Files.writeString(outside.resolve(name), ctx.corpus("outside/" + name));
        }
        c.setup().accept(ctx);
        Path out = ctx.repo().root().resolve("target").resolve("studylog");
        Map<String, String> before = snapshot(caseDir, out);

        CheckOutcome outcome = assertTimeoutPreemptively(
                HANG_GUARD,
                () -> assertDoesNotThrow(() -> {
                    CheckOutcome o = new StudylogCheck()
                            .run(new CheckRequest(
                                    ContentLayout.defaults(ctx.repo().root()),
                                    EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                                    Optional.empty(),
                                    Optional.empty(),
                                    "test"));
                    List<String> failures = new ReportFiles(new OutputFiles(out))
                            .write(o, ReportInput.of("test", o.result(), RuleCatalog.all()));
                    assertEquals(List.of(), failures, c.name() + ": every report is written");
                    return o;
                }),
                c.name());

        List<Finding> findings = outcome.result().findings();
        String described = findings.stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.message().english())
                .collect(Collectors.joining("\n"));
        assertEquals(
                c.expected(),
                findings.stream()
                        .map(f -> f.path() + " [" + f.ruleId() + "]")
                        .distinct()
                        .toList(),
                described);
        for (Finding f : findings) {
            if (!WHOLE_FILE_RULES.contains(f.ruleId())) {
                assertTrue(f.line() >= 1 && f.column() >= 1, "no location: " + described);
            }
            assertFalse(
                    f.message().english().contains(MARKER),
                    "the secret is in a finding: " + f.message().english());
            assertFalse(ConsoleFormat.parse("plain").line(f, Messages.english()).contains(MARKER));
        }
        assertNoConnection();
        Map<String, String> after = snapshot(caseDir, out);
        assertEquals(before.keySet(), after.keySet(), "files were created or deleted outside the output directory");
        before.forEach((k, v) -> assertEquals(v, after.get(k), k + " changed"));
        assertTrue(Files.isRegularFile(out.resolve("report.json")));
        c.output().accept(out);
        try (Stream<Path> walk = Files.walk(caseDir.resolve("repo").resolve("target"))) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                assertFalse(text.contains(MARKER), "the secret is in " + file);
            }
        }
    }

    private static void assertNoConnection() throws IOException {
        try (Socket accepted = server.accept()) {
            fail("something connected to the local socket from " + accepted.getRemoteSocketAddress());
        } catch (SocketTimeoutException expected) {
            // nobody connected
        }
    }

    /** Every path under {@code dir} except under {@code ignored}, with its content hash or link target. */
    private static Map<String, String> snapshot(Path dir, Path ignored) throws IOException {
        Map<String, String> tree = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            // the output directory and the folders that lead to it (target/) are the plugin's to create
            for (Path p : walk.filter(p -> !p.startsWith(ignored) && !ignored.startsWith(p))
                    .toList()) {
                String key = dir.relativize(p).toString();
                if (Files.isSymbolicLink(p)) {
                    tree.put(key, "link " + Files.readSymbolicLink(p));
                } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    tree.put(key, "dir");
                } else {
                    tree.put(key, sha256(Files.readAllBytes(p)));
                }
            }
        }
        return tree;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = new byte[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static String blockNesting(int depth) {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            yaml.append("  ".repeat(i)).append("k").append(i).append(":\n");
        }
        return yaml.append("  ".repeat(depth)).append("v\n").toString();
    }

    /** A 20 MB diagram JSON: valid syntax, one enormous label. */
    private static byte[] twentyMegabytes() {
        String head = "{\"schema_version\": 1, \"diagram_type\": \"sequence\", \"meta\": {\"title\": \"";
        String tail = "\", \"viewBox\": [920, 520]}, \"participants\": [], \"messages\": []}\n";
        return (head + "x".repeat(20 * 1024 * 1024) + tail).getBytes(StandardCharsets.UTF_8);
    }
}
