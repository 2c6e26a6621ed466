package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.finding.FindingSink;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The plugin's verdicts against starlight-links-validator's on the same docs tree (resources
 * {@code docs-links/parity}): the validator's errors were recorded from a real {@code astro build} (Node is not
 * needed here). Every link the plugin sees is compared; the differences are the deliberate ones of the README.
 */
class ValidatorParityTest {

    @Test
    void verdictsAgreeExceptForTheDeliberateDifferences() throws URISyntaxException {
        Path root = Path.of(
                ValidatorParityTest.class.getResource("/docs-links/parity").toURI());
        ContentLayout layout = ContentLayout.defaults(root);
        ContentFiles files = new ContentFiles(new RepoPaths(root));
        DocIndex index = new DocIndex(files, new FindingSink());
        List<Doc> docs = files.list(layout.docs(), true, ".md", ".mdx").stream()
                .map(index::doc)
                .flatMap(Optional::stream)
                .toList();
        LinkResolver resolver = new LinkResolver(
                new Site(layout, files.paths(), LinkSettings.defaults(), docs), LinkSettings.defaults());

        Map<String, Integer> validatorErrors = new HashMap<>();
        JsonNode recorded = JsonMapper.builder()
                .build()
                .readTree(root.resolve("validator-errors.json").toFile());
        for (JsonNode e : recorded.get("errors")) {
            validatorErrors.merge(
                    layout.docs() + "/" + e.get("docsPath").asString() + "\t"
                            + e.get("line").asInt() + "\t" + e.get("link").asString(),
                    1,
                    Integer::sum);
        }
        int links = 0;
        int agree = 0;
        Set<String> matched = new HashSet<>();
        List<String> differences = new ArrayList<>();
        for (Doc doc : docs) {
            for (DocLink link : doc.links()) {
                links++;
                boolean plugin = resolver.check(doc, link).isPresent();
                String key = key(doc, link.line(), link.url(), validatorErrors, matched);
                boolean validator = key != null;
                if (validator) {
                    matched.add(key);
                }
                if (plugin == validator) {
                    agree++;
                } else {
                    differences.add(doc.path() + ":" + link.line() + " " + link.form() + " " + link.url()
                            + (plugin ? " plugin" : " validator"));
                }
            }
        }
        validatorErrors.keySet().stream()
                .filter(k -> !matched.contains(k))
                .forEach(k -> differences.add(k + " unseen"));
        assertEquals(
                List.of(
                        "src/content/docs/guides/advanced.mdx:27 HTML_LINK /guides/inline-gone/ plugin",
                        "src/content/docs/guides/advanced.mdx:29 HTML_IMAGE /img/missing.png plugin",
                        "src/content/docs/ref/links.md:85 INLINE //example.com/x validator",
                        "src/content/docs/ref/links.md:91 IMAGE /img/missing.svg plugin"),
                differences);
        assertEquals(104, links);
        assertEquals(36, validatorErrors.size());
        assertTrue(agree * 100 >= links * 95, agree + "/" + links);
    }

    /** The validator's error for this link: same file and link, on its line or (multi-line JSX) a few above. */
    private static String key(Doc doc, int line, String url, Map<String, Integer> errors, Set<String> matched) {
        String link = asValidatorReports(url);
        for (int l = line; l >= Math.max(1, line - 5); l--) {
            String key = doc.path() + "\t" + l + "\t" + link;
            if (errors.containsKey(key) && !matched.contains(key)) {
                return key;
            }
        }
        return null;
    }

    /** The validator reports the path and the hash percent-decoded. */
    private static String asValidatorReports(String url) {
        int hash = url.indexOf('#');
        return hash < 0 ? decode(url) : decode(url.substring(0, hash)) + "#" + decode(url.substring(hash + 1));
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return s;
        }
    }
}
