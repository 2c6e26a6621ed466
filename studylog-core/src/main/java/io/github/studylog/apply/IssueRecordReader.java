package io.github.studylog.apply;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Rule;
import io.github.studylog.message.Message;
import io.github.studylog.records.SessionIdRule;
import io.github.studylog.sync.MarkdownSlots;
import io.github.studylog.template.SyncTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a {@code [Session Sync]} issue back against the {@code template=session-sync} block: the same template
 * model that renders drafts ({@link SyncTemplate}, {@link MarkdownSlots}), in the other direction.
 *
 * <ul>
 *   <li>The session id comes from the title, matched against the template's title around {@code {id}}; it must be
 *       a session id ({@code YYYY-MM-DD-<slug>-NN}) before it is ever used in a path.</li>
 *   <li>The record is the fenced code block that stands where the template's {@code {record}} does. The body is
 *       parsed as CommonMark (flexmark), so backticks or tildes, longer fences, CRLF line ends and prose around
 *       the template behave as GitHub renders them. Candidates are the fences whose language is the template's
 *       ({@code yaml} and {@code yml} count as one); when there are several, only those under the template's
 *       heading above {@code {record}} remain. None, or still several, is a finding that says which.</li>
 * </ul>
 */
public final class IssueRecordReader {

    private static final String RECORD_SLOT = "record";

    private final SafeMarkdown parser = new SafeMarkdown();
    private final MarkdownSlots slots = new MarkdownSlots();

    /** The record, or the findings (located in the issue body) that stop reading it. */
    public record Outcome(Optional<IssueRecord> record, List<Finding> findings) {

        public Outcome {
            findings = List.copyOf(findings);
        }
    }

    public Outcome read(SyncTemplate template, IssueInput issue) {
        List<Finding> findings = new ArrayList<>();
        Optional<String> id = id(template, issue, findings);
        if (issue.body().isEmpty() || issue.body().get().isBlank()) {
            findings.add(
                    at(issue, ApplyRules.APPLY_SYNC_RECORD_BLOCK, 0, 0, Message.of("apply-sync-record-block.no-body")));
            return new Outcome(Optional.empty(), findings);
        }
        String body = issue.body().get().replace("\r\n", "\n").replace('\r', '\n');
        MarkdownSlots.SlotPlace place = slots.place(template.body(), RECORD_SLOT);
        Optional<FencedCodeBlock> block = block(body, place, issue, findings);
        if (id.isEmpty() || block.isEmpty()) {
            return new Outcome(Optional.empty(), findings);
        }
        FencedCodeBlock fence = block.get();
        String text = content(fence);
        // the content starts on the line after the opening fence (flexmark's line numbers are 0-based)
        int firstLine = issue.bodyLineOffset() + fence.getStartLineNumber() + 2;
        return new Outcome(Optional.of(new IssueRecord(id.get(), text, firstLine)), findings);
    }

    /** The session id of the title, if the title matches the template's and the id is a session id. */
    private static Optional<String> id(SyncTemplate template, IssueInput issue, List<Finding> findings) {
        String pattern = template.title().strip();
        int slot = pattern.indexOf("{id}");
        String title = issue.title().strip();
        String expected = "`" + pattern.replace("{id}", "<session-id>") + "`";
        if (slot < 0) {
            findings.add(at(
                    issue,
                    ApplyRules.APPLY_SYNC_TITLE,
                    issue.titleLine(),
                    issue.titleColumn(),
                    Message.of("apply-sync-title.no-id-slot")));
            return Optional.empty();
        }
        String prefix = pattern.substring(0, slot).strip();
        String suffix = pattern.substring(slot + "{id}".length()).strip();
        if (!title.startsWith(prefix)
                || !title.endsWith(suffix)
                || title.length() < prefix.length() + suffix.length()) {
            findings.add(at(
                    issue,
                    ApplyRules.APPLY_SYNC_TITLE,
                    issue.titleLine(),
                    issue.titleColumn(),
                    Message.of("apply-sync-title.not-template", oneLine(title), expected)));
            return Optional.empty();
        }
        String id = title.substring(prefix.length(), title.length() - suffix.length())
                .strip();
        if (!SessionIdRule.SESSION_ID.matcher(id).matches()) {
            findings.add(at(
                    issue,
                    ApplyRules.APPLY_SYNC_TITLE,
                    issue.titleLine(),
                    issue.titleColumn(),
                    Message.of("apply-sync-title.not-session-id", oneLine(id))));
            return Optional.empty();
        }
        return Optional.of(id);
    }

    private Optional<FencedCodeBlock> block(
            String body, MarkdownSlots.SlotPlace place, IssueInput issue, List<Finding> findings) {
        String language = place.fenceInfo().map(IssueRecordReader::language).orElse("yaml");
        // an issue body is hostile input: read within the Markdown limits, each exceeded one a finding in the body
        FindingSink limits = new FindingSink();
        Optional<Document> parsed = parser.parse(issue.bodyName(), body, limits);
        limits.sorted()
                .forEach(f -> findings.add(
                        Finding.of(f.rule(), f.path(), f.line() + issue.bodyLineOffset(), f.column(), f.message())));
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        Document document = parsed.get();
        List<FencedCodeBlock> candidates = new ArrayList<>();
        List<Optional<String>> headings = new ArrayList<>();
        Optional<String> heading = Optional.empty();
        for (Node node : document.getDescendants()) {
            if (node instanceof Heading h) {
                heading = Optional.of(h.getText().toString().strip());
            } else if (node instanceof FencedCodeBlock fence
                    && language.equals(language(fence.getInfo().toString()))) {
                candidates.add(fence);
                headings.add(heading);
            }
        }
        if (candidates.size() > 1 && place.heading().isPresent()) {
            List<FencedCodeBlock> underHeading = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                if (headings.get(i).equals(place.heading())) {
                    underHeading.add(candidates.get(i));
                }
            }
            if (!underHeading.isEmpty()) {
                candidates = underHeading;
            }
        }
        Optional<String> under = place.heading();
        if (candidates.isEmpty()) {
            findings.add(at(
                    issue,
                    ApplyRules.APPLY_SYNC_RECORD_BLOCK,
                    issue.bodyLineOffset() + 1,
                    1,
                    under.isEmpty()
                            ? Message.of("apply-sync-record-block.none", language)
                            : Message.of("apply-sync-record-block.none-under", language, under.get())));
            return Optional.empty();
        }
        if (candidates.size() > 1) {
            List<String> lines = candidates.stream()
                    .map(f -> String.valueOf(issue.bodyLineOffset() + f.getStartLineNumber() + 1))
                    .toList();
            FencedCodeBlock second = candidates.get(1);
            findings.add(at(
                    issue,
                    ApplyRules.APPLY_SYNC_RECORD_BLOCK,
                    issue.bodyLineOffset() + second.getStartLineNumber() + 1,
                    1,
                    under.isEmpty()
                            ? Message.of("apply-sync-record-block.several", language, String.join(", ", lines))
                            : Message.of(
                                    "apply-sync-record-block.several-under",
                                    language,
                                    String.join(", ", lines),
                                    under.get())));
            return Optional.empty();
        }
        return Optional.of(candidates.get(0));
    }

    /** The block's lines with the fence's own indentation removed, LF line ends, one final line break. */
    private static String content(FencedCodeBlock fence) {
        // flexmark's content lines have the fence's own indentation removed already, as CommonMark says: a line's
        // further indentation is the record's nesting and stays
        StringBuilder out = new StringBuilder();
        for (BasedSequence line : fence.getContentLines()) {
            out.append(line);
        }
        String text = out.toString();
        while (text.endsWith("\n\n")) {
            text = text.substring(0, text.length() - 1);
        }
        return text.isEmpty() || text.endsWith("\n") ? text : text + "\n";
    }

    private static String language(String info) {
        String word = info.strip().split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        return word.equals("yml") ? "yaml" : word;
    }

    private static Finding at(IssueInput issue, Rule rule, int line, int column, Message message) {
        return Finding.of(rule, issue.bodyName(), line, column, message);
    }

    private static String oneLine(String text) {
        String one = text.replaceAll("\\s+", " ");
        return one.length() > 80 ? one.substring(0, 77) + "..." : one;
    }
}
