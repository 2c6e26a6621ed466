package io.github.studylog.render;

/** Deterministic number text for SVG: at most two decimals, no exponent, no trailing zeros, never "-0". */
public final class Num {

    private Num() {}

    public static String fmt(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite coordinate: " + value);
        }
        long hundredths = Math.round(value * 100.0);
        if (hundredths == 0) {
            return "0";
        }
        StringBuilder out = new StringBuilder();
        if (hundredths < 0) {
            out.append('-');
            hundredths = -hundredths;
        }
        out.append(hundredths / 100);
        long fraction = hundredths % 100;
        if (fraction != 0) {
            out.append('.');
            out.append(fraction / 10);
            if (fraction % 10 != 0) {
                out.append(fraction % 10);
            }
        }
        return out.toString();
    }
}
