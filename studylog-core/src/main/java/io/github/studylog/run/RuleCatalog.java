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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** Every rule the plugin knows, for reports that list rules (SARIF) and for the documentation. */
public final class RuleCatalog {

    private RuleCatalog() {}

    public static List<Rule> all() {
        List<Rule> rules = new ArrayList<>();
        rules.addAll(Arrays.asList(ContentRules.values()));
        rules.addAll(Arrays.asList(YamlRules.values()));
        rules.addAll(Arrays.asList(TemplateRules.values()));
        rules.addAll(Arrays.asList(RecordRules.values()));
        rules.addAll(Arrays.asList(ProvenanceRules.values()));
        rules.addAll(Arrays.asList(ApplyRules.values()));
        rules.addAll(Arrays.asList(DocRules.values()));
        rules.addAll(Arrays.asList(DueRules.values()));
        rules.addAll(Arrays.asList(DiagramRules.values()));
        rules.addAll(Arrays.asList(RenderRules.values()));
        rules.addAll(Arrays.asList(SvgRules.values()));
        rules.addAll(Arrays.asList(PromptRules.values()));
        rules.addAll(Arrays.asList(SuppressRules.values()));
        rules.sort(Comparator.comparing(Rule::id));
        return List.copyOf(rules);
    }
}
