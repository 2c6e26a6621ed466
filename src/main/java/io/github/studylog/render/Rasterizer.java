package io.github.studylog.render;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.apache.batik.bridge.ExternalResourceSecurity;
import org.apache.batik.bridge.NoLoadExternalResourceSecurity;
import org.apache.batik.bridge.NoLoadScriptSecurity;
import org.apache.batik.bridge.ScriptSecurity;
import org.apache.batik.bridge.UserAgent;
import org.apache.batik.transcoder.ErrorHandler;
import org.apache.batik.transcoder.SVGAbstractTranscoder;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;
import org.apache.batik.util.ParsedURL;

/**
 * SVG → PNG with Apache Batik, locked down: no script, no external resource of any scheme (http, file, jar,
 * data), no onload. A failure or a blank picture is a result, never an exception. One instance per build,
 * safe to call from several threads (each call builds its own transcoder; the font choice is shared).
 */
public final class Rasterizer {

    /** ImageIO's PNG compression quality: 1 is no deflate, 0 the strongest; 0.8 is a fast, small-enough level. */
    private static final float FAST_DEFLATE = 0.8f;

    /**
     * Document URI given to Batik. It is never read (the bytes come from memory), but a base URI keeps Batik's
     * CSS code from failing on a null URI; the scheme has no handler that reaches a network or a disk.
     */
    static final String DOCUMENT_URI = "studylog-memory:/diagram.svg";

    private final int maxWidth;
    private final FontChoice fonts;

    /** A rasterizer producing PNGs at most {@code maxWidth} px wide, using the system's Japanese font. */
    public Rasterizer(int maxWidth) {
        this(maxWidth, FontChoice.detect());
    }

    Rasterizer(int maxWidth, FontChoice fonts) {
        if (maxWidth < 16) {
            throw new IllegalArgumentException("maxWidth too small: " + maxWidth);
        }
        this.maxWidth = maxWidth;
        this.fonts = fonts;
    }

    public int maxWidth() {
        return maxWidth;
    }

    /** The Japanese-capable family in use, or null when the system has none. */
    public String fontFamily() {
        return fonts.family();
    }

    /** Whether the chosen font draws every character of {@code text}. */
    public FontCheck fontCheck(String text) {
        return fonts.check(text);
    }

    /**
     * Rasterizes {@code svg}. Hand it only SVG that passed {@link SvgSafety}; the lock-down here is the second
     * line of defence.
     */
    public RasterResult rasterize(byte[] svg) {
        long start = System.nanoTime();
        LockedTranscoder transcoder = transcoder();
        try {
            TranscoderInput input = new TranscoderInput(new ByteArrayInputStream(svg));
            input.setURI(DOCUMENT_URI);
            transcoder.transcode(input, new TranscoderOutput(new ByteArrayOutputStream()));
        } catch (TranscoderException | RuntimeException | LinkageError e) {
            return failed("Batik could not draw it: " + describe(e), start);
        }
        BufferedImage image = transcoder.image();
        if (image == null) {
            return failed("Batik produced no picture", start);
        }
        byte[] bytes;
        try {
            bytes = encodePng(image);
        } catch (IOException e) {
            return failed("the PNG could not be encoded: " + e.getMessage(), start);
        }
        if (blank(image)) {
            return new RasterResult(bytes, image.getWidth(), image.getHeight(),
                    "the picture is blank (every pixel has the background colour)", System.nanoTime() - start);
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

    private LockedTranscoder transcoder() {
        LockedTranscoder transcoder = new LockedTranscoder();
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_EXECUTE_ONLOAD, Boolean.FALSE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_ALLOWED_SCRIPT_TYPES, "");
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_CONSTRAIN_SCRIPT_ORIGIN, Boolean.TRUE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_ALLOW_EXTERNAL_RESOURCES, Boolean.FALSE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_WIDTH, (float) maxWidth);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_HEIGHT, (float) maxWidth * 4);
        transcoder.addTranscodingHint(ImageTranscoder.KEY_BACKGROUND_COLOR, Color.WHITE);
        if (fonts.family() != null) {
            transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_DEFAULT_FONT_FAMILY,
                    "'" + fonts.family() + "', sans-serif");
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

    private static RasterResult failed(String problem, long start) {
        return new RasterResult(new byte[0], 0, 0, problem, System.nanoTime() - start);
    }

    private static String describe(Throwable e) {
        Throwable root = e;
        while (root instanceof TranscoderException te && te.getException() != null && te.getException() != root) {
            root = te.getException();
        }
        String message = root.getMessage();
        if (message == null || message.isBlank()) {
            message = root.getClass().getSimpleName();
        }
        message = message.replaceAll("\\s+", " ").trim();
        return message.length() > 300 ? message.substring(0, 297) + "..." : message;
    }

    /** Warnings are ignored, errors stop the transcode. Nothing goes to stderr. */
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
        private BufferedImage image;

        @Override
        public BufferedImage createImage(int width, int height) {
            return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        }

        @Override
        public void writeImage(BufferedImage drawn, TranscoderOutput output) {
            this.image = drawn;
        }

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
                public ExternalResourceSecurity getExternalResourceSecurity(ParsedURL resourceUrl,
                                                                            ParsedURL docUrl) {
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
                    // Batik's messages would go to stderr
                }
            };
        }
    }
}
