/**
 * git in an IT's content repo, shared by the setup and verify scripts (loaded through the {@code itLib} script
 * variable): a fixed author, no signing, no line-end conversion, and optionally fixed dates so the commits are the
 * same on every machine. A repo object is called like a function: {@code git('add', '-A')} returns git's output.
 */
class GitRepo {

    final File dir
    final String date

    GitRepo(File dir, String date = null) {
        this.dir = dir
        this.date = date
    }

    /** The same settings in another folder (a clone beside the repo). */
    GitRepo at(File other) {
        return new GitRepo(other, date)
    }

    String call(String... args) {
        def command = ['git', '-c', 'user.name=学習者', '-c', 'user.email=learner@example.com',
                       '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', '-c', 'protocol.file.allow=always'] +
                args.toList()
        def builder = new ProcessBuilder(command).directory(dir).redirectErrorStream(true)
        if (date != null) {
            builder.environment().put('GIT_AUTHOR_DATE', date)
            builder.environment().put('GIT_COMMITTER_DATE', date)
        }
        def process = builder.start()
        def output = process.inputStream.getText('UTF-8')
        assert process.waitFor() == 0 : "git ${args.join(' ')} failed: ${output}"
        return output.trim()
    }

    /** {@code .gitignore}, {@code git init} and a first commit of everything. */
    void init(String message, String ignored = 'target/\nbuild.log\n') {
        new File(dir, '.gitignore').setText(ignored, 'UTF-8')
        call('init', '-q')
        call('add', '-A')
        call('commit', '-q', '-m', message)
    }
}
