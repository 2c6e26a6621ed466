package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.studylog.raster.Rasterizer;
import io.github.studylog.svg.SvgSafety;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Hostile SVGs pointing at a local server: neither the pre-scan nor the locked rasterizer connects. */
class NoConnectionTest {

    @Test
    void nothingConnectsToTheReferencedServer() throws Exception {
        AtomicInteger connections = new AtomicInteger();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(100);
            Thread acceptor = new Thread(
                    () -> {
                        while (!server.isClosed()) {
                            try (Socket ignored = server.accept()) {
                                connections.incrementAndGet();
                            } catch (SocketTimeoutException e) {
                                // keep waiting
                            } catch (IOException e) {
                                return;
                            }
                        }
                    },
                    "no-connection-acceptor");
            acceptor.setDaemon(true);
            acceptor.start();

            String base = "http://127.0.0.1:" + server.getLocalPort();
            List<String> hostile = new ArrayList<>();
            hostile.add(Fixtures.svg("<image href=\"" + base + "/x.png\" width=\"9\" height=\"9\"/>"));
            hostile.add(Fixtures.svg("<image xlink:href=\"" + base + "/x.png\" width=\"9\" height=\"9\"/>"));
            hostile.add(Fixtures.svg("<use xlink:href=\"" + base + "/s.svg#a\"/>"));
            hostile.add(Fixtures.svg(
                    "<style>@import url(" + base + "/a.css);</style>" + "<rect width=\"9\" height=\"9\"/>"));
            hostile.add(Fixtures.svg("<style>@font-face{font-family:X;src:url(" + base + "/f.ttf)}</style>"
                    + "<text font-family=\"X\" y=\"20\">x</text>"));
            hostile.add(Fixtures.svg("<rect width=\"9\" height=\"9\" style=\"fill:url(" + base + "/p.svg#g)\"/>"));
            hostile.add(Fixtures.svg("<script type=\"text/ecmascript\" xlink:href=\"" + base + "/s.js\"/>"
                    + "<rect width=\"9\" height=\"9\"/>"));
            hostile.add("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY e SYSTEM \"" + base + "/e.xml\">]>\n"
                    + Fixtures.svg("<text y=\"20\">&e;</text>"));
            hostile.add("<?xml version=\"1.0\"?>\n<!DOCTYPE svg SYSTEM \"" + base + "/svg.dtd\">\n"
                    + Fixtures.svg("<rect width=\"9\" height=\"9\"/>"));

            SvgSafety safety = new SvgSafety();
            Rasterizer rasterizer = new Rasterizer(120);
            for (String svg : hostile) {
                byte[] bytes = svg.getBytes(StandardCharsets.UTF_8);
                assertFalse(safety.scan("h.svg", bytes).safe(), svg);
                rasterizer.rasterize(bytes);
            }
            Thread.sleep(300);
        }
        assertEquals(0, connections.get(), "a hostile SVG made a network connection");
    }

    @Test
    void theServerWouldHaveSeenAConnection() throws Exception {
        // guards the test above: the acceptor really counts connections
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(2000);
            try (Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                    Socket accepted = server.accept()) {
                assertEquals(client.getLocalPort(), accepted.getPort());
            }
        }
    }
}
