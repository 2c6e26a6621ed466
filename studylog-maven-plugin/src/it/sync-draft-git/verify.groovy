// Each source shows the commit that last changed it; the file changed after the last commit shows `unknown`.
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir)
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
def first = git('rev-list', '--max-parents=0', 'HEAD')
def second = git('rev-parse', 'HEAD')
assert first != second
assert git('log', '-1', '--format=%H', '--', 'CHATGPT.md') == first
assert git('log', '-1', '--format=%H', '--', 'src/content/docs/web/cache.md') == second

def draft = new File(basedir, 'target/studylog/session-sync/2026-10-03-web-cache-02.md')
assert draft.isFile()
def lines = draft.getText('UTF-8').readLines()
def references = lines.subList(lines.indexOf('## 参照') + 2, lines.size())
assert references == [
    "- CHATGPT.md @ ${first}".toString(),
    "- src/content/docs/web/cache.md @ ${second}".toString(),
    '- reviews/web-cache.yaml @ unknown',
]
assert log.contains('session-sync/2026-10-03-web-cache-02.md')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
