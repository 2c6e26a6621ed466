// the bundled example content repo, as it is
def oneVerdict = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'OneVerdict.groovy'))
oneVerdict.copyContent(new File(basedir, '../../../../src/example'), basedir)
return true
