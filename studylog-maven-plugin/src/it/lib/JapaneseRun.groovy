// Shared by the ITs that check records-broken's content in Japanese (lang-ja, lang-user-language).
class JapaneseRun {

    /** Copies records-broken's content (not its build files) into the IT's folder. */
    static void copyRecordsBroken(File basedir) {
        def source = new File(basedir, '../../../src/it/records-broken').canonicalFile.toPath()
        def target = basedir.toPath()
        java.nio.file.Files.walk(source).withCloseable { paths ->
            paths.each { p ->
                def relative = source.relativize(p).toString()
                if (relative.isEmpty() || relative == 'pom.xml' || relative == 'invoker.properties'
                        || relative.endsWith('.groovy')) {
                    return
                }
                def to = target.resolve(relative)
                if (java.nio.file.Files.isDirectory(p)) {
                    java.nio.file.Files.createDirectories(to)
                } else {
                    java.nio.file.Files.copy(p, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING)
                }
            }
        }
    }

    /** records-broken in Japanese: its rule ids, locations and exit code as in English; every text Japanese. */
    static void verify(File basedir) {
        def log = new File(basedir, 'build.log').getText('UTF-8')
        def where = [
            'reviews/web-cache.yaml:1:1: error [record-missing-key] ',
            'reviews/web-cache.yaml:4:9: error [review-status-evidence] ',
            'reviews/web-cache.yaml:5:1: error [record-unknown-key] ',
            'sessions/2026-10-01-web-cache-01.yaml:12:11: error [record-value] ',
            'sessions/2026-10-01-web-cache-01.yaml:16:14: error [record-heading] ',
            'sessions/2026-10-03-web-cache-02.yaml:2:7: error [session-date-mismatch] ',
            'sessions/2026-10-03-web-cache-02.yaml:6:8: error [session-issue-duplicate] ',
            'src/content/docs/web/cache.md:4:9: error [doc-review-unknown] ',
            'src/content/docs/web/cache.md:11:1: error [doc-link-page] ',
        ]
        def japanese = ~/[\p{IsHiragana}\p{IsKatakana}\p{IsHan}]/
        def findingLines = log.readLines().findAll { it.startsWith('[ERROR] ') && it =~ /^\[ERROR\] \S+:\d+:\d+: / }
        assert findingLines.size() == where.size() : findingLines.join('\n')
        where.eachWithIndex { w, i ->
            assert findingLines[i].startsWith('[ERROR] ' + w) : "line $i: ${findingLines[i]}\nexpected: $w"
            assert findingLines[i].substring(('[ERROR] ' + w).length()).find(japanese) : "not Japanese: ${findingLines[i]}"
            def rule = (w =~ /\[([a-z-]+)\]/)[0][1]
            assert findingLines[i].endsWith(" (https://studylog.github.io/studylog-maven-plugin/ja/rules/${rule}.html)") : "the Japanese rule page: ${findingLines[i]}"
        }
        assert log.contains('[INFO] studylog: 8 ファイルをチェックしました（レビュー 1、セッション 2、ドキュメント 2、図 1、SVG 1、指示ファイル 1）。エラー 9 件、警告 0 件（') : 'the summary line in Japanese'
        assert log =~ /studylog は \S+ でエラー 9 件を見つけました。上の行と \S+report.json を確認してください/ : 'the verdict in Japanese'
        assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute)[ (])/) : 'no stack trace'
        def json = new groovy.json.JsonSlurper()
        def report = json.parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
        assert report.summary.errors == 9
        assert report.findings.every { it.message.find(japanese) }
        assert report.findings.every { it.helpUri == "https://studylog.github.io/studylog-maven-plugin/ja/rules/${it.rule}.html" }
        def sarif = json.parse(new File(basedir, 'target/studylog/report.sarif'), 'UTF-8')
        assert sarif.runs[0].results.size() == 9
        assert sarif.runs[0].tool.driver.rules.every { it.helpUri == "https://studylog.github.io/studylog-maven-plugin/ja/rules/${it.id}.html" }
        assert sarif.runs[0].results.every { it.message.id && it.message.arguments != null && it.message.text.find(japanese) }
        assert new File(basedir, 'target/studylog/TEST-studylog.xml').getText('UTF-8').find(japanese)
        def page = new File(basedir, 'target/studylog/diagrams/index.html')
        assert !page.exists() || page.getText('UTF-8').contains('<html lang="ja"')
    }
}
