package io.github.studylog.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Rule;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.run.RuleCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A rule cannot exist without its page: every rule of the catalogue has a source under {@code src/site/rules}, every
 * source and page names a rule of the catalogue, and the committed pages are exactly what {@link RulePages} makes
 * from the sources and the bundles. {@code -Dstudylog.site.write=true} writes the pages instead of comparing.
 */
class RulePagesTest {

    private static final Path SITE = Path.of("src/site");
    private final RulePages generator = new RulePages(SITE);

    @Test
    void everyRuleHasASourceAndEverySourceARule() throws IOException {
        Set<String> ids = RuleCatalog.all().stream().map(Rule::id).collect(Collectors.toCollection(TreeSet::new));
        Set<String> sources = names(generator.sources());
        Set<String> missing = new TreeSet<>(ids);
        missing.removeAll(sources);
        Set<String> unknown = new TreeSet<>(sources);
        unknown.removeAll(ids);
        assertEquals(Set.of(), missing, "rules without a page source in src/site/rules (see src/site/RULE-PAGES.md)");
        assertEquals(Set.of(), unknown, "page sources in src/site/rules for no rule of the catalogue");
    }

    /** With {@code -Dstudylog.site.write=true} the pages and the menu are written before any test compares them. */
    @BeforeAll
    static void writeWhenAsked() throws IOException {
        if (Boolean.getBoolean("studylog.site.write")) {
            new RulePages(SITE).write();
        }
    }

    @Test
    void theCommittedPagesAreTheGeneratedOnes() throws IOException {
        Map<String, String> expected = generator.pages();
        Map<String, String> committed = new TreeMap<>();
        for (String folder : new String[] {"markdown/rules", "markdown/ja/rules"}) {
            Set<String> pages = new TreeSet<>(names(SITE.resolve(folder)));
            if (Files.exists(SITE.resolve(folder + "/index.md"))) {
                pages.add("index");
            }
            for (String name : pages) {
                String key = folder + "/" + name + ".md";
                committed.put(key, Files.readString(SITE.resolve(key), StandardCharsets.UTF_8));
            }
        }
        assertEquals(
                new TreeSet<>(expected.keySet()),
                new TreeSet<>(committed.keySet()),
                "rule pages under src/site/markdown: run RulePagesTest with -Dstudylog.site.write=true");
        for (Map.Entry<String, String> page : expected.entrySet()) {
            assertEquals(
                    page.getValue(),
                    committed.get(page.getKey()),
                    page.getKey() + " is stale: run RulePagesTest with -Dstudylog.site.write=true");
        }
    }

    @Test
    void theMenuListsEveryRulesPage() throws IOException {
        String siteXml = Files.readString(SITE.resolve("site.xml"), StandardCharsets.UTF_8);
        assertEquals(
                RulePages.menu(siteXml, RuleCatalog.all()),
                siteXml,
                "site.xml's rules block is stale: run RulePagesTest with -Dstudylog.site.write=true");
        for (Rule rule : RuleCatalog.all()) {
            assertTrue(siteXml.contains("href=\"rules/" + rule.id() + ".html\""), rule.id());
        }
    }

    @Test
    void aPageHasEverySectionInItsLanguage() {
        Rule rule = RuleCatalog.all().stream()
                .filter(r -> r.id().equals("record-unknown-key"))
                .findFirst()
                .orElseThrow();
        RulePages.Source source = RulePages.parse("record-unknown-key", """
                files: record

                ## why
                Because.

                ## why.ja
                理由です。

                ## fails
                file: reviews/web-cache.yaml
                ```yaml
                last_reviwed: 2026-10-03
                ```

                ## passes
                ```yaml
                last_reviewed: 2026-10-03
                ```
                """);
        String en = RulePages.page(rule, source, Messages.of(Language.EN));
        assertTrue(en.contains("# record-unknown-key\n"), en);
        assertTrue(en.contains("In `reviews/web-cache.yaml`:\n\n```yaml\nlast_reviwed"), en);
        assertTrue(en.contains("# studylog-disable-next-line record-unknown-key"), en);
        assertTrue(en.contains("## What `studylog:fix` does\n\nNothing"), en);
        String ja = RulePages.page(rule, source, Messages.of(Language.JA));
        assertTrue(ja.contains("`reviews/web-cache.yaml` の内容:"), ja);
        assertTrue(ja.contains("理由です。"), ja);
        assertTrue(ja.contains(Messages.of(Language.JA).text("record-unknown-key.summary")), ja);
    }

    @Test
    void aSourceWithoutItsRequiredPartsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RulePages.parse("x", "## why\nA.\n"), "no files line");
        assertThrows(
                IllegalArgumentException.class,
                () -> RulePages.parse("x", "files: doc\n## why\nA.\n## why.ja\nA.\n## fails\nA.\n"),
                "no passes");
        assertThrows(
                IllegalArgumentException.class,
                () -> RulePages.parse(
                        "x", "files: doc\n## why\nA.\n## why.ja\nA.\n## fails\nA.\n## passes\nB.\n## fix\nC.\n"),
                "fix alone");
        assertThrows(
                IllegalArgumentException.class,
                () -> RulePages.parse(
                        "x", "files: doc\n## why\nA.\n## why.ja\nA.\n## fails\nA.\n## passes\nB.\n## Why\nC.\n"),
                "unknown");
    }

    @Test
    void aBundleSentenceIsTextOutsideCode() {
        assertEquals("`<bool>` or &lt;bool>", RulePages.inline("`<bool>` or <bool>"));
    }

    /** The rule ids of the {@code .md} files of a folder (not its index). */
    private static Set<String> names(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".md"))
                    .map(n -> n.substring(0, n.length() - 3))
                    .filter(n -> !n.equals("index"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }
}
