package io.github.studylog.run;

import io.github.studylog.apply.ApplyRules;
import io.github.studylog.content.ContentRules;
import io.github.studylog.diagram.DiagramRules;
import io.github.studylog.docs.DocRules;
import io.github.studylog.due.DueRules;
import io.github.studylog.finding.Rule;
import io.github.studylog.prompt.PromptRules;
import io.github.studylog.provenance.ProvenanceRules;
import io.github.studylog.records.RecordRules;
import io.github.studylog.render.RenderRules;
import io.github.studylog.suppress.SuppressRules;
import io.github.studylog.svg.SvgRules;
import io.github.studylog.template.TemplateRules;
import io.github.studylog.yaml.YamlRules;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every rule the plugin knows, for reports that list rules (SARIF) and for the documentation. Each package that
 * detects rules declares them as the {@code public static final Rule} constants of its {@code *Rules} class; the
 * catalogue reads those constants, so a rule added to a class is listed without another edit. The classes are named
 * here once ({@link #HOLDERS}); {@code RuleCatalogTest} scans the compiled classes and fails on a rule constant of a
 * class missing from this list.
 */
public final class RuleCatalog {

    /** The classes that declare rules, one per detecting package. */
    static final List<Class<?>> HOLDERS = List.of(
            ApplyRules.class,
            ContentRules.class,
            DiagramRules.class,
            DocRules.class,
            DueRules.class,
            PromptRules.class,
            ProvenanceRules.class,
            RecordRules.class,
            RenderRules.class,
            SuppressRules.class,
            SvgRules.class,
            TemplateRules.class,
            YamlRules.class);

    private static final List<Rule> ALL = read(HOLDERS);

    private RuleCatalog() {}

    /** Every rule, sorted by id. */
    public static List<Rule> all() {
        return ALL;
    }

    /** The rules one {@code *Rules} class declares, sorted by id. */
    public static List<Rule> declaredIn(Class<?> holder) {
        return read(List.of(holder));
    }

    /** The {@code public static final Rule} constants of the given classes, sorted by id; an id declared twice fails. */
    static List<Rule> read(List<Class<?>> holders) {
        List<Rule> rules = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Class<?> holder : holders) {
            for (Field field : holder.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (field.getType() != Rule.class || !Modifier.isStatic(modifiers)) {
                    continue;
                }
                if (!Modifier.isPublic(modifiers) || !Modifier.isFinal(modifiers)) {
                    throw new IllegalStateException(
                            holder.getName() + "." + field.getName() + " is no public constant");
                }
                Rule rule;
                try {
                    rule = (Rule) field.get(null);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(holder.getName() + "." + field.getName(), e);
                }
                if (!ids.add(rule.id())) {
                    throw new IllegalStateException("rule id declared twice: " + rule.id());
                }
                rules.add(rule);
            }
        }
        rules.sort(Comparator.comparing(Rule::id));
        return List.copyOf(rules);
    }
}
