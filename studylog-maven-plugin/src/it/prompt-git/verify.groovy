// The exact prompt: every file pinned to `git log -1 --format=%H -- <path>` as a permalink of the origin remote,
// the SVG changed after the last commit marked so; printed without log decoration, ready to copy.
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir)
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')

def prompt = new File(basedir, 'target/studylog/prompts/web-cache.md').getText('UTF-8')
def pinned = [] as Set
def expected = new File(basedir, 'expected-prompt.md').getText('UTF-8').replaceAll(/\{\{commit:([^}]+)\}\}/) { all, path ->
    def sha = git('log', '-1', '--format=%H', '--', path)
    assert sha ==~ /[0-9a-f]{40}/ : "$path has no commit"
    pinned << sha
    return sha
}
assert prompt == expected
assert pinned.size() == 3 : "the three commits each pin a file: $pinned"
assert prompt.contains('- `public/diagrams/web-cache/freshness.svg` @ unknown — 手描きの図（SVG が正本）'
        + '（最後のコミットの後に変更されたか、まだコミットされていません）\n')
assert git('status', '--porcelain') == 'M public/diagrams/web-cache/freshness.svg'

// printed as it is written: the prompt's lines stand at the start of the log's lines
assert log.contains('\n# 学習セッションの開始：HTTPキャッシュ\n')
assert log.contains(prompt.readLines().find { it.startsWith('- [`src/content/docs/web/cache.md`]') } + '\n')
assert log.contains('studylog: the session prompt of web-cache (10 files), written to ')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
