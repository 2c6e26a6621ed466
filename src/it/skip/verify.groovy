def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('studylog: skipped (studylog.skip=true)')
assert !new File(basedir, 'target/studylog').exists()
return true
