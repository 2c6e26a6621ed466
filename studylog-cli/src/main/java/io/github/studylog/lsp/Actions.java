package io.github.studylog.lsp;

import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Fix;
import io.github.studylog.fix.FixApplier;
import io.github.studylog.message.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.jspecify.annotations.Nullable;

/**
 * The code actions on a file's findings: each certain fix as a quick fix (the edit {@code studylog:fix} makes), all
 * of the file's fixes at once, and a comment that suppresses a finding's rule on its line, in the form that file's
 * kind reads ({@code <!-- … -->} in Markdown, <code>{/* … *}{@code /}</code> in MDX, {@code #} in YAML). JSON and SVG
 * files, and a doc's front matter, have no such comment: the baseline covers them.
 */
final class Actions {

    /** The kind of the "fix all" source action. */
    static final String FIX_ALL = CodeActionKind.SourceFixAll + ".studylog";
    /** A {@code disable-next-line} comment's rules, to add one to a comment already there. */
    private static final Pattern NEXT_LINE =
            Pattern.compile("studylog-disable-next-line\\s+([a-z0-9-]+(?:\\s*,\\s*[a-z0-9-]+)*)");

    private Actions() {}

    /**
     * The actions for the findings of {@code path} whose lines {@code range} touches.
     *
     * @param uri      the document's URI
     * @param text     the document's text the findings were found in
     * @param only     the kinds the client asked for (empty: all)
     */
    static List<CodeAction> of(
            String uri,
            String path,
            String text,
            List<Finding> findings,
            Range range,
            List<String> only,
            Workspace.Snapshot seen) {
        Messages messages = seen.messages();
        Positions positions = new Positions(text, seen.encoding());
        List<CodeAction> actions = new ArrayList<>();
        List<Finding> touched = findings.stream()
                .filter(f -> f.line() >= 1
                        && f.line() - 1 >= range.getStart().getLine()
                        && f.line() - 1 <= range.getEnd().getLine())
                .toList();
        boolean quick = wants(only, CodeActionKind.QuickFix);
        if (quick) {
            for (Finding f : touched) {
                Diagnostic diagnostic = Workspace.diagnostic(f, positions, seen);
                ownFix(f, path).flatMap(fix -> edit(text, fix, seen.encoding())).ifPresent(edit -> {
                    CodeAction action = action(
                            messages.text("lsp.action.fix", f.ruleId()),
                            CodeActionKind.QuickFix,
                            uri,
                            edit,
                            diagnostic);
                    action.setIsPreferred(true);
                    actions.add(action);
                });
            }
            for (Finding f : touched) {
                suppression(text, path, f, seen.encoding())
                        .ifPresent(edit -> actions.add(action(
                                messages.text("lsp.action.suppress", f.ruleId()),
                                CodeActionKind.QuickFix,
                                uri,
                                edit,
                                Workspace.diagnostic(f, positions, seen))));
            }
        }
        List<Fix> all = findings.stream().flatMap(f -> ownFix(f, path).stream()).toList();
        boolean source = wants(only, FIX_ALL);
        if ((source || quick && touched.stream().anyMatch(f -> ownFix(f, path).isPresent())) && !all.isEmpty()) {
            edit(text, all, seen.encoding())
                    .ifPresent(edit -> actions.add(action(
                            messages.text("lsp.action.fix-all"),
                            source && !quick ? FIX_ALL : CodeActionKind.QuickFix,
                            uri,
                            edit,
                            null)));
        }
        return actions;
    }

    /** Whether the client asked for {@code kind}: no filter, or one that is {@code kind} or a parent of it. */
    private static boolean wants(List<String> only, String kind) {
        return only.isEmpty() || only.stream().anyMatch(k -> kind.equals(k) || kind.startsWith(k + "."));
    }

    /** A finding's fix when it edits the finding's own file. */
    private static Optional<Fix> ownFix(Finding f, String path) {
        return f.fix().filter(fix -> fix.path().equals(path));
    }

    /** The one edit that applies {@code fixes} as {@code studylog:fix} does; none when none applies. */
    static Optional<TextEdit> edit(String text, List<Fix> fixes) {
        return edit(text, fixes, Positions.Encoding.UTF16);
    }

    static Optional<TextEdit> edit(String text, List<Fix> fixes, Positions.Encoding encoding) {
        FixApplier.Applied applied = FixApplier.apply(text, fixes);
        if (applied.applied().isEmpty() || applied.text().equals(text)) {
            return Optional.empty();
        }
        return Optional.of(Positions.edit(text, applied.text(), encoding));
    }

    /**
     * The edit of one fix: its own range and text, as {@code studylog:fix} makes it (a new last line of a file without
     * a final line break is the applier's edit); none when it does not apply to the text.
     */
    static Optional<TextEdit> edit(String text, Fix fix) {
        return edit(text, fix, Positions.Encoding.UTF16);
    }

    static Optional<TextEdit> edit(String text, Fix fix, Positions.Encoding encoding) {
        Positions positions = new Positions(text, encoding);
        if (fix.startLine() > positions.lineCount()) {
            return edit(text, List.of(fix), encoding);
        }
        FixApplier.Applied applied = FixApplier.apply(text, List.of(fix));
        if (applied.applied().isEmpty() || applied.text().equals(text)) {
            return Optional.empty();
        }
        return Optional.of(new TextEdit(positions.of(fix), fix.replacement()));
    }

    /** The comment that suppresses {@code f}'s rule on its line, as an edit; none where no comment can. */
    static Optional<TextEdit> suppression(String text, String path, Finding f) {
        return suppression(text, path, f, Positions.Encoding.UTF16);
    }

    static Optional<TextEdit> suppression(String text, String path, Finding f, Positions.Encoding encoding) {
        if (f.line() < 1) {
            return Optional.empty();
        }
        Positions positions = new Positions(text, encoding);
        String target = positions.line(f.line());
        String indent =
                target.substring(0, target.length() - target.stripLeading().length());
        String eol = text.contains("\r\n") ? "\r\n" : "\n";
        String comment;
        if (path.endsWith(".yaml") || path.endsWith(".yml")) {
            comment = "# studylog-disable-next-line " + f.ruleId();
        } else if (path.endsWith(".mdx")) {
            comment = "{/* studylog-disable-next-line " + f.ruleId() + " */}";
        } else if (path.endsWith(".md")) {
            comment = "<!-- studylog-disable-next-line " + f.ruleId() + " -->";
        } else {
            return Optional.empty();
        }
        if (!path.endsWith(".yaml") && !path.endsWith(".yml") && inFrontMatter(positions, f.line())) {
            return Optional.empty();
        }
        // a comment for the same line already there takes one more rule; a new line before it would move it
        if (f.line() > 1) {
            String above = positions.line(f.line() - 1);
            Matcher m = NEXT_LINE.matcher(above);
            if (m.find()) {
                if (List.of(m.group(1).split("\\s*,\\s*")).contains(f.ruleId())) {
                    return Optional.empty();
                }
                int column = above.codePointCount(0, m.end(1)) + 1;
                Range range = new Range(positions.at(f.line() - 1, column), positions.at(f.line() - 1, column));
                return Optional.of(new TextEdit(range, ", " + f.ruleId()));
            }
        }
        Range start = new Range(positions.at(f.line(), 1), positions.at(f.line(), 1));
        return Optional.of(new TextEdit(start, indent + comment + eol));
    }

    /** Whether a 1-based line is inside the front matter of a doc (the {@code ---} lines included). */
    private static boolean inFrontMatter(Positions positions, int line) {
        if (!positions.line(1).strip().equals("---")) {
            return false;
        }
        for (int l = 2; l <= positions.lineCount(); l++) {
            String s = positions.line(l).strip();
            if (s.equals("---") || s.equals("...")) {
                return line <= l;
            }
        }
        return true;
    }

    private static CodeAction action(
            String title, String kind, String uri, TextEdit edit, @Nullable Diagnostic diagnostic) {
        CodeAction action = new CodeAction(title);
        action.setKind(kind);
        action.setEdit(new WorkspaceEdit(Map.of(uri, List.of(edit))));
        if (diagnostic != null) {
            action.setDiagnostics(List.of(diagnostic));
        }
        return action;
    }
}
