// Each mutation of the clean repo gives exactly one finding (last_reviwed gives two), all in one run.
def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
    'reviews/web-cache.yaml:1:1: error [record-missing-key] missing key `last_reviewed`',
    'reviews/web-cache.yaml:4:9: error [review-status-evidence] `status: self_explained` claims more than the evidence',
    'reviews/web-cache.yaml:5:1: error [record-unknown-key] unknown key `last_reviwed`; did you mean `last_reviewed`?',
    'sessions/2026-10-01-web-cache-01.yaml:12:11: error [record-value] `diagrams[1].read` must be `true` or `false`; found `yes`',
    'sessions/2026-10-01-web-cache-01.yaml:16:14: error [record-heading] `Cache-Contrl` is not a heading of src/content/docs/web/cache.md; the nearest heading is `Cache-Control`',
    'sessions/2026-10-03-web-cache-02.yaml:2:7: error [session-date-mismatch]',
    'sessions/2026-10-03-web-cache-02.yaml:6:8: error [session-issue-duplicate] issue #21 is already claimed by session `2026-10-01-web-cache-01`',
    'src/content/docs/web/cache.md:4:9: error [doc-review-unknown] `review: web-cach`',
    'src/content/docs/web/cache.md:11:1: error [doc-link-page] the link `/diagrams/web-cache/revalidat.html` needs the diagram source `diagrams/web-cache/revalidat.json`',
]
def findingLines = log.readLines().findAll { it.startsWith('[ERROR] ') && it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert findingLines.size() == expected.size() : findingLines.join('\n')
expected.eachWithIndex { e, i -> assert findingLines[i].startsWith('[ERROR] ' + e) : "line $i: ${findingLines[i]}\nexpected: $e" }
assert log.contains('studylog found 9 errors')
// Maven prints frames as "    at …" (spaces; "verdict (File.java:1)" on Maven 3, "verdict(File.java:1)" on Maven 4);
// only the MojoFailureException that fails the build may show one
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute)[ (])/) : 'no stack trace for bad content'
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
assert report.summary.errors == 9
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.sarif'), 'UTF-8')
assert sarif.runs[0].results.size() == 9
assert sarif.runs[0].results[0].locations[0].physicalLocation.region.startLine == 1
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
