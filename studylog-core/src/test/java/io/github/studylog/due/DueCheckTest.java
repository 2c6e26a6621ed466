package io.github.studylog.due;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocParser;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Severity;
import io.github.studylog.fix.FixApplier;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The citation model: each kind source, each date source, each rule, the order, the re-check fix. */
class DueCheckTest {

    private static final String PATH = "src/content/docs/queues.md";
    private static final LocalDate TODAY = LocalDate.of(2026, 12, 3);
    private static final DuePolicy POLICY = new DuePolicyReader().read("CHATGPT.md", """
            # 方針

            ```yaml studylog=due
            living:
              max_age_days: 180
              urls:
                - https://docs.aws.amazon.com/
                - https://aws.amazon.com/
            unpinned:
              max_age_days: 110
              urls:
                - https://docs.stripe.com/
            versioned:
              urls:
                - https://aws.amazon.com/blogs/
            ```
            """, new FindingSink());

    private final FindingSink sink = new FindingSink();

    private List<CitationDue> citations(String markdown) {
        return citations(markdown, POLICY, new DueSettings(TODAY, 30, false, Optional.empty()));
    }

    private List<CitationDue> citations(String markdown, DuePolicy policy, DueSettings settings) {
        Doc doc = new DocParser().parse(PATH, markdown, new FindingSink());
        return new DueCheck(policy, settings).citations(doc, sink);
    }

    private List<String> findings() {
        return sink.sorted().stream()
                .map(f -> f.location() + " " + f.ruleId() + " " + f.message().key())
                .toList();
    }

    @Test
    void aMarkerInTheParenthesisAfterTheLinkGivesTheKindAndTheDateBeforeKakuninTheDay() {
        CitationDue living = citations("SQSの挙動。[SQS](https://example.com/sqs)（更新型資料、2026-09-09再確認）。\n")
                .get(0);
        assertEquals(CitationKind.LIVING, living.kind());
        assertEquals("marker", living.kindFrom());
        assertEquals(Optional.of(LocalDate.of(2026, 9, 9)), living.checked());
        assertEquals("inline", living.checkedFrom());
        assertEquals("SQS", living.text());
        CitationDue unpinned = citations("[API](https://example.com/api) (APIバージョン未固定、2026-09-01確認)\n")
                .get(0);
        assertEquals(CitationKind.UNPINNED, unpinned.kind(), "ASCII parentheses count too");
        assertEquals(Optional.of(LocalDate.of(2026, 9, 1)), unpinned.checked());
        assertEquals(List.of(), findings());
    }

    @Test
    void aLinkInsideTheParenthesisReadsTheRestOfIt() {
        CitationDue c = citations("consumerを冪等にする（[Outbox](https://example.com/o)、更新型資料、2026-09-09再確認）。\n")
                .get(0);
        assertEquals(CitationKind.LIVING, c.kind());
        assertEquals("inline", c.checkedFrom());
    }

    @Test
    void theParenthesisMustBeInTheSameSentenceAndNotAnotherLinks() {
        List<CitationDue> cs = citations("[A](https://example.com/a)。（更新型資料、2026-09-09再確認）\n\n"
                + "[B](https://example.com/b)、[C](https://example.com/c)（更新型資料、2026-09-09再確認）\n");
        assertEquals(
                List.of(CitationKind.UNCLASSIFIED, CitationKind.UNCLASSIFIED, CitationKind.LIVING),
                cs.stream()
                        .sorted((x, y) -> Integer.compare(x.line() * 1000 + x.column(), y.line() * 1000 + y.column()))
                        .map(CitationDue::kind)
                        .toList());
    }

    @Test
    void thePolicysLongestPrefixWins() {
        List<CitationDue> cs = citations("[Jitter](https://aws.amazon.com/blogs/architecture/x/)（2015年の記事）と"
                + "[SQS](https://aws.amazon.com/sqs/)と[Stripe](https://docs.stripe.com/api)。\n");
        assertEquals(
                List.of(
                        "https://aws.amazon.com/blogs/architecture/x/ versioned policy",
                        "https://aws.amazon.com/sqs/ living policy",
                        "https://docs.stripe.com/api unpinned policy"),
                cs.stream()
                        .sorted((x, y) -> Integer.compare(x.column(), y.column()))
                        .map(c -> c.url() + " " + c.kind().id() + " " + c.kindFrom())
                        .toList());
        assertEquals(
                CitationKind.UNCLASSIFIED,
                citations("[X](https://example.org/)\n").get(0).kind(),
                "no marker, no prefix");
    }

    @Test
    void thePagesDateServesEveryCitationWithoutItsOwnAndAnInlineDateOverridesIt() {
        List<CitationDue> cs = citations("---\nsources_checked: 2026-09-08\n---\n\n"
                + "[SQS](https://docs.aws.amazon.com/sqs)。\n\n"
                + "[DLQ](https://docs.aws.amazon.com/dlq)（更新型資料、2026-10-01再確認）。\n");
        CitationDue page =
                cs.stream().filter(c -> c.url().endsWith("sqs")).findFirst().orElseThrow();
        CitationDue inline =
                cs.stream().filter(c -> c.url().endsWith("dlq")).findFirst().orElseThrow();
        assertEquals(Optional.of(LocalDate.of(2026, 9, 8)), page.checked());
        assertEquals("page", page.checkedFrom());
        assertEquals(Optional.of(LocalDate.of(2026, 10, 1)), inline.checked());
        assertEquals("inline", inline.checkedFrom());
        assertEquals(Optional.of(LocalDate.of(2027, 3, 7)), page.due());
        assertEquals(Optional.of(86L), page.age());
    }

    @Test
    void aDateInACodeSpanIsNoDate() {
        CitationDue c = citations("[SQS](https://docs.aws.amazon.com/sqs)（更新型資料、`2026-09-09再確認`）。\n")
                .get(0);
        assertEquals(CitationStatus.UNCHECKED, c.status());
        assertEquals(List.of("src/content/docs/queues.md:1:1 source-unchecked source-unchecked.none"), findings());
    }

    @Test
    void linksInCodeImagesAndTheWritersMachineAreNoCitations() {
        assertEquals(
                List.of(),
                citations("`[x](https://docs.aws.amazon.com/a)`\n\n```\nhttps://docs.aws.amazon.com/\n```\n\n"
                        + "![図](https://docs.aws.amazon.com/p.png)\n\n<http://localhost:4321/x>\n"));
    }

    @Test
    void sourceUncheckedIsALivingCitationWithNoDateAtItsLink() {
        citations("前文。[SQS](https://docs.aws.amazon.com/sqs)。\n");
        assertEquals(List.of("src/content/docs/queues.md:1:4 source-unchecked source-unchecked.none"), findings());
    }

    @Test
    void noSourceUncheckedWhenDatedOrVersioned() {
        citations(
                "[SQS](https://docs.aws.amazon.com/sqs)（2026-09-09確認）と[RFC](https://www.rfc-editor.org/rfc/rfc9110)。\n");
        assertEquals(List.of(), findings());
    }

    @Test
    void sourceDateIsANonDayOrAFutureDayAtTheDateAndTheCitationCountsAsNeverChecked() {
        List<CitationDue> cs = citations("[A](https://docs.aws.amazon.com/a)（更新型資料、2026-02-30確認）\n\n"
                + "[B](https://docs.aws.amazon.com/b)（2026-12-04再確認）\n");
        assertEquals(
                List.of(
                        "src/content/docs/queues.md:1:42 source-date source-date.inline-not-a-day",
                        "src/content/docs/queues.md:3:36 source-date source-date.inline-future"),
                findings());
        assertTrue(cs.stream().allMatch(c -> c.status() == CitationStatus.UNCHECKED));
    }

    @Test
    void aBadPageDateIsOneSourceDateAtTheFrontMatter() {
        citations("---\ntitle: キュー\nsources_checked: 2026-13-01\n---\n\n[A](https://docs.aws.amazon.com/a)と"
                + "[B](https://docs.aws.amazon.com/b)。\n");
        assertEquals(List.of("src/content/docs/queues.md:3:18 source-date source-date.page-not-a-day"), findings());
    }

    @Test
    void sourceStaleIsAWarningPastMaxAgeAndAnErrorWithFailOnStale() {
        String doc = "[Stripe](https://docs.stripe.com/api)（2026-08-01確認）と[Fresh](https://docs.stripe.com/b)"
                + "（2026-12-01確認）。\n";
        citations(doc);
        List<Finding> warned = sink.sorted();
        assertEquals(List.of("src/content/docs/queues.md:1:1 source-stale source-stale.inline"), findings());
        assertEquals(Severity.WARNING, warned.get(0).severity());
        assertEquals(
                List.of("https://docs.stripe.com/api", "unpinned", "2026-08-01", "110", "2026-11-19"),
                warned.get(0).message().args(),
                "the message names no today: the fingerprint stays from day to day");
        FindingSink strict = new FindingSink();
        new DueCheck(POLICY, new DueSettings(TODAY, 30, true, Optional.empty()))
                .citations(new DocParser().parse(PATH, doc, new FindingSink()), strict);
        assertEquals(Severity.ERROR, strict.sorted().get(0).severity());
    }

    @Test
    void statusesByDueDate() {
        List<CitationDue> cs = citations("---\nsources_checked: 2026-09-08\n---\n\n[A](https://docs.stripe.com/a)。\n\n"
                + "[B](https://docs.aws.amazon.com/b)。\n\n[C](https://aws.amazon.com/blogs/c)。\n\n"
                + "[D](https://example.org/d)。\n\n[E](https://docs.aws.amazon.com/e)（2026-05-01確認）。\n");
        assertEquals(
                List.of("E stale", "A due-soon", "B ok", "C versioned", "D unclassified"),
                sorted(cs).stream().map(c -> c.text() + " " + c.status().id()).toList());
    }

    @Test
    void citationsAreOrderedUncheckedThenOldestDueThenTheUndated() {
        List<CitationDue> cs = citations("[V](https://aws.amazon.com/blogs/v)。\n\n"
                + "[Late](https://docs.aws.amazon.com/l)（2026-11-01確認）。\n\n"
                + "[None](https://docs.aws.amazon.com/n)。\n\n"
                + "[Early](https://docs.aws.amazon.com/e)（2026-06-01確認）。\n");
        assertEquals(
                List.of("None", "Early", "Late", "V"),
                sorted(cs).stream().map(CitationDue::text).toList());
    }

    private static List<CitationDue> sorted(List<CitationDue> cs) {
        return cs.stream().sorted(DueCheck.CITATION_ORDER).toList();
    }

    @Test
    void recheckWritesTodayOnlyWhenToldAndOnlyUnderThePrefix() {
        String doc = "[A](https://docs.aws.amazon.com/a)（更新型資料、2026-01-01再確認）。\n"
                + "[B](https://docs.aws.amazon.com/b)（更新型資料）。\n"
                + "[C](https://docs.aws.amazon.com/c)。\n"
                + "[D](https://docs.stripe.com/d)（2026-01-01確認）。\n";
        citations(doc);
        assertTrue(sink.sorted().stream().allMatch(f -> f.fix().isEmpty()), "no date is written unless told");
        FindingSink told = new FindingSink();
        new DueCheck(POLICY, new DueSettings(TODAY, 30, false, Optional.of("https://docs.aws.amazon.com/")))
                .citations(new DocParser().parse(PATH, doc, new FindingSink()), told);
        String fixed = FixApplier.apply(
                        doc,
                        told.sorted().stream().flatMap(f -> f.fix().stream()).toList())
                .text();
        assertEquals(
                "[A](https://docs.aws.amazon.com/a)（更新型資料、2026-12-03再確認）。\n"
                        + "[B](https://docs.aws.amazon.com/b)（更新型資料、2026-12-03再確認）。\n"
                        + "[C](https://docs.aws.amazon.com/c)（2026-12-03再確認）。\n"
                        + "[D](https://docs.stripe.com/d)（2026-01-01確認）。\n",
                fixed);
        FindingSink after = new FindingSink();
        new DueCheck(POLICY, new DueSettings(TODAY, 30, false, Optional.empty()))
                .citations(new DocParser().parse(PATH, fixed, new FindingSink()), after);
        assertEquals(
                List.of("src/content/docs/queues.md:4:1 source-stale"),
                after.sorted().stream()
                        .map(f -> f.location() + " " + f.ruleId())
                        .toList());
    }

    @Test
    void anMdxAnchorTagIsACitationWithItsParenthesisAtItsHrefAsEveryTagLink() {
        Doc doc = new DocParser()
                .parse(
                        "src/content/docs/q.mdx",
                        "import { Aside } from '@astrojs/starlight/components';\n\n"
                                + "SQSは<a href=\"https://docs.aws.amazon.com/sqs\">SQS</a>（2026-09-09再確認）。\n",
                        new FindingSink());
        CitationDue c = new DueCheck(POLICY, new DueSettings(TODAY, 30, false, Optional.empty()))
                .citations(doc, sink)
                .get(0);
        assertEquals(
                "SQS living inline 2026-09-09 3:8",
                c.text() + " " + c.kind().id() + " " + c.checkedFrom() + " "
                        + c.checked().orElseThrow() + " " + c.line() + ":" + c.column());
    }
}
