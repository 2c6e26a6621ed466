package io.github.studylog.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.studylog.check.Part;
import io.github.studylog.config.ConfigResolver;
import io.github.studylog.config.Overrides;
import io.github.studylog.config.Setting;
import io.github.studylog.config.StudylogConfig;
import io.github.studylog.report.ConsoleFormat;
import io.github.studylog.run.RunRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The client's settings ({@code initializationOptions}, then {@code workspace/configuration}): the plugin's
 * {@code studylog.*} settings by their names without the prefix ({@code lang}, {@code docs} …) and the server's own
 * ({@code debounceMillis}). The {@code studylog.*} ones are the front-end layer of the one configuration
 * ({@link ConfigResolver}): over the content repo's pom and the defaults, as for {@code mvn verify}, and the site read
 * from its files as the plugin reads it.
 *
 * @param values the settings given, by name
 */
record Settings(Map<String, String> values) {

    /** How long the server waits after a change before it checks, so a burst of keystrokes is one check. */
    static final long DEBOUNCE_MILLIS = 10;

    /** Where the settings of the client come from, as {@code studylog config} names it. */
    static final String ORIGIN = "the editor's initializationOptions";

    Settings {
        values = Map.copyOf(values);
    }

    static Settings none() {
        return new Settings(Map.of());
    }

    /** These settings with {@code more} over them. */
    Settings with(Map<String, String> more) {
        Map<String, String> all = new TreeMap<>(values);
        all.putAll(more);
        return new Settings(all);
    }

    String get(String name, String fallback) {
        String value = values.get(name);
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    long debounceMillis() {
        try {
            return Math.max(0, Long.parseLong(get("debounceMillis", Long.toString(DEBOUNCE_MILLIS))));
        } catch (NumberFormatException e) {
            return DEBOUNCE_MILLIS;
        }
    }

    /**
     * The configuration of the repository at {@code root} with these settings over it; the pictures go into
     * {@code outputDir} and the results cache into {@code cacheDir}, both the server's own, outside the repository.
     *
     * @throws io.github.studylog.content.InvalidRequestException naming a setting whose value is wrong
     */
    StudylogConfig config(Path root, Path outputDir, Path cacheDir) {
        Overrides overrides = Overrides.none();
        for (Map.Entry<String, String> e : values.entrySet()) {
            Optional<Setting> setting = Setting.named(e.getKey());
            if (setting.isPresent()) {
                overrides = overrides.with(setting.get(), e.getValue(), ORIGIN);
            }
        }
        overrides = overrides
                .with(Setting.OUTPUT_DIRECTORY, outputDir.toString(), "the language server's own folder")
                .with(Setting.CACHE_DIRECTORY, cacheDir.toString(), "the language server's own folder");
        return ConfigResolver.resolve(root, overrides, System.getProperty("user.language", "en"));
    }

    /** The run of a check: records (docs included) and diagrams, as {@code studylog:check} judges them. */
    static RunRequest request(StudylogConfig config, String version) {
        // no environment: a server never writes GitHub's workflow commands
        return RunRequest.of(
                config,
                "lsp",
                EnumSet.of(Part.RECORDS, Part.DIAGRAMS),
                version,
                Runtime.getRuntime().availableProcessors(),
                ConsoleFormat.PLAIN,
                "",
                Map.of());
    }

    /**
     * The settings of the client's JSON ({@code initializationOptions}, {@code workspace/configuration}): an object
     * whose members are the settings, or that holds them under {@code studylog}; a name may keep its
     * {@code studylog.} prefix. An array value is joined with commas.
     */
    static Map<String, String> ofJson(Object options) {
        Map<String, String> found = new LinkedHashMap<>();
        if (!(options instanceof JsonObject object)) {
            return found;
        }
        JsonObject settings = object.has("studylog") && object.get("studylog").isJsonObject()
                ? object.getAsJsonObject("studylog")
                : object;
        for (Map.Entry<String, JsonElement> e : settings.entrySet()) {
            String name = e.getKey().startsWith("studylog.") ? e.getKey().substring("studylog.".length()) : e.getKey();
            JsonElement value = e.getValue();
            if (value.isJsonPrimitive()) {
                found.put(name, value.getAsString());
            } else if (value.isJsonArray()) {
                List<String> items = new ArrayList<>();
                for (JsonElement item : (JsonArray) value) {
                    if (item.isJsonPrimitive()) {
                        items.add(item.getAsString());
                    }
                }
                found.put(name, String.join(",", items));
            }
        }
        return found;
    }
}
