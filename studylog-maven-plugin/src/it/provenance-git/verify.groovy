// The fabricated commit fails the gate at its own line; the real one passes.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD FAILURE')
def errors = log.readLines().findAll { it.startsWith('[ERROR] ') && it.contains(': error [') }
assert errors.size() == 1 : errors.join('\n')
assert errors[0].contains('sessions/2026-10-03-web-cache-02.yaml:9:13: error [source-commit-unknown] '
        + '`deadbeefcafe1234` is not a commit of this repository\'s git history')
assert !log.contains('note: history is shallow')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
