// An unknown studylog.session fails the build and names the nearest known id.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD FAILURE')
assert log.contains('studylog.session=2026-10-03-web-cach-02 names no session in sessions/')
assert log.contains('the nearest known id is 2026-10-03-web-cache-02')
assert !new File(basedir, 'target/studylog/session-sync').exists()
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
