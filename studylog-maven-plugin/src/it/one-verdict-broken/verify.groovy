// One verdict on a broken copy of the example: every front end names the same findings at the same places.
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.verify(basedir, new File(cliJar), ['-Dstudylog.today=2026-12-03'], [today: '2026-12-03'], [
        'record-missing-key reviews/web-cache.yaml:1:1',
        'record-unknown-key reviews/web-cache.yaml:5:1',
        'record-file-id sessions/2026-10-01-web-cache-01.yaml:1:5',
        'doc-link-page src/content/docs/web/cache.md:19:1'])
return true
