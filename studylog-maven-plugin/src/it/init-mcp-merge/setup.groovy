// The agents' configurations as a user has them before init (the invoker does not copy dot files), and a copy of
// CHATGPT.md to compare with after every run.
def write = { path, text ->
    def f = new File(basedir, path)
    f.parentFile.mkdirs()
    f.setText(text, 'UTF-8')
}
if (!new File(basedir, 'CHATGPT.md.before').exists()) {
    new File(basedir, 'CHATGPT.md.before').bytes = new File(basedir, 'CHATGPT.md').bytes
    write('.mcp.json', '{\n  "mcpServers": {\n    "github": {\n      "type": "http",\n      "url": "https://api.githubcopilot.com/mcp/"\n    }\n  },\n  "note": "日本語のメモ"\n}\n')
    write('.codex/config.toml', 'model = "gpt-5"\n\n[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "docs-mcp"]\n')
    write('.vscode/mcp.json', '// not JSON: a comment VS Code would accept\n{ "servers": {} }\n')
}
return true
