package io.github.studylog.due;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocParser;
import io.github.studylog.finding.FindingSink;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The URL prefixes {@code studylog:init} proposes: each citation under its site and first folder, most cited first. */
class CitedPrefixesTest {

    private static Doc doc(String path, String markdown) {
        return new DocParser().parse(path, markdown, new FindingSink());
    }

    @Test
    void eachCitationCountsUnderItsSiteAndFirstFolderMostCitedFirst() {
        Doc queues = doc("src/content/docs/queues.md", """
                # キュー

                可視性タイムアウトは[SQSの資料](https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-visibility-timeout.html)
                （更新型資料、2026-09-09再確認）に従う。DLQ は[同じ資料](https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-dead-letter-queues.html)。
                冪等キーは[Stripe](https://docs.stripe.com/api/idempotent_requests)（APIバージョン未固定）。
                """);
        Doc http = doc("src/content/docs/http.mdx", """
                # HTTP

                [RFC 9110](https://www.rfc-editor.org/rfc/rfc9110#section-15.3.3)（2022、2026-09-10確認）と
                <https://docs.aws.amazon.com/AWSSimpleQueueService/latest/api/Welcome.html> と [トップ](https://example.com)、
                [直下のファイル](https://example.com/index.html?lang=ja)。
                """);
        List<CitedPrefixes.Cited> cited = new CitedPrefixes().of(List.of(queues, http));
        assertEquals(
                List.of(
                        new CitedPrefixes.Cited("https://docs.aws.amazon.com/AWSSimpleQueueService/", 3),
                        new CitedPrefixes.Cited("https://example.com/", 2),
                        new CitedPrefixes.Cited("https://docs.stripe.com/api/", 1),
                        new CitedPrefixes.Cited("https://www.rfc-editor.org/rfc/", 1)),
                cited);
    }

    @Test
    void imagesLocalLinksCodeAndInternalLinksAreNoCitations() {
        Doc doc = doc("src/content/docs/misc.md", """
                # その他

                ![図](https://example.com/a/b.png) [ローカル](http://localhost:4321/docs/x) [内部](/web/cache/)
                `https://example.com/code/x` は引用ではない。

                ```
                https://example.com/block/y
                ```
                """);
        assertEquals(List.of(), new CitedPrefixes().of(List.of(doc)));
    }

    @Test
    void aPrefixIsOneThePolicyAccepts() {
        assertEquals(
                "https://www.postgresql.org/docs/",
                CitedPrefixes.prefix("https://www.postgresql.org/docs/18/tutorial-transactions.html"));
        assertEquals(
                "https://aws.amazon.com/blogs/",
                CitedPrefixes.prefix("https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/"));
        assertEquals("http://example.com/", CitedPrefixes.prefix("http://example.com/a?x=/b/c"));
        assertEquals("https://example.com/", CitedPrefixes.prefix("https://example.com#a/b/"));
        assertEquals("", CitedPrefixes.prefix("https:///nohost/x"));
        assertEquals("", CitedPrefixes.prefix("https://example.com/a`b`/c"));
    }
}
