package io.github.studylog.diagram;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A throwaway harness, not a test: runs every {@code test_parsing/*.json} case of nst/JSONTestSuite through the
 * diagram JSON parser, exactly the bytes a run reads, and prints the verdicts that differ from the suite's.
 * {@code y_} must be accepted, {@code n_} refused (the duplicate-key refusal is deliberate and not a JSON case),
 * {@code i_} must end with either verdict and no exception. The suite is never committed:
 * {@code bench/json-suite/run.sh PATH-TO-test_parsing}.
 */
public final class JsonSuiteMain {

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: JsonSuiteMain PATH-TO-test_parsing");
            System.exit(2);
        }
        DiagramParser parser = new DiagramParser();
        Map<String, int[]> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<Path> cases;
        try (Stream<Path> files = Files.list(Path.of(args[0]))) {
            cases = files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
        for (Path file : cases) {
            String name = file.getFileName().toString();
            String kind = name.substring(0, 2);
            int[] c = counts.computeIfAbsent(kind, k -> new int[4]); // right, wrong, accepted, refused
            String verdict;
            try {
                ParsedJson json = parser.parse(Files.readAllBytes(file));
                verdict = json.parsed()
                        ? "accepted"
                        : "refused (" + json.line() + ":" + json.column() + " "
                                + json.problem().english() + ")";
                c[json.parsed() ? 2 : 3]++;
            } catch (RuntimeException | StackOverflowError e) {
                verdict = "EXCEPTION " + e;
            }
            boolean right = switch (kind) {
                case "y_" -> verdict.equals("accepted");
                case "n_" -> verdict.startsWith("refused");
                default -> !verdict.startsWith("EXCEPTION");
            };
            c[right ? 0 : 1]++;
            if (!right || kind.equals("i_")) {
                wrong.add((right ? "  ok    " : "  WRONG ") + name + ": " + verdict);
            }
        }
        wrong.forEach(System.out::println);
        counts.forEach((kind, c) -> System.out.println(
                kind + " right " + c[0] + ", wrong " + c[1] + " (accepted " + c[2] + ", refused " + c[3] + ")"));
    }
}
