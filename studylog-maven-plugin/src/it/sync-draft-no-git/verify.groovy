// Outside git (GIT_CEILING_DIRECTORIES, set for every IT in the pom, stops the search at target/it) every source
// is `unknown`, and the
// diagram line keeps `read` and `rendered` as the learner recorded them. Only the asked session is drafted.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
def dir = new File(basedir, 'target/studylog/session-sync')
assert dir.list().sort() == ['2026-10-01-web-cache-01.json', '2026-10-01-web-cache-01.md']
def lines = new File(dir, '2026-10-01-web-cache-01.md').getText('UTF-8').readLines()
assert lines[0] == 'title: [Session Sync] 2026-10-01-web-cache-01'
def references = lines.subList(lines.indexOf('## 参照') + 2, lines.size())
assert references == [
    '- src/content/docs/web/cache.md @ unknown',
    '- diagrams/web-cache/revalidate.json: read=true, rendered=false',
]
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
