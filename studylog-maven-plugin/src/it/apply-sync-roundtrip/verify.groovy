// Drafting a session and applying the draft gives the same session file back, and the review as it was.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
['sessions/2026-10-03-web-cache-02.yaml', 'reviews/web-cache.yaml'].each { path ->
    def archived = new File(basedir, 'archive/' + path).getText('UTF-8')
    def applied = new File(basedir, path).getText('UTF-8')
    assert applied == archived : "${path} differs after the round trip:\n${applied}"
}
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
