package io.github.studylog.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misconfigurations are the plugin's errors, not the content's: a {@link MojoExecutionException} whose message
 * says what to do, never a finding, never a "bug in the plugin".
 */
class PluginErrorTest {

    static CheckMojo mojo(Path repo) {
        return Mojos.withDefaults(new CheckMojo(), repo);
    }

    @Test
    void outputDirectoryThatIsAFileIsAConfigurationError(@TempDir Path dir) throws IOException {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
        CheckMojo mojo = mojo(repo.root());
        mojo.outputDirectory = file.toFile();

        MojoExecutionException e = assertThrows(MojoExecutionException.class, mojo::execute);
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("studylog.outputDirectory"), e.getMessage());
        assertFalse(e.getMessage().contains("bug"), "an unwritable folder is not a bug: " + e.getMessage());
        assertEquals("x", Files.readString(file), "the file is left alone");
    }

    @Test
    void missingArchifySchemaFolderIsAConfigurationError(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir.resolve("repo"));
        CheckMojo mojo = mojo(repo.root());
        mojo.archifySchemas = repo.root().resolve("missing-folder").toFile();

        MojoExecutionException e = assertThrows(MojoExecutionException.class, mojo::execute);
        assertTrue(e.getMessage().startsWith("studylog.archifySchemas: "), e.getMessage());
        assertTrue(e.getMessage().contains("missing-folder"), e.getMessage());
        assertFalse(e.getMessage().contains("bug"), e.getMessage());
        assertFalse(Files.exists(repo.root().resolve("target/studylog/report.json")), "no report of a run not made");
    }
}
