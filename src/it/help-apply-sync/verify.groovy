// `mvn studylog:help -Ddetail -Dgoal=apply-sync` documents the goal and its parameters with their user properties.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('studylog:apply-sync')
['studylog.issue', 'studylog.trustedAssociations', 'studylog.dryRun', 'studylog.overwrite', 'studylog.skip'].each {
    assert log.contains('User property: ' + it) : "help does not document $it"
}
assert log.contains('OWNER,MEMBER,COLLABORATOR')
return true
