package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.finding.Finding;
import io.github.studylog.incremental.ResultsCache;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An incremental run and a full run on random edits of a site give the same findings: pages added, removed and
 * renamed, headings changed, links rewritten, drafts and slugs toggled, seeded so that every run of the build makes
 * the same edits. Three engines follow the edits: the Mojo's rerun (the results cache read from and saved to its
 * file), the language server's (the cache carried in memory, told what changed) and a full run without a cache; the
 * first two must find what the third finds after every edit.
 */
class DocsIncrementalRandomTest {

    private static final String DOCS = "src/content/docs/";
    private static final List<String> NAMES = List.of(
            "guide/intro",
            "guide/setup",
            "guide/cache",
            "ref/api",
            "ref/cli",
            "ref/config",
            "notes/http",
            "notes/dns",
            "notes/tls",
            "index",
            "guide/index",
            "ref/index");
    private static final List<String> HEADINGS = List.of("概要", "手順", "設定", "Alpha", "Beta", "キャッシュ制御");
    private static final List<String> ANCHORS = List.of("概要", "手順", "alpha", "beta", "gamma", "キャッシュ制御", "_top");

    @TempDir
    Path dir;

    @Test
    void everyEditGivesWhatAFullRunGives() throws IOException {
        for (long seed : new long[] {1, 2, 3}) {
            edits(seed, 30);
        }
    }

    private void edits(long seed, int steps) throws IOException {
        Random random = new Random(seed);
        TestRepo repo = TestRepo.clean(dir.resolve("repo-" + seed));
        Map<String, String> pages = new TreeMap<>();
        Set<String> changed = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            String name = NAMES.get(random.nextInt(NAMES.size()));
            write(repo, pages, changed, name, page(random), 0);
        }
        CheckRequest check = request(repo);
        LiveRun live = new LiveRun(runRequest(check, repo.root().resolve("target/live-cache")));
        live.check(Map.of(), Optional.empty());
        for (int step = 1; step <= steps; step++) {
            changed.clear();
            edit(random, repo, pages, changed, step);
            String at = "seed " + seed + ", step " + step + ", pages " + pages.keySet();
            List<String> full =
                    findings(new LiveRun(runRequest(check, repo.root().resolve("target/full-cache-" + step)))
                            .check(Map.of())
                            .findings());
            assertTrue(full.stream().anyMatch(f -> f.contains("doc-link")), at + ": the edits leave broken links");
            assertEquals(
                    full,
                    findings(live.check(Map.of(), Optional.of(Set.copyOf(changed)))
                            .findings()),
                    at);
            assertEquals(fullRun(repo, check), rerun(repo, check), at);
        }
    }

    /** One random edit: a page added, removed or renamed, its headings or links rewritten, a draft or slug. */
    private static void edit(Random random, TestRepo repo, Map<String, String> pages, Set<String> changed, int step) {
        List<String> present = new ArrayList<>(pages.keySet());
        List<String> absent = NAMES.stream().filter(n -> !pages.containsKey(n)).toList();
        String some = present.isEmpty() ? NAMES.get(0) : present.get(random.nextInt(present.size()));
        switch (random.nextInt(6)) {
            case 0 -> {
                if (!absent.isEmpty()) {
                    write(repo, pages, changed, absent.get(random.nextInt(absent.size())), page(random), step);
                }
            }
            case 1 -> {
                if (present.size() > 2) {
                    remove(repo, pages, changed, some);
                }
            }
            case 2 -> {
                if (!absent.isEmpty()) {
                    String text = pages.get(some);
                    remove(repo, pages, changed, some);
                    write(repo, pages, changed, absent.get(random.nextInt(absent.size())), text, step);
                }
            }
            case 3 -> {
                String text = pages.getOrDefault(some, page(random));
                String body = text.substring(text.indexOf("\n[") < 0 ? text.length() : text.indexOf("\n["));
                write(repo, pages, changed, some, head(random) + headings(random) + body, step);
            }
            case 4 -> write(repo, pages, changed, some, page(random), step);
            default -> {
                String text = pages.getOrDefault(some, page(random));
                String rest = text.substring(text.indexOf("---\n", 4) + 4);
                write(repo, pages, changed, some, head(random) + rest, step);
            }
        }
    }

    private static String page(Random random) {
        StringBuilder links = new StringBuilder();
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            String target = random.nextInt(8) == 0
                    ? "/guide/intr/"
                    : "/" + NAMES.get(random.nextInt(NAMES.size())).replaceAll("/?index$", "") + "/";
            String anchor = random.nextBoolean() ? "" : "#" + ANCHORS.get(random.nextInt(ANCHORS.size()));
            links.append("\n[リンク")
                    .append(i)
                    .append("](")
                    .append(target.equals("//") ? "/" : target)
                    .append(anchor)
                    .append(")\n");
        }
        if (random.nextInt(4) == 0) {
            links.append("\n[この節](#")
                    .append(ANCHORS.get(random.nextInt(ANCHORS.size())))
                    .append(")\n");
        }
        return head(random) + headings(random) + links;
    }

    private static String head(Random random) {
        int kind = random.nextInt(10);
        String extra = kind == 0 ? "draft: true\n" : kind == 1 ? "slug: ref/moved\n" : "";
        return "---\ntitle: 学習ノート\n" + extra + "---\n\n本文です。\n";
    }

    private static String headings(Random random) {
        StringBuilder text = new StringBuilder();
        for (String heading : HEADINGS) {
            if (random.nextBoolean()) {
                text.append("\n## ").append(heading).append("\n\n説明。\n");
            }
        }
        return text.toString();
    }

    private static void write(
            TestRepo repo, Map<String, String> pages, Set<String> changed, String name, String text, int step) {
        String path = DOCS + name + ".md";
        repo.write(path, text);
        try {
            // a time of its own per edit: a file rewritten at the same size within a clock tick is still seen
            Files.setLastModifiedTime(
                    repo.root().resolve(path), FileTime.fromMillis(1_700_000_000_000L + step * 10_000L));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        pages.put(name, text);
        changed.add(path);
    }

    private static void remove(TestRepo repo, Map<String, String> pages, Set<String> changed, String name) {
        repo.delete(DOCS + name + ".md");
        pages.remove(name);
        changed.add(DOCS + name + ".md");
    }

    /** The Mojo's rerun: the cache read from its file, the run through it, the cache saved; its console findings. */
    private static List<String> rerun(TestRepo repo, CheckRequest check) throws IOException {
        Path cacheDir = repo.root().resolve("target/studylog-cache");
        ResultsCache cache = ResultsCache.open(cacheDir, StudylogRun.buildKey(check), RuleCatalog.all());
        ListLog log = new ListLog();
        RunOutputs.recheck(runRequest(check, cacheDir, true), log, cache);
        cache.save();
        return console(log);
    }

    /** A run without the cache: its console findings. */
    private static List<String> fullRun(TestRepo repo, CheckRequest check) {
        ListLog log = new ListLog();
        new StudylogRun().run(runRequest(check, repo.root().resolve("target/no-cache"), false), log);
        return console(log);
    }

    private static List<String> console(ListLog log) {
        return log.lines().stream()
                .filter(l -> l.startsWith("E ") || l.startsWith("W "))
                .toList();
    }

    private static List<String> findings(List<Finding> findings) {
        return findings.stream()
                .map(f -> f.location() + " [" + f.ruleId() + "] " + f.message())
                .toList();
    }

    private static CheckRequest request(TestRepo repo) {
        return new CheckRequest(
                ContentLayout.defaults(repo.root()),
                EnumSet.of(Part.RECORDS),
                Optional.empty(),
                Optional.empty(),
                "1.0-test",
                LinkSettings.of("/", "error", List.of(), "public"));
    }

    private static RunRequest runRequest(CheckRequest check, Path cacheDir) {
        return runRequest(check, cacheDir, true);
    }

    private static RunRequest runRequest(CheckRequest check, Path cacheDir, boolean incremental) {
        return new RunRequest(
                check, "check", ConsoleFormat.PLAIN, false, incremental, cacheDir, "", Map.of(), Optional.empty());
    }
}
