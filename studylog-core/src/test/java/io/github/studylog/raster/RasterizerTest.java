package io.github.studylog.raster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OneLine;
import io.github.studylog.render.Fixtures;
import io.github.studylog.render.SvgRenderer;
import io.github.studylog.svg.SvgSafety;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RasterizerTest {

    private static final Rasterizer RASTERIZER = new Rasterizer(240);

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void fineSvgGivesANonBlankPng() throws Exception {
        RasterResult result = RASTERIZER.rasterize(
                utf8(Fixtures.svg("<rect x=\"10\" y=\"10\" width=\"60\" height=\"40\" fill=\"#2563eb\"/>"
                        + "<text x=\"10\" y=\"70\">ok</text>")));
        assertTrue(result.ok(), problem(result));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(result.png()));
        assertNotNull(image);
        assertEquals(120, image.getWidth());
        assertEquals(80, image.getHeight());
        assertFalse(Rasterizer.blank(image));
    }

    @Test
    void theWarmUpPictureIsDrawnWithTheDiagramsFontAndPassesTheSafetyScan() throws Exception {
        String svg = new String(Rasterizer.warmUpPicture(), StandardCharsets.UTF_8);
        assertTrue(svg.contains("図") && svg.contains("Noto Sans CJK JP"), svg);
        assertTrue(
                new SvgSafety().scan("warm-up.svg", Rasterizer.warmUpPicture()).safe(), svg);
        RasterResult result = RASTERIZER.rasterize(Rasterizer.warmUpPicture());
        assertTrue(result.ok(), problem(result));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(result.png()));
        assertEquals(48, image.getWidth());
        assertFalse(Rasterizer.blank(image));
    }

    @Test
    void renderedDiagramIsScaledToTheMaximumWidth() {
        RasterResult result = RASTERIZER.rasterize(new SvgRenderer().renderBytes(Fixtures.json("sequence.json")));
        assertTrue(result.ok(), problem(result));
        assertEquals(240, result.width());
        assertEquals(Math.round(240 * 520 / 700.0), result.height(), 1.0);
    }

    @Test
    void blankSvgIsReportedAsBlank() {
        RasterResult result =
                RASTERIZER.rasterize(utf8(Fixtures.svg("<rect width=\"120\" height=\"80\" fill=\"#fff\"/>")));
        assertFalse(result.ok());
        assertTrue(problem(result).contains("blank"), problem(result));
    }

    @Test
    void brokenInputIsAResultNotAnException() {
        for (String bad : List.of(
                "",
                "<svg",
                "<html/>",
                Fixtures.svg("<rect width=\"-5\" height=\"1\"/>"),
                Fixtures.svg("<style>@import url(x.css);</style><rect width=\"9\" height=\"9\"/>"))) {
            RasterResult result = RASTERIZER.rasterize(utf8(bad));
            assertFalse(result.ok(), bad);
            assertNotNull(problem(result));
        }
    }

    @Test
    void localFilesAreNeverDrawn(@TempDir Path dir) throws Exception {
        Path picture = dir.resolve("secret.png");
        BufferedImage red = new BufferedImage(20, 20, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                red.setRGB(x, y, 0xFF0000);
            }
        }
        ImageIO.write(red, "png", picture.toFile());
        String svg = Fixtures.svg("<image xlink:href=\"" + picture.toUri() + "\" width=\"120\" height=\"80\"/>"
                + "<rect width=\"4\" height=\"4\" fill=\"#000\"/>");
        RasterResult result = RASTERIZER.rasterize(utf8(svg));
        assertFalse(result.ok(), "a file: image must make the transcode fail, not be drawn");
        assertEquals(0, result.png().length);
        assertTrue(Files.exists(picture));
    }

    @Test
    void twoThreadsShareOneInstance() throws Exception {
        byte[] svg = new SvgRenderer().renderBytes(Fixtures.json("lifecycle.json"));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<RasterResult>> futures = List.of(
                    pool.submit(() -> RASTERIZER.rasterize(svg)),
                    pool.submit(() -> RASTERIZER.rasterize(svg)),
                    pool.submit(() -> RASTERIZER.rasterize(svg)));
            byte[] first = futures.get(0).get().png();
            for (Future<RasterResult> future : futures) {
                assertTrue(future.get().ok(), problem(future.get()));
                assertEquals(first.length, future.get().png().length);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void fontCheckNamesTheMissingCharacter() {
        FontCheck check = FontChoice.of("No Such Font Family 123").check("A");
        assertFalse(check.fellBack());
        FontCheck unpaired = FontChoice.of(null).check("x\uDB80\uDC00");
        assertTrue(unpaired.fellBack(), "a private-use plane character has no glyph in a system font");
        assertEquals("\uDB80\uDC00", unpaired.firstMissing());
    }

    @Test
    void aPictureOverItsTimeBudgetIsAProblemNotAHang() {
        Rasterizer hurried = new Rasterizer(240, FontChoice.detect(), Duration.ofMillis(1));
        RasterResult result = hurried.rasterize(utf8(Fixtures.heavySvg()));
        assertFalse(result.ok());
        assertEquals("drawing it took longer than the time budget of 1 ms; it was stopped", problem(result));
        assertEquals(0, result.png().length);
        // the same instance keeps working once the overrun thread has ended
        assertTrue(hurried.overdue() <= Rasterizer.MAX_OVERDUE);
    }

    @Test
    void batikWritesNothingToTheConsole() {
        List<String> bodies = List.of(
                "<style>rect { fill: ; }}}</style><rect width=\"50\" height=\"50\" fill=\"#c00\"/>",
                "<style>rect[[ { fill: red } 注文サービス</style><rect width=\"50\" height=\"50\" fill=\"#c00\"/>",
                "<rect width=\"50\" height=\"50\" style=\"fill: ;;: }\"/>",
                "<rect width=\"50\" height=\"50\" fill=\"bogus(1)\"/>",
                "<path d=\"M 0 0 L zz\" stroke=\"#000\"/>",
                "<style>@import url(x.css);</style><rect width=\"9\" height=\"9\"/>");
        PrintStream err = System.err;
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        List<RasterResult> results = new ArrayList<>();
        try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setErr(capture);
            System.setOut(capture);
            for (String body : bodies) {
                results.add(RASTERIZER.rasterize(utf8(Fixtures.svg(body))));
            }
        } finally {
            System.setErr(err);
            System.setOut(out);
        }
        // Jazzer's agent (a fuzz test that ran earlier in this JVM) says so when it instruments a class loaded now:
        // that is the test harness, not Batik
        assertEquals(
                "",
                captured.toString(StandardCharsets.UTF_8)
                        .lines()
                        .filter(line -> !line.startsWith("INFO: Instrumented "))
                        .collect(java.util.stream.Collectors.joining("\n")));
        // a broken style sheet is ignored as a browser would; a broken attribute value fails the picture
        assertTrue(results.get(0).ok(), problem(results.get(0)));
        assertTrue(results.get(1).ok(), problem(results.get(1)));
        assertEquals(
                "Batik could not draw it: The attribute \"fill\" represents an invalid CSS value (\"bogus(1)\")."
                        + " Original message: The \"fill\" property does not support function values.",
                problem(results.get(3)));
        assertEquals(
                "Batik could not draw it: The attribute \"d\" of the element <path> is invalid",
                problem(results.get(4)));
        for (RasterResult result : results) {
            assertTrue(result.ok() || !problem(result).contains("\n"), problem(result));
        }
    }

    @Test
    void problemsAreOneLineOfValidUnicode() {
        String cut = OneLine.of("a\n\tb" + "注".repeat(10) + "\uD83D\uDE00" + "x".repeat(100), 16);
        assertEquals("a b注注注注注注注注注注...", cut);
        assertEquals("x\uFFFDy", OneLine.of("x\uDC00y", 10));
        String atPair = OneLine.of("0123456789012\uD83D\uDE00\uD83D\uDE00xxxx", 17);
        assertEquals("0123456789012...", atPair, "never half of a surrogate pair");
    }

    @Test
    void theWidthIsBoundedBelowAndByThePixelBudget() {
        FontChoice font = FontChoice.of("Test Font");
        Rasterizer small = new Rasterizer(16, font, Duration.ofSeconds(1));
        assertEquals(16, small.maxWidth());
        assertEquals("Test Font", small.fontFamily());
        assertEquals(0, small.overdue());
        assertEquals(2048, new Rasterizer(2048, font, Duration.ofMillis(1)).maxWidth(), "2048 × 8192 is 16 Mpx");
        for (int width : new int[] {15, 2049}) {
            assertEquals(
                    "maxWidth out of range: " + width,
                    assertThrows(
                                    IllegalArgumentException.class,
                                    () -> new Rasterizer(width, font, Duration.ofSeconds(1)))
                            .getMessage());
        }
        assertEquals(
                "budget must be positive: PT0S",
                assertThrows(IllegalArgumentException.class, () -> new Rasterizer(100, font, Duration.ZERO))
                        .getMessage());
        assertEquals(
                "budget must be positive: PT-1S",
                assertThrows(IllegalArgumentException.class, () -> new Rasterizer(100, font, Duration.ofSeconds(-1)))
                        .getMessage());
    }

    @Test
    void theBudgetIsSaidInSecondsOrMilliseconds() {
        assertEquals(
                "drawing it took longer than the time budget of 15 s; it was stopped",
                Rasterizer.overBudget(Duration.ofSeconds(15)).english());
        assertEquals(
                "drawing it took longer than the time budget of 1500 ms; it was stopped",
                Rasterizer.overBudget(Duration.ofMillis(1500)).english());
        assertEquals(
                "drawing it took longer than the time budget of 999 ms; it was stopped",
                Rasterizer.overBudget(Duration.ofMillis(999)).english());
    }

    @Test
    void aTallPictureIsBoundedToFourTimesTheWidth() {
        RasterResult result = RASTERIZER.rasterize(utf8("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" "
                + "height=\"5000\"><rect width=\"10\" height=\"5000\" fill=\"#2563eb\"/></svg>"));
        assertTrue(result.ok(), problem(result));
        assertEquals(List.of(2, 960), List.of(result.width(), result.height()));
    }

    @Test
    void theTimeOfEveryResultLiesWithinTheCall() {
        for (String body : List.of(
                "<rect width=\"50\" height=\"50\" fill=\"#2563eb\"/>",
                "<rect width=\"120\" height=\"80\" fill=\"#fff\"/>",
                "<rect width=\"5\" height=\"5\" fill=\"bogus(1)\"/>")) {
            long before = System.nanoTime();
            RasterResult result = RASTERIZER.rasterize(utf8(Fixtures.svg(body)));
            long took = System.nanoTime() - before;
            assertTrue(result.nanos() >= 0 && result.nanos() <= took, result.nanos() + " ns of " + took);
        }
    }

    @Test
    void describeNamesTheRootCauseWithoutTheDocumentUri() {
        assertEquals("IllegalStateException", Rasterizer.describe(new IllegalStateException()));
        assertEquals("IllegalStateException", Rasterizer.describe(new IllegalStateException(" ")));
        assertEquals(
                "bad at line 3 of the SVG",
                Rasterizer.describe(new IllegalStateException("bad at line 3 of " + Rasterizer.DOCUMENT_URI)));
        assertEquals(
                "bad 7: x", Rasterizer.describe(new IllegalStateException("bad " + Rasterizer.DOCUMENT_URI + ":7: x")));
        assertEquals(
                "bad x", Rasterizer.describe(new IllegalStateException("bad " + Rasterizer.DOCUMENT_URI + ":-1x")));
        org.apache.batik.transcoder.TranscoderException inner = new org.apache.batik.transcoder.TranscoderException(
                new IllegalArgumentException("the cause\nsecond line"));
        assertEquals(
                "the cause second line",
                Rasterizer.describe(new org.apache.batik.transcoder.TranscoderException(inner)));
        assertEquals("outer", Rasterizer.describe(new org.apache.batik.transcoder.TranscoderException("outer")));
        assertEquals("x".repeat(297) + "...", Rasterizer.describe(new IllegalStateException("x".repeat(400))));
    }

    @Test
    void theDetectedFontIsTheFirstPreferredFamilyInstalled() {
        java.util.Set<String> installed = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        installed.addAll(List.of(
                java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames()));
        String expected = FontChoice.PREFERRED.stream()
                .filter(installed::contains)
                .findFirst()
                .orElse(null);
        assertEquals(expected, FontChoice.detect().family());
        assertEquals(expected, new Rasterizer(100).fontFamily());
        FontCheck first = FontChoice.of(null).check("\uDB80\uDC00x");
        assertEquals(new FontCheck(null, true, "\uDB80\uDC00"), first, "the very first character can be missing");
        assertEquals(
                new FontCheck("Some Family", false, null),
                FontChoice.of("Some Family").check(" a\tb\n"));
    }

    @Test
    void anInterruptedBuildGetsAProblemAndKeepsItsInterrupt() {
        Thread.currentThread().interrupt();
        RasterResult result;
        boolean interrupted;
        try {
            result = RASTERIZER.rasterize(utf8(Fixtures.svg("<rect width=\"50\" height=\"50\" fill=\"#2563eb\"/>")));
        } finally {
            interrupted = Thread.interrupted();
        }
        assertEquals("the build was interrupted while drawing it", problem(result));
        assertTrue(interrupted, "the interrupt is kept for the caller");
        assertEquals(0, result.png().length);
    }

    @Test
    void everyRasterizerOfTheJvmDrawsUnderOneLock() {
        // Batik's glyph caches are static: two rasterizers (two modules of `mvn -T 2`) must not draw at once either
        java.util.concurrent.locks.Lock shared = new Rasterizer(100).lock();
        assertNotNull(shared);
        assertSame(shared, new Rasterizer(200, FontChoice.of(null), Duration.ofSeconds(1)).lock());
        assertSame(shared, RASTERIZER.lock());
        ReentrantLock own = new ReentrantLock();
        assertSame(own, new Rasterizer(100, FontChoice.of(null), Duration.ofSeconds(1), own).lock());
    }

    @Test
    void aPictureWaitsForThePictureBeingDrawnAndItsBudgetStartsWithItsOwnDrawing() throws Exception {
        assertTrue(RASTERIZER.rasterize(Rasterizer.warmUpPicture()).ok(), "Batik loaded before the clock matters");
        ReentrantLock batik = new ReentrantLock(true);
        Rasterizer rasterizer = new Rasterizer(240, FontChoice.detect(), Duration.ofSeconds(2), batik);
        byte[] svg = utf8(Fixtures.svg(
                "<rect width=\"50\" height=\"50\" fill=\"#2563eb\"/>" + "<text x=\"4\" y=\"40\">図と文字</text>"));
        CompletableFuture<RasterResult> result = new CompletableFuture<>();
        batik.lock(); // another picture is being drawn
        Thread caller = new Thread(() -> result.complete(rasterizer.rasterize(svg)), "test-caller");
        try {
            caller.start();
            waitUntil(batik::hasQueuedThreads);
            assertTrue(batik.hasQueuedThread(caller), "the caller waits for the lock");
            Thread.sleep(2_500); // longer than its budget: waiting is not drawing
            assertFalse(result.isDone(), "nothing is drawn while another picture is");
        } finally {
            batik.unlock();
        }
        RasterResult drawn = result.get(30, TimeUnit.SECONDS);
        assertTrue(drawn.ok(), problem(drawn));
        assertFalse(batik.isLocked(), "the lock is given back");
    }

    @Test
    void aCallerInterruptedWhileWaitingForTheLockDrawsNothingAndKeepsItsInterrupt() throws Exception {
        ReentrantLock batik = new ReentrantLock(true);
        Rasterizer rasterizer = new Rasterizer(240, FontChoice.of(null), Duration.ofSeconds(5), batik);
        CompletableFuture<RasterResult> result = new CompletableFuture<>();
        AtomicBoolean keptInterrupt = new AtomicBoolean();
        batik.lock();
        Thread caller = new Thread(
                () -> {
                    result.complete(rasterizer.rasterize(utf8(Fixtures.svg("<rect width=\"5\" height=\"5\"/>"))));
                    keptInterrupt.set(Thread.currentThread().isInterrupted());
                },
                "test-caller");
        try {
            caller.start();
            waitUntil(batik::hasQueuedThreads);
            caller.interrupt();
            caller.join(30_000);
        } finally {
            batik.unlock();
        }
        RasterResult refused = result.get(1, TimeUnit.SECONDS);
        assertEquals("the build was interrupted while drawing it", problem(refused));
        assertEquals(0, refused.png().length);
        assertTrue(keptInterrupt.get(), "the interrupt is kept for the caller");
        assertFalse(batik.isLocked());
    }

    /** Polls {@code condition} for up to 30 s; fails when it never holds. */
    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 3_000 && !condition.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), "the condition never held");
    }

    /** The result's problem in English, or null. */
    private static String problem(RasterResult result) {
        return result.problem() == null ? null : result.problem().english();
    }
}
