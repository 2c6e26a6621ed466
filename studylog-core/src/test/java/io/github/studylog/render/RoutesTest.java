package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.diagram.Box;
import io.github.studylog.diagram.Pt;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Exact polylines at the ties and thresholds of {@link Routes}; every route kind is also in the golden SVGs. */
class RoutesTest {

    private static final Box A = new Box(0, 0, 100, 50);

    private static JsonNode rel(String json) {
        return Fixtures.parse(json);
    }

    private static List<Pt> pts(double... xy) {
        List<Pt> points = new java.util.ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            points.add(new Pt(xy[i], xy[i + 1]));
        }
        return points;
    }

    @Test
    void levelBoxesGetAStraightLineBelowHalfAPixelOfOffset() {
        assertEquals(pts(100, 25, 200, 25), Routes.route(A, new Box(200, 0, 100, 50), rel("{}")));
        assertEquals(pts(100, 25, 200, 25.4), Routes.route(A, new Box(200, 0.4, 100, 50), rel("{}")));
        assertEquals(
                pts(100, 25, 150, 25, 150, 25.5, 200, 25.5), Routes.route(A, new Box(200, 0.5, 100, 50), rel("{}")));
        // vertical: stacked boxes, x offset below and at half a pixel
        assertEquals(pts(50, 50, 50.4, 200), Routes.route(A, new Box(0.4, 200, 100, 50), rel("{}")));
        assertEquals(
                pts(50, 50, 50, 125, 50.5, 125, 50.5, 200), Routes.route(A, new Box(0.5, 200, 100, 50), rel("{}")));
    }

    @Test
    void aDiagonalTieIsHorizontal() {
        Box a = new Box(0, 0, 100, 100);
        assertEquals(
                pts(100, 50, 100, 50, 100, 150, 100, 150), Routes.route(a, new Box(100, 100, 100, 100), rel("{}")));
        assertEquals(
                pts(100, 50, 100, 150), Routes.route(a, new Box(100, 100, 100, 100), rel("{\"route\": \"straight\"}")));
        // up and to the left, dy a bit larger: vertical, from the top
        assertEquals(
                pts(50, 0, 50, -50.5, -50, -50.5, -50, -101),
                Routes.route(a, new Box(-100, -201, 100, 100), rel("{}")));
    }

    @Test
    void sameCentresGoRightAndDown() {
        Box below = new Box(0, 100, 100, 50);
        assertEquals(
                pts(100, 25, 50, 25, 50, 125, 0, 125), Routes.route(A, below, rel("{\"route\": \"orthogonal-h\"}")));
        Box beside = new Box(200, 0, 100, 50);
        assertEquals(
                pts(50, 50, 50, 25, 250, 25, 250, 0), Routes.route(A, beside, rel("{\"route\": \"orthogonal-v\"}")));
        assertEquals(pts(100, 25, 200, 25), Routes.route(A, beside, rel("{\"route\": \"vertical-channel\"}")));
        Box left = new Box(-200, 0, 100, 50);
        assertEquals(pts(0, 25, -100, 25), Routes.route(A, left, rel("{\"route\": \"orthogonal-h\"}")));
        Box above = new Box(200, -100, 100, 50);
        assertEquals(
                pts(50, 0, 50, -25, 250, -25, 250, -50), Routes.route(A, above, rel("{\"route\": \"orthogonal-v\"}")));
    }

    @Test
    void viaPointsPickTheFacingSides() {
        Box below = new Box(0, 100, 100, 50);
        // (50, 25) is A's centre: a tie, so the right side; from B's centre it is straight up: the top
        assertEquals(pts(100, 25, 50, 25, 50, 100), Routes.route(A, below, rel("{\"via\": [[50, 25]]}")));
        // (100, 50) is A's corner, scaled to the box: a tie again, the right side
        assertEquals(pts(100, 25, 100, 50, 50, 100), Routes.route(A, below, rel("{\"via\": [[100, 50]]}")));
        assertEquals(pts(0, 25, -10, 26, 50, 100), Routes.route(A, below, rel("{\"via\": [[-10, 26]]}")));
        assertEquals(pts(50, 0, 60, -30, 50, 100), Routes.route(A, below, rel("{\"via\": [[60, -30]]}")));
        assertEquals(pts(50, 50, 60, 160, 50, 150), Routes.route(A, below, rel("{\"via\": [[60, 160]]}")));
        assertEquals(
                pts(50, 0, 60, 160, 100, 125),
                Routes.route(A, below, rel("{\"via\": [[60, 160]], \"fromSide\": \"top\", \"toSide\": \"right\"}")));
        Box thin = new Box(0, 0, 1, 4);
        // a box under 2 px wide is measured as 2 px: (3.5, 6) is 3 half-widths right and 2 half-heights down
        assertEquals(pts(1, 2, 3.5, 6, 1, 2), Routes.route(thin, thin, rel("{\"via\": [[3.5, 6]]}")));
        assertEquals(pts(0.5, 4, 2.5, 7, 0.5, 4), Routes.route(thin, thin, rel("{\"via\": [[2.5, 7]]}")));
    }

    @Test
    void channelsKeepTheirGapOrTheGivenCoordinate() {
        Box b = new Box(300, 100, 100, 60);
        assertEquals(
                pts(50, 50, 50, 188, 350, 188, 350, 160), Routes.route(A, b, rel("{\"route\": \"bottom-channel\"}")));
        assertEquals(pts(50, 0, 50, -28, 350, -28, 350, 100), Routes.route(A, b, rel("{\"route\": \"top-channel\"}")));
        assertEquals(
                pts(100, 25, 428, 25, 428, 130, 400, 130), Routes.route(A, b, rel("{\"route\": \"right-channel\"}")));
        assertEquals(pts(0, 25, -28, 25, -28, 130, 300, 130), Routes.route(A, b, rel("{\"route\": \"left-channel\"}")));
        assertEquals(pts(50, 50, 50, 75, 350, 75, 350, 100), Routes.route(A, b, rel("{\"route\": \"drop\"}")));
        assertEquals(
                pts(50, 50, 50, 90, 350, 90, 350, 100),
                Routes.route(A, b, rel("{\"route\": \"drop\", \"channelY\": 90}")));
        assertEquals(
                pts(100, 25, 428, 25, 428, 130, 400, 130),
                Routes.route(A, b, rel("{\"fromSide\": \"right\", \"toSide\": \"right\"}")));
        assertEquals(
                pts(0, 25, -28, 25, -28, 130, 300, 130),
                Routes.route(A, b, rel("{\"fromSide\": \"left\", \"toSide\": \"left\"}")));
        assertEquals(
                pts(50, 50, 50, 188, 350, 188, 350, 160),
                Routes.route(A, b, rel("{\"fromSide\": \"bottom\", \"toSide\": \"bottom\"}")));
        assertEquals(
                pts(50, 0, 50, -28, 350, -28, 350, 100),
                Routes.route(A, b, rel("{\"fromSide\": \"top\", \"toSide\": \"top\"}")));
        assertEquals(
                pts(100, 25, 350, 25, 350, 100),
                Routes.route(A, b, rel("{\"fromSide\": \"right\", \"toSide\": \"top\"}")));
        assertEquals(
                pts(50, 50, 50, 130, 300, 130),
                Routes.route(A, b, rel("{\"fromSide\": \"bottom\", \"toSide\": \"left\"}")));
    }

    @Test
    void theLabelSitsOnTheGivenOrTheLongestSegment() {
        List<Pt> even = pts(0, 0, 10, 0, 20, 0);
        assertEquals(0, Routes.labelSegment(even, rel("{}")), "a tie keeps the first");
        assertEquals(0, Routes.labelSegment(pts(0, 0, 10, 0, 20.5, 0), rel("{}")), "half a pixel longer is a tie");
        assertEquals(1, Routes.labelSegment(pts(0, 0, 10, 0, 20.6, 0), rel("{}")));
        assertEquals(1, Routes.labelSegment(pts(0, 0, 0, 3, 4, 3, 4, 0), rel("{}")), "x and y lengths both count");
        assertEquals(1, Routes.labelSegment(pts(5, 0, 0, 0, 0, -10), rel("{}")), "lengths are absolute");
        assertEquals(1, Routes.labelSegment(even, rel("{\"labelSegment\": 1}")));
        assertEquals(0, Routes.labelSegment(pts(0, 0, 10, 0, 30, 0), rel("{\"labelSegment\": 0}")));
        assertEquals(1, Routes.labelSegment(pts(0, 0, 10, 0, 30, 0), rel("{\"labelSegment\": 2}")), "out of range");
        assertEquals(1, Routes.labelSegment(pts(0, 0, 10, 0, 30, 0), rel("{\"labelSegment\": -1}")));
        assertEquals(1, Routes.labelSegment(pts(0, 0, 10, 0, 30, 0), rel("{\"labelSegment\": 0.0}")), "not an integer");
        assertEquals(0, Routes.labelSegment(pts(0, 0, 0, 0), rel("{}")), "a zero-length segment still counts");
    }
}
