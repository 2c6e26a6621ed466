// A shallow clone cannot prove the commit absent: no error, and one note that says what to change.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert !log.contains('source-commit-unknown')
assert log.contains('[INFO] note: history is shallow: 1 commit not verified; check out with fetch-depth: 0')
def report = new File(basedir, 'target/studylog/report.json').getText('UTF-8')
assert report.contains('"notes" : [ "history is shallow: 1 commit not verified')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
