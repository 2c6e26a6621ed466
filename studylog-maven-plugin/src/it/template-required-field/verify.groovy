// A required field added to the session template fails every session lacking it, at the mapping start.
def log = new File(basedir, 'build.log').getText('UTF-8')
def lines = log.readLines().findAll { it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert lines == [
    '[ERROR] sessions/2026-10-01-web-cache-01.yaml:1:1: error [record-missing-key] missing key `mood` (the session template requires it) (https://studylog.github.io/studylog-maven-plugin/rules/record-missing-key.html)',
    '[ERROR] sessions/2026-10-03-web-cache-02.yaml:1:1: error [record-missing-key] missing key `mood` (the session template requires it) (https://studylog.github.io/studylog-maven-plugin/rules/record-missing-key.html)',
] : lines.join('\n')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
