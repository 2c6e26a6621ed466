// One verdict where the pom sets the folders and the language: no argument to any front end.
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('[record-unknown-key]') && log.contains('知られていないキー') : 'the pom chose Japanese'
oneVerdict.verify(basedir, new File(cliJar), [], [:], [
        'record-missing-key records/reviews/web-cache.yaml:1:1',
        'record-unknown-key records/reviews/web-cache.yaml:5:1',
        // the sessions still name the doc at its old path: found in the folders the pom names
        'record-path records/sessions/2026-10-01-web-cache-01.yaml:8:11',
        'record-path records/sessions/2026-10-03-web-cache-02.yaml:8:11'])
return true
