package io.github.studylog.records;

import io.github.studylog.content.IsoDate;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.yaml.Located;

/** {@code review-stale} (warning): {@code last_reviewed} is not before the date of a session the review lists. */
public final class StaleReviewRule implements CrossReferenceRule {

    private static boolean isDate(String text) {
        return IsoDate.parse(text).isPresent();
    }

    @Override
    public void check(RecordSet records, FindingSink sink) {
        for (ReviewRecord review : records.reviews().values()) {
            Located<String> last = review.lastReviewed().orElse(null);
            if (last == null || !isDate(last.value())) {
                continue;
            }
            String newest = null;
            String newestSession = null;
            for (Located<String> listed : review.sessions()) {
                String date = records.session(listed.value())
                        .flatMap(SessionRecord::date)
                        .map(Located::value)
                        .orElse(null);
                if (date != null && isDate(date) && (newest == null || date.compareTo(newest) > 0)) {
                    newest = date;
                    newestSession = listed.value();
                }
            }
            if (newest != null && last.value().compareTo(newest) < 0) {
                Finding finding = Finding.of(
                        RecordRules.REVIEW_STALE,
                        review.path(),
                        last.line(),
                        last.column(),
                        "review-stale.before",
                        last.value(),
                        newestSession,
                        newest);
                String date = newest;
                sink.add(review.lastReviewedText()
                        .map(span -> finding.withFix(span.withReplacement(date)))
                        .orElse(finding));
            }
        }
    }
}
