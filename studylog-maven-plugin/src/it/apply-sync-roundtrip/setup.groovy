// The round trip: archive/ holds the repo's records as they were with session 2026-10-03-web-cache-02; the repo
// itself has the session and its listing removed. Invocation 1 drafts the session from archive/, invocation 2
// applies that draft .md to the repo, invocation 3 is the gate.
def git = new GroovyClassLoader(getClass().classLoader).parseClass(new File(itLib, 'GitRepo.groovy'))
        .newInstance(basedir)
git.init('記録')
return true
