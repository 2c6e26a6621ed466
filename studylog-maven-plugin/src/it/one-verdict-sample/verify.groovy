// One verdict on the bundled example: mvn, studylog check, MCP check_repo and the language server agree.
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.verify(basedir, new File(cliJar), ['-Dstudylog.today=2026-12-03'], [today: '2026-12-03'], [])
return true
