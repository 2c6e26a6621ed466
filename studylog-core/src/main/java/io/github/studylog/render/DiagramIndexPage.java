package io.github.studylog.render;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.content.XmlText;
import io.github.studylog.finding.Finding;
import io.github.studylog.finding.Severity;
import io.github.studylog.message.Message;
import io.github.studylog.message.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code diagrams/index.html}: every diagram's picture, its steps (✓/✗), the first failing step and why, its
 * findings. One self-contained page (inline CSS, no script, no external resource, relative URLs only, so it works
 * opened from {@code file://}), the same bytes for the same input. Every text comes from the catalogue in the run's
 * language ({@code diagrams-page.*}) and the page says its language ({@code <html lang>}).
 *
 * <p>Each card shows the SVG itself (the plugin's drawing, or the copy of a hand-drawn SVG that passed the safety
 * check): the reader's browser draws its text with the reader's fonts. The PNG is Batik's proof that the picture
 * renders, linked for download. When the build machine lacked a font for some text, one note at the top says so and
 * the cards concerned carry a badge.
 */
public final class DiagramIndexPage {

    private static final String CSS = """
            body{font-family:'Noto Sans CJK JP','Noto Sans JP','IPAPGothic','IPAGothic',system-ui,sans-serif;\
            margin:24px;color:#0f172a;background:#f8fafc}
            h1{font-size:22px;margin:0 0 4px}
            .summary{color:#475569;margin:0 0 8px}
            .problems{margin:0 0 20px;padding-left:20px}
            .problems a{color:#991b1b}
            .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:16px;align-items:start}
            .card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 14px;min-width:0}
            .card.bad{border-top:6px solid #dc2626}
            .card.ok{border-top:6px solid #16a34a}
            .card.warn{border-top:6px solid #d97706}
            h2{font-size:15px;margin:0 0 8px;overflow-wrap:anywhere}
            .kind{font-size:12px;font-weight:normal;color:#475569;border:1px solid #cbd5e1;border-radius:10px;\
            padding:1px 8px;margin-left:8px;white-space:nowrap}
            ol.steps{list-style:none;padding:0;margin:0 0 8px;display:flex;gap:6px;flex-wrap:wrap}
            ol.steps li{font-size:13px;padding:2px 8px;border-radius:4px}
            li.pass{background:#dcfce7;color:#166534}
            li.fail{background:#fee2e2;color:#991b1b;font-weight:bold}
            li.skip{background:#f1f5f9;color:#64748b}
            .why{color:#991b1b;margin:4px 0 8px}
            .note{color:#92400e;background:#fef3c7;padding:6px 10px;border-radius:4px;font-size:13px;margin:0 0 16px}
            .badge{font-size:12px;font-weight:normal;color:#92400e;background:#fef3c7;border-radius:10px;\
            padding:1px 8px;margin-left:8px;white-space:nowrap}
            ul.findings{margin:6px 0 8px;padding-left:18px;font-size:13px;overflow-wrap:anywhere}
            ul.findings code{color:#475569}
            .error{color:#991b1b}
            .warning{color:#92400e}
            .picture img{display:block;max-width:100%;height:auto;border:1px solid #e2e8f0;background:#fff}
            .picture .files{font-size:12px;color:#475569;margin:6px 0 0}
            .picture .files a{color:#475569}
            .nopicture{color:#64748b;font-style:italic;border:1px dashed #cbd5e1;padding:24px;text-align:center}
            """;

    private final Messages messages;

    /** The page in English. */
    public DiagramIndexPage() {
        this(Messages.english());
    }

    /** The page in the catalogue's language. */
    public DiagramIndexPage(Messages messages) {
        this.messages = messages;
    }

    /** The page for {@code statuses}, sorted by path. */
    public String html(List<DiagramStatus> statuses) {
        List<DiagramStatus> sorted = new ArrayList<>(statuses);
        sorted.sort(Comparator.comparing(DiagramStatus::path).thenComparing(DiagramStatus::kind));
        long failing = sorted.stream().filter(s -> s.firstFailure() != null).count();
        long fallback = sorted.stream().filter(DiagramStatus::fontFallback).count();
        StringBuilder html = new StringBuilder(16 * 1024);
        html.append("<!DOCTYPE html>\n<html lang=\"")
                .append(messages.language().tag())
                .append("\">\n<head>\n")
                .append("<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(text("diagrams-page.title"))
                .append("</title>\n<style>\n")
                .append(CSS)
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(text("diagrams-page.heading"))
                .append("</h1>\n<p class=\"summary\">")
                .append(text(
                        Message.counted("diagrams-page.summary", sorted.size()),
                        sorted.size(),
                        failing,
                        fallback > 0 ? messages.text("diagrams-page.summary.fallback", fallback) : ""))
                .append("</p>\n");
        if (fallback > 0) {
            html.append("<p class=\"note\">")
                    .append(text("diagrams-page.font-note"))
                    .append("</p>\n");
        }
        if (failing > 0) {
            html.append("<ul class=\"problems\">\n");
            for (int i = 0; i < sorted.size(); i++) {
                DiagramStatus.Step failure = sorted.get(i).firstFailure();
                if (failure != null) {
                    html.append("<li>")
                            .append(marked(
                                    "diagrams-page.problem",
                                    "<a href=\"#d" + (i + 1) + "\">"
                                            + e(sorted.get(i).path()) + "</a>",
                                    e(step(failure))))
                            .append("</li>\n");
                }
            }
            html.append("</ul>\n");
        }
        html.append("<div class=\"grid\">\n");
        for (int i = 0; i < sorted.size(); i++) {
            card(html, sorted.get(i), "d" + (i + 1));
        }
        html.append("</div>\n</body>\n</html>\n");
        return html.toString();
    }

    /**
     * The page as {@code studylog:watch} writes it: it reloads itself every {@code seconds}, so a browser that opened
     * it from {@code file://} (where a page cannot fetch files) follows the loop without a server.
     */
    public static String refreshing(String html, int seconds) {
        String meta = "<meta http-equiv=\"refresh\" content=\"" + seconds + "\">\n";
        if (html.contains("<meta http-equiv=\"refresh\"")) {
            return html;
        }
        return html.replaceFirst("<meta charset=\"utf-8\">\n", "<meta charset=\"utf-8\">\n" + meta);
    }

    /** Writes the page to {@code relative} (e.g. {@code diagrams/index.html}) through {@code out}. */
    public Path write(OutputFiles out, String relative, List<DiagramStatus> statuses) throws IOException {
        return out.write(relative, html(statuses));
    }

    private void card(StringBuilder html, DiagramStatus status, String anchor) {
        DiagramStatus.Step failure = status.firstFailure();
        boolean warnings = status.findings().stream().anyMatch(f -> !f.isError());
        String state = failure != null ? "bad" : warnings ? "warn" : "ok";
        html.append("<section class=\"card ")
                .append(state)
                .append("\" id=\"")
                .append(anchor)
                .append("\">\n<h2>")
                .append(e(status.path()))
                .append("<span class=\"kind\">")
                .append(text(status.kind() == DiagramKind.JSON ? "diagrams-page.kind.json" : "diagrams-page.kind.svg"))
                .append("</span>");
        if (status.fontFallback()) {
            html.append("<span class=\"badge\">")
                    .append(text("diagrams-page.fallback-badge"))
                    .append("</span>");
        }
        html.append("</h2>\n<ol class=\"steps\">");
        boolean reached = true;
        for (DiagramStatus.Step step : status.steps()) {
            String css = !reached ? "skip" : step.ok() ? "pass" : "fail";
            String mark = !reached ? "–" : step.ok() ? "✓" : "✗";
            html.append("<li class=\"")
                    .append(css)
                    .append("\">")
                    .append(mark)
                    .append(' ')
                    .append(e(step(step)))
                    .append("</li>");
            reached = reached && step.ok();
        }
        html.append("</ol>\n");
        if (failure != null) {
            html.append("<p class=\"why\">")
                    .append(marked(
                            "diagrams-page.stopped-at", "<b>" + e(step(failure)) + "</b>", e(firstError(status))))
                    .append("</p>\n");
        }
        if (!status.findings().isEmpty()) {
            html.append("<ul class=\"findings\">\n");
            for (Finding f : status.findings()) {
                html.append("<li class=\"")
                        .append(f.severity().label())
                        .append("\"><code>")
                        .append(f.line())
                        .append(':')
                        .append(f.column())
                        .append(' ')
                        .append(text(severityKey(f.severity())))
                        .append(" [")
                        .append(e(f.ruleId()))
                        .append("]</code> ")
                        .append(e(f.text(messages)))
                        .append("</li>\n");
            }
            html.append("</ul>\n");
        }
        html.append("<div class=\"picture\">");
        String svg = status.svgRelativePath() == null ? null : e(urlPath(status.svgRelativePath()));
        String png = status.pngRelativePath() == null ? null : e(urlPath(status.pngRelativePath()));
        String shown = svg != null ? svg : png;
        if (shown != null) {
            html.append("<a href=\"")
                    .append(shown)
                    .append("\"><img src=\"")
                    .append(shown)
                    .append("\" alt=\"")
                    .append(text("diagrams-page.alt", status.path()))
                    .append("\"></a>");
            List<String> links = new ArrayList<>();
            if (svg != null) {
                links.add("<a href=\"" + svg + "\">" + text("diagrams-page.open-svg") + "</a>");
            }
            if (png != null) {
                links.add("<a href=\"" + png + "\" download>" + text("diagrams-page.download-png") + "</a>");
            }
            html.append("\n<p class=\"files\">")
                    .append(String.join(" · ", links))
                    .append("</p>");
        } else {
            html.append("<div class=\"nopicture\">")
                    .append(text("diagrams-page.no-picture"))
                    .append("</div>");
        }
        html.append("</div>\n</section>\n");
    }

    /** A finding's severity as the page shows it. */
    private static String severityKey(Severity severity) {
        return switch (severity) {
            case ERROR -> "diagrams-page.severity.error";
            case WARNING -> "diagrams-page.severity.warning";
        };
    }

    /** A step's name as the page shows it. */
    private String step(DiagramStatus.Step step) {
        return messages.text(step.messageKey());
    }

    private String firstError(DiagramStatus status) {
        return status.findings().stream()
                .filter(Finding::isError)
                .map(f -> f.text(messages))
                .findFirst()
                .orElseGet(() -> messages.text("diagrams-page.no-finding"));
    }

    /** A catalogue text, escaped for HTML. */
    private String text(String key, Object... args) {
        return e(messages.text(key, args));
    }

    /**
     * A catalogue text whose values are HTML already ({@code <b>…</b>}, a link): the pattern's own words are escaped,
     * the values are put in as they are.
     */
    private String marked(String key, String... html) {
        Object[] markers = new Object[html.length];
        for (int i = 0; i < html.length; i++) {
            markers[i] = MARK + i + MARK;
        }
        String text = e(messages.text(key, markers));
        for (int i = 0; i < html.length; i++) {
            text = text.replace(MARK + i + MARK, html[i]);
        }
        return text;
    }

    /** Brackets a value's index while a pattern is escaped: a private-use character no catalogue text contains. */
    private static final String MARK = "\uE000";

    /** Percent-encodes everything but unreserved characters and '/', so any file name is a safe relative URL. */
    static String urlPath(String path) {
        StringBuilder url = new StringBuilder();
        for (byte b : path.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~/".indexOf(c) >= 0) {
                url.append(c);
            } else {
                url.append('%').append(String.format(java.util.Locale.ROOT, "%02X", b & 0xFF));
            }
        }
        return url.toString();
    }

    private static String e(String text) {
        return XmlText.attribute(text);
    }
}
