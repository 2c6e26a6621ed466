package io.github.studylog.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;

/**
 * Generates a synthetic content repository of realistic size: N reviews, each with its doc (Japanese text and
 * headings) and M sessions (about 1.5 KB of YAML each, like real ones), all valid, so the benchmark measures
 * the full check and not the error path. Uses the clean fixture's CHATGPT.md.
 */
public final class SyntheticRepo {

    private static final String[] SECTIONS = {"概要", "キャッシュの鮮度", "条件付きリクエスト", "失敗時の再試行", "監視と運用"};

    private SyntheticRepo() {}

    public static void generate(Path root, int reviews, int sessionsPerReview) throws IOException {
        Files.createDirectories(root.resolve("reviews"));
        Files.createDirectories(root.resolve("sessions"));
        Files.createDirectories(root.resolve("src/content/docs/topics"));
        try (InputStream in = SyntheticRepo.class.getResourceAsStream("/repos/clean/CHATGPT.md")) {
            Files.write(root.resolve("CHATGPT.md"), in.readAllBytes());
        }
        LocalDate start = LocalDate.of(2026, 1, 1);
        for (int r = 0; r < reviews; r++) {
            String review = String.format("topic-%05d", r);
            String doc = "src/content/docs/topics/" + review + ".md";
            write(root, doc, doc(review));
            StringBuilder sessionIds = new StringBuilder();
            LocalDate last = start;
            for (int s = 0; s < sessionsPerReview; s++) {
                LocalDate date = start.plusDays((r + s) % 300);
                last = date.isAfter(last) ? date : last;
                String id = date + "-" + review + "-" + String.format("%02d", s + 1);
                sessionIds.append("  - ").append(id).append('\n');
                write(root, "sessions/" + id + ".yaml", session(id, date, review, doc, r * 1000 + s + 1));
            }
            write(root, "reviews/" + review + ".yaml", review(review, doc, last, sessionIds.toString()));
        }
    }

    private static String doc(String review) {
        StringBuilder b = new StringBuilder("---\ntitle: " + review + " の学習\nreview: " + review + "\n---\n\n");
        for (String section : SECTIONS) {
            b.append("## ")
                    .append(section)
                    .append("\n\n")
                    .append("この節では条件を一つずつ変えて、仕組みと失敗時の振る舞いを確認する。")
                    .append('\n')
                    .append("数値は演習上の追加条件であり、本人の実測ではない。\n\n");
        }
        return b.toString();
    }

    private static String review(String id, String doc, LocalDate last, String sessions) {
        return "id: " + id + "\n"
                + "title: 非同期処理と再試行 " + id + "\n"
                + "doc: " + doc + "\n"
                + "status: hinted\n"
                + "last_reviewed: " + last + "\n"
                + "summary: >-\n  アプリ内非同期実行から始め、クラッシュ、重複実行、冪等性、監視までを条件を変えて検討した。\n"
                + "needs_revisit:\n  - section: 条件付きリクエスト\n    reason: ヒント後の理解。再出題が必要。\n"
                + "sessions:\n" + sessions;
    }

    private static String session(String id, LocalDate date, String review, String doc, int issue) {
        StringBuilder b = new StringBuilder();
        b.append("id: ")
                .append(id)
                .append('\n')
                .append("date: ")
                .append(date)
                .append('\n')
                .append("kind: learn\n")
                .append("reviews:\n  - ")
                .append(review)
                .append('\n')
                .append("issue: ")
                .append(issue)
                .append('\n')
                .append("sources:\n  - path: ")
                .append(doc)
                .append("\n    commit: unknown\n")
                .append("  - path: CHATGPT.md\n    commit: unknown\n")
                .append("questions:\n");
        for (int q = 0; q < 4; q++) {
            b.append("  - id: Q")
                    .append(q + 1)
                    .append('\n')
                    .append("    section: ")
                    .append(SECTIONS[q + 1])
                    .append('\n')
                    .append("    asked: true\n")
                    .append("    outcome: ")
                    .append(q == 1 ? "hinted" : "explained")
                    .append('\n')
                    .append("    note: 条件を変えた後、本人が根拠を説明した。ヒントの有無を区別して記録する。\n");
        }
        b.append("needs_revisit:\n  - 条件付きリクエスト\n")
                .append("narrative: |\n")
                .append("  開始問題から条件を一つずつ変えて検討した。初回の回答では再試行の上限を決めていなかったが、\n")
                .append("  ヒントの後に指数バックオフと jitter を提案した。実装・実測なし。\n");
        return b.toString();
    }

    private static void write(Path root, String relative, String text) throws IOException {
        Files.writeString(root.resolve(relative), text, StandardCharsets.UTF_8);
    }
}
