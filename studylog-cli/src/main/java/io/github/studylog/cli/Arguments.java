package io.github.studylog.cli;

import io.github.studylog.config.Overrides;
import io.github.studylog.config.Setting;
import io.github.studylog.content.InvalidRequestException;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The arguments every command of the launcher takes: {@code [--repo DIR] [--lang ja|en] [-Dstudylog.NAME=VALUE …]},
 * as the front-end layer of the one configuration. The repository is {@code --repo}, else the folder a client names
 * in its environment ({@code CLAUDE_PROJECT_DIR}), else the working directory.
 *
 * @param repo      the content repository (absolute)
 * @param overrides the settings given
 */
record Arguments(Path repo, Overrides overrides) {

    /** The project folder variables clients set for the servers they start, in order. */
    static final List<String> PROJECT_VARIABLES = List.of("CLAUDE_PROJECT_DIR");

    /** Usage of the shared arguments, for a command's summary. */
    static final String USAGE = "[--repo DIR] [--lang ja|en] [-Dstudylog.NAME=VALUE …]";

    /**
     * The arguments of {@code args}.
     *
     * @throws InvalidRequestException for an argument the launcher does not know, a missing value, an unknown setting
     */
    static Arguments parse(List<String> args, Map<String, String> environment) {
        Optional<String> repoArg = Optional.empty();
        Overrides overrides = Overrides.none();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if ((arg.equals("--repo") || arg.equals("--lang")) && i + 1 >= args.size()) {
                throw new InvalidRequestException(arg + " needs a value");
            }
            if (arg.equals("--repo")) {
                repoArg = Optional.of(args.get(++i));
            } else if (arg.equals("--lang")) {
                overrides = overrides.with(Setting.LANG, args.get(++i), "--lang");
            } else if (arg.startsWith("-D") && arg.length() > 2) {
                int eq = arg.indexOf('=');
                String name = eq < 0 ? arg.substring(2) : arg.substring(2, eq);
                // -Dstudylog.failOnWarning alone means true, as in Maven
                String value = eq < 0 ? "true" : arg.substring(eq + 1);
                overrides = overrides.with(name, value, "-D" + name);
            } else {
                throw new InvalidRequestException("unknown argument `" + arg + "`");
            }
        }
        return new Arguments(repo(repoArg, environment), overrides);
    }

    private static Path repo(Optional<String> repoArg, Map<String, String> environment) {
        Optional<String> chosen = repoArg.or(() -> PROJECT_VARIABLES.stream()
                .map(environment::get)
                .filter(v -> v != null && !v.isBlank())
                .findFirst());
        Path path;
        try {
            path = chosen.map(Path::of).orElse(Path.of(""));
        } catch (InvalidPathException e) {
            throw new InvalidRequestException("--repo: " + e.getMessage(), e);
        }
        try {
            return path.toRealPath();
        } catch (IOException e) {
            throw new InvalidRequestException(
                    "the content repository " + path.toAbsolutePath().normalize() + " is not a folder; pass --repo DIR",
                    e);
        }
    }
}
