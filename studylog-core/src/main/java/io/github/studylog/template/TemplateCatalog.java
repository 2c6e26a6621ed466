package io.github.studylog.template;

import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlLoad;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reads CHATGPT.md into {@link Templates}: extracts the blocks, parses the review and session templates,
 * compiles them to JSON Schemas and parses the session-sync and session-prompt templates. Reports
 * {@code template-missing}.
 */
public final class TemplateCatalog {

    public static final String REVIEW = "review";
    public static final String SESSION = "session";
    public static final String SESSION_SYNC = "session-sync";

    private final TemplateExtractor extractor = new TemplateExtractor();
    private final SafeYamlLoader yaml = new SafeYamlLoader(true);
    private final TemplateParser parser = new TemplateParser();
    private final SchemaGenerator schemas = new SchemaGenerator();
    private final SyncTemplateParser syncParser = new SyncTemplateParser();
    private final PromptTemplateParser promptParser = new PromptTemplateParser();
    private final MissingTemplateReport missing;

    /** A catalog reporting a missing template at the top of CHATGPT.md. */
    public TemplateCatalog() {
        this(MissingTemplateReport::atTop);
    }

    /** @param missing how a missing template is reported */
    public TemplateCatalog(MissingTemplateReport missing) {
        this.missing = missing;
    }

    /**
     * @param path     repo-relative path of CHATGPT.md
     * @param markdown its text
     * @param needSync whether a missing session-sync template is an error (drafts are produced)
     */
    public Templates load(String path, String markdown, boolean needSync, FindingSink sink) {
        Map<String, TemplateBlock> blocks = extractor.extract(path, markdown, sink);
        Optional<RecordTemplate> review = record(path, blocks, REVIEW, sink);
        Optional<RecordTemplate> session = record(path, blocks, SESSION, sink);
        Optional<SyncTemplate> sync = Optional.empty();
        TemplateBlock syncBlock = blocks.get(SESSION_SYNC);
        if (syncBlock != null) {
            sync = syncParser.parse(path, syncBlock, sink);
        } else if (needSync) {
            sink.add(missing.finding(path, SESSION_SYNC));
        }
        Map<String, Optional<PromptTemplate>> prompts = new TreeMap<>();
        blocks.forEach((name, block) -> {
            if (PromptTemplate.isPromptName(name)) {
                prompts.put(name, promptParser.parse(path, block, sink));
            }
        });
        return new Templates(review, session, sync, prompts);
    }

    private Optional<RecordTemplate> record(
            String path, Map<String, TemplateBlock> blocks, String name, FindingSink sink) {
        TemplateBlock block = blocks.get(name);
        if (block == null) {
            sink.add(missing.finding(path, name));
            return Optional.empty();
        }
        YamlLoad load = yaml.load(path, block.text(), block.contentLine() - 1);
        sink.addAll(load.findings());
        if (load.document().isEmpty() || !load.findings().isEmpty()) {
            return Optional.empty();
        }
        return parser.parse(load.document().get(), sink)
                .map(shape -> new RecordTemplate(name, shape, schemas.generate(name, shape)));
    }
}
