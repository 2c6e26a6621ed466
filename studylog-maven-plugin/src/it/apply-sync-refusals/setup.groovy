// A git history for the content, then one issue file per refusal. Each invocation must refuse and write nothing.
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir, '2026-10-04T09:00:00Z')
git.init('教材と記録を追加', 'target/\nbuild.log\nissues/\n')
def commit = git('rev-parse', '--short=10', 'HEAD')

def record(String id, String commitId) {
    return """\
id: ${id}
date: 2026-10-05
kind: drill
reviews:
  - web-cache
issue: unfiled
sources:
  - path: src/content/docs/web/cache.md
    commit: ${commitId}
questions:
  - id: Q1
    section: 条件付きリクエスト
    asked: true
    outcome: hinted
    note: ETag をヒント後に説明した。
needs_revisit:
  - 条件付きリクエスト
narrative: |
  304 の流れを確認した。
"""
}
def body(String record) {
    return "## 記録\n\n```yaml\n" + record + "```\n\n## 経過\n\n304 の流れを確認した。\n"
}
template = new File(basedir, '../../../../studylog-core/src/test/resources/apply/issues.opened.payload.json').getText('UTF-8')
def event(String name, String title, String body, String association) {
    def payload = new JsonSlurper().parseText(template)
    payload.issue.title = title
    payload.issue.body = body
    payload.issue.number = 18
    payload.issue.author_association = association
    def dir = new File(basedir, 'issues')
    dir.mkdirs()
    new File(dir, name + '.json').setText(JsonOutput.toJson(payload), 'UTF-8')
}
def id = '2026-10-05-web-cache-03'
event('untrusted', "[Session Sync] ${id}", body(record(id, commit)), 'FIRST_TIME_CONTRIBUTOR')
event('mismatch', '[Session Sync] 2026-10-05-web-cache-04', body(record(id, commit)), 'OWNER')
event('path', '[Session Sync] ../../.github/workflows/x', body(record(id, commit)), 'OWNER')
event('bad-yaml', "[Session Sync] ${id}", body(record(id, commit).replace('kind: drill', 'kind: [drill')), 'OWNER')
event('fabricated', "[Session Sync] ${id}", body(record(id, 'deadbeefcafe1234')), 'OWNER')
def existing = new File(basedir, 'sessions/2026-10-03-web-cache-02.yaml').getText('UTF-8')
event('exists', '[Session Sync] 2026-10-03-web-cache-02', body(existing.replace('kind: drill', 'kind: learn')), 'MEMBER')
return true
