// Invocation 1: a Starlight site whose build adds what the source does not show (a git-ignored generated folder,
// a remark plugin that may rewrite links with trailingSlash 'never', starlight-blog's routes, src/pages routes filled
// by a literal list and by a computed one, a redirect, a query-only link, a heading that ends with a component, a
// draft with a broken link): no finding; one note per kind of link not judged, with its count.
// Invocation 2: the broken twins, each finding at its line and column.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log =~ /studylog: \d+ files checked \(6 docs\), 0 errors, 0 warnings/
assert log.contains('note: 1 links lead to docs that git ignores and that are not on disk, which a script generates before `astro build`; they were not judged: .gitignore:3 `src/content/docs/reference/generated/` (1).')
assert log.contains('note: 1 links lead to paths whose pages a route or an integration makes in a way its files do not show; they were not judged: src/pages/tags/[tag].astro (1).')
assert log.contains('note: astro.config.mjs adds markdown.remarkPlugins, which may rewrite links: 4 relative links were judged')
assert !log.contains('[doc-link-relative]')
def findingLines = log.readLines().findAll { it.startsWith('[ERROR] ') && it =~ /^\[ERROR\] \S+:\d+:\d+: / }
def expected = new File(basedir, 'expected-findings.txt').readLines('UTF-8').findAll { it }
assert findingLines.size() == expected.size() : findingLines.join('\n')
expected.eachWithIndex { e, i ->
    def rule = (e =~ /\[([a-z-]+)\]/)[0][1]
    assert findingLines[i] == "[ERROR] ${e} (https://studylog.github.io/studylog-maven-plugin/rules/${rule}.html)" : "line $i: ${findingLines[i]}\nexpected: $e" }
assert log.contains("studylog found ${expected.size()} errors")
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace'
return true
