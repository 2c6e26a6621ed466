// -Dstudylog.lang=ja (test.properties) on an English JVM: Japanese texts, the same ids, locations and exit code.
new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'JapaneseRun.groovy')).verify(basedir)
return true
