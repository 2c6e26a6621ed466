package io.github.studylog.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.message.Language;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigResolverTest {

    @TempDir
    Path repo;

    private static final String POM = """
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
                <executions><execution><configuration><failOnWarning>true</failOnWarning></configuration></execution></executions>
              </plugin></plugins></build>
            </project>
            """;

    @Test
    void thePomsPropertiesThenThePluginsConfigurationAreRead() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), POM, StandardCharsets.UTF_8);
        StudylogConfig c = ConfigResolver.resolve(repo, Overrides.none(), "en");
        assertEquals(Language.JA, c.language());
        assertEquals("pom.xml <configuration>", c.origin(Setting.LANG).source());
        assertEquals("docs", c.layout().docs());
        assertEquals("pom.xml <properties>", c.origin(Setting.DOCS).source());
        assertEquals("教材/reviews", c.layout().reviews());
        assertEquals(List.of("Card:href", "Figure:src:image"), c.list(Setting.LINK_COMPONENTS));
        assertTrue(c.flag(Setting.FAIL_ON_WARNING), "an execution's configuration is the plugin's too");
        // an expression the reader cannot know: the default, and said once
        assertEquals("sessions", c.layout().sessions());
        assertEquals(Origin.DEFAULT, c.origin(Setting.SESSIONS));
        assertEquals(List.of("studylog.sessions = ${unknown}/sessions (pom.xml <configuration>)"), c.unread());
    }

    @Test
    void theFrontEndsOverridesWinAndTheMavenPluginDoesNotReadThePomAgain() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), POM, StandardCharsets.UTF_8);
        Overrides given = Overrides.none().with("studylog.docs", "notes", "-Dstudylog.docs");
        StudylogConfig c = ConfigResolver.resolve(repo, given, "en");
        assertEquals("notes", c.layout().docs());
        assertEquals(Origin.frontEnd("-Dstudylog.docs"), c.origin(Setting.DOCS));
        assertEquals(Language.JA, c.language(), "what the front end does not give comes from the pom");

        StudylogConfig maven = ConfigResolver.resolve(repo, given.withoutPom(), "en");
        assertEquals(Language.EN, maven.language(), "without the pom: the JVM's language");
        assertEquals(Origin.DEFAULT, maven.origin(Setting.REVIEWS));
    }

    @Test
    void aPomWithADoctypeGivesNothingAndNothingIsPrinted() throws IOException {
        Files.writeString(repo.resolve("pom.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE project [<!ENTITY lol "lol"><!ENTITY x SYSTEM "file:///etc/passwd">]>
                <project><properties><studylog.lang>&x;</studylog.lang></properties></project>
                """, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        StudylogConfig c;
        try {
            c = ConfigResolver.resolve(repo, Overrides.none(), "ja");
        } finally {
            System.setErr(err);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        assertEquals(Language.JA, c.language());
        assertEquals(Origin.DEFAULT, c.origin(Setting.LANG));
        assertEquals(List.of("pom.xml (SAXParseException)"), c.unread());
    }

    @Test
    void noPomIsTheDefaults() {
        StudylogConfig c = ConfigResolver.resolve(repo, Overrides.none(), "en");
        for (Setting s : Setting.values()) {
            assertEquals(Origin.DEFAULT, c.origin(s), s.property());
            assertEquals(s.defaultValue(), c.text(s), s.property());
        }
        assertEquals(
                repo.toAbsolutePath().resolve("target/studylog"), c.layout().outputDir());
        assertEquals(repo.toAbsolutePath().resolve("studylog-baseline.json"), c.baseline());
    }

    @Test
    void theSitesBaseIsTakenWhenTheSettingIsLeftAtItsDefault() throws IOException {
        Files.writeString(
                repo.resolve("astro.config.mjs"),
                "export default { base: '/docs', integrations: [] };\n",
                StandardCharsets.UTF_8);
        assertEquals(
                "/docs/",
                ConfigResolver.resolve(repo, Overrides.none(), "en").links().base());
        Overrides given = Overrides.none().with(Setting.SITE_BASE, "/other/", "--arg");
        assertEquals(
                "/other/", ConfigResolver.resolve(repo, given, "en").links().base());
        Overrides unread = Overrides.none().with(Setting.LINKS_READ_SITE, "false", "--arg");
        assertEquals("/", ConfigResolver.resolve(repo, unread, "en").links().base());
    }

    @Test
    void aWrongValueNamesItsSetting() {
        StudylogConfig lang = ConfigResolver.resolve(repo, Overrides.none().with(Setting.LANG, "fr", "--lang"), "en");
        InvalidRequestException e = assertThrows(InvalidRequestException.class, lang::language);
        assertTrue(e.getMessage().startsWith("studylog.lang is `fr`"), e.getMessage());
        StudylogConfig days =
                ConfigResolver.resolve(repo, Overrides.none().with(Setting.DUE_SOON_DAYS, "soon", "-D"), "en");
        assertTrue(assertThrows(InvalidRequestException.class, days::due)
                .getMessage()
                .contains("studylog.dueSoonDays"));
        assertThrows(
                InvalidRequestException.class, () -> Overrides.none().with("studylog.nope", "x", "-Dstudylog.nope"));
    }

    @Test
    void everySettingIsNamedOnceAndDocumentedInBothLanguages() {
        for (Setting s : Setting.values()) {
            assertEquals(s, Setting.named(s.property()).orElseThrow());
            assertEquals(s, Setting.named(s.key()).orElseThrow());
            assertEquals("config.setting." + s.key(), s.documentation());
            for (Language l : Language.values()) {
                String text = io.github.studylog.message.Messages.of(l).text(s.documentation());
                assertTrue(!text.isBlank() && !text.equals(s.documentation()), l + " " + s.documentation());
            }
        }
    }
}
