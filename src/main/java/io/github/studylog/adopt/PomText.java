package io.github.studylog.adopt;

import io.github.studylog.content.ContentLayout;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code pom.xml} {@code studylog:init} writes into a Node repo that has none: packaging {@code pom}, the plugin
 * at the running version with {@code check} bound to {@code verify}, and the content folders only where they differ
 * from the defaults. A comment at the top says what the file is for.
 */
public final class PomText {

    /** The plugin's own coordinates. */
    public static final String PLUGIN_GROUP_ID = "io.github.studylog";
    public static final String PLUGIN_ARTIFACT_ID = "studylog-maven-plugin";

    /** The pom text. */
    public String of(BuildCoordinates coordinates, String pluginVersion, ContentLayout layout) {
        StringBuilder pom = new StringBuilder();
        pom.append("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- The check of this study log, for Maven (written by studylog:init). The site is still built
                     with npm; this file only adds `mvn verify` (or ./mvnw verify), which runs studylog:check over
                     CHATGPT.md, the records, the docs and the diagrams and writes its reports to target/studylog.
                     It builds and publishes nothing: the coordinates below only name this build. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                """);
        pom.append("  <groupId>").append(xml(coordinates.groupId())).append("</groupId>\n");
        pom.append("  <artifactId>").append(xml(coordinates.artifactId())).append("</artifactId>\n");
        pom.append("""
                  <version>1</version>
                  <packaging>pom</packaging>

                  <build>
                    <plugins>
                      <plugin>
                """);
        pom.append("        <groupId>" + PLUGIN_GROUP_ID + "</groupId>\n");
        pom.append("        <artifactId>" + PLUGIN_ARTIFACT_ID + "</artifactId>\n");
        pom.append("        <version>").append(xml(pluginVersion)).append("</version>\n");
        Map<String, String> folders = differentFolders(layout);
        if (!folders.isEmpty()) {
            pom.append("        <configuration>\n");
            folders.forEach((name, value) -> pom.append("          <").append(name).append('>').append(xml(value))
                    .append("</").append(name).append(">\n"));
            pom.append("        </configuration>\n");
        }
        pom.append("""
                        <executions>
                          <execution>
                            <goals>
                              <goal>check</goal> <!-- runs in `mvn verify` -->
                            </goals>
                          </execution>
                        </executions>
                      </plugin>
                    </plugins>
                  </build>
                </project>
                """);
        return pom.toString();
    }

    /** The layout's folders that are not the defaults, by parameter name. */
    static Map<String, String> differentFolders(ContentLayout layout) {
        ContentLayout defaults = ContentLayout.defaults(layout.root());
        Map<String, String> out = new LinkedHashMap<>();
        put(out, "docs", layout.docs(), defaults.docs());
        put(out, "reviews", layout.reviews(), defaults.reviews());
        put(out, "sessions", layout.sessions(), defaults.sessions());
        put(out, "diagrams", layout.diagrams(), defaults.diagrams());
        put(out, "publicDiagrams", layout.publicDiagrams(), defaults.publicDiagrams());
        put(out, "instructions", layout.instructions(), defaults.instructions());
        return out;
    }

    private static void put(Map<String, String> out, String name, String value, String byDefault) {
        if (!value.equals(byDefault)) {
            out.put(name, value);
        }
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
