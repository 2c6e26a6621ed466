package io.github.studylog.due;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The repo's rules of decay, from the {@code ```yaml studylog=due} block of CHATGPT.md: which URL prefixes name
 * which kind of source, how many days a {@code living} or {@code unpinned} source stays checked, and how many days
 * after {@code last_reviewed} a review of each status is due again.
 *
 * @param prefixes    every URL prefix with its kind, in the block's order
 * @param maxAgeDays  days a check holds, per dated kind ({@value #DEFAULT_MAX_AGE} when the block does not say)
 * @param revisitDays days between reviews, per review status
 * @param line        the block's fence line, 0 when there is no block
 */
public record DuePolicy(
        List<Prefix> prefixes, Map<CitationKind, Integer> maxAgeDays, Map<String, Integer> revisitDays, int line) {

    /** Days a check holds when the policy names no {@code max_age_days} for the kind. */
    public static final int DEFAULT_MAX_AGE = 180;

    /** The review intervals when the policy names none: a status learnt with more help is revisited sooner. */
    public static final Map<String, Integer> DEFAULT_REVISIT =
            Map.of("not_started", 0, "explained", 7, "hinted", 14, "self_explained", 30);

    /** The policy of a repo without a block: no prefix, the default ages and intervals. */
    public static final DuePolicy NONE = new DuePolicy(List.of(), Map.of(), DEFAULT_REVISIT, 0);

    /** A URL prefix and the kind of the sources under it. */
    public record Prefix(String url, CitationKind kind) {}

    public DuePolicy {
        prefixes = List.copyOf(prefixes);
        maxAgeDays = Map.copyOf(maxAgeDays);
        revisitDays = Map.copyOf(revisitDays);
    }

    /** The kind of the longest prefix the URL starts with. */
    public Optional<CitationKind> kindOf(String url) {
        Prefix best = null;
        for (Prefix prefix : prefixes) {
            if (url.startsWith(prefix.url())
                    && (best == null || prefix.url().length() > best.url().length())) {
                best = prefix;
            }
        }
        return Optional.ofNullable(best).map(Prefix::kind);
    }

    /** Days a check of a source of this kind holds. */
    public int maxAge(CitationKind kind) {
        return maxAgeDays.getOrDefault(kind, DEFAULT_MAX_AGE);
    }
}
