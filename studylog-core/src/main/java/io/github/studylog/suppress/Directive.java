package io.github.studylog.suppress;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code studylog-…} comment: its form, the rules it names and where it is.
 *
 * @param form  what the comment does
 * @param rules the rule ids named, in the order written (empty: a refused bare directive)
 * @param line  1-based line of the comment's start (where {@code suppression-unused} points)
 * @param next  the line a {@code disable-next-line} comment means: the line after the comment's end
 */
record Directive(Form form, List<String> rules, int line, int next) {

    /** The forms of directive. */
    enum Form {
        DISABLE_NEXT_LINE("studylog-disable-next-line"),
        DISABLE_LINE("studylog-disable-line"),
        DISABLE("studylog-disable"),
        ENABLE("studylog-enable");

        private final String keyword;

        Form(String keyword) {
            this.keyword = keyword;
        }

        String keyword() {
            return keyword;
        }
    }

    /** {@code studylog-KEYWORD [RULE[, RULE…]] [-- reason]}, the whole comment. */
    private static final Pattern DIRECTIVE = Pattern.compile(
            "\\s*(studylog-(?:disable-next-line|disable-line|disable|enable))(?=\\s|$)(.*)", Pattern.DOTALL);

    Directive {
        rules = List.copyOf(rules);
    }

    /** The directive a comment holds, if it is one; a comment that only mentions studylog is none. */
    static Optional<Directive> parse(String comment, int line, int endLine) {
        Matcher m = DIRECTIVE.matcher(comment);
        if (!m.matches()) {
            return Optional.empty();
        }
        Form form = switch (m.group(1)) {
            case "studylog-disable-next-line" -> Form.DISABLE_NEXT_LINE;
            case "studylog-disable-line" -> Form.DISABLE_LINE;
            case "studylog-disable" -> Form.DISABLE;
            default -> Form.ENABLE;
        };
        String names = m.group(2);
        int reason = names.indexOf("--");
        if (reason >= 0) {
            names = names.substring(0, reason);
        }
        List<String> rules = names.isBlank()
                ? List.of()
                : java.util.Arrays.stream(names.split("[,\\s]+"))
                        .map(String::strip)
                        .filter(s -> !s.isEmpty())
                        .map(s -> s.toLowerCase(Locale.ROOT))
                        .distinct()
                        .toList();
        return Optional.of(new Directive(form, rules, line, endLine + 1));
    }
}
