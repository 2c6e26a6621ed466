package io.github.studylog.diagram;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The brands of Archify's bundled catalogue ({@code archify-brands.txt} beside this class: id, title, aliases,
 * domains; facts only, no artwork), and how a {@code brand} value names one, as Archify v2.15.0 matches it: a string
 * by its id, title or an alias, case-insensitively and ignoring spaces, {@code _}, {@code .} and {@code -} the way
 * Archify's lookup forms do; an {@code http(s)} URL by its host. Immutable and thread-safe.
 */
public final class BrandCatalogue {

    static final String RESOURCE = "archify-brands.txt";
    private static final Pattern SPACE_OR_UNDERSCORE = Pattern.compile("(?U)[\\s_]+");
    private static final Pattern SEPARATORS = Pattern.compile("(?U)[\\s_.-]+");
    private static final Pattern HTTP = Pattern.compile("(?i)^https?://.*", Pattern.DOTALL);

    /** One brand: its catalogue id and the title a badge shows. */
    public record Brand(String id, String title, List<String> aliases, List<String> domains) {}

    private final List<Brand> brands;
    private final Map<String, Brand> byForm = new HashMap<>();
    private final Map<String, Brand> byDomain = new HashMap<>();

    private BrandCatalogue(List<Brand> brands) {
        this.brands = List.copyOf(brands);
        for (Brand brand : this.brands) {
            List<String> names = new ArrayList<>();
            names.add(brand.id());
            names.add(brand.title());
            names.addAll(brand.aliases());
            for (String name : names) {
                for (String form : forms(name)) {
                    byForm.putIfAbsent(form, brand);
                }
            }
            brand.domains().forEach(d -> byDomain.put(d, brand));
        }
    }

    /** The catalogue shipped in the plugin jar. */
    public static BrandCatalogue shipped() {
        try (InputStream in = BrandCatalogue.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the brand catalogue " + RESOURCE + " is missing from the plugin jar");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BrandCatalogue parse(String text) {
        List<Brand> brands = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new java.io.StringReader(text))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\\|", -1);
                if (fields.length != 4) {
                    throw new IllegalStateException("a brand line needs 4 fields: " + line);
                }
                brands.add(new Brand(fields[0].strip(), fields[1].strip(), words(fields[2]), words(fields[3])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BrandCatalogue(brands);
    }

    private static List<String> words(String field) {
        return field.isBlank() ? List.of() : Arrays.asList(field.strip().split("\\s+"));
    }

    /** Every brand, sorted by id. */
    public List<Brand> brands() {
        return brands;
    }

    /** True when {@code value} starts like an {@code http(s)} URL. */
    static boolean isUrl(String value) {
        return HTTP.matcher(value.strip()).matches();
    }

    /** The brand a string {@code brand} value names: by id, title or alias, or an http(s) URL by its host. */
    public Optional<Brand> find(String value) {
        if (isUrl(value)) {
            return host(value).flatMap(this::byHost);
        }
        for (String form : forms(value)) {
            Brand brand = byForm.get(form);
            if (brand != null) {
                return Optional.of(brand);
            }
        }
        return Optional.empty();
    }

    /** Up to five ids for a message: those that contain the value's form or are contained in it first. */
    List<String> suggestions(String value) {
        List<String> forms = forms(value);
        String needle = forms.isEmpty() ? "" : forms.get(0);
        List<String> close = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (Brand brand : brands) {
            boolean near = forms(brand.id()).stream().anyMatch(f -> f.contains(needle) || needle.contains(f));
            (near ? close : rest).add(brand.id());
        }
        close.addAll(rest);
        return close.subList(0, Math.min(5, close.size()));
    }

    private Optional<Brand> byHost(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        h = h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
        Brand best = null;
        int bestLength = -1;
        for (Map.Entry<String, Brand> entry : byDomain.entrySet()) {
            String domain = entry.getKey();
            if ((h.equals(domain) || h.endsWith("." + domain)) && domain.length() > bestLength) {
                best = entry.getValue();
                bestLength = domain.length();
            }
        }
        return Optional.ofNullable(best);
    }

    private static Optional<String> host(String url) {
        try {
            return Optional.ofNullable(new URI(url.strip()).getHost());
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** Archify's lookup forms: lower-cased, then with runs of spaces/underscores as {@code -}, then compacted. */
    static List<String> forms(String value) {
        String raw = value.strip().toLowerCase(Locale.ROOT);
        if (raw.isEmpty()) {
            return List.of();
        }
        Set<String> forms = new LinkedHashSet<>();
        forms.add(raw);
        forms.add(SPACE_OR_UNDERSCORE.matcher(raw).replaceAll("-"));
        forms.add(SEPARATORS.matcher(raw).replaceAll(""));
        return List.copyOf(forms);
    }
}
