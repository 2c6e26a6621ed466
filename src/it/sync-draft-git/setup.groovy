// A git history for the content: two commits, then one file changed without committing.
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
git('commit', '-q', '-m', '教材と記録を追加')
def doc = new File(basedir, 'src/content/docs/web/cache.md')
doc.setText(doc.getText('UTF-8') + '\n再検証の節を追記した。\n', 'UTF-8')
git('add', '-A')
git('commit', '-q', '-m', '教材を更新')
def review = new File(basedir, 'reviews/web-cache.yaml')
review.setText(review.getText('UTF-8').replace('title: HTTPキャッシュ', 'title: HTTP キャッシュ'), 'UTF-8')
return true
