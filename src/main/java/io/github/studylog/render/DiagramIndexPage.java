package io.github.studylog.render;

import io.github.studylog.content.OutputFiles;
import io.github.studylog.finding.Finding;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code diagrams/index.html}: every diagram's picture, its steps (✓/✗), the first failing step and why, its
 * findings. One self-contained page (inline CSS, no script, no external resource), the same bytes for the
 * same input.
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
            .note{color:#92400e;background:#fef3c7;padding:4px 8px;border-radius:4px;font-size:13px}
            ul.findings{margin:6px 0 8px;padding-left:18px;font-size:13px;overflow-wrap:anywhere}
            ul.findings code{color:#475569}
            .error{color:#991b1b}
            .warning{color:#92400e}
            .picture img{display:block;max-width:100%;height:auto;border:1px solid #e2e8f0;background:#fff}
            .picture .open{font-size:12px;color:#475569}
            .nopicture{color:#64748b;font-style:italic;border:1px dashed #cbd5e1;padding:24px;text-align:center}
            """;

    /** The page for {@code statuses}, sorted by path. */
    public String html(List<DiagramStatus> statuses) {
        List<DiagramStatus> sorted = new ArrayList<>(statuses);
        sorted.sort(Comparator.comparing(DiagramStatus::path).thenComparing(DiagramStatus::kind));
        long failing = sorted.stream().filter(s -> s.firstFailure() != null).count();
        long fallback = sorted.stream().filter(DiagramStatus::fontFallback).count();
        StringBuilder html = new StringBuilder(16 * 1024);
        html.append("<!DOCTYPE html>\n<html lang=\"ja\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Diagrams – studylog</title>\n<style>\n").append(CSS).append("</style>\n")
                .append("</head>\n<body>\n<h1>Diagrams</h1>\n<p class=\"summary\">")
                .append(sorted.size()).append(sorted.size() == 1 ? " diagram or SVG, " : " diagrams and SVGs, ")
                .append(failing).append(" with a failing step");
        if (fallback > 0) {
            html.append(", ").append(fallback).append(" drawn without a Japanese font");
        }
        html.append(".</p>\n");
        if (failing > 0) {
            html.append("<ul class=\"problems\">\n");
            for (int i = 0; i < sorted.size(); i++) {
                DiagramStatus.Step failure = sorted.get(i).firstFailure();
                if (failure != null) {
                    html.append("<li><a href=\"#d").append(i + 1).append("\">").append(e(sorted.get(i).path()))
                            .append("</a>: stopped at ").append(failure.name()).append("</li>\n");
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

    private static void card(StringBuilder html, DiagramStatus status, String anchor) {
        DiagramStatus.Step failure = status.firstFailure();
        boolean warnings = status.findings().stream().anyMatch(f -> !f.isError());
        String state = failure != null ? "bad" : warnings ? "warn" : "ok";
        html.append("<section class=\"card ").append(state).append("\" id=\"").append(anchor).append("\">\n<h2>")
                .append(e(status.path()))
                .append("<span class=\"kind\">")
                .append(status.kind() == DiagramKind.JSON ? "diagram JSON" : "hand-drawn SVG")
                .append("</span></h2>\n<ol class=\"steps\">");
        boolean reached = true;
        for (DiagramStatus.Step step : status.steps()) {
            String css = !reached ? "skip" : step.ok() ? "pass" : "fail";
            String mark = !reached ? "–" : step.ok() ? "✓" : "✗";
            html.append("<li class=\"").append(css).append("\">").append(mark).append(' ').append(step.name())
                    .append("</li>");
            reached = reached && step.ok();
        }
        html.append("</ol>\n");
        if (failure != null) {
            html.append("<p class=\"why\">Stopped at <b>").append(failure.name()).append("</b>: ")
                    .append(e(firstError(status))).append("</p>\n");
        }
        if (status.fontFallback()) {
            html.append("<p class=\"note\">The build machine has no font for some of this text, so the picture ")
                    .append("shows boxes for it. The SVG itself is fine.</p>\n");
        }
        if (!status.findings().isEmpty()) {
            html.append("<ul class=\"findings\">\n");
            for (Finding f : status.findings()) {
                html.append("<li class=\"").append(f.severity().label()).append("\"><code>")
                        .append(f.line()).append(':').append(f.column()).append(' ').append(f.severity().label())
                        .append(" [").append(e(f.ruleId())).append("]</code> ").append(e(f.message().english())) /* TRANSITIONAL */
                        .append("</li>\n");
            }
            html.append("</ul>\n");
        }
        html.append("<div class=\"picture\">");
        if (status.pngRelativePath() != null) {
            String url = e(urlPath(status.pngRelativePath()));
            html.append("<a href=\"").append(url).append("\"><img src=\"").append(url).append("\" alt=\"")
                    .append(e("picture of " + status.path()))
                    .append("\"></a>");
            if (status.svgRelativePath() != null) {
                html.append("\n<a class=\"open\" href=\"").append(e(urlPath(status.svgRelativePath())))
                        .append("\">open the SVG at full size</a>");
            }
        } else {
            html.append("<div class=\"nopicture\">no picture</div>");
        }
        html.append("</div>\n</section>\n");
    }

    private static String firstError(DiagramStatus status) {
        return status.findings().stream().filter(Finding::isError).map(f -> f.message().english()).findFirst()
                .orElse("no finding explains it");
    }

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
        return Xml.escape(text);
    }
}
