// studylog:fix on the sample content broken in five fixable ways: the dry run prints the diff and writes nothing,
// the fix restores every file byte for byte (every other byte unchanged), and verify passes.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.split(/(?m)^\[INFO\] Scanning for projects/).findAll { it.contains('studylog') }
assert runs.size() == 3 : "three runs, found ${runs.size()}"

// 1. dry run: the diff of each file, nothing written
def dry = runs[0]
assert dry.contains('[INFO] --- a/reviews/architecture-queues.yaml')
assert dry.contains('[INFO] +  - 2026-09-10-int-burst-01-01')
assert dry.contains('[INFO] -last_reviewed: 2026-09-08')
assert dry.contains('[INFO] +last_reviewed: 2026-09-10')
assert dry.contains('[INFO] -narative: |')
assert dry.contains('[INFO] +narrative: |')
assert dry.contains('[INFO] -    asked: yes')
assert dry.contains('[INFO] -    section: DLQとredriv')
assert dry.contains('studylog: dry run: 5 fix(es) in 3 file(s) would be applied; no content file was changed. The patch is target/studylog/fix.diff')
assert dry.contains('BUILD SUCCESS')

// the dry run's patch: `git apply --check` accepts it on the files as they were (this IT's own broken copies), and
// applying it gives the fixed files byte for byte
def patch = new File(basedir, 'target/studylog/fix.diff')
assert patch.isFile() && patch.getText('UTF-8').startsWith('--- a/')
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
def unchanged = new File(basedir, 'target/unchanged')
def source = new File(basedir, '../../../src/it/fix').canonicalFile
def fixedFiles = ['reviews/architecture-queues.yaml', 'sessions/2026-09-10-int-burst-01-01.yaml',
                  'sessions/2026-09-08-architecture-queues-01.yaml']
fixedFiles.each {
    def to = new File(unchanged, it)
    to.parentFile.mkdirs()
    to.bytes = new File(source, it).bytes
}
def repo = git.getDeclaredConstructor(File, String).newInstance(unchanged, null)
repo.call('init', '-q')   // its own repository: git apply in a folder of another one ignores paths outside it
repo.call('apply', '--check', patch.absolutePath)
repo.call('apply', patch.absolutePath)
fixedFiles.each {
    assert new File(unchanged, it).bytes == new File(basedir, 'expected/' + new File(it).name).bytes : "$it: the patch"
}

// 2. the fix: every file exactly as before it was broken
def fix = runs[1]
assert fix.contains('studylog: applied 5 fix(es) in 3 file(s); checking again')
assert fix.contains(', 0 errors, ')
assert fix.contains('BUILD SUCCESS')
['reviews/architecture-queues.yaml', 'sessions/2026-09-10-int-burst-01-01.yaml',
 'sessions/2026-09-08-architecture-queues-01.yaml'].each {
    def expected = new File(basedir, 'expected/' + new File(it).name).bytes
    assert new File(basedir, it).bytes == expected : "$it differs from expected/"
}

// 3. verify passes
assert runs[2].contains(', 0 errors, ')
assert runs[2].contains('BUILD SUCCESS')

// run 2 found all five fixes still to do: the dry run wrote nothing
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
