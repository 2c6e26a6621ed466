// studylog:init in an Astro repo without a pom (repo/): check without a pom, init dry run, init write, verify.
def log = new File(basedir, 'build.log').getText('UTF-8')
def repo = new File(basedir, 'repo')
def studylogVersion = (log =~ /--- studylog(?:-maven-plugin)?:([^:\s]+):/)[0][1]
def runs = log.split(/(?m)^\[INFO\] --- studylog(-maven-plugin)?:[^ ]+:(init|check) /)
assert runs.size() == 7 : "expected six studylog runs in build.log, found ${runs.size() - 1}"
def findings = { run -> run.readLines().findAll { it =~ /^\[(ERROR|WARNING)\] \S+:\d+:\d+: / } }
def summary = { run -> run.readLines().find { it.contains('] studylog: ') && it.contains(' files checked') }
        ?.replaceAll(/ in \d+ ms$/, '') }

// 1: check without a pom, on the current directory with the default settings
assert runs[1].contains('@ standalone-pom')
def before = findings(runs[1])
assert before.size() == 3 : before.join('\n')
assert before.every { it.contains('[template-missing]') }
assert new File(repo, 'target/studylog/report.json').isFile() : 'reports under ./target/studylog'
assert new File(repo, 'target/studylog-cache').isDirectory()
assert !repo.list().any { it.contains('$') } : "no folder named after an unresolved expression: ${repo.list()}"

// 2: the dry run proposes the templates and the files, each with its reason, and writes nothing
def dry = runs[2]
assert dry.contains('studylog init: a PROPOSAL for CHATGPT.md')
assert dry.contains('[INFO] studylog init: this repo has no Maven build; the files it needs to run the check:')
assert dry.contains('[INFO]   create pom.xml: the Maven build of the check: `mvn verify` runs studylog:check (coordinates from the package.json name `@tanaka/web-study-log`)')
assert dry.contains('[INFO]   create .mvn/jvm.config: `-XX:TieredStopAtLevel=1`')
assert dry.contains('[INFO]   append to .gitignore: ')
assert dry.contains('[INFO]   create .github/workflows/studylog.yml: ')
assert dry.contains('[INFO]   create .github/workflows/session-sync.yml: ')
assert dry.contains("-Dstudylog.ci=github -Dstudylog.write=true`, then `mvn verify`")
assert dry.contains('[INFO]   `mvn wrapper:wrapper -Dmaven=3.9.16` adds ./mvnw')
assert dry.contains('[INFO]   `gh label create session-sync ')
assert !dry.contains('studylog:init -Dstudylog.write') : 'the prefix does not resolve without a pom'

// 3: written, atomically, once
assert runs[3].contains('studylog init: wrote CHATGPT.md')
assert runs[3].contains('[INFO] studylog init: wrote pom.xml, .mvn/jvm.config, .gitignore, .github/workflows/studylog.yml, .github/workflows/session-sync.yml')
def pom = new File(repo, 'pom.xml.written').getText('UTF-8')
assert pom.contains('  <groupId>tanaka</groupId>\n  <artifactId>web-study-log</artifactId>\n  <version>1</version>\n  <packaging>pom</packaging>')
assert pom.contains("<version>${studylogVersion}</version>")
assert !pom.contains('<configuration>') : 'default folders are not repeated'
assert new File(repo, '.mvn/jvm.config').text == '-XX:TieredStopAtLevel=1\n'
assert new File(repo, '.gitignore').text == "node_modules/\ndist/\n# Maven's output (studylog's reports and caches)\ntarget/\n"
// the workflows are the example's, naming the running version
def example = new File(itLib, '../../../../src/example/.github/workflows')
['studylog.yml', 'session-sync.yml'].each { name ->
    def written = new File(repo, ".github/workflows/$name").getText('UTF-8')
    assert written.contains("\n  STUDYLOG_VERSION: ${studylogVersion}\n")
    assert written.replaceFirst(/\n  STUDYLOG_VERSION: [^\n]*\n/, '\n') ==
            new File(example, name).getText('UTF-8').replaceFirst(/\n  STUDYLOG_VERSION: [^\n]*\n/, '\n')
}

// 4: verify on the written pom passes
assert runs[4].contains("@ web-study-log")
assert runs[4].contains('0 errors, 0 warnings')

// 5 and 6: the same broken records, with the pom and without it: the same findings, the same failure
// (-Dstudylog.verbose=true: the archive attached, or not, is a detail line)
def withPom = findings(runs[5])
def withoutPom = findings(runs[6])
assert withPom.size() >= 3 : withPom.join('\n')
assert withPom == withoutPom
assert summary(runs[5]) == summary(runs[6])
assert runs[6].contains('@ standalone-pom')
assert runs[6].contains('session-sync.zip (not attached: without a pom there is no build to attach it to)')
assert runs[5].contains('session-sync.zip (type zip, classifier session-sync)') : 'attached with the pom'
assert log.count('BUILD FAILURE') == 3

// a batch-mode log has no ANSI codes from studylog (Debian's Maven 3.8.7 starts some lines with its own reset code)
def coloured = log.readLines().findAll { it.replaceFirst(/^(\u001b\[0m)+/, '').contains('\u001b[') }
assert coloured.isEmpty() : coloured.join('\n')
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace'
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
