// A git history whose commit the first session names; the second session names a commit that exists nowhere.
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir, '2026-09-30T09:00:00Z')
git.init('教材と記録を追加')
def commit = git('rev-parse', '--short=7', 'HEAD')
def first = new File(basedir, 'sessions/2026-10-01-web-cache-01.yaml')
first.setText(first.getText('UTF-8').replace('commit: unknown', "commit: ${commit}"), 'UTF-8')
def second = new File(basedir, 'sessions/2026-10-03-web-cache-02.yaml')
second.setText(second.getText('UTF-8').replaceFirst('commit: unknown', 'commit: deadbeefcafe1234'), 'UTF-8')
git('add', '-A')
git('commit', '-q', '-m', 'セッションに commit を記録')
return true
