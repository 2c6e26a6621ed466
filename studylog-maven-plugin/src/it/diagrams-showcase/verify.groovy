// A repo with two showcase diagrams: one whose transitions cross (a composition gate of quality_profile "showcase",
// an error), one whose routes stay apart. The crossing one is the build's only finding, at the transition an author
// must reroute; the other is drawn with its legend and rasterized.
def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
    'diagrams/flow/crossing.json:13:5: error [diagram-layout] transition 1 (`a` → `b`) crosses transition 2 (`c` → `d`) at [248, 98] (segments 1 and 0; Archify composition/proper-crossing); this is an error under meta.quality_profile "showcase"',
]
def findingLines = log.readLines().findAll { it =~ /^\[(ERROR|WARNING)\] \S+:\d+:\d+: / }
assert findingLines.size() == expected.size() : findingLines.join('\n')
expected.eachWithIndex { e, i -> assert findingLines[i].startsWith('[ERROR] ' + e) : "line $i: ${findingLines[i]}\nexpected: $e" }
assert log.contains('studylog found 1 error')
assert !(log =~ /at org\.apache\.batik\./)
assert log.contains('[INFO] studylog: 5 diagrams and SVGs checked, 4 rasterized, 1 stopped at a step (each one\'s steps: report.json, or -Dstudylog.verbose=true)')
// the steps are debug lines (-X), and in report.json
assert !log.contains('[INFO] diagrams/flow/separate.json: parsed')
def out = new File(basedir, 'target/studylog')
def svg = new File(out, 'diagrams/flow/separate.svg').getText('UTF-8')
assert svg.contains('data-quality-profile="showcase"')
assert svg.contains('class="legend"') && svg.contains('data-legend-kind="waiting"')
assert new File(out, 'diagrams/flow/separate.png').length() > 100
assert !new File(out, 'diagrams/flow/crossing.svg').exists()
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
