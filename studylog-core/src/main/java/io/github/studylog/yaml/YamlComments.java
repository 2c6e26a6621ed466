package io.github.studylog.yaml;

import io.github.studylog.content.Bom;
import java.util.ArrayList;
import java.util.List;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.comments.CommentType;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.scanner.ScannerImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;
import org.snakeyaml.engine.v2.tokens.CommentToken;
import org.snakeyaml.engine.v2.tokens.Token;

/**
 * The comments of a YAML text, as snakeyaml-engine's scanner reads them (its comment tokens): a {@code #} inside a
 * quoted value or a block scalar is text, not a comment. Within the loader's size bound; a text that does not scan
 * gives the comments before the error (the record check reports the error itself).
 */
public final class YamlComments {

    private static final LoadSettings SETTINGS = LoadSettings.builder()
            .setParseComments(true)
            .setCodePointLimit(SafeYamlLoader.MAX_CODE_POINTS)
            .setUseMarks(true)
            .build();

    private YamlComments() {}

    /**
     * One comment.
     *
     * @param text    the comment without its {@code #}
     * @param line    1-based line
     * @param column  1-based column of the {@code #}
     * @param endOfLine whether it follows a value on its line ({@code key: value # …}) rather than standing alone
     */
    public record Comment(String text, int line, int column, boolean endOfLine) {}

    /** Every comment of {@code text}, in text order. */
    public static List<Comment> of(String text) {
        String body = Bom.strip(text);
        List<Comment> comments = new ArrayList<>();
        if (body.length() > SafeYamlLoader.MAX_CODE_POINTS) {
            return comments;
        }
        try {
            ScannerImpl scanner = new ScannerImpl(SETTINGS, new StreamReader(SETTINGS, body));
            while (scanner.hasNext()) {
                Token token = scanner.next();
                if (token instanceof CommentToken comment && comment.getCommentType() != CommentType.BLANK_LINE) {
                    Mark mark = comment.getStartMark().orElse(null);
                    if (mark != null) {
                        comments.add(new Comment(
                                comment.getValue(),
                                mark.getLine() + 1,
                                mark.getColumn() + 1,
                                comment.getCommentType() == CommentType.IN_LINE));
                    }
                }
            }
        } catch (YamlEngineException | StackOverflowError e) {
            // the comments read so far stand; the loader reports the broken YAML as a finding
        }
        return List.copyOf(comments);
    }
}
