package io.github.studylog.cli;

import io.github.studylog.lsp.StudylogLanguageServer;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The launcher outside Maven ({@code java -jar studylog-cli-<version>.jar <command> …}): the same core and the same
 * configuration as the Mojos, for a pre-commit hook or an editor task ({@code check}, {@code due}, {@code prompt},
 * {@code watch}, {@code config}) and for front ends that own a process of their own (an MCP server for the tutor, a
 * language server for the editor). It owns its JVM, so it may do what a plugin inside Maven's JVM never does: standard output is kept for the
 * command's protocol (UTF-8 whatever the locale), and {@code System.out} is pointed at standard error, so a stray
 * line from any library can never corrupt a protocol stream.
 */
public final class Main {

    /** One command of the launcher. */
    public interface Command {

        /** One line for {@code help}. */
        String summary();

        /**
         * Runs the command; {@code out} is the process's own standard output, {@code err} its standard error (UTF-8).
         * Returns the exit code.
         */
        int run(List<String> args, InputStream in, OutputStream out, PrintStream err) throws IOException;
    }

    private Main() {}

    /** The commands by name. */
    static Map<String, Command> commands() {
        Map<String, Command> commands = new TreeMap<>();
        commands.put("version", new Command() {
            @Override
            public String summary() {
                return "prints the launcher's version";
            }

            @Override
            public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) {
                err.println("studylog " + version());
                return 0;
            }
        });
        Map<String, String> environment = System.getenv();
        commands.put("mcp", new McpCommand(environment));
        commands.put("config", new ConfigCommand(environment));
        for (RunCommand.Goal goal : RunCommand.Goal.values()) {
            commands.put(goal.name, new RunCommand(goal, environment));
        }
        commands.put("lsp", new Command() {
            @Override
            public String summary() {
                return "a language server for the editor over standard input and output";
            }

            @Override
            public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) {
                return StudylogLanguageServer.serve(in, out, err, version());
            }
        });
        return commands;
    }

    public static void main(String[] args) {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.setOut(err);
        System.setErr(err);
        System.exit(run(Arrays.asList(args), System.in, protocol, err));
    }

    /** The launcher without touching the process: what {@link #main} calls, and what tests call. */
    static int run(List<String> args, InputStream in, OutputStream out, PrintStream err) {
        Map<String, Command> commands = commands();
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("--help")) {
            usage(commands, err);
            return args.isEmpty() ? 2 : 0;
        }
        Command command = commands.get(args.get(0));
        if (command == null) {
            err.println("studylog: unknown command `" + args.get(0) + "`");
            usage(commands, err);
            return 2;
        }
        try {
            return command.run(args.subList(1, args.size()), in, out, err);
        } catch (IOException e) {
            err.println("studylog " + args.get(0) + ": " + e.getMessage());
            return 1;
        }
    }

    private static void usage(Map<String, Command> commands, PrintStream err) {
        err.println("usage: java -jar studylog-cli-" + version() + ".jar <command> [options]");
        commands.forEach((name, command) -> err.println("  " + name + "  " + command.summary()));
    }

    /** The version of this build, from the pom.properties Maven puts into the jar ({@code dev} outside a jar). */
    public static String version() {
        try (InputStream in =
                Main.class.getResourceAsStream("/META-INF/maven/io.github.studylog/studylog-cli/pom.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "dev");
        } catch (IOException e) {
            return "dev";
        }
    }
}
