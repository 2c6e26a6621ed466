package io.github.studylog.docs;

import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.data.MutableDataSet;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * The one place that hands Markdown to flexmark, for every caller (docs, CHATGPT.md). Before flexmark sees the
 * text, what is cheap to measure is bounded ({@link MarkdownLimits}): size, lines, nesting of {@code >}/list
 * markers and paragraph length refuse the file with a {@code doc-limit} finding; a run of thematic-break markers
 * longer than the limit (the known trigger of flexmark's stack overflow, vsch/flexmark-java#496) is reported and
 * shortened to three markers, offsets kept, so the file is still read.
 *
 * <p>Where flexmark can still recurse, the damage is contained: the parse (and the caller's reading of the tree)
 * runs on a thread of its own with a generous, explicit stack and a time budget. A {@link StackOverflowError}
 * there unwinds only that thread's stack, which holds nothing but flexmark's parse of this one text (the parser is
 * stateless, the half-built tree is dropped), so catching it is safe; it becomes a finding for this file. The
 * caller's own stack depth (Maven's, unknown) never decides whether a doc parses. A parse over its time budget is a
 * finding too; its thread (a daemon) is left to finish, as flexmark cannot be interrupted.
 */
public final class SafeMarkdown {

    private final Function<String, Document> parse;
    private final MarkdownLimits limits;

    public SafeMarkdown(Parser parser) {
        this(parser::parse, MarkdownLimits.DEFAULT);
    }

    /** A guarded CommonMark parse with the default limits. */
    public SafeMarkdown() {
        this(parser());
    }

    /**
     * The one CommonMark parser configuration of the project: every reader of Markdown (docs, CHATGPT.md's
     * templates, prompts and due policy, issue bodies, init's look at CHATGPT.md) makes its parser here, so they all
     * read a text the same way (ArchitectureTest: no other class calls {@code Parser.builder()}).
     */
    public static Parser parser() {
        return Parser.builder().build();
    }

    /** The parser of {@code .mdx} files: no indented code blocks and no HTML blocks, as MDX reads them. */
    public static Parser mdxParser() {
        return Parser.builder(new MutableDataSet()
                        .set(Parser.INDENTED_CODE_BLOCK_PARSER, false)
                        .set(Parser.HTML_BLOCK_PARSER, false))
                .build();
    }

    /** With another parse function (tests inject one that recurses) or other limits. */
    SafeMarkdown(Function<String, Document> parse, MarkdownLimits limits) {
        this.parse = parse;
        this.limits = limits;
    }

    public MarkdownLimits limits() {
        return limits;
    }

    /** The parsed document, or empty when the text is refused or its parse failed (reported). */
    public Optional<Document> parse(String path, String text, FindingSink sink) {
        return read(path, text, sink, document -> document);
    }

    /**
     * Parses the text within the limits and reads the tree with {@code reader} on the same guarded thread, so a
     * deep tree walked by the reader is contained too. Empty when refused or failed (reported to the sink).
     */
    public <T> Optional<T> read(String path, String text, FindingSink sink, Function<Document, T> reader) {
        MarkdownScan scan = MarkdownScan.of(text, limits);
        Optional<Finding> refusal = scan.refusal(path);
        if (refusal.isPresent()) {
            sink.add(refusal.get());
            return Optional.empty();
        }
        scan.longRun(path).ifPresent(sink::add);
        String input = scan.defused(text);
        return guarded(path, () -> reader.apply(parse.apply(input)), sink);
    }

    private <T> Optional<T> guarded(String path, java.util.concurrent.Callable<T> work, FindingSink sink) {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(null, task, "studylog-markdown", limits.stackBytes());
        thread.setDaemon(true);
        thread.start();
        try {
            return Optional.of(task.get(limits.timeBudget().toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            task.cancel(true);
            sink.add(Finding.of(
                    DocRules.DOC_LIMIT,
                    path,
                    1,
                    1,
                    "doc-limit.time",
                    limits.timeBudget().toSeconds()));
            return Optional.empty();
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + path, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof StackOverflowError) {
                sink.add(Finding.of(DocRules.DOC_LIMIT, path, 1, 1, "doc-limit.stack", limits.stackBytes() >> 20));
                return Optional.empty();
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }
}
