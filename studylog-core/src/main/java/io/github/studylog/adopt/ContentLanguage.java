package io.github.studylog.adopt;

import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.RepoPaths;
import io.github.studylog.content.TextFile;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Language;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The language a content repository is written in, from its own text: the reviews, the sessions and the docs. Japanese
 * when at least a fifth of their letters are kana or kanji (a Japanese study log quotes English terms — Outbox,
 * visibility timeout — but its sentences are Japanese; an English one may quote a Japanese word, never a fifth of its
 * letters), else English; English when the repository holds no letters. A bounded sample: the first
 * {@value #MAX_FILES} files of each folder by name, the first {@value #MAX_CHARS} characters of each.
 */
public final class ContentLanguage {

    static final int MAX_FILES = 50;
    static final int MAX_CHARS = 20_000;

    private ContentLanguage() {}

    /** The repository's language. */
    public static Language of(ContentLayout layout) {
        ContentFiles files = new ContentFiles(new RepoPaths(layout.root()));
        long japanese = 0;
        long letters = 0;
        for (String folder : List.of(layout.reviews(), layout.sessions(), layout.docs())) {
            for (String path : sample(layout.root(), folder)) {
                String text =
                        files.read(path, new FindingSink()).map(TextFile::text).orElse("");
                String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
                for (int i = 0; i < head.length(); ) {
                    int cp = head.codePointAt(i);
                    i += Character.charCount(cp);
                    if (isJapanese(cp)) {
                        japanese++;
                        letters++;
                    } else if (Character.isLetter(cp)) {
                        letters++;
                    }
                }
            }
        }
        return letters > 0 && japanese * 5 >= letters ? Language.JA : Language.EN;
    }

    /** Hiragana, katakana (with the half-width forms) or a CJK ideograph. */
    static boolean isJapanese(int cp) {
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        return script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA
                || script == Character.UnicodeScript.HAN;
    }

    /** The repo-relative paths of the first text files of a folder (walked to a small depth, links not followed). */
    private static List<String> sample(Path root, String folder) {
        Path dir = root.resolve(folder);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir, 4)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> p.endsWith(".yaml") || p.endsWith(".yml") || p.endsWith(".md") || p.endsWith(".mdx"))
                    .sorted()
                    .limit(MAX_FILES)
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }
}
