package io.github.studylog.prompt;

import io.github.studylog.sync.MarkdownSlots;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fills a session-prompt template ({@link MarkdownSlots}, as the drafts fill theirs): {@code {repo}} (the GitHub URL,
 * or a note that it is unknown), {@code {review}}, {@code {title}}, {@code {status}}, {@code {kind}},
 * {@code {files}} (one list item per file: the path, linked to its permalink when the repository is known, its
 * commit or {@code unknown} with why, and its role), {@code {needs_revisit}} (one item per section, with its reason)
 * and {@code {latest_session}}. Without a template block, the built-in Japanese default ({@code session-prompt.md}
 * beside this class).
 */
public final class PromptRenderer {

    private static final String DEFAULT = "session-prompt.md";

    private static final String UNCOMMITTED = "（最後のコミットの後に変更されたか、まだコミットされていません）";
    private static final String OUTSIDE_GIT = "（git の管理外です）";

    private final MarkdownSlots slots = new MarkdownSlots();

    /** What fills the slots of one review's prompt. */
    record Values(
            Optional<GithubRepo> repo,
            String review,
            String title,
            String status,
            String kind,
            List<PromptFile> files,
            boolean inGit,
            List<ReviewFacts.Revisit> needsRevisit,
            Optional<String> latestSession) {}

    /** The built-in template: the Japanese default that follows CHATGPT.md's principles ({@code init} proposes it). */
    public static String defaultTemplate() {
        try (InputStream in = PromptRenderer.class.getResourceAsStream(DEFAULT)) {
            if (in == null) {
                throw new IllegalStateException(DEFAULT + " is missing from the plugin");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String render(String template, Values v) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("repo", v.repo().map(GithubRepo::url).orElse("（GitHub の URL は分かりません）"));
        values.put("review", v.review());
        values.put("title", oneLine(v.title()));
        values.put("status", oneLine(v.status()));
        values.put("kind", v.kind());
        values.put("files", files(v));
        values.put("needs_revisit", needsRevisit(v.needsRevisit()));
        values.put("latest_session", v.latestSession().orElse("まだありません"));
        String text = slots.fill(template, values);
        return text.endsWith("\n") ? text : text + "\n";
    }

    private static String files(Values v) {
        StringBuilder out = new StringBuilder();
        for (PromptFile file : v.files()) {
            out.append("- ");
            if (file.commit().isPresent() && v.repo().isPresent()) {
                out.append("[`")
                        .append(file.path())
                        .append("`](")
                        .append(v.repo().get().permalink(file.commit().get(), file.path()))
                        .append(')');
            } else {
                out.append('`').append(file.path()).append('`');
            }
            out.append(" @ ")
                    .append(file.commit().orElse("unknown"))
                    .append(" — ")
                    .append(file.role().label());
            if (file.commit().isEmpty()) {
                out.append(v.inGit() ? UNCOMMITTED : OUTSIDE_GIT);
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String needsRevisit(List<ReviewFacts.Revisit> revisits) {
        if (revisits.isEmpty()) {
            return "- （記録されていません）\n";
        }
        StringBuilder out = new StringBuilder();
        for (ReviewFacts.Revisit r : revisits) {
            out.append("- ").append(oneLine(r.section()));
            r.reason()
                    .map(PromptRenderer::oneLine)
                    .filter(s -> !s.isBlank())
                    .ifPresent(reason -> out.append("：").append(reason));
            out.append('\n');
        }
        return out.toString();
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }
}
