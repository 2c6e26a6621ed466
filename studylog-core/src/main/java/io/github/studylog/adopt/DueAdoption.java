package io.github.studylog.adopt;

import com.vladsch.flexmark.ast.BulletList;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import io.github.studylog.content.TextEdit;
import io.github.studylog.docs.Doc;
import io.github.studylog.docs.SafeMarkdown;
import io.github.studylog.due.CitedPrefixes;
import io.github.studylog.due.DuePolicy;
import io.github.studylog.due.DuePolicyReader;
import io.github.studylog.markdown.FencedBlocks;
import io.github.studylog.message.Message;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * What {@code studylog:init} proposes so that a repo's citations can be judged by date: a {@code ```yaml
 * studylog=due} block at the end of CHATGPT.md listing the URL prefixes the docs already cite (most cited first)
 * as comments under the commented kinds, so that the block parses and classifies nothing until the person moves
 * each prefix under the kind they choose (the plugin cannot tell a living page from a fixed edition), with the
 * default review intervals; and the principle line that asks the tutor to date a living source where it is cited,
 * in the list of the {@code 原則} section when there is one. Proposed only when CHATGPT.md has no such block yet
 * and the docs cite at least one external source; the principle line only when CHATGPT.md does not mention
 * {@code sources_checked} yet.
 */
public final class DueAdoption {

    /** How many prefixes the block lists; the rest are counted in a comment. */
    static final int MAX_PREFIXES = 50;

    static final String HEADING = "## 資料の鮮度と復習の間隔";

    static final String PRINCIPLE = "- 更新型資料（内容が予告なく更新される資料）や版が固定されない資料を引用したら、リンクの直後に"
            + "`（更新型資料、YYYY-MM-DD再確認）` のように確認日を書く。ページ全体の資料確認日は front matter の "
            + "`sources_checked` に書く。";

    private static final String PRINCIPLES = "原則";

    /**
     * The edits of CHATGPT.md's {@code text} and the notes about them.
     *
     * @param edits the block (and the principle line) to insert
     * @param notes what the report says about them
     */
    public record Proposal(List<TextEdit> edits, List<Message> notes) {

        public Proposal {
            edits = List.copyOf(edits);
            notes = List.copyOf(notes);
        }
    }

    /** The proposal for CHATGPT.md's {@code text} and the docs; empty when there is nothing to propose. */
    public Optional<Proposal> propose(String text, Collection<Doc> docs) {
        boolean hasBlock = FencedBlocks.of(text, SafeMarkdown::parser).stream()
                .anyMatch(b -> b.infoWords().contains(DuePolicyReader.MARKER));
        if (hasBlock) {
            return Optional.empty();
        }
        List<CitedPrefixes.Cited> cited = new CitedPrefixes().of(docs);
        if (cited.isEmpty()) {
            return Optional.empty();
        }
        String nl = text.contains("\r\n") ? "\r\n" : "\n";
        List<TextEdit> edits = new ArrayList<>();
        List<Message> notes = new ArrayList<>();
        int citations = cited.stream().mapToInt(CitedPrefixes.Cited::citations).sum();
        notes.add(Message.of("init.note.due", Math.min(cited.size(), MAX_PREFIXES), citations));
        boolean principle = !text.contains("sources_checked");
        Optional<Insertion> inPrinciples = principle ? afterPrinciples(text) : Optional.empty();
        inPrinciples.ifPresent(
                at -> edits.add(new TextEdit(at.offset(), at.offset(), at.bullet() + PRINCIPLE.substring(2) + nl)));
        if (principle) {
            notes.add(
                    Message.of(inPrinciples.isPresent() ? "init.note.due-principle" : "init.note.due-principle-here"));
        }
        String lead = text.isEmpty() || text.endsWith(nl + nl) ? "" : text.endsWith(nl) ? nl : nl + nl;
        String section =
                lead + section(cited, principle && inPrinciples.isEmpty()).replace("\n", nl);
        edits.add(new TextEdit(text.length(), text.length(), section));
        return Optional.of(new Proposal(edits, notes));
    }

    /** The section with the block; {@code withPrinciple} when the principle line has no list to go to. */
    static String section(List<CitedPrefixes.Cited> cited, boolean withPrinciple) {
        StringBuilder out = new StringBuilder(HEADING).append("\n\n");
        out.append("教材が引用する外部資料の種類と、確認日からの有効期間（日数）。リンク先 URL の前方一致で決まり、"
                + "長く一致するものが優先される。\n`versioned` は版が固定された資料で、確認日は要らない。"
                + "review の復習間隔は status ごとの日数。\n\n");
        if (withPrinciple) {
            out.append(PRINCIPLE).append("\n\n");
        }
        out.append("```yaml ").append(DuePolicyReader.MARKER).append('\n');
        out.append("# 教材が引用している URL の前方一致です（引用の多い順、studylog:init の提案）。前方一致ごとに種類を選び、\n");
        out.append("# その種類の urls の下に移して、行頭の # を外してください。選ぶまで、引用はどれも unclassified のままです。\n");
        out.append("# living:             # 更新型資料：内容が予告なく更新される。確認日が要る\n");
        out.append("#   max_age_days: 180\n");
        out.append("#   urls:\n");
        out.append("# unpinned:           # 版が固定されない資料（APIバージョン未固定など）。確認日が要る\n");
        out.append("#   max_age_days: 180\n");
        out.append("#   urls:\n");
        out.append("# versioned:          # 版が固定された資料（RFC、版ごとのマニュアル、日付のある記事）。確認日は要らない\n");
        out.append("#   urls:\n");
        out.append("#\n");
        List<CitedPrefixes.Cited> shown = cited.subList(0, Math.min(cited.size(), MAX_PREFIXES));
        int width = shown.stream().mapToInt(c -> c.prefix().length()).max().orElse(0);
        for (CitedPrefixes.Cited c : shown) {
            out.append("#     - ")
                    .append(c.prefix())
                    .append(" ".repeat(width - c.prefix().length()))
                    .append("  # 引用 ")
                    .append(c.citations())
                    .append(" 件\n");
        }
        if (cited.size() > shown.size()) {
            int rest = cited.subList(shown.size(), cited.size()).stream()
                    .mapToInt(CitedPrefixes.Cited::citations)
                    .sum();
            out.append("# ほかに ")
                    .append(cited.size() - shown.size())
                    .append(" 個の前方一致（引用 ")
                    .append(rest)
                    .append(" 件）があります。\n");
        }
        out.append("revisit_days:\n");
        for (String status : List.of("not_started", "explained", "hinted", "self_explained")) {
            out.append("  ")
                    .append(status)
                    .append(": ")
                    .append(DuePolicy.DEFAULT_REVISIT.get(status))
                    .append('\n');
        }
        out.append("```\n");
        return out.toString();
    }

    /**
     * Where the principle line joins the others: just after the last bullet list of the section headed {@code 原則}
     * (any level), with that list's bullet; empty when there is no such section, it has no bullet list, or the list
     * ends the file (where the new section goes).
     */
    static Optional<Insertion> afterPrinciples(String text) {
        Document document = SafeMarkdown.parser().parse(text);
        int level = 0;
        BulletList last = null;
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading) {
                if (level > 0 && heading.getLevel() <= level) {
                    break;
                }
                if (level == 0 && heading.getText().toString().strip().equals(PRINCIPLES)) {
                    level = heading.getLevel();
                }
            } else if (level > 0 && node instanceof BulletList list) {
                last = list;
            }
        }
        if (last == null) {
            return Optional.empty();
        }
        int lineBreak = text.indexOf('\n', Math.max(0, last.getEndOffset() - 1));
        if (lineBreak < 0 || lineBreak + 1 == text.length()) {
            return Optional.empty(); // the end of the file is where the section goes
        }
        return Optional.of(new Insertion(lineBreak + 1, last.getOpeningMarker() + " "));
    }

    /** An offset at a line's start and the bullet of the list the line joins. */
    record Insertion(int offset, String bullet) {}
}
