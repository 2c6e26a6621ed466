package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.docs.DocComments.Comment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DocComments}: each comment's inside and the lines it starts and ends on, in .md and .mdx. */
class DocCommentsTest {

    private final DocComments comments = new DocComments();

    @Test
    void htmlCommentsAsBlockAndInline() {
        assertEquals(
                List.of(new Comment(" a ", 1, 1), new Comment(" b ", 3, 3), new Comment("\nmulti\n", 5, 7)),
                comments.of("a.md", "<!-- a -->\n\ntext <!-- b --> more\n\n<!--\nmulti\n-->\n\n本文\n"));
    }

    @Test
    void aBlockCommentEndsOnTheLineOfItsLastCharacter() {
        assertEquals(List.of(new Comment(" a\nb ", 1, 2)), comments.of("a.md", "<!-- a\nb -->\n\n本文\n"));
        assertEquals(List.of(new Comment(" a ", 1, 1)), comments.of("a.md", "<!-- a -->\r\n\r\n本文\r\n"));
    }

    @Test
    void anEmptyCommentHasAnEmptyInside() {
        assertEquals(List.of(new Comment("", 1, 1)), comments.of("a.md", "<!---->\n"));
    }

    @Test
    void theFrontMatterAndAByteOrderMarkKeepTheLines() {
        assertEquals(List.of(new Comment(" a ", 4, 4)), comments.of("a.md", "\uFEFF---\ntitle: x\n---\n<!-- a -->\n"));
    }

    @Test
    void mdxCommentExpressionsAreWholeLinesOfAParagraph() {
        assertEquals(
                List.of(new Comment(" note ", 1, 1), new Comment(" second ", 4, 4)),
                comments.of("a.mdx", "{/* note */}\n\n本文\n{/* second */}\n本文 {/* not a whole line */}\n"));
    }

    @Test
    void aLoneCarriageReturnEndsALineAsItDoesForTheFindings() {
        assertEquals(
                List.of(new Comment(" a ", 2, 2), new Comment(" b\rc ", 4, 5)),
                comments.of("a.md", "本文\r<!-- a -->\r\r<!-- b\rc -->\n"));
        assertEquals(
                List.of(new Comment(" note ", 2, 2), new Comment(" second ", 3, 3)),
                comments.of("a.mdx", "本文\r{/* note */}\r\n{/* second */}\r本文\n"));
    }

    @Test
    void anMdxCommentExpressionIsNoCommentInMarkdown() {
        assertEquals(List.of(), comments.of("a.md", "{/* note */}\n"));
    }

    @Test
    void nothingInCodeIsAComment() {
        assertEquals(List.of(), comments.of("a.md", "`<!-- x -->`\n\n```\n<!-- y -->\n```\n"));
    }

    @Test
    void aDocOverTheLimitsHasNoComments() {
        assertEquals(List.of(), comments.of("a.md", ">".repeat(101) + " <!-- a -->\n"));
    }
}
