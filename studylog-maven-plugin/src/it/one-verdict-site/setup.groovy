// a Starlight site with locales, redirects (inline and imported), exclude globs and src/pages routes in astro.config,
// its broken twin as the docs: every front end reads the site from its files
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.copyContent(new File(basedir, '../../../src/it/docs-starlight-site/site'), basedir)
return true
