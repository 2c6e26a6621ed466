package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The classes an edited rerun needs, loaded ahead: the list is current, and loading initializes nothing. */
class ClassPreloaderTest {

    private static List<String> listed() throws IOException {
        try (InputStream in = ClassPreloader.class.getResourceAsStream(ClassPreloader.LIST)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    /** A loader over the same class path that does not ask the test's own, so its classes are loaded anew. */
    private static URLClassLoader fresh() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    /** A class whose static initializer leaves a mark, to tell loaded from initialized. */
    static final class Initializes {
        static {
            System.setProperty(MARK, "initialized");
        }
    }

    private static final String MARK = "studylog.test.preload-initialized";

    @Test
    void everyListedNameIsAClassOfThePluginOrItsLibrariesOnce() throws Exception {
        // a renamed or removed class must leave the list (bench/preload-list.sh writes it again): a stale name costs
        // nothing at run time, so only this test notices it
        List<String> names = listed();
        assertTrue(names.size() > 100, "the list holds an edited rerun's classes: " + names.size());
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            assertTrue(seen.add(name), "listed twice: " + name);
            assertFalse(name.startsWith("java.") || name.contains("$$Lambda"), "not the plugin's: " + name);
            Class.forName(name, false, ClassPreloader.class.getClassLoader());
        }
    }

    @Test
    void theListedClassesAreLoadedNotInitializedAndAnUnknownNameIsSkipped() throws Exception {
        System.clearProperty(MARK);
        try (URLClassLoader loader = fresh()) {
            int count = ClassPreloader.start(loader, "preload-test.classes").loaded().get(60, TimeUnit.SECONDS);
            assertEquals(2, count, "two of the four lines name a class");
            assertEquals(null, System.getProperty(MARK), "loading ran no static initializer");
            // the control: initializing the same class leaves the mark, so the assertion above can fail
            Class.forName(Initializes.class.getName(), true, loader);
            assertEquals("initialized", System.getProperty(MARK));
        } finally {
            System.clearProperty(MARK);
        }
    }

    @Test
    void aMissingListLoadsNothingAndFailsNothing() throws Exception {
        assertEquals(0, ClassPreloader.start(getClass().getClassLoader(), "no-such.classes").loaded()
                .get(60, TimeUnit.SECONDS));
    }

    @Test
    void theWholeListLoadsThroughAFreshLoader() throws Exception {
        try (URLClassLoader loader = fresh()) {
            assertEquals(listed().size(), ClassPreloader.start(loader).loaded().get(60, TimeUnit.SECONDS));
        }
    }

    @Test
    void closingStopsTheLoadingAndOffLoadsNothing() throws Exception {
        try (URLClassLoader loader = fresh()) {
            ClassPreloader preloader = ClassPreloader.start(loader);
            preloader.close();
            assertTrue(preloader.loaded().get(60, TimeUnit.SECONDS) < listed().size());
        }
        assertEquals(0, ClassPreloader.off().loaded().get());
    }
}
