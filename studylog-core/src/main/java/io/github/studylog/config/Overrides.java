package io.github.studylog.config;

import io.github.studylog.content.InvalidRequestException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A front end's settings, over the repository's: a Mojo's parameters, the launcher's arguments, the language
 * server's options, the MCP server's arguments. Each value keeps where it came from.
 *
 * @param values the settings given, each with its value and origin
 * @param readPom whether the repository's pom is read at all: not by the Maven plugin, whose parameters Maven has
 *                already resolved from that pom
 */
public record Overrides(Map<Setting, Given> values, boolean readPom) {

    /** One given value and where it came from. */
    public record Given(String value, Origin origin) {}

    public Overrides {
        values = Map.copyOf(values);
    }

    /** No override: the repository's settings and the defaults. */
    public static Overrides none() {
        return new Overrides(Map.of(), true);
    }

    /** These overrides with {@code name = value} from {@code source}, over any earlier one. */
    public Overrides with(String name, String value, String source) {
        Setting setting = Setting.named(name)
                .orElseThrow(() -> new InvalidRequestException(
                        "`" + name + "` names no studylog setting; `studylog" + " config` lists them"));
        return with(setting, value, source);
    }

    /** These overrides with {@code setting = value} from {@code source}, over any earlier one. */
    public Overrides with(Setting setting, String value, String source) {
        Map<Setting, Given> all = new LinkedHashMap<>(values);
        all.put(setting, new Given(value, Origin.frontEnd(source)));
        return new Overrides(all, readPom);
    }

    /** These overrides, every name of {@code more} a setting (unknown names are errors). */
    public Overrides withAll(Map<String, String> more, String source) {
        Overrides all = this;
        for (Map.Entry<String, String> e : more.entrySet()) {
            all = all.with(e.getKey(), e.getValue(), source);
        }
        return all;
    }

    /** The same overrides, the repository's pom not read (the Maven plugin: Maven read it). */
    public Overrides withoutPom() {
        return new Overrides(values, false);
    }
}
