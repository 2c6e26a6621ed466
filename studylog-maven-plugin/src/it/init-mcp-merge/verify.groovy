// studylog:init -Dstudylog.mcp=…: the agent's configuration merged (or the entry printed), nothing else written.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.split(/(?m)^\[INFO\] --- studylog(-maven-plugin)?:[^ ]+:init /)
assert runs.size() == 4 : "expected three init runs in build.log, found ${runs.size() - 1}"
def args = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '.studylog/studylog-cli.jar', 'mcp', '--lang', 'ja']

// 1: claude: merged into .mcp.json, the other server and the other member kept
def claude = runs[1]
assert claude.contains("[INFO]   merge into .mcp.json: claude's project configuration: starts the studylog MCP server (java -jar .studylog/studylog-cli.jar mcp), whose tools check a Session Sync draft before it is filed")
assert claude.contains('[INFO] studylog init: with studylog.mcp only the agent\'s configuration is proposed; CHATGPT.md is left as it is (init without studylog.mcp proposes its templates)')
assert claude.contains('[INFO] studylog init: wrote .mcp.json')
assert !claude.contains('a PROPOSAL for CHATGPT.md')
def mcp = new JsonSlurper().parseText(new File(basedir, '.mcp.json').getText('UTF-8'))
assert mcp.mcpServers.keySet() as List == ['github', 'studylog']
assert mcp.mcpServers.github == [type: 'http', url: 'https://api.githubcopilot.com/mcp/']
assert mcp.mcpServers.studylog == [type: 'stdio', command: 'java', args: args]
assert mcp.note == '日本語のメモ'

// 2: codex: the table appended, the file's own settings kept; where it is written, that Codex needs a trusted project
def codex = runs[2]
assert codex.contains('[INFO]   merge into .codex/config.toml: codex\'s project configuration: starts the studylog MCP server (java -jar .studylog/studylog-cli.jar mcp); Codex loads a project\'s .codex/config.toml only once the project is trusted')
assert new File(basedir, '.codex/config.toml').getText('UTF-8') ==
        'model = "gpt-5"\n\n[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "docs-mcp"]\n\n' +
        '[mcp_servers.studylog]\ncommand = "java"\nargs = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", ' +
        '".studylog/studylog-cli.jar", "mcp", "--repo", ".", "--lang", "ja"]\n'

// 3: vscode, dry run: a file init cannot merge into is kept, with the exact entry to paste
def vscode = runs[3]
assert vscode.contains('[INFO]   keep .vscode/mcp.json: exists and is not a configuration init can merge into; left as it is. Add this entry to its servers yourself: "studylog": {"type":"stdio","command":"java","args":["-XX:TieredStopAtLevel=1","-XX:+UseSerialGC","-jar","${workspaceFolder}/.studylog/studylog-cli.jar","mcp","--repo","${workspaceFolder}","--lang","ja"]}')
assert new File(basedir, '.vscode/mcp.json').getText('UTF-8') == '// not JSON: a comment VS Code would accept\n{ "servers": {} }\n'

// no run wrote CHATGPT.md
assert new File(basedir, 'CHATGPT.md').bytes == new File(basedir, 'CHATGPT.md.before').bytes
assert log.count('BUILD SUCCESS') == 3
return true
