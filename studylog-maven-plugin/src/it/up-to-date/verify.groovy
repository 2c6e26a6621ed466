// Four runs on an unchanged broken repo: the second says nothing changed and repeats the first run's findings and
// verdict; the third, with -Dstudylog.incremental=false, checks everything again and keeps no state; the fourth checks
// again and leaves the state for the next run.
def log = new File(basedir, 'build.log').getText('UTF-8')
def finding = '[ERROR] reviews/web-cache.yaml:5:1: error [record-unknown-key] unknown key `last_reviwed`'
assert log.count(finding) == 4
assert log.count('studylog: nothing changed since the last run') == 1
// the replay says its closing line is the last run's result, and gives no time of its own
def runs = log.split(/(?m)^\[INFO\] Scanning for projects/).findAll { it.contains('studylog') }
assert runs.size() == 4
assert runs[1] =~ /\[INFO\] studylog: \d+ files checked .*, 9 errors, 0 warnings \(the last run's result, replayed\)/
assert !(runs[1] =~ /\[INFO\] studylog: \d+ files checked .* in \d+ ms/) : runs[1]
assert runs[0] =~ /\[INFO\] studylog: \d+ files checked .*, 9 errors, 0 warnings in \d+ ms/
assert log.readLines().count { it.startsWith('[ERROR] Failed to execute goal') && it.contains('studylog found 9 errors') } == 4
assert new File(basedir, 'target/studylog/report.json').isFile()
// the state lives beside the reports, not in the folder CI uploads, and holds no absolute path
def state = new File(basedir, 'target/studylog-cache/up-to-date')
assert state.isFile()
assert !new File(basedir, 'target/studylog/.up-to-date').exists()
assert !new File(basedir, 'target/studylog/up-to-date').exists()
assert !state.getText('UTF-8').contains(basedir.canonicalPath)
assert !state.getText('UTF-8').contains(basedir.absolutePath)
// nothing is done to Maven's JVM: no compiler directive is written or added, and the JVM says nothing of one
assert !new File(basedir, 'target/studylog-cache/compiler-directives.json').exists()
assert !log.contains('xcluding') && !log.contains('not compilable') && !log.contains('compiler directive')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
