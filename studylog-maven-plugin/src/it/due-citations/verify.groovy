// studylog:due on a copy of the example content with citations of every kind, judged on a fixed day
// (test.properties: studylog.today=2026-12-03): the exact findings, in report order, and the exact due.json.
def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
    "[ERROR] src/content/docs/web/new.md:8:1: error [source-unchecked] `https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-visibility-timeout.html` is a living source with no checked-on date: write （YYYY-MM-DD再確認） after the link, or `sources_checked:` in the front matter (https://studylog.github.io/studylog-maven-plugin/rules/source-unchecked.html)",
    "[ERROR] src/content/docs/web/sources.md:14:73: error [source-date] `2026-02-30` is no calendar day in YYYY-MM-DD: the citation counts as never checked (https://studylog.github.io/studylog-maven-plugin/rules/source-date.html)",
    "[WARNING] src/content/docs/web/sources.md:15:1: warning [source-stale] `https://developer.mozilla.org/ja/docs/Web/HTTP/Headers/Vary` (living) was checked on 2026-01-05 (after the link); a living source is re-checked every 180 days, so it was due on 2026-07-04 (https://studylog.github.io/studylog-maven-plugin/rules/source-stale.html)",
]
def findingLines = log.readLines().findAll { it =~ /^\[(ERROR|WARNING)\] \S+:\d+:\d+: / }
assert findingLines == expected : findingLines.join('\n')
assert log =~ /(?m)^\[INFO\] due on 2026-12-03: stale 1 · due-soon 1 · ok 3 · unchecked 2 · versioned 1 · unclassified 1; reviews: \d+ of \d+ overdue \(see due\.md\)$/
assert log.contains('[INFO] web-cache due 2026-10-17 (47 days overdue)')
def written = new File(basedir, 'target/studylog/due.json').getText('UTF-8')
def wanted = new File(basedir, 'expected-due.json').getText('UTF-8')
assert written == wanted : written
def md = new File(basedir, 'target/studylog/due.md').getText('UTF-8')
assert md.startsWith('# What is due on 2026-12-03\n')
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace for bad content'
