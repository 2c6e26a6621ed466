#!/usr/bin/env python3
"""One verdict on any content repo or site: `mvn studylog:check` (pom-less or with the repo's pom), `studylog check`,
MCP `check_repo` and the language server's diagnostics with every content file open, compared as sets of
(rule, path, line, column). The language server's 0-based UTF-16 positions are read back as 1-based code points;
a finding at line 0 or column 0 (a whole file or line) is compared at 1. A measurement, not a test: the ITs
src/it/one-verdict-* are the tests.

usage: bench/one-verdict.py REPO [-Dstudylog.NAME=VALUE ...]
env: STUDYLOG_VERSION (default 0.1.0-SNAPSHOT), CLI_JAR (default studylog-cli/target/studylog-cli-VERSION.jar),
     MVN (default mvn), JAVA (default java). Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
The repo is copied to a scratch folder; its target/ there is the four runs' output.
"""
import json, os, shutil, subprocess, sys, tempfile, threading, time
from pathlib import Path
from urllib.parse import unquote, urlparse

HERE = Path(__file__).resolve().parent
VERSION = os.environ.get('STUDYLOG_VERSION', '0.1.0-SNAPSHOT')
JAR = os.environ.get('CLI_JAR', str(HERE.parent / 'studylog-cli' / 'target' / f'studylog-cli-{VERSION}.jar'))
MVN = os.environ.get('MVN', 'mvn')
JAVA = os.environ.get('JAVA', 'java')
EXTENSIONS = ('.md', '.mdx', '.yaml', '.yml', '.json', '.svg')


def key(rule, path, line, column):
    return f'{rule} {path}:{line}:{column}'


def report(path):
    return {key(f['rule'], f['path'], f['line'], f['column']) for f in json.load(open(path, encoding='utf-8'))['findings']}


def mojo(repo, args):
    out = repo / 'target' / 'mojo'
    subprocess.run([MVN, '-B', '-q', '-ntp', f'io.github.studylog:studylog-maven-plugin:{VERSION}:check',
                    f'-Dstudylog.outputDirectory={out}', '-Dstudylog.incremental=false', '-Duser.language=en'] + args,
                   cwd=repo, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return report(out / 'report.json')


def cli(repo, args):
    out = repo / 'target' / 'cli'
    subprocess.run([JAVA, '-Duser.language=en', '-jar', JAR, 'check', '--repo', str(repo),
                    f'-Dstudylog.outputDirectory={out}', '-Dstudylog.incremental=false'] + args,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return report(out / 'report.json')


def mcp(repo, args):
    p = subprocess.Popen([JAVA, '-Duser.language=en', '-jar', JAR, 'mcp', '--repo', str(repo)] + args,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    def send(m):
        p.stdin.write((json.dumps(m) + '\n').encode()); p.stdin.flush()
    def answer(i):
        for line in p.stdout:
            m = json.loads(line)
            if m.get('id') == i:
                return m
        raise SystemExit(f'the MCP server ended before answering {i}')
    send({'jsonrpc': '2.0', 'id': 1, 'method': 'initialize', 'params': {
        'protocolVersion': '2025-06-18', 'capabilities': {}, 'clientInfo': {'name': 'one-verdict', 'version': '1'}}})
    answer(1)
    send({'jsonrpc': '2.0', 'method': 'notifications/initialized'})
    send({'jsonrpc': '2.0', 'id': 2, 'method': 'tools/call',
          'params': {'name': 'check_repo', 'arguments': {'limit': 1000}}})
    result = answer(2)['result']['structuredContent']
    p.stdin.close(); p.wait(30)
    if result['truncated']:
        print(f"mcp: {result['total']} findings, more than the tool's limit of 1000: compared on the first 1000")
    return {key(f['rule'], f['path'], f['line'], f['column']) for f in result['findings']}


def lsp(repo, args):
    options = {}
    for a in args:
        name, _, value = a[2:].partition('=')
        options[name.removeprefix('studylog.')] = value or 'true'
    p = subprocess.Popen([JAVA, '-Duser.language=en', '-jar', JAR, 'lsp'], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lock = threading.Lock()
    published, answered = {}, set()
    def send(m):
        body = json.dumps(m).encode()
        with lock:
            p.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body); p.stdin.flush()
    def read():
        while True:
            length = None
            while True:
                line = p.stdout.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b'content-length:'):
                    length = int(line.split(b':')[1])
            m = json.loads(p.stdout.read(length))
            if m.get('method') == 'textDocument/publishDiagnostics':
                published[m['params']['uri']] = m['params']['diagnostics']
            elif 'method' in m and 'id' in m:
                send({'jsonrpc': '2.0', 'id': m['id'], 'result': None})
            elif 'id' in m:
                answered.add(m['id'])
    threading.Thread(target=read, daemon=True).start()
    root = repo.resolve()
    send({'jsonrpc': '2.0', 'id': 1, 'method': 'initialize', 'params': {
        'processId': None, 'rootUri': root.as_uri(), 'capabilities': {}, 'initializationOptions': options}})
    send({'jsonrpc': '2.0', 'method': 'initialized', 'params': {}})
    last = None
    for f in sorted(root.rglob('*')):
        rel = f.relative_to(root).as_posix()
        if not f.is_file() or rel.startswith('target/') or any(part.startswith('.') for part in rel.split('/')) \
                or 'node_modules' in rel.split('/') or not rel.endswith(EXTENSIONS) or rel == 'package.json':
            continue
        last = f.as_uri()
        send({'jsonrpc': '2.0', 'method': 'textDocument/didOpen', 'params': {'textDocument': {
            'uri': last, 'languageId': 'plaintext', 'version': 1, 'text': f.read_text('utf-8', 'replace')}}})
    # a request is answered after a check that saw every change before it
    send({'jsonrpc': '2.0', 'id': 3, 'method': 'textDocument/hover',
          'params': {'textDocument': {'uri': last}, 'position': {'line': 0, 'character': 0}}})
    deadline = time.time() + 600
    while 3 not in answered and time.time() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    send({'jsonrpc': '2.0', 'id': 4, 'method': 'shutdown'}); send({'jsonrpc': '2.0', 'method': 'exit'})
    found = set()
    for uri, diagnostics in published.items():
        path = Path(unquote(urlparse(uri).path))
        rel = path.relative_to(root).as_posix()
        lines = path.read_text('utf-8', 'replace').splitlines()
        for d in diagnostics:
            line, units = d['range']['start']['line'], d['range']['start']['character']
            text = lines[line] if line < len(lines) else ''
            column = len(text.encode('utf-16-le')[:2 * units].decode('utf-16-le', 'replace')) + 1
            found.add(key(d['code'], rel, line + 1, column))
    return found


def lsp_shape(findings):
    out = set()
    for f in findings:
        rule, _, place = f.partition(' ')
        path, line, column = place.rsplit(':', 2)
        out.add(key(rule, path, max(1, int(line)), max(1, int(column))))
    return out


def main():
    source, args = Path(sys.argv[1]), sys.argv[2:]
    work = Path(tempfile.mkdtemp(prefix='one-verdict-'))
    repo = work / source.name
    shutil.copytree(source, repo, symlinks=True, ignore=shutil.ignore_patterns('target', 'node_modules', '.git'))
    runs = {}
    for name, run in (('mvn studylog:check', mojo), ('studylog check', cli), ('MCP check_repo', mcp),
                      ('language server', lsp)):
        t = time.time()
        runs[name] = run(repo, args)
        print(f'{name}: {len(runs[name])} findings ({time.time() - t:.1f} s)')
    base = runs['mvn studylog:check']
    same = True
    for name, found in runs.items():
        expected = lsp_shape(base) if name == 'language server' else base
        if found != expected:
            same = False
            print(f'\n{name} differs from mvn studylog:check:')
            for f in sorted(expected - found)[:20]:
                print(f'  only in mvn: {f}')
            for f in sorted(found - expected)[:20]:
                print(f'  only in {name}: {f}')
    print('\nthe same verdict everywhere' if same else '\nNOT the same verdict')
    shutil.rmtree(work, ignore_errors=True)
    sys.exit(0 if same else 1)


if __name__ == '__main__':
    main()
