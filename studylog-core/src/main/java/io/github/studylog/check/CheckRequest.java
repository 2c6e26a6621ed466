package io.github.studylog.check;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.due.DueSettings;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Everything a check pass needs, with no Maven types: what Mojos map their parameters onto.
 *
 * @param layout         where the content and the output are
 * @param parts          which parts to run
 * @param archifySchemas a folder of Archify schemas to use instead of the shipped ones
 * @param session        draft only this session id
 * @param toolVersion    the plugin version, written into reports and cache keys
 * @param links          how the docs' links resolve (site base, relative links, link components)
 * @param threads        how many files are read or pictures drawn at once (fewer when Maven builds several
 *                       modules at once, {@code -T})
 * @param language       the language of every text the run writes ({@code studylog.lang})
 * @param due            the day what is due is judged on, and how ({@code studylog.today}, {@code dueSoonDays},
 *                       {@code failOnStale}, {@code fix.recheck}); part of the up-to-date key, so a run on
 *                       another day is never a replay
 */
public record CheckRequest(
        ContentLayout layout,
        Set<Part> parts,
        Optional<Path> archifySchemas,
        Optional<String> session,
        String toolVersion,
        LinkSettings links,
        int threads,
        Language language,
        DueSettings due) {

    public CheckRequest {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(due, "due");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        // an EnumSet keeps the parts in declaration order, so toString is stable (it keys the up-to-date check)
        parts = Collections.unmodifiableSet(parts.isEmpty() ? EnumSet.noneOf(Part.class) : EnumSet.copyOf(parts));
    }

    /** A request judging what is due on the build's local date. */
    public CheckRequest(
            ContentLayout layout,
            Set<Part> parts,
            Optional<Path> archifySchemas,
            Optional<String> session,
            String toolVersion,
            LinkSettings links,
            int threads,
            Language language) {
        this(layout, parts, archifySchemas, session, toolVersion, links, threads, language, DueSettings.now());
    }

    /** A request that uses every core of the machine. */
    public CheckRequest(
            ContentLayout layout,
            Set<Part> parts,
            Optional<Path> archifySchemas,
            Optional<String> session,
            String toolVersion,
            LinkSettings links) {
        this(
                layout,
                parts,
                archifySchemas,
                session,
                toolVersion,
                links,
                Runtime.getRuntime().availableProcessors());
    }

    /** A request in English with these threads. */
    public CheckRequest(
            ContentLayout layout,
            Set<Part> parts,
            Optional<Path> archifySchemas,
            Optional<String> session,
            String toolVersion,
            LinkSettings links,
            int threads) {
        this(layout, parts, archifySchemas, session, toolVersion, links, threads, Language.EN);
    }

    /** The same request in another language. */
    public CheckRequest in(Language other) {
        return new CheckRequest(layout, parts, archifySchemas, session, toolVersion, links, threads, other, due);
    }

    /** The same request judging what is due with these settings. */
    public CheckRequest with(DueSettings settings) {
        return new CheckRequest(
                layout, parts, archifySchemas, session, toolVersion, links, threads, language, settings);
    }

    /** The catalogue of the request's language. */
    public Messages messages() {
        return Messages.of(language);
    }

    /**
     * The threads one build of several at once may use: the machine's cores shared among the {@code concurrent}
     * builds (Maven's {@code -T}), at least one.
     */
    public static int threadsFor(int concurrent) {
        return Math.max(1, Runtime.getRuntime().availableProcessors() / Math.max(1, concurrent));
    }

    /** A request with the default link settings (base {@code /}, relative page links are findings). */
    public CheckRequest(
            ContentLayout layout,
            Set<Part> parts,
            Optional<Path> archifySchemas,
            Optional<String> session,
            String toolVersion) {
        this(layout, parts, archifySchemas, session, toolVersion, LinkSettings.defaults());
    }

    public boolean runs(Part part) {
        return parts.contains(part);
    }
}
