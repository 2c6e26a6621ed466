package io.github.studylog.due;

import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocLink;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The URL prefixes the docs already cite, most cited first, for {@code studylog:init} to propose as the
 * {@code studylog=due} policy's candidates. A citation (an external link, as {@link DueCheck} reads them) counts
 * under its site and first folder ({@code https://www.rfc-editor.org/rfc/} for
 * {@code https://www.rfc-editor.org/rfc/rfc9110#section-15.3.3}), the smallest prefix that still tells a site's
 * fixed editions from its living pages in the usual layouts ({@code /blogs/}, {@code /docs/}, {@code /api/}); a link
 * to a site's top page or to a file at its root counts under the site ({@code https://example.com/}). The prefixes
 * are those the policy accepts; a URL written with spaces, controls or backquotes gives none.
 */
public final class CitedPrefixes {

    /** A prefix and how many citations fall under it. */
    public record Cited(String prefix, int citations) {}

    /** The prefixes of the citations of these docs: the most citations first, then by prefix. */
    public List<Cited> of(Collection<Doc> docs) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Doc doc : docs) {
            for (DocLink link : doc.links()) {
                if (!link.image() && DueCheck.citable(link.url())) {
                    String prefix = prefix(link.url().strip());
                    if (!prefix.isEmpty()) {
                        counts.merge(prefix, 1, Integer::sum);
                    }
                }
            }
        }
        List<Cited> out = new ArrayList<>();
        counts.forEach((prefix, n) -> out.add(new Cited(prefix, n)));
        out.sort(Comparator.comparingInt(Cited::citations).reversed().thenComparing(Cited::prefix));
        return out;
    }

    /** The site and first folder of an absolute http(s) URL, as written; empty when the policy would refuse it. */
    static String prefix(String url) {
        if (url.codePoints().anyMatch(c -> c <= ' ' || c == '`' || c == 0x7F || Character.isWhitespace(c))) {
            return "";
        }
        int hostStart = url.indexOf("://") + 3;
        int hostEnd = end(url, hostStart, "/?#");
        String site = url.substring(0, hostEnd) + "/";
        String prefix = site;
        if (hostEnd < url.length() && url.charAt(hostEnd) == '/') {
            int pathEnd = end(url, hostEnd, "?#");
            int folderEnd = url.indexOf('/', hostEnd + 1);
            if (folderEnd > hostEnd + 1 && folderEnd < pathEnd) {
                prefix = url.substring(0, folderEnd + 1);
            }
        }
        return DuePolicyReader.absoluteHttp(prefix) ? prefix : "";
    }

    /** The first index at or after {@code from} of one of {@code stops}, else the text's length. */
    private static int end(String text, int from, String stops) {
        for (int i = from; i < text.length(); i++) {
            if (stops.indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return text.length();
    }
}
