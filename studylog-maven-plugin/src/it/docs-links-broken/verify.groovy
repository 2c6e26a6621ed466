// One broken link of each kind (the five examples of issue 9 among them), each at its own line:column with a
// suggestion; code spans and external links are not findings; the configured <Card href> is read. Its revision
// note cites a session with a wrong issue number (doc-session-issue); an id in a fenced code block is ignored.
def log = new File(basedir, 'build.log').getText('UTF-8')
def doc = 'src/content/docs/architecture/queues.mdx'
def expected = [
    "$doc:7:9: error [doc-link-page] `/practice/queue-recovry/` is no page of the site; the nearest page is `/practice/queue-recovery/`",
    "$doc:14:1: error [doc-link-page] the link `/diagrams/architecture-queues/missing.html` needs the diagram source `diagrams/architecture-queues/missing.json`, which does not exist",
    "$doc:18:6: error [doc-link-file] the <img src> `/diagrams/architecture-queues/missing.svg` needs `public/diagrams/architecture-queues/missing.svg`, which does not exist",
    "$doc:20:4: error [doc-link-page] the link `/diagrams/architecture-queues/missing.html` needs the diagram source `diagrams/architecture-queues/missing.json`, which does not exist",
    "$doc:24:1: error [doc-link-page] `/practice/queue-recovery-typo/` is no page of the site; the nearest page is `/practice/queue-recovery/`",
    "$doc:26:1: error [doc-link-anchor] `#存在しない節` is no heading id of this page; its ids are `#transactional-outbox`, `#練習`, `#改訂メモ`",
    "$doc:28:1: error [doc-link-anchor] `#nope` is no heading id of `/practice/queue-recovery/` (src/content/docs/practice/queue-recovery.md); its ids are `#問題-1`, `#問題-2`",
    "$doc:30:22: error [doc-link-anchor] `#問題-3` is no heading id of `/practice/queue-recovery/` (src/content/docs/practice/queue-recovery.md); the nearest is `#問題-1`",
    "$doc:32:21: error [doc-link-page] `/web/cach/` is no page of the site; the nearest page is `/web/cache/`",
    "$doc:34:1: error [doc-link-file] the image `/diagrams/architecture-queues/outbox-snapshot.svg` needs `public/diagrams/architecture-queues/outbox-snapshot.svg`, which does not exist; the nearest file there is `outbox-snapshots.svg`",
    "$doc:36:1: error [doc-link-relative] the relative link `../practice/queue-recovery/` depends on the site's trailing-slash setting; write it from the site root as `/practice/queue-recovery/` (or set studylog.relativeLinks=resolve)",
    "$doc:38:1: error [doc-link-local] `http://localhost:4321/practice/queue-recovery/` points at `localhost`, the writer's own machine; readers of the site cannot open it. Link the page by its path on the site instead",
    "$doc:46:83: error [doc-session-issue] `2026-10-01-web-cache-01` is cited with issue #22, but the session has `issue: 21`; cite it as `#21`",
]
def findingLines = log.readLines().findAll { it.startsWith('[ERROR] ') && it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert findingLines.size() == expected.size() : findingLines.join('\n')
// each line ends with its rule's page on the plugin's site (studylog.docsUrl's default)
def page = { String line -> ' (https://studylog.github.io/studylog-maven-plugin/rules/' + (line =~ /\[([a-z-]+)\]/)[0][1] + '.html)' }
expected.eachWithIndex { e, i ->
    assert findingLines[i] == '[ERROR] ' + e + page(e) : "line $i: ${findingLines[i]}\nexpected: $e${page(e)}"
}
assert log.contains('studylog found 13 errors')
assert !log.contains('not-a-link') && !log.contains('example.invalid')
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace for bad content'
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
assert report.summary.errors == 13
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
