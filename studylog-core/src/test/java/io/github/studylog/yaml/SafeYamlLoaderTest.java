package io.github.studylog.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every rule and every bound of the loader: the smallest input that triggers it, with rule, line, column and
 * message, and the largest input that does not.
 */
class SafeYamlLoaderTest {

    private final SafeYamlLoader loader = new SafeYamlLoader();

    private List<Finding> findings(String yaml) {
        return assertTimeoutPreemptively(
                Duration.ofSeconds(5), () -> loader.load("s.yaml", yaml, 0).findings());
    }

    /** "line:column [rule] message" of each finding. */
    private List<String> found(String yaml) {
        return rendered(findings(yaml));
    }

    private static List<String> rendered(List<Finding> findings) {
        return findings.stream()
                .map(f -> f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                        + f.message().english())
                .toList();
    }

    private static String nested(int depth) {
        return "[".repeat(depth) + "]".repeat(depth);
    }

    @Test
    void plainYamlHasNoFindings() {
        assertEquals(List.of(), found("id: 学習\nlist:\n  - a\n"));
    }

    @Test
    void bomAndCrlfAreAccepted() {
        YamlLoad load = loader.load("s.yaml", "\uFEFFid: a\r\nnote: 説明\r\n", 0);
        assertEquals(List.of(), load.findings());
        YamlDocument doc = load.document().orElseThrow();
        assertEquals(2, YamlNodes.located(doc, doc.root(), "note").orElseThrow().line());
    }

    @Test
    void offsetsOfMarksCountCodePointsAndSkipTheBom() {
        String text = "\uFEFFnote: 🙂説明\nid: a\n";
        YamlDocument doc = loader.load("s.yaml", text, 0).document().orElseThrow();
        var id = YamlNodes.scalar(doc.root(), "id").orElseThrow();
        assertEquals(
                "a",
                text.substring(YamlNodes.offset(text, YamlNodes.start(id)), YamlNodes.offset(text, YamlNodes.end(id))));
    }

    @Test
    void yaml12AcceptsWhatYaml11Refused() {
        // an escaped slash, a tab after "- ", "?" inside a plain scalar in a flow list
        assertEquals(List.of(), found("path: \"a\\/b\"\nlist:\n-\tタブ\nflow: [a?b, c]\n"));
        assertEquals(List.of(), found("%YAML 1.2\n---\nid: a\n"));
    }

    @Test
    void yaml11WordsAndDatesAreTextNow() {
        YamlDocument doc = loader.load("s.yaml", "done: yes\ndate: 2026-09-08\nmode: 0755\ncommit: 61970989\n", 0)
                .document()
                .orElseThrow();
        assertEquals(
                ScalarKind.STRING,
                ScalarKind.of(YamlNodes.scalar(doc.root(), "done").orElseThrow()));
        assertEquals(
                ScalarKind.STRING,
                ScalarKind.of(YamlNodes.scalar(doc.root(), "date").orElseThrow()));
        assertEquals(
                ScalarKind.STRING,
                ScalarKind.of(YamlNodes.scalar(doc.root(), "mode").orElseThrow()));
        assertEquals(
                ScalarKind.INTEGER,
                ScalarKind.of(YamlNodes.scalar(doc.root(), "commit").orElseThrow()));
    }

    @Test
    void duplicateKeysAreReportedAtTheSecond() {
        assertEquals(
                List.of("3:1 [yaml-duplicate-key] the key `id` appears twice in this mapping (first at line 1);"
                        + " YAML would keep only the last one"),
                found("id: a\nnote: x\nid: b\n"));
    }

    @Test
    void nestedDuplicateKeysAreFoundToo() {
        assertEquals(
                List.of("4:5 [yaml-duplicate-key] the key `question` appears twice in this mapping (first at"
                        + " line 3); YAML would keep only the last one"),
                found("asked:\n  - outcome: hinted\n    question: キャッシュとは\n    question: 再試行\n"));
        assertEquals(List.of(), found("asked:\n  - question: キャッシュとは\n  - question: キャッシュとは\n"));
    }

    @Test
    void tabIndentationIsASyntaxErrorWithALocation() {
        assertEquals(
                List.of("3:1 [yaml-syntax] a tab is used for indentation; YAML indents with spaces only"),
                found("id: a\nmap:\n\tkey: x\n"));
    }

    @Test
    void otherSyntaxErrorsSayWhatAndWhere() {
        List<Finding> f = findings("id: \"閉じていない\n");
        assertEquals(1, f.size());
        assertEquals("yaml-syntax", f.get(0).ruleId());
        assertEquals("s.yaml:2:1", f.get(0).location());
        assertTrue(
                f.get(0)
                        .message()
                        .english()
                        .endsWith("(parser: found unexpected end of stream, while scanning a quoted scalar)"),
                f.get(0).message().english());
    }

    @Test
    void aDashInAFlowListIsASyntaxError() {
        assertEquals("yaml-syntax", findings("list: [-]\n").get(0).ruleId());
    }

    @Test
    void emptyAndCommentOnlyFilesAreOneEmptyFinding() {
        String message = "1:1 [yaml-empty] there is nothing here but blank lines or comments: no YAML keys or values";
        assertEquals(List.of(message), found(""));
        assertEquals(List.of(message), found("# まだ書いていない\n\n# TODO\n"));
        assertEquals(List.of(message), found("# 終わりの印だけ\n...\n... # もう一度\n"));
        assertEquals(List.of(), found("# 見出し\nid: a\n"));
        assertEquals(List.of(), found("...x\n")); // a text, not a document-end marker
    }

    @Test
    void globalTagIsUnsafe() {
        assertEquals(
                List.of(
                        "1:5 [yaml-unsafe] type tags such as `!!javax...` or `!custom` are not allowed in study"
                                + " records (found `tag:yaml.org,2002:javax.script.ScriptEngineManager`); write plain YAML values"),
                found("id: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[]]]\n"));
    }

    @Test
    void localTagIsUnsafeAndPlainTagsAreNot() {
        assertEquals(
                List.of("1:5 [yaml-unsafe] type tags such as `!!javax...` or `!custom` are not allowed in study"
                        + " records (found `!custom`); write plain YAML values"),
                found("id: !custom 1\n"));
        assertEquals(List.of(), found("id: !!str 1\nn: !!int 2\nlist: !!seq []\n"));
    }

    @Test
    void mergeKeyIsUnsafe() {
        assertEquals(
                List.of("3:3 [yaml-unsafe] the merge key `<<` is not allowed in study records; write the keys"
                        + " out"),
                found("base: &b {k: v}\nother:\n  <<: *b\n"));
        assertEquals(List.of(), found("text: \"<<\"\n"));
    }

    @Test
    void aTagTheEngineCannotMakeIsAFindingNotACrash() {
        // found by RecordYamlFuzzTest: a tag ending the text inside a %-escape made the engine's composer throw
        assertEquals(
                List.of("1:1 [yaml-unsafe] the YAML could not be read safely: Tag must not contain leading or"
                        + " trailing spaces."),
                found("!:*%7"));
        assertEquals(
                List.of("2:1 [yaml-unsafe] the YAML could not be read safely: Tag must not contain leading or"
                        + " trailing spaces."),
                rendered(loader.load("s.yaml", "!:*%7", 1).findings()));
    }

    @Test
    void aTagOrMergeKeyIsFoundWithoutAnyOtherPlainScalar() {
        // the only scalars of each document are the tagged one or `<<`: the counter alone must see them
        assertEquals(
                List.of("1:1 [yaml-unsafe] type tags such as `!!javax...` or `!custom` are not allowed in study"
                        + " records (found `!custom`); write plain YAML values"),
                found("!custom 1\n"));
        assertEquals(
                List.of("1:2 [yaml-unsafe] the merge key `<<` is not allowed in study records; write the keys"
                        + " out"),
                found("{<<: \"値\"}\n"));
    }

    @Test
    void depthCountsNestingNotCollections() {
        // 60 sibling lists are 60 collections, nested two levels deep
        assertEquals(List.of(), found("[" + String.join(", ", java.util.Collections.nCopies(60, "[]")) + "]\n"));
    }

    @Test
    void complexKeyIsItsOwnFinding() {
        assertEquals(
                List.of("3:5 [yaml-complex-key] a list or mapping is used as a key; study records use plain words"
                        + " as keys"),
                found("id: a\nmap:\n  ? [a, b]\n  : 値\n"));
        assertEquals(
                List.of("1:2 [yaml-complex-key] a list or mapping is used as a key; study records use plain words"
                        + " as keys"),
                found("{[a]: 1}\n"));
    }

    @Test
    void aliasCountLimitIsStricterThanTheEngineDefault() {
        StringBuilder ok = new StringBuilder("a: &a 値\nlist: [");
        for (int i = 0; i < SafeYamlLoader.MAX_ALIASES; i++) {
            ok.append(i == 0 ? "" : ", ").append("*a");
        }
        assertEquals(20, SafeYamlLoader.MAX_ALIASES); // the engine allows 50 (and counts aliases of lists only)
        assertEquals(List.of(), found(ok + "]\n"));
        assertEquals(
                List.of("2:88 [yaml-unsafe] the YAML uses more than 20 aliases (`*name`); this looks like an"
                        + " alias bomb"),
                found(ok + ", *a]\n"));
    }

    @Test
    void fewAliasesThatExpandHugelyAreUnsafe() {
        // 100 values, then five levels of four aliases each: 20 aliases; every copy of every node counts, keys too
        StringBuilder y = new StringBuilder("a: &a [").append("x, ".repeat(99)).append("x]\n");
        for (char c = 'b'; c <= 'f'; c++) {
            char p = (char) (c - 1);
            y.append(c)
                    .append(": &")
                    .append(c)
                    .append(" [*")
                    .append(p)
                    .append(", *")
                    .append(p)
                    .append(", *")
                    .append(p)
                    .append(", *")
                    .append(p)
                    .append("]\n");
        }
        assertEquals(
                List.of("1:1 [yaml-unsafe] aliases (`*name`) expand this YAML to 138325 values, more than 100000;"
                        + " this looks like an alias bomb"),
                found(y.toString()));
        assertEquals(List.of(), found(y.substring(0, y.lastIndexOf("f: "))));
    }

    @Test
    void aListThatHoldsAnAliasOfItselfIsRefusedNotWalkedForever() {
        // found by RecordYamlFuzzTest: the schema validation recursed into the cycle until the stack overflowed
        assertEquals(
                List.of("2:7 [yaml-unsafe] an alias (`*name`) refers to a list or mapping that contains it: a"
                        + " recursive structure, which no study record needs; write the values out"),
                found("id: 値\nlist: &l [a, *l, b]\n"));
        assertEquals(
                List.of("1:4 [yaml-unsafe] an alias (`*name`) refers to a list or mapping that contains it: a"
                        + " recursive structure, which no study record needs; write the values out"),
                found("m: &m {k: *m}\n"));
        assertEquals(List.of(), found("a: &a [x]\nlist: [*a, *a]\n"), "the same list twice is no cycle");
    }

    @Test
    void depthLimitIsTheLoadersOwn() {
        // the engine has no depth limit: 50 levels under the root mapping pass, one more is refused
        assertEquals(List.of(), found("id: " + nested(SafeYamlLoader.MAX_DEPTH - 1) + "\n"));
        assertEquals(
                List.of("1:54 [yaml-unsafe] the YAML is nested more than 50 levels deep"),
                found("id: " + nested(SafeYamlLoader.MAX_DEPTH) + "\n"));
    }

    @Test
    void deepNestingIsOneFindingWithoutAStackOverflow() {
        assertEquals(
                List.of("1:54 [yaml-unsafe] the YAML is nested more than 50 levels deep"),
                found("id: " + nested(10_000) + "\n"));
    }

    @Test
    void sizeLimitIsStricterThanTheEngineDefault() {
        String prefix = "n: \"";
        String fits = prefix + "あ".repeat(SafeYamlLoader.MAX_CODE_POINTS - prefix.length() - 2) + "\"\n";
        assertEquals(1_048_576, fits.codePointCount(0, fits.length())); // the engine's default is 3,145,728
        assertEquals(List.of(), found(fits));
        assertEquals(
                List.of("1:1 [yaml-unsafe] the YAML is larger than 1048576 characters (1048577)"), found(fits + " "));
    }

    @Test
    void sizeLimitCountsCodePointsNotChars() {
        // one emoji is two chars: the text is one char over the limit and still exactly at it in code points
        String prefix = "n: \"🙂";
        String fits = prefix
                + "あ".repeat(SafeYamlLoader.MAX_CODE_POINTS - prefix.codePointCount(0, prefix.length()) - 2) + "\"\n";
        assertEquals(SafeYamlLoader.MAX_CODE_POINTS + 1, fits.length());
        assertEquals(List.of(), found(fits));
        assertEquals(
                List.of("CHATGPT.md:11:1 [yaml-unsafe] the YAML is larger than 1048576 characters (1048577)"),
                loader.load("CHATGPT.md", fits + " ", 10).findings().stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "] "
                                + f.message().english())
                        .toList());
    }

    @Test
    void anEngineErrorWithoutAPositionIsUnsafeAtTheFirstLine() {
        assertEquals(
                List.of("1:1 [yaml-unsafe] the YAML could not be read safely: special characters are not allowed"),
                found("a: \u0001\n"));
        Finding shifted =
                loader.load("CHATGPT.md", "a: b\nc: \u0007\n", 10).findings().get(0);
        assertEquals(
                "CHATGPT.md:11:1 [yaml-unsafe] the YAML could not be read safely: special characters are not"
                        + " allowed",
                shifted.location() + " [" + shifted.ruleId() + "] "
                        + shifted.message().english());
    }

    @Test
    void aSyntaxErrorNamesItsContextWhenTheEngineGivesOne() {
        assertEquals(
                List.of("2:1 [yaml-syntax] the file ends inside a quoted text or a bracket: a closing quote or bracket"
                        + " is missing (parser: found unexpected end of stream, while scanning a quoted scalar)"),
                found("a: \"x\n"));
        assertEquals(
                List.of("1:5 [yaml-syntax] a `:` follows a value on this line, where no new key can start: quote the"
                        + " value (\"…\") if the colon belongs to it (parser: mapping values are not allowed here)"),
                found("a: b: c\n"));
        // a problem the plugin does not explain keeps the parser's words
        assertEquals(
                List.of("1:5 [yaml-syntax] YAML syntax error: expected the node content, but found '<stream end>'"
                        + " (while parsing a flow node)"),
                found("a: ["));
    }

    /** A syntax error in Japanese: the sentence is the plugin's, the parser's English only in parentheses. */
    @Test
    void aSyntaxErrorReadsInJapaneseWithTheParsersWordsInParentheses() {
        Messages ja = Messages.of(Language.JA);
        Finding f = loader.load("reviews/論点.yaml", "title: 論点: キャッシュ\n", 0)
                .findings()
                .get(0);
        String text = f.text(ja);
        assertEquals(
                "この行では値のあとに `:` があり、ここで新しいキーは始められません。コロンが値の一部なら値を引用符（\"…\"）で"
                        + "囲んでください（パーサー: mapping values are not allowed here）",
                text);
        // outside the parentheses, no English word is left
        String outside = text.replaceAll("（パーサー: [^）]*）", "").replaceAll("`[^`]*`|\"…\"", "");
        assertTrue(outside.chars().noneMatch(c -> c >= 'a' && c <= 'z'), outside);
        assertEquals(
                "YAML の構文エラーです（パーサー: expected the node content, but found '<stream end>'、while parsing a"
                        + " flow node）",
                loader.load("a.yaml", "a: [", 0).findings().get(0).text(ja));
    }

    @Test
    void aDocumentEndMarkerFollowedByATabAndACommentIsEmpty() {
        assertEquals(
                List.of("1:1 [yaml-empty] there is nothing here but blank lines or comments: no YAML keys or"
                        + " values"),
                found("...\t# 終わり\n"));
    }

    @Test
    void anAliasedMappingWithARepeatedKeyIsReportedOnce() {
        assertEquals(
                List.of("1:14 [yaml-duplicate-key] the key `k` appears twice in this mapping (first at line 1);"
                        + " YAML would keep only the last one"),
                found("a: &a {k: 1, k: 2}\nb: *a\nc: *a\n"));
    }

    @Test
    void theExpansionLimitIsInclusive() {
        // root 1 + key a 1 + list a (n + 1) + key b 1 + list b (1 + 11 (n + 1)) = 4 + 12 (n + 1)
        StringBuilder atLimit =
                new StringBuilder("a: &a [").append("x, ".repeat(8331)).append("x]\nb: [*a");
        atLimit.append(", *a".repeat(10)).append("]\n");
        assertEquals(List.of(), found(atLimit.toString()));
        assertEquals(
                List.of("1:1 [yaml-unsafe] aliases (`*name`) expand this YAML to 100012 values, more than 100000;"
                        + " this looks like an alias bomb"),
                found(atLimit.toString().replace("[x, ", "[x, x, ")));
    }

    @Test
    void lineOffsetShiftsLocations() {
        assertEquals(
                "CHATGPT.md:12:1",
                loader.load("CHATGPT.md", "a: 1\na: 2\n", 10).findings().get(0).location());
        assertEquals(
                "CHATGPT.md:11:1",
                loader.load("CHATGPT.md", "# コメントだけ\n", 10).findings().get(0).location());
        assertEquals(
                "CHATGPT.md:12:1",
                loader.load("CHATGPT.md", "a:\n\tb: 1\n", 10).findings().get(0).location());
    }

    /** Fuzz finding (issue 16): the engine does not end a line at a lone CR at the stream's end. */
    @Test
    void aLoneCrAtTheStreamEndEndsALine() {
        List<Finding> found = findings("id: [c..exceed\r");
        assertEquals(1, found.size(), found.toString());
        assertEquals("yaml-syntax", found.get(0).ruleId());
        assertEquals("s.yaml:2:1", found.get(0).location());
    }

    /** Fuzz finding (issue 16): a BOM inside the file is a column, though the engine does not count it. */
    @Test
    void aBomInsideTheFileIsAColumnAndALoneCrALineEnd() {
        List<Finding> found = findings("d:d: a\n\uFEFF\r");
        assertEquals(1, found.size(), found.toString());
        assertEquals("yaml-syntax", found.get(0).ruleId());
        assertEquals("s.yaml:3:1", found.get(0).location());
    }

    @Test
    void aLoneCrInsideTheYamlEndsALine() {
        List<Finding> found = findings("a: 1\rb: 2\rb: 3\n");
        assertEquals(
                "s.yaml:3:1 [yaml-duplicate-key]",
                found.get(0).location() + " [" + found.get(0).ruleId() + "]");
        // the stream ends inside the flow sequence: one past the last code point of the last line
        assertEquals(
                "CHATGPT.md:12:8",
                loader.load("CHATGPT.md", "a:\r  \u52c9: [x", 10)
                        .findings()
                        .get(0)
                        .location());
    }

    /** One real finding of each rule, in Japanese and in English. */
    @Test
    void everyRuleSpeaksJapanese() {
        Messages ja = Messages.of(Language.JA);
        String[][] cases = {
            {
                "a:\n\tb: 1\n",
                "[yaml-syntax] インデントにタブが使われています。YAML のインデントはスペースだけです",
                "[yaml-syntax] a tab is used for indentation; YAML indents with spaces only"
            },
            {
                "a: !!javax.script.ScriptEngineManager x\n",
                "[yaml-unsafe] 学習記録では `!!javax...` や `!custom` のような型タグは使えません"
                        + "（`tag:yaml.org,2002:javax.script.ScriptEngineManager` がありました）。素直な YAML の値を書いてください",
                "[yaml-unsafe] type tags such as `!!javax...` or `!custom` are not allowed in study records (found "
                        + "`tag:yaml.org,2002:javax.script.ScriptEngineManager`); write plain YAML values"
            },
            {
                "# 説明だけ\n",
                "[yaml-empty] 空行かコメントしかありません。YAML のキーも値もありません",
                "[yaml-empty] there is nothing here but blank lines or comments: no YAML keys or values"
            },
            {
                "? [a, b]\n: 1\n",
                "[yaml-complex-key] リストやマッピングがキーとして使われています。学習記録のキーは普通の単語です",
                "[yaml-complex-key] a list or mapping is used as a key; study records use plain words as keys"
            },
            {
                "名前: 一\n名前: 二\n",
                "[yaml-duplicate-key] キー `名前` がこのマッピングに 2 回あります（最初は 1 行目）。YAML は最後の 1 つだけを残します",
                "[yaml-duplicate-key] the key `名前` appears twice in this mapping (first at line 1); YAML would keep only"
                        + " the last one"
            },
        };
        for (String[] c : cases) {
            Finding f = findings(c[0]).get(0);
            assertEquals(c[1], "[" + f.ruleId() + "] " + ja.text(f.message()));
            assertEquals(c[2], "[" + f.ruleId() + "] " + f.message().english());
        }
        assertEquals(
                "YAML の入れ子が 50 段より深くなっています", ja.text(findings(nested(51)).get(0).message()));
    }
}
