package io.github.studylog.template;

import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.LineIndex;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a session-prompt template: checks its slots ({@code template-unknown-slot}, the same scanner as the
 * session-sync template's) and finds the repo paths it names. A path is a path-like word whose file name ends in a
 * content extension ({@code .md}, {@code .yaml}, {@code .json}, {@code .svg} …), either an inline code span of its
 * own (parsed as CommonMark): {@code `AGENTS.md`}, {@code `docs/guide.md`}; or a word of plain prose (a text node,
 * not code, not a link's destination) made of ASCII path characters, which Japanese prose puts right beside
 * punctuation: 「CHATGPT.md、AGENTS.md、src/content/docs/career/index.md と次のファイルを読み」. A placeholder
 * ({@code <id>}), a glob, a URL or a path climbing out with {@code ..} is no path.
 */
public final class PromptTemplateParser {

    /** A path segment: no space, no slash, nothing of a placeholder, glob, URL or quote. */
    private static final String SEGMENT = "[^\\s/\\\\<>{}*?\\[\\]|\"'():`]+";

    private static final Pattern PATH = Pattern.compile("(?![.-])" + SEGMENT + "(/" + SEGMENT + ")*"
            + "\\.(md|mdx|markdown|yaml|yml|json|svg|png|jpe?g|gif|webp|html|txt|csv|toml|xml)");

    /**
     * A path in prose: ASCII path characters only, not preceded by one (nor by {@code /}, {@code :} or {@code .}: a
     * URL's or a longer word's tail), and not followed by one (a longer name, a {@code .bak}).
     */
    private static final String PROSE_CHAR = "[A-Za-z0-9_~+@.-]";

    private static final Pattern PROSE_PATH = Pattern.compile("(?<![A-Za-z0-9_~+@./:\\\\-])"
            + "[A-Za-z0-9_~+@]" + PROSE_CHAR + "*(?:/" + PROSE_CHAR + "+)*"
            + "\\.(?:md|mdx|markdown|yaml|yml|json|svg|png|jpe?g|gif|webp|html|txt|csv|toml|xml)"
            + "(?![A-Za-z0-9_~+@/\\\\-])(?!\\.[A-Za-z0-9])");

    private final Parser parser = SafeMarkdown.parser();

    /**
     * The template of a block; one with an unknown slot is {@link PromptTemplate#broken} (reported here) and still
     * carries its paths, so the prompt's run reports a missing path beside the slot.
     */
    public Optional<PromptTemplate> parse(String path, TemplateBlock block, FindingSink sink) {
        boolean broken = Slots.reportUnknown(path, block, PromptTemplate.SLOTS, sink) > 0;
        String text = block.text().replace("\r\n", "\n");
        Document document = parser.parse(text);
        LineIndex lines = LineIndex.of(text);
        List<Located<String>> code = codePaths(document, lines, block);
        Set<String> named = new LinkedHashSet<>();
        code.forEach(p -> named.add(p.value()));
        return Optional.of(new PromptTemplate(
                block.name(), text, block.contentLine(), code, prosePaths(document, lines, block, named), broken));
    }

    private static List<Located<String>> codePaths(Document document, LineIndex lines, TemplateBlock block) {
        List<Located<String>> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof Code code) {
                String word = code.getText().toString().strip();
                if (PATH.matcher(word).matches() && !word.contains("..") && seen.add(word)) {
                    out.add(located(word, code.getText().getStartOffset(), lines, block));
                }
            }
        }
        return out;
    }

    /** The paths of the prose's text nodes (not those inside inline code or a code block), each once. */
    private static List<Located<String>> prosePaths(
            Document document, LineIndex lines, TemplateBlock block, Set<String> named) {
        List<Located<String>> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>(named);
        for (Node node : document.getDescendants()) {
            if (node instanceof Text prose
                    && node.getAncestorOfType(Code.class, FencedCodeBlock.class, IndentedCodeBlock.class) == null) {
                Matcher m = PROSE_PATH.matcher(prose.getChars());
                while (m.find()) {
                    String word = m.group();
                    if (!word.contains("..") && seen.add(word)) {
                        out.add(located(word, prose.getChars().getStartOffset() + m.start(), lines, block));
                    }
                }
            }
        }
        return out;
    }

    private static Located<String> located(String word, int offset, LineIndex lines, TemplateBlock block) {
        LineIndex.Position at = lines.at(offset);
        return new Located<>(word, block.contentLine() + at.line() - 1, at.column());
    }
}
