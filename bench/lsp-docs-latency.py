#!/usr/bin/env python3
"""How long a doc edit takes to reach the editor in `studylog lsp` on a real Starlight site: from a
`textDocument/didChange` that appends a broken link to a doc (unsaved) to the `publishDiagnostics` that reports it
(`doc-link-page`), and from the change that undoes it to the one that clears it. A warm server (edits of warm-up
first), the server's debounce included, over stdio as an editor drives it. Also the first check and the server's
peak memory (VmHWM). A benchmark, not a test; the site is a checkout of its own (never vendored here), copied.

usage: bench/lsp-docs-latency.py SITE DOC [ROUNDS] [WARMUP]
  SITE    the Astro project of a site (e.g. /work/research/sites/withastro+starlight/docs)
  DOC     the doc to edit, relative to SITE (e.g. src/content/docs/getting-started.mdx)
  ROUNDS  edits to time (default 10: 5 breaking, 5 undoing)
  WARMUP  edits before timing (default 6)
env: STUDYLOG_CLI_JAR (default studylog-cli/target/studylog-cli-0.1.0-SNAPSHOT.jar), JAVA (default java),
     JAVA_OPTS (extra JVM options, e.g. a JFR recording)
Build the jar first: ./mvnw -o -q -pl studylog-cli -am package -DskipTests -Dinvoker.skip
"""
import json, os, re, shlex, shutil, statistics, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
site = sys.argv[1]
doc = sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
warmup = int(sys.argv[4]) if len(sys.argv) > 4 else 6
jar = os.environ.get('STUDYLOG_CLI_JAR',
                     os.path.join(HERE, '..', 'studylog-cli', 'target', 'studylog-cli-0.1.0-SNAPSHOT.jar'))

work = tempfile.mkdtemp(prefix='studylog-lsp-docs-')
copy = os.path.join(work, 'site')
shutil.copytree(site, copy, symlinks=True,
                ignore=shutil.ignore_patterns('target', 'node_modules', '.git', 'dist', '.astro'))
path = os.path.join(copy, doc)
uri = 'file://' + path
good = open(path, encoding='utf-8').read()
# a page a typo away from the doc's own (a first segment the site owns, so the link is judged, not left to an
# integration): one doc-link-page finding more
key = re.sub(r'(/index)?\.mdx?$', '', doc.split('src/content/docs/', 1)[-1])
bad = good + '\n\n[broken](/%sx/)\n' % key
docs = sum(1 for _, _, fs in os.walk(os.path.join(copy, 'src', 'content', 'docs'))
           for f in fs if f.endswith(('.md', '.mdx')))

proc = subprocess.Popen([os.environ.get('JAVA', 'java')] + shlex.split(os.environ.get('JAVA_OPTS', ''))
                        + ['-jar', jar, 'lsp'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL)
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
                published.append((now, p['uri'], [d.get('code') for d in p['diagnostics']]))
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
        seen.wait_for(lambda: ident in responses, timeout=900)


def broken(codes):
    return sum(1 for c in codes if c == 'doc-link-page')


def peak_kib():
    try:
        with open('/proc/%d/status' % proc.pid) as status:
            for line in status:
                if line.startswith('VmHWM:'):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


threading.Thread(target=reader, daemon=True).start()
started = time.monotonic()
request(1, 'initialize', {'processId': os.getpid(), 'rootUri': 'file://' + copy, 'capabilities': {},
                          'initializationOptions': {'lang': 'en'}})
send({'jsonrpc': '2.0', 'method': 'initialized', 'params': {}})
send({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
      'params': {'textDocument': {'uri': uri, 'languageId': 'markdown', 'version': 1, 'text': good}}})
# the first check is over when a request that waits for it is answered
request(2, 'textDocument/hover', {'textDocument': {'uri': uri}, 'position': {'line': 0, 'character': 0}})
first = time.monotonic() - started
with seen:
    before = [c for _, u, c in published if u == uri]
base = broken(before[-1]) if before else 0
print(flush=True)
print(f'first check of {docs} docs: {first:.1f} s (start-up included); {base} doc-link-page findings in {doc}', flush=True)

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
    want = base + 1 if breaking else base
    with seen:
        ok = seen.wait_for(lambda: any(u == uri and broken(c) == want for _, u, c in published[count:]),
                           timeout=600)
        assert ok, 'no diagnostics for edit %d' % i
        at = next(t for t, u, c in published[count:] if u == uri and broken(c) == want)
    if i >= warmup:
        times.append((at - sent) * 1000)
    time.sleep(0.05)

peak = peak_kib()
request(3, 'shutdown', None)
send({'jsonrpc': '2.0', 'method': 'exit', 'params': None})
proc.wait(60)
shutil.rmtree(work, ignore_errors=True)
times.sort()
print(f'didChange -> publishDiagnostics over {len(times)} edits (warm, after {warmup}):'
      f' median {statistics.median(times):.1f} ms, p90 {times[max(0, int(len(times) * 0.9) - 1)]:.1f} ms,'
      f' min {times[0]:.1f} ms, max {times[-1]:.1f} ms; peak RSS {peak / 1024:.0f} MiB; exit code {proc.returncode}')
