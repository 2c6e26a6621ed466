// One file of each hostile class of issue 16, generated here so the IT folder stays small. Each must be one
// located finding (or none, for the YAML 1.2 inputs the site accepts), the build must fail quickly and cleanly,
// and every report must still be written.
def write = { String path, String text ->
    def f = new File(basedir, path)
    f.parentFile.mkdirs()
    f.setText(text, 'UTF-8')
}
// flexmark's thematic-break regex recursed once per marker: a line of 5,000 underscores overflowed the stack
write('src/content/docs/web/underscores.md', '---\ntitle: 区切り線\n---\n\n' + ('_' * 5000) + '\n')
// <use> fan-out: 10 levels of 10 references each expand to 10^10 elements
def svg = new StringBuilder('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        + 'width="100" height="100">\n<defs>\n<g id="g0"><rect width="1" height="1"/></g>\n')
(1..10).each { level ->
    svg << "<g id=\"g${level}\">" << (1..10).collect { "<use xlink:href=\"#g${level - 1}\"/>" }.join('') << '</g>\n'
}
svg << '</defs>\n<use xlink:href="#g10"/>\n</svg>\n'
write('public/diagrams/web-cache/fanout.svg', svg.toString())
// a backslash before an emoji: the message once quoted half of a surrogate pair and the reports were lost
write('diagrams/web-cache/surrogate.json', '["\\\uD83C\uDF00"]')
// Batik printed a stack trace for an invalid attribute value
write('public/diagrams/web-cache/bad-path.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">\n'
        + '<style>rect { fill: #0f0; }}} text { font-size: ; }</style>\n'
        + '<rect width="120" height="80"/>\n<path d="M 10 10 L nonsense" stroke="black"/>\n</svg>\n')
// a byte that is not UTF-8: the JDK's XML parser printed "[Fatal Error] …" on the console besides the finding
def notUtf8 = new ByteArrayOutputStream()
notUtf8.write('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\n<text x="2" y="14">注文'.getBytes('UTF-8'))
notUtf8.write(0xFF)
notUtf8.write('</text>\n</svg>\n'.getBytes('UTF-8'))
new File(basedir, 'public/diagrams/web-cache/not-utf-8.svg').bytes = notUtf8.toByteArray()
// 5,000 broken links in one doc, one per list item
write('src/content/docs/web/links.md', '---\ntitle: 壊れたリンク\n---\n\n'
        + (1..5000).collect { "- [ページ${it}](/web/missing-${it}/)" }.join('\n') + '\n')
// YAML 1.2 that the site (js-yaml) reads: an escaped slash, a tab after "- "; and a comment-only record
def session = new File(basedir, 'sessions/2026-10-03-web-cache-02.yaml')
session.setText(session.getText('UTF-8')
        .replace('note: ETag による 304 応答をヒント後に説明できた。', 'note: "ETag \\/ 304 応答をヒント後に説明できた。"')
        .replace('needs_revisit:\n  - 条件付きリクエスト', 'needs_revisit:\n  -\t条件付きリクエスト'), 'UTF-8')
write('sessions/2026-10-09-web-cache-03.yaml', '# 次回のセッションで書く\n')
return true
