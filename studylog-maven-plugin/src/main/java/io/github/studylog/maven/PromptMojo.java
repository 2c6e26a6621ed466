package io.github.studylog.maven;

import io.github.studylog.check.Part;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.PromptRun;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * The way in: the session-start prompt of a review, printed ready to copy and written to
 * {@code target/studylog/prompts/<review-id>.md} (every review's when {@code studylog.review} is not set). It lists
 * each file the session reads exactly once — CHATGPT.md, AGENTS.md when present and any path the template names;
 * the review's doc; every repo file that doc links or shows (hand-drawn SVGs, the JSON source of each
 * {@code /diagrams/<topic>/<name>.html} page, other docs); the review; its sessions newest first — each pinned to
 * the commit that last changed it, as a {@code https://github.com/OWNER/REPO/blob/<sha>/<path>} permalink when the
 * repository is known, or marked {@code unknown} when it changed since that commit or is not in git. The text is the
 * {@code template=session-prompt} block of CHATGPT.md ({@code session-prompt-<kind>} for {@code studylog.kind}), or a
 * built-in Japanese default that asks for what CHATGPT.md's principles say.
 *
 * <p>Example: {@code mvn -q studylog:prompt -Dstudylog.review=architecture-queues} prints only the prompt. The
 * records are read by the records pass (its findings are {@code mvn verify}'s business; the prompt is written from
 * what loaded); {@code studylog.incremental} does not apply. No default phase: run it by hand.
 *
 * @since 0.1.0
 */
@Mojo(name = "prompt", threadSafe = true, requiresProject = true)
public class PromptMojo extends AbstractCheckingMojo {

    /** The review whose session prompt to write (its id, the file name without {@code .yaml}); every review's when
     * not set; {@code next}: the most overdue review on {@code studylog.today} (its {@code last_reviewed} plus the
     * interval of its status). An unknown id fails the build and lists the reviews. */
    @Parameter(property = "studylog.review")
    protected @Nullable String review;

    /** The session kind: {@code learn} (the default), {@code interview} or {@code drill}; a
     * {@code template=session-prompt-<kind>} block of CHATGPT.md is used for it when present (and adds its kind). */
    @Parameter(property = "studylog.kind")
    protected @Nullable String kind;

    /** The repository's GitHub URL for the permalinks ({@code https://github.com/OWNER/REPO}); by default the
     * {@code origin} remote in any usual form ({@code https://github.com/o/r(.git)}, {@code git@github.com:o/r(.git)},
     * {@code ssh://git@github.com/o/r.git}). Without either, the files are listed with their commits only. */
    @Parameter(property = "studylog.repoUrl")
    protected @Nullable String repoUrl;

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS);
    }

    @Override
    protected void runGoal() throws MojoExecutionException, MojoFailureException {
        StudylogConfig c = config();
        ConsoleFormat console = consoleFormat();
        Core.call(() -> new PromptRun().run(PromptRun.Request.of(c, version(), console), runLog()));
    }
}
