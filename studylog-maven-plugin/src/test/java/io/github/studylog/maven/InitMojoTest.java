package io.github.studylog.maven;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.execution.DefaultMavenExecutionRequest;
import org.apache.maven.execution.DefaultMavenExecutionResult;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** init's console follows the rule of every goal: colour only where Maven colours, never in batch mode. */
class InitMojoTest {

    @TempDir
    Path dir;

    /** The log lines of init on a repo whose unmarked CHATGPT.md makes one session fail under the proposal. */
    private List<String> initLog(boolean interactive) throws IOException, MojoExecutionException, MojoFailureException {
        TestRepo repo = TestRepo.clean(dir.resolve(interactive ? "tty" : "batch"));
        try (InputStream in = getClass().getResourceAsStream("/repos/adopt-CHATGPT.md")) {
            repo.write("CHATGPT.md", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        repo.write(
                "sessions/2026-10-05-web-cache-03.yaml",
                repo.read("sessions/2026-10-03-web-cache-02.yaml")
                        .replace("id: 2026-10-03-web-cache-02", "id: 2026-10-05-web-cache-03")
                        .replace("date: 2026-10-03", "date: 2026-10-05"));
        InitMojo mojo = Mojos.withDefaults(new InitMojo(), repo.root());
        mojo.format = "default";
        mojo.ci = "none";
        mojo.mavenSession = new MavenSession(
                null,
                null,
                new DefaultMavenExecutionRequest().setInteractiveMode(interactive),
                new DefaultMavenExecutionResult());
        List<String> lines = new ArrayList<>();
        mojo.setLog(new SystemStreamLog() {
            @Override
            public void info(CharSequence content) {
                lines.add(content.toString());
            }
        });
        mojo.execute();
        return lines;
    }

    @Test
    void batchModeLogHasNoAnsiCodes() throws Exception {
        List<String> lines = initLog(false);
        assertTrue(
                lines.stream().anyMatch(l -> l.contains("error [")),
                "a finding is printed:\n" + String.join("\n", lines));
        assertFalse(String.join("\n", lines).contains("\u001b["), String.join("\n", lines));
    }

    @Test
    void anInteractiveBuildIsColoured() throws Exception {
        assertTrue(String.join("\n", initLog(true)).contains("\u001b["), "the control: the same run on a terminal");
    }
}
