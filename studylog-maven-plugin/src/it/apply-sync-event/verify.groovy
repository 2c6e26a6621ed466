// The session file holds the record as in the issue (LF, `issue: unfiled` → 17); the review changed only where it
// must (flow `sessions`, quoted `last_reviewed`, `needs_revisit` emptied of the resolved section and given the new
// one), every comment and quote kept.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
def session = new File(basedir, 'sessions/2026-10-05-web-cache-03.yaml').getText('UTF-8')
assert session == new File(basedir, 'expected-session.yaml').getText('UTF-8')
def review = new File(basedir, 'reviews/web-cache.yaml').getText('UTF-8')
assert review == '''\
# HTTP キャッシュの復習記録（手で整えた書式を含む）
id: web-cache
title: "HTTPキャッシュ"
doc: src/content/docs/web/cache.md
status: hinted          # 人が判断して上げる
last_reviewed: '2026-10-05'
summary: >-
  Cache-Control と検証付きリクエストの違いを、
  条件を一つずつ変えて確認した。
needs_revisit:
    -   section: Cache-Control
        reason: "no-store と no-cache: 違いはヒント後。"

# セッション一覧
sessions: [2026-10-01-web-cache-01, 2026-10-03-web-cache-02, 2026-10-05-web-cache-03]   # 古い順
'''
def result = new File(basedir, 'target/studylog/apply-sync/result.json').getText('UTF-8')
assert result.contains('"status" : "applied"')
assert result.contains('"issue" : 17')
def comment = new File(basedir, 'target/studylog/apply-sync/comment.md').getText('UTF-8')
assert comment.startsWith('**studylog: session `2026-10-05-web-cache-03` applied.**')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
