package io.github.studylog.adopt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextEdit;
import io.github.studylog.content.TextFile;
import io.github.studylog.content.UnifiedDiff;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocIndex;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.markdown.FencedBlocks;
import io.github.studylog.message.Message;
import io.github.studylog.prompt.PromptRenderer;
import io.github.studylog.records.RecordFile;
import io.github.studylog.template.PromptTemplate;
import io.github.studylog.template.Shape;
import io.github.studylog.template.TemplateCatalog;
import io.github.studylog.template.TemplateExtractor;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlDocument;
import io.github.studylog.yaml.YamlLoad;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code studylog:init} without Maven: reads CHATGPT.md and the existing records, finds the block for each
 * template CHATGPT.md lacks ({@link BlockFinder}), infers its shape ({@link ShapeInference}), writes it back into
 * the block ({@link TemplateEdit}) with {@code template=NAME} added to the info string, and checks the existing
 * records against the result ({@link PassTable}); proposes the {@code studylog=due} block from the docs' citations
 * ({@link DueAdoption}). Reads only; {@link InitWriter} writes.
 */
public final class InitPlanner {

    private static final List<String> NAMES =
            List.of(TemplateCatalog.REVIEW, TemplateCatalog.SESSION, TemplateCatalog.SESSION_SYNC);

    /** The proposal for the repository of {@code layout}. */
    public InitProposal plan(ContentLayout layout) {
        ContentFiles files = new ContentFiles(new RepoPaths(layout.root()));
        String path = layout.instructions();
        String before = read(files, path);
        Set<String> marked =
                new TemplateExtractor().extract(path, before, new FindingSink()).keySet();
        List<String> alreadyMarked = NAMES.stream().filter(marked::contains).toList();
        Set<String> wanted = new LinkedHashSet<>(NAMES);
        wanted.removeAll(marked);
        Optional<TextEdit> prompt = marked.stream().anyMatch(PromptTemplate::isPromptName)
                ? Optional.empty()
                : Optional.of(promptBlock(before));
        DocIndex docs = new DocIndex(files, new FindingSink());
        if (wanted.isEmpty()) {
            List<Message> notes =
                    new ArrayList<>(prompt.map(e -> List.of(PROMPT_NOTE)).orElse(List.<Message>of()));
            String after = due(
                    layout,
                    files,
                    docs,
                    prompt.map(e -> TextEdit.apply(before, List.of(e))).orElse(before),
                    notes);
            return new InitProposal(
                    path,
                    before,
                    after,
                    UnifiedDiff.of(path, before, after),
                    alreadyMarked,
                    Map.of(),
                    Map.of(),
                    notes,
                    Optional.empty());
        }
        ExistingRecords records = ExistingRecords.load(layout, files);
        List<FencedBlock> blocks = FencedBlocks.of(before, SafeMarkdown::parser);
        Map<String, BlockMatch> matches =
                new BlockFinder().find(path, blocks, RecordKeys.of(records.reviews(), records.sessions()), wanted);
        Map<String, Message> notFound = new LinkedHashMap<>();
        for (String name : wanted) {
            if (!matches.containsKey(name)) {
                notFound.put(name, whyNotFound(name, layout, records));
            }
        }
        List<Message> notes = new ArrayList<>();
        Evidence evidence = new Evidence(records, files.paths(), docs);
        ShapeInference inference = new ShapeInference(new ValueInference(evidence));
        List<TextEdit> edits = new ArrayList<>();
        Map<String, BlockMatch> applied = new LinkedHashMap<>();
        for (BlockMatch match : matches.values()) {
            FencedBlock block = match.block();
            if (block.contentEnd() < block.contentStart()
                    || !before.substring(block.contentStart(), block.contentEnd())
                            .equals(block.content())) {
                notFound.put(match.name(), Message.around("init.not-found.indented", match.describe(), match.name()));
                continue;
            }
            if (!match.name().equals(TemplateCatalog.SESSION_SYNC)) {
                YamlLoad load = new SafeYamlLoader(true).load(path, block.content(), block.contentLine() - 1);
                YamlDocument doc = load.document().orElseThrow();
                List<RecordFile> kind =
                        match.name().equals(TemplateCatalog.REVIEW) ? records.reviews() : records.sessions();
                Shape shape = inference.infer(match.name(), doc, kind, notes);
                edits.add(new TextEdit(
                        block.contentStart(),
                        block.contentEnd(),
                        new TemplateEdit().rewrite(block.content(), doc.root(), shape)));
            }
            edits.add(new TextEdit(
                    block.infoEnd(),
                    block.infoEnd(),
                    (block.info().isEmpty() ? "" : " ") + "template=" + match.name()));
            applied.put(match.name(), match);
        }
        prompt.ifPresent(e -> {
            edits.add(e);
            notes.add(PROMPT_NOTE);
        });
        String after = due(layout, files, docs, TextEdit.apply(before, edits), notes);
        Optional<PassTable> table =
                applied.isEmpty() ? Optional.empty() : Optional.of(PassTable.of(layout, files, after));
        return new InitProposal(
                path,
                before,
                after,
                UnifiedDiff.of(path, before, after),
                alreadyMarked,
                applied,
                notFound,
                notes,
                table);
    }

    /**
     * CHATGPT.md's {@code text} with the {@code studylog=due} block and the principle line {@link DueAdoption}
     * proposes from the docs' citations, its notes added to {@code notes}; {@code text} when it proposes nothing.
     */
    private static String due(
            ContentLayout layout, ContentFiles files, DocIndex docs, String text, List<Message> notes) {
        List<Doc> parsed = files.list(layout.docs(), true, ".md", ".mdx").stream()
                .map(docs::doc)
                .flatMap(Optional::stream)
                .toList();
        return new DueAdoption()
                .propose(text, parsed)
                .map(p -> {
                    notes.addAll(p.notes());
                    return TextEdit.apply(text, p.edits());
                })
                .orElse(text);
    }

    private static final Message PROMPT_NOTE = Message.of("init.note.prompt");

    /** The built-in session-start prompt as a block at the end of CHATGPT.md, fenced longer than any fence in it. */
    private static TextEdit promptBlock(String before) {
        String text = PromptRenderer.defaultTemplate();
        String fence = "````";
        while (text.contains(fence)) {
            fence += "`";
        }
        String lead = before.isEmpty() || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
        return new TextEdit(
                before.length(),
                before.length(),
                lead + "## セッション開始のプロンプト\n\n" + fence + "markdown template=" + PromptTemplate.NAME + "\n" + text
                        + (text.endsWith("\n") ? "" : "\n") + fence + "\n");
    }

    private static String read(ContentFiles files, String path) {
        Optional<String> problem = files.paths().problemWithFile(path).map(io.github.studylog.message.Message::english);
        if (problem.isPresent()) {
            throw new InvalidRequestException("studylog.instructions: " + problem.get() + "; init reads the record "
                    + "examples from this file (set studylog.instructions if yours has another name)");
        }
        FindingSink sink = new FindingSink();
        Optional<TextFile> text = files.read(path, sink);
        if (text.isEmpty()) {
            // a build error about a parameter: English, as Maven's own
            throw new InvalidRequestException("studylog.instructions: " + path + " cannot be read: "
                    + sink.sorted().get(0).message().english());
        }
        return text.get().text();
    }

    private static Message whyNotFound(String name, ContentLayout layout, ExistingRecords records) {
        if (name.equals(TemplateCatalog.SESSION_SYNC)) {
            return Message.of("init.not-found.session-sync");
        }
        boolean none = (name.equals(TemplateCatalog.REVIEW) ? records.reviews() : records.sessions()).isEmpty();
        String folder = name.equals(TemplateCatalog.REVIEW) ? layout.reviews() : layout.sessions();
        return Message.of(none ? "init.not-found.no-records" : "init.not-found.no-match", folder, name);
    }
}
