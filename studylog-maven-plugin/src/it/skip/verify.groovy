def log = new File(basedir, 'build.log').getText('UTF-8')
// both the check and init say they skipped, and init wrote nothing
assert log.count('studylog: skipped (studylog.skip=true)') == 2
assert !log.contains('studylog init:')
assert !new File(basedir, 'target/studylog').exists()
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
