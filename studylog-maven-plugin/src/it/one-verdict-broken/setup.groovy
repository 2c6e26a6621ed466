// the bundled example, broken as the README shows it: a misspelt key, a broken link, a wrong value in Japanese text
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.copyContent(new File(basedir, '../../../../src/example'), basedir)
oneVerdict.edit(basedir, 'reviews/web-cache.yaml', 'last_reviewed:', 'last_reviwed:')
oneVerdict.edit(basedir, 'src/content/docs/web/cache.md', '](/diagrams/web-cache/freshness.html)', '](/diagrams/web-cache/freshnes.html)')
oneVerdict.edit(basedir, 'sessions/2026-10-01-web-cache-01.yaml', 'id: 2026-10-01-web-cache-01', 'id: 2026-10-01-web-cache-1')
return true
