// Shared by the ITs that check records-broken's content in Japanese (lang-ja, lang-user-language).
class JapaneseRun {

    /** Copies records-broken's content (not its build files) into the IT's folder. */
    static void copyRecordsBroken(File basedir) {
        def source = new File(basedir, '../../../src/it/records-broken')
        new AntBuilder().copy(todir: basedir) {
            fileset(dir: source) {
                exclude(name: 'pom.xml')
                exclude(name: '*.groovy')
                exclude(name: 'invoker.properties')
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
        }
        assert log.contains('studylog: 6 ファイルをチェックしました') : 'the summary line in Japanese'
        assert log.contains('エラー 9 件') : 'the verdict in Japanese'
        assert !(log =~ /(?m)^\s+at io\.github\.studylog\.(?!maven\.Abstract(Studylog|Checking)Mojo\.(runGoal|execute)[ (])/) : 'no stack trace'
        def json = new groovy.json.JsonSlurper()
        def report = json.parse(new File(basedir, 'target/studylog/report.json'), 'UTF-8')
        assert report.summary.errors == 9
        assert report.findings.every { it.message.find(japanese) }
        def sarif = json.parse(new File(basedir, 'target/studylog/report.sarif'), 'UTF-8')
        assert sarif.runs[0].results.size() == 9
        assert sarif.runs[0].results.every { it.message.id && it.message.arguments != null && it.message.text.find(japanese) }
        assert new File(basedir, 'target/studylog/TEST-studylog.xml').getText('UTF-8').find(japanese)
        def page = new File(basedir, 'target/studylog/diagrams/index.html')
        assert !page.exists() || page.getText('UTF-8').contains('<html lang="ja"')
    }
}
