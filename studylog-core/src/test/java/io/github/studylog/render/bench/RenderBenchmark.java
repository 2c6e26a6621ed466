package io.github.studylog.render.bench;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.render.DiagramRenderer;
import io.github.studylog.render.RenderJob;
import io.github.studylog.render.RenderOutcome;
import io.github.studylog.render.RenderSettings;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.ObjectMapper;

/**
 * Not a unit test: renders and rasterizes 200 synthetic diagrams cold, then again warm (cache hits), and prints
 * diagrams/s and peak heap. Run: {@code java -cp target/classes:target/test-classes:<deps> ...RenderBenchmark
 * [count] [threads]}.
 */
public final class RenderBenchmark {

    private RenderBenchmark() {}

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Path dir = Files.createTempDirectory("studylog-bench");
        ObjectMapper mapper = new ObjectMapper();
        List<RenderJob> jobs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String json = synthetic(i);
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            jobs.add(RenderJob.diagram("diagrams/bench/d" + i + ".json", bytes, mapper.readTree(bytes), "bench/d" + i));
        }
        int width = args.length > 2 ? Integer.parseInt(args[2]) : 480;
        RenderSettings settings = new RenderSettings("bench", "diagrams", width, threads);
        OutputFiles out = new OutputFiles(dir);

        long start = System.nanoTime();
        DiagramRenderer renderer = new DiagramRenderer(out, settings);
        List<RenderOutcome> cold = renderer.renderAll(jobs);
        double coldSeconds = (System.nanoTime() - start) / 1e9;

        start = System.nanoTime();
        List<RenderOutcome> warm = new DiagramRenderer(out, settings).renderAll(jobs);
        double warmSeconds = (System.nanoTime() - start) / 1e9;

        long failed = cold.stream().filter(o -> !o.rasterized()).count();
        long hits = warm.stream().filter(RenderOutcome::cached).count();
        System.out.printf(
                Locale.ROOT,
                "diagrams: %d, threads: %d, cores: %d, failed: %d%n",
                count,
                threads,
                Runtime.getRuntime().availableProcessors(),
                failed);
        System.out.printf(
                Locale.ROOT,
                "cold: %.2f s, %.1f diagrams/s (includes Batik start-up and font detection)%n",
                coldSeconds,
                count / coldSeconds);
        System.out.printf(Locale.ROOT, "warm: %.3f s, %d cache hits%n", warmSeconds, hits);
        System.out.printf(Locale.ROOT, "peak heap: %.1f MiB%n", peakHeap() / 1024.0 / 1024.0);
    }

    private static long peakHeap() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }

    private static String synthetic(int i) {
        return switch (i % 5) {
            case 0 ->
                "{\"schema_version\":1,\"diagram_type\":\"sequence\",\"meta\":{\"title\":\"順序 " + i + "\"},"
                        + "\"participants\":[{\"id\":\"a\",\"type\":\"frontend\",\"label\":\"画面\"},"
                        + "{\"id\":\"b\",\"type\":\"backend\",\"label\":\"API " + i + "\"},"
                        + "{\"id\":\"c\",\"type\":\"database\",\"label\":\"DB\"}],"
                        + "\"segments\":[{\"from\":150,\"to\":300,\"label\":\"受付\"}],"
                        + "\"messages\":[{\"from\":\"a\",\"to\":\"b\",\"y\":180,\"label\":\"要求 " + i + "\"},"
                        + "{\"from\":\"b\",\"to\":\"c\",\"y\":230,\"label\":\"保存\",\"variant\":\"emphasis\"},"
                        + "{\"from\":\"c\",\"to\":\"b\",\"y\":280,\"label\":\"ok\",\"variant\":\"return\"},"
                        + "{\"from\":\"b\",\"to\":\"a\",\"y\":330,\"label\":\"応答\",\"variant\":\"return\"}]}";
            case 1 ->
                "{\"schema_version\":1,\"diagram_type\":\"lifecycle\",\"meta\":{\"title\":\"状態 " + i + "\"},"
                        + "\"lanes\":[{\"id\":\"main\",\"label\":\"通常\"},{\"id\":\"retry\",\"label\":\"再試行\"},"
                        + "{\"id\":\"terminal\",\"label\":\"終端\"}],"
                        + "\"states\":[{\"id\":\"s\",\"type\":\"start\",\"label\":\"受付\",\"lane\":\"main\",\"col\":0},"
                        + "{\"id\":\"p\",\"type\":\"active\",\"label\":\"処理 " + i + "\",\"lane\":\"main\",\"col\":2},"
                        + "{\"id\":\"w\",\"type\":\"waiting\",\"label\":\"待機\",\"lane\":\"retry\",\"col\":0},"
                        + "{\"id\":\"f\",\"type\":\"failure\",\"label\":\"失敗\",\"lane\":\"terminal\",\"col\":1}],"
                        + "\"transitions\":[{\"from\":\"s\",\"to\":\"p\",\"label\":\"開始\"},"
                        + "{\"from\":\"p\",\"to\":\"w\",\"label\":\"timeout\",\"variant\":\"dashed\"},"
                        + "{\"from\":\"w\",\"to\":\"f\",\"label\":\"上限\",\"variant\":\"security\"}]}";
            case 2 ->
                "{\"schema_version\":1,\"diagram_type\":\"architecture\","
                        + "\"meta\":{\"title\":\"構成 " + i + "\"},"
                        + "\"components\":[{\"id\":\"u\",\"type\":\"external\",\"label\":\"利用者\",\"pos\":[40,120]},"
                        + "{\"id\":\"a\",\"type\":\"backend\",\"label\":\"API\",\"pos\":[260,120]},"
                        + "{\"id\":\"d\",\"type\":\"database\",\"label\":\"DB " + i + "\",\"pos\":[480,120]}],"
                        + "\"boundaries\":[{\"kind\":\"region\",\"label\":\"東京\",\"wraps\":[\"a\",\"d\"]}],"
                        + "\"connections\":[{\"from\":\"u\",\"to\":\"a\",\"label\":\"HTTPS\"},"
                        + "{\"from\":\"a\",\"to\":\"d\",\"label\":\"SQL\"}]}";
            case 3 ->
                "{\"schema_version\":1,\"diagram_type\":\"workflow\",\"meta\":{\"title\":\"手順 " + i + "\"},"
                        + "\"lanes\":[{\"id\":\"x\",\"label\":\"著者\"},{\"id\":\"y\",\"label\":\"CI\"}],"
                        + "\"nodes\":[{\"id\":\"a\",\"lane\":\"x\",\"col\":0,\"type\":\"frontend\",\"label\":\"執筆\"},"
                        + "{\"id\":\"b\",\"lane\":\"y\",\"col\":2,\"type\":\"backend\",\"label\":\"検査 " + i + "\"},"
                        + "{\"id\":\"c\",\"lane\":\"y\",\"col\":4,\"type\":\"backend\",\"label\":\"描画\"}],"
                        + "\"edges\":[{\"from\":\"a\",\"to\":\"b\",\"label\":\"push\"},{\"from\":\"b\",\"to\":\"c\","
                        + "\"label\":\"ok\"}]}";
            default ->
                "{\"schema_version\":1,\"diagram_type\":\"dataflow\",\"meta\":{\"title\":\"流れ " + i + "\"},"
                        + "\"stages\":[{\"label\":\"発行\"},{\"label\":\"転送\"},{\"label\":\"利用\"}],"
                        + "\"nodes\":[{\"id\":\"a\",\"type\":\"backend\",\"label\":\"注文\",\"stage\":0,\"row\":0},"
                        + "{\"id\":\"b\",\"type\":\"messagebus\",\"label\":\"topic " + i + "\",\"stage\":1,\"row\":0},"
                        + "{\"id\":\"c\",\"type\":\"database\",\"label\":\"集計\",\"stage\":2,\"row\":1}],"
                        + "\"flows\":[{\"from\":\"a\",\"to\":\"b\",\"label\":\"確定\"},"
                        + "{\"from\":\"b\",\"to\":\"c\",\"label\":\"facts\"}]}";
        };
    }
}
