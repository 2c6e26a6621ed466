// Before the last run: hide the pom init wrote, so the check runs on Maven's stub project again.
def pom = new File(basedir, 'repo/pom.xml')
assert pom.renameTo(new File(basedir, 'repo/pom.xml.written'))
return true
