package io.github.studylog.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A bounded reader of the literal parts of a JavaScript or TypeScript module such as {@code astro.config.mjs},
 * without running it: strings (quotes, template literals without {@code ${}}), numbers, booleans, {@code null},
 * objects (keys as names, strings or numbers; shorthand {@code { locales }}; spreads {@code ...x}), arrays,
 * names bound by {@code const}/{@code let}/{@code var} or by {@code import} from a relative file (read through a
 * loader the caller gives; an imported module's own imports are resolved from its folder), a member of an
 * object so read ({@code i18n.locales}), and what a parameterless function that only returns such a value returns
 * ({@code redirects()}). Anything else (another call, a condition, a member of what is no such object, a computed
 * key) is an {@link Unknown} holding its text, so the caller can say what it could not read. A TypeScript
 * {@code as} or {@code satisfies} after a value is skipped.
 *
 * <p>Written by hand because no Java library reads JavaScript without running it as a full engine, and the shapes
 * real Astro configs use for the settings the link check needs are literals. Bounded: the text is cut at
 * {@link #MAX_CHARS}, names are resolved at most {@link #MAX_DEPTH} deep, and an imported module is read at most
 * once per name.
 */
final class JsLiterals {

    /** Characters of one module that are read. */
    static final int MAX_CHARS = 2_000_000;
    /** How deep names, imports and nesting are followed. */
    static final int MAX_DEPTH = 24;

    /** A value the reader could not reduce to a literal, with its source text (cut to 80 characters). */
    record Unknown(String text) {}

    /** Reads an imported module: its text, or empty when it is not a file this reader may open. */
    interface Loader {
        Optional<String> load(String specifier);

        /** The loader of the imports of the module {@code specifier} names: from that module's folder. */
        default Loader from(String specifier) {
            return this;
        }
    }

    /** Words that start an expression that is no literal. */
    private static final java.util.Set<String> OPERATOR_WORDS =
            java.util.Set.of("await", "new", "typeof", "void", "function", "async", "class", "yield", "delete");

    private enum Kind {
        STRING,
        TEMPLATE,
        NUMBER,
        NAME,
        PUNCT
    }

    private record Token(Kind kind, String text, int start, int end) {}

    private final String source;
    private final List<Token> tokens = new ArrayList<>();
    private final Map<String, Integer> bindings = new HashMap<>();
    private final Map<String, String[]> imports = new HashMap<>();
    private final java.util.TreeSet<String> modules = new java.util.TreeSet<>();
    private final Loader loader;
    private final int depth;
    private final Map<String, Object> resolved = new HashMap<>();
    private int defaultExport = -1;

    private JsLiterals(String source, Loader loader, int depth) {
        this.source = source.length() > MAX_CHARS ? source.substring(0, MAX_CHARS) : source;
        this.loader = loader;
        this.depth = depth;
        lex();
        scanBindings();
    }

    /** The module's text, read; imports are loaded through {@code loader}. */
    static JsLiterals of(String source, Loader loader) {
        return new JsLiterals(source, loader, 0);
    }

    /**
     * The module a relative import of this one names ({@code ./config/integrations.mjs}), read with its own imports
     * resolved from its folder; empty when it cannot be loaded or imports are nested too deep.
     */
    Optional<JsLiterals> module(String specifier) {
        Optional<JsLiterals> known = loadedModules.get(specifier);
        if (known == null) {
            known = depth < 4
                    ? loader.load(specifier).map(text -> new JsLiterals(text, loader.from(specifier), depth + 1))
                    : Optional.empty();
            loadedModules.put(specifier, known);
        }
        return known;
    }

    /** The modules this one imports, each read once however many of its names are used. */
    private final Map<String, Optional<JsLiterals>> loadedModules = new HashMap<>();

    /** The names of a default or named import from a module whose specifier ends with {@code module}. */
    List<String> importedFrom(String module) {
        List<String> names = new ArrayList<>();
        imports.forEach((local, from) -> {
            if (from[0].equals(module)) {
                names.add(local);
            }
        });
        names.sort(null);
        return names;
    }

    /** Every module the text imports from, sorted. */
    List<String> importedModules() {
        return List.copyOf(modules);
    }

    /**
     * The first argument of every call of {@code name(…)} in the module, read as a value, in source order.
     */
    List<Object> callArguments(String name) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Kind.NAME
                    && t.text().equals(name)
                    && isPunct(i + 1, "(")
                    && (i == 0 || !isPunct(i - 1, "."))) {
                if (isPunct(i + 2, ")")) {
                    out.add(new LinkedHashMap<String, Object>());
                } else {
                    out.add(new Reader(0).value(i + 2).value);
                }
            }
        }
        return out;
    }

    /** The names of the functions called as the whole value of a {@code key: name(…)} property, in source order. */
    List<String> calledAs(String key) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i + 3 < tokens.size(); i++) {
            if (isName(i, key)
                    && !(i > 0 && isPunct(i - 1, "."))
                    && isPunct(i + 1, ":")
                    && tokens.get(i + 2).kind() == Kind.NAME
                    && isPunct(i + 3, "(")) {
                names.add(tokens.get(i + 2).text());
            }
        }
        return names;
    }

    /** The module's {@code export default} value, or the whole text read as one value (a JSON file). */
    @Nullable
    Object defaultExport() {
        if (defaultExport >= 0) {
            return new Reader(0).value(defaultExport).value;
        }
        return tokens.isEmpty() ? new Unknown("") : new Reader(0).value(0).value;
    }

    /** The option keys whose values are Markdown plugins, not reached by {@link #namesReachedFrom}. */
    private static final java.util.Set<String> MARKDOWN_PLUGINS = java.util.Set.of("remarkPlugins", "rehypePlugins");

    /**
     * The names the value of a property reaches: every name in the value of each {@code key: …} of the module (and
     * of the binding a shorthand {@code { key }} names; an object's own keys, {@code { base: … }}, are no names),
     * and, followed at most {@link #MAX_DEPTH} deep, every name in
     * the value of the top-level bindings ({@code const x = …}) and the bodies of the function declarations
     * ({@code function f() {…}}) those names are. Empty when the module has no such property, or when a binding
     * reached is changed after it is made ({@code x.push(…)}, {@code x = …}), which only running it shows. The
     * values of {@link #MARKDOWN_PLUGINS} keys are not entered: a plugin's options (markup built with helpers) add
     * no route.
     */
    Optional<java.util.Set<String>> namesReachedFrom(String key) {
        java.util.Set<String> reached = new java.util.TreeSet<>();
        java.util.Deque<int[]> spans = new java.util.ArrayDeque<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (!isName(i, key) || (i > 0 && isPunct(i - 1, "."))) {
                continue;
            }
            if (isPunct(i + 1, ":")) {
                spans.add(new int[] {i + 2, valueEnd(i + 2), 0});
            } else if ((isPunct(i + 1, ",") || isPunct(i + 1, "}"))
                    && i > 0
                    && (isPunct(i - 1, "{") || isPunct(i - 1, ","))) {
                reached.add(key);
                if (!follow(key, 0, spans)) {
                    return Optional.empty();
                }
            }
        }
        if (spans.isEmpty() && reached.isEmpty()) {
            return Optional.empty();
        }
        while (!spans.isEmpty()) {
            int[] span = spans.poll();
            for (int i = span[0]; i < span[1] && i < tokens.size(); i++) {
                Token t = tokens.get(i);
                if (t.kind() == Kind.NAME
                        && MARKDOWN_PLUGINS.contains(t.text())
                        && i + 1 < tokens.size()
                        && isPunct(i + 1, ":")) {
                    i = valueEnd(i + 2) - 1; // Markdown plugins and their options render a page: they add no route
                    continue;
                }
                boolean ownKey = i > 0 && isPunct(i + 1, ":") && (isPunct(i - 1, "{") || isPunct(i - 1, ","));
                if (t.kind() == Kind.NAME && !ownKey && !(i > 0 && isPunct(i - 1, ".")) && reached.add(t.text())) {
                    if (span[2] < MAX_DEPTH && !follow(t.text(), span[2] + 1, spans)) {
                        return Optional.empty();
                    }
                }
            }
        }
        return Optional.of(reached);
    }

    /** Adds the span of a top-level binding or function declaration of {@code name}; false if it is changed later. */
    private boolean follow(String name, int level, java.util.Deque<int[]> spans) {
        if (!declared) {
            declare();
        }
        Integer at = bindings.get(name);
        if (at != null) {
            spans.add(new int[] {at, valueEnd(at), level});
            return !changed.contains(name);
        }
        for (int body : functions.getOrDefault(name, List.of())) {
            spans.add(new int[] {body, balancedEnd(body), level});
        }
        return true;
    }

    /** {@link #functions} and {@link #changed} are filled. */
    private boolean declared;

    /** Each function declaration's name to the index of the {@code {} of its body (or bodies). */
    private final Map<String, List<Integer>> functions = new HashMap<>();

    /** The names assigned ({@code x = …}, {@code x += …}) or changed in place ({@code x.push(…)}) after binding. */
    private final java.util.Set<String> changed = new java.util.HashSet<>();

    /** One pass over the tokens for {@link #follow}: the function bodies and the names changed after binding. */
    private void declare() {
        declared = true;
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Kind.NAME || (i > 0 && isPunct(i - 1, "."))) {
                continue;
            }
            if (t.text().equals("function") && tokens.get(i + 1).kind() == Kind.NAME) {
                // the body: the first `{` after the parameters' `)`
                int j = i + 2;
                while (j < tokens.size() && !isPunct(j, "(")) {
                    j++;
                }
                j = balancedEnd(j);
                while (j < tokens.size() && !isPunct(j, "{")) {
                    j++;
                }
                functions
                        .computeIfAbsent(tokens.get(i + 1).text(), k -> new ArrayList<>())
                        .add(j);
            } else if ((isPunct(i + 1, ".")
                            && i + 2 < tokens.size()
                            && tokens.get(i + 2).kind() == Kind.NAME
                            && MUTATORS.contains(tokens.get(i + 2).text()))
                    || isPunct(i + 1, "+=")
                    || (isPunct(i + 1, "=") && !Integer.valueOf(i + 2).equals(bindings.get(t.text())))) {
                changed.add(t.text());
            }
        }
    }

    /** The index after the bracket that closes the one at {@code i}. */
    private int balancedEnd(int i) {
        int level = 0;
        while (i < tokens.size()) {
            int change = depthChange(tokens.get(i));
            level += change;
            if (change < 0 && level <= 0) {
                return i + 1;
            }
            i++;
        }
        return i;
    }

    /** +1 for an opening bracket, -1 for a closing one, 0 for any other token. */
    private static int depthChange(Token t) {
        if (t.kind() != Kind.PUNCT) {
            return 0;
        }
        return switch (t.text()) {
            case "(", "[", "{" -> 1;
            case ")", "]", "}" -> -1;
            default -> 0;
        };
    }

    /** Methods that change an array or object in place. */
    private static final java.util.Set<String> MUTATORS =
            java.util.Set.of("push", "unshift", "splice", "concat", "set", "assign");

    /** The index after the value starting at {@code i}: the next {@code ,} or {@code ;} or closer at its depth. */
    private int valueEnd(int i) {
        int level = 0;
        while (i < tokens.size()) {
            Token t = tokens.get(i);
            int change = depthChange(t);
            if (change > 0) {
                level++;
            } else if (change < 0) {
                if (level == 0) {
                    return i;
                }
                level--;
            } else if (level == 0
                    && t.kind() == Kind.PUNCT
                    && (t.text().equals(",") || t.text().equals(";"))) {
                return i;
            }
            i++;
        }
        return i;
    }

    /**
     * What a call without arguments of a function of this module returns, when the function is declared without
     * parameters and its body is one {@code return} of a value this reader reads ({@code function redirects() {
     * return { … }; }}), or is such a function imported from a relative module; empty for anything else (an
     * {@code async} function, parameters, statements before the {@code return}, an arrow function).
     */
    private Optional<Object> returned(String name, int nesting) {
        Optional<Object> known = returnedBy.get(name);
        if (known == null) {
            returnedBy.put(name, Optional.empty()); // a function that calls itself returns nothing read
            known = readReturned(name, nesting);
            returnedBy.put(name, known);
        }
        return known;
    }

    /** What each function called so far returns: each is read once, however often and deep it is called. */
    private final Map<String, Optional<Object>> returnedBy = new HashMap<>();

    private Optional<Object> readReturned(String name, int nesting) {
        String[] imported = imports.get(name);
        if (imported != null) {
            if (imported[1].equals("default")) {
                return Optional.empty();
            }
            return module(imported[0]).flatMap(module -> module.returned(imported[1], 0));
        }
        if (nesting > MAX_DEPTH) {
            return Optional.empty();
        }
        if (returners == null) {
            // one pass for every call: `function name() { return …` of the module's functions
            returners = new HashMap<>();
            for (int i = 0; i + 5 < tokens.size(); i++) {
                if (isName(i, "function")
                        && !(i > 0 && isName(i - 1, "async"))
                        && tokens.get(i + 1).kind() == Kind.NAME
                        && isPunct(i + 2, "(")
                        && isPunct(i + 3, ")")
                        && isPunct(i + 4, "{")
                        && isName(i + 5, "return")) {
                    returners.putIfAbsent(tokens.get(i + 1).text(), i + 6);
                }
            }
        }
        Integer at = returners.get(name);
        if (at == null) {
            return Optional.empty();
        }
        Read value = new Reader(nesting + 1).value(at);
        int end = isPunct(value.next, ";") ? value.next + 1 : value.next;
        if (!isPunct(end, "}") || value.value instanceof Unknown) {
            return Optional.empty();
        }
        return Optional.ofNullable(value.value);
    }

    /** Each parameterless function's name to the index of the value its first statement returns; made on first use. */
    @Nullable
    private Map<String, Integer> returners;

    /** The value bound to a name at the module's top ({@code const x = …}, {@code export const x = …}). */
    @Nullable
    Object binding(String name) {
        return new Reader(0).name(name);
    }

    private boolean isPunct(int i, String text) {
        return i < tokens.size()
                && tokens.get(i).kind() == Kind.PUNCT
                && tokens.get(i).text().equals(text);
    }

    private boolean isName(int i, String text) {
        return i < tokens.size()
                && tokens.get(i).kind() == Kind.NAME
                && tokens.get(i).text().equals(text);
    }

    private void scanBindings() {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Kind.NAME) {
                continue;
            }
            if ((t.text().equals("const") || t.text().equals("let") || t.text().equals("var"))
                    && i + 2 < tokens.size()
                    && tokens.get(i + 1).kind() == Kind.NAME) {
                int at = i + 2;
                if (isPunct(at, ":")) {
                    at = skipType(at + 1);
                }
                if (isPunct(at, "=")) {
                    bindings.putIfAbsent(tokens.get(i + 1).text(), at + 1);
                }
            } else if (t.text().equals("export") && isName(i + 1, "default")) {
                defaultExport = i + 2;
            } else if (t.text().equals("import") && (i == 0 || !isPunct(i - 1, "."))) {
                readImport(i + 1);
            }
        }
    }

    /** Skips a type annotation up to the {@code =} at depth 0. */
    private int skipType(int i) {
        int nesting = 0;
        while (i < tokens.size()) {
            Token t = tokens.get(i);
            if (t.kind() == Kind.PUNCT) {
                if ("([{<".contains(t.text())) {
                    nesting++;
                } else if (")]}>".contains(t.text())) {
                    nesting--;
                } else if (nesting == 0 && (t.text().equals("=") || t.text().equals(";"))) {
                    return i;
                }
            }
            i++;
        }
        return i;
    }

    private void readImport(int i) {
        List<String[]> names = new ArrayList<>();
        if (i < tokens.size() && tokens.get(i).kind() == Kind.NAME && !isName(i, "type")) {
            names.add(new String[] {tokens.get(i).text(), "default"});
            i++;
            if (isPunct(i, ",")) {
                i++;
            }
        }
        if (isPunct(i, "{")) {
            i++;
            while (i < tokens.size() && !isPunct(i, "}")) {
                if (tokens.get(i).kind() == Kind.NAME || tokens.get(i).kind() == Kind.STRING) {
                    String imported = tokens.get(i).text();
                    String local = imported;
                    if (isName(i + 1, "as") && i + 2 < tokens.size()) {
                        local = tokens.get(i + 2).text();
                        i += 2;
                    }
                    names.add(new String[] {local, imported});
                }
                i++;
            }
            i++;
        }
        if (isName(i, "from") && i + 1 < tokens.size() && tokens.get(i + 1).kind() == Kind.STRING) {
            String from = tokens.get(i + 1).text();
            modules.add(from);
            for (String[] name : names) {
                imports.putIfAbsent(name[0], new String[] {from, name[1]});
            }
        }
    }

    /** A value and the index of the token after it. */
    private record Read(@Nullable Object value, int next) {}

    private final class Reader {

        private final int nesting;

        Reader(int nesting) {
            this.nesting = nesting;
        }

        @Nullable
        Object name(String name) {
            if (resolved.containsKey(name)) {
                return resolved.get(name);
            }
            resolved.put(name, new Unknown(name)); // a name bound to itself stays unknown
            Object value;
            Integer at = bindings.get(name);
            String[] imported = imports.get(name);
            if (at != null && nesting < MAX_DEPTH) {
                value = new Reader(nesting + 1).value(at).value;
            } else if (imported != null && depth < 4) {
                value = module(imported[0])
                        .map(module ->
                                imported[1].equals("default") ? module.defaultExport() : module.binding(imported[1]))
                        .orElse(new Unknown(name));
            } else {
                value = new Unknown(name);
            }
            resolved.put(name, value);
            return value;
        }

        Read value(int i) {
            if (i >= tokens.size()) {
                return new Read(new Unknown(""), i);
            }
            if (nesting > MAX_DEPTH) {
                return unknown(i);
            }
            Token t = tokens.get(i);
            Read read;
            if (t.kind() == Kind.STRING) {
                read = new Read(t.text(), i + 1);
            } else if (t.kind() == Kind.TEMPLATE) {
                read = t.text().contains("${") ? new Read(new Unknown(clip(t)), i + 1) : new Read(t.text(), i + 1);
            } else if (t.kind() == Kind.NUMBER) {
                read = new Read(number(t.text()), i + 1);
            } else if (isPunct(i, "{")) {
                read = object(i + 1);
            } else if (isPunct(i, "[")) {
                read = array(i + 1);
            } else if (isPunct(i, "(")) {
                Read inner = new Reader(nesting + 1).value(i + 1);
                read = isPunct(inner.next, ")") ? new Read(inner.value, inner.next + 1) : unknown(i);
            } else if (t.kind() == Kind.NAME
                    && isPunct(i + 1, "(")
                    && isPunct(i + 2, ")")
                    && !OPERATOR_WORDS.contains(t.text())
                    && !(i > 0 && isPunct(i - 1, "."))) {
                Optional<Object> returned = returned(t.text(), nesting);
                if (returned.isEmpty()) {
                    return unknown(i);
                }
                read = new Read(returned.get(), i + 3);
            } else if (t.kind() == Kind.NAME && isPunct(i + 1, ".") && !OPERATOR_WORDS.contains(t.text())) {
                read = member(i);
                if (read == null) {
                    return unknown(i);
                }
            } else if (t.kind() == Kind.NAME
                    && !isPunct(i + 1, "(")
                    && !isPunct(i + 1, ".")
                    && !isPunct(i + 1, "?.")
                    && !OPERATOR_WORDS.contains(t.text())) {
                read = switch (t.text()) {
                    case "true" -> new Read(Boolean.TRUE, i + 1);
                    case "false" -> new Read(Boolean.FALSE, i + 1);
                    case "null", "undefined" -> new Read(null, i + 1);
                    default -> new Read(new Reader(nesting + 1).name(t.text()), i + 1);
                };
            } else {
                return unknown(i);
            }
            int next = read.next;
            while (isName(next, "as") || isName(next, "satisfies")) {
                next = skipTypeTo(next + 1);
            }
            if (atEndOfValue(next)) {
                return new Read(read.value, next);
            }
            return unknown(i);
        }

        /**
         * {@code a.b.c} where {@code a} is bound to an object that has {@code b}, whose value has {@code c}: that
         * value; null when any step is not such an object or lacks the key, or the chain goes on with a call, an
         * index or {@code ?.}.
         */
        @Nullable
        private Read member(int i) {
            Object value = new Reader(nesting + 1).name(tokens.get(i).text());
            int j = i + 1;
            while (isPunct(j, ".") && j + 1 < tokens.size() && tokens.get(j + 1).kind() == Kind.NAME) {
                String key = tokens.get(j + 1).text();
                if (!(value instanceof Map<?, ?> m) || !m.containsKey(key)) {
                    return null;
                }
                value = m.get(key);
                j += 2;
            }
            if (isPunct(j, "(") || isPunct(j, ".") || isPunct(j, "?.") || isPunct(j, "[") || value instanceof Unknown) {
                return null;
            }
            return new Read(value, j);
        }

        private boolean atEndOfValue(int i) {
            return i >= tokens.size()
                    || isPunct(i, ",")
                    || isPunct(i, "}")
                    || isPunct(i, "]")
                    || isPunct(i, ")")
                    || isPunct(i, ";")
                    || (tokens.get(i).kind() == Kind.NAME
                            && !tokens.get(i).text().equals("in")
                            && !tokens.get(i).text().equals("instanceof"));
        }

        /** Skips a TypeScript type after {@code as}/{@code satisfies} to the end of the value. */
        private int skipTypeTo(int i) {
            int depthHere = 0;
            while (i < tokens.size()) {
                Token t = tokens.get(i);
                if (t.kind() == Kind.PUNCT) {
                    if ("([{<".contains(t.text())) {
                        depthHere++;
                    } else if (")]}>".contains(t.text())) {
                        if (depthHere == 0) {
                            return i;
                        }
                        depthHere--;
                    } else if (depthHere == 0
                            && (t.text().equals(",") || t.text().equals(";"))) {
                        return i;
                    }
                }
                i++;
            }
            return i;
        }

        /** The expression starting at i, skipped to the next {@code ,} or closer at its depth, as unknown. */
        private Read unknown(int i) {
            int start = i;
            i = valueEnd(i);
            if (i == start) {
                return new Read(new Unknown(""), Math.min(i + 1, tokens.size()));
            }
            Token first = tokens.get(start);
            Token last = tokens.get(i - 1);
            String text = source.substring(first.start(), last.end());
            return new Read(new Unknown(text.length() > 80 ? text.substring(0, 77) + "…" : text), i);
        }

        private Read object(int i) {
            Map<String, Object> map = new LinkedHashMap<>();
            Reader inner = new Reader(nesting + 1);
            while (i < tokens.size() && !isPunct(i, "}")) {
                if (isPunct(i, ",")) {
                    i++;
                    continue;
                }
                if (isPunct(i, "...")) {
                    Read spread = inner.value(i + 1);
                    if (spread.value instanceof Map<?, ?> m) {
                        m.forEach((k, v) -> map.put((String) k, v));
                    } else {
                        map.put(
                                "..." + map.size(),
                                spread.value instanceof Unknown u ? u : new Unknown(String.valueOf(spread.value)));
                    }
                    i = spread.next;
                    continue;
                }
                Token key = tokens.get(i);
                String name;
                if (key.kind() == Kind.NAME || key.kind() == Kind.STRING || key.kind() == Kind.NUMBER) {
                    name = key.text();
                } else {
                    Read skipped = inner.unknown(i);
                    i = skipped.next;
                    continue;
                }
                if (isPunct(i + 1, ":")) {
                    Read value = inner.value(i + 2);
                    map.put(name, value.value);
                    i = value.next;
                } else if (isPunct(i + 1, ",") || isPunct(i + 1, "}")) {
                    map.put(name, inner.name(name));
                    i++;
                } else {
                    Read skipped = inner.unknown(i);
                    map.put(name, skipped.value);
                    i = skipped.next;
                }
            }
            return new Read(map, i + 1);
        }

        private Read array(int i) {
            List<Object> list = new ArrayList<>();
            Reader inner = new Reader(nesting + 1);
            while (i < tokens.size() && !isPunct(i, "]")) {
                if (isPunct(i, ",")) {
                    i++;
                    continue;
                }
                if (isPunct(i, "...")) {
                    Read spread = inner.value(i + 1);
                    if (spread.value instanceof List<?> l) {
                        list.addAll(l);
                    } else {
                        list.add(spread.value instanceof Unknown u ? u : new Unknown(String.valueOf(spread.value)));
                    }
                    i = spread.next;
                    continue;
                }
                Read value = inner.value(i);
                list.add(value.value);
                i = value.next;
            }
            return new Read(list, i + 1);
        }
    }

    private String clip(Token t) {
        String text = source.substring(t.start(), t.end());
        return text.length() > 80 ? text.substring(0, 77) + "…" : text;
    }

    private static Object number(String text) {
        try {
            return Double.valueOf(text.replace("_", ""));
        } catch (NumberFormatException e) {
            return new Unknown(text);
        }
    }

    private void lex() {
        String s = source;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/') {
                int end = s.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (c == '\'' || c == '"' || c == '`') {
                i = string(i, c);
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(s.charAt(i + 1)))) {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == '_')) {
                    i++;
                }
                tokens.add(new Token(Kind.NUMBER, s.substring(start, i), start, i));
            } else if (Character.isJavaIdentifierStart(c)) {
                int start = i;
                while (i < n && Character.isJavaIdentifierPart(s.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Kind.NAME, s.substring(start, i), start, i));
            } else if (c == '/' && regexAllowed()) {
                i = regex(i);
            } else {
                int len = 1;
                if (s.startsWith("...", i)) {
                    len = 3;
                } else if (s.startsWith("?.", i) && !(i + 2 < n && Character.isDigit(s.charAt(i + 2)))) {
                    len = 2;
                } else if (s.startsWith("=>", i)) {
                    len = 2;
                }
                tokens.add(new Token(Kind.PUNCT, s.substring(i, i + len), i, i + len));
                i += len;
            }
        }
    }

    /** A {@code /} starts a regular expression after an operator or opener, not after a value. */
    private boolean regexAllowed() {
        if (tokens.isEmpty()) {
            return true;
        }
        Token last = tokens.get(tokens.size() - 1);
        if (last.kind() == Kind.PUNCT) {
            return !(last.text().equals(")")
                    || last.text().equals("]")
                    || last.text().equals("}"));
        }
        return last.kind() == Kind.NAME
                && (last.text().equals("return") || last.text().equals("typeof"));
    }

    private int regex(int i) {
        int start = i;
        boolean inClass = false;
        i++;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '\n') {
                break;
            }
            if (c == '[') {
                inClass = true;
            } else if (c == ']') {
                inClass = false;
            } else if (c == '/' && !inClass) {
                i++;
                while (i < source.length() && Character.isLetter(source.charAt(i))) {
                    i++;
                }
                break;
            }
            i++;
        }
        tokens.add(new Token(Kind.PUNCT, "/regex/", start, Math.min(i, source.length())));
        return Math.min(i, source.length());
    }

    private int string(int i, char quote) {
        int start = i;
        StringBuilder out = new StringBuilder();
        i++;
        int braces = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\\' && i + 1 < source.length()) {
                char e = source.charAt(i + 1);
                out.append(
                        switch (e) {
                            case 'n' -> '\n';
                            case 't' -> '\t';
                            case 'r' -> '\r';
                            default -> e;
                        });
                i += 2;
                continue;
            }
            if (quote == '`' && c == '$' && i + 1 < source.length() && source.charAt(i + 1) == '{') {
                braces++;
            } else if (quote == '`' && c == '}' && braces > 0) {
                braces--;
            } else if (c == quote && braces == 0) {
                i++;
                break;
            } else if (c == '\n' && quote != '`') {
                break;
            }
            out.append(c);
            i++;
        }
        tokens.add(new Token(quote == '`' ? Kind.TEMPLATE : Kind.STRING, out.toString(), start, i));
        return i;
    }
}
