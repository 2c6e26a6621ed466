#!/usr/bin/env python3
"""How long an edit takes to reach the editor in `studylog lsp`: from a `textDocument/didChange` that breaks a
session file (`outcome: maybe`, unsaved) to the `publishDiagnostics` that reports it, and from the change that undoes
it to the one that clears it. A warm server (rounds of warm-up first), the server's own debounce included, over
stdio as an editor drives it. A benchmark, not a test.

usage: bench/lsp-latency.py [REPO] [ROUNDS] [WARMUP]
  REPO    a content repo to copy (default: src/example of this project); its first session needs an `outcome:`
  ROUNDS  edits to time (default 40: 20 breaking, 20 undoing)
  WARMUP  edits before timing (default 40)
env: STUDYLOG_CLI_JAR (default studylog-cli/target/studylog-cli-0.1.0-SNAPSHOT.jar), JAVA (default java)
Build the jar first: ./mvnw -q package -DskipTests -Dinvoker.skip
For a large repo: bench/gen-repo.py /tmp/big 500 10000 && bench/lsp-latency.py /tmp/big
"""
import json, os, re, shutil, statistics, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
repo = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'src', 'example')
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 40
warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 40
jar = os.environ.get('STUDYLOG_CLI_JAR',
                     os.path.join(HERE, '..', 'studylog-cli', 'target', 'studylog-cli-0.1.0-SNAPSHOT.jar'))

work = tempfile.mkdtemp(prefix='studylog-lsp-')
copy = os.path.join(work, 'repo')
shutil.copytree(repo, copy, ignore=shutil.ignore_patterns('target'))
sessions = sorted(f for f in os.listdir(os.path.join(copy, 'sessions')) if f.endswith('.yaml'))
path = os.path.join(copy, 'sessions', sessions[0])
uri = 'file://' + path
good = open(path, encoding='utf-8').read()
bad = re.sub(r'outcome: \w+', 'outcome: maybe', good, count=1)
assert bad != good, 'the first session needs an outcome to break'

proc = subprocess.Popen([os.environ.get('JAVA', 'java'), '-jar', jar, 'lsp'], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
seen = threading.Condition()
published = []  # (monotonic time, uri, codes)
responses = {}


def reader():
    out = proc.stdout
    while True:
        headers = {}
        while True:
            line = out.readline()
            if not line:
                return
            line = line.decode('ascii').strip()
            if not line:
                break
            name, value = line.split(':', 1)
            headers[name.lower()] = value.strip()
        body = json.loads(out.read(int(headers['content-length'])))
        now = time.monotonic()
        with seen:
            if body.get('method') == 'textDocument/publishDiagnostics':
                p = body['params']
                published.append((now, p['uri'], [d['code'] for d in p['diagnostics']]))
            elif 'id' in body and 'method' not in body:
                responses[body['id']] = body
            elif 'id' in body:
                send({'jsonrpc': '2.0', 'id': body['id'], 'result': None})
            seen.notify_all()


def send(message):
    data = json.dumps(message).encode('utf-8')
    proc.stdin.write(b'Content-Length: %d\r\n\r\n' % len(data) + data)
    proc.stdin.flush()


def request(ident, method, params):
    send({'jsonrpc': '2.0', 'id': ident, 'method': method, 'params': params})
    with seen:
        seen.wait_for(lambda: ident in responses, timeout=600)


threading.Thread(target=reader, daemon=True).start()
started = time.monotonic()
request(1, 'initialize', {'processId': os.getpid(), 'rootUri': 'file://' + copy, 'capabilities': {},
                          'initializationOptions': {'lang': 'en'}})
send({'jsonrpc': '2.0', 'method': 'initialized', 'params': {}})
send({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
      'params': {'textDocument': {'uri': uri, 'languageId': 'yaml', 'version': 1, 'text': good}}})
# the first check is over when a request that waits for it is answered
request(2, 'textDocument/hover', {'textDocument': {'uri': uri}, 'position': {'line': 0, 'character': 0}})
print(f'first check of {len(sessions)} sessions: {time.monotonic() - started:.1f} s (start-up included)')

version = 1
times = []
for i in range(warmup + rounds):
    version += 1
    breaking = i % 2 == 0
    with seen:
        count = len(published)
    sent = time.monotonic()
    send({'jsonrpc': '2.0', 'method': 'textDocument/didChange',
          'params': {'textDocument': {'uri': uri, 'version': version},
                     'contentChanges': [{'text': bad if breaking else good}]}})
    with seen:
        ok = seen.wait_for(lambda: any(u == uri and (('record-value' in c) == breaking)
                                       for _, u, c in published[count:]), timeout=60)
        assert ok, 'no diagnostics for edit %d' % i
        at = next(t for t, u, c in published[count:] if u == uri and (('record-value' in c) == breaking))
    if i >= warmup:
        times.append((at - sent) * 1000)
    time.sleep(0.05)

request(3, 'shutdown', None)
send({'jsonrpc': '2.0', 'method': 'exit', 'params': None})
proc.wait(30)
shutil.rmtree(work, ignore_errors=True)
times.sort()
print(f'didChange -> publishDiagnostics over {len(times)} edits (warm, after {warmup}):'
      f' median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9) - 1]:.1f} ms,'
      f' min {times[0]:.1f} ms, max {times[-1]:.1f} ms; exit code {proc.returncode}')
