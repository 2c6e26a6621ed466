package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code .gitignore} rules matched as git matches them, for generated docs. */
class GitIgnoreTest {

    private static Optional<String> ignoring(String path, String... files) {
        List<GitIgnore.Rule> rules = new ArrayList<>();
        for (int i = 0; i < files.length; i += 2) {
            rules.addAll(GitIgnore.parse(files[i], files[i + 1]));
        }
        return new GitIgnore(rules).ignoring(path).map(r -> r.source() + " " + r.text());
    }

    @Test
    void aNameWithoutSlashMatchesAtAnyDepthBelowItsFolder() {
        String[] file = {"docs/.gitignore", "# 生成\n*.gen.md\n"};
        assertEquals(Optional.of("docs/.gitignore:2 *.gen.md"), ignoring("docs/a/b/x.gen.md", file));
        assertEquals(Optional.empty(), ignoring("other/x.gen.md", file));
        assertEquals(Optional.empty(), ignoring("docs/a/x.md", file));
    }

    @Test
    void aRuleWithASlashIsAnchoredAndAFolderRuleCoversItsFiles() {
        String[] file = {".gitignore", "/src/content/docs/api\nreference/plugins/\n"};
        assertEquals(Optional.of(".gitignore:1 /src/content/docs/api"), ignoring("src/content/docs/api/x.md", file));
        assertEquals(Optional.empty(), ignoring("x/src/content/docs/api/x.md", file));
        // a slash in the middle anchors too
        assertEquals(Optional.of(".gitignore:2 reference/plugins/"), ignoring("reference/plugins/eslint.md", file));
        assertEquals(Optional.empty(), ignoring("a/reference/plugins/eslint.md", file));
        // a folder-only rule does not match a file of that name
        assertEquals(Optional.empty(), ignoring("reference/plugins", file));
    }

    @Test
    void theLastMatchingRuleDecidesAndANegationReincludes() {
        String[] file = {"ref/.gitignore", "javascript/*\n!javascript/index.mdx\n**/tmp-*.md\n"};
        assertEquals(Optional.empty(), ignoring("ref/javascript/index.mdx", file));
        assertEquals(Optional.of("ref/.gitignore:1 javascript/*"), ignoring("ref/javascript/api/core.md", file));
        assertEquals(Optional.of("ref/.gitignore:3 **/tmp-*.md"), ignoring("ref/a/b/tmp-1.md", file));
    }
}
