package io.github.studylog.check;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.docs.LinkSettings;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
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
 */
public record CheckRequest(ContentLayout layout, Set<Part> parts, Optional<Path> archifySchemas,
        Optional<String> session, String toolVersion, LinkSettings links) {

    public CheckRequest {
        // an EnumSet keeps the parts in declaration order, so toString is stable (it keys the up-to-date check)
        parts = Collections.unmodifiableSet(parts.isEmpty() ? EnumSet.noneOf(Part.class) : EnumSet.copyOf(parts));
    }

    /** A request with the default link settings (base {@code /}, relative page links are findings). */
    public CheckRequest(ContentLayout layout, Set<Part> parts, Optional<Path> archifySchemas,
            Optional<String> session, String toolVersion) {
        this(layout, parts, archifySchemas, session, toolVersion, LinkSettings.defaults());
    }

    public boolean runs(Part part) {
        return parts.contains(part);
    }
}
