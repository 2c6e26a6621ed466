// Every link form, resolving: reference links, <img>/<a> in MDX, LinkCard/LinkButton, Japanese anchors (also
// percent-encoded), ids of JSX elements, #_top, trailing slash optional, front-matter prev/next, code and externals.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log =~ /studylog: \d+ files checked \(1 review, 2 sessions, 4 docs, 1 instructions file\), 0 errors, 0 warnings/
assert !log.contains('[doc-link-')
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
assert report.summary.errors == 0
assert report.files.findAll { it.kind == 'doc' }*.path == ['src/content/docs/architecture/queues.mdx',
        'src/content/docs/practice/queue-recovery.md', 'src/content/docs/web/cache.md', 'src/content/docs/web/index.mdx']
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
