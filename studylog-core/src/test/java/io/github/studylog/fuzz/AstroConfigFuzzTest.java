package io.github.studylog.fuzz;

import static io.github.studylog.fuzz.FuzzContract.assertValidUnicode;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.studylog.docs.AstroSite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The site's configuration ({@code astro.config.mjs} and the modules it imports): the input is the config and
 * also {@code ./site.mjs}, which the config may import (and which may import the config back),
 * {@code tsconfig.json}, {@code package.json}, the content config and a dynamic route's page, read by
 * {@link AstroSite#read} as every front end reads it. It never throws, ends within the timeout, and names what it
 * could not read in valid text.
 */
class AstroConfigFuzzTest {

    @TempDir
    static Path dir;

    static Path repo;

    @BeforeAll
    static void site() throws IOException {
        repo = dir.resolve("site");
        Files.createDirectories(repo.resolve("src/content/docs"));
        Files.createDirectories(repo.resolve("src/pages/docs"));
        Files.writeString(repo.resolve("src/content/docs/index.md"), "---\ntitle: 入口\n---\n");
    }

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void astroConfig(byte[] input) {
        FuzzContract.write(repo.resolve("astro.config.mjs"), input);
        FuzzContract.write(repo.resolve("site.mjs"), input);
        FuzzContract.write(repo.resolve("tsconfig.json"), input);
        FuzzContract.write(repo.resolve("package.json"), input);
        FuzzContract.write(repo.resolve("src/content.config.ts"), input);
        FuzzContract.write(repo.resolve("src/pages/docs/[...slug].astro"), input);
        AstroSite site = AstroSite.read(repo, "src/content/docs");
        site.unread().forEach(FuzzContract::assertValidUnicode);
        site.redirects().forEach((from, to) -> {
            assertValidUnicode(from);
            assertValidUnicode(to);
        });
        site.locales().forEach(FuzzContract::assertValidUnicode);
        assertTrue(site.configFile().isEmpty() || site.configFile().equals("astro.config.mjs"), site.configFile());
    }
}
