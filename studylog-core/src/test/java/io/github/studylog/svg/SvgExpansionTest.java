package io.github.studylog.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SvgExpansion} fed directly, as {@link SvgSafety}'s parse feeds it, with exact measures. */
class SvgExpansionTest {

    @Test
    void exactlyTheLimitIsNotOverIt() {
        SvgExpansion e = new SvgExpansion();
        int root = e.add(-1, null, "svg", 1, 1);
        int group = e.add(root, "g", "g", 2, 1);
        for (int i = 0; i < 98; i++) {
            e.add(group, null, "rect", 3, 1);
        }
        for (int i = 0; i < 199; i++) {
            e.reference(e.add(root, null, "use", 4, 1 + i), "g");
        }
        // 1 root + 99 of the group + 199 uses of 1 + 99 each
        assertEquals(new SvgExpansion.Measure(20_000, -1, 0, -1, null), e.measure(20_000));
        assertEquals(new SvgExpansion.Measure(20_000, 0, 20_000, -1, null), e.measure(19_999));
        assertEquals(
                new SvgExpansion.Measure(20_000, 100, 100, -1, null),
                e.measure(99),
                "the first use, the first over it");
    }

    @Test
    void theRootCanBeInACycleAsReferrerOrAsTarget() {
        SvgExpansion self = new SvgExpansion();
        self.reference(self.add(-1, "r", "svg", 1, 1), "r");
        assertEquals(new SvgExpansion.Measure(0, -1, 0, 0, "r"), self.measure(100));
        assertEquals(true, self.measure(100).cycle(), "a cycle at the root is a cycle");
        SvgExpansion child = new SvgExpansion();
        int root = child.add(-1, " r ", "svg", 1, 1);
        child.add(root, null, "rect", 2, 1);
        child.reference(child.add(root, null, "use", 3, 5), "r");
        assertEquals(new SvgExpansion.Measure(0, -1, 0, 2, "r"), child.measure(100), "the id is stripped");
    }

    @Test
    void aDuplicatedIdCountsEveryElementWithItButOnlyElementsAreReported() {
        SvgExpansion e = new SvgExpansion();
        int root = e.add(-1, null, "svg", 1, 1);
        int b = e.add(root, "b", "g", 2, 1);
        for (int i = 0; i < 100; i++) {
            e.add(b, null, "rect", 3, 1);
        }
        int a1 = e.add(root, "a", "g", 4, 1);
        int a2 = e.add(root, "a", "g", 5, 1);
        for (int i = 0; i < 150; i++) {
            e.reference(a1, "b");
            e.reference(a2, "b");
        }
        int use = e.add(root, null, "use", 6, 1);
        e.reference(use, "a");
        e.reference(use, "missing");
        // a1 and a2: 1 + 150 × 101 each; the use: 1 + both; the id "a" alone (30,302) is over the limit first
        assertEquals(new SvgExpansion.Measure(1 + 101 + 15_151 * 2 + 30_303, use, 30_303, -1, null), e.measure(20_000));
        assertEquals(List.of("use", 6, 1), List.of(e.name(use), e.line(use), e.column(use)));
        assertEquals(105, e.size());
    }

    @Test
    void countsSaturateAndTheArraysGrow() {
        SvgExpansion e = new SvgExpansion();
        int root = e.add(-1, null, "svg", 1, 1);
        int previous = e.add(root, "l0", "rect", 2, 1);
        for (int level = 1; level <= 70; level++) {
            int g = e.add(root, "l" + level, "g", 2 + level, 7);
            e.reference(g, "l" + (level - 1));
            e.reference(g, "l" + (level - 1));
            previous = g;
        }
        assertEquals(72, e.size());
        assertEquals(List.of("g", 72, 7), List.of(e.name(previous), e.line(previous), e.column(previous)));
        SvgExpansion.Measure measure = e.measure(20_000);
        assertEquals(Long.MAX_VALUE, measure.total());
        assertEquals(false, measure.cycle());
        assertEquals(new SvgExpansion.Measure(0, -1, 0, -1, null), new SvgExpansion().measure(1));
    }
}
