package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.ContentLayout;
import io.github.studylog.content.TextEdit;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.DocParser;
import io.github.studylog.due.CitationDue;
import io.github.studylog.due.CitationKind;
import io.github.studylog.due.DueCheck;
import io.github.studylog.due.DuePolicy;
import io.github.studylog.due.DuePolicyReader;
import io.github.studylog.due.DueSettings;
import io.github.studylog.finding.FindingSink;
import io.github.studylog.message.Message;
import io.github.studylog.testing.TestRepo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code studylog:init} proposes for dating citations: the {@code studylog=due} block and the principle line. */
class DueAdoptionTest {

    private static final String CHATGPT = """
            # CHATGPT.md — learn セッションの進め方

            ## 原則

            - 参照できたファイルと commit を示す。分からないものは `unknown` と書く。
            - 一問ずつ回答を待つ。ヒント後の理解と自力の説明を区別して記録する。

            ## 状態の語彙

            `not_started` < `explained` < `hinted` < `self_explained`。
            """;

    private static final Doc QUEUES =
            new DocParser().parse("src/content/docs/architecture/queues.mdx", """
            ---
            title: キューと再試行
            ---

            ## 可視性タイムアウト

            処理中のメッセージは[SQS の可視性タイムアウト](https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-visibility-timeout.html)の間、
            ほかの consumer から見えない（更新型資料、2026-09-09再確認）。失敗が続くものは
            [DLQ](https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-dead-letter-queues.html)へ移す。

            ## 冪等性

            [Stripe の冪等リクエスト](https://docs.stripe.com/api/idempotent_requests)（APIバージョン未固定）と
            [RFC 9110](https://www.rfc-editor.org/rfc/rfc9110#section-9.2.2)（2022、2026-09-10確認）を読む。
            [ジッター](https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/)も参照。
            """, new FindingSink());

    private static final String BLOCK = """
            ## 資料の鮮度と復習の間隔

            教材が引用する外部資料の種類と、確認日からの有効期間（日数）。リンク先 URL の前方一致で決まり、長く一致するものが優先される。
            `versioned` は版が固定された資料で、確認日は要らない。review の復習間隔は status ごとの日数。

            ```yaml studylog=due
            # 教材が引用している URL の前方一致です（引用の多い順、studylog:init の提案）。前方一致ごとに種類を選び、
            # その種類の urls の下に移して、行頭の # を外してください。選ぶまで、引用はどれも unclassified のままです。
            # living:             # 更新型資料：内容が予告なく更新される。確認日が要る
            #   max_age_days: 180
            #   urls:
            # unpinned:           # 版が固定されない資料（APIバージョン未固定など）。確認日が要る
            #   max_age_days: 180
            #   urls:
            # versioned:          # 版が固定された資料（RFC、版ごとのマニュアル、日付のある記事）。確認日は要らない
            #   urls:
            #
            #     - https://docs.aws.amazon.com/AWSSimpleQueueService/  # 引用 2 件
            #     - https://aws.amazon.com/blogs/                       # 引用 1 件
            #     - https://docs.stripe.com/api/                        # 引用 1 件
            #     - https://www.rfc-editor.org/rfc/                     # 引用 1 件
            revisit_days:
              not_started: 0
              explained: 7
              hinted: 14
              self_explained: 30
            ```
            """;

    private static String apply(String text, DueAdoption.Proposal proposal) {
        return TextEdit.apply(text, proposal.edits());
    }

    @Test
    void theBlockListsTheCitedPrefixesMostCitedFirstAndThePrincipleJoinsThePrinciplesList() {
        DueAdoption.Proposal proposal =
                new DueAdoption().propose(CHATGPT, List.of(QUEUES)).orElseThrow();
        String expected =
                CHATGPT.replace("自力の説明を区別して記録する。\n", "自力の説明を区別して記録する。\n" + DueAdoption.PRINCIPLE + "\n") + "\n" + BLOCK;
        assertEquals(expected, apply(CHATGPT, proposal));
        assertEquals(
                List.of(Message.of("init.note.due", 4, 5), Message.of("init.note.due-principle")), proposal.notes());
    }

    @Test
    void theBlockParsesAndClassifiesNothingUntilThePersonChooses() {
        String after = apply(
                CHATGPT, new DueAdoption().propose(CHATGPT, List.of(QUEUES)).orElseThrow());
        FindingSink sink = new FindingSink();
        DuePolicy policy = new DuePolicyReader().read("CHATGPT.md", after, sink);
        assertEquals(List.of(), sink.sorted());
        assertEquals(List.of(), policy.prefixes());
        assertEquals(DuePolicy.DEFAULT_REVISIT, policy.revisitDays());
        List<CitationDue> citations = new DueCheck(
                        policy, new DueSettings(LocalDate.of(2026, 12, 3), 30, false, Optional.empty()))
                .run(List.of(QUEUES), List.of(), sink)
                .citations();
        // the parentheses' markers still classify (the undated Stripe citation first); the policy adds nothing
        assertEquals(
                List.of(
                        CitationKind.UNPINNED,
                        CitationKind.LIVING,
                        CitationKind.UNCLASSIFIED,
                        CitationKind.UNCLASSIFIED,
                        CitationKind.UNCLASSIFIED),
                citations.stream().map(CitationDue::kind).toList());
    }

    @Test
    void aPrefixMovedUnderAKindClassifiesItsCitations() {
        String after = apply(
                        CHATGPT,
                        new DueAdoption().propose(CHATGPT, List.of(QUEUES)).orElseThrow())
                .replace("# versioned:  ", "versioned:    ")
                .replace("#   urls:\n#\n", "  urls:\n#\n")
                .replace("#     - https://www.rfc-editor.org/rfc/", "    - https://www.rfc-editor.org/rfc/");
        FindingSink sink = new FindingSink();
        DuePolicy policy = new DuePolicyReader().read("CHATGPT.md", after, sink);
        assertEquals(List.of(), sink.sorted());
        assertEquals(Optional.of(CitationKind.VERSIONED), policy.kindOf("https://www.rfc-editor.org/rfc/rfc9110"));
    }

    @Test
    void nothingWhenCHATGPTAlreadyHasABlockOrTheDocsCiteNothing() {
        String withBlock = CHATGPT + "\n```yaml studylog=due\nrevisit_days:\n  explained: 3\n```\n";
        assertEquals(Optional.empty(), new DueAdoption().propose(withBlock, List.of(QUEUES)));
        Doc noCitation = new DocParser()
                .parse(
                        "src/content/docs/web/cache.md",
                        "# キャッシュ\n\n[内部リンク](/web/index/)と `https://example.com/code` だけ。\n",
                        new FindingSink());
        assertEquals(Optional.empty(), new DueAdoption().propose(CHATGPT, List.of(noCitation)));
    }

    @Test
    void noPrincipleLineWhenCHATGPTAlreadyAsksForSourcesChecked() {
        String asked = CHATGPT.replace("## 状態の語彙", "ページの資料確認日は `sources_checked` に書く。\n\n## 状態の語彙");
        DueAdoption.Proposal proposal =
                new DueAdoption().propose(asked, List.of(QUEUES)).orElseThrow();
        assertEquals(asked + "\n" + BLOCK, apply(asked, proposal));
        assertEquals(List.of(Message.of("init.note.due", 4, 5)), proposal.notes());
    }

    @Test
    void withoutAPrinciplesListThePrincipleGoesBeforeTheBlock() {
        String plain = "# CHATGPT.md\n\n教材を読み、一問ずつ対話する。\n";
        DueAdoption.Proposal proposal =
                new DueAdoption().propose(plain, List.of(QUEUES)).orElseThrow();
        String expected = plain + "\n"
                + BLOCK.replace(
                        "review の復習間隔は status ごとの日数。\n\n",
                        "review の復習間隔は status ごとの日数。\n\n" + DueAdoption.PRINCIPLE + "\n\n");
        assertEquals(expected, apply(plain, proposal));
        assertEquals(
                Message.of("init.note.due-principle-here"), proposal.notes().get(1));
    }

    @Test
    void thePrinciplesListKeepsItsBulletAndAFileWithCrLfKeepsItsLineBreaks() {
        String text = CHATGPT.replace("- ", "* ").replace("\n", "\r\n");
        String after =
                apply(text, new DueAdoption().propose(text, List.of(QUEUES)).orElseThrow());
        assertTrue(after.contains("区別して記録する。\r\n* 更新型資料（内容が予告なく更新される資料）"), after);
        assertEquals(after.replace("\r\n", "").indexOf('\n'), -1, "no bare LF in a CRLF file");
        assertTrue(after.endsWith("\r\n```\r\n"), after);
    }

    @Test
    void aHeadingInsideACodeBlockIsNoPrinciplesSection() {
        String text = "# CHATGPT.md\n\n````markdown\n## 原則\n\n- 例の行\n````\n";
        DueAdoption.Proposal proposal =
                new DueAdoption().propose(text, List.of(QUEUES)).orElseThrow();
        assertEquals(
                Message.of("init.note.due-principle-here"), proposal.notes().get(1));
        assertTrue(apply(text, proposal).startsWith(text + "\n## 資料の鮮度と復習の間隔"));
    }

    @Test
    void initProposesTheBlockFromTheDocsAndWritesItOnce(@TempDir Path dir) throws IOException {
        TestRepo repo = TestRepo.clean(dir);
        try (InputStream in = getClass().getResourceAsStream("/repos/adopt-CHATGPT.md")) {
            repo.write("CHATGPT.md", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        repo.replace(
                "src/content/docs/web/cache.md",
                "## 条件付きリクエスト\n",
                "## 条件付きリクエスト\n\n[RFC 9111](https://www.rfc-editor.org/rfc/rfc9111)（2022、2026-10-01確認）"
                        + "と [MDN](https://developer.mozilla.org/ja/docs/Web/HTTP/Caching)（更新型資料）を読む。\n");
        ContentLayout layout = ContentLayout.defaults(repo.root());
        InitProposal proposal = new InitPlanner().plan(layout);
        assertTrue(proposal.after().contains("""
                #     - https://developer.mozilla.org/ja/  # 引用 1 件
                #     - https://www.rfc-editor.org/rfc/    # 引用 1 件
                revisit_days:
                """), proposal.after());
        assertTrue(proposal.diff().contains("+```yaml studylog=due"), proposal.diff());
        assertTrue(
                proposal.notes().contains(Message.of("init.note.due", 2, 2)),
                proposal.notes().toString());
        new InitWriter().write(repo.root(), proposal);
        InitProposal again = new InitPlanner().plan(layout);
        assertTrue(again.nothingToDo(), again.diff());
    }
}
