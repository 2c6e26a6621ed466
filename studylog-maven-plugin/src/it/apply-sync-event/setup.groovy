// A git history for the content, then the GitHub `issues` event of a new session (the real payload shape, from
// src/test/resources/apply, with title, body and number replaced). Its source names the first commit.
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir, '2026-10-04T09:00:00Z')
git.init('教材と記録を追加', 'target/\nbuild.log\nevent.json\n')
def commit = git('rev-parse', '--short=10', 'HEAD')
def record = """\
id: 2026-10-05-web-cache-03
date: 2026-10-05
kind: drill
reviews:
  - web-cache
issue: unfiled
sources:
  - path: src/content/docs/web/cache.md
    commit: ${commit}
questions:
  - id: Q1
    section: 条件付きリクエスト
    asked: true
    outcome: self_explained
    note: ETag と Last-Modified を自力で使い分けた。
  - id: Q2
    section: Cache-Control
    asked: true
    outcome: hinted
    note: "no-store と no-cache: 違いはヒント後。"
needs_revisit:
  - Cache-Control
narrative: |
  304 の流れを自力で説明した。
"""
new File(basedir, 'expected-session.yaml').setText(record.replace('issue: unfiled', 'issue: 17'), 'UTF-8')
def body = "セッションの記録です。\r\n\r\n## 記録\r\n\r\n```yaml\r\n" + record.replace('\n', '\r\n') +
        "```\r\n\r\n## 経過\r\n\r\n304 の流れを自力で説明した。\r\n"
def payload = new JsonSlurper().parse(new File(basedir, '../../../../studylog-core/src/test/resources/apply/issues.opened.payload.json'))
payload.issue.title = '[Session Sync] 2026-10-05-web-cache-03'
payload.issue.body = body
payload.issue.number = 17
payload.issue.labels = [[id: 1, name: 'session-sync'], [id: 2, name: 'web-cache']]
new File(basedir, 'event.json').setText(JsonOutput.toJson(payload), 'UTF-8')
return true
