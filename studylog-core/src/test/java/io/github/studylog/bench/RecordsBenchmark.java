package io.github.studylog.bench;

import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.OutputFiles;
import io.github.studylog.report.ReportInput;
import io.github.studylog.result.CheckResult;
import io.github.studylog.run.ReportFiles;
import io.github.studylog.run.RuleCatalog;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Times the records check in-process on a synthetic repo, with the report files the real run writes, and prints
 * records/s and peak heap. The figures that count are the whole-process ones of {@code ../shared/bench}.
 * Not a test: run it by hand (see the site's Performance page, "In-process harnesses"), e.g. with {@code -Xmx512m} to prove the memory bound.
 * Arguments: reviews (default 2000), sessions per review (default 9), timed rounds (default 3).
 */
public final class RecordsBenchmark {

    public static void main(String[] args) throws Exception {
        int reviews = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int perReview = args.length > 1 ? Integer.parseInt(args[1]) : 9;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path root = Files.createTempDirectory("studylog-bench");
        SyntheticRepo.generate(root, reviews, perReview);
        int records = reviews + reviews * perReview;
        System.out.printf(
                Locale.ROOT,
                "repo: %d reviews, %d sessions (%d records) in %s%n",
                reviews,
                reviews * perReview,
                records,
                root);
        CheckRequest request = new CheckRequest(
                ContentLayout.defaults(root), EnumSet.of(Part.RECORDS), Optional.empty(), Optional.empty(), "bench");
        long cold = time(request, "cold");
        System.out.printf(Locale.ROOT, "cold: %.2f s, %.0f records/s%n", cold / 1e9, records / (cold / 1e9));
        resetPeaks();
        long best = Long.MAX_VALUE;
        long cpuBefore = processCpuNanos();
        for (int i = 0; i < rounds; i++) {
            best = Math.min(best, time(request, "warm"));
        }
        double cpuPerRound = (processCpuNanos() - cpuBefore) / 1e9 / rounds;
        System.out.printf(
                Locale.ROOT, "warm (best of %d): %.2f s, %.0f records/s%n", rounds, best / 1e9, records / (best / 1e9));
        System.out.printf(
                Locale.ROOT,
                "warm CPU: %.2f s per round (all threads), %.0f records per CPU-second; "
                        + "load average now %.1f (a busy machine lowers records/s, not CPU-seconds)%n",
                cpuPerRound,
                records / cpuPerRound,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        HeapSampler sampler = new HeapSampler();
        Thread thread = new Thread(sampler, "heap-sampler");
        thread.setDaemon(true);
        thread.start();
        time(request, "sampled");
        sampler.stop();
        System.out.printf(
                Locale.ROOT,
                "peak heap used: %.0f MB sampled every 5 ms (max heap %.0f MB), %d cores%n",
                sampler.peak() / 1e6,
                Runtime.getRuntime().maxMemory() / 1e6,
                Runtime.getRuntime().availableProcessors());
    }

    private static long time(CheckRequest request, String label) {
        long start = System.nanoTime();
        CheckOutcome outcome = new StudylogCheck().run(request);
        CheckResult result = outcome.result();
        // what the real run does after the check: every report file
        List<String> failures = new ReportFiles(new OutputFiles(request.layout().outputDir()))
                .write(outcome, ReportInput.of("bench", result, RuleCatalog.all()));
        if (!failures.isEmpty()) {
            throw new IllegalStateException(label + ": reports not written: " + failures);
        }
        long elapsed = System.nanoTime() - start;
        if (!result.findings().isEmpty()) {
            throw new IllegalStateException(label + ": the synthetic repo should be clean: "
                    + result.findings().get(0));
        }
        return elapsed;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void resetPeaks() {
        System.gc();
    }

    /** Samples the heap in use (live objects and not yet collected garbage) during one run. */
    private static final class HeapSampler implements Runnable {
        private volatile boolean running = true;
        private volatile long peak;

        @Override
        public void run() {
            while (running) {
                peak = Math.max(
                        peak,
                        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        void stop() {
            running = false;
        }

        long peak() {
            return peak;
        }
    }
}
