// The unfiled newest session gets its draft; `mvn install` installs the drafts zip (classifier session-sync).
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
def dir = new File(basedir, 'target/studylog/session-sync')
assert dir.list().sort() == ['2026-10-03-web-cache-02.json', '2026-10-03-web-cache-02.md']
def lines = new File(dir, '2026-10-03-web-cache-02.md').getText('UTF-8').readLines()
assert lines[0] == 'title: [Session Sync] 2026-10-03-web-cache-02'
assert lines[1] == 'labels: session-sync, web-cache'
assert lines[2] == ''
assert lines[3] == '## 記録'
assert lines.contains('issue: unfiled')
def json = new groovy.json.JsonSlurper().parse(new File(dir, '2026-10-03-web-cache-02.json'), 'UTF-8')
assert json.keySet().toList() == ['title', 'body', 'labels']
assert json.title == '[Session Sync] 2026-10-03-web-cache-02'
assert json.labels == ['session-sync', 'web-cache']
assert json.body == lines.subList(3, lines.size()).join('\n') + '\n'

def zip = new File(basedir, 'target/studylog/session-sync.zip')
assert zip.isFile()
def installed = new File(localRepositoryPath,
        'it/studylog/sync-draft-unfiled/1/sync-draft-unfiled-1-session-sync.zip')
assert installed.isFile() : "not installed: ${installed}"
assert installed.bytes == zip.bytes
def names = new java.util.zip.ZipFile(installed).withCloseable { z -> z.entries().collect { it.name } }
assert names == ['2026-10-03-web-cache-02.json', '2026-10-03-web-cache-02.md']
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
