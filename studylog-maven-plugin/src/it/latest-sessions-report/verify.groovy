// The newest session of the review, as JSON and as a console table.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
def json = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/latest-sessions.json'), 'UTF-8')
assert json.reviews.size() == 1
assert json.reviews[0].review == 'web-cache'
assert json.reviews[0].latest.session == '2026-10-03-web-cache-02'
assert json.reviews[0].latest.issue == 'unfiled'
assert json.reviews[0].latest.needs_revisit == ['条件付きリクエスト']
assert json.reviews[0].latest.listed == true
assert log.contains('[INFO] web-cache  2026-10-03-web-cache-02  2026-10-03  unfiled  yes     条件付きリクエスト')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
