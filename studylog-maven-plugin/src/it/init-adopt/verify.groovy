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
// the studylog=due block from the prefixes the docs cite, most cited first, kinds left to the person as comments
def dueDiff = dry.readLines().dropWhile { it != '[INFO] +## 資料の鮮度と復習の間隔' }.takeWhile { it != '[INFO] ' }
assert dueDiff == [
    '+## 資料の鮮度と復習の間隔',
    '+',
    '+教材が引用する外部資料の種類と、確認日からの有効期間（日数）。リンク先 URL の前方一致で決まり、長く一致するものが優先される。',
    '+`versioned` は版が固定された資料で、確認日は要らない。review の復習間隔は status ごとの日数。',
    '+',
    '+- 更新型資料（内容が予告なく更新される資料）や版が固定されない資料を引用したら、リンクの直後に`（更新型資料、YYYY-MM-DD再確認）` のように確認日を書く。ページ全体の資料確認日は front matter の `sources_checked` に書く。',
    '+',
    '+```yaml studylog=due',
    '+# 教材が引用している URL の前方一致です（引用の多い順、studylog:init の提案）。前方一致ごとに種類を選び、',
    '+# その種類の urls の下に移して、行頭の # を外してください。選ぶまで、引用はどれも unclassified のままです。',
    '+# living:             # 更新型資料：内容が予告なく更新される。確認日が要る',
    '+#   max_age_days: 180',
    '+#   urls:',
    '+# unpinned:           # 版が固定されない資料（APIバージョン未固定など）。確認日が要る',
    '+#   max_age_days: 180',
    '+#   urls:',
    '+# versioned:          # 版が固定された資料（RFC、版ごとのマニュアル、日付のある記事）。確認日は要らない',
    '+#   urls:',
    '+#',
    '+#     - https://www.rfc-editor.org/rfc/    # 引用 3 件',
    '+#     - https://developer.mozilla.org/ja/  # 引用 2 件',
    '+#     - https://httpwg.org/specs/          # 引用 1 件',
    '+revisit_days:',
    '+  not_started: 0',
    '+  explained: 7',
    '+  hinted: 14',
    '+  self_explained: 30',
    '+```',
].collect { '[INFO] ' + it } : dueDiff.join('\n')
assert dry.contains("[INFO]   a ```yaml studylog=due block is appended with the 3 URL prefixes the docs cite (6 citations), most cited first, as comments: choose each one's kind (living: updated in place, needs a checked-on date; unpinned: the version read is not fixed; versioned: a fixed edition) and move it under that kind; until then every citation stays unclassified and nothing is judged by date\n")
assert dry.contains('[INFO]   the principle line asking for a checked-on date after each living source (and `sources_checked` for the page) is added before the block, as CHATGPT.md has no 原則 section with a list\n')
// the dry run wrote nothing: the second run still saw the unmarked file and printed the same diff
def diffOf = { run -> run.readLines().findAll { it =~ /^\[INFO\] [-+@ ]/ }.join('\n') }
assert runs[3].contains('studylog init: wrote CHATGPT.md')
assert diffOf(dry) == diffOf(runs[3])

assert runs[4].contains('already has its templates (`template=review`, `template=session`, `template=session-sync`): nothing to do')

// only the template blocks' lines changed and the due section was appended, byte for byte as expected
assert new File(basedir, 'CHATGPT.md').bytes == new File(basedir, 'expected-CHATGPT.md').bytes : 'CHATGPT.md is not expected-CHATGPT.md'

assert runs[5].contains('0 errors, 0 warnings')
// the written block parses and classifies nothing: every citation stays unclassified until the person chooses
// (the due line names only the counts that are not 0)
assert runs[5] =~ /\[INFO\] due on \d{4}-\d\d-\d\d: unclassified 6; reviews: 1 of 1 overdue \(see due\.md\)/

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
