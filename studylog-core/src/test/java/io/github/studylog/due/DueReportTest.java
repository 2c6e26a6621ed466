package io.github.studylog.due;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.studylog.check.CheckOutcome;
import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/** A whole pass on the clean repo with citations of every kind: the due report, its JSON schema, both languages. */
class DueReportTest {

    private static final String DOC = "src/content/docs/web/sources.md";

    private static TestRepo repo(Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.write("CHATGPT.md", repo.read("CHATGPT.md") + """

                ```yaml studylog=due
                living:
                  max_age_days: 180
                  urls:
                    - https://developer.mozilla.org/
                unpinned:
                  max_age_days: 90
                  urls:
                    - https://docs.stripe.com/
                versioned:
                  urls:
                    - https://www.rfc-editor.org/rfc/
                ```
                """);
        return repo.write(DOC, """
                ---
                title: 資料
                sources_checked: 2026-09-08
                ---

                # 資料

                キャッシュの基本は[RFC 9111](https://www.rfc-editor.org/rfc/rfc9111)（2022、2026-09-10確認）。
                MDNの解説（[Cache-Control](https://developer.mozilla.org/docs/Cache-Control)、更新型資料、2026-04-01再確認）。
                Stripeの仕様は[Stripe](https://docs.stripe.com/api)にある。
                [ブログ](https://example.com/post)も参考になる。
                """);
    }

    private static CheckOutcome run(TestRepo repo, Language language) {
        return new StudylogCheck()
                .run(new CheckRequest(
                                ContentLayout.defaults(repo.root()),
                                EnumSet.of(Part.RECORDS),
                                Optional.empty(),
                                Optional.empty(),
                                "test")
                        .in(language)
                        .with(new DueSettings(LocalDate.of(2026, 12, 3), 30, false, Optional.empty())));
    }

    @Test
    void everyKindWithItsStatusOldestDueFirst(@TempDir Path dir) {
        DueReport report = run(repo(dir), Language.EN).due().orElseThrow();
        // the stale one was due first, then the due-soon one; the undated kinds after, by place
        assertEquals(
                List.of(
                        "9:8 living inline 2026-09-28 stale",
                        "10:11 unpinned page 2026-12-07 due-soon",
                        "8:10 versioned inline - versioned",
                        "11:1 unclassified page - unclassified"),
                report.citations().stream()
                        .filter(c -> c.path().equals(DOC))
                        .map(c -> c.line() + ":" + c.column()
                                + " " + c.kind().id() + " " + c.checkedFrom() + " "
                                + c.due().map(Object::toString).orElse("-") + " "
                                + c.status().id())
                        .toList());
        assertEquals("web-cache", report.reviews().get(0).review());
        assertEquals(report.reviews().get(0), report.next().orElseThrow());
    }

    @Test
    void japaneseGivesTheSameIdsPlacesAndOrderWithJapaneseText(@TempDir Path dir) {
        TestRepo repo = repo(dir);
        CheckOutcome en = run(repo, Language.EN);
        CheckOutcome ja = run(repo, Language.JA);
        List<String> enFindings = en.result().findings().stream()
                .map(f -> f.location() + " " + f.ruleId())
                .toList();
        assertEquals(
                enFindings,
                ja.result().findings().stream()
                        .map(f -> f.location() + " " + f.ruleId())
                        .toList());
        assertTrue(enFindings.contains(DOC + ":9:8 source-stale"), enFindings.toString());
        Finding stale = ja.result().findings().stream()
                .filter(f -> f.ruleId().equals("source-stale"))
                .findFirst()
                .orElseThrow();
        assertTrue(stale.text(Messages.of(Language.JA)).contains("再確認するため"), stale.text(Messages.of(Language.JA)));
        assertEquals(
                new DueJson().render(en.due().orElseThrow()),
                new DueJson().render(ja.due().orElseThrow()));
        String md = new DueMarkdown(Messages.of(Language.JA)).render(ja.due().orElseThrow());
        assertTrue(md.startsWith("# 2026-12-03 時点の期限\n\n## 引用資料\n"), md);
        assertTrue(new DueMarkdown(Messages.of(Language.EN))
                .render(en.due().orElseThrow())
                .startsWith("# What is due on 2026-12-03\n\n## Cited sources\n"));
    }

    @Test
    void theWrittenJsonMatchesTheShippedSchema(@TempDir Path dir) throws Exception {
        String json = new DueJson().render(run(repo(dir), Language.EN).due().orElseThrow());
        Schema schema;
        try (InputStream in = getClass().getResourceAsStream("/io/github/studylog/schemas/due.schema.json")) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in);
        }
        JsonMapper mapper = JsonMapper.builder().build();
        assertEquals(
                List.of(),
                schema.validate(mapper.readTree(json)).stream()
                        .map(Object::toString)
                        .toList());
        assertFalse(schema.validate(mapper.readTree("{\"today\": \"soon\", \"citations\": []}"))
                .isEmpty());
    }
}
