// `mvn studylog:help -Ddetail` documents a goal and every parameter with its user property.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('studylog:sync-draft')
assert log.contains('studylog:init')
assert log.contains('studylog:prompt')
['studylog.skip', 'studylog.failOnWarning', 'studylog.session', 'studylog.archifySchemas', 'studylog.format',
 'studylog.outputDirectory', 'studylog.instructions', 'studylog.publicDiagrams', 'studylog.write',
 'studylog.review', 'studylog.kind', 'studylog.repoUrl', 'studylog.lang'].each {
    assert log.contains('User property: ' + it) : "help does not document $it"
}
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
