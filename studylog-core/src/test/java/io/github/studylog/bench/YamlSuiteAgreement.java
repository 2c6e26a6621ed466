package io.github.studylog.bench;

import io.github.studylog.finding.Finding;
import io.github.studylog.yaml.SafeYamlLoader;
import io.github.studylog.yaml.YamlRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Measures how often the records loader agrees with yaml-test-suite and js-yaml on "is this valid YAML?".
 * Not a test, and the suite is never part of the project: run it by hand with {@code bench/yaml-suite/run.sh}.
 * Arguments: the suite's data folder (the {@code data-2022-01-17} tag: one folder per case with {@code in.yaml},
 * and an {@code error} file when the input is invalid) and the verdicts file of {@code jsyaml-verdicts.cjs}.
 *
 * <p>The plugin calls an input invalid when the loader reports {@code yaml-syntax}; any other finding
 * ({@code yaml-unsafe} for tags and limits, {@code yaml-duplicate-key}, {@code yaml-empty}) is a verdict about what a
 * record may contain, not about the YAML, and counts as accepted. Printed: agreement with the suite on every input,
 * agreement on the inputs where the suite and js-yaml agree, then each disagreement of the latter with the
 * loader's finding.
 */
public final class YamlSuiteAgreement {

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: YamlSuiteAgreement <suite data folder> <js-yaml verdicts tsv>");
            System.exit(2);
        }
        Path suite = Path.of(args[0]);
        Map<String, Boolean> jsValid = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            String[] cols = line.split("\t");
            jsValid.put(cols[0], "ok".equals(cols[1]));
        }
        SafeYamlLoader loader = new SafeYamlLoader();
        int all = 0;
        int allAgree = 0;
        int common = 0;
        int commonAgree = 0;
        List<String> misses = new ArrayList<>();
        for (Map.Entry<String, Boolean> c : jsValid.entrySet()) {
            Path dir = suite.resolve(c.getKey());
            boolean suiteValid = !Files.exists(dir.resolve("error"));
            String text = Files.readString(dir.resolve("in.yaml"), StandardCharsets.UTF_8);
            List<Finding> findings =
                    loader.load(c.getKey() + "/in.yaml", text, 0).findings();
            Optional<Finding> syntax = findings.stream()
                    .filter(f -> f.rule() == YamlRules.YAML_SYNTAX)
                    .findFirst();
            boolean pluginValid = syntax.isEmpty();
            all++;
            allAgree += pluginValid == suiteValid ? 1 : 0;
            if (suiteValid == c.getValue()) {
                common++;
                if (pluginValid == suiteValid) {
                    commonAgree++;
                } else {
                    String name = Files.exists(dir.resolve("==="))
                            ? Files.readString(dir.resolve("===")).trim()
                            : "";
                    misses.add(c.getKey() + "\t"
                            + (suiteValid
                                    ? "valid, plugin: " + syntax.get().location() + " "
                                            + syntax.get().message().english()
                                    : "invalid, plugin accepts "
                                            + findings.stream()
                                                    .map(Finding::ruleId)
                                                    .toList())
                            + "\t" + name);
                }
            }
        }
        System.out.printf("suite: %d/%d (%.1f %%)%n", allAgree, all, 100.0 * allAgree / all);
        System.out.printf(
                "suite and js-yaml agree on %d; plugin agrees on %d (%.1f %%)%n",
                common, commonAgree, 100.0 * commonAgree / common);
        misses.forEach(System.out::println);
    }
}
