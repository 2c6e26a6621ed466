package io.github.studylog.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Rule;
import io.github.studylog.run.RuleCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The bundles stay complete: a missing translation fails the build, not a user. Every key exists in English and
 * Japanese with the same placeholders, every pattern is valid MessageFormat, every rule has its summary and help,
 * and every key the production code names exists.
 */
class MessageBundlesTest {

    /** A literal naming a whole key: the first argument of Message.of / Message.around / a text(…) call. */
    private static final Pattern KEY_CALL = Pattern.compile(
            "(?:Message\\.of|Message\\.around|\\.text)\\(\\s*\"([a-z][a-z0-9-]*\\.[a-z0-9.-]*)\"\\s*[,)]");

    /** A whole key written as a literal (not the first part of a key built with {@code +}). */
    private static final Pattern LITERAL = Pattern.compile("\"([a-z][a-z0-9-]*\\.[a-z0-9.-]+)\"(?!\\s*\\+)");

    @Test
    void everyDomainHasTheSameKeysInBothLanguages() {
        for (String domain : Messages.DOMAINS) {
            Set<String> english = Messages.domain(domain, Language.EN).keySet();
            Set<String> japanese = Messages.domain(domain, Language.JA).keySet();
            Set<String> untranslated = new TreeSet<>(english);
            untranslated.removeAll(japanese);
            Set<String> stray = new TreeSet<>(japanese);
            stray.removeAll(english);
            assertEquals(Set.of(), untranslated, domain + ": keys without a Japanese text");
            assertEquals(Set.of(), stray, domain + ": Japanese keys without an English text");
        }
    }

    @Test
    void aCountedTextHasAOneAndAnOtherFormInBothLanguages() {
        assertEquals("console.errors.one", Message.counted("console.errors", 1));
        assertEquals("console.errors.other", Message.counted("console.errors", 0));
        assertEquals("console.errors.other", Message.counted("console.errors", 2));
        for (Language language : Language.values()) {
            Messages messages = Messages.of(language);
            for (String form : List.of(".one", ".other")) {
                assertTrue(
                        messages.keysStartingWith("console.kind.session").contains("console.kind.session" + form),
                        language + form);
            }
        }
        assertEquals("2 sessions", Messages.english().text(Message.counted("console.kind.session", 2), 2));
        assertEquals("1 session", Messages.english().text(Message.counted("console.kind.session", 1), 1));
    }

    @Test
    void keysStartingWithARulesPrefixAreThatRulesOnly() {
        Set<String> keys = Messages.of(Language.JA).keysStartingWith("record-unknown-key.");
        Set<String> expected = new TreeSet<>();
        Messages.of(Language.JA).keys().stream()
                .filter(k -> k.startsWith("record-unknown-key."))
                .forEach(expected::add);
        assertEquals(expected, keys);
        assertEquals(
                List.of(
                        "record-unknown-key.help",
                        "record-unknown-key.in",
                        "record-unknown-key.in-known",
                        "record-unknown-key.in-nearest",
                        "record-unknown-key.summary",
                        "record-unknown-key.top",
                        "record-unknown-key.top-known",
                        "record-unknown-key.top-nearest"),
                List.copyOf(keys));
        assertTrue(Messages.english().keysStartingWith("no-such-rule.").isEmpty());
    }

    @Test
    void aKeyIsDefinedInOneDomainOnly() {
        // Messages.bundles throws on a key defined twice
        assertFalse(Messages.bundles(Language.EN).isEmpty());
        assertFalse(Messages.bundles(Language.JA).isEmpty());
    }

    @Test
    void translationsHaveTheSamePlaceholdersAndArePatterns() {
        Map<String, String> english = Messages.bundles(Language.EN);
        Map<String, String> japanese = Messages.bundles(Language.JA);
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> e : english.entrySet()) {
            String key = e.getKey();
            for (String pattern : Stream.of(e.getValue(), japanese.get(key))
                    .filter(p -> p != null)
                    .toList()) {
                try {
                    new MessageFormat(pattern);
                } catch (IllegalArgumentException bad) {
                    problems.add(key + ": not a MessageFormat pattern: " + pattern);
                }
                if (loneApostrophe(pattern)) {
                    problems.add(key + ": an apostrophe is written '' (a lone ' quotes the rest): " + pattern);
                }
            }
            if (japanese.containsKey(key) && !placeholders(e.getValue()).equals(placeholders(japanese.get(key)))) {
                problems.add(key + ": placeholders " + placeholders(e.getValue()) + " in English but "
                        + placeholders(japanese.get(key)) + " in Japanese");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void japaneseSentencesUseFullWidthBracketsAndQuestionMarks() {
        Pattern japanese = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");
        List<String> halfWidth = new ArrayList<>();
        Messages.bundles(Language.JA).forEach((key, pattern) -> {
            if (japanese.matcher(pattern).find() && outsideCode(pattern).matches("(?s).*[()?].*")) {
                halfWidth.add(key + "=" + pattern);
            }
        });
        assertEquals(List.of(), halfWidth, "write （ ） and ？ in Japanese text (code spans in backticks keep theirs)");
    }

    /** The pattern without its backtick code spans. */
    private static String outsideCode(String pattern) {
        return pattern.replaceAll("`[^`]*`", "");
    }

    @Test
    void everyRuleHasItsSummaryAndHelpInBothLanguages() {
        Messages english = Messages.of(Language.EN);
        Messages japanese = Messages.of(Language.JA);
        List<String> missing = new ArrayList<>();
        for (Rule rule : RuleCatalog.all()) {
            for (String text : List.of(".summary", ".help")) {
                String key = rule.id() + text;
                if (Messages.domain(domainOf(key), Language.EN).get(key) == null
                        || Messages.domain(domainOf(key), Language.JA).get(key) == null) {
                    missing.add(key);
                }
            }
            assertFalse(rule.summary(english).equals(rule.summary(japanese)), rule.id() + " summary not translated");
            assertFalse(rule.help(english).equals(rule.help(japanese)), rule.id() + " help not translated");
            assertTrue(rule.summary(english).endsWith("."), rule.id() + ": a summary is one sentence");
            assertTrue(rule.summary(japanese).endsWith("。"), rule.id() + ": 要約は一文です");
        }
        assertEquals(List.of(), missing);
    }

    /** The main sources of every module: the core's, the plugin's and the launcher's (the bundles are the core's). */
    static List<Path> sources() throws IOException {
        List<Path> found = new ArrayList<>();
        for (String module : List.of("studylog-core", "studylog-maven-plugin", "studylog-cli")) {
            try (Stream<Path> files = Files.walk(Path.of("..", module, "src/main/java"))) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(found::add);
            }
        }
        return found;
    }

    @Test
    void everyKeyTheCodeNamesExists() throws IOException {
        Set<String> keys = Messages.bundles(Language.EN).keySet();
        Set<String> ruleIds = new TreeSet<>();
        RuleCatalog.all().forEach(r -> ruleIds.add(r.id()));
        List<String> unknown = new ArrayList<>();
        for (Path file : sources()) {
            {
                String source = Files.readString(file, StandardCharsets.UTF_8);
                Matcher call = KEY_CALL.matcher(source);
                while (call.find()) {
                    String key = call.group(1);
                    if (!key.endsWith(".")
                            && !keys.contains(key)
                            && keys.stream().noneMatch(k -> k.startsWith(key + "."))) {
                        unknown.add(file.getFileName() + ": " + key);
                    }
                }
                Matcher literal = LITERAL.matcher(source);
                while (literal.find()) {
                    String key = literal.group(1);
                    String prefix = key.substring(0, key.indexOf('.'));
                    if (ruleIds.contains(prefix)
                            && !keys.contains(key)
                            && keys.stream().noneMatch(k -> k.startsWith(key + "."))) {
                        unknown.add(file.getFileName() + ": " + key);
                    }
                }
            }
        }
        assertEquals(List.of(), unknown.stream().distinct().toList());
    }

    /**
     * Every key of the bundles is named whole, between quotes, in a main source, so one search for it finds the code
     * that uses it. Two forms are derived and not spelt out: a catalogued rule's {@code <id>.summary} and {@code
     * <id>.help} ({@link Rule#summary}, {@link Rule#help}; the id is the literal), and the {@code .one}/{@code .other}
     * forms of a counted text whose base key is written whole ({@link Message#counted}).
     */
    @Test
    void everyKeyOfTheBundlesIsNamedWholeInTheCode() throws IOException {
        Set<String> named = new TreeSet<>();
        // a later part may be a setting's camel-case name (config.setting.failOnWarning)
        Pattern quoted = Pattern.compile("\"([a-z][a-z0-9-]*(?:\\.[a-zA-Z0-9-]+)+)\"");
        for (Path file : sources()) {
            Matcher m = quoted.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                named.add(m.group(1));
            }
        }
        Set<String> ruleIds = new TreeSet<>();
        RuleCatalog.all().forEach(r -> ruleIds.add(r.id()));
        List<String> unnamed = new ArrayList<>();
        for (String domain : Messages.DOMAINS) {
            if (domain.equals("test")) {
                continue; // the test bundle's keys are the tests'
            }
            for (String key : Messages.domain(domain, Language.EN).keySet()) {
                if (!named(key, named, ruleIds)) {
                    unnamed.add(key);
                }
            }
        }
        assertEquals(List.of(), unnamed, "bundle keys no main source names whole");
    }

    /** Whether the code names this key (see above); {@code named} holds the quoted dotted literals of the sources. */
    static boolean named(String key, Set<String> named, Set<String> ruleIds) {
        if (named.contains(key)) {
            return true;
        }
        int dot = key.lastIndexOf('.');
        String base = key.substring(0, dot);
        String form = key.substring(dot + 1);
        return switch (form) {
            case "summary", "help" -> ruleIds.contains(base);
            case "one", "other" -> named.contains(base);
            default -> false;
        };
    }

    @Test
    void aKeyBuiltByConcatenationIsNotNamed() {
        Set<String> named = Set.of("record-unknown-key.top", "console.errors");
        Set<String> ids = Set.of("record-unknown-key");
        assertTrue(named("record-unknown-key.top", named, ids));
        assertFalse(named("record-unknown-key.top-nearest", named, ids));
        assertTrue(named("record-unknown-key.summary", named, ids));
        assertFalse(named("record-value.summary", named, ids));
        assertTrue(named("console.errors.one", named, ids));
        assertFalse(named("console.warnings.other", named, ids));
    }

    private static String domainOf(String key) {
        for (String domain : Messages.DOMAINS) {
            if (Messages.domain(domain, Language.EN).containsKey(key)) {
                return domain;
            }
        }
        return "finding";
    }

    /** The {@code {n}} indices outside MessageFormat quotes. */
    static Set<Integer> placeholders(String pattern) {
        Set<Integer> found = new TreeSet<>();
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == '{' && !quoted) {
                int end = pattern.indexOf('}', i);
                String inside = pattern.substring(i + 1, end).split(",", 2)[0].strip();
                found.add(Integer.parseInt(inside));
                i = end;
            }
        }
        return found;
    }

    /** True when an apostrophe is neither doubled nor part of a quoted brace ({@code '{'}, {@code '}'}). */
    static boolean loneApostrophe(String pattern) {
        String rest = pattern.replace("''", "").replace("'{'", "").replace("'}'", "");
        return rest.indexOf('\'') >= 0;
    }
}
