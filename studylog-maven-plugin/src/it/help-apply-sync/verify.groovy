// `mvn studylog:help -Ddetail -Dgoal=apply-sync` documents the goal and its parameters with their user properties.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('studylog:apply-sync')
['studylog.issue', 'studylog.trustedAssociations', 'studylog.dryRun', 'studylog.overwrite', 'studylog.skip'].each {
    assert log.contains('User property: ' + it) : "help does not document $it"
}
assert log.contains('OWNER,MEMBER,COLLABORATOR')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
