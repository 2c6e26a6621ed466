package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.github.studylog.finding.Rule;
import io.github.studylog.finding.Severity;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The catalogue lists every rule the compiled code declares, each once, each constant named after its id. */
class RuleCatalogTest {

    /** A holder as the catalogue reads it: constants and a field that is no rule. */
    static final class Holder {
        public static final Rule B_RULE = Rule.warning("b-rule");
        public static final Rule A_RULE = Rule.error("a-rule");
        public static final String NOT_A_RULE = "c-rule";

        private Holder() {}
    }

    static final class Twice {
        public static final Rule A_RULE = Rule.error("a-rule");

        private Twice() {}
    }

    static final class Hidden {
        @SuppressWarnings("unused")
        private static final Rule HIDDEN_RULE = Rule.error("hidden-rule");

        private Hidden() {}
    }

    @Test
    void everyClassOfTheMainCodeThatDeclaresARuleIsInTheCatalogue() {
        Set<String> declaring = new TreeSet<>();
        for (JavaClass c : new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.studylog")) {
            for (JavaField field : c.getFields()) {
                if (field.getRawType().isEquivalentTo(Rule.class)
                        && field.getModifiers().contains(JavaModifier.STATIC)) {
                    declaring.add(c.getName());
                }
            }
        }
        Set<String> listed =
                RuleCatalog.HOLDERS.stream().map(Class::getName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(listed, declaring, "a class declares rules the catalogue does not list (RuleCatalog.HOLDERS)");
        assertTrue(declaring.size() >= 13, declaring.toString());
    }

    @Test
    void eachConstantIsNamedAfterItsIdAndItsClassAfterRules() throws IllegalAccessException {
        int constants = 0;
        for (Class<?> holder : RuleCatalog.HOLDERS) {
            assertTrue(holder.getSimpleName().endsWith("Rules"), holder.getName());
            for (Field field : holder.getDeclaredFields()) {
                if (field.getType() == Rule.class && Modifier.isStatic(field.getModifiers())) {
                    Rule rule = (Rule) field.get(null);
                    assertEquals(
                            rule.id().toUpperCase(Locale.ROOT).replace('-', '_'),
                            field.getName(),
                            holder.getSimpleName() + " declares " + rule.id());
                    constants++;
                }
            }
        }
        assertEquals(constants, RuleCatalog.all().size(), "every constant is in the catalogue, once");
    }

    @Test
    void readsThePublicConstantsSortedById() {
        assertEquals(List.of(Rule.error("a-rule"), Rule.warning("b-rule")), RuleCatalog.declaredIn(Holder.class));
        assertEquals(
                Severity.WARNING, RuleCatalog.declaredIn(Holder.class).get(1).defaultSeverity());
    }

    @Test
    void refusesAnIdDeclaredTwiceAndAHiddenRule() {
        IllegalStateException twice =
                assertThrows(IllegalStateException.class, () -> RuleCatalog.read(List.of(Holder.class, Twice.class)));
        assertTrue(twice.getMessage().contains("a-rule"), twice.getMessage());
        IllegalStateException hidden =
                assertThrows(IllegalStateException.class, () -> RuleCatalog.declaredIn(Hidden.class));
        assertTrue(hidden.getMessage().contains("HIDDEN_RULE"), hidden.getMessage());
    }

    @Test
    void anIdIsLowerCaseWordsJoinedByHyphens() {
        for (String bad : List.of("", "Record-value", "record_value", "record--value", "-record", "record-")) {
            assertThrows(IllegalArgumentException.class, () -> Rule.error(bad), bad);
        }
        assertEquals("record-value-2", Rule.error("record-value-2").id());
    }
}
