// Tries `studylog lsp` through vscode-languageserver-protocol (the protocol library under VS Code's own language
// client): a broken link in a doc (`doc-link-page` with its codeDescription), a misspelled review key and its quick
// fix applied (no diagnostic left). A try-out, not a test; the repo is written to by nothing but is best a copy.
//
// usage: npm install vscode-languageserver-protocol (in a scratch folder, with NODE_PATH pointing at it)
//        node bench/lsp-node-client.js studylog-cli/target/studylog-cli-VERSION.jar /path/to/copy/of/sample-content
// The doc is src/content/docs/architecture/queues.mdx with a link to /practice/queue-recovery/, the review
// reviews/architecture-queues.yaml (the sample content repo's).
const cp = require('child_process');
const fs = require('fs');
const path = require('path');
const { createProtocolConnection, StreamMessageReader, StreamMessageWriter, InitializeRequest,
  InitializedNotification, DidOpenTextDocumentNotification, DidChangeTextDocumentNotification,
  PublishDiagnosticsNotification, CodeActionRequest, ShutdownRequest, ExitNotification } =
  require('vscode-languageserver-protocol/node');

const jar = process.argv[2];
const root = process.argv[3];
const server = cp.spawn('java', ['-jar', jar, 'lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
const latest = new Map();
const waiting = [];
connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
  latest.set(p.uri, p.diagnostics);
  for (const w of waiting.slice()) if (w.uri === p.uri && w.test(p.diagnostics)) { waiting.splice(waiting.indexOf(w), 1); w.resolve(p.diagnostics); }
});
connection.listen();
const uri = (rel) => 'file://' + path.join(root, rel);
const until = (rel, test) => new Promise((resolve, reject) => {
  const u = uri(rel);
  if (latest.has(u) && test(latest.get(u))) return resolve(latest.get(u));
  waiting.push({ uri: u, test, resolve });
  setTimeout(() => reject(new Error('timeout waiting for ' + rel + ': ' + JSON.stringify(latest.get(u)))), 60000);
});
function apply(text, edits) {
  const lines = text.split('\n'); const starts = [0];
  for (const l of lines) starts.push(starts[starts.length - 1] + l.length + 1);
  const off = (p) => starts[p.line] + p.character;
  for (const e of [...edits].sort((a, b) => off(b.range.start) - off(a.range.start))) {
    text = text.slice(0, off(e.range.start)) + e.newText + text.slice(off(e.range.end));
  }
  return text;
}
let failed = false;
const check = (what, ok, detail) => { console.log((ok ? 'ok   ' : 'FAIL ') + what + (detail ? ': ' + detail : '')); failed ||= !ok; };

(async () => {
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: 'file://' + root,
    capabilities: {}, initializationOptions: { studylog: { lang: 'en' } } });
  connection.sendNotification(InitializedNotification.type, {});

  // a broken link in the sample's doc, unsaved
  const doc = 'src/content/docs/architecture/queues.mdx';
  const docText = fs.readFileSync(path.join(root, doc), 'utf8');
  const broken = docText.replace('](/practice/queue-recovery/)', '](/practice/queue-recovry/)');
  const line = broken.split('\n').findIndex((l) => l.includes('/practice/queue-recovry/'));
  connection.sendNotification(DidOpenTextDocumentNotification.type,
    { textDocument: { uri: uri(doc), languageId: 'mdx', version: 1, text: broken } });
  const d = (await until(doc, (ds) => ds.some((x) => x.code === 'doc-link-page'))).find((x) => x.code === 'doc-link-page');
  const col = broken.split('\n')[line].indexOf('[');
  check('doc-link-page at the broken link', d.range.start.line === line && d.range.start.character === col,
    `${d.range.start.line}:${d.range.start.character} (expected ${line}:${col}) "${d.message}"`);
  check('codeDescription.href', d.codeDescription && d.codeDescription.href ===
    'https://studylog.github.io/studylog-maven-plugin/rules/doc-link-page.html', d.codeDescription && d.codeDescription.href);

  // a misspelled record key, then its quick fix applied
  const review = 'reviews/architecture-queues.yaml';
  const reviewText = fs.readFileSync(path.join(root, review), 'utf8');
  const misspelled = reviewText.replace('last_reviewed:', 'last_reviwed:');
  connection.sendNotification(DidOpenTextDocumentNotification.type,
    { textDocument: { uri: uri(review), languageId: 'yaml', version: 1, text: misspelled } });
  const key = (await until(review, (ds) => ds.some((x) => x.code === 'record-unknown-key'))).find((x) => x.code === 'record-unknown-key');
  check('record-unknown-key', true, `${key.range.start.line}:${key.range.start.character} "${key.message}"`);
  const actions = await connection.sendRequest(CodeActionRequest.type,
    { textDocument: { uri: uri(review) }, range: key.range, context: { diagnostics: [key] } });
  const fix = actions.find((a) => a.kind === 'quickfix' && a.title.startsWith('Fix this record-unknown-key'));
  check('quick fix offered', !!fix, actions.map((a) => a.title).join(' | '));
  const fixed = apply(misspelled, fix.edit.changes[uri(review)]);
  connection.sendNotification(DidChangeTextDocumentNotification.type,
    { textDocument: { uri: uri(review), version: 2 }, contentChanges: [{ text: fixed }] });
  await until(review, (ds) => ds.length === 0);
  check('no diagnostic after the fix', fixed === reviewText, JSON.stringify(fix.edit.changes[uri(review)]));

  await connection.sendRequest(ShutdownRequest.type);
  connection.sendNotification(ExitNotification.type);
  server.on('exit', (code) => { check('exit code 0 after shutdown and exit', code === 0, String(code)); process.exit(failed ? 1 : 0); });
})().catch((e) => { console.log('FAIL ' + e.message); server.kill(); process.exit(1); });
