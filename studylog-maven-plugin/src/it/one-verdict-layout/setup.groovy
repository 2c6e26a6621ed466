// the example in other folders, which only the pom names (and lang ja): the front ends without Maven read that pom
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.copyContent(new File(basedir, '../../../../src/example'), basedir)
def move = { String from, String to ->
    def target = new File(basedir, to)
    target.parentFile.mkdirs()
    assert new File(basedir, from).renameTo(target)
}
move('src/content/docs', 'notes/docs')
move('reviews', 'records/reviews')
move('sessions', 'records/sessions')
oneVerdict.edit(basedir, 'records/reviews/web-cache.yaml', 'doc: src/content/docs/web/cache.md', 'doc: notes/docs/web/cache.md')
oneVerdict.edit(basedir, 'records/reviews/web-cache.yaml', 'last_reviewed:', 'last_reviwed:')
return true
