package io.github.studylog.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a rule page's example (a fragment) is laid onto the file of the clean repo at its {@code file:} path, the one
 * rule {@code src/site/RULE-PAGES.md} documents ("How an example is run"):
 *
 * <ul>
 *   <li>a file the clean repo lacks is the example, whole (a doc under {@code src/content/docs} without front matter
 *       gets one with a {@code title});
 *   <li>YAML: an example that starts with {@code ---} is the whole file; otherwise each top-level key of the example
 *       replaces that key (with everything under it) in the clean file, or is added at the end, and lines before the
 *       example's first key are added at the end;
 *   <li>Markdown: the example's front matter replaces the clean file's; its text before its first {@code ## }
 *       heading, when there is any, replaces the clean file's; each {@code ## } section replaces the clean file's
 *       section of that heading, or is added at the end;
 *   <li>JSON: an example that is an object ({@code { … }}) is the whole file; one that is members
 *       ({@code "key": value, …}) replaces the clean file's top-level members of those names, or adds them;
 *   <li>anything else (SVG, an issue's text) is the whole file.
 * </ul>
 *
 * @param text  the file's new text
 * @param lines for each line of the example (index 0 is its first line), the file line (1-based) it landed on
 */
record ExampleLayer(String text, List<Integer> lines) {

    private static final Pattern YAML_KEY = Pattern.compile("^([^\\s#\\-?:'\"{\\[][^:]*):(\\s|$)");
    private static final Pattern JSON_MEMBER = Pattern.compile("^\\s*\"([^\"]+)\"\\s*:");

    /** Lays {@code example} onto {@code clean} (empty when the clean repo has no such file). */
    static ExampleLayer lay(String path, Optional<String> clean, String example) {
        List<String> ex = lines(example);
        if (clean.isEmpty()) {
            if (path.startsWith("src/content/docs/")
                    && (path.endsWith(".md") || path.endsWith(".mdx"))
                    && !ex.isEmpty()
                    && !ex.get(0).equals("---")) {
                String stem = path.substring(path.lastIndexOf('/') + 1).replaceFirst("\\.mdx?$", "");
                List<String> out = new ArrayList<>(List.of("---", "title: " + stem, "---", ""));
                return whole(out, ex);
            }
            return whole(new ArrayList<>(), ex);
        }
        List<String> base = lines(clean.get());
        if (path.endsWith(".yaml") || path.endsWith(".yml")) {
            return ex.isEmpty() || ex.get(0).equals("---") ? whole(new ArrayList<>(), ex) : yaml(base, ex);
        }
        if (path.endsWith(".md") || path.endsWith(".mdx")) {
            return markdown(base, ex);
        }
        if (path.endsWith(".json") && !ex.isEmpty() && !ex.get(0).startsWith("{")) {
            return json(base, ex);
        }
        return whole(new ArrayList<>(), ex);
    }

    private static ExampleLayer whole(List<String> head, List<String> ex) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < ex.size(); i++) {
            at.add(head.size() + i + 1);
        }
        head.addAll(ex);
        return new ExampleLayer(text(head), at);
    }

    /** A block of lines of the example or the clean file: its key (empty for none) and its lines. */
    private record Block(String key, List<String> lines, int first) {}

    private static List<Block> yamlBlocks(List<String> lines) {
        List<Block> blocks = new ArrayList<>();
        String key = "";
        int first = 0;
        List<String> current = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = YAML_KEY.matcher(lines.get(i));
            if (m.find()) {
                if (!current.isEmpty()) {
                    blocks.add(new Block(key, current, first));
                }
                key = m.group(1).strip();
                first = i;
                current = new ArrayList<>();
            }
            current.add(lines.get(i));
        }
        if (!current.isEmpty()) {
            blocks.add(new Block(key, current, first));
        }
        return blocks;
    }

    private static ExampleLayer yaml(List<String> base, List<String> ex) {
        return merge(yamlBlocks(base), yamlBlocks(ex), ex.size(), "");
    }

    /**
     * Each example block with a key replaces the first clean block of that key not replaced yet, or goes at the end;
     * a keyless example block goes at the end. {@code indent} is put before every example line.
     */
    private static ExampleLayer merge(List<Block> base, List<Block> ex, int exLines, String indent) {
        List<Block> out = new ArrayList<>(base);
        List<Boolean> replaced = new ArrayList<>();
        base.forEach(b -> replaced.add(false));
        List<Block> tail = new ArrayList<>();
        for (Block b : ex) {
            int at = -1;
            for (int i = 0; i < base.size() && !b.key().isEmpty(); i++) {
                if (base.get(i).key().equals(b.key()) && !replaced.get(i)) {
                    at = i;
                    break;
                }
            }
            Block mine = new Block("\u0000" + b.key(), b.lines(), b.first());
            if (at >= 0) {
                out.set(at, mine);
                replaced.set(at, true);
            } else {
                tail.add(mine);
            }
        }
        out.addAll(tail);
        List<String> lines = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < exLines; i++) {
            at.add(0);
        }
        for (Block b : out) {
            boolean example = b.key().startsWith("\u0000");
            for (int i = 0; i < b.lines().size(); i++) {
                if (example) {
                    at.set(b.first() + i, lines.size() + 1);
                    lines.add(indent + b.lines().get(i));
                } else {
                    lines.add(b.lines().get(i));
                }
            }
        }
        return new ExampleLayer(text(lines), at);
    }

    private static ExampleLayer markdown(List<String> base, List<String> ex) {
        int baseBody = frontMatterEnd(base);
        int exBody = frontMatterEnd(ex);
        List<Block> b = markdownBlocks(base, baseBody);
        List<Block> e = markdownBlocks(ex, exBody);
        if (exBody > 0) {
            Block front = new Block("\u0001front", ex.subList(0, exBody), 0);
            if (baseBody > 0) {
                b.add(0, new Block("\u0001front", base.subList(0, baseBody), 0));
            }
            e.add(0, front);
        } else if (baseBody > 0) {
            b.add(0, new Block("\u0001front", base.subList(0, baseBody), 0));
        }
        // an example's empty lead (text before its first heading) leaves the clean file's
        e.removeIf(block ->
                block.key().equals("\u0001lead") && block.lines().stream().allMatch(String::isBlank));
        return merge(b, e, ex.size(), "");
    }

    /** The index of the first line after the front matter; 0 without one. */
    private static int frontMatterEnd(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).equals("---")) {
            return 0;
        }
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).equals("---")) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The lead (before the first {@code ## } heading outside a fence) and each section, from {@code from}. */
    private static List<Block> markdownBlocks(List<String> lines, int from) {
        List<Block> blocks = new ArrayList<>();
        String key = "\u0001lead";
        int first = from;
        List<String> current = new ArrayList<>();
        String fence = null;
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i);
            String stripped = line.stripLeading();
            if (fence == null && (stripped.startsWith("```") || stripped.startsWith("~~~"))) {
                fence = stripped.substring(0, run(stripped));
            } else if (fence != null && closes(stripped, fence)) {
                fence = null;
            } else if (fence == null && line.startsWith("## ")) {
                blocks.add(new Block(key, current, first));
                key = line.strip();
                first = i;
                current = new ArrayList<>();
            }
            current.add(line);
        }
        blocks.add(new Block(key, current, first));
        return blocks;
    }

    private static boolean closes(String line, String fence) {
        String s = line.strip();
        return s.length() >= fence.length() && s.chars().allMatch(c -> c == fence.charAt(0));
    }

    private static int run(String s) {
        int n = 0;
        while (n < s.length() && s.charAt(n) == s.charAt(0)) {
            n++;
        }
        return n;
    }

    /** The clean file's top-level members (two spaces in, as the fixture writes them), the example's at column 0. */
    private static ExampleLayer json(List<String> base, List<String> ex) {
        List<Block> members = new ArrayList<>();
        String key = null;
        List<String> current = new ArrayList<>();
        for (int i = 1; i < base.size() - 1; i++) {
            Matcher m = JSON_MEMBER.matcher(base.get(i));
            if (base.get(i).startsWith("  \"") && m.find()) {
                if (key != null) {
                    members.add(new Block(key, current, 0));
                }
                key = m.group(1);
                current = new ArrayList<>();
            }
            current.add(base.get(i));
        }
        if (key != null) {
            members.add(new Block(key, current, 0));
        }
        List<Block> mine = new ArrayList<>();
        key = null;
        int first = 0;
        current = new ArrayList<>();
        for (int i = 0; i < ex.size(); i++) {
            Matcher m = JSON_MEMBER.matcher(ex.get(i));
            if (ex.get(i).startsWith("\"") && m.find()) {
                if (key != null) {
                    mine.add(new Block(key, current, first));
                }
                key = m.group(1);
                first = i;
                current = new ArrayList<>();
            }
            current.add(ex.get(i));
        }
        if (key != null) {
            mine.add(new Block(key, current, first));
        }
        ExampleLayer merged = merge(withoutCommas(members), withoutCommas(mine), ex.size(), "  ");
        // the members again separated by commas, inside the braces
        List<String> lines = new ArrayList<>(lines(merged.text()));
        List<Integer> ends = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (i + 1 == lines.size() || lines.get(i + 1).startsWith("  \"")) {
                ends.add(i);
            }
        }
        for (int end : ends.subList(0, ends.size() - 1)) {
            lines.set(end, lines.get(end) + ",");
        }
        lines.add(0, "{");
        lines.add("}");
        return new ExampleLayer(
                text(lines), merged.lines().stream().map(l -> l + 1).toList());
    }

    private static List<Block> withoutCommas(List<Block> blocks) {
        List<Block> out = new ArrayList<>();
        for (Block b : blocks) {
            List<String> lines = new ArrayList<>(b.lines());
            int last = lines.size() - 1;
            lines.set(last, lines.get(last).replaceFirst(",\\s*$", ""));
            out.add(new Block(b.key(), lines, b.first()));
        }
        return out;
    }

    private static List<String> lines(String text) {
        String t = text.replace("\r\n", "\n");
        if (t.endsWith("\n")) {
            t = t.substring(0, t.length() - 1);
        }
        return t.isEmpty() ? new ArrayList<>() : new ArrayList<>(List.of(t.split("\n", -1)));
    }

    private static String text(List<String> lines) {
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }
}
