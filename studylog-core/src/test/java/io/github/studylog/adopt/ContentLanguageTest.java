package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.message.Language;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentLanguageTest {

    @TempDir
    Path temp;

    private Language of(String review, String doc) throws IOException {
        Files.createDirectories(temp.resolve("reviews"));
        Files.createDirectories(temp.resolve("src/content/docs/web"));
        Files.writeString(temp.resolve("reviews/web-cache.yaml"), review);
        Files.writeString(temp.resolve("src/content/docs/web/cache.md"), doc);
        return ContentLanguage.of(ContentLayout.defaults(temp));
    }

    @Test
    void japaneseSentencesWithEnglishTermsAreJapanese() throws IOException {
        assertEquals(
                Language.JA,
                of(
                        "id: web-cache\ntitle: HTTPキャッシュ\nsummary: ETag と Cache-Control の違いを説明できた。\n",
                        "# HTTP caching\n\nETag が一致すれば 304 を返す。stale-while-revalidate も扱う。\n"));
    }

    @Test
    void englishTextQuotingAJapaneseWordIsEnglish() throws IOException {
        assertEquals(
                Language.EN,
                of(
                        "id: web-cache\ntitle: HTTP caching\nsummary: explained ETag and Cache-Control clearly\n",
                        "# HTTP caching\n\nThe word for cache is キャッシュ; an ETag match returns 304.\n"));
    }

    @Test
    void aRepositoryWithoutTextIsEnglish() {
        assertEquals(Language.EN, ContentLanguage.of(ContentLayout.defaults(temp)));
    }
}
