package io.github.studylog.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.raster.FontChoice;
import io.github.studylog.raster.Rasterizer;
import io.github.studylog.run.RuleCatalog;
import io.github.studylog.svg.SvgRules;
import io.github.studylog.svg.SvgSafety;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One real finding of every {@link RenderRules} and {@link SvgRules} rule, in Japanese and in English, and every rule's texts. */
class RenderMessagesJaTest {

    private static final Messages JA = Messages.of(Language.JA);

    private static String ja(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] " + JA.text(f.message());
    }

    private static String en(Finding f) {
        return f.line() + ":" + f.column() + " [" + f.ruleId() + "] "
                + f.message().english();
    }

    private static List<Finding> scan(String svg) {
        return new SvgSafety()
                .scan("public/diagrams/t/x.svg", svg.getBytes(StandardCharsets.UTF_8))
                .findings();
    }

    private static void same(List<String> expected, List<Finding> findings, boolean japanese) {
        assertEquals(
                expected,
                findings.stream()
                        .map(japanese ? RenderMessagesJaTest::ja : RenderMessagesJaTest::en)
                        .toList());
    }

    @Test
    void svgSyntaxAndSafetyInJapaneseAndEnglish() {
        List<Finding> findings = new java.util.ArrayList<>();
        for (String svg : List.of(
                "<svg",
                Fixtures.svg("<g><rect></g>"),
                Fixtures.svg("<script>x()</script>"),
                Fixtures.svg("<rect style=\"fill:url(http://x/y)\" onclick=\"a()\"/>"),
                Fixtures.svg("<style>@import 'x.css';</style>"),
                Fixtures.svg("<image href=\"https://x/p.png\"/>"))) {
            findings.addAll(scan(svg));
        }
        same(
                List.of(
                        "1:5 [svg-syntax] SVG が整形式の XML ではありません: XML document structures must start and end within"
                                + " the same entity.",
                        "2:10 [svg-syntax] SVG が整形式の XML ではありません: The element type \"rect\" must be terminated by the"
                                + " matching end-tag \"</rect>\". 2 行目で開いた <rect> が、この終了タグより前で閉じられていません。",
                        "2:1 [svg-unsafe] SVG に <script> 要素があります。図ではスクリプトを使えません。",
                        "2:1 [svg-unsafe] <rect> の style 属性で、この SVG の外を指す url（http://x/y）を使っています。"
                                + "使えるのは url（#id）だけです。",
                        "2:1 [svg-unsafe] <rect> にイベントハンドラーの属性 onclick があります。イベントハンドラーはスクリプトを" + "実行するので使えません。",
                        "2:1 [svg-unsafe] <style> 要素で CSS の @import を使っています。@import は別のファイルを読み込みます。"
                                + "スタイルは SVG の中に書いてください。",
                        "2:1 [svg-unsafe] <image> の href が、この SVG の外の \"https://x/p.png\" を参照しています。使えるのは、"
                                + "ファイルの中を指す #id の参照と、埋め込んだ data:image/png の画像だけです。"),
                findings,
                true);
        same(
                List.of(
                        "1:5 [svg-syntax] The SVG is not well-formed XML: XML document structures must start and end within"
                                + " the same entity.",
                        "2:10 [svg-syntax] The SVG is not well-formed XML: The element type \"rect\" must be terminated by the"
                                + " matching end-tag \"</rect>\". The <rect> opened on line 2 is not closed before this end tag.",
                        "2:1 [svg-unsafe] The SVG has a <script> element; scripts are not allowed in diagrams.",
                        "2:1 [svg-unsafe] The style attribute of <rect> uses url(http://x/y), outside this SVG; only url(#id)"
                                + " is allowed.",
                        "2:1 [svg-unsafe] <rect> has the event handler attribute onclick; event handlers run script and are"
                                + " not allowed.",
                        "2:1 [svg-unsafe] The <style> element uses CSS @import, which loads another file; put the styles"
                                + " inside the SVG.",
                        "2:1 [svg-unsafe] <image> href refers to \"https://x/p.png\", outside this SVG; only #id references"
                                + " inside the file and embedded data:image/png pictures are allowed."),
                findings,
                false);
    }

    @Test
    void drawingAndRasterizingInJapaneseAndEnglish(@TempDir Path target) {
        OutputFiles out = new OutputFiles(target);
        RenderSettings settings = new RenderSettings("1.0-test", "diagrams", 200, 1);
        List<Finding> findings = new java.util.ArrayList<>();
        Rasterizer hurried = new Rasterizer(200, FontChoice.detect(), Duration.ofMillis(1));
        new DiagramRenderer(out, settings, hurried)
                .renderAll(List.of(RenderJob.diagram(
                        "diagrams/t/a.json", Fixtures.bytes("architecture.json"), Fixtures.heavyArchitecture(), "t/a")))
                .forEach(o -> findings.addAll(o.findings()));
        new DiagramRenderer(out, settings, new Rasterizer(200))
                .renderAll(List.of(
                        RenderJob.diagram(
                                "diagrams/t/m.json",
                                "{}".getBytes(StandardCharsets.UTF_8),
                                Fixtures.parse(
                                        "{\"schema_version\":1,\"diagram_type\":\"mindmap\",\"meta\":{\"title\":\"x\"}}"),
                                "t/m"),
                        RenderJob.svg(
                                "public/diagrams/t/blank.svg",
                                Fixtures.svg("<rect width=\"9\" height=\"9\" fill=\"#fff\"/>")
                                        .getBytes(StandardCharsets.UTF_8),
                                "hand-drawn/t/blank")))
                .forEach(o -> findings.addAll(o.findings()));
        same(
                List.of(
                        "0:0 [diagram-raster] SVG を画像にできませんでした: 描画に時間の上限 1 ms を超える時間がかかったため、止めました。",
                        "0:0 [diagram-render] 図を描けませんでした: diagram_type \"mindmap\" は知らない種類です。使えるのは sequence,"
                                + " lifecycle, architecture, workflow, dataflow です",
                        "0:0 [svg-raster] SVG を画像にできませんでした: 画像が真っ白です（すべてのピクセルが背景色です）。"),
                findings,
                true);
        same(
                List.of(
                        "0:0 [diagram-raster] The SVG did not become a picture: drawing it took longer than the time budget of"
                                + " 1 ms; it was stopped.",
                        "0:0 [diagram-render] The diagram could not be drawn: unknown diagram_type \"mindmap\"; expected one of"
                                + " sequence, lifecycle, architecture, workflow, dataflow",
                        "0:0 [svg-raster] The SVG did not become a picture: the picture is blank (every pixel has the background"
                                + " colour)."),
                findings,
                false);
    }

    @Test
    void everyRuleHasItsSummaryAndHelpInBothLanguages() {
        List<io.github.studylog.finding.Rule> rules =
                new java.util.ArrayList<>(RuleCatalog.declaredIn(RenderRules.class));
        rules.addAll(RuleCatalog.declaredIn(SvgRules.class));
        for (io.github.studylog.finding.Rule rule : rules) {
            for (Messages messages : List.of(JA, Messages.english())) {
                assertTrue(messages.pattern(rule.id() + ".summary").isPresent(), rule.id());
                assertTrue(messages.pattern(rule.id() + ".help").isPresent(), rule.id());
            }
        }
        assertEquals(
                "Open the SVG in an editor at the given line and fix the XML (unclosed tag, stray '&', wrong root).",
                SvgRules.SVG_SYNTAX.help(Messages.english()));
        assertEquals(
                "SVG をエディターで開き、示された行の XML を直してください（閉じていないタグ、余分な '&'、違うルート要素" + "など）。", SvgRules.SVG_SYNTAX.help(JA));
    }
}
