// Hostile session files, generated here so the IT folder stays small.
def dir = new File(basedir, 'sessions')
new File(dir, '2026-10-05-tag-01.yaml').setText(
    'id: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL ["http://127.0.0.1:9/"]]]]\n', 'UTF-8')
def bomb = new StringBuilder('a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n')
('b'..'i').eachWithIndex { name, i ->
    def prev = (char) ((int) 'a' + i)
    bomb << "${name}: &${name} [" + (1..9).collect { "*${prev}" }.join(',') + "]\n"
}
new File(dir, '2026-10-05-bomb-01.yaml').setText(bomb.toString(), 'UTF-8')
new File(dir, '2026-10-05-deep-01.yaml').setText('id: ' + ('[' * 10000) + (']' * 10000) + '\n', 'UTF-8')
def huge = new StringBuilder('id: 2026-10-05-huge-01\nnarrative: "')
huge << ('あ' * (5 * 1024 * 1024 / 3)) << '"\n'
new File(dir, '2026-10-05-huge-01.yaml').setText(huge.toString(), 'UTF-8')
return true
