// studylog:init on a repo whose CHATGPT.md has example-style blocks without `template=` marks.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.split(/(?m)^\[INFO\] --- studylog(-maven-plugin)?:[^ ]+:(init|check) /)  // Maven 3.9 / 3.8
// runs[1] verify before init, [2] dry run, [3] write, [4] nothing to do, [5] verify, [6] verify with broken records
assert runs.size() == 7 : "expected six studylog runs in build.log, found ${runs.size() - 1}"

def before = runs[1].readLines().findAll { it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert before.size() == 3 : before.join('\n')
assert before[0].startsWith('[ERROR] CHATGPT.md:11:1: error [template-missing] no `template=review` block found; the ```yaml block at line 11 looks like the review template (its keys match the existing review records): add `template=review` to the info string of the block at line 11 (```yaml template=review), or run `mvn studylog:init`')
assert before[1].startsWith('[ERROR] CHATGPT.md:30:1: error [template-missing] no `template=session` block found')
assert before[2].startsWith('[ERROR] CHATGPT.md:58:1: error [template-missing] no `template=session-sync` block found')

def dry = runs[2]
assert dry.contains('studylog init: a PROPOSAL for CHATGPT.md')
assert dry.contains('review: the ```yaml block at line 11')
assert dry.contains('session: the ```yaml block at line 30')
assert dry.contains('session-sync: the ```markdown block at line 58')
assert dry.contains('[INFO] +kind: <learn|interview|drill>  # learn | interview | drill')
assert dry.contains('[INFO] +date: <date>')
assert dry.contains('[INFO] +  - <review-ref>')
assert dry.contains('[INFO] +    section: <heading>  # optional')
assert dry.contains('[INFO] +id: <file-id>')
assert dry.contains('[INFO]   review         1     1     0')
assert dry.contains('[INFO]   session        2     2     0')
assert dry.contains('nothing was written')
// the dry run wrote nothing: the second run still saw the unmarked file and printed the same diff
def diffOf = { run -> run.readLines().findAll { it =~ /^\[INFO\] [-+@ ]/ }.join('\n') }
assert runs[3].contains('studylog init: wrote CHATGPT.md')
assert diffOf(dry) == diffOf(runs[3])

assert runs[4].contains('already has its templates (`template=review`, `template=session`, `template=session-sync`): nothing to do')

// only the template blocks' lines changed, byte for byte as expected
assert new File(basedir, 'CHATGPT.md').bytes == new File(basedir, 'expected-CHATGPT.md').bytes

assert runs[5].contains('0 errors, 0 warnings')

def broken = runs[6].readLines().findAll { it =~ /^\[ERROR\] \S+:\d+:\d+: / }
[
    'sessions-broken/2026-10-01-web-cache-01.yaml:2:7: error [record-date] `2026-02-30` is not a real calendar day',
    'sessions-broken/2026-10-03-web-cache-02.yaml:3:7: error [record-value] `kind` must be one of `learn`, `interview`, `drill`; found `seminar`',
    'sessions-broken/2026-10-03-web-cache-02.yaml:5:5: error [record-unknown-ref] no review `web-cash` exists',
].each { e -> assert broken.any { it.startsWith('[ERROR] ' + e) } : "missing: $e\nin:\n${broken.join('\n')}" }
assert log.contains('BUILD FAILURE')
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace'
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
