// The same field marked `# optional`: records without it pass, the one with it is checked and passes.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log.contains('0 errors, 0 warnings')
def schema = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/studylog/schemas/session.schema.json'), 'UTF-8')
assert schema.properties.mood.type == 'string'
assert !schema.required.contains('mood')
// every goal's log in batch mode (the invoker runs -B) is free of ANSI colour codes
assert !new File(basedir, 'build.log').getText('UTF-8').contains('\u001B') : 'an ANSI escape in a -B log'
return true
