// No studylog.lang, MAVEN_OPTS=-Duser.language=ja: the JVM's language gives Japanese, the same ids and exit code.
new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'JapaneseRun.groovy')).verify(basedir)
return true
