// Invocation 1: a Starlight site of every shape that gave false alarms on real sites (locale fallback, JS in MDX,
// MDX fences, routes of src/pages, redirects inline and imported, exclude globs, an image alias, footnotes, front
// matter after blank lines, {#custom-id}, a long line and a big table, no records): no finding; notes for the
// docs-only site and the path only an integration the plugin does not know could serve.
// Invocation 2: the broken twins, each finding at its line and column.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log =~ /studylog: \d+ files checked \(5 docs\), 0 errors, 0 warnings/
assert log.contains('note: no CHATGPT.md and no records in reviews/ or sessions/')
assert log.contains('which an integration of astro.config (starlight-feed) may serve; they were not judged: /blog/ (1)')
assert !log.contains('[template-missing]')
def findingLines = log.readLines().findAll { it.startsWith('[ERROR] ') && it =~ /^\[ERROR\] \S+:\d+:\d+: / }
def expected = [
    "src/content/broken/en/index.mdx:5:1: error [doc-link-page] `/en/guides/instal/` is no page of the site; the nearest page is `/en/guides/install/`",
    "src/content/broken/guides/install.mdx:7:43: error [doc-link-page] `/guides/instal/` is no page of the site; the nearest page is `/guides/install/`",
    "src/content/broken/guides/install.mdx:9:1: error [doc-link-page] `/removed/` is redirected (astro.config `redirects`) to `/guides/gone/`, which is no page of the site",
]
assert findingLines.size() == expected.size() : findingLines.join('\n')
expected.eachWithIndex { e, i ->
    def rule = (e =~ /\[([a-z-]+)\]/)[0][1]
    assert findingLines[i] == "[ERROR] ${e} (https://studylog.github.io/studylog-maven-plugin/rules/${rule}.html)" : "line $i: ${findingLines[i]}\nexpected: $e" }
assert log.contains('studylog found 3 errors')
assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute) )/) : 'no stack trace'
assert !log.contains('\u001B') : 'an ANSI escape in a -B log'
return true
