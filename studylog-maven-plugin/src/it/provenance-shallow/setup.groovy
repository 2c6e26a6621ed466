// A `--depth 1` clone, as actions/checkout makes by default: the session names a commit beyond the boundary.
// The content is committed twice in this folder, then this folder's .git is replaced by a shallow clone's.
repo = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir, '2026-09-30T09:00:00Z')
def git(File dir, String... args) {
    return repo.at(dir).call(args)
}
repo.init('教材と記録を追加')
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
