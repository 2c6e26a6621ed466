package io.github.studylog.due;

import io.github.studylog.content.IsoDate;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocLink;
import io.github.studylog.docs.LinkProse;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.finding.Fix;
import io.github.studylog.finding.Severity;
import io.github.studylog.incremental.Memos;
import io.github.studylog.message.Message;
import io.github.studylog.records.ReviewRecord;
import io.github.studylog.yaml.Located;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What is due on {@link DueSettings#today}: each external link of each doc as a citation (its kind from the
 * parenthesis after it, else the policy's longest URL prefix; its checked-on date from that parenthesis, else the
 * page's {@code sources_checked}), the rules {@code source-unchecked}, {@code source-date} and
 * {@code source-stale}, and each review's next revisit. Reads no network: a link that answers is not a re-read
 * claim.
 */
public final class DueCheck {

    /** The memo of a doc's citations: the same parse under the same policy and settings has the same ones. */
    public static final Memos.Name<String, Cited> CITED = new Memos.Name<>("due.cited");

    /** One doc's citations and their findings, with what they were made of. */
    public record Cited(
            Doc doc, DuePolicy policy, DueSettings settings, List<CitationDue> citations, List<Finding> findings) {}

    private final DuePolicy policy;
    private final DueSettings settings;
    private final Map<String, Cited> cited;

    public DueCheck(DuePolicy policy, DueSettings settings) {
        this(policy, settings, new HashMap<>());
    }

    /** A check that keeps each doc's citations in {@code cited} (a long-lived engine's memo) and reuses them. */
    public DueCheck(DuePolicy policy, DueSettings settings, Map<String, Cited> cited) {
        this.policy = policy;
        this.settings = settings;
        this.cited = cited;
    }

    /** The report of these docs and reviews, its findings added to the sink. */
    public DueReport run(Collection<Doc> docs, Collection<ReviewRecord> reviews, FindingSink sink) {
        List<CitationDue> citations = new ArrayList<>();
        for (Doc doc : docs) {
            Cited known = cited.get(doc.path());
            if (known == null
                    || known.doc() != doc // a carried parse is the same object: no deep comparison
                    || !known.policy().equals(policy)
                    || !known.settings().equals(settings)) {
                FindingSink own = new FindingSink();
                known = new Cited(doc, policy, settings, citations(doc, own), own.sorted());
                cited.put(doc.path(), known);
            }
            citations.addAll(known.citations());
            sink.addAll(known.findings());
        }
        citations.sort(CITATION_ORDER);
        List<ReviewDue> due = new ArrayList<>();
        for (ReviewRecord review : reviews) {
            due.add(review(review, review.needsRevisit()));
        }
        due.sort(REVIEW_ORDER);
        return new DueReport(settings.today(), settings.dueSoonDays(), citations, due);
    }

    /** Unchecked first, then by due date, then the kinds without one; each by place. */
    static final Comparator<CitationDue> CITATION_ORDER = Comparator.comparingInt((CitationDue c) ->
                    c.status() == CitationStatus.UNCHECKED ? 0 : c.due().isPresent() ? 1 : 2)
            .thenComparing(c -> c.due().orElse(LocalDate.MIN))
            .thenComparing(CitationDue::path)
            .thenComparingInt(CitationDue::line)
            .thenComparingInt(CitationDue::column);

    /** The most days overdue first, then the most relative overdueness, then by id; no due date last. */
    static final Comparator<ReviewDue> REVIEW_ORDER = Comparator.comparingInt(
                    (ReviewDue r) -> r.due().isPresent() ? 0 : 1)
            .thenComparing(r -> -r.daysOverdue().orElse(0L))
            .thenComparing(r -> r.relative().orElse(BigDecimal.ZERO), Comparator.reverseOrder())
            .thenComparing(ReviewDue::review);

    /** The citations of one doc, with the findings of their dates. */
    List<CitationDue> citations(Doc doc, FindingSink sink) {
        Optional<LocalDate> page = Optional.empty();
        boolean pageClaimed = false;
        if (doc.sourcesChecked().isPresent()) {
            Located<String> written = doc.sourcesChecked().get();
            pageClaimed = true;
            page = date(written.value(), doc.path(), written.line(), written.column(), false, sink, Optional.empty());
        }
        List<CitationDue> out = new ArrayList<>();
        for (DocLink link : doc.links()) {
            if (link.image() || !citable(link.url())) {
                continue;
            }
            out.add(citation(doc.path(), link, page, pageClaimed, sink));
        }
        return out;
    }

    private CitationDue citation(
            String path, DocLink link, Optional<LocalDate> page, boolean pageClaimed, FindingSink sink) {
        String url = link.url().strip();
        Optional<LinkProse> prose = link.prose();
        Optional<CitationNote> note = prose.flatMap(p -> CitationNote.read(p.after()));
        CitationKind kind;
        String kindFrom;
        if (note.flatMap(CitationNote::marker).isPresent()) {
            kind = note.get().marker().get();
            kindFrom = "marker";
        } else if (policy.kindOf(url).isPresent()) {
            kind = policy.kindOf(url).get();
            kindFrom = "policy";
        } else {
            kind = CitationKind.UNCLASSIFIED;
            kindFrom = "none";
        }
        boolean rechecked =
                settings.recheck().filter(prefix -> url.startsWith(prefix)).isPresent();
        Optional<LocalDate> checked;
        String checkedFrom;
        boolean claimed;
        Optional<CitationNote.Claim> claim = note.flatMap(CitationNote::date);
        Optional<Fix> recheck = Optional.empty();
        if (claim.isPresent()) {
            int[] at = position(prose.get(), claim.get().start());
            if (rechecked) {
                String written = claim.get().text();
                recheck = Optional.of(new Fix(
                        path,
                        at[0],
                        at[1],
                        at[0],
                        at[1] + written.codePointCount(0, written.length()),
                        settings.today().toString()));
            }
            checked = date(claim.get().text(), path, at[0], at[1], true, sink, recheck);
            checkedFrom = checked.isPresent() ? "inline" : "none";
            claimed = true;
        } else {
            checked = page;
            checkedFrom = page.isPresent() ? "page" : "none";
            claimed = pageClaimed;
            if (rechecked && prose.isPresent()) {
                recheck = Optional.of(insertion(path, prose.get(), note));
            }
        }
        Optional<Long> age = checked.map(d -> ChronoUnit.DAYS.between(d, settings.today()));
        Optional<Integer> maxAge = kind.dated() ? Optional.of(policy.maxAge(kind)) : Optional.empty();
        Optional<LocalDate> due = kind.dated() ? checked.map(d -> d.plusDays(policy.maxAge(kind))) : Optional.empty();
        CitationStatus status = status(kind, due);
        String shown = prose.map(LinkProse::text).filter(t -> !t.isBlank()).orElse(url);
        if (status == CitationStatus.UNCHECKED && !claimed) {
            sink.add(fixed(
                    Finding.of(
                            DueRules.SOURCE_UNCHECKED,
                            path,
                            link.line(),
                            link.column(),
                            "source-unchecked.none",
                            url,
                            kind.id()),
                    recheck));
        } else if (status == CitationStatus.STALE) {
            sink.add(fixed(
                    new Finding(
                            DueRules.SOURCE_STALE,
                            settings.failOnStale() ? Severity.ERROR : Severity.WARNING,
                            path,
                            link.line(),
                            link.column(),
                            Message.of(
                                    checkedFrom.equals("inline") ? "source-stale.inline" : "source-stale.page",
                                    url,
                                    kind.id(),
                                    checked.get().toString(),
                                    maxAge.get(),
                                    due.get().toString())),
                    recheck));
        }
        return new CitationDue(
                path,
                link.line(),
                link.column(),
                shown,
                url,
                kind,
                kindFrom,
                checked,
                checkedFrom,
                age,
                maxAge,
                due,
                status);
    }

    private static Finding fixed(Finding finding, Optional<Fix> fix) {
        return fix.map(finding::withFix).orElse(finding);
    }

    /**
     * Where {@code studylog:fix} writes today's date for a citation with none inline: at the end of its
     * parenthesis ({@code 、YYYY-MM-DD再確認}, or {@code , checked YYYY-MM-DD} in an ASCII one), else as a new
     * parenthesis right after the link.
     */
    private Fix insertion(String path, LinkProse prose, Optional<CitationNote> note) {
        String day = settings.today().toString();
        if (note.isPresent()) {
            int[] at = position(prose, note.get().end());
            boolean empty = prose.after()
                    .substring(note.get().start(), note.get().end())
                    .isBlank();
            String text =
                    note.get().ascii() ? (empty ? "checked " : ", checked ") + day : (empty ? "" : "、") + day + "再確認";
            return new Fix(path, at[0], at[1], at[0], at[1], text);
        }
        return new Fix(
                path,
                prose.afterLine(),
                prose.afterColumn(),
                prose.afterLine(),
                prose.afterColumn(),
                "（" + day + "再確認）");
    }

    private CitationStatus status(CitationKind kind, Optional<LocalDate> due) {
        return switch (kind) {
            case VERSIONED -> CitationStatus.VERSIONED;
            case UNCLASSIFIED -> CitationStatus.UNCLASSIFIED;
            default -> {
                if (due.isEmpty()) {
                    yield CitationStatus.UNCHECKED;
                }
                if (settings.today().isAfter(due.get())) {
                    yield CitationStatus.STALE;
                }
                yield ChronoUnit.DAYS.between(settings.today(), due.get()) <= settings.dueSoonDays()
                        ? CitationStatus.DUE_SOON
                        : CitationStatus.OK;
            }
        };
    }

    /**
     * The day a claimed checked-on date names, or empty with a {@code source-date} finding: a date that is no
     * calendar day in {@code YYYY-MM-DD}, or one after today, never reads as fresh. {@code inline}: the date is
     * written beside the link (else it is the page's {@code sources_checked}).
     */
    private Optional<LocalDate> date(
            String text, String path, int line, int column, boolean inline, FindingSink sink, Optional<Fix> fix) {
        Optional<LocalDate> day = IsoDate.parse(text);
        if (day.isEmpty()) {
            sink.add(fixed(
                    Finding.of(
                            DueRules.SOURCE_DATE,
                            path,
                            line,
                            column,
                            inline ? "source-date.inline-not-a-day" : "source-date.page-not-a-day",
                            text),
                    fix));
            return Optional.empty();
        }
        if (day.get().isAfter(settings.today())) {
            sink.add(fixed(
                    Finding.of(
                            DueRules.SOURCE_DATE,
                            path,
                            line,
                            column,
                            inline ? "source-date.inline-future" : "source-date.page-future",
                            text),
                    fix));
            return Optional.empty();
        }
        return day;
    }

    /** The line and code-point column of an offset of the text after a link. */
    static int[] position(LinkProse prose, int offset) {
        String after = prose.after();
        int line = prose.afterLine();
        int column = prose.afterColumn();
        int i = 0;
        while (i < offset && i < after.length()) {
            char c = after.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= after.length() || after.charAt(i + 1) != '\n'))) {
                line++;
                column = 1;
                i++;
                continue;
            }
            if (c != '\r') {
                column++;
            }
            i += Character.isHighSurrogate(c) && i + 1 < after.length() ? 2 : 1;
        }
        return new int[] {line, column};
    }

    /** An {@code http}/{@code https} link to another machine: the writer's own machine is no source. */
    static boolean citable(String url) {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        if (!(lower.startsWith("http://") || lower.startsWith("https://"))) {
            return false;
        }
        String rest = lower.substring(lower.indexOf("//") + 2);
        return !(rest.startsWith("localhost")
                || rest.startsWith("127.0.0.1")
                || rest.startsWith("[::1]")
                || rest.startsWith("0.0.0.0"));
    }

    private ReviewDue review(ReviewRecord review, List<String> sections) {
        String status = review.status().map(Located::value).orElse("");
        Optional<LocalDate> last = review.lastReviewed().flatMap(l -> IsoDate.parse(l.value()));
        Optional<Integer> interval = Optional.ofNullable(policy.revisitDays().get(status));
        Optional<LocalDate> due = last.flatMap(l -> interval.map(l::plusDays));
        Optional<Long> overdue = due.map(d -> ChronoUnit.DAYS.between(d, settings.today()));
        Optional<BigDecimal> relative = overdue.map(o -> BigDecimal.valueOf(Math.max(0, o))
                .divide(BigDecimal.valueOf(Math.max(1, interval.get())), 2, RoundingMode.HALF_UP));
        return new ReviewDue(review.id(), review.path(), status, last, interval, due, overdue, relative, sections);
    }
}
