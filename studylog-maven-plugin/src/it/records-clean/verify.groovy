// A clean content repo passes, and every report file is written.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('0 errors, 0 warnings')
assert !log.contains('Exception')
def out = new File(basedir, 'target/studylog')
['report.json', 'report.sarif', 'TEST-studylog.xml', 'schemas/review.schema.json', 'schemas/session.schema.json'].each {
    assert new File(out, it).isFile() : "missing target/studylog/$it"
}
def report = new groovy.json.JsonSlurper().parse(new File(out, 'report.json'), 'UTF-8')
assert report.summary.errors == 0
assert report.files.find { it.path == 'sessions/2026-10-03-web-cache-02.yaml' }.kind == 'session'
def schema = new groovy.json.JsonSlurper().parse(new File(out, 'schemas/session.schema.json'), 'UTF-8')
assert schema.required.contains('narrative')
assert !schema.required.contains('diagrams') // `# optional` in CHATGPT.md
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
