package io.github.studylog.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link AstroSite#read}: the literal shapes real astro.config files use, and what it could not read. */
class AstroSiteTest {

    @TempDir
    Path dir;

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void readsLocalesRedirectsAndTheValidatorsOptions() throws IOException {
        write("astro.config.mjs", """
                // @ts-check
                import { defineConfig } from 'astro/config';
                import starlight from '@astrojs/starlight';
                import starlightLinksValidator from 'starlight-links-validator';
                import starlightBlog from 'starlight-blog';
                import redirects from './redirects.js';

                /** @satisfies {import('@astrojs/starlight/types').StarlightUserConfig['locales']} */
                export const locales = {
                	root: { label: 'English', lang: 'en' },
                	ja: { label: '日本語', lang: 'ja' },
                	'zh-cn': { label: '简体中文', lang: 'zh-CN' },
                };
                const site = process.env.X || 'https://example.com/';

                export default defineConfig({
                	site,
                	base: '/docs',
                	trailingSlash: 'always',
                	redirects: { ...redirects, '/old/': '/guides/new/', '/obj': { status: 302, destination: '/x/' } },
                	integrations: [
                		starlight({
                			title: 'サイト',
                			locales,
                			plugins: process.env.CHECK_LINKS ? [starlightLinksValidator({
                				errorOnFallbackPages: false,
                				errorOnRelativeLinks: false,
                				exclude: ['/api/**', "/blog/**/*"],
                			}), starlightBlog()] : [],
                		}),
                	],
                });
                """);
        write("redirects.js", "// generated\nexport default {\n  '/a': '/b/',\n  \"/c\": `/d/`,\n};\n");
        write(
                "tsconfig.json",
                "{\n  // comment\n  \"compilerOptions\": { \"paths\": { \"@assets/*\": [\"src/assets/*\"], },"
                        + " },\n}\n");
        write("src/pages/rss.xml.ts", "export const GET = () => {};");
        write("src/pages/[lang]/changelog/[...slug].astro", "---\n---");
        write("src/pages/_hidden.astro", "");
        write("src/pages/index.astro", "");

        AstroSite site = AstroSite.read(dir, "src/content/docs");

        assertEquals("astro.config.mjs", site.configFile());
        assertEquals(Optional.of("/docs"), site.base());
        assertEquals(Optional.of("always"), site.trailingSlash());
        assertEquals(List.of("ja", "root", "zh-cn"), site.locales());
        assertEquals("root", site.defaultLocale());
        assertEquals(Map.of("/a", "/b/", "/c", "/d/", "/old/", "/guides/new/", "/obj", "/x/"), site.redirects());
        AstroSite.Validator validator = site.validator().orElseThrow();
        assertFalse(validator.errorOnFallbackPages());
        assertFalse(validator.errorOnRelativeLinks());
        assertTrue(validator.errorOnInvalidHashes());
        assertEquals(List.of("/api/**", "/blog/**/*"), validator.exclude());
        assertEquals(Map.of("@assets/", "src/assets"), site.aliases());
        assertEquals(List.of("", "[lang]/changelog/[...slug]", "rss.xml"), site.routes());
        assertEquals(List.of("starlight-blog"), site.packages());
        assertEquals(List.of(), site.unread());
    }

    @Test
    void namesWhatIsNotALiteral() throws IOException {
        write("astro.config.ts", """
                import { defineConfig } from 'astro/config';
                import starlight from '@astrojs/starlight';
                export default defineConfig({
                  base: getBase(),
                  redirects: await loadRedirects(),
                  integrations: [starlight({ title: 'x', defaultLocale: 'ja', locales: { ja: { label: '日本語' },
                    en: { label: 'English' } } })],
                });
                """);
        AstroSite site = AstroSite.read(dir, "src/content/docs");
        assertEquals(Optional.empty(), site.base());
        assertEquals(List.of("en", "ja"), site.locales());
        assertEquals("ja", site.defaultLocale());
        assertEquals(List.of("base: `getBase()`", "redirects: `await loadRedirects()`"), site.unread());
    }

    @Test
    void aSiteInASubfolderIsReadThere() throws IOException {
        write("docs/astro.config.mjs", "export default { base: '/b/' };");
        assertEquals(
                Optional.of("/b/"), AstroSite.read(dir, "docs/src/content/docs").base());
        assertEquals(AstroSite.none(), AstroSite.read(dir, "src/content/docs"));
    }
}
