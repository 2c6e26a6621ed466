// A `--depth 1` clone, as actions/checkout makes by default: the session names a commit beyond the boundary.
// The content is committed twice in this folder, then this folder's .git is replaced by a shallow clone's.
def git(File dir, String... args) {
    def command = ['git', '-c', 'user.name=学習者', '-c', 'user.email=learner@example.com',
                   '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', '-c', 'protocol.file.allow=always'] +
            args.toList()
    def builder = new ProcessBuilder(command).directory(dir).redirectErrorStream(true)
    builder.environment().put('GIT_AUTHOR_DATE', '2026-09-30T09:00:00Z')
    builder.environment().put('GIT_COMMITTER_DATE', '2026-09-30T09:00:00Z')
    def process = builder.start()
    def output = process.inputStream.getText('UTF-8')
    assert process.waitFor() == 0 : "git ${args.join(' ')} failed: ${output}"
    return output.trim()
}
new File(basedir, '.gitignore').setText('target/\nbuild.log\n', 'UTF-8')
git(basedir, 'init', '-q')
git(basedir, 'add', '-A')
git(basedir, 'commit', '-q', '-m', '教材と記録を追加')
def old = git(basedir, 'rev-parse', '--short=12', 'HEAD')
def session = new File(basedir, 'sessions/2026-10-01-web-cache-01.yaml')
session.setText(session.getText('UTF-8').replace('commit: unknown', "commit: ${old}"), 'UTF-8')
git(basedir, 'commit', '-q', '-a', '-m', 'セッションに commit を記録')

def clone = new File(basedir.parentFile, basedir.name + '-clone')
clone.deleteDir()
git(basedir.parentFile, 'clone', '-q', '--depth', '1', 'file://' + basedir.absolutePath, clone.name)
assert new File(clone, '.git/shallow').isFile()
assert new File(basedir, '.git').deleteDir()
assert new File(clone, '.git').renameTo(new File(basedir, '.git'))
clone.deleteDir()
assert git(basedir, 'rev-parse', '--is-shallow-repository') == 'true'
assert git(basedir, 'status', '--porcelain') == ''
return true
