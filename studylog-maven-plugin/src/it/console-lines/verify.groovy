// The console of a failing check, in English and in Japanese, and of a first look (-Dstudylog.failOnError=false):
// the parts' lines, the findings, then one summary line; at most 3 INFO lines from the last finding to Maven's
// BUILD line; the newest-sessions table, the diagrams' steps and the files written only in -X; a YAML syntax error
// in the run's language, the parser's words in parentheses.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.split(/(?m)^\[INFO\] Scanning for projects/).findAll { it.contains('studylog') }
assert runs.size() == 4 : "four runs, found ${runs.size()}"

def finding = /^\[(ERROR|WARNING)\] \S+:\d+:\d+: /
/** The lines from the last finding (excluded) to Maven's BUILD line (excluded). */
def tail = { String run ->
    def lines = run.readLines()
    def last = lines.findLastIndexOf { it =~ finding }
    def build = lines.findIndexOf { it.startsWith('[INFO] BUILD ') }
    assert last >= 0 && build > last : run
    lines.subList(last + 1, build)
}
runs.eachWithIndex { run, i ->
    def between = tail(run)
    assert between.count { it.startsWith('[INFO] ') } <= 3 : "run ${i + 1}:\n" + between.join('\n')
    // the detail is no info line
    assert !(run =~ /(?m)^\[INFO\] review +(latest session|最新 session)/) : "run ${i + 1} printed the table"
    assert !(run =~ /(?m)^\[INFO\] diagrams\/web-cache\/revalidate\.json: /) : "run ${i + 1} printed a diagram's steps"
    assert !(run =~ /(?m)^\[INFO\] studylog: (wrote \/|.*を書き出しました$)/) : "run ${i + 1} printed a file written"
    assert !run.contains('below') && !run.contains('下の指摘') : "run ${i + 1} promised something below"
}

// 1. English: the summary closes the findings, Maven's rule follows, then BUILD FAILURE
def en = tail(runs[0])
assert en.size() == 2 && en[0] =~ /^\[INFO\] studylog: \d+ files checked .*, 10 errors, 0 warnings in \d+ ms$/ : en.join('\n')
assert en[1] =~ /^\[INFO\] -+$/
assert runs[0] =~ /(?m)^\[ERROR\] sessions\/2026-10-05-web-cache-03\.yaml:6:12: error \[yaml-syntax\] a `:` follows a value on this line, where no new key can start: quote the value \("…"\) if the colon belongs to it \(parser: mapping values are not allowed here\)/
assert runs[0].contains('BUILD FAILURE')

// 2. Japanese: every line of the plugin in Japanese; the YAML error is the plugin's sentence, the parser's English
// only in parentheses
def ja = tail(runs[1])
assert ja.size() == 2 && ja[0] =~ /^\[INFO\] studylog: \d+ ファイルをチェックしました.*。エラー 10 件、警告 0 件（\d+ ms）$/ : ja.join('\n')
def yaml = runs[1].readLines().find { it.contains('[yaml-syntax]') }
assert yaml.startsWith('[ERROR] sessions/2026-10-05-web-cache-03.yaml:6:12: error [yaml-syntax] この行では値のあとに `:` があり') : yaml
def sentence = yaml.substring(yaml.indexOf('[yaml-syntax] ') + 14).replaceAll(/ \(https?:[^)]*\)$/, '')
def outside = sentence.replaceAll(/（パーサー: [^）]*）/, '').replaceAll(/`[^`]*`|"…"/, '')
assert !(outside =~ /[A-Za-z]/) : "English outside the parentheses: $outside"
def plugin = runs[1].readLines().findAll { it =~ /^\[(INFO|WARNING|ERROR)\] (studylog|due|図)/ && !(it =~ finding) }
assert plugin && plugin.every { it =~ /[\u3040-\u30ff\u4e00-\u9fff]/ } : plugin.join('\n')

// 3. and 4. a first look: the same findings, the build goes on, and says why
assert runs[2].contains('[WARNING] studylog found 10 errors; the build goes on because studylog.failOnError is false')
assert runs[2].contains('BUILD SUCCESS')
assert runs[2].readLines().count { it =~ finding } == runs[0].readLines().count { it =~ finding }
assert runs[3].contains('[WARNING] studylog はエラー 10 件を見つけましたが、studylog.failOnError が false なのでビルドを続けます')
assert runs[3].contains('BUILD SUCCESS')
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
