// Three content repos checked in parallel (-T 2): each gets its own complete report, nothing is shared or mixed.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('Using the MultiThreadedBuilder implementation with a thread count of 2')
assert !log.contains('not marked as thread-safe') && !log.contains('not marked as @threadSafe')
assert !log.contains('[ERROR]')
['a', 'b', 'c'].each { m ->
    def out = new File(basedir, "study-${m}/target/studylog")
    def report = new groovy.json.JsonSlurper().parse(new File(out, 'report.json'), 'UTF-8')
    assert report.summary.errors == 0 && report.summary.warnings == 0 : "study-$m: ${report.summary}"
    def id = m == 'a' ? 'web-cache' : "web-cache-${m}"
    assert report.files*.path.contains("reviews/${id}.yaml".toString()) : "study-$m reported another module's files"
    assert report.files*.path.every { !it.contains('web-cache') || it.contains(id) }
    assert report.diagrams.size() == 2 && report.diagrams.every { it.rasterized } : "study-$m: ${report.diagrams}"
    assert new File(out, "diagrams/${id}/revalidate.png").isFile()
    assert new File(out, 'diagrams/index.html').getText('UTF-8').contains("diagrams/${id}/revalidate.json")
}
assert log.findAll(/studylog: 8 files checked \(.*\), 0 errors, 0 warnings/).size() == 3
// every goal of the plugin, including ones added later, declares itself thread-safe
def descriptor = new groovy.xml.XmlSlurper().parse(new File(basedir, '../../classes/META-INF/maven/plugin.xml'))
def mojos = descriptor.mojos.mojo
assert mojos.size() >= 4
mojos.each { mojo -> assert mojo.threadSafe.text() == 'true' : "goal ${mojo.goal} is not threadSafe" }
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
