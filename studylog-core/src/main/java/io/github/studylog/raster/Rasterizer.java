package io.github.studylog.raster;

import io.github.studylog.content.OneLine;
import io.github.studylog.message.Message;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.apache.batik.bridge.Bridge;
import org.apache.batik.bridge.BridgeContext;
import org.apache.batik.bridge.ExternalResourceSecurity;
import org.apache.batik.bridge.NoLoadExternalResourceSecurity;
import org.apache.batik.bridge.NoLoadScriptSecurity;
import org.apache.batik.bridge.ScriptSecurity;
import org.apache.batik.bridge.UserAgent;
import org.apache.batik.bridge.svg12.SVG12BridgeContext;
import org.apache.batik.transcoder.ErrorHandler;
import org.apache.batik.transcoder.SVGAbstractTranscoder;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;
import org.apache.batik.util.HaltingThread;
import org.apache.batik.util.ParsedURL;
import org.jspecify.annotations.Nullable;
import org.w3c.dom.Element;

/**
 * SVG → PNG with Apache Batik, locked down: no script, no external resource of any scheme (http, file, jar,
 * data), no onload. A failure or a blank picture is a result, never an exception; Batik's errors and warnings
 * become that result's one-line problem and nothing is written to the console. One instance per build, safe to
 * call from several threads (each call builds its own transcoder; the font choice is shared).
 *
 * <p>One picture at a time in the whole JVM ({@link #BATIK}): Batik keeps its fonts' glyph caches in static,
 * unsynchronized hash tables ({@code AWTGVTFont}'s {@code AWTGlyphGeometryCache}), and two pictures laying out
 * text at once can link an entry into a loop that a later lookup follows forever at full CPU, past the budget and
 * the halt (seen on a cold run of the sample repo: two of its five pictures reported over budget after 17 s).
 * A call waits for the pictures before it, and its budget starts when its own drawing does.
 *
 * <p>Bounded: each picture is drawn on its own daemon {@link HaltingThread} and waited for at most the time
 * budget. At the budget the thread is halted (Batik checks that flag before every element it builds and between
 * the nodes it paints) and interrupted, and its result is discarded; a thread stuck in code that checks neither
 * keeps running until Batik returns, then ends, and while {@link #MAX_OVERDUE} such threads are alive, further
 * pictures are refused rather than piling up. The element budget ({@link #MAX_BUILT_ELEMENTS}) and the PNG size
 * ({@code maxWidth} × 4 {@code maxWidth}, at most {@link #MAX_PIXELS}) bound the heap; an
 * {@link OutOfMemoryError} or {@link StackOverflowError} inside Batik is that picture's problem, not the build's.
 */
public final class Rasterizer {

    /**
     * Held by the caller of {@link #rasterize} while its picture is drawn, from the start of its drawing thread to
     * its end or halt. Static because what it guards is: Batik's font caches are JVM-wide, shared by every
     * rasterizer of every build in this JVM ({@code mvn -T}, the watch loop). Fair, so pictures are drawn in the
     * order they were asked for.
     */
    private static final Lock BATIK = new ReentrantLock(true);

    /** The default time budget of one picture (15 s); the plugin's own drawings take 0.1–0.5 s. */
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(15);
    /**
     * Elements Batik may build for one picture, copies included (100,000): it stops the expansions that the SVG
     * safety scan's count ({@link io.github.studylog.svg.SvgSafety}) cannot see (a {@code <style>} rule's
     * {@code url(#…)} applied by a selector).
     */
    public static final int MAX_BUILT_ELEMENTS = 100_000;
    /** Pixels of one PNG (16 Mpx, 64 MiB of ARGB); the width and height hints keep a normal picture far below. */
    public static final long MAX_PIXELS = 16L * 1024 * 1024;
    /** Overdue drawing threads (past their budget, not yet ended) above which new pictures are refused. */
    public static final int MAX_OVERDUE = 2;
    /** How long a halted thread gets to stop before it counts as overdue. */
    private static final long HALT_GRACE_MILLIS = 2_000;

    /** ImageIO's PNG compression quality: 1 is no deflate, 0 the strongest; 0.8 is a fast, small-enough level. */
    private static final float FAST_DEFLATE = 0.8f;

    /**
     * Document URI given to Batik. It is never read (the bytes come from memory), but a base URI keeps Batik's
     * CSS code from failing on a null URI; the scheme has no handler that reaches a network or a disk.
     */
    static final String DOCUMENT_URI = "studylog-memory:/diagram.svg";

    private final int maxWidth;
    private final FontChoice fonts;
    private final Duration budget;
    private final Lock batik;
    private final AtomicInteger overdue = new AtomicInteger();
    private final AtomicInteger threadCounter = new AtomicInteger();

    /** A rasterizer producing PNGs at most {@code maxWidth} px wide, using the system's Japanese font. */
    public Rasterizer(int maxWidth) {
        this(maxWidth, DEFAULT_BUDGET);
    }

    /** As {@link #Rasterizer(int)}, with {@code budget} as the time budget of one picture. */
    public Rasterizer(int maxWidth, Duration budget) {
        this(maxWidth, FontChoice.detect(), budget);
    }

    public Rasterizer(int maxWidth, FontChoice fonts, Duration budget) {
        this(maxWidth, fonts, budget, BATIK);
    }

    /** As the others, drawing one picture at a time under {@code batik} (a test's own lock). */
    public Rasterizer(int maxWidth, FontChoice fonts, Duration budget, Lock batik) {
        if (maxWidth < 16 || (long) maxWidth * maxWidth * 4 > MAX_PIXELS) {
            throw new IllegalArgumentException("maxWidth out of range: " + maxWidth);
        }
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("budget must be positive: " + budget);
        }
        this.maxWidth = maxWidth;
        this.fonts = fonts;
        this.budget = budget;
        this.batik = batik;
    }

    /** The lock the pictures are drawn under: the JVM's one, unless a test gave its own. */
    Lock lock() {
        return batik;
    }

    /** Overdue drawing threads still alive (see the class comment). */
    int overdue() {
        return overdue.get();
    }

    public int maxWidth() {
        return maxWidth;
    }

    /** The Japanese-capable family in use, or null when the system has none. */
    public @Nullable String fontFamily() {
        return fonts.family();
    }

    /** Whether the chosen font draws every character of {@code text}. */
    public FontCheck fontCheck(String text) {
        return fonts.check(text);
    }

    /**
     * A small built-in picture with Japanese text in the diagrams' fonts: drawing it loads Batik, the font system
     * and the PNG encoder, which make a first picture slower than the next.
     */
    private static final String WARM_UP = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48\" height=\"24\">"
            + "<rect width=\"48\" height=\"24\" fill=\"#ffffff\" stroke=\"#333333\"/>"
            + "<text x=\"4\" y=\"16\" font-family=\"" + FontChoice.FONT_FAMILY.replace("\"", "'")
            + "\" font-size=\"12\">図 a</text></svg>";

    /** The bytes of {@link #WARM_UP}, a new array each time. */
    static byte[] warmUpPicture() {
        return WARM_UP.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Draws {@link #WARM_UP} and drops it, so that what every first picture pays is paid now, beside other work,
     * and not when the pictures are drawn. Nothing is written; a failure is ignored (the real picture reports it).
     */
    public void warmUp() {
        rasterize(warmUpPicture());
    }

    /**
     * Rasterizes {@code svg}. Hand it only SVG that passed the safety scan ({@link io.github.studylog.svg.SvgSafety});
     * the lock-down here is the second line of defence.
     */
    public RasterResult rasterize(byte[] svg) {
        long asked = System.nanoTime();
        if (Thread.currentThread().isInterrupted()) {
            // CompletableFuture.get returns a result already there without looking at the interrupt, so a
            // drawing that ends fast would hide it: an interrupted build starts no drawing at all
            return failed(Message.of("raster.interrupted"), asked);
        }
        try {
            batik.lockInterruptibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failed(Message.of("raster.interrupted"), asked);
        }
        Drawing drawing;
        try {
            drawing = begin(svg);
        } finally {
            batik.unlock();
        }
        return finish(drawing);
    }

    /**
     * A picture's drawing thread, once Batik's part of it is over: {@code done} is its result when the picture
     * ended (or was refused, halted or interrupted) meanwhile; otherwise its PNG is being encoded.
     */
    private record Drawing(
            @Nullable HaltingThread worker,
            @Nullable CompletableFuture<RasterResult> result,
            long start,
            long deadline,
            @Nullable RasterResult done) {

        static Drawing done(RasterResult result) {
            return new Drawing(null, null, 0, 0, result);
        }
    }

    /**
     * Starts drawing {@code svg} on a worker thread and waits, at most the budget, for Batik's part of it, under the
     * lock: every other picture's Batik part has ended or been halted (an overdue thread, still inside Batik after
     * its halt, is the one exception). The budget starts here, not when the picture was asked for.
     */
    private Drawing begin(byte[] svg) {
        long start = System.nanoTime();
        int late = overdue.get();
        if (late >= MAX_OVERDUE) {
            return Drawing.done(failed(Message.of("raster.overdue", late, seconds(budget.toMillis())), start));
        }
        long deadline = start + budget.toNanos();
        CompletableFuture<RasterResult> result = new CompletableFuture<>();
        CountDownLatch batikDone = new CountDownLatch(1);
        HaltingThread worker = new HaltingThread(
                () -> {
                    try {
                        result.complete(guarded(svg, start, deadline, batikDone));
                    } finally {
                        batikDone.countDown();
                    }
                },
                "studylog-raster-" + threadCounter.incrementAndGet());
        worker.setDaemon(true);
        worker.start();
        try {
            if (!batikDone.await(budget.toMillis(), TimeUnit.MILLISECONDS)) {
                stop(worker);
                return Drawing.done(failed(overBudget(budget), start));
            }
        } catch (InterruptedException e) {
            stop(worker);
            Thread.currentThread().interrupt();
            return Drawing.done(failed(Message.of("raster.interrupted"), start));
        }
        return new Drawing(worker, result, start, deadline, null);
    }

    /** The picture's result once its PNG is encoded (outside the lock), within what is left of its budget. */
    private RasterResult finish(Drawing drawing) {
        if (drawing.done() != null) {
            return drawing.done();
        }
        // not done: the worker is encoding the PNG
        HaltingThread worker = Objects.requireNonNull(drawing.worker());
        try {
            return Objects.requireNonNull(drawing.result())
                    .get(Math.max(0, drawing.deadline() - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            stop(worker);
            return failed(overBudget(budget), drawing.start());
        } catch (InterruptedException e) {
            stop(worker);
            Thread.currentThread().interrupt();
            return failed(Message.of("raster.interrupted"), drawing.start());
        } catch (ExecutionException e) {
            return failed(Message.of("raster.batik", describe(Objects.requireNonNull(e.getCause()))), drawing.start());
        }
    }

    /** Halts and interrupts an overrunning worker; counts it as overdue until it ends. */
    private void stop(HaltingThread worker) {
        worker.halt();
        worker.interrupt();
        try {
            worker.join(HALT_GRACE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (worker.isAlive()) {
            overdue.incrementAndGet();
            Thread watcher = new Thread(
                    () -> {
                        try {
                            worker.join();
                        } catch (InterruptedException ignored) {
                            // the JVM is ending; the count no longer matters
                        } finally {
                            overdue.decrementAndGet();
                        }
                    },
                    worker.getName() + "-overdue");
            watcher.setDaemon(true);
            watcher.start();
        }
    }

    static Message overBudget(Duration budget) {
        return Message.of("raster.over-budget", seconds(budget.toMillis()));
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** {@link #draw} on the worker thread, with the errors that must not leave it turned into a result. */
    private RasterResult guarded(byte[] svg, long start, long deadline, CountDownLatch batikDone) {
        try {
            return draw(svg, start, deadline, batikDone);
        } catch (OutOfMemoryError e) {
            return failed(Message.of("raster.out-of-memory"), start);
        } catch (StackOverflowError e) {
            return failed(Message.of("raster.stack"), start);
        } catch (RuntimeException | LinkageError e) {
            return failed(Message.of("raster.batik", describe(e)), start);
        }
    }

    /**
     * Draws {@code svg} with Batik, then encodes the PNG; {@code batikDone} is counted down as soon as Batik has
     * returned (the caller then lets the next picture into Batik while this one is encoded).
     */
    private RasterResult draw(byte[] svg, long start, long deadline, CountDownLatch batikDone) {
        LockedTranscoder transcoder = transcoder(deadline);
        try {
            TranscoderInput input = new TranscoderInput(new ByteArrayInputStream(svg));
            input.setURI(DOCUMENT_URI);
            transcoder.transcode(input, new TranscoderOutput(new ByteArrayOutputStream()));
        } catch (TranscoderException | RuntimeException e) {
            if (transcoder.stopped() != null) {
                return failed(transcoder.stopped(), start);
            }
            if (HaltingThread.hasBeenHalted()) {
                return failed(overBudget(budget), start);
            }
            return failed(
                    Message.of("raster.batik", transcoder.firstError() != null ? transcoder.firstError() : describe(e)),
                    start);
        } finally {
            batikDone.countDown();
        }
        if (HaltingThread.hasBeenHalted()) {
            return failed(overBudget(budget), start);
        }
        if (transcoder.stopped() != null) {
            // a budget exception that some part of Batik caught and drew past: the picture is incomplete
            return failed(transcoder.stopped(), start);
        }
        BufferedImage image = transcoder.image();
        if (image == null) {
            return failed(Message.of("raster.no-picture"), start);
        }
        byte[] bytes;
        try {
            bytes = encodePng(image);
        } catch (IOException e) {
            return failed(Message.of("raster.png-encoding", e.getMessage()), start);
        }
        if (blank(image)) {
            return new RasterResult(
                    bytes, image.getWidth(), image.getHeight(), Message.of("raster.blank"), System.nanoTime() - start);
        }
        return new RasterResult(bytes, image.getWidth(), image.getHeight(), null, System.nanoTime() - start);
    }

    /**
     * PNG with fast deflate: the PNG is a proof and a thumbnail, and encoding at the default level took longer
     * than drawing. Deterministic: the same image gives the same bytes.
     */
    private static byte[] encodePng(BufferedImage image) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ByteArrayOutputStream png = new ByteArrayOutputStream(64 * 1024);
        try (ImageOutputStream out = ImageIO.createImageOutputStream(png)) {
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(FAST_DEFLATE);
            writer.setOutput(out);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return png.toByteArray();
    }

    private LockedTranscoder transcoder(long deadline) {
        LockedTranscoder transcoder = new LockedTranscoder(deadline, overBudget(budget));
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_EXECUTE_ONLOAD, Boolean.FALSE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_ALLOWED_SCRIPT_TYPES, "");
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_CONSTRAIN_SCRIPT_ORIGIN, Boolean.TRUE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_ALLOW_EXTERNAL_RESOURCES, Boolean.FALSE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_WIDTH, (float) maxWidth);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_HEIGHT, (float) maxWidth * 4);
        transcoder.addTranscodingHint(ImageTranscoder.KEY_BACKGROUND_COLOR, Color.WHITE);
        if (fonts.family() != null) {
            transcoder.addTranscodingHint(
                    SVGAbstractTranscoder.KEY_DEFAULT_FONT_FAMILY, "'" + fonts.family() + "', sans-serif");
        }
        transcoder.setErrorHandler(new StrictErrorHandler());
        return transcoder;
    }

    /** True when every pixel equals the top-left one. */
    static boolean blank(BufferedImage image) {
        int background = image.getRGB(0, 0);
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != background) {
                    return false;
                }
            }
        }
        return true;
    }

    private static RasterResult failed(Message problem, long start) {
        return new RasterResult(new byte[0], 0, 0, problem, System.nanoTime() - start);
    }

    static String describe(Throwable e) {
        Throwable root = e;
        while (root instanceof TranscoderException te && te.getException() != null && te.getException() != root) {
            root = te.getException();
        }
        String message = root.getMessage();
        if (message == null || message.isBlank()) {
            message = root.getClass().getSimpleName();
        }
        // Batik names the document by the URI it was given, which means nothing to the author
        return OneLine.of(
                message.replace(DOCUMENT_URI + ":-1", "")
                        .replace(DOCUMENT_URI + ":", "")
                        .replace(DOCUMENT_URI, "the SVG"),
                300);
    }

    /**
     * Warnings are ignored, errors stop the transcode. Batik's own user agent prints the stack trace of an error
     * to stderr before it reaches this handler; {@link LockedTranscoder}'s user agent does not.
     */
    private static final class StrictErrorHandler implements ErrorHandler {
        @Override
        public void warning(TranscoderException ex) {
            // a warning does not invalidate the picture
        }

        @Override
        public void error(TranscoderException ex) throws TranscoderException {
            throw ex;
        }

        @Override
        public void fatalError(TranscoderException ex) throws TranscoderException {
            throw ex;
        }
    }

    /**
     * An image transcoder whose user agent refuses every script and every external resource. It keeps the drawn
     * image instead of encoding it, so the blank check needs no PNG decode and the JDK's encoder writes the PNG.
     * One instance per call.
     */
    private static final class LockedTranscoder extends ImageTranscoder {
        private final long deadline;
        private final Message overBudget;
        /** Elements built so far (calls for a bridge, one per element and paint server); one thread only. */
        private int built;

        private @Nullable BufferedImage image;
        /** Why the element or time budget stopped the build of the picture, or null. */
        private volatile @Nullable Message stopped;
        /** Batik's first error, on one line, or null. */
        private volatile @Nullable String firstError;

        LockedTranscoder(long deadline, Message overBudget) {
            this.deadline = deadline;
            this.overBudget = overBudget;
        }

        @Nullable
        Message stopped() {
            return stopped;
        }

        @Nullable
        String firstError() {
            return firstError;
        }

        @Override
        public BufferedImage createImage(int width, int height) {
            if ((long) width * height > MAX_PIXELS) {
                stopped = Message.of("raster.too-many-pixels", width, height, MAX_PIXELS);
                throw new IllegalStateException(stopped.key());
            }
            return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        }

        /** A bridge context that counts the elements Batik builds and stops at the element or time budget. */
        @Override
        protected BridgeContext createBridgeContext(String svgVersion) {
            if ("1.2".equals(svgVersion)) {
                return new SVG12BridgeContext(userAgent) {
                    @Override
                    public Bridge getBridge(Element element) {
                        return super.getBridge(budget(element));
                    }
                };
            }
            return new BridgeContext(userAgent) {
                @Override
                public Bridge getBridge(Element element) {
                    return super.getBridge(budget(element));
                }
            };
        }

        /** One more element built: throws when that is past the element or the time budget. */
        private Element budget(Element element) {
            if (built >= MAX_BUILT_ELEMENTS) {
                stopped = Message.of("raster.too-many-elements", String.format(Locale.ROOT, "%,d", MAX_BUILT_ELEMENTS));
                throw new IllegalStateException(stopped.key());
            }
            if ((built & 0xFF) == 0 && System.nanoTime() - deadline > 0) {
                stopped = overBudget;
                throw new IllegalStateException(stopped.key());
            }
            built++;
            return element;
        }

        /** Records the first of Batik's errors as one line; nothing is printed. */
        void error(String message) {
            if (firstError == null) {
                firstError = OneLine.of(message, 300);
            }
        }

        @Override
        public void writeImage(BufferedImage drawn, TranscoderOutput output) {
            this.image = drawn;
        }

        @Nullable
        BufferedImage image() {
            return image;
        }

        @Override
        protected UserAgent createUserAgent() {
            return new SVGAbstractTranscoderUserAgent() {
                @Override
                public ScriptSecurity getScriptSecurity(String type, ParsedURL scriptUrl, ParsedURL docUrl) {
                    return new NoLoadScriptSecurity(type);
                }

                @Override
                public ExternalResourceSecurity getExternalResourceSecurity(ParsedURL resourceUrl, ParsedURL docUrl) {
                    return new NoLoadExternalResourceSecurity();
                }

                @Override
                public void checkLoadScript(String type, ParsedURL scriptUrl, ParsedURL docUrl) {
                    throw new SecurityException("scripts are not loaded: " + scriptUrl);
                }

                @Override
                public void checkLoadExternalResource(ParsedURL resourceUrl, ParsedURL docUrl) {
                    throw new SecurityException("external resources are not loaded: " + resourceUrl);
                }

                @Override
                public boolean isAllowExternalResources() {
                    return false;
                }

                @Override
                public void displayMessage(String message) {
                    // a message, not an error: dropped (Batik's default goes to the error handler's warning)
                }

                @Override
                public void displayError(String message) {
                    error(message);
                    super.displayError(message);
                }

                @Override
                public void displayError(Exception e) {
                    // Batik's default prints e's stack trace to stderr first
                    error(describe(e));
                    super.displayError(describe(e));
                }
            };
        }
    }
}
