package io.github.studylog.maven;

import io.github.studylog.check.Part;
import java.util.EnumSet;
import java.util.Set;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * What is due on one day: the external sources the docs cite, with their kind ({@code versioned}, {@code living},
 * {@code unpinned}, {@code unclassified}), checked-on date, age, due date and status, oldest due first; and every
 * review's next revisit ({@code last_reviewed} plus the interval of its status), most overdue first. Written to
 * {@code target/studylog/due.md} (in {@code studylog.lang}) and {@code due.json}; the console prints the counts and
 * the first few of each. {@code studylog:check} writes the same files. No network request is made: a link that
 * answers is not a re-read claim.
 *
 * <p>The kinds come from the parenthesis after each link ({@code 更新型} → living, {@code バージョン未固定} →
 * unpinned) and the {@code ```yaml studylog=due} block of CHATGPT.md (URL prefixes, {@code max_age_days},
 * {@code revisit_days}); the dates from that parenthesis ({@code 2026-09-09再確認}) or the page's
 * {@code sources_checked}. The rules {@code source-unchecked}, {@code source-date}, {@code source-stale} (an error with
 * {@code -Dstudylog.failOnStale=true}) and {@code due-policy} are reported with the records' findings.
 *
 * <p>Example: {@code mvn studylog:due -Dstudylog.today=2026-12-03}. No default phase: run it by hand.
 *
 * @since 0.1.0
 */
@Mojo(name = "due", threadSafe = true, requiresProject = false)
public class DueMojo extends AbstractCheckingMojo {

    @Override
    protected Set<Part> parts() {
        return EnumSet.of(Part.RECORDS);
    }
}
