package io.github.studylog.prompt;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A GitHub repository, read from a remote URL in its usual forms: {@code https://github.com/OWNER/REPO} (with or
 * without {@code .git} and a trailing slash, {@code http}, a {@code user@}), {@code git@github.com:OWNER/REPO(.git)}
 * and {@code ssh://git@github.com[:22]/OWNER/REPO(.git)}. Any other host is no GitHub repository: its files get no
 * permalink.
 *
 * @param owner the user or organisation
 * @param name  the repository, without {@code .git}
 */
public record GithubRepo(String owner, String name) {

    private static final String PART = "([A-Za-z0-9_.-]+)";
    private static final Pattern HTTPS =
            Pattern.compile("(?i:https?)://(?:[^@/]+@)?(?i:github\\.com)/" + PART + "/" + PART + "/?");
    private static final Pattern SCP =
            Pattern.compile("[A-Za-z0-9_.-]+@(?i:github\\.com):/?" + PART + "/" + PART + "/?");
    private static final Pattern SSH =
            Pattern.compile("(?i:ssh)://(?:[^@/]+@)?(?i:github\\.com)(?::[0-9]+)?/" + PART + "/" + PART + "/?");

    /** The repository a remote URL names, empty when it is no GitHub URL of a repository. */
    public static Optional<GithubRepo> parse(String url) {
        String text = url.strip();
        for (Pattern form : List.of(HTTPS, SCP, SSH)) {
            Matcher m = form.matcher(text);
            if (m.matches()) {
                String name = m.group(2).endsWith(".git")
                        ? m.group(2).substring(0, m.group(2).length() - 4)
                        : m.group(2);
                if (name.isEmpty()
                        || name.equals(".")
                        || name.equals("..")
                        || m.group(1).startsWith(".")) {
                    return Optional.empty();
                }
                return Optional.of(new GithubRepo(m.group(1), name));
            }
        }
        return Optional.empty();
    }

    /** {@code https://github.com/OWNER/REPO}. */
    public String url() {
        return "https://github.com/" + owner + "/" + name;
    }

    /** The permalink of a repo-relative file at a commit, each path segment percent-encoded. */
    public String permalink(String commit, String path) {
        List<String> segments = new ArrayList<>();
        for (String segment : path.split("/", -1)) {
            segments.add(URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return url() + "/blob/" + commit + "/" + String.join("/", segments);
    }
}
