package io.github.studylog.svg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * How many elements Batik builds once every in-document reference is expanded: a {@code <use>} (or any
 * {@code href="#id"}: pattern, gradient and filter chains, {@code feImage}, {@code textPath}) and every
 * {@code url(#id)} (fill, stroke, marker, filter, clip-path, mask, in attributes, {@code style} attributes and
 * {@code <style>} sheets) copies the referenced element with everything it expands to. Fed element by element by
 * {@link SvgSafety}'s single parse; {@link #measure(long)} then counts with memoisation, so the cost is linear in the
 * elements and references however large the expansion is. Counts saturate at {@link Long#MAX_VALUE}.
 *
 * <p>An over-estimate by design: an element with a duplicated id counts every element with that id, content
 * under {@code <defs>} counts once where it stands and once per reference. A {@code <style>} rule's
 * {@code url(#id)} counts once, not once per element its selector matches (that needs selector matching); the
 * rasterizer's own element budget ({@code Rasterizer.MAX_BUILT_ELEMENTS}) stops what this leaves out.
 * Confined to one thread.
 */
final class SvgExpansion {

    /** The outcome: the whole document's count, or where it first exceeded a limit, or a cycle. */
    record Measure(
            long total,
            int worst,
            long worstCount,
            int cycleAt,
            @Nullable String cycleId) {
        boolean cycle() {
            return cycleAt >= 0;
        }
    }

    private int size;
    private int[] parent = new int[64];
    private int[] firstChild = new int[64];
    private int[] lastChild = new int[64];
    private int[] nextSibling = new int[64];
    /** Per element, the ids it references; null when none. */
    private final List<List<String>> refs = new ArrayList<>();

    private final Map<String, List<Integer>> ids = new HashMap<>();
    /** Per element: its name, line and column, for the finding. */
    private final List<String> names = new ArrayList<>();

    private int[] lines = new int[64];
    private int[] columns = new int[64];

    /** Adds the next element in document order under {@code parentIndex} (-1 for the root); returns its index. */
    int add(int parentIndex, String id, String name, int line, int column) {
        if (size == parent.length) {
            int grown = size * 2;
            parent = Arrays.copyOf(parent, grown);
            firstChild = Arrays.copyOf(firstChild, grown);
            lastChild = Arrays.copyOf(lastChild, grown);
            nextSibling = Arrays.copyOf(nextSibling, grown);
            lines = Arrays.copyOf(lines, grown);
            columns = Arrays.copyOf(columns, grown);
        }
        int index = size++;
        parent[index] = parentIndex;
        firstChild[index] = -1;
        lastChild[index] = -1;
        nextSibling[index] = -1;
        refs.add(null);
        names.add(name);
        lines[index] = line;
        columns[index] = column;
        if (parentIndex >= 0) {
            if (firstChild[parentIndex] < 0) {
                firstChild[parentIndex] = index;
            } else {
                nextSibling[lastChild[parentIndex]] = index;
            }
            lastChild[parentIndex] = index;
        }
        if (id != null && !id.isBlank()) {
            ids.computeIfAbsent(id.strip(), k -> new ArrayList<>(1)).add(index);
        }
        return index;
    }

    /** Element {@code index} references {@code #id}. */
    void reference(int index, String id) {
        if (refs.get(index) == null) {
            refs.set(index, new ArrayList<>(1));
        }
        refs.get(index).add(id);
    }

    int size() {
        return size;
    }

    String name(int index) {
        return names.get(index);
    }

    int line(int index) {
        return lines[index];
    }

    int column(int index) {
        return columns[index];
    }

    /**
     * Counts, from the root, what every element expands to. {@code worst} is the first element (in the order the
     * counting finishes them: innermost first) whose expansion exceeds {@code limit}, or -1; a reference to an
     * element that contains the referring one is a cycle ({@code cycleAt} is the referring element).
     */
    Measure measure(long limit) {
        if (size == 0) {
            return new Measure(0, -1, 0, -1, null);
        }
        // element i is node i; the elements sharing an id form one extra node each, after the elements
        Map<String, Integer> idNode = new HashMap<>();
        List<List<Integer>> idMembers = new ArrayList<>();
        List<String> idNames = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : ids.entrySet()) {
            idNode.put(e.getKey(), size + idMembers.size());
            idMembers.add(e.getValue());
            idNames.add(e.getKey());
        }
        int nodes = size + idMembers.size();
        long[] count = new long[nodes];
        byte[] state = new byte[nodes]; // 0 new, 1 on the path, 2 done
        int[] stack = new int[nodes];
        int[] cursor = new int[nodes]; // next successor to visit: child chain position, then references
        int[] refCursor = new int[nodes];
        int worst = -1;
        long worstCount = 0;
        int top = 0;
        stack[top++] = 0;
        state[0] = 1;
        cursor[0] = firstChild[0];
        while (top > 0) {
            int node = stack[top - 1];
            int next = -1;
            int referrer = -1;
            String referredId = null;
            if (node < size) {
                if (cursor[node] >= 0) {
                    next = cursor[node];
                    cursor[node] = nextSibling[next];
                } else {
                    List<String> out = refs.get(node);
                    while (out != null && refCursor[node] < out.size() && next < 0) {
                        String id = out.get(refCursor[node]++);
                        Integer target = idNode.get(id);
                        if (target != null) {
                            next = target;
                            referrer = node;
                            referredId = id;
                        }
                    }
                }
            } else {
                List<Integer> members = idMembers.get(node - size);
                if (refCursor[node] < members.size()) {
                    next = members.get(refCursor[node]++);
                    // an id node is only ever entered from the reference of the element below it on the stack
                    referrer = stack[top - 2];
                    referredId = idNames.get(node - size);
                }
            }
            if (next >= 0) {
                if (state[next] == 1) {
                    // a child on the path was entered through a reference from inside itself
                    return new Measure(0, -1, 0, referrer >= 0 ? referrer : node, referredId);
                }
                if (state[next] == 0) {
                    state[next] = 1;
                    cursor[next] = next < size ? firstChild[next] : -1;
                    stack[top++] = next;
                }
                continue;
            }
            // every successor is done: this node's count is final
            top--;
            state[node] = 2;
            long total = node < size ? 1 : 0;
            if (node < size) {
                for (int c = firstChild[node]; c >= 0; c = nextSibling[c]) {
                    total = add(total, count[c]);
                }
                List<String> out = refs.get(node);
                if (out != null) {
                    for (String id : out) {
                        Integer target = idNode.get(id);
                        if (target != null) {
                            total = add(total, count[target]);
                        }
                    }
                }
            } else {
                for (int member : idMembers.get(node - size)) {
                    total = add(total, count[member]);
                }
            }
            count[node] = total;
            if (worst < 0 && node < size && total > limit) {
                worst = node;
                worstCount = total;
            }
        }
        return new Measure(count[0], worst, worstCount, -1, null);
    }

    private static long add(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
