// Every refusal names its reason at its place in the issue body, and the work tree is byte-identical to the commit.
import groovy.json.JsonSlurper

def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir)
def expected = [
    'untrusted' : ['apply-sync-untrusted', 0, 0],
    'mismatch'  : ['apply-sync-id-mismatch', 4, 5],
    'path'      : ['apply-sync-title', 0, 0],
    'bad-yaml'  : ['yaml-syntax', 7, 8],
    'fabricated': ['source-commit-unknown', 12, 13],
    'exists'    : ['apply-sync-session-exists', 4, 1],
]
expected.each { name, where ->
    def result = new JsonSlurper().parse(new File(basedir, "target/${name}/apply-sync/result.json"))
    assert result.status == 'refused' : "${name}: ${result}"
    assert result.files == []
    def first = result.findings.find { it.severity == 'error' }
    assert [first.rule, first.line, first.column] == where : "${name}: ${result.findings}"
    assert first.path == 'issue #18'
    def comment = new File(basedir, "target/${name}/apply-sync/comment.md").getText('UTF-8')
    assert comment.contains("`${where[0]}`")
}
assert git('status', '--porcelain', '--untracked-files=all') == '' : 'the work tree changed'
assert !new File(basedir, '.github').exists()
assert !new File(basedir, 'sessions/2026-10-05-web-cache-03.yaml').exists()
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
