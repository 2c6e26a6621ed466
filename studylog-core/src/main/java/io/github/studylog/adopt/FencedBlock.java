package io.github.studylog.adopt;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A fenced code block of CHATGPT.md, with the offsets needed to edit it in place.
 *
 * @param info          the info string, trimmed ({@code yaml}, {@code yaml template=review}, empty)
 * @param text          the content exactly as between the fences
 * @param fenceLine     1-based line of the opening fence
 * @param contentLine   1-based line of the first content line
 * @param infoEnd       offset in the Markdown text just after the info string (or after the opening fence marker
 *                      when there is no info string): where {@code template=NAME} is inserted
 * @param contentStart  offset in the Markdown text of the content's first character
 * @param contentEnd    offset just after the content's last character
 */
public record FencedBlock(
        String info, String text, int fenceLine, int contentLine, int infoEnd, int contentStart, int contentEnd) {

    private static final String MARKER = "template=";

    /** The words of the info string. */
    public List<String> infoWords() {
        return info.isBlank() ? List.of() : Arrays.asList(info.trim().split("\\s+"));
    }

    /** The language word ({@code yaml}, {@code markdown}, …), lower case, or empty. */
    public String language() {
        List<String> words = infoWords();
        return words.isEmpty() || words.get(0).startsWith(MARKER)
                ? ""
                : words.get(0).toLowerCase(Locale.ROOT);
    }

    /** True when a word of the info string is {@code template=…}: the block is already a template. */
    public boolean isTemplate() {
        return infoWords().stream().anyMatch(w -> w.startsWith(MARKER));
    }

    /** True for a {@code yaml} or {@code yml} block that is not yet a template. */
    public boolean isYamlCandidate() {
        return !isTemplate() && (language().equals("yaml") || language().equals("yml"));
    }
}
