package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.docs.JsLiterals.Unknown;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link JsLiterals} on its own: each literal shape of an {@code astro.config.*} it reads, each it names as
 * {@link Unknown} (with the source text), the lexer's strings, comments and regular expressions, bindings, imports
 * and its bounds.
 */
class JsLiteralsTest {

    private static JsLiterals js(String source) {
        return JsLiterals.of(source, specifier -> Optional.empty());
    }

    /** The whole text read as one value (no {@code export default}: as a JSON file is read). */
    private static Object value(String source) {
        return js(source).defaultExport();
    }

    /** A map in insertion order, from key, value pairs. */
    private static Map<String, Object> map(Object... pairs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static Unknown unknown(String text) {
        return new Unknown(text);
    }

    // strings, template literals and numbers

    @Test
    void quotedStringsAndTheirEscapes() {
        assertEquals("はじめに", value("'はじめに'"));
        assertEquals("キャッシュの仕組み", value("\"キャッシュの仕組み\""));
        assertEquals("a\nb\tc\rd'e\\f", value("'a\\nb\\tc\\rd\\'e\\\\f'"));
    }

    @Test
    void aBackslashEndingTheTextIsKept() {
        assertEquals("a\\", value("'a\\"));
    }

    @Test
    void aQuotedStringEndsAtItsLine() {
        // a quote never closed on its line is a string to the line's end; the next line reads on
        assertEquals(List.of("a", "b"), value("['a\n, 'b']"));
    }

    @Test
    void aTemplateLiteralWithoutSubstitutionIsAString() {
        assertEquals("はじめに\n本文", value("`はじめに\n本文`"));
        assertEquals("$5", value("`$5`"));
        assertEquals("a}b", value("`a}b`"));
        assertEquals("a$", value("`a$"));
    }

    @Test
    void aTemplateLiteralWithASubstitutionIsUnknown() {
        assertEquals(unknown("`/docs/${base}/`"), value("`/docs/${base}/`"));
        // a backtick inside the substitution does not close the literal
        assertEquals(List.of(unknown("`a${'`'}b`"), 1.0), value("[`a${'`'}b`, 1]"));
    }

    @Test
    void aLongTemplateLiteralIsCutTo80Characters() {
        String eighty = "`${x}" + "あ".repeat(74) + "`";
        assertEquals(80, eighty.length());
        assertEquals(unknown(eighty), value(eighty));
        String longer = "`${x}" + "あ".repeat(75) + "`";
        assertEquals(unknown(longer.substring(0, 77) + "…"), value(longer));
    }

    @Test
    void numbers() {
        assertEquals(
                List.of(42.0, 1000.0, 0.5, 1.5, 1500.0, unknown("0x1F")), value("[42, 1_000, .5, 1.5, 1.5e3, 0x1F]"));
    }

    @Test
    void wordsThatAreLiterals() {
        assertEquals(Arrays.asList(true, false, null, null), value("[true, false, null, undefined]"));
    }

    @Test
    void namesMayStartWithDollarOrUnderscore() {
        assertEquals(map("$a", 1.0, "_b", 2.0), value("{ $a: 1, _b: 2 }"));
    }

    // comments and regular expressions

    @Test
    void commentsAreSkipped() {
        assertEquals("a", value("// はじめに\n'a'"));
        assertEquals("a", value("/* キャッシュ\n の仕組み */ 'a' /* 後 */"));
        assertEquals(List.of("a", "b"), value("['a', /* , 'x', */ 'b' // ]\n]"));
        // the `*` opening a comment does not close it
        assertEquals("b", value("/*/ 'a' */ 'b'"));
    }

    @Test
    void aCommentToTheEndLeavesNothing() {
        assertEquals(unknown(""), value("// はじめに"));
        assertEquals(unknown(""), value("/* はじめに"));
        assertEquals(unknown(""), value(""));
    }

    @Test
    void aSlashEndingTheTextIsADivision() {
        assertEquals(unknown("'x' /"), value("'x' /"));
        assertEquals(unknown("."), value("."));
    }

    @Test
    void aRegularExpressionIsOneToken() {
        assertEquals(List.of(unknown("/a,b/"), "c"), value("[/a,b/, 'c']"));
        assertEquals(List.of(unknown("/[/,]/"), 1.0), value("[/[/,]/, 1]"));
        assertEquals(List.of(unknown("/a\\/,b/gi"), 1.0), value("[/a\\/,b/gi, 1]"));
        assertEquals(List.of(unknown("/\\/,/"), 1.0), value("[/\\/,/, 1]"));
        assertEquals(unknown("/a,b/"), value("/a,b/"));
    }

    @Test
    void aRegularExpressionEndsAtItsLine() {
        assertEquals(List.of(unknown("/a"), 1.0), value("[/a\n, 1]"));
        assertEquals(List.of(unknown("/ab")), value("[/ab"));
    }

    @Test
    void aSlashAfterAValueDivides() {
        assertEquals(List.of(unknown("(1) / 2"), 3.0), value("[(1) / 2, 3]"));
        assertEquals(List.of(unknown("[1] / 2"), 3.0), value("[[1] / 2, 3]"));
        assertEquals(List.of(unknown("{} / 2"), 3.0), value("[{} / 2, 3]"));
        assertEquals(List.of(unknown("a / 2"), 3.0), value("[a / 2, 3]"));
    }

    @Test
    void aSlashAfterReturnOrTypeofStartsARegularExpression() {
        assertEquals(List.of(unknown("return /a,b/"), 1.0), value("[return /a,b/, 1]"));
        assertEquals(List.of(unknown("typeof /a,b/"), 1.0), value("[typeof /a,b/, 1]"));
    }

    // objects and arrays

    @Test
    void objectKeysAreNamesStringsOrNumbers() {
        assertEquals(map("a", 1.0, "b-c", "x", "3", true), value("{ a: 1, 'b-c': 'x', 3: true, }"));
        assertEquals(map("a", 1.0, "b", 2.0), value("{ a: 1,, b: 2 }"));
    }

    @Test
    void aComputedKeyIsSkipped() {
        assertEquals(map("b", 2.0), value("{ [k]: 1, b: 2 }"));
    }

    @Test
    void aMethodIsUnknown() {
        assertEquals(map("a", unknown("a() { return 1 }"), "b", 2.0), value("{ a() { return 1 }, b: 2 }"));
    }

    @Test
    void aKeyWithoutAValueIsEmptyUnknown() {
        assertEquals(map("a", unknown("")), value("{ a: }"));
        assertEquals(List.of(unknown("")), value("[)]"));
    }

    @Test
    void anUnclosedObjectOrArrayKeepsWhatItRead() {
        assertEquals(map("a", 1.0), value("{ a: 1"));
        assertEquals(List.of(1.0, 2.0), value("[1, 2"));
    }

    @Test
    void shorthandPropertiesAreTheirBindings() {
        assertEquals(
                map("b", unknown("b"), "title", "はじめに"), value("const title = 'はじめに';\nexport default { b, title }"));
    }

    @Test
    void anObjectSpreadCopiesAnObject() {
        assertEquals(
                map("a", 1.0, "b", 2.0, "c", 3.0),
                value("const base = { a: 1, b: 9 };\nexport default { ...base, b: 2, c: 3 }"));
    }

    @Test
    void anObjectSpreadOfAnythingElseIsNamedByItsPlace() {
        assertEquals(
                map("...0", unknown("f()"), "b", 2.0, "...2", unknown("x"), "...3", unknown("ab")),
                value("{ ...f(), b: 2, ...x, ...'ab' }"));
    }

    @Test
    void arraysAndTheirSpreads() {
        assertEquals(List.of(1.0, 2.0), value("[1,, 2,]"));
        assertEquals(
                List.of(1.0, 2.0, 3.0, unknown("f()"), unknown("ab")),
                value("const xs = [1, 2];\nexport default [...xs, 3, ...f(), ...'ab']"));
    }

    @Test
    void parenthesesAroundAValue() {
        assertEquals("はじめに", value("('はじめに')"));
        assertEquals(unknown("'a' + 'b'"), value("('a' + 'b')"));
        assertEquals(unknown("(1"), value("(1"));
    }

    // what is not a literal

    @Test
    void callsMembersAndOperatorsAreUnknownWithTheirText() {
        assertEquals(
                List.of(
                        unknown("f([1, 2], { a: 3 })"),
                        unknown("a.b"),
                        unknown("a?.b"),
                        unknown("new Date()"),
                        unknown("await x"),
                        unknown("() => 1"),
                        4.0),
                value("[f([1, 2], { a: 3 }), a.b, a?.b, new Date(), await x, () => 1, 4]"));
    }

    @Test
    void aParameterlessFunctionThatOnlyReturnsALiteralIsReadWhereItIsCalled() {
        JsLiterals js = JsLiterals.of("""
                import { shared } from './shared.mjs';
                const BASE = { '/a': '/b' };
                function redirects() { return { ...BASE, '/c': '/d' }; }
                function withArgs(x) { return { x }; }
                async function later() { return {}; }
                function twoSteps() { const y = 1; return y; }
                export default [redirects(), shared(), withArgs(1), later(), twoSteps(), missing()];
                """, specifier -> Optional.of("export function shared() { return ['/e']; }"));
        assertEquals(
                List.of(
                        java.util.Map.of("/a", "/b", "/c", "/d"),
                        List.of("/e"),
                        unknown("withArgs(1)"),
                        unknown("later()"),
                        unknown("twoSteps()"),
                        unknown("missing()")),
                js.defaultExport());
    }

    @Test
    void manyCallsInALargeModuleFindTheirFunctionsInOnePass() {
        // 40,000 calls of functions the module does not declare, in a text of about 1 MB: one pass, not one a call
        String calls = "f0(), ".repeat(40_000);
        JsLiterals js = JsLiterals.of(
                "function g() { return 1; }\nexport default [" + calls + "g()];", specifier -> Optional.empty());
        Object value = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), js::defaultExport);
        assertEquals(1.0, ((List<?>) value).get(40_000));
    }

    @Test
    void aFunctionIsCalledAsAValueOnlyWhereItIsTheWholeValueOfTheKey() {
        assertEquals(
                List.of("createIntegrations"),
                js("export default { integrations: createIntegrations() };").calledAs("integrations"));
        // `base.integrations : other()` is a member in a condition, not the key `integrations`
        assertEquals(
                List.of(),
                js("export default { integrations: flag ? base.integrations : other() };")
                        .calledAs("integrations"));
        assertEquals(List.of(), js("export default { integrations: [make()] };").calledAs("integrations"));
    }

    @Test
    void anObjectsKeyAfterAnotherKeyIsNoNameEither() {
        // `base` after `label: 'API',` is a key of the schema, not the changed `let base`
        JsLiterals keys = js("""
                import openapi from 'starlight-openapi';
                let base = '';
                base = '/docs';
                export default { integrations: [openapi([{ label: 'API', base: 'api' }])] };
                """);
        assertEquals(Optional.of(java.util.Set.of("openapi")), keys.namesReachedFrom("integrations"));
        JsLiterals used = js("""
                import openapi from 'starlight-openapi';
                let base = '';
                base = '/docs';
                export default { integrations: [openapi([{ label: 'API', base }])] };
                """);
        assertEquals(Optional.empty(), used.namesReachedFrom("integrations"));
    }

    @Test
    void functionsThatCallEachOtherManyTimesAreEachReadOnce() {
        // f0 returns two calls of f1, f1 two of f2, …: read per call, 2^24 reads; read once per function, 24
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 24; i++) {
            text.append("function f")
                    .append(i)
                    .append("() { return [f")
                    .append(i + 1)
                    .append("(), f")
                    .append(i + 1)
                    .append("()]; }\n");
        }
        text.append("function f24() { return '/ja/'; }\nexport default f0();");
        List<String> loaded = new ArrayList<>();
        String module = text.toString();
        JsLiterals js = JsLiterals.of(
                "import { f0 } from './r.js';\nexport default [" + "f0(), ".repeat(2_000) + "f0()];", specifier -> {
                    loaded.add(specifier);
                    return Optional.of(module);
                });
        Object value = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), js::defaultExport);
        assertEquals(2_001, ((List<?>) value).size());
        assertEquals(List.of("./r.js"), loaded);
    }

    @Test
    void anOptionalChainReadsNoImportAndAMemberOfAnImportedObjectIsItsValue() {
        List<String> asked = new ArrayList<>();
        JsLiterals chain = JsLiterals.of("import a from './a.js';\nexport default [a?.b];", specifier -> {
            asked.add(specifier);
            return Optional.of("export default {};");
        });
        assertEquals(List.of(unknown("a?.b")), chain.defaultExport());
        assertEquals(List.of(), asked);
        JsLiterals member = JsLiterals.of(
                "import a from './a.js';\nexport default [a.c.d, a.e, a.c.d.f, a.c.g(), process.env.X];",
                specifier -> Optional.of("export default { c: { d: '/ja/' } };"));
        assertEquals(
                List.of("/ja/", unknown("a.e"), unknown("a.c.d.f"), unknown("a.c.g()"), unknown("process.env.X")),
                member.defaultExport());
    }

    @Test
    void anOptionalChainBeforeADigitIsAConditional() {
        assertEquals(unknown("a?.5:1"), value("a?.5:1"));
        assertEquals(unknown("a?."), value("a?."));
    }

    @Test
    void inAndInstanceofContinueTheExpression() {
        assertEquals(
                List.of(unknown("'a' in b"), unknown("c instanceof D"), 1.0), value("['a' in b, c instanceof D, 1]"));
    }

    @Test
    void anOperatorAfterAValueMakesItUnknown() {
        assertEquals(map("base", unknown("process.env.BASE || '/'")), value("{ base: process.env.BASE || '/' }"));
        assertEquals(List.of(unknown("'a' + 'b'"), "c"), value("['a' + 'b', 'c']"));
    }

    @Test
    void anUnknownTextIsCutTo80Characters() {
        String eighty = "f('" + "あ".repeat(75) + "')";
        assertEquals(80, eighty.length());
        assertEquals(List.of(unknown(eighty), 1.0), value("[" + eighty + ", 1]"));
        String longer = "f('" + "あ".repeat(76) + "')";
        assertEquals(List.of(unknown(longer.substring(0, 77) + "…"), 1.0), value("[" + longer + ", 1]"));
    }

    // TypeScript

    @Test
    void asAndSatisfiesAreSkipped() {
        assertEquals(map("a", 1.0), value("export default { a: 1 } satisfies Config;"));
        assertEquals(List.of("x", "y"), value("['x' as const, 'y']"));
        assertEquals(map("a", "x", "b", 1.0), value("{ a: 'x' as Record<string, string>, b: 1 }"));
        assertEquals("x", value("('x' as unknown as T)"));
        assertEquals(map("a", "x"), value("{ a: 'x' as T }"));
        assertEquals(List.of("x", "y"), value("['x' as T[], 'y']"));
        assertEquals(List.of(map("a", 1.0), 2.0), value("[{ a: 1 } as T, 2]"));
        assertEquals("x", value("'x' as T"));
    }

    @Test
    void aTypeAnnotationOfABindingIsSkipped() {
        JsLiterals js = js("const a: Record<string, number> = { x: 1 };\n"
                + "const f: () => string = 'はじめに';\n"
                + "let g: string;\n"
                + "g = 'x';\n");
        assertEquals(map("x", 1.0), js.binding("a"));
        assertEquals("はじめに", js.binding("f"));
        assertEquals(unknown("g"), js.binding("g"));
    }

    @Test
    void aTypeAnnotationRunningToTheEndBindsNothing() {
        assertEquals(unknown("a"), js("const a: string").binding("a"));
        // not even to an `=` before it
        assertEquals(unknown("a"), js("= 1; const a: string").binding("a"));
    }

    // bindings and names

    @Test
    void constLetAndVarBindTheFirstValue() {
        JsLiterals js = js("const a = 1; let b = 'はじめに'\nvar c = [true]\nconst a = 2;\nexport const d = a;");
        assertEquals(
                List.of(1.0, "はじめに", List.of(true), 1.0),
                List.of(js.binding("a"), js.binding("b"), js.binding("c"), js.binding("d")));
        assertEquals(unknown("e"), js.binding("e"));
    }

    @Test
    void aNameBoundToItselfStaysUnknown() {
        assertEquals(unknown("a"), js("const a = a;").binding("a"));
        assertEquals(map("b", unknown("a")), js("const a = { b: a };").binding("a"));
    }

    @Test
    void aDeclarationWithoutAValueBindsNothing() {
        assertEquals(unknown("a"), js("const a").binding("a"));
        assertEquals(unknown("let"), js("let").binding("let"));
    }

    @Test
    void namesAreFollowed12Deep() {
        assertEquals("おわり", js(chain(12)).binding("a0"));
        assertEquals(unknown("a12"), js(chain(13)).binding("a0"));
    }

    /** {@code const a0 = a1; … const a(n-1) = 'おわり';}: n names, each bound to the next. */
    private static String chain(int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n - 1; i++) {
            s.append("const a").append(i).append(" = a").append(i + 1).append(";\n");
        }
        return s.append("const a").append(n - 1).append(" = 'おわり';\n").toString();
    }

    @Test
    void nestingIsRead24Deep() {
        assertEquals(List.of(1.0), innermost(value("[".repeat(24) + "1" + "]".repeat(24)), 24));
        assertEquals(List.of(unknown("1")), innermost(value("[".repeat(25) + "1" + "]".repeat(25)), 25));
        assertEquals(1.0, value("(".repeat(24) + "1" + ")".repeat(24)));
        assertEquals(unknown("1"), value("(".repeat(25) + "1" + ")".repeat(25)));
        assertEquals(map("a", 1.0), innermost(value("{ a: ".repeat(24) + "1" + " }".repeat(24)), 24, "a"));
        assertEquals(map("a", unknown("1")), innermost(value("{ a: ".repeat(25) + "1" + " }".repeat(25)), 25, "a"));
    }

    private static Object innermost(Object value, int objects, String key) {
        Object at = value;
        for (int i = 1; i < objects; i++) {
            at = ((Map<?, ?>) at).get(key);
        }
        return at;
    }

    private static Object innermost(Object value, int lists) {
        Object at = value;
        for (int i = 1; i < lists; i++) {
            at = ((List<?>) at).get(0);
        }
        return at;
    }

    @Test
    void theDefaultExportWithNothingAfterIt() {
        assertEquals(unknown(""), js("export default").defaultExport());
        assertEquals(map("a", 1.0), js("const x = 2;\nexport default { a: 1 };").defaultExport());
    }

    @Test
    void aLongTextIsCut() {
        String text = "'" + "あ".repeat(JsLiterals.MAX_CHARS) + "'";
        assertEquals(JsLiterals.MAX_CHARS - 1, ((String) value(text)).length());
    }

    // calls

    @Test
    void callArgumentsAreTheFirstArgumentOfEachCallInOrder() {
        JsLiterals js = js("defineConfig({ base: '/docs' }, 2); x.defineConfig(3); defineConfig; defineConfig('b');"
                + " defineConfig()");
        assertEquals(List.of(map("base", "/docs"), "b", new LinkedHashMap<>()), js.callArguments("defineConfig"));
        assertEquals(List.of(1.0), js("f(1)").callArguments("f"));
        assertEquals(List.of(), js("f").callArguments("f"));
        assertEquals(List.of(unknown("")), js("f(").callArguments("f"));
    }

    // imports

    @Test
    void importsNameTheirModules() {
        JsLiterals js = js("import starlight from '@astrojs/starlight';\n"
                + "import b, { c, d as e, 'f-g' as fg } from './m.js';\n"
                + "import a from './m.js';\n"
                + "import { x } from 'astro/config';\n"
                + "import type { Y } from 'types';\n"
                + "import * as ns from 'ns';\n"
                + "import './styles.css';\n"
                + "const later = import.meta.env;\n"
                + "const lazy = import('lazy');\n");
        assertEquals(List.of("./m.js", "@astrojs/starlight", "astro/config"), js.importedModules());
        assertEquals(List.of("a", "b", "c", "e", "fg"), js.importedFrom("./m.js"));
        assertEquals(List.of("starlight"), js.importedFrom("@astrojs/starlight"));
        assertEquals(List.of("x"), js.importedFrom("astro/config"));
        assertEquals(List.of(), js.importedFrom("types"));
    }

    @Test
    void anImportAfterADotIsAMember() {
        assertEquals(List.of(), js("x.import a from 'm'").importedModules());
    }

    @Test
    void aCutImportNamesNothing() {
        assertEquals(List.of(), js("import { a as").importedModules());
        assertEquals(List.of(), js("import a from").importedModules());
        assertEquals(List.of(), js("import a from b").importedModules());
        assertEquals(List.of(), js("import").importedModules());
    }

    @Test
    void importedValuesAreReadThroughTheLoader() {
        Map<String, String> files = Map.of(
                "./redirects.js", "export default { '/a': '/b/' };",
                "./locales.js", "export const locales = { ja: { label: '日本語' } };\nexport default 'x';");
        List<String> asked = new ArrayList<>();
        JsLiterals js = JsLiterals.of(
                "import redirects from './redirects.js';\n"
                        + "import { locales as l } from './locales.js';\n"
                        + "import gone from './gone.js';\n"
                        + "export default { redirects, l, gone, again: redirects };",
                specifier -> {
                    asked.add(specifier);
                    return Optional.ofNullable(files.get(specifier));
                });
        assertEquals(
                map(
                        "redirects", map("/a", "/b/"),
                        "l", map("ja", map("label", "日本語")),
                        "gone", unknown("gone"),
                        "again", map("/a", "/b/")),
                js.defaultExport());
        assertEquals(List.of("./redirects.js", "./locales.js", "./gone.js"), asked);
    }

    @Test
    void aLocalBindingWinsOverAnImport() {
        JsLiterals js = JsLiterals.of(
                "import a from './a.js';\nconst a = 'ここ';\nexport default a;",
                specifier -> Optional.of("export default 'よそ';"));
        assertEquals("ここ", js.defaultExport());
    }

    @Test
    void importsAreFollowedFourModulesDeep() {
        assertEquals("おわり", modules(4).defaultExport());
        assertEquals(unknown("x"), modules(5).defaultExport());
    }

    /** A module importing {@code ./m1}, which imports {@code ./m2}, …: the n-th exports the value. */
    private static JsLiterals modules(int n) {
        return JsLiterals.of("import x from './m1';\nexport default x;", specifier -> {
            int k = Integer.parseInt(specifier.substring("./m".length()));
            return Optional.of(
                    k < n ? "import x from './m" + (k + 1) + "';\nexport default x;" : "export default 'おわり';");
        });
    }
}
