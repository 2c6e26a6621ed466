// Each hostile file is one located finding; the build fails cleanly, without a stack trace or a hang.
def log = new File(basedir, 'build.log').getText('UTF-8')
def lines = log.readLines().findAll { it =~ /^\[ERROR\] \S+:\d+:\d+: / }
assert lines.size() == 4 : lines.join('\n')
assert lines[0].startsWith('[ERROR] sessions/2026-10-05-bomb-01.yaml:') && lines[0].contains('[yaml-unsafe]') && lines[0].contains('alias')
assert lines[1].startsWith('[ERROR] sessions/2026-10-05-deep-01.yaml:1:') && lines[1].contains('[yaml-unsafe]') && lines[1].contains('nested')
assert lines[2].startsWith('[ERROR] sessions/2026-10-05-huge-01.yaml:1:1: error [file-unreadable]')
assert lines[3].startsWith('[ERROR] sessions/2026-10-05-tag-01.yaml:1:5: error [yaml-unsafe]') && lines[3].contains('tags')
// Maven prints frames as "    at …" (spaces; "verdict (File.java:1)" on Maven 3, "verdict(File.java:1)" on Maven 4);
// only the MojoFailureException that fails the build may show one
assert !(log =~ /(?m)^\s+at (io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute)[ (])|org\.yaml|org\.snakeyaml)/) : 'no stack trace'
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
