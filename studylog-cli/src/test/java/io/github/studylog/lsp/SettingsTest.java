package io.github.studylog.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.message.Language;
import io.github.studylog.run.RunRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

    @TempDir
    Path repo;

    @Test
    void theClientsOptionsAreFlatNestedOrPrefixed() {
        assertEquals(Map.of("lang", "ja"), Settings.ofJson(JsonParser.parseString("{\"lang\":\"ja\"}")));
        assertEquals(
                Map.of("lang", "ja", "linkComponents", "Card:href,Tile:to"),
                Settings.ofJson(JsonParser.parseString(
                        "{\"studylog\":{\"lang\":\"ja\",\"linkComponents\":[\"Card:href\",\"Tile:to\"]}}")));
        assertEquals(Map.of("docs", "d"), Settings.ofJson(JsonParser.parseString("{\"studylog.docs\":\"d\"}")));
        assertEquals(Map.of(), Settings.ofJson(null));
    }

    @Test
    void theRequestHasTheLayoutTheLanguageTheRulePagesAndNoEnvironment() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), """
                <project><build><plugins><plugin>
                  <artifactId>studylog-maven-plugin</artifactId>
                  <configuration><reviews>records</reviews><docsUrl>https://x.invalid/r</docsUrl></configuration>
                </plugin></plugins></build></project>
                """, StandardCharsets.UTF_8);
        Settings s = Settings.none().with(Map.of("lang", "ja", "docs", "docs", "debounceMillis", "5"));
        StudylogConfig config = s.config(repo, repo.resolve("../out"), repo.resolve("../cache"));
        RunRequest r = Settings.request(config, "1.0");
        assertEquals("docs", r.check().layout().docs());
        assertEquals("records", r.check().layout().reviews(), "the pom, as mvn verify reads it");
        assertEquals(Language.JA, r.check().language());
        assertEquals(Map.of(), r.environment());
        assertEquals(
                "https://x.invalid/r/ja/rules/record-value.html",
                r.docs().page("record-value", Language.JA).orElseThrow());
        assertEquals(5, s.debounceMillis(), "the server's own setting is not the configuration's");
    }
}
