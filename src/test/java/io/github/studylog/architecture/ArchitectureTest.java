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
 *   maven                      Mojos: parameters → request → run → log lines → exceptions
 *   run                        one run of a goal: up-to-date, pass, reports, steps, verdict; the rule catalogue
 *   check apply adopt sync …   the checks and the goals' work (acyclic among themselves); of the pictures,
 *                              render draws diagrams and uses diagram (IR, geometry), svg (the safety scan) and
 *                              raster (Batik), which know nothing of diagrams or of each other
 *   finding result content yaml   the models at the bottom
 * </pre>
 */
class ArchitectureTest {

    private static final String ROOT = "io.github.studylog";
    private static final String[] MODELS = {
        ROOT + ".message..", ROOT + ".finding..", ROOT + ".result..", ROOT + ".content..", ROOT + ".yaml.."
    };

    static final ArchRule NO_PACKAGE_CYCLES = slices().matching(ROOT + ".(*)..")
            .should()
            .beFreeOfCycles()
            .because("packages depend in one direction (ARCHITECTURE.md, Layers)");

    static final ArchRule MAVEN_ONLY_IN_MAVEN = noClasses()
            .that()
            .resideOutsideOfPackage(ROOT + ".maven..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.apache.maven..")
            .because("the core knows nothing about Maven: only the maven package maps parameters onto it");

    static final ArchRule NOTHING_USES_MAVEN = noClasses()
            .that()
            .resideOutsideOfPackage(ROOT + ".maven..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".maven..")
            .because("the maven package is the top layer");

    /** The front ends: the Mojos, and the launcher outside Maven with the servers it starts. */
    private static final String[] FRONT_ENDS = {ROOT + ".maven..", ROOT + ".cli..", ROOT + ".mcp..", ROOT + ".lsp.."};

    static final ArchRule RUN_ONLY_FROM_MAVEN = noClasses()
            .that()
            .resideOutsideOfPackages(concat(FRONT_ENDS, ROOT + ".run.."))
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".run..")
            .because("the run is above every check: only the front ends (goals, launcher, servers) call it");

    static final ArchRule FRONT_ENDS_ON_TOP = noClasses()
            .that()
            .resideOutsideOfPackages(FRONT_ENDS)
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(FRONT_ENDS)
            .because("the front ends are the top layer: the core never calls them");

    static final ArchRule LAUNCHER_WITHOUT_MAVEN = noClasses()
            .that()
            .resideInAnyPackage(ROOT + ".cli..", ROOT + ".mcp..", ROOT + ".lsp..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".maven..")
            .because("the launcher runs without Maven on its classpath");

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
            .because("the model packages (message, finding, result, content, yaml) are the bottom layer");

    static final ArchRule RULES_LIVE_WHERE_THEY_ARE_RAISED = classes()
            .that()
            .resideInAPackage(ROOT + "..")
            .and()
            .doNotHaveSimpleName("RuleCatalog")
            .should(new ArchCondition<JavaClass>("use only the rule enums of their own package") {
                @Override
                public void check(JavaClass item, ConditionEvents events) {
                    for (JavaFieldAccess access : item.getFieldAccessesFromSelf()) {
                        JavaClass owner = access.getTargetOwner();
                        if (owner.isEnum()
                                && owner.isAssignableTo(Rule.class)
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
            MAVEN_ONLY_IN_MAVEN,
            NOTHING_USES_MAVEN,
            RUN_ONLY_FROM_MAVEN,
            FRONT_ENDS_ON_TOP,
            LAUNCHER_WITHOUT_MAVEN,
            FINDING_STANDS_ALONE,
            MESSAGE_STANDS_ALONE,
            MODELS_AT_THE_BOTTOM,
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

    private static String[] concat(String[] packages, String more) {
        String[] all = java.util.Arrays.copyOf(packages, packages.length + 1);
        all[packages.length] = more;
        return all;
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
    void onlyTheMavenPackageImportsMaven() {
        MAVEN_ONLY_IN_MAVEN.check(production);
        NOTHING_USES_MAVEN.check(production);
    }

    @Test
    void onlyTheGoalsCallTheRun() {
        RUN_ONLY_FROM_MAVEN.check(production);
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
    void eachRuleEnumLivesInThePackageThatRaisesIt() {
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
        assertTrue(production.contain("io.github.studylog.maven.CheckMojo"));
    }

    /** The rules can fail: a fixture with a deliberate package cycle and a Maven import outside maven. */
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

        AssertionError maven = assertThrows(AssertionError.class, () -> MAVEN_ONLY_IN_MAVEN.check(fixture));
        assertTrue(
                maven.getMessage()
                        .contains(
                                "Method <io.github.studylog.architecture.fixture.lower.Lower.failure()> calls constructor "
                                        + "<org.apache.maven.plugin.MojoExecutionException.<init>(java.lang.String)>"),
                maven.getMessage());
        assertTrue(maven.getMessage().contains("because the core knows nothing about Maven"), maven.getMessage());
    }
}
