// On GitHub Actions each finding is also a workflow command at the very start of a line (not behind
// Maven's "[ERROR] " prefix, which the runner ignores), and a Markdown summary is appended to $GITHUB_STEP_SUMMARY.
def log = new File(basedir, 'build.log').getText('UTF-8')
def expected = [
    '::error file=diagrams/web-cache/revalidate.json,line=12,col=28,title=diagram-reference::`to` of message 2 names `origine`, but there is no participant with that id; did you mean `origin`?',
    '::error file=sessions/2026-10-01-web-cache-01.yaml,line=12,col=11,title=record-value::`diagrams[1].read` must be `true` or `false`; found `はい`',
]
def commands = log.readLines().findAll { it.contains('::error') || it.contains('::warning') }
assert commands == expected : commands.join('\n')
// the same findings are still in the normal console lines
assert log.contains('[ERROR] diagrams/web-cache/revalidate.json:12:28: error [diagram-reference]')
assert log.contains('[ERROR] sessions/2026-10-01-web-cache-01.yaml:12:11: error [record-value]')

def summary = new File(basedir, 'target/step-summary.md')
assert summary.isFile() : 'no summary at $GITHUB_STEP_SUMMARY'
def md = summary.getText('UTF-8')
assert md.startsWith('## studylog: 2 errors, 0 warnings\n')
assert md.contains('| **total** | **8** |')
assert md.contains('| error | diagrams/web-cache/revalidate.json:12:28 | diagram-reference | \\`to\\` of message 2 names \\`origine\\`')
assert md.contains('| error | sessions/2026-10-01-web-cache-01.yaml:12:11 | record-value | \\`diagrams\\[1\\].read\\` must be')
assert md.readLines().count { it.startsWith('| error |') } == 2
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
