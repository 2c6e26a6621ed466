// A repo whose diagrams all pass: two diagram JSONs with Japanese labels and one hand-drawn SVG, each drawn,
// rasterized and shown on the index page.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('0 errors, 0 warnings')
assert !log.contains('[ERROR]')
assert !(log =~ /at io\.github\.studylog\./) : 'no stack trace'
def diagrams = ['diagrams/web-cache/freshness-states.json', 'diagrams/web-cache/revalidate.json',
                'public/diagrams/web-cache/freshness.svg']
assert log.contains('[INFO] studylog: 3 diagrams and SVGs checked, every one drawn and rasterized')
// -Dstudylog.verbose=true (invoker.properties): each one's steps too
diagrams.each { p ->
    assert log.contains("[INFO] ${p}: parsed ✓") : "no status line for $p"
}
def out = new File(basedir, 'target/studylog')
def index = new File(out, 'diagrams/index.html').getText('UTF-8')
assert index.contains('3 diagrams and SVGs, 0 with a failing step')
diagrams.each { p -> assert index.contains("<h2>${p}<span") : "index.html does not show $p" }
['web-cache/freshness-states', 'web-cache/revalidate'].each { name ->
    def svg = new File(out, "diagrams/${name}.svg")
    assert svg.isFile() && new File(out, "diagrams/${name}.png").length() > 100 : "no pictures for $name"
}
// the labels are drawn as text, in Japanese
assert new File(out, 'diagrams/web-cache/freshness-states.svg').getText('UTF-8').contains('問い合わせ中')
assert new File(out, 'diagrams/web-cache/revalidate.svg').getText('UTF-8').contains('オリジン')
assert new File(out, 'diagrams/hand-drawn/web-cache/freshness.png').length() > 100
def report = new groovy.json.JsonSlurper().parse(new File(out, 'report.json'), 'UTF-8')
assert report.summary.errors == 0
assert report.diagrams*.path == diagrams
report.diagrams.each { d ->
    assert d.parsed && d.rasterized : "not rasterized: $d"
    assert d.failedStep == null
    assert new File(out, d.png).isFile() : "report.json names a missing PNG: $d"
}
assert report.diagrams.findAll { it.kind == 'json' }.every { it.valid && it.rendered }
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
