package io.github.studylog.sync;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.Lazy;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.markdown.FencedBlock;
import io.github.studylog.markdown.FencedBlocks;
import io.github.studylog.template.Slots;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fills the {@code {slot}}s of a Markdown template so that the template's structure survives whatever the values
 * hold. The template is parsed as CommonMark (flexmark); the values are inserted in one pass (a value containing
 * {@code {id}} is not filled again).
 *
 * <ul>
 *   <li>A fenced code block of the template containing a slot whose value holds a run of the fence's character
 *       (backtick or tilde) at least as long as the fence gets both fence lines lengthened to one more than the
 *       longest run, so no line of the value can close it. Other fences are left exactly as written.</li>
 *   <li>A multi-line value whose slot is preceded on its line only by spaces, tabs or {@code >} (an indented or
 *       quoted context) repeats that prefix on its following lines, so it stays inside the list item or quote.</li>
 *   <li>A value outside any fenced block that opens a fence it never closes (a narrative cut short) gets the
 *       closing fence line, so the template's later sections are not swallowed into a code block. This is the only
 *       change made to the learner's text.</li>
 *   <li>One final line break of a value is dropped: the template's line break after the slot ends that line.</li>
 * </ul>
 *
 * <p>Everything else is copied as written: HTML such as {@code <details>}, {@code @mentions} and {@code #123}
 * references stay as the learner wrote them, because GitHub renders them in the issue exactly as it would in a
 * comment the learner wrote (a mention notifies, a reference links); escaping them would alter the record.
 */
public final class MarkdownSlots {

    private static final Pattern SLOT = Slots.PATTERN;
    private static final Pattern CONTEXT_PREFIX = Pattern.compile("[ \\t>]*");

    /** Made only for {@link #place} and for a value holding a fence: filling a template needs no parser. */
    private final Lazy<Parser> parser = Lazy.of(() -> SafeMarkdown.parser());

    /**
     * The template with every slot named in {@code values} filled; an unknown slot is left as written.
     *
     * @param template Markdown with {@code {name}} slots, {@code \n} line breaks
     * @param values   slot name to its text
     */
    public String fill(String template, Map<String, String> values) {
        return fill(template, FencedBlocks.of(template, parser), values);
    }

    /**
     * {@link #fill(String, Map)} with the template's fences found beforehand ({@link FencedBlocks#of}, kept in
     * the {@link io.github.studylog.template.SyncTemplate}).
     */
    public String fill(String template, List<FencedBlock> fences, Map<String, String> values) {
        List<Edit> edits = new ArrayList<>();
        List<int[]> fencedRanges = new ArrayList<>();
        for (FencedBlock fence : fences) {
            int from = fence.openEnd();
            int to = fence.closed() ? fence.closeStart() : template.length();
            fencedRanges.add(new int[] {from, to});
            char marker = template.charAt(fence.openStart());
            int longest = longestRunInSlots(template, from, to, values, marker);
            if (longest >= fence.openEnd() - fence.openStart()) {
                String longer = String.valueOf(marker).repeat(longest + 1);
                edits.add(new Edit(fence.openStart(), fence.openEnd(), longer));
                if (fence.closed()) {
                    edits.add(new Edit(fence.closeStart(), fence.closeEnd(), longer));
                }
            }
        }
        return substitute(template, values, edits, fencedRanges);
    }

    private record Edit(int start, int end, String text) {}

    /**
     * Where a slot sits in a template, for reading a filled template back: the info string of the fenced block
     * holding it (empty when it is not in one) and the text of the last heading before it.
     *
     * @param found     whether the template has the slot at all
     * @param fenceInfo the info string of the enclosing fenced code block, e.g. {@code yaml}
     * @param heading   the text of the nearest heading above the slot, e.g. {@code Session record}
     */
    public record SlotPlace(boolean found, Optional<String> fenceInfo, Optional<String> heading) {}

    /** Where {@code {slot}} first appears in {@code template} (parsed as CommonMark, like {@link #fill}). */
    public SlotPlace place(String template, String slot) {
        int at = template.indexOf("{" + slot + "}");
        if (at < 0) {
            return new SlotPlace(false, Optional.empty(), Optional.empty());
        }
        Optional<String> info = Optional.empty();
        Optional<String> heading = Optional.empty();
        Document document = parser.get().parse(template);
        for (Node node : document.getDescendants()) {
            if (node instanceof Heading h && h.getEndOffset() <= at) {
                heading = Optional.of(h.getText().toString().strip());
            }
        }
        for (FencedBlock fence : FencedBlocks.of(document, template)) {
            if (fence.openStart() <= at && at < (fence.closed() ? fence.closeEnd() : fence.contentEnd())) {
                info = Optional.of(fence.info());
            }
        }
        return new SlotPlace(true, info, heading);
    }

    private static int longestRunInSlots(String template, int from, int to, Map<String, String> values, char c) {
        int longest = 0;
        Matcher m = SLOT.matcher(template).region(from, to);
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value != null) {
                longest = Math.max(longest, longestRun(value, c));
            }
        }
        return longest;
    }

    static int longestRun(String text, char c) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == c ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest;
    }

    /** Applies the fence edits and fills the slots, walking the template once from start to end. */
    private String substitute(String template, Map<String, String> values, List<Edit> edits, List<int[]> fencedRanges) {
        List<Edit> all = new ArrayList<>(edits);
        Matcher m = SLOT.matcher(template);
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                continue;
            }
            int lineStart = template.lastIndexOf('\n', m.start()) + 1;
            String prefix = template.substring(lineStart, m.start());
            boolean inFence = fencedRanges.stream().anyMatch(r -> m.start() >= r[0] && m.start() < r[1]);
            all.add(new Edit(m.start(), m.end(), block(value, prefix, inFence)));
        }
        all.sort(Comparator.comparingInt(Edit::start));
        StringBuilder out = new StringBuilder(template.length() + 256);
        int at = 0;
        for (Edit edit : all) {
            out.append(template, at, edit.start()).append(edit.text());
            at = edit.end();
        }
        return out.append(template.substring(at)).toString();
    }

    private String block(String value, String prefix, boolean inFence) {
        String text = value.endsWith("\n") ? value.substring(0, value.length() - 1) : value;
        if (!inFence) {
            text = closeOpenFence(text);
        }
        if (!CONTEXT_PREFIX.matcher(prefix).matches() || prefix.isEmpty() || text.indexOf('\n') < 0) {
            return text;
        }
        String[] lines = text.split("\n", -1);
        StringBuilder out = new StringBuilder(lines[0]);
        for (int i = 1; i < lines.length; i++) {
            out.append('\n').append(lines[i].isEmpty() ? prefix.stripTrailing() : prefix + lines[i]);
        }
        return out.toString();
    }

    /**
     * The text plus a closing fence line when it ends inside a top-level fenced block it opened (one nested in a
     * list or quote ends with its container and cannot swallow what follows).
     */
    private String closeOpenFence(String text) {
        if (text.indexOf("```") < 0 && text.indexOf("~~~") < 0) {
            return text;
        }
        Document document = parser.get().parse(text);
        FencedCodeBlock last = null;
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof FencedCodeBlock fence) {
                last = fence;
            }
        }
        if (last == null
                || last.getNext() != null
                || !(last.getClosingMarker().isNull() || last.getClosingMarker().isEmpty())) {
            return text;
        }
        String indent = " "
                .repeat(last.getOpeningMarker().getStartOffset()
                        - (text.lastIndexOf('\n', last.getOpeningMarker().getStartOffset()) + 1));
        return text + (text.endsWith("\n") ? "" : "\n") + indent + last.getOpeningMarker();
    }
}
