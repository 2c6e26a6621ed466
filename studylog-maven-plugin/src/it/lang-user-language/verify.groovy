// No studylog.lang, MAVEN_OPTS=-Duser.language=ja: the JVM's language gives Japanese, the same ids and exit code.
new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'JapaneseRun.groovy')).verify(basedir)
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
