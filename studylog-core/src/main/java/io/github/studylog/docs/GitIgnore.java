package io.github.studylog.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The rules of {@code .gitignore} files, matched as git matches them: a rule without a slash (other than one at
 * its end) matches a name at any depth below its file's folder, one with a slash is anchored there; {@code *},
 * {@code ?} and {@code [...]} stay within a segment, {@code **} spans segments; a trailing {@code /} matches only
 * folders; {@code !} re-includes; a rule matching a folder ignores everything under it; the last rule that matches
 * decides. Used to tell generated docs (ignored, filled by a script before {@code astro build}) from missing ones.
 */
final class GitIgnore {

    /** Rules read at most, over every file. */
    static final int MAX_RULES = 5_000;

    /**
     * One rule.
     *
     * @param folder   the repo-relative folder of its {@code .gitignore} ({@code ""} for the root)
     * @param source   where it is written, {@code path:line}
     * @param text     the rule as written
     * @param negated  a {@code !} rule
     * @param dirOnly  a rule ending in {@code /}
     * @param pattern  the rule's glob as a pattern over a path relative to {@code folder}
     */
    record Rule(String folder, String source, String text, boolean negated, boolean dirOnly, Pattern pattern) {}

    private final List<Rule> rules;

    GitIgnore(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    static GitIgnore none() {
        return new GitIgnore(List.of());
    }

    List<Rule> rules() {
        return rules;
    }

    /** The rules of one {@code .gitignore} at {@code file} (repo-relative), in order. */
    static List<Rule> parse(String file, String text) {
        int slash = file.lastIndexOf('/');
        String folder = slash < 0 ? "" : file.substring(0, slash);
        List<Rule> parsed = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length && parsed.size() < MAX_RULES; i++) {
            String line = stripTrailingSpaces(lines[i]);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            boolean negated = line.startsWith("!");
            String glob = negated ? line.substring(1) : line;
            if (glob.startsWith("\\")) {
                glob = glob.substring(1);
            }
            boolean dirOnly = glob.endsWith("/");
            if (dirOnly) {
                glob = glob.substring(0, glob.length() - 1);
            }
            boolean anchored = glob.contains("/");
            if (glob.startsWith("/")) {
                glob = glob.substring(1);
            }
            if (glob.isEmpty()) {
                continue;
            }
            Optional<Pattern> pattern = pattern(glob, anchored);
            if (pattern.isPresent()) {
                parsed.add(new Rule(folder, file + ":" + (i + 1), line, negated, dirOnly, pattern.get()));
            }
        }
        return parsed;
    }

    private static String stripTrailingSpaces(String line) {
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ' && (end < 2 || line.charAt(end - 2) != '\\')) {
            end--;
        }
        return line.substring(0, end);
    }

    private static Optional<Pattern> pattern(String glob, boolean anchored) {
        StringBuilder regex = new StringBuilder(anchored ? "" : "(?:.*/)?");
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (glob.startsWith("**/", i)) {
                regex.append("(?:.*/)?");
                i += 2;
            } else if (glob.startsWith("/**", i) && i + 3 == glob.length()) {
                regex.append("/.*");
                i += 2;
            } else if (glob.startsWith("**", i)) {
                regex.append(".*");
                i += 1;
            } else if (c == '*') {
                regex.append("[^/]*");
            } else if (c == '?') {
                regex.append("[^/]");
            } else if (c == '[') {
                int close = glob.indexOf(']', i + 2);
                if (close < 0) {
                    regex.append("\\[");
                    continue;
                }
                String set = glob.substring(i + 1, close);
                if (set.startsWith("!")) {
                    set = "^" + set.substring(1);
                }
                regex.append('[')
                        .append(set.replace("\\", "\\\\").replace("[", "\\["))
                        .append(']');
                i = close;
            } else if (c == '\\' && i + 1 < glob.length()) {
                regex.append(Pattern.quote(String.valueOf(glob.charAt(++i))));
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        try {
            return Optional.of(Pattern.compile(regex.toString()));
        } catch (PatternSyntaxException e) {
            return Optional.empty();
        }
    }

    /**
     * The rule that ignores a repo-relative file path (a file, not a folder), if the last rule that matches it or
     * one of its folders is not a {@code !} rule.
     */
    Optional<Rule> ignoring(String path) {
        Rule decided = null;
        for (Rule rule : rules) {
            String rel;
            if (rule.folder().isEmpty()) {
                rel = path;
            } else if (path.startsWith(rule.folder() + "/")) {
                rel = path.substring(rule.folder().length() + 1);
            } else {
                continue;
            }
            if (matches(rule, rel)) {
                decided = rule;
            }
        }
        return decided == null || decided.negated() ? Optional.empty() : Optional.of(decided);
    }

    private static boolean matches(Rule rule, String rel) {
        if (!rule.dirOnly() && rule.pattern().matcher(rel).matches()) {
            return true;
        }
        // a folder above the file
        for (int slash = rel.indexOf('/'); slash > 0; slash = rel.indexOf('/', slash + 1)) {
            if (rule.pattern().matcher(rel.substring(0, slash)).matches()) {
                return true;
            }
        }
        return false;
    }
}
