package io.github.studylog.cli;

import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Origin;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.content.InvalidRequestException;
import io.github.studylog.docs.AstroSite;
import io.github.studylog.docs.LinkSettings;
import io.github.studylog.message.Messages;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * {@code studylog config}: the effective settings of a content repository and where each came from (as
 * {@code git config --show-origin} and {@code ruff check --show-settings}), then the site as its files show it. Every
 * front end resolves this same configuration.
 */
final class ConfigCommand implements Main.Command {

    private final Map<String, String> environment;

    ConfigCommand(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public String summary() {
        return Arguments.USAGE + ": the effective settings, each with where it came from";
    }

    @Override
    public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) {
        PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
        StudylogConfig config;
        LinkSettings links;
        Messages messages;
        try {
            Arguments arguments = Arguments.parse(args, environment);
            config = ConfigResolver.resolve(
                    arguments.repo(), arguments.overrides(), System.getProperty("user.language", "en"));
            messages = config.messages();
            links = config.links();
        } catch (InvalidRequestException e) {
            err.println("studylog config: " + e.getMessage() + "; usage: studylog config " + summary());
            return 2;
        }
        console.println("# " + messages.text("config.header", config.root()));
        for (Setting setting : Setting.values()) {
            StudylogConfig.Resolved r = config.resolved(setting);
            String value = r.value().isEmpty() ? "(" + messages.text("config.unset") + ")" : r.value();
            console.println(setting.property() + " = " + value + "    # " + origin(r.origin(), messages) + " — "
                    + messages.text(setting.documentation()));
        }
        AstroSite site = config.site();
        console.println();
        console.println("# " + messages.text("config.site", site.configFile().isEmpty() ? "-" : site.configFile()));
        console.println("base = " + links.base() + "    # "
                + (links.base().equals(normalized(config.text(Setting.SITE_BASE)))
                        ? origin(config.origin(Setting.SITE_BASE), messages)
                        : site.configFile()));
        console.println("trailingSlash = " + site.trailingSlash().orElse("ignore"));
        console.println("locales = " + (site.locales().isEmpty() ? "-" : String.join(", ", site.locales()))
                + "    # defaultLocale " + site.defaultLocale());
        console.println("redirects = " + site.redirects().size());
        console.println("links.exclude = " + String.join(", ", links.exclude()));
        console.println("relativeLinks = " + links.relativeLinks().name().toLowerCase(java.util.Locale.ROOT));
        console.println("routes (src/pages) = " + site.routes().size());
        for (AstroSite.DynamicRoute route : site.dynamic()) {
            console.println("dynamic route " + route.route() + " = "
                    + switch (route.fill()) {
                        case COLLECTION -> "the entries of collection " + route.collection();
                        case PATHS -> route.paths().size() + " listed paths";
                        case UNKNOWN -> "unjudged (its getStaticPaths is no literal)";
                    }
                    + "    # " + route.file());
        }
        site.validator().ifPresent(v -> {
            console.println("validator: errorOnFallbackPages = " + v.errorOnFallbackPages()
                    + ", errorOnInvalidHashes = " + v.errorOnInvalidHashes()
                    + ", errorOnLocalLinks = " + v.errorOnLocalLinks()
                    + ", sameSitePolicy = " + v.sameSitePolicy()
                    + v.siteOrigin().map(o -> ", site = " + o).orElse(""));
            if (!v.components().isEmpty()) {
                console.println("validator: components = "
                        + v.components().stream()
                                .map(c -> c.name() + ":" + c.attribute())
                                .collect(java.util.stream.Collectors.joining(", ")));
            }
        });
        if (!site.integrations().isEmpty()) {
            console.println("integrations = "
                    + site.integrations().stream()
                            .map(i -> i.name()
                                    + (i.prefix().isEmpty() ? "" : " /" + i.prefix() + "/")
                                    + (i.served() ? "" : " (unjudged)"))
                            .collect(java.util.stream.Collectors.joining(", ")));
        }
        if (!site.packages().isEmpty()) {
            console.println("packages that may serve unknown paths = " + String.join(", ", site.packages()));
        }
        if (!site.pipeline().isEmpty()) {
            console.println("Markdown pipeline = " + String.join(", ", site.pipeline())
                    + "    # relative and .md links resolved as files");
        }
        if (!site.routeMiddleware().isEmpty()) {
            console.println("routeMiddleware = " + String.join(", ", site.routeMiddleware())
                    + "    # front-matter links unjudged");
        }
        if (!site.ignored().isEmpty()) {
            console.println("git-ignore rules read = " + site.ignored().size()
                    + "    # links into ignored paths absent on disk are unjudged");
        }
        for (String unread : site.unread()) {
            console.println("# " + messages.text("config.unread", unread));
        }
        for (String unread : config.unread()) {
            console.println("# " + messages.text("config.unread", unread));
        }
        return 0;
    }

    private static String normalized(String base) {
        String b = base.isBlank() ? "/" : base.strip();
        return (b.startsWith("/") ? "" : "/") + b + (b.endsWith("/") ? "" : "/");
    }

    private static String origin(Origin origin, Messages messages) {
        return origin.layer() == Origin.Layer.DEFAULT ? messages.text("config.default") : origin.source();
    }
}
