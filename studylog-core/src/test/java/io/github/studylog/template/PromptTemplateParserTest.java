package io.github.studylog.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A session-prompt template's literal paths, each once, at its CHATGPT.md line and column, and its slot check. */
class PromptTemplateParserTest {

    private final FindingSink sink = new FindingSink();

    @Test
    void literalPathsAreInlineCodeOncePerPathWithTheirPositions() {
        TemplateBlock block = new TemplateBlock(
                "session-prompt-drill",
                "前文 {title}\r\n`AGENTS.md` と `docs/guide.md`、`../x.md`、`<id>.md`、` AGENTS.md `\n",
                19,
                20);
        assertEquals(
                Optional.of(new PromptTemplate(
                        "session-prompt-drill",
                        "前文 {title}\n`AGENTS.md` と `docs/guide.md`、`../x.md`、`<id>.md`、` AGENTS.md `\n",
                        20,
                        List.of(new Located<>("AGENTS.md", 21, 2), new Located<>("docs/guide.md", 21, 16)))),
                new PromptTemplateParser().parse("CHATGPT.md", block, sink));
        assertEquals(List.of(), sink.sorted());
    }

    @Test
    void pathsInPlainProseAreFoundBesideJapanesePunctuationButNotInCodeUrlsOrPlaceholders() {
        String text = String.join(
                "\n",
                "CHATGPT.md、AGENTS.md、src/content/docs/career/index.md と次のファイルを読み、",
                "[ガイド](docs/link-target.md) の **docs/guide.md** と `AGENTS.md`。",
                "https://example.com/remote.md や reviews/{review}.yaml、<id>.md、../up.md、a.md.bak は読みません。",
                "",
                "```",
                "code/block.md",
                "```",
                "");
        TemplateBlock block = new TemplateBlock("session-prompt", text, 9, 10);
        PromptTemplate template =
                new PromptTemplateParser().parse("CHATGPT.md", block, sink).orElseThrow();
        assertEquals(List.of(new Located<>("AGENTS.md", 11, 51)), template.paths());
        assertEquals(
                List.of(
                        new Located<>("CHATGPT.md", 10, 1),
                        new Located<>("src/content/docs/career/index.md", 10, 22),
                        new Located<>("docs/guide.md", 11, 32)),
                template.prosePaths());
        assertEquals(List.of(), sink.sorted());
    }

    @Test
    void proseWithoutPathsNamesNone() {
        TemplateBlock block = new TemplateBlock("session-prompt", "次のファイルを読んでください：{files}\n", 9, 10);
        assertEquals(
                List.of(),
                new PromptTemplateParser()
                        .parse("CHATGPT.md", block, sink)
                        .orElseThrow()
                        .prosePaths());
    }

    @Test
    void anUnknownSlotMakesABrokenTemplateThatStillHasItsPaths() {
        TemplateBlock block = new TemplateBlock("session-prompt", "`AGENTS.md`\n{story}\n", 19, 20);
        PromptTemplate broken =
                new PromptTemplateParser().parse("CHATGPT.md", block, sink).orElseThrow();
        assertTrue(broken.broken());
        assertEquals(
                List.of("AGENTS.md"),
                broken.paths().stream().map(Located::value).toList());
        assertEquals(
                List.of("CHATGPT.md:21:1 [template-unknown-slot]"),
                sink.sorted().stream()
                        .map(f -> f.location() + " [" + f.ruleId() + "]")
                        .toList());
    }

    @Test
    void aPromptNameIsTheDefaultOrTheDefaultDashAKind() {
        assertTrue(PromptTemplate.isPromptName("session-prompt"));
        assertTrue(PromptTemplate.isPromptName("session-prompt-x"));
        assertFalse(PromptTemplate.isPromptName("session-prompt-"));
        assertFalse(PromptTemplate.isPromptName("session-promptx"));
    }
}
