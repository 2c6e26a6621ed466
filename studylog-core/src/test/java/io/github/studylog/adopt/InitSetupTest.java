package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.adopt.SetupFile.Action;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.InvalidRequestException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The files {@code studylog:init} proposes for a repo without a Maven build ({@link RepoSetup}), and writing them. */
class InitSetupTest {

    @TempDir
    Path dir;

    private static final SetupRequest NO_POM = new SetupRequest(false, "1.2.3", SetupRequest.Ci.NONE);

    private Path repo(String folder) throws IOException {
        return Files.createDirectories(dir.resolve(folder));
    }

    private static Map<String, SetupFile> plan(Path root, SetupRequest request) {
        return plan(ContentLayout.defaults(root), request);
    }

    private static Map<String, SetupFile> plan(ContentLayout layout, SetupRequest request) {
        return new RepoSetup()
                .plan(layout, request).stream()
                        .collect(Collectors.toMap(SetupFile::path, f -> f, (a, b) -> a, java.util.LinkedHashMap::new));
    }

    private static Document xml(String text) throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static String element(Document pom, String name) {
        return pom.getDocumentElement().getElementsByTagName(name).item(0).getTextContent();
    }

    @Test
    void withoutAPomItProposesThePomJvmConfigAndGitignore() throws IOException {
        Map<String, SetupFile> files = plan(repo("web-notes"), NO_POM);
        assertEquals(List.of("pom.xml", ".mvn/jvm.config", ".gitignore"), List.copyOf(files.keySet()));
        files.values().forEach(f -> assertEquals(Action.CREATE, f.action(), f.path()));
        files.values().forEach(f -> assertFalse(f.reason().english().isBlank(), f.path()));
        assertEquals("-XX:TieredStopAtLevel=1\n", files.get(".mvn/jvm.config").after());
        assertEquals(
                "# Maven's output (studylog's reports and caches)\ntarget/\n",
                files.get(".gitignore").after());
    }

    @Test
    void pomFromTheFolderName() throws Exception {
        SetupFile pom = plan(repo("My Study Log 2026"), NO_POM).get("pom.xml");
        assertTrue(
                pom.reason().english().contains("folder name `My Study Log 2026`"),
                pom.reason().english());
        Document doc = xml(pom.after());
        assertEquals(
                "my-study-log-2026",
                doc.getDocumentElement().getElementsByTagName("groupId").item(0).getTextContent());
        assertEquals(
                "my-study-log-2026",
                doc.getDocumentElement()
                        .getElementsByTagName("artifactId")
                        .item(0)
                        .getTextContent());
        assertEquals("pom", element(doc, "packaging"));
        assertTrue(pom.after().contains("""
                      <plugin>
                        <groupId>io.github.studylog</groupId>
                        <artifactId>studylog-maven-plugin</artifactId>
                        <version>1.2.3</version>
                        <executions>
                          <execution>
                            <goals>
                              <goal>check</goal> <!-- runs in `mvn verify` -->
                """), pom.after());
        assertFalse(pom.after().contains("<configuration>"), "the default folders are not repeated");
        assertTrue(pom.after().contains("The site is still built\n     with npm"), "says what it is for");
        assertTrue(pom.after().lines().count() < 40, "small: " + pom.after());
    }

    @Test
    void pomFromThePackageJsonName() throws Exception {
        Path root = repo("checkout");
        Files.writeString(root.resolve("package.json"), "{\"name\": \"@tanaka/web-study\", \"type\": \"module\"}");
        SetupFile pom = plan(root, NO_POM).get("pom.xml");
        Document doc = xml(pom.after());
        assertEquals(
                "tanaka",
                doc.getDocumentElement().getElementsByTagName("groupId").item(0).getTextContent());
        assertEquals(
                "web-study",
                doc.getDocumentElement()
                        .getElementsByTagName("artifactId")
                        .item(0)
                        .getTextContent());
        assertTrue(
                pom.reason().english().contains("package.json name `@tanaka/web-study`"),
                pom.reason().english());

        Files.writeString(root.resolve("package.json"), "{\"name\": \"tech2026-content\"}");
        doc = xml(plan(root, NO_POM).get("pom.xml").after());
        assertEquals(
                "tech2026-content",
                doc.getDocumentElement().getElementsByTagName("groupId").item(0).getTextContent());
    }

    @Test
    void aBrokenOrNamelessPackageJsonFallsBackToTheFolder() throws IOException {
        Path root = repo("notes");
        for (String json :
                List.of("{\"name\": ", "{\"version\": \"1.0.0\"}", "{\"name\": 3}", "[]", "{\"name\": \" \"}")) {
            Files.writeString(root.resolve("package.json"), json);
            SetupFile pom = plan(root, NO_POM).get("pom.xml");
            assertTrue(
                    pom.reason().english().contains("folder name `notes`"),
                    json + ": " + pom.reason().english());
            assertTrue(pom.after().contains("<artifactId>notes</artifactId>"), json);
        }
    }

    @Test
    void mavenIds() {
        assertEquals("study-log", BuildCoordinates.mavenId("勉強ノート"));
        assertEquals("a.b_c-d", BuildCoordinates.mavenId("-A.b_c  d."));
        assertEquals("x-y", BuildCoordinates.mavenId("x<&>y"));
    }

    @Test
    void contentFoldersOnlyWhenTheyDifferFromTheDefaults() throws Exception {
        Path root = repo("site");
        ContentLayout layout = new ContentLayout(
                root,
                "src/content/docs/ja",
                "reviews",
                "notes/sessions",
                "diagrams",
                "public/diagrams",
                "CHATGPT.md",
                root.resolve("target/studylog"));
        String pom = plan(layout, NO_POM).get("pom.xml").after();
        assertTrue(pom.contains("""
                        <configuration>
                          <docs>src/content/docs/ja</docs>
                          <sessions>notes/sessions</sessions>
                        </configuration>
                """), pom);
        xml(pom);
    }

    @Test
    void gitignoreIsAppendedToWithoutItsLastNewline() throws IOException {
        Path root = repo("r");
        Files.writeString(root.resolve(".gitignore"), "node_modules/\ndist/");
        SetupFile file = plan(root, NO_POM).get(".gitignore");
        assertEquals(Action.APPEND, file.action());
        assertEquals("node_modules/\ndist/\n# Maven's output (studylog's reports and caches)\ntarget/\n", file.after());
    }

    @Test
    void gitignoreThatIgnoresTargetIsKept() throws IOException {
        Path root = repo("r");
        for (String line : List.of("target/", "/target", "target", "**/target/", "  /target/  ", "target/**")) {
            Files.writeString(root.resolve(".gitignore"), "node_modules/\n" + line + "\r\n.astro/\n");
            SetupFile file = plan(root, NO_POM).get(".gitignore");
            assertEquals(Action.KEEP, file.action(), line);
            assertFalse(file.changes(), line);
        }
        for (String line : List.of("# target/", "src/target/", "targets/", "!target/")) {
            Files.writeString(root.resolve(".gitignore"), line + "\n");
            assertEquals(Action.APPEND, plan(root, NO_POM).get(".gitignore").action(), line);
        }
    }

    @Test
    void existingFilesAreKeptNeverReplaced() throws IOException {
        Path root = repo("r");
        Files.createDirectories(root.resolve(".mvn"));
        Files.writeString(root.resolve(".mvn/jvm.config"), "-Xmx1g\n");
        Files.createDirectories(root.resolve(".github/workflows"));
        Files.writeString(root.resolve(".github/workflows/studylog.yml"), "mine\n");
        Map<String, SetupFile> files = plan(root, new SetupRequest(false, "1", SetupRequest.Ci.GITHUB));
        assertEquals(Action.KEEP, files.get(".mvn/jvm.config").action());
        assertEquals(Action.KEEP, files.get(".github/workflows/studylog.yml").action());
        assertEquals(
                Action.CREATE, files.get(".github/workflows/session-sync.yml").action());

        List<String> written = new SetupWriter().write(root, List.copyOf(files.values()));
        assertEquals(List.of("pom.xml", ".gitignore", ".github/workflows/session-sync.yml"), written);
        assertEquals("-Xmx1g\n", Files.readString(root.resolve(".mvn/jvm.config")));
        assertEquals("mine\n", Files.readString(root.resolve(".github/workflows/studylog.yml")));
    }

    @Test
    void aFileThatAppearedAfterThePlanIsNotReplaced() throws IOException {
        Path root = repo("r");
        List<SetupFile> files = new RepoSetup().plan(ContentLayout.defaults(root), NO_POM);
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        IOException e = assertThrows(IOException.class, () -> new SetupWriter().write(root, files));
        assertTrue(e.getMessage().contains("pom.xml appeared since init looked"), e.getMessage());
        assertEquals("<project/>\n", Files.readString(root.resolve("pom.xml")));
    }

    @Test
    void aGitignoreChangedAfterThePlanIsNotReplaced() throws IOException {
        Path root = repo("r");
        Files.writeString(root.resolve(".gitignore"), "dist/\n");
        List<SetupFile> files = new RepoSetup()
                .plan(ContentLayout.defaults(root), NO_POM).stream()
                        .filter(f -> f.path().equals(".gitignore"))
                        .toList();
        Files.writeString(root.resolve(".gitignore"), "dist/\nnode_modules/\n");
        assertThrows(IOException.class, () -> new SetupWriter().write(root, files));
        assertEquals("dist/\nnode_modules/\n", Files.readString(root.resolve(".gitignore")));
    }

    @Test
    void aRepoWithAPomIsLeftAlone() throws IOException {
        Path root = repo("r");
        assertEquals(Map.of(), plan(root, new SetupRequest(true, "1", SetupRequest.Ci.NONE)));
        assertEquals(
                List.of(".github/workflows/studylog.yml", ".github/workflows/session-sync.yml"),
                List.copyOf(plan(root, new SetupRequest(true, "1", SetupRequest.Ci.GITHUB))
                        .keySet()),
                "only the workflows asked for");
    }

    @Test
    void theWorkflowsNameTheRunningVersion() {
        for (String name : RepoSetup.WORKFLOWS) {
            String bundled = RepoSetup.resource(name);
            String written = RepoSetup.workflow(name, "2.0.0-SNAPSHOT");
            assertTrue(written.contains("\n  STUDYLOG_VERSION: 2.0.0-SNAPSHOT\n"), name);
            assertEquals(
                    bundled.replaceFirst("\n  STUDYLOG_VERSION: [^\n]*\n", "\n  STUDYLOG_VERSION: 2.0.0-SNAPSHOT\n"),
                    written,
                    name + ": only the version line differs");
        }
    }

    /** One source: the example's workflows and jvm.config are copies of the files init writes. */
    @Test
    void theExampleHoldsCopiesOfTheBundledFiles() throws IOException {
        for (String name : RepoSetup.WORKFLOWS) {
            assertEquals(
                    RepoSetup.resource(name),
                    Files.readString(Path.of("../src/example/.github/workflows", name)),
                    "src/example/.github/workflows/" + name + " differs from src/main/resources" + RepoSetup.RESOURCES
                            + name + ": edit the resource and copy it");
        }
        assertEquals(RepoSetup.resource("jvm.config"), Files.readString(Path.of("../src/example/.mvn/jvm.config")));
    }

    @Test
    void eachAgentGetsItsProjectScopeMcpConfigurationStartingTheLauncher() throws IOException {
        Path root = repo("r");
        Map<String, String> expected = Map.of(
                ".mcp.json", """
                        {
                          "mcpServers": {
                            "studylog": {
                              "type": "stdio",
                              "command": "java",
                              "args": ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", \
                        ".studylog/studylog-cli.jar", "mcp", "--lang", "ja"]
                            }
                          }
                        }
                        """,
                ".codex/config.toml", """
                        [mcp_servers.studylog]
                        command = "java"
                        args = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", \
                        ".studylog/studylog-cli.jar", "mcp", "--repo", ".", "--lang", "ja"]
                        """,
                ".vscode/mcp.json", """
                        {
                          "servers": {
                            "studylog": {
                              "type": "stdio",
                              "command": "java",
                              "args": ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", \
                        "${workspaceFolder}/.studylog/studylog-cli.jar", "mcp", "--repo", \
                        "${workspaceFolder}", "--lang", "ja"]
                            }
                          }
                        }
                        """);
        for (McpClient client : List.of(McpClient.CLAUDE, McpClient.CODEX, McpClient.VSCODE)) {
            Map<String, SetupFile> files = plan(
                    root,
                    new SetupRequest(
                            true, "1.2.3", SetupRequest.Ci.NONE, client, io.github.studylog.message.Language.JA));
            assertEquals(List.of(client.path()), List.copyOf(files.keySet()));
            SetupFile file = files.get(client.path());
            assertEquals(Action.CREATE, file.action());
            assertEquals(expected.get(client.path()), file.after(), client.path());
            assertTrue(
                    file.reason().english().startsWith(client.label() + "'s project configuration"),
                    file.reason().english());
        }
    }

    @Test
    void anExistingMcpConfigurationGetsTheEntryMergedAndTheReportSaysHowToFetchTheLauncher() throws IOException {
        Path root = repo("r");
        Files.writeString(root.resolve(".mcp.json"), "{}\n");
        SetupRequest request = new SetupRequest(
                true, "1.2.3", SetupRequest.Ci.NONE, McpClient.CLAUDE, io.github.studylog.message.Language.EN);
        assertEquals(Action.MERGE, plan(root, request).get(".mcp.json").action());
        List<String> lines = new SetupReport("mvn studylog:init -Dstudylog.mcp=codex")
                .lines(
                        List.copyOf(plan(
                                        root,
                                        new SetupRequest(
                                                true,
                                                "1.2.3",
                                                SetupRequest.Ci.NONE,
                                                McpClient.CODEX,
                                                io.github.studylog.message.Language.EN))
                                .values()),
                        List.of(),
                        request,
                        true);
        assertTrue(
                lines.contains("studylog init: the files for studylog.ci=none and studylog.mcp=claude:"),
                lines::toString);
        assertTrue(
                lines.contains("  `mvn dependency:copy -Dartifact=io.github.studylog:studylog-cli:1.2.3"
                        + " -DoutputDirectory=.studylog -Dmdep.stripVersion=true` puts the launcher the MCP "
                        + "configuration starts at .studylog/studylog-cli.jar (from a Maven repository, as "
                        + "Maven fetches the plugin); keep .studylog/ out of git"),
                lines::toString);
    }

    @Test
    void unknownAgentIsARequestError() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> McpClient.parse("cursor"));
        assertTrue(e.getMessage().startsWith("studylog.mcp: `cursor`"), e.getMessage());
        assertEquals(McpClient.VSCODE, McpClient.parse(" VSCode "));
        assertEquals(McpClient.NONE, McpClient.parse(""));
    }

    @Test
    void unknownCiIsARequestError() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> SetupRequest.Ci.parse("gitlab"));
        assertTrue(e.getMessage().startsWith("studylog.ci: `gitlab`"), e.getMessage());
        assertEquals(SetupRequest.Ci.GITHUB, SetupRequest.Ci.parse(" GitHub "));
        assertEquals(SetupRequest.Ci.NONE, SetupRequest.Ci.parse("none"));
    }

    private static SetupRequest mcp(McpClient client, io.github.studylog.message.Language language) {
        return new SetupRequest(true, "1.2.3", SetupRequest.Ci.NONE, client, language);
    }

    @Test
    void theStudylogEntryIsMergedBesideTheOtherServersOfAnMcpJson() throws IOException {
        Path root = repo("r");
        String before =
                "{\n  \"mcpServers\": {\"github\": {\"type\": \"http\", \"url\": \"https://example.invalid/\"}},"
                        + "\n  \"メモ\": \"日本語\"\n}\n";
        Files.writeString(root.resolve(".mcp.json"), before);
        SetupFile file = plan(root, mcp(McpClient.CLAUDE, io.github.studylog.message.Language.JA))
                .get(".mcp.json");
        assertEquals(Action.MERGE, file.action());
        assertEquals(before, file.before());
        tools.jackson.databind.JsonNode after = new tools.jackson.databind.json.JsonMapper().readTree(file.after());
        assertEquals(
                List.of("github", "studylog"),
                after.path("mcpServers").properties().stream()
                        .map(Map.Entry::getKey)
                        .toList());
        assertEquals(
                "https://example.invalid/",
                after.path("mcpServers").path("github").path("url").asString());
        assertEquals("日本語", after.path("メモ").asString());
        tools.jackson.databind.JsonNode args =
                after.path("mcpServers").path("studylog").path("args");
        assertEquals("--lang", args.get(args.size() - 2).asString());
        assertEquals("ja", args.get(args.size() - 1).asString());
    }

    @Test
    void aConfigurationInitCannotMergeIntoIsKeptWithTheEntryToPaste() throws IOException {
        Path root = repo("r");
        Files.createDirectories(root.resolve(".vscode"));
        Files.writeString(root.resolve(".vscode/mcp.json"), "// コメント\n{ \"servers\": {} }\n");
        SetupFile file = plan(root, mcp(McpClient.VSCODE, io.github.studylog.message.Language.EN))
                .get(".vscode/mcp.json");
        assertEquals(Action.KEEP, file.action());
        assertEquals(
                "exists and is not a configuration init can merge into; left as it is. Add this entry to its servers"
                        + " yourself: \"studylog\": {\"type\":\"stdio\",\"command\":\"java\",\"args\":"
                        + "[\"-XX:TieredStopAtLevel=1\",\"-XX:+UseSerialGC\",\"-jar\","
                        + "\"${workspaceFolder}/.studylog/studylog-cli.jar\",\"mcp\",\"--repo\",\"${workspaceFolder}\","
                        + "\"--lang\",\"en\"]}",
                io.github.studylog.message.Messages.english().text(file.reason()));
        Files.writeString(root.resolve(".mcp.json"), "{\"mcpServers\": {\"studylog\": {\"command\": \"mine\"}}}\n");
        assertEquals(
                Action.KEEP,
                plan(root, mcp(McpClient.CLAUDE, io.github.studylog.message.Language.EN))
                        .get(".mcp.json")
                        .action(),
                "a studylog server of the user's own is not replaced");
    }

    @Test
    void codexsTableIsAppendedAndTheReasonSaysItNeedsATrustedProject() throws IOException {
        Path root = repo("r");
        Files.createDirectories(root.resolve(".codex"));
        Files.writeString(root.resolve(".codex/config.toml"), "model = \"gpt-5\"");
        SetupFile file = plan(root, mcp(McpClient.CODEX, io.github.studylog.message.Language.JA))
                .get(".codex/config.toml");
        assertEquals(Action.MERGE, file.action());
        assertTrue(
                file.after().startsWith("model = \"gpt-5\"\n\n[mcp_servers.studylog]\ncommand = \"java\"\n"),
                file.after());
        assertTrue(
                io.github.studylog.message.Messages.english()
                        .text(file.reason())
                        .contains("Codex loads a project's .codex/config.toml only once the project is trusted"),
                file.reason().toString());
        Files.writeString(root.resolve(".codex/config.toml"), file.after());
        assertEquals(
                Action.KEEP,
                plan(root, mcp(McpClient.CODEX, io.github.studylog.message.Language.JA))
                        .get(".codex/config.toml")
                        .action());
    }
}
