package io.github.studylog.testing;

import java.util.List;

/** A record no other package can reach (private, nested): what a reflective reader must open to read it. */
public final class HiddenRecord {

    private record Hidden(String name, List<Integer> sizes) {}

    private HiddenRecord() {}

    public static Object of(String name, List<Integer> sizes) {
        return new Hidden(name, sizes);
    }
}
