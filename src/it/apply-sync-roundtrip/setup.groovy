// The round trip: archive/ holds the repo's records as they were with session 2026-10-03-web-cache-02; the repo
// itself has the session and its listing removed. Invocation 1 drafts the session from archive/, invocation 2
// applies that draft .md to the repo, invocation 3 is the gate.
def git(String... args) {
    def command = ['git', '-c', 'user.name=学習者', '-c', 'user.email=learner@example.com',
                   '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false'] + args.toList()
    def process = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true).start()
    def output = process.inputStream.getText('UTF-8')
    assert process.waitFor() == 0 : "git ${args.join(' ')} failed: ${output}"
    return output.trim()
}
new File(basedir, '.gitignore').setText('target/\nbuild.log\n', 'UTF-8')
git('init', '-q')
git('add', '-A')
git('commit', '-q', '-m', '記録')
return true
