package io.github.studylog.config;

import io.github.studylog.docs.AstroSite;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves the one configuration of a content repository, in one place and one order, a later layer winning: the
 * defaults ({@link Setting}), the repository ({@code pom.xml}'s {@code studylog.*} properties and the plugin's
 * {@code <configuration>}), then the front end's overrides; and reads the site ({@code astro.config.*},
 * {@code tsconfig.json}, {@code src/pages}) once, for the links. Every front end builds its requests from what this
 * returns, so {@code mvn verify}, {@code studylog check}, the MCP server and the language server see the same
 * repository.
 */
public final class ConfigResolver {

    private ConfigResolver() {}

    /**
     * The configuration of the repository at {@code root}.
     *
     * @param overrides    the front end's settings
     * @param userLanguage the front end's JVM's {@code user.language}, for {@code lang}'s default
     */
    public static StudylogConfig resolve(Path root, Overrides overrides, String userLanguage) {
        Path abs = root.toAbsolutePath().normalize();
        Map<Setting, StudylogConfig.Resolved> values = new EnumMap<>(Setting.class);
        List<String> unread = new ArrayList<>();
        if (overrides.readPom()) {
            PomSettings.Read pom = PomSettings.of(abs);
            pom.values()
                    .forEach(
                            (s, given) -> values.put(s, new StudylogConfig.Resolved(s, given.value(), given.origin())));
            unread.addAll(pom.unread());
        }
        overrides
                .values()
                .forEach((s, given) -> values.put(s, new StudylogConfig.Resolved(s, given.value(), given.origin())));
        StudylogConfig unsited = new StudylogConfig(abs, values, userLanguage, AstroSite.none(), unread);
        AstroSite.Configs configs = new AstroSite.Configs();
        if (!values.containsKey(Setting.DOCS) && unsited.flag(Setting.LINKS_READ_SITE)) {
            // Starlight's docs are under Astro's srcDir: a config's `srcDir: './'` puts them in content/docs
            AstroSite.srcDirDocs(abs, configs)
                    .ifPresent(docs -> values.put(
                            Setting.DOCS,
                            new StudylogConfig.Resolved(
                                    Setting.DOCS, docs.getKey(), Origin.site(docs.getValue() + " srcDir"))));
            unsited = new StudylogConfig(abs, values, userLanguage, AstroSite.none(), unread);
        }
        AstroSite site = unsited.flag(Setting.LINKS_READ_SITE)
                ? AstroSite.read(abs, unsited.layout().docs(), configs)
                : AstroSite.none();
        return new StudylogConfig(abs, values, userLanguage, site, unread);
    }
}
