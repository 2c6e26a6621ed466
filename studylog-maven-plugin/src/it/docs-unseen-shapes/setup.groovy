// The fixture keeps its .gitignore as `gitignore` (the invoker's copy leaves dot files of git out); put it in place.
def kept = new File(basedir, 'site/gitignore')
kept.renameTo(new File(basedir, 'site/.gitignore'))
assert new File(basedir, 'site/.gitignore').isFile()
assert !new File(basedir, 'site/pom.xml').exists()
return true
