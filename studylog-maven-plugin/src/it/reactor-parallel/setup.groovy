// study-b and study-c are copies of study-a's content with their own review id (the module poms are committed).
def source = new File(basedir, 'study-a')
['b', 'c'].each { m ->
    def target = new File(basedir, "study-${m}")
    source.eachFileRecurse(groovy.io.FileType.FILES) { f ->
        def rel = source.toPath().relativize(f.toPath()).toString()
        if (rel == 'pom.xml') {
            return
        }
        def text = f.getText('UTF-8').replace('web-cache', "web-cache-${m}")
        def out = new File(target, rel.replace('web-cache', "web-cache-${m}"))
        out.parentFile.mkdirs()
        out.setText(text, 'UTF-8')
    }
}
return true
