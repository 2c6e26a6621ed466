// Valid content beyond the old limits, generated rather than kept: a 36,000-character line and a 40,000-character
// GFM table, each one paragraph to flexmark (it reads no tables), with a link after each that is still checked.
def line = ('長い行です。' * 6000)
def table = new StringBuilder('| 列 | 値 |\n| --- | --- |\n')
while (table.length() < 40000) {
    table.append('| 行の名前 | ').append('値'.multiply(20)).append(' |\n')
}
new File(basedir, 'site/src/content/docs/guides/big.md').setText('---\ntitle: 大きな表\n---\n\n' + line + '\n\n'
        + table + '\n[インストール](/guides/install/)\n', 'UTF-8')
assert !new File(basedir, 'site/pom.xml').exists()
return true
