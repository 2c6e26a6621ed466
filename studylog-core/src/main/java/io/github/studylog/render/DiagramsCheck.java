package io.github.studylog.render;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.diagram.DiagramValidation;
import io.github.studylog.diagram.DiagramValidator;
import io.github.studylog.diagram.DiagramVerdicts;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The diagrams part of a pass: every diagram JSON is parsed and validated ({@link DiagramValidator}),
 * every valid one is drawn as SVG and rasterized, every hand-drawn SVG is scanned and rasterized
 * ({@link DiagramRenderer}), and {@code diagrams/index.html} shows them all. "Read" (parsed, valid) and
 * "confirmed to render" (rendered, rasterized) are recorded separately per diagram.
 */
public final class DiagramsCheck {

    /** Where hand-drawn SVGs' PNGs go inside the diagrams output folder, apart from the JSON diagrams' pictures. */
    static final String HAND_DRAWN = "hand-drawn/";

    private final ContentLayout layout;
    private final ContentFiles files;
    private final DiagramVerdicts verdicts;
    private final RenderSettings settings;
    private final Messages messages;

    /** A check whose index page is written in the language of {@code messages} (the run's catalogue). */
    public DiagramsCheck(
            ContentLayout layout,
            ContentFiles files,
            DiagramValidator validator,
            RenderSettings settings,
            Messages messages) {
        this(layout, files, new DiagramVerdicts(validator, Optional.empty()), settings, messages);
    }

    /** A check whose diagram files are validated through the per-file results cache of {@code verdicts}. */
    public DiagramsCheck(
            ContentLayout layout,
            ContentFiles files,
            DiagramVerdicts verdicts,
            RenderSettings settings,
            Messages messages) {
        this.layout = layout;
        this.files = files;
        this.verdicts = verdicts;
        this.settings = settings;
        this.messages = messages;
    }

    public DiagramsResult run(OutputFiles out, FindingSink sink) {
        List<String> jsonFiles = files.list(layout.diagrams(), true, ".json");
        List<String> svgFiles = files.list(layout.publicDiagrams(), true, ".svg");
        // a first run draws every picture: the renderer is made now and warms up while the diagrams are validated
        Optional<DiagramRenderer> early = Optional.empty();
        if (firstPictures(out, jsonFiles, svgFiles)) {
            early = Optional.of(new DiagramRenderer(out, settings));
            early.get().warmUp();
        }
        List<RenderJob> jobs = new ArrayList<>();
        Map<String, List<Finding>> earlier = new HashMap<>();
        List<DiagramStatus> statuses = new ArrayList<>();
        for (String path : jsonFiles) {
            FindingSink own = new FindingSink();
            Optional<byte[]> bytes = files.readBytes(path, own);
            if (bytes.isEmpty()) {
                statuses.add(DiagramStatus.notRendered(path, false, own.sorted()));
                sink.addAll(own.sorted());
                continue;
            }
            DiagramValidation validation = verdicts.validate(path, bytes.get());
            sink.addAll(validation.findings());
            if (validation.valid()) {
                earlier.put(path, validation.findings());
                jobs.add(RenderJob.diagram(
                        path,
                        bytes.get(),
                        Objects.requireNonNull(validation.tree()),
                        outputName(path, layout.diagrams(), ".json", "")));
            } else {
                statuses.add(DiagramStatus.notRendered(path, validation.parsed(), validation.findings()));
            }
        }
        for (String path : svgFiles) {
            FindingSink own = new FindingSink();
            Optional<byte[]> bytes = files.readBytes(path, own);
            if (bytes.isEmpty()) {
                statuses.add(new DiagramStatus(
                        path,
                        io.github.studylog.render.DiagramKind.SVG,
                        false,
                        false,
                        false,
                        false,
                        null,
                        null,
                        own.sorted(),
                        false));
                sink.addAll(own.sorted());
                continue;
            }
            jobs.add(RenderJob.svg(path, bytes.get(), outputName(path, layout.publicDiagrams(), ".svg", HAND_DRAWN)));
        }
        // no picture to make, no renderer: its font choice would look at the system's font folders for nothing
        List<RenderOutcome> outcomes = jobs.isEmpty()
                ? List.of()
                : early.orElseGet(() -> new DiagramRenderer(out, settings)).renderAll(jobs);
        boolean fellBack = false;
        for (RenderOutcome outcome : outcomes) {
            sink.addAll(outcome.findings());
            statuses.add(DiagramStatus.of(outcome, earlier.getOrDefault(outcome.sourcePath(), List.of())));
            fellBack |= outcome.fontFallback();
        }
        statuses.sort(Comparator.comparing(DiagramStatus::path));
        try {
            new DiagramIndexPage(messages).write(out, settings.baseDir() + "/index.html", statuses);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the diagram index page", e);
        }
        Message fontNote = fellBack ? Message.of("diagrams.font-note") : null;
        return new DiagramsResult(statuses, jsonFiles, svgFiles, fontNote);
    }

    /**
     * Whether this run starts with no pictures at all (a first run, a fresh clone, after {@code mvn clean}) while
     * there are diagrams: then every one that is valid is drawn. A later run draws only what changed, and a
     * diagram that stays broken has no PNG, so a missing PNG alone would warm up on every run for nothing.
     */
    boolean firstPictures(OutputFiles out, List<String> jsonFiles, List<String> svgFiles) {
        // out.dir(), not out.resolve: an empty baseDir (pictures in the output folder itself) resolves to the folder
        return (!jsonFiles.isEmpty() || !svgFiles.isEmpty())
                && !Files.isDirectory(out.dir().resolve(settings.baseDir()));
    }

    /** {@code diagrams/web/outbox.json} → {@code web/outbox}; hand-drawn SVGs get the {@link #HAND_DRAWN} prefix. */
    private static String outputName(String path, String folder, String suffix, String prefix) {
        String rest = path.startsWith(folder + "/") ? path.substring(folder.length() + 1) : path;
        return prefix + rest.substring(0, rest.length() - suffix.length());
    }
}
