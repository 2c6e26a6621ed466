package io.github.studylog.adopt;

import io.github.studylog.content.ContentLayout;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code pom.xml} {@code studylog:init} writes into a Node repo that has none (the plugin's resource
 * {@code setup/pom.xml} filled in): packaging {@code pom}, the plugin at the running version with {@code check}
 * bound to {@code verify}, and the content folders only where they differ from the defaults. A comment at the top
 * says what the file is for.
 */
public final class PomText {

    /** The plugin's own coordinates. */
    public static final String PLUGIN_GROUP_ID = "io.github.studylog";

    public static final String PLUGIN_ARTIFACT_ID = "studylog-maven-plugin";

    /** The pom text. */
    public String of(BuildCoordinates coordinates, String pluginVersion, ContentLayout layout) {
        StringBuilder configuration = new StringBuilder();
        Map<String, String> folders = differentFolders(layout);
        if (!folders.isEmpty()) {
            configuration.append("        <configuration>\n");
            folders.forEach((name, value) -> configuration
                    .append("          <")
                    .append(name)
                    .append('>')
                    .append(xml(value))
                    .append("</")
                    .append(name)
                    .append(">\n"));
            configuration.append("        </configuration>\n");
        }
        return RepoSetup.resource("pom.xml")
                .replace("{groupId}", xml(coordinates.groupId()))
                .replace("{artifactId}", xml(coordinates.artifactId()))
                .replace("{pluginVersion}", xml(pluginVersion))
                .replace("{configuration}", configuration);
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
