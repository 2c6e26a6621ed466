package io.github.studylog.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.ast.TextCollectingVisitor;
import io.github.studylog.report.RuleDocs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The site is checked like code: every link between its pages (Markdown under {@code src/site/markdown} and the
 * menu in {@code site.xml}) leads to a page the site has, every {@code #anchor} to a heading of that page (its id as
 * the site's Markdown renderer, Doxia, makes it), the menu reaches every goal's generated page, and the pom's
 * {@code <url>} is the site the findings link to.
 */
class SiteLinksTest {

    private static final Path SITE = Path.of("src/site");
    private static final Path MARKDOWN = SITE.resolve("markdown");
    private static final Pattern MOJO = Pattern.compile("@Mojo\\(name = \"([a-z-]+)\"");
    private static final Pattern HREF = Pattern.compile("href=\"([^\"]+)\"");
    private static final Parser PARSER = Parser.builder().build();

    /** Pages the site build makes from outside src/site/markdown: by the pom's pre-site copy, or by reports. */
    private static final Map<String, Path> COPIED =
            Map.of("architecture.html", Path.of("../ARCHITECTURE.md"), "changelog.html", Path.of("../CHANGELOG.md"));

    private static final Set<String> REPORTS = Set.of(
            "plugin-info.html",
            "project-info.html",
            "project-reports.html",
            "licenses.html",
            "scm.html",
            "issue-management.html",
            "summary.html");

    @Test
    void everyLinkAndAnchorBetweenTheSitesPagesResolves() throws IOException {
        Map<String, Path> pages = pages();
        List<String> broken = new ArrayList<>();
        for (Map.Entry<String, Path> page : pages.entrySet()) {
            if (COPIED.containsKey(page.getKey())) {
                continue;
            }
            Node document = PARSER.parse(Files.readString(page.getValue(), StandardCharsets.UTF_8));
            List<String> targets = new ArrayList<>();
            collect(document, targets);
            for (String target : targets) {
                problem(page.getKey(), target, pages).ifPresent(p -> broken.add(page.getKey() + ": " + p));
            }
        }
        String menu = Files.readString(SITE.resolve("site.xml"), StandardCharsets.UTF_8);
        Matcher href = HREF.matcher(menu);
        while (href.find()) {
            problem("index.html", href.group(1), pages).ifPresent(p -> broken.add("site.xml: " + p));
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void theMenuReachesEveryGoalAndTheRules() throws IOException {
        String menu = Files.readString(SITE.resolve("site.xml"), StandardCharsets.UTF_8);
        Set<String> goals = goals();
        assertTrue(goals.size() >= 11, goals::toString);
        for (String goal : goals) {
            assertTrue(menu.contains("href=\"" + goal + "-mojo.html\""), "the menu lacks studylog:" + goal);
        }
        assertTrue(menu.contains("href=\"help-mojo.html\""), "the menu lacks studylog:help");
        assertTrue(menu.contains("href=\"rules/index.html\"") && menu.contains("href=\"ja/rules/index.html\""));
    }

    @Test
    void everyEnglishGuidePageHasAJapaneseOneInTheJapaneseMenu() throws IOException {
        String menu = Files.readString(SITE.resolve("site.xml"), StandardCharsets.UTF_8);
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.list(MARKDOWN)) {
            for (Path page :
                    files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                String name = page.getFileName().toString();
                Path twin = MARKDOWN.resolve("ja").resolve(name);
                if (!Files.isRegularFile(twin)) {
                    missing.add("ja/" + name);
                } else if (!Files.readString(twin, StandardCharsets.UTF_8)
                        .codePoints()
                        .anyMatch(c -> c >= 0x3040 && c <= 0x30ff)) {
                    missing.add("ja/" + name + " (no kana: not Japanese)");
                } else if (!menu.contains("href=\"ja/" + name.replace(".md", ".html") + "\"")) {
                    missing.add("ja/" + name + " (not in the 日本語 menu)");
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void thePomsUrlIsTheSiteTheFindingsLinkTo() throws IOException {
        String pom = Files.readString(Path.of("../pom.xml"), StandardCharsets.UTF_8);
        Matcher url = Pattern.compile("(?m)^  <url>([^<]+)</url>").matcher(pom);
        assertTrue(url.find(), "the pom's <url>");
        assertEquals(RuleDocs.PUBLISHED_URL, url.group(1));
    }

    @Test
    void anAnchorIsMadeAsDoxiaMakesIt() {
        assertEquals("Getting_the_plugin", anchor("Getting the plugin"));
        assertEquals(
                "Adopting_it_in_a_study_repo.3A_studylog.3Ainit", anchor("Adopting it in a study repo: studylog:init"));
        assertEquals("a.E9.80.9A.E3.82.8B.E4.BE.8B", anchor("通る例"));
        assertEquals("a2026", anchor("2026"));
    }

    /** What is wrong with one link of a page, if anything; links out of the site are not this test's business. */
    private static java.util.Optional<String> problem(String from, String target, Map<String, Path> pages)
            throws IOException {
        if (target.isEmpty() || target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return java.util.Optional.empty();
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? "" : target.substring(hash + 1);
        String resolved = file.isEmpty()
                ? from
                : Path.of(from).resolveSibling(file).normalize().toString().replace('\\', '/');
        if (!pages.containsKey(resolved) && !REPORTS.contains(resolved) && !goalPage(resolved)) {
            return java.util.Optional.of("`" + target + "` leads to no page of the site");
        }
        if (!fragment.isEmpty()) {
            Path source = pages.get(resolved);
            if (source == null) {
                return java.util.Optional.of("`" + target + "`: an anchor into a generated page");
            }
            Set<String> ids = anchors(source);
            if (!ids.contains(fragment)) {
                return java.util.Optional.of(
                        "`" + target + "`: no heading with the id `" + fragment + "`; its ids: " + new TreeSet<>(ids));
            }
        }
        return java.util.Optional.empty();
    }

    private static boolean goalPage(String page) {
        try {
            return page.endsWith("-mojo.html")
                    && (goals().contains(page.substring(0, page.length() - 10)) || page.equals("help-mojo.html"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Every page the site has from Markdown: its path in the site ({@code rules/x.html}) → its source. */
    private static Map<String, Path> pages() throws IOException {
        Map<String, Path> pages = new TreeMap<>();
        try (Stream<Path> files = Files.walk(MARKDOWN)) {
            files.filter(f -> f.toString().endsWith(".md")).forEach(f -> {
                String relative = MARKDOWN.relativize(f).toString().replace('\\', '/');
                pages.put(relative.substring(0, relative.length() - 3) + ".html", f);
            });
        }
        pages.putAll(COPIED);
        return pages;
    }

    private static Set<String> goals() throws IOException {
        Set<String> goals = new TreeSet<>();
        try (Stream<Path> files = Files.list(Path.of("src/main/java/io/github/studylog/maven"))) {
            for (Path file : files.toList()) {
                Matcher mojo = MOJO.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (mojo.find()) {
                    goals.add(mojo.group(1));
                }
            }
        }
        return goals;
    }

    private static void collect(Node node, List<String> targets) {
        if (node instanceof Link link) {
            targets.add(link.getUrl().toString());
        } else if (node instanceof Image image) {
            targets.add(image.getUrl().toString());
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            collect(child, targets);
        }
    }

    /** The ids of a page's headings. */
    private static Set<String> anchors(Path source) throws IOException {
        Node document = PARSER.parse(Files.readString(source, StandardCharsets.UTF_8));
        Set<String> ids = new HashSet<>();
        collectHeadings(document, ids);
        return ids;
    }

    private static void collectHeadings(Node node, Set<String> ids) {
        if (node instanceof Heading heading) {
            ids.add(anchor(new TextCollectingVisitor().collectAndGetText(heading)));
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            collectHeadings(child, ids);
        }
    }

    /**
     * A heading's id as Doxia makes it: ASCII letters, digits, {@code -}, {@code _} and {@code .} kept, a space
     * {@code _}, every other character its UTF-8 bytes as {@code .XX}, and an {@code a} in front unless the id
     * starts with a letter.
     */
    static String anchor(String text) {
        StringBuilder id = new StringBuilder();
        for (int i = 0; i < text.strip().length(); ) {
            int c = text.strip().codePointAt(i);
            i += Character.charCount(c);
            if (c == ' ') {
                id.append('_');
            } else if (c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.')) {
                id.appendCodePoint(c);
            } else {
                for (byte b : new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8)) {
                    id.append('.').append(String.format("%02X", b & 0xFF));
                }
            }
        }
        boolean letter = id.length() > 0 && id.charAt(0) < 128 && Character.isLetter(id.charAt(0));
        return letter ? id.toString() : "a" + id;
    }
}
