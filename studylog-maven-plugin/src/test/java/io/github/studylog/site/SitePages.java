package io.github.studylog.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The last step of {@code ./mvnw site} (the plugin's pom runs it in the {@code site} phase, after {@code site:site}): what Doxia and the fluido
 * skin cannot say per page, fixed in the generated HTML. Every page under {@code ja/} gets {@code lang="ja"}, a
 * Japanese menu (the site's {@code 日本語} menu, and a link to the English page) and Japanese words in the top bar;
 * every page gets the date it was built from instead of the pom's fixed {@code outputTimestamp}; and a soft line
 * break of the Markdown between two East Asian wide characters is removed, as markdown-it-cjk-breaks does after CSS
 * Text 3's segment-break rules (a browser shows it as a space: "日本語の 説明"); Doxia writes each non-ASCII
 * character as a numeric reference, which is written back as the character first. Plain JDK, no dependency: it runs
 * from the test classes the build compiled.
 */
public final class SitePages {

    /** The menu of site.xml whose items are the Japanese pages. */
    static final String JAPANESE_MENU = "日本語";

    private static final Pattern HTML_LANG = Pattern.compile("(<html\\b[^>]*?\\blang=\")[^\"]*(\")");
    private static final Pattern XML_LANG = Pattern.compile("(<html\\b[^>]*?\\bxml:lang=\")[^\"]*(\")");
    private static final Pattern PUBLISHED = Pattern.compile("Last Published: \\d{4}-\\d{2}-\\d{2}");
    private static final Pattern VERSION = Pattern.compile("(<li id=\"projectVersion\"[^>]*>)Version: ");
    /** A numeric character reference, as Doxia writes every non-ASCII character of a page's text. */
    private static final Pattern REFERENCE = Pattern.compile("&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));");
    /** Elements whose text is kept byte for byte: code, preformatted text, scripts. */
    private static final Pattern VERBATIM = Pattern.compile("(?i)<(pre|code|script|style|textarea)\\b");

    private SitePages() {}

    /**
     * @param args the generated site folder, and the day to show ({@code YYYY-MM-DD}; blank or absent: today)
     */
    public static void main(String[] args) throws IOException {
        if (args.length > 1 && args[0].equals("--markdown")) {
            // before Doxia: its Markdown renderer writes a soft break as a space, which no later step can tell
            // from a typed one, so the breaks are joined in a copy of the sources
            int joined = joinMarkdownAll(Path.of(args[1]));
            System.out.println("studylog site: " + joined + " soft breaks between Japanese characters joined");
            return;
        }
        Path site = Path.of(args[0]);
        LocalDate day = args.length > 1 && !args[1].isBlank() ? LocalDate.parse(args[1].strip()) : LocalDate.now();
        int pages = fixAll(site, day);
        System.out.println("studylog site: " + pages + " pages fixed (lang, menu, line breaks, date " + day + ")");
    }

    /** Joins the CJK soft breaks of every {@code .md} file under {@code folder}, in place; returns how many. */
    static int joinMarkdownAll(Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.walk(folder)) {
            files = all.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        }
        int joined = 0;
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            String fixed = joinMarkdownBreaks(text);
            joined += text.length() - fixed.length() > 0 ? countBreaks(text) - countBreaks(fixed) : 0;
            if (!fixed.equals(text)) {
                Files.writeString(file, fixed, StandardCharsets.UTF_8);
            }
        }
        return joined;
    }

    private static int countBreaks(String text) {
        return (int) text.chars().filter(c -> c == '\n').count();
    }

    /**
     * A Markdown text with each soft line break between two East Asian wide characters removed (with the next
     * line's indentation): a paragraph's or list item's line ending in one, continued by a line starting with one.
     * Fenced code, headings, table rows and HTML lines are kept; a line starting with a wide character opens no
     * block, so joining it never changes the structure.
     */
    static String joinMarkdownBreaks(String markdown) {
        String[] lines = markdown.split("\n", -1);
        StringBuilder out = new StringBuilder(markdown.length());
        String fence = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String stripped = line.strip();
            if (fence == null && (stripped.startsWith("```") || stripped.startsWith("~~~"))) {
                fence = stripped.substring(0, 3);
            } else if (fence != null && stripped.startsWith(fence)) {
                fence = null;
                out.append(line);
                if (i < lines.length - 1) {
                    out.append('\n');
                }
                continue;
            }
            out.append(line);
            if (i == lines.length - 1) {
                break;
            }
            String next = lines[i + 1].stripLeading();
            boolean joinable = fence == null
                    && !line.isEmpty()
                    && !next.isEmpty()
                    && !stripped.startsWith("#")
                    && !stripped.startsWith("|")
                    && !stripped.startsWith("<")
                    && !line.endsWith("  ")
                    && wide(line.codePointBefore(line.length()))
                    && wide(next.codePointAt(0));
            if (joinable) {
                lines[i + 1] = next;
            } else {
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** Fixes every HTML page under {@code site}; returns how many were read. */
    static int fixAll(Path site, LocalDate day) throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
        for (Path page : pages) {
            String relative = site.relativize(page).toString().replace('\\', '/');
            String html = Files.readString(page, StandardCharsets.UTF_8);
            String fixed = fix(html, relative, day);
            if (!fixed.equals(html)) {
                Files.writeString(page, fixed, StandardCharsets.UTF_8);
            }
        }
        return pages.size();
    }

    /** One page: {@code relative} is its path in the site ({@code ja/cli.html}). */
    static String fix(String html, String relative, LocalDate day) {
        boolean japanese = relative.startsWith("ja/");
        String out = joinCjkBreaks(decodeReferences(html));
        out = PUBLISHED
                .matcher(out)
                .replaceAll(Matcher.quoteReplacement((japanese ? "最終更新: " : "Last Published: ") + day));
        if (japanese) {
            out = HTML_LANG.matcher(out).replaceFirst("$1ja$2");
            out = XML_LANG.matcher(out).replaceFirst("$1ja$2");
            out = VERSION.matcher(out).replaceFirst("$1バージョン: ");
            out = japaneseMenu(out, englishTwin(relative));
        }
        return out;
    }

    /**
     * The page with each numeric character reference of a character beyond ASCII written as the character itself
     * (the pages are UTF-8): {@code &#x65e5;} is {@code 日}, as a reader and a search engine see it. References of
     * ASCII characters ({@code &#x3c;}) and of code points no character may be stay as they are.
     */
    static String decodeReferences(String html) {
        Matcher m = REFERENCE.matcher(html);
        StringBuilder out = new StringBuilder(html.length());
        while (m.find()) {
            int cp;
            try {
                cp = m.group(1) != null ? Integer.parseInt(m.group(1), 16) : Integer.parseInt(m.group(2));
            } catch (NumberFormatException e) {
                cp = -1;
            }
            boolean character = cp >= 0xA0
                    && cp <= Character.MAX_CODE_POINT
                    && !(cp >= 0xD800 && cp <= 0xDFFF)
                    && Character.isDefined(cp);
            m.appendReplacement(out, Matcher.quoteReplacement(character ? Character.toString(cp) : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The English page of a Japanese one, relative to it: {@code ja/rules/x.html} → {@code ../../rules/x.html}. */
    static String englishTwin(String relative) {
        String inside = relative.substring("ja/".length());
        int depth = (int) relative.chars().filter(c -> c == '/').count();
        return "../".repeat(depth) + inside;
    }

    /**
     * The sidebar of a Japanese page: only the {@value #JAPANESE_MENU} menu of site.xml (its items are the Japanese
     * pages), then a link to the same page in English. A page without fluido's sidebar is left as it is.
     */
    static String japaneseMenu(String html, String englishHref) {
        int list = html.indexOf("<ul class=\"nav nav-list\">");
        if (list < 0) {
            return html;
        }
        int open = list + "<ul class=\"nav nav-list\">".length();
        int close = matchingEnd(html, open, "ul");
        if (close < 0) {
            return html;
        }
        List<String> items = topLevelItems(html.substring(open, close));
        StringBuilder menu = new StringBuilder("\n");
        boolean keep = false;
        for (String item : items) {
            if (item.contains("class=\"nav-header\"")) {
                keep = item.contains(">" + JAPANESE_MENU + "<");
            }
            if (keep) {
                menu.append(item).append('\n');
            }
        }
        menu.append("<li class=\"nav-header\">English</li>\n")
                .append("<li><a href=\"")
                .append(englishHref)
                .append("\" hreflang=\"en\" lang=\"en\">このページの英語版</a></li>\n");
        return html.substring(0, open) + menu + html.substring(close);
    }

    /** The {@code <li>} elements directly inside a list's content, each whole. */
    static List<String> topLevelItems(String content) {
        List<String> items = new ArrayList<>();
        int at = 0;
        while (true) {
            int start = content.indexOf("<li", at);
            if (start < 0) {
                return items;
            }
            int end = matchingEnd(content, start + 3, "li");
            if (end < 0) {
                return items;
            }
            int after = end + "</li>".length();
            items.add(content.substring(start, after).strip());
            at = after;
        }
    }

    /** Where the {@code </tag>} closing an element opened just before {@code from} starts; -1 if none. */
    static int matchingEnd(String html, int from, String tag) {
        Pattern tags = Pattern.compile("(?i)<(/?)" + tag + "\\b");
        Matcher m = tags.matcher(html);
        m.region(from, html.length());
        int depth = 1;
        while (m.find()) {
            depth += m.group(1).isEmpty() ? 1 : -1;
            if (depth == 0) {
                return m.start();
            }
        }
        return -1;
    }

    /**
     * Removes each line break (with the spaces around it) in text between two East Asian wide characters, outside
     * tags and outside code, preformatted text and scripts.
     */
    static String joinCjkBreaks(String html) {
        StringBuilder out = new StringBuilder(html.length());
        int at = 0;
        Matcher verbatim = VERBATIM.matcher(html);
        while (at < html.length()) {
            int next = verbatim.find(at) ? verbatim.start() : html.length();
            out.append(joinInText(html.substring(at, next)));
            if (next == html.length()) {
                break;
            }
            String tag = verbatim.group(1).toLowerCase(Locale.ROOT);
            int end = matchingEnd(html, verbatim.end(), tag);
            int stop = end < 0 ? html.length() : end + ("</" + tag + ">").length();
            out.append(html, next, Math.min(stop, html.length()));
            at = Math.min(stop, html.length());
        }
        return out.toString();
    }

    /** {@link #joinCjkBreaks} on HTML without verbatim elements: only the text between tags is touched. */
    private static String joinInText(String html) {
        StringBuilder out = new StringBuilder(html.length());
        int i = 0;
        while (i < html.length()) {
            char c = html.charAt(i);
            if (c == '<') {
                int close = html.indexOf('>', i);
                int stop = close < 0 ? html.length() : close + 1;
                out.append(html, i, stop);
                i = stop;
                continue;
            }
            if (c == '\n' || c == '\r') {
                int before = out.length();
                while (before > 0 && (out.charAt(before - 1) == ' ' || out.charAt(before - 1) == '\t')) {
                    before--;
                }
                int after = i;
                while (after < html.length() && " \t\r\n".indexOf(html.charAt(after)) >= 0) {
                    after++;
                }
                boolean oneBreak = html.substring(i, after)
                                .chars()
                                .filter(ch -> ch == '\n')
                                .count()
                        <= 1;
                if (oneBreak
                        && before > 0
                        && after < html.length()
                        && wide(Character.codePointBefore(out, before))
                        && wide(html.codePointAt(after))) {
                    out.setLength(before);
                    i = after;
                    continue;
                }
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    /**
     * East Asian Width F, W or H and not Hangul, the characters between which CSS Text 3 removes a segment break:
     * the CJK ideographs, kana, CJK symbols and punctuation, full-width and half-width forms.
     */
    static boolean wide(int cp) {
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        if (script == Character.UnicodeScript.HANGUL) {
            return false;
        }
        return (cp >= 0x2E80 && cp <= 0x303F) // CJK radicals, Kangxi, ideographic description, symbols and punctuation
                || (cp >= 0x3040 && cp <= 0x33FF) // kana, bopomofo, enclosed and compatibility CJK
                || (cp >= 0x3400 && cp <= 0x4DBF) // CJK extension A
                || (cp >= 0x4E00 && cp <= 0x9FFF) // CJK unified ideographs
                || (cp >= 0xF900 && cp <= 0xFAFF) // CJK compatibility ideographs
                || (cp >= 0xFE30 && cp <= 0xFE4F) // CJK compatibility forms
                || (cp >= 0xFF01 && cp <= 0xFF60) // full-width forms
                || (cp >= 0xFF61 && cp <= 0xFF9F) // half-width katakana and punctuation
                || (cp >= 0xFFE0 && cp <= 0xFFE6) // full-width signs
                || (cp >= 0x20000 && cp <= 0x3FFFD); // CJK extensions B and beyond
    }
}
