// A git history whose commit the first session names; the second session names a commit that exists nowhere.
def git(String... args) {
    def command = ['git', '-c', 'user.name=学習者', '-c', 'user.email=learner@example.com',
                   '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false'] + args.toList()
    def builder = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true)
    builder.environment().put('GIT_AUTHOR_DATE', '2026-09-30T09:00:00Z')
    builder.environment().put('GIT_COMMITTER_DATE', '2026-09-30T09:00:00Z')
    def process = builder.start()
    def output = process.inputStream.getText('UTF-8')
    assert process.waitFor() == 0 : "git ${args.join(' ')} failed: ${output}"
    return output.trim()
}
new File(basedir, '.gitignore').setText('target/\nbuild.log\n', 'UTF-8')
git('init', '-q')
git('add', '-A')
git('commit', '-q', '-m', '教材と記録を追加')
def commit = git('rev-parse', '--short=7', 'HEAD')
def first = new File(basedir, 'sessions/2026-10-01-web-cache-01.yaml')
first.setText(first.getText('UTF-8').replace('commit: unknown', "commit: ${commit}"), 'UTF-8')
def second = new File(basedir, 'sessions/2026-10-03-web-cache-02.yaml')
second.setText(second.getText('UTF-8').replaceFirst('commit: unknown', 'commit: deadbeefcafe1234'), 'UTF-8')
git('add', '-A')
git('commit', '-q', '-m', 'セッションに commit を記録')
return true
