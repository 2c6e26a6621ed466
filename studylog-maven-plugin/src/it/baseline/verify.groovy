// studylog:baseline writes the accepted findings; check then fails only on new ones and names fixed entries.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.split(/(?m)^\[INFO\] Scanning for projects/).findAll { it.contains('studylog') }
assert runs.size() == 6 : "six runs, found ${runs.size()}"

// 1. write: three entries, sorted, at the root
def file = new File(basedir, 'studylog-baseline.json')
assert file.isFile()
assert runs[0].contains('studylog: wrote studylog-baseline.json with 3 entries')
assert runs[0].contains('BUILD SUCCESS')

// 2. pass: all three are baselined
assert runs[1].contains('0 errors, 0 warnings, 3 baselined in ')
assert runs[1].contains('BUILD SUCCESS')

// 3. a new error fails, and it is the only finding printed
def errors = runs[2].readLines().findAll { it.startsWith('[ERROR] src/') || it.startsWith('[ERROR] reviews/') }
assert errors.size() == 1 : errors
assert errors[0].contains('[doc-link-relative]')
assert runs[2].contains('1 error, 0 warnings, 3 baselined in ')
assert runs[2].contains('BUILD FAILURE')

// 4. the Card link is not read any more: its entry is fixed, the note says to prune it
assert runs[3].contains('note: 1 baseline entry is fixed; run studylog:baseline to prune them')
assert runs[3].contains('BUILD SUCCESS')

// 5. pruned
assert runs[4].contains('studylog: wrote studylog-baseline.json with 2 entries (was 3)')
def baseline = new groovy.json.JsonSlurper().parse(file, 'UTF-8')
assert baseline.version == 1
assert baseline.entries*.rule == ['record-unknown-key', 'doc-link-page']
assert baseline.entries*.path == ['reviews/web-cache.yaml', 'src/content/docs/web/index.mdx']
assert baseline.entries.every { it.fingerprint ==~ /[0-9a-f]{64}:1/ }

// 6. the reports show the baselined findings as suppressed
assert runs[5].contains("0 errors, 0 warnings, 2 baselined in ")
assert !runs[5].contains("baseline entry is fixed")
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.sarif'), 'UTF-8')
def suppressed = sarif.runs[0].results.findAll { it.suppressions }
assert suppressed.size() == 2
assert suppressed.every { it.suppressions[0].kind == 'external' }
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
assert report.summary.suppressed.external == 2
assert report.findings.count { it.suppressed == 'external' } == 2
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
