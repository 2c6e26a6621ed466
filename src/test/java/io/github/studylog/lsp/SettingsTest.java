package io.github.studylog.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import io.github.studylog.message.Language;
import io.github.studylog.run.RunRequest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
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
    void thePomsPropertiesThenThePluginsConfigurationAreRead() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), """
                <project>
                  <properties>
                    <studylog.lang>en</studylog.lang>
                    <studylog.docs>docs</studylog.docs>
                    <content>教材</content>
                  </properties>
                  <build><plugins><plugin>
                    <artifactId>studylog-maven-plugin</artifactId>
                    <configuration>
                      <lang>ja</lang>
                      <reviews>${content}/reviews</reviews>
                      <sessions>${unknown}/sessions</sessions>
                      <linkComponents><c>Card:href</c><c>Figure:src:image</c></linkComponents>
                    </configuration>
                  </plugin></plugins></build>
                </project>
                """, StandardCharsets.UTF_8);
        assertEquals(
                Map.of(
                        "lang",
                        "ja",
                        "docs",
                        "docs",
                        "reviews",
                        "教材/reviews",
                        "linkComponents",
                        "Card:href,Figure:src:image"),
                Settings.ofPom(repo));
    }

    @Test
    void aPomWithADoctypeHasNoSettingsAndNothingIsPrinted() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE project [<!ENTITY lol "lol"><!ENTITY x SYSTEM "file:///etc/passwd">]>
                <project><properties><studylog.lang>&x;</studylog.lang></properties></project>
                """, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertEquals(Map.of(), Settings.ofPom(repo));
        } finally {
            System.setErr(err);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void noPomHasNoSettings() {
        assertEquals(Map.of(), Settings.ofPom(repo));
    }

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
    void theRequestHasTheLayoutTheLanguageAndNoEnvironment() {
        Settings s = Settings.none().with(Map.of("lang", "ja", "docs", "docs", "ruleDocsBase", "https://x.invalid/r"));
        RunRequest r = s.request(repo, repo.resolve("../out"), repo.resolve("../cache"), "1.0");
        assertEquals("docs", r.check().layout().docs());
        assertEquals(Language.JA, r.check().language());
        assertEquals(Map.of(), r.environment());
        assertEquals("https://x.invalid/r/", s.ruleDocsBase());
        assertEquals(Settings.RULE_DOCS_BASE, Settings.none().ruleDocsBase());
    }
}
