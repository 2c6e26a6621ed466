package io.github.studylog.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuickCompilerTest {

    @TempDir
    Path dir;

    private final List<String> debug = new ArrayList<>();

    /** What {@code jcmd Compiler.directives_print} says: the JVM's directive stack. */
    private static String directives() throws Exception {
        return String.valueOf(ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerDirectivesPrint",
                new Object[] {new String[0]}, new String[] {String[].class.getName()}));
    }

    /** How many directives on the stack exclude a compiler (ours excludes C2 only). */
    private static int excluding(String printed) {
        return printed.split("Exclude:true", -1).length - 1;
    }

    @Test
    void theDirectiveIsInDuringTheRunAndGoneAfter() throws Exception {
        int before = excluding(directives());
        QuickCompiler compiler = QuickCompiler.start(dir.resolve("cache"), debug::add);
        assertTrue(compiler.taken(), debug.toString());
        assertEquals(before + 1, excluding(directives()));
        compiler.close();
        assertEquals(before, excluding(directives()));
        assertEquals(List.of(), debug);
        assertEquals(QuickCompiler.DIRECTIVES, Files.readString(dir.resolve("cache").resolve(QuickCompiler.FILE)));
    }

    @Test
    void aFolderThatCannotBeWrittenLeavesTheCompilersAlone() throws Exception {
        Path file = Files.writeString(dir.resolve("cache"), "a file where the folder should be");
        int before = excluding(directives());
        QuickCompiler compiler = QuickCompiler.start(file, debug::add);
        assertFalse(compiler.taken());
        compiler.close();
        assertEquals(before, excluding(directives()));
        assertEquals(1, debug.size());
        assertTrue(debug.get(0).startsWith("studylog: the JVM's compilers are left as they are ("), debug.get(0));
    }

    @Test
    void aLinkPutWhereTheFileGoesIsReplacedNotFollowed() throws Exception {
        Path outside = Files.writeString(dir.resolve("outside.json"), "elsewhere");
        Path cache = Files.createDirectories(dir.resolve("cache"));
        Files.createSymbolicLink(cache.resolve(QuickCompiler.FILE), outside);
        QuickCompiler compiler = QuickCompiler.start(cache, debug::add);
        assertTrue(compiler.taken(), debug.toString());
        compiler.close();
        assertEquals("elsewhere", Files.readString(outside));
        assertFalse(Files.isSymbolicLink(cache.resolve(QuickCompiler.FILE)));
        assertEquals(QuickCompiler.DIRECTIVES, Files.readString(cache.resolve(QuickCompiler.FILE)));
    }

    @Test
    void offAsksNothing() {
        QuickCompiler compiler = QuickCompiler.off();
        assertFalse(compiler.taken());
        compiler.close();
    }
}
