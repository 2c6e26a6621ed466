// Every kind of diagram mistake in one repo: each is one finding at the exact place an author must edit,
// the build fails without a stack trace, nothing is fetched, and the index page still shows every diagram.
def server = System.getProperties().remove('studylog.it.diagrams-broken.server')
try {
    server.soTimeout = 200
    server.accept()
    assert false : 'the plugin connected to the URL in remote-image.svg'
} catch (SocketTimeoutException expected) {
    // nobody connected
} finally {
    server.close()
}
def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
    'diagrams/net/dangling.json:11:33: error [diagram-reference] `to` of message 2 names `authority`, but there is no participant with that id; the participants are `client` or `resolver`',
    'diagrams/net/duplicate.json:7:13: error [diagram-duplicate-id] the participant id `client` is used twice (first on line 6); give each participant its own id',
    'diagrams/net/syntax.json:5:3: error [diagram-json-syntax] a `,` is missing between two items, or a bracket is not closed',
    'diagrams/net/unknown-type.json:3:19: error [diagram-type-unknown] `diagram_type` is "timeline", which is not an Archify diagram type; use one of `sequence`, `lifecycle`, `architecture`, `workflow` or `dataflow`',
    'public/diagrams/hand/malformed.svg:4:1: error [svg-syntax] The SVG is not well-formed XML: The element type "rect" must be terminated by the matching end-tag "</rect>". The <rect> opened on line 2 is not closed before this end tag.',
    'public/diagrams/hand/remote-image.svg:3:3: error [svg-unsafe] <image> href refers to "http://127.0.0.1:',
    'public/diagrams/hand/script.svg:3:3: error [svg-unsafe] The SVG has a <script> element; scripts are not allowed in diagrams.',
    'public/diagrams/hand/xxe.svg:2:1: error [svg-unsafe] The SVG has a DOCTYPE or ENTITY declaration; these are not allowed',
    'src/content/docs/web/cache.md:19:1: error [doc-link-page] the link `/diagrams/net/resolve.html` needs the diagram source `diagrams/net/resolve.json`, which does not exist',
]
def findingLines = log.readLines().findAll { it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert findingLines.size() == expected.size() : findingLines.join('\n')
expected.eachWithIndex { e, i -> assert findingLines[i].startsWith('[ERROR] ' + e) : "line $i: ${findingLines[i]}\nexpected: $e" }
assert log.contains('studylog found 9 errors')
// Maven prints (with -e) the trace of the MojoFailureException that fails the build; there is no other
def causes = log.readLines().findAll { it.startsWith('Caused by: ') }.unique()
assert causes.size() == 1 && causes[0].startsWith('Caused by: org.apache.maven.plugin.MojoFailureException: ') : causes
assert log.readLines().findAll { it =~ /^\s+at io\.github\.studylog\./ }
        .every { it =~ /Abstract(Studylog|Checking)Mojo\.(runGoal|execute)/ } : 'no stack trace for bad content'
assert !(log =~ /at org\.apache\.batik\./) : 'Batik never saw an unsafe file'
// the diagrams part is one line; each diagram's steps are detail (-X, -Dstudylog.verbose=true, report.json)
assert log.contains('[INFO] studylog: 10 diagrams and SVGs checked, 2 rasterized, 8 stopped at a step (each one\'s steps: report.json, or -Dstudylog.verbose=true)')
assert !log.contains('[INFO] diagrams/net/dangling.json: parsed') : 'the steps are no info line'
// from the last finding to Maven's BUILD line: the summary and Maven's rule, nothing else
def lines = log.readLines()
def last = lines.findLastIndexOf { it =~ /^\[(ERROR|WARNING)\] \S+:\d+:\d+: / }
def build = lines.findIndexOf { it.startsWith('[INFO] BUILD ') }
def between = lines.subList(last + 1, build)
assert between.size() <= 3 && between.every { it.startsWith('[INFO] ') } : between.join('\n')

def out = new File(basedir, 'target/studylog')
def index = new File(out, 'diagrams/index.html').getText('UTF-8')
def all = ['diagrams/net/dangling.json', 'diagrams/net/duplicate.json', 'diagrams/net/syntax.json',
           'diagrams/net/unknown-type.json', 'diagrams/web-cache/revalidate.json',
           'public/diagrams/hand/malformed.svg', 'public/diagrams/hand/remote-image.svg',
           'public/diagrams/hand/script.svg', 'public/diagrams/hand/xxe.svg', 'public/diagrams/web-cache/freshness.svg']
assert index.contains('10 diagrams and SVGs, 8 with a failing step')
all.each { p -> assert index.contains("<h2>${p}<span") : "index.html does not show $p" }
assert index.contains('&lt;script&gt;') && !index.contains('<script') : 'the page shows the finding, escaped'
def report = new groovy.json.JsonSlurper().parse(new File(out, 'report.json'), 'UTF-8')
assert report.diagrams*.path == all
assert report.diagrams.findAll { it.rasterized }*.path == ['diagrams/web-cache/revalidate.json',
        'public/diagrams/web-cache/freshness.svg']
assert report.diagrams.find { it.path == 'public/diagrams/hand/xxe.svg' }.failedStep == 'safe'
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
