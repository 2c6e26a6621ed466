// A git history for the content: two commits, then one file changed without committing.
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir)
git.init('教材と記録を追加')
def doc = new File(basedir, 'src/content/docs/web/cache.md')
doc.setText(doc.getText('UTF-8') + '\n再検証の節を追記した。\n', 'UTF-8')
git('add', '-A')
git('commit', '-q', '-m', '教材を更新')
def review = new File(basedir, 'reviews/web-cache.yaml')
review.setText(review.getText('UTF-8').replace('title: HTTPキャッシュ', 'title: HTTP キャッシュ'), 'UTF-8')
return true
