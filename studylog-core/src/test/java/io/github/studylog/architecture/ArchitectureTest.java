package io.github.studylog.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.github.studylog.finding.Rule;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of ARCHITECTURE.md, as a test: a violation fails {@code ./mvnw verify} with ArchUnit's message, which
 * names the class, the import (the dependency) and the rule it broke.
 *
 * <pre>
 *   (studylog-maven-plugin, studylog-cli: the front ends, modules of their own above this one; the compiler keeps
 *    Maven and the servers' libraries out of the core, as it has none of them on its class path)
 *   run                        one run of a goal: up-to-date, pass, reports, steps, verdict; the rule catalogue
 *   check apply adopt sync …   the checks and the goals' work (acyclic among themselves); of the pictures,
 *                              render draws diagrams and uses diagram (IR, geometry), svg (the safety scan) and
 *                              raster (Batik), which know nothing of diagrams or of each other
 *   finding result content yaml markdown   the models at the bottom (markdown: the one fenced-block model)
 * </pre>
 */
class ArchitectureTest {

    private static final String ROOT = "io.github.studylog";
    private static final String[] MODELS = {
        ROOT + ".message..",
        ROOT + ".finding..",
        ROOT + ".result..",
        ROOT + ".content..",
        ROOT + ".yaml..",
        ROOT + ".markdown.."
    };

    static final ArchRule NO_PACKAGE_CYCLES = slices().matching(ROOT + ".(*)..")
            .should()
            .beFreeOfCycles()
            .because("packages depend in one direction (ARCHITECTURE.md, Layers)");

    static final ArchRule RUN_ONLY_FROM_THE_FRONT_ENDS = noClasses()
            .that()
            .resideOutsideOfPackage(ROOT + ".run..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".run..")
            .because("the run is the core's top: only the front ends (the plugin's Mojos, the launcher and its servers,"
                    + " in modules of their own) call it");

    static final ArchRule THE_PASS_BELOW_WHAT_USES_IT = noClasses()
            .that()
            .resideInAPackage(ROOT + ".check..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    ROOT + ".adopt..",
                    ROOT + ".apply..",
                    ROOT + ".sync..",
                    ROOT + ".prompt..",
                    ROOT + ".fix..",
                    ROOT + ".sessions..",
                    ROOT + ".baseline..",
                    ROOT + ".run..")
            .because("the pass reports what it found and its callers (init, prompt, the drafts, the run) explain it;"
                    + " the run hands it adopt's look-alike blocks for a missing template");

    static final ArchRule ONE_MAKER_OF_A_MARKDOWN_PARSER = noClasses()
            .that()
            .doNotHaveFullyQualifiedName(ROOT + ".docs.SafeMarkdown")
            .should()
            .callMethodWhere(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "flexmark's Parser.builder",
                    (com.tngtech.archunit.core.domain.JavaMethodCall call) ->
                            call.getTarget().getOwner().getFullName().equals("com.vladsch.flexmark.parser.Parser")
                                    && call.getName().equals("builder")))
            .because("docs.SafeMarkdown makes every Markdown parser, so every reader reads a text the same way");

    static final ArchRule FINDING_STANDS_ALONE = classes()
            .that()
            .resideInAPackage(ROOT + ".finding..")
            .should()
            .onlyDependOnClassesThat()
            .resideOutsideOfPackage(ROOT + "..")
            .orShould()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(ROOT + ".finding..", ROOT + ".message..", "java..")
            .because("findings are plain data that every package uses (their sentences are catalogue messages)");

    static final ArchRule MESSAGE_STANDS_ALONE = classes()
            .that()
            .resideInAPackage(ROOT + ".message..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(ROOT + ".message..", "java..")
            .because("the message catalogue is the very bottom: every package writes its sentences with it");

    static final ArchRule MODELS_AT_THE_BOTTOM = noClasses()
            .that()
            .resideInAnyPackage(MODELS)
            .should()
            .dependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "a project class above the models",
                    (JavaClass c) -> c.getPackageName().startsWith(ROOT + ".") && !isModel(c)))
            .because("the model packages (message, finding, result, content, yaml, markdown) are the bottom layer");

    static final ArchRule MARKDOWN_READS_BLOCKS_ALONE = classes()
            .that()
            .resideInAPackage(ROOT + ".markdown..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(
                    ROOT + ".markdown..", ROOT + ".content..", "java..", "com.vladsch.flexmark..", "org.jspecify..")
            .because("the one model of a fenced block sits at the bottom: it reads flexmark's tree with a parser its"
                    + " caller made (docs.SafeMarkdown) and knows only the content basics (LineIndex)");

    static final ArchRule RULES_LIVE_WHERE_THEY_ARE_RAISED = classes()
            .that()
            .resideInAPackage(ROOT + "..")
            .and()
            .doNotHaveSimpleName("RuleCatalog")
            .should(new ArchCondition<JavaClass>("use only the rule constants of their own package") {
                @Override
                public void check(JavaClass item, ConditionEvents events) {
                    for (JavaFieldAccess access : item.getFieldAccessesFromSelf()) {
                        JavaClass owner = access.getTargetOwner();
                        if (access.getTarget().getRawType().isEquivalentTo(Rule.class)
                                && !owner.getPackageName().equals(item.getPackageName())) {
                            events.add(SimpleConditionEvent.violated(
                                    access,
                                    access.getDescription() + ": a rule is raised by the package that declares it"));
                        }
                    }
                }
            });

    static final ArchRule SVG_SCAN_STANDS_ALONE = noClasses()
            .that()
            .resideInAPackage(ROOT + ".svg..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(ROOT + ".render..", ROOT + ".diagram..", ROOT + ".raster..")
            .because("the SVG safety scan knows nothing of diagrams or of Batik (ARCHITECTURE.md, checks)");

    static final ArchRule RASTER_STANDS_ALONE = noClasses()
            .that()
            .resideInAPackage(ROOT + ".raster..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(ROOT + ".render..", ROOT + ".diagram..", ROOT + ".svg..")
            .because(
                    "Batik's rasterizing knows nothing of diagrams or of the scan before it (ARCHITECTURE.md, checks)");

    static final List<ArchRule> ALL = List.of(
            NO_PACKAGE_CYCLES,
            RUN_ONLY_FROM_THE_FRONT_ENDS,
            THE_PASS_BELOW_WHAT_USES_IT,
            ONE_MAKER_OF_A_MARKDOWN_PARSER,
            FINDING_STANDS_ALONE,
            MESSAGE_STANDS_ALONE,
            MODELS_AT_THE_BOTTOM,
            MARKDOWN_READS_BLOCKS_ALONE,
            RULES_LIVE_WHERE_THEY_ARE_RAISED,
            SVG_SCAN_STANDS_ALONE,
            RASTER_STANDS_ALONE);

    private static JavaClasses production;

    @BeforeAll
    static void importProduction() {
        production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    private static boolean isModel(JavaClass c) {
        for (String model : MODELS) {
            String pkg = model.substring(0, model.length() - 2);
            if (c.getPackageName().equals(pkg) || c.getPackageName().startsWith(pkg + ".")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void packagesAreFreeOfCycles() {
        NO_PACKAGE_CYCLES.check(production);
    }

    @Test
    void onlyTheFrontEndsCallTheRun() {
        RUN_ONLY_FROM_THE_FRONT_ENDS.check(production);
    }

    @Test
    void thePassImportsNoneOfTheGoalsThatUseIt() {
        THE_PASS_BELOW_WHAT_USES_IT.check(production);
    }

    @Test
    void onlySafeMarkdownMakesAMarkdownParser() {
        ONE_MAKER_OF_A_MARKDOWN_PARSER.check(production);
    }

    @Test
    void findingImportsNoOtherProjectPackage() {
        FINDING_STANDS_ALONE.check(production);
    }

    @Test
    void theMessageCatalogueImportsNoOtherProjectPackage() {
        MESSAGE_STANDS_ALONE.check(production);
    }

    @Test
    void theModelsImportNothingAboveThem() {
        MODELS_AT_THE_BOTTOM.check(production);
    }

    @Test
    void theFencedBlockModelImportsOnlyTheContentBasicsAndFlexmark() {
        MARKDOWN_READS_BLOCKS_ALONE.check(production);
    }

    @Test
    void eachRuleLivesInThePackageThatRaisesIt() {
        RULES_LIVE_WHERE_THEY_ARE_RAISED.check(production);
    }

    @Test
    void theSvgScanAndTheRasterizerKnowNothingOfDiagramsNorOfEachOther() {
        SVG_SCAN_STANDS_ALONE.check(production);
        RASTER_STANDS_ALONE.check(production);
    }

    @Test
    void theProductionClassesWereFound() {
        assertTrue(production.size() > 200, "imported " + production.size() + " classes");
        assertTrue(production.contain("io.github.studylog.run.StudylogRun"));
    }

    /**
     * The rules can fail: a fixture with a deliberate package cycle, a call of the run from below it and a rule
     * constant of another package.
     */
    @Test
    void aDeliberateBadImportFailsWithAMessageNamingIt() {
        JavaClasses fixture = new ClassFileImporter().importPackages(ROOT + ".architecture.fixture");
        assertEquals(2, fixture.size());

        AssertionError cycle = assertThrows(
                AssertionError.class,
                () -> slices().matching(ROOT + ".architecture.fixture.(*)..")
                        .should()
                        .beFreeOfCycles()
                        .check(fixture));
        assertTrue(cycle.getMessage().contains("Cycle detected: Slice lower"), cycle.getMessage());
        assertTrue(
                cycle.getMessage()
                        .contains("Method <io.github.studylog.architecture.fixture.lower.Lower.upper()> "
                                + "has return type <io.github.studylog.architecture.fixture.upper.Upper>"),
                cycle.getMessage());

        AssertionError run = assertThrows(AssertionError.class, () -> RUN_ONLY_FROM_THE_FRONT_ENDS.check(fixture));
        assertTrue(
                run.getMessage()
                        .contains("Method <io.github.studylog.architecture.fixture.lower.Lower.failure()> calls"
                                + " constructor <io.github.studylog.run.RunRefusal.<init>(java.lang.String,"
                                + " java.lang.Throwable)>"),
                run.getMessage());
        assertTrue(run.getMessage().contains("because the run is the core's top"), run.getMessage());

        AssertionError parser = assertThrows(AssertionError.class, () -> ONE_MAKER_OF_A_MARKDOWN_PARSER.check(fixture));
        assertTrue(
                parser.getMessage()
                        .contains("Lower.markdown()> calls method <com.vladsch.flexmark.parser.Parser.builder()>"),
                parser.getMessage());

        AssertionError rule = assertThrows(AssertionError.class, () -> RULES_LIVE_WHERE_THEY_ARE_RAISED.check(fixture));
        assertTrue(
                rule.getMessage()
                        .contains("Method <io.github.studylog.architecture.fixture.lower.Lower.borrowed()> gets field"
                                + " <io.github.studylog.records.RecordRules.RECORD_VALUE>"),
                rule.getMessage());
    }
}
