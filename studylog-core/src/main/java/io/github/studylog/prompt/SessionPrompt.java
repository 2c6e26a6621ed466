package io.github.studylog.prompt;

import java.util.List;

/**
 * The session-start prompt of one review.
 *
 * @param reviewId the review
 * @param files    what it lists, in its order
 * @param text     the prompt, ending with a line break
 */
public record SessionPrompt(String reviewId, List<PromptFile> files, String text) {

    public SessionPrompt {
        files = List.copyOf(files);
    }

    /** Where it is written under the output folder: {@code prompts/<review-id>.md}. */
    public String outputPath() {
        return "prompts/" + reviewId + ".md";
    }
}
