// The invoker does not copy .gitignore files: the Astro repo's own, without a last newline, is written here.
new File(basedir, 'repo/.gitignore').setText('node_modules/\ndist/', 'UTF-8')
assert !new File(basedir, 'repo/pom.xml').exists()
return true
