package io.github.studylog.maven;

import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.run.RunFailure;
import io.github.studylog.run.RunRefusal;
import java.util.function.Supplier;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/** How every goal calls the core: the core's exceptions become Maven's, the cause kept. */
final class Core {

    private Core() {}

    /** Resolves or reads the configuration: a wrong setting is a configuration error naming it. */
    static <T> T config(Supplier<T> read) throws MojoExecutionException {
        try {
            return read.get();
        } catch (InvalidRequestException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /** Calls the core, turning its exceptions into Maven's (the cause kept): a content problem is never one. */
    static <T> T call(Supplier<T> call) throws MojoExecutionException, MojoFailureException {
        try {
            return call.get();
        } catch (InvalidRequestException | RunFailure e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (RunRefusal e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new MojoExecutionException(
                    "studylog failed because of a bug in the plugin: " + e + ". Please report it with this log.", e);
        }
    }
}
