package io.github.studylog.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check} and {@code config} of the launcher, in process: the verdict's exit codes and the configuration. */
class RunCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(
                List.of(args),
                new ByteArrayInputStream(new byte[0]),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aCleanRepoPassesAndItsReportsAreWritten() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        assertEquals(0, run("check", "--repo", repo.root().toString(), "--lang", "en"), out() + err());
        assertTrue(out().contains("0 errors, 0 warnings"), out());
        assertTrue(Files.isRegularFile(repo.root().resolve("target/studylog/report.json")));
        assertTrue(Files.isRegularFile(repo.root().resolve("target/studylog/report.sarif")));
    }

    @Test
    void anErrorFailsWithOneAndItsLineAndTheVerdictAreOnStandardOutput() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"))
                .replace("sessions/2026-10-03-web-cache-02.yaml", "outcome: hinted", "outcome: たぶん");
        assertEquals(1, run("check", "--repo", repo.root().toString(), "-Dstudylog.lang=en"));
        List<String> findings = new ArrayList<>();
        out().lines().filter(l -> l.contains(": error [")).forEach(findings::add);
        assertTrue(
                findings.stream()
                        .anyMatch(l -> l.startsWith("sessions/2026-10-03-web-cache-02.yaml:")
                                && l.contains("error [record-value]")),
                out());
        assertTrue(out().contains("studylog found"), "the verdict's sentence, as Maven's failure says it: " + out());
        assertEquals("", err());
    }

    @Test
    void aUsageOrConfigurationProblemIsTwoOnStandardError() {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        assertEquals(2, run("check", "--repo", repo.root().toString(), "--lang", "fr"));
        assertTrue(err().contains("studylog check: studylog.lang is `fr`"), err());
        assertEquals(2, run("check", "--repo", repo.root().toString(), "-Dstudylog.nope=1"));
        assertTrue(err().contains("`studylog.nope` names no studylog setting"), err());
        assertEquals(2, run("check", "--repo", dir.resolve("missing").toString()));
        assertEquals(2, run("check", "--what"));
        assertTrue(err().contains("unknown argument `--what`"), err());
        assertFalse(Files.exists(repo.root().resolve("target")), "nothing was run");
    }

    @Test
    void configSaysWhereEachSettingCameFrom() throws Exception {
        TestRepo repo = TestRepo.clean(dir.resolve("repo")).write("pom.xml", """
                <project><build><plugins><plugin>
                  <artifactId>studylog-maven-plugin</artifactId>
                  <configuration><reviews>reviews</reviews><lang>ja</lang></configuration>
                </plugin></plugins></build></project>
                """);
        assertEquals(0, run("config", "--repo", repo.root().toString(), "-Dstudylog.docs=src/content/docs"));
        String shown = out();
        assertTrue(shown.contains("studylog.reviews = reviews    # pom.xml <configuration>"), shown);
        assertTrue(shown.contains("studylog.docs = src/content/docs    # -Dstudylog.docs"), shown);
        assertTrue(shown.contains("studylog.sessions = sessions    # 既定値"), "in the pom's language: " + shown);
    }

    @Test
    void configShowsWhatItReadOfTheSite() throws Exception {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"))
                .write("astro.config.mjs", """
                        import { defineConfig } from 'astro/config';
                        import starlight from '@astrojs/starlight';
                        import starlightLinksValidator from 'starlight-links-validator';
                        import remarkMath from 'remark-math';
                        export default defineConfig({
                          markdown: { remarkPlugins: [remarkMath] },
                          integrations: [starlight({
                            title: '学習ログ',
                            plugins: [starlightLinksValidator({ errorOnInvalidHashes: false,
                              components: [['Card', 'href']] })],
                          })],
                        });
                        """)
                .write("src/pages/docs/[...slug].astro", """
                        ---
                        export async function getStaticPaths() {
                          return [{ params: { slug: 'はじめに' } }, { params: { slug: '使い方' } }];
                        }
                        ---
                        <p>ページ</p>
                        """);
        assertEquals(0, run("config", "--repo", repo.root().toString()));
        String shown = out();
        assertTrue(
                shown.contains("dynamic route docs/[...slug] = 2 listed paths    # src/pages/docs/[...slug].astro"),
                shown);
        assertTrue(shown.contains("validator: errorOnFallbackPages = false, errorOnInvalidHashes = false,"), shown);
        assertTrue(shown.contains("validator: components = Card:href"), shown);
        assertTrue(shown.contains("Markdown pipeline = markdown.remarkPlugins"), shown);
    }
}
