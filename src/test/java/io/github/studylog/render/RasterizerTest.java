package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
        RasterResult result = RASTERIZER.rasterize(utf8(Fixtures.svg(
                "<rect x=\"10\" y=\"10\" width=\"60\" height=\"40\" fill=\"#2563eb\"/>"
                        + "<text x=\"10\" y=\"70\">ok</text>")));
        assertTrue(result.ok(), result.problem());
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(result.png()));
        assertNotNull(image);
        assertEquals(120, image.getWidth());
        assertEquals(80, image.getHeight());
        assertFalse(Rasterizer.blank(image));
    }

    @Test
    void renderedDiagramIsScaledToTheMaximumWidth() {
        RasterResult result = RASTERIZER.rasterize(new SvgRenderer().renderBytes(Fixtures.json("sequence.json")));
        assertTrue(result.ok(), result.problem());
        assertEquals(240, result.width());
        assertEquals(Math.round(240 * 520 / 700.0), result.height(), 1.0);
    }

    @Test
    void blankSvgIsReportedAsBlank() {
        RasterResult result = RASTERIZER.rasterize(
                utf8(Fixtures.svg("<rect width=\"120\" height=\"80\" fill=\"#fff\"/>")));
        assertFalse(result.ok());
        assertTrue(result.problem().contains("blank"), result.problem());
    }

    @Test
    void brokenInputIsAResultNotAnException() {
        for (String bad : List.of("", "<svg", "<html/>", Fixtures.svg("<rect width=\"-5\" height=\"1\"/>"),
                Fixtures.svg("<style>@import url(x.css);</style><rect width=\"9\" height=\"9\"/>"))) {
            RasterResult result = RASTERIZER.rasterize(utf8(bad));
            assertFalse(result.ok(), bad);
            assertNotNull(result.problem());
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
            List<Future<RasterResult>> futures = List.of(pool.submit(() -> RASTERIZER.rasterize(svg)),
                    pool.submit(() -> RASTERIZER.rasterize(svg)), pool.submit(() -> RASTERIZER.rasterize(svg)));
            byte[] first = futures.get(0).get().png();
            for (Future<RasterResult> future : futures) {
                assertTrue(future.get().ok(), future.get().problem());
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
}
