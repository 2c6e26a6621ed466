// One verdict on a multi-locale site whose astro.config has redirects and excludes.
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.verify(basedir, new File(cliJar), ['-Dstudylog.docs=src/content/broken', '-Dstudylog.links.exclude=/generated/**'],
        [docs: 'src/content/broken', 'links.exclude': '/generated/**'], [
        'doc-link-page src/content/broken/en/index.mdx:5:1',
        'doc-link-page src/content/broken/guides/install.mdx:7:43',
        'doc-link-page src/content/broken/guides/install.mdx:9:1'])
return true
