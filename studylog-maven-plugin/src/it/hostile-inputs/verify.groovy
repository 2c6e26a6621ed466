// One file of each hostile class: each is a located finding, the YAML 1.2 inputs the site accepts are none, the
// other findings and every report are intact, and no stack trace reaches the log.
def log = new File(basedir, 'build.log').getText('UTF-8')
def findings = log.readLines().findAll { it =~ /^\[(ERROR|WARNING)\] \S+:\d+:\d+: / }
def links = findings.findAll { it.contains('[doc-link-page]') }
def others = findings - links
def expected = [
    '[ERROR] diagrams/web-cache/surrogate.json:1:3: error [diagram-json-syntax] `\\` followed by U+1F300 (🌀) is not a JSON escape; write a backslash in a text as `\\\\`',
    '[ERROR] public/diagrams/web-cache/bad-path.svg:0:0: error [svg-raster] The SVG did not become a picture: Batik could not draw it: The attribute "d" of the element <path> is invalid.',
    '[ERROR] public/diagrams/web-cache/fanout.svg:7:1: error [svg-unsafe] References (<use>, href, url(#…)) expand this SVG to more than 20,000 elements',
    '[ERROR] public/diagrams/web-cache/not-utf-8.svg:2:22: error [svg-syntax] The SVG is not well-formed XML: byte 0xFF is not UTF-8; save the file as UTF-8, or declare its real encoding in `<?xml version="1.0" encoding="…"?>`.',
    '[ERROR] sessions/2026-10-09-web-cache-03.yaml:1:1: error [yaml-empty] there is nothing here but blank lines or comments',
    '[ERROR] src/content/docs/web/links.md:1005:3: error [doc-limit] the doc has 5000 broken links, more than the limit of 1000 listed per doc; this one and the 3999 after it are not listed',
    '[ERROR] src/content/docs/web/underscores.md:5:1: error [doc-limit] a run of 5000 `_` on one line, more than the limit of 1000; it was read as a run of 3',
]
assert others.size() == expected.size() : others.join('\n')
expected.eachWithIndex { e, i -> assert others[i].startsWith(e) : "line $i: ${others[i]}\nexpected: $e" }
assert links.size() == 1000
assert links.contains('[ERROR] src/content/docs/web/links.md:5:3: error [doc-link-page] `/web/missing-1/` is no page of the site; the nearest page is `/web/links/` (https://studylog.github.io/studylog-maven-plugin/rules/doc-link-page.html)')
assert log.contains('studylog found 1007 errors')
// every report was written, and parses
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
assert report.summary.errors == 1007
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.sarif'), 'UTF-8')
assert sarif.runs[0].results.size() == 1007
def junit = new groovy.xml.XmlSlurper().parse(new File(basedir, 'target/studylog/TEST-studylog.xml'))
assert junit.@tests.toString() == '15' && junit.@failures.toString() == '7'
// Maven prints frames as "    at …"; only the MojoFailureException that fails the build may show one, and no
// library's frames or messages reach the log
assert !(log =~ /(?m)^\s+at (io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute)[ (])|org\.apache\.batik|com\.vladsch|org\.snakeyaml|tools\.jackson)/) : 'no stack trace'
assert !log.contains('StackOverflowError') && !log.contains('OutOfMemoryError') && !log.contains('SVGOMPathElement')
assert !log.contains('[Fatal Error]') : "the JDK's XML parser printed on the console"
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
