package io.github.studylog.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.config.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The Mojos' parameters are the core's settings: every {@code studylog.*} property a goal takes is a {@link Setting},
 * its default in the generated plugin descriptor is the setting's (so {@code mvn studylog:help -Ddetail}, the goal
 * pages and the launcher cannot drift apart), and every setting is some goal's parameter. The plugin carries no
 * class of the launcher or its servers.
 */
class ParametersTest {

    private static final Path DESCRIPTOR = Path.of("target/classes/META-INF/maven/plugin.xml");
    private static final Pattern PROPERTY = Pattern.compile("\\$\\{(studylog\\.[^}]+)}");

    @Test
    void everyGoalsParameterIsASettingWithTheSettingsDefault() throws Exception {
        assertTrue(Files.isRegularFile(DESCRIPTOR), "the plugin descriptor is generated before the tests");
        Element plugin = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(DESCRIPTOR.toFile())
                .getDocumentElement();
        Map<String, String> mismatches = new TreeMap<>();
        Set<Setting> seen = EnumSet.noneOf(Setting.class);
        NodeList configurations = plugin.getElementsByTagName("configuration");
        for (int i = 0; i < configurations.getLength(); i++) {
            NodeList parameters = configurations.item(i).getChildNodes();
            for (int j = 0; j < parameters.getLength(); j++) {
                Node n = parameters.item(j);
                if (!(n instanceof Element parameter)) {
                    continue;
                }
                Matcher m = PROPERTY.matcher(parameter.getTextContent());
                if (!m.find()) {
                    continue;
                }
                String property = m.group(1);
                Setting setting = Setting.named(property)
                        .orElseThrow(() -> new AssertionError(property + " is no Setting of the core"));
                seen.add(setting);
                String declared =
                        parameter.getAttribute("default-value").replace("${project.build.directory}/", "target/");
                if (!declared.equals(setting.defaultValue())) {
                    mismatches.put(property, declared + " ≠ " + setting.defaultValue());
                }
            }
        }
        assertEquals(Map.of(), mismatches, "the goals' defaults are the core's");
        assertEquals(EnumSet.allOf(Setting.class), seen, "every setting is some goal's parameter");
    }

    @Test
    void thePluginCarriesNoServerLibrary() {
        for (String name : List.of(
                "org.eclipse.lsp4j.services.LanguageServer",
                "org.eclipse.lsp4j.jsonrpc.Launcher",
                "com.google.gson.Gson",
                "io.modelcontextprotocol.server.McpServer",
                "reactor.core.publisher.Mono",
                "io.github.studylog.cli.Main",
                "io.github.studylog.lsp.StudylogLanguageServer",
                "io.github.studylog.mcp.StudylogMcpServer")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(name), name);
        }
    }
}
