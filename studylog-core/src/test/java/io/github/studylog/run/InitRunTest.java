package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.adopt.SetupRequest;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code studylog:init} in a Node repo without a pom, apart from Maven: the dry run, the write, the rerun. */
class InitRunTest {

    @TempDir
    Path dir;

    private static final SetupRequest NO_POM = new SetupRequest(false, "0.9.0", SetupRequest.Ci.GITHUB);

    private TestRepo astroRepo() throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("web-notes"));
        try (InputStream in = getClass().getResourceAsStream("/repos/adopt-CHATGPT.md")) {
            repo.write("CHATGPT.md", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        repo.write("package.json", "{\"name\": \"web-notes\", \"scripts\": {\"build\": \"astro build\"}}\n");
        repo.write(".gitignore", "node_modules/\ndist/\n");
        return repo;
    }

    private static List<String> run(TestRepo repo, boolean write, SetupRequest setup) {
        ListLog log = new ListLog();
        new InitRun().run(ContentLayout.defaults(repo.root()), write, ConsoleFormat.PLAIN, setup, log);
        return log.lines();
    }

    @Test
    void dryRunListsEveryFileWithItsReasonAndWritesNothing() throws IOException {
        TestRepo repo = astroRepo();
        String chatgpt = repo.read("CHATGPT.md");
        String lines = String.join("\n", run(repo, false, NO_POM));
        for (String line : List.of(
                "I studylog init: this repo has no Maven build; the files it needs to run the check:",
                "I   create pom.xml: the Maven build of the check: `mvn verify` runs studylog:check (coordinates "
                        + "from the package.json name `web-notes`)",
                "I   create .mvn/jvm.config: `-XX:TieredStopAtLevel=1`",
                "I   append to .gitignore: Maven writes the reports and caches to target/",
                "I   create .github/workflows/studylog.yml: the pre-merge gate",
                "I   create .github/workflows/session-sync.yml: an issue labelled `session-sync`",
                "I +++ b/pom.xml",
                "I +        <version>0.9.0</version>",
                "I +target/",
                "I studylog init: nothing was written. Read the diff; to apply it run `mvn "
                        + "io.github.studylog:studylog-maven-plugin:0.9.0:init -Dstudylog.ci=github "
                        + "-Dstudylog.write=true`, then `mvn verify`",
                "I   `mvn wrapper:wrapper -Dmaven=3.9.16` adds ./mvnw",
                "I   `gh label create session-sync --color 0E8A16")) {
            assertTrue(lines.lines().anyMatch(l -> l.startsWith(line)), () -> "missing `" + line + "` in\n" + lines);
        }
        assertFalse(lines.contains("studylog:init -Dstudylog.write"), "no prefix without a pom:\n" + lines);
        assertEquals(chatgpt, repo.read("CHATGPT.md"));
        for (String path : List.of("pom.xml", ".mvn", ".github")) {
            assertFalse(Files.exists(repo.root().resolve(path)), path);
        }
        assertEquals("node_modules/\ndist/\n", repo.read(".gitignore"));
    }

    @Test
    void writeCreatesTheFilesAndARerunKeepsThem() throws IOException {
        TestRepo repo = astroRepo();
        List<String> first = run(repo, true, NO_POM);
        assertTrue(
                first.contains("I studylog init: wrote pom.xml, .mvn/jvm.config, .gitignore, "
                        + ".github/workflows/studylog.yml, .github/workflows/session-sync.yml"),
                String.join("\n", first));
        assertTrue(repo.read("pom.xml").contains("<artifactId>web-notes</artifactId>"));
        assertEquals("-XX:TieredStopAtLevel=1\n", repo.read(".mvn/jvm.config"));
        assertTrue(repo.read(".gitignore").startsWith("node_modules/\ndist/\n#"));
        assertTrue(repo.read(".github/workflows/studylog.yml").contains("\n  STUDYLOG_VERSION: 0.9.0\n"));
        assertTrue(repo.read("CHATGPT.md").contains("```yaml template=review"));

        // the rerun finds the pom it wrote: only the workflows asked for are looked at, and they are kept
        String pom = repo.read("pom.xml");
        List<String> again = run(repo, true, new SetupRequest(true, "0.9.0", SetupRequest.Ci.GITHUB));
        assertEquals(
                List.of(
                        "I studylog init: CHATGPT.md already has its templates (`template=review`, "
                                + "`template=session`, `template=session-sync`): nothing to do",
                        "I ",
                        "I studylog init: the CI files (studylog.ci=github):",
                        "I   keep .github/workflows/studylog.yml: exists; left as it is",
                        "I   keep .github/workflows/session-sync.yml: exists; left as it is"),
                again);
        assertEquals(pom, repo.read("pom.xml"));
    }

    @Test
    void aRepoWithAPomGetsOnlyTheTemplates() throws IOException {
        TestRepo repo = astroRepo();
        repo.write("pom.xml", "<project/>\n");
        List<String> lines = run(repo, true, new SetupRequest(true, "0.9.0", SetupRequest.Ci.NONE));
        assertFalse(
                lines.stream().anyMatch(l -> l.contains("Maven build") || l.contains("Next steps")),
                String.join("\n", lines));
        assertTrue(
                lines.contains(
                        "I studylog init: wrote CHATGPT.md; run `mvn verify` to check every record against " + "it"),
                String.join("\n", lines));
        assertEquals("<project/>\n", repo.read("pom.xml"));
        assertFalse(Files.exists(repo.root().resolve(".mvn")));
        assertEquals("node_modules/\ndist/\n", repo.read(".gitignore"));
    }

    @Test
    void aJapaneseDryRunExplainsEveryFileInJapanese() throws IOException {
        TestRepo repo = astroRepo();
        ListLog log = new ListLog();
        new InitRun().run(ContentLayout.defaults(repo.root()), false, ConsoleFormat.PLAIN, NO_POM, Language.JA, log);
        List<String> lines = log.lines();
        for (String line : List.of(
                "I studylog init: このリポジトリには Maven のビルドがありません。チェックの実行に必要なファイル:",
                "I   作成 pom.xml: チェックの Maven ビルドです。`mvn verify` で studylog:check を実行します"
                        + "（座標は package.json の name `web-notes` から）",
                "I   追記 .gitignore: Maven はレポートとキャッシュを target/ に書き込みます。git で追跡しないでください",
                "I 次の手順:")) {
            assertTrue(lines.contains(line), () -> "missing `" + line + "` in\n" + String.join("\n", lines));
        }
    }
}
