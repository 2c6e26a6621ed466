#!/usr/bin/env bash
# Measures `studylog check --repo` (the launcher, pom-less) against starlight-links-validator's own test suite: for
# every fixture a test file builds (`buildFixture('<name>')` in packages/starlight-links-validator/tests/*.test.ts),
# the fixture is copied to a work folder, checked, and its report.json compared with what the test expects: the
# `expectValidationErrors(output, '<file>', [[link, type, line, site?, count?], …])` lists (complete per file: the
# test's pattern matches them as one consecutive block, and `expectValidationErrorCount` sums them up) and
# `expect(status).toBe('success')` for a valid fixture. The validator's options are not given to the launcher: it
# reads each fixture's astro.config.ts itself (its reading is logged per fixture: `config --repo`).
#
#   bench/validator-suite.sh PATH_TO_SLV_CHECKOUT
#
# Printed per fixture: the errors the suite expects; how many of them are a finding at the same file and line (the
# same link named in the message first); the ones missed; the findings the suite expects to pass (extra: an error
# at a line it does not list, or any finding of a fixture that builds and whose test lists none); and the notes of the run that count links
# it left unjudged (a setting the files do not show). The rule each found error has is logged against the
# validator's type, and every miss and extra is listed after the table.
#
# Nothing of the checkout is kept in this project: it is read at run time. The launcher is
# studylog-cli/target/studylog-cli-<version>.jar (./mvnw -q -o install -DskipTests -Dinvoker.skip puts it there).
# Work folders and the logs of each run (<fixture>.check.log, <fixture>.config.log) go under
# ${WORK:-/tmp/studylog-validator-suite}. Needs bash, python3 and java; no network.
set -euo pipefail

[[ $# -eq 1 ]] || { echo "usage: $0 PATH_TO_SLV_CHECKOUT" >&2; exit 2; }
here="$(cd "$(dirname "$0")/.." && pwd)"
slv="$(cd "$1" && pwd)"
pkg="$slv/packages/starlight-links-validator"
[[ -d "$pkg/tests/fixtures" ]] || { echo "no $pkg/tests/fixtures: not a starlight-links-validator checkout" >&2; exit 2; }
work="${WORK:-/tmp/studylog-validator-suite}"
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$here/pom.xml" | head -1)"
jar="$here/studylog-cli/target/studylog-cli-$version.jar"
[[ -f "$jar" ]] || { echo "no $jar: ./mvnw -q -o install -DskipTests -Dinvoker.skip" >&2; exit 2; }
mkdir -p "$work"
commit="$(git -C "$slv" log -1 --format=%h 2>/dev/null || echo unknown)"

python3 - "$pkg" "$work" "$jar" "$commit" <<'PY'
import json, os, re, shutil, subprocess, sys
from collections import Counter

pkg, work, jar, commit = sys.argv[1:5]
tests = os.path.join(pkg, 'tests')
fixtures = os.path.join(tests, 'fixtures')

def js_string(s):
    q = s[0]
    body = s[1:-1]
    return re.sub(r'\\(.)', r'\1', body) if q in "'\"" else body

STR = r"""('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")"""
# One expected error: ['link', ValidationErrorType.Type, line, site?, count?]
ENTRY = re.compile(r"\[\s*" + STR + r"\s*,\s*ValidationErrorType\.(\w+)\s*,\s*(\d+|undefined)\s*"
                   r"(?:,\s*([^,\]]+?)\s*)?(?:,\s*(\d+)\s*)?\]")

def parse_tests():
    """fixture name -> {'status': 'success'|'error'|None, 'errors': [(file, link, type, line)], 'tests': [...]}"""
    out = {}
    for name in sorted(os.listdir(tests)):
        if not name.endswith('.test.ts'):
            continue
        text = open(os.path.join(tests, name), encoding='utf-8').read()
        # A test's body runs from its `test(` to the next one.
        starts = [m.start() for m in re.finditer(r"^test\(", text, re.M)] + [len(text)]
        for a, b in zip(starts, starts[1:]):
            body = text[a:b]
            built = re.search(r"buildFixture\(\s*" + STR + r"\s*\)", body)
            if not built:
                continue
            fixture = js_string(built.group(1))
            entry = out.setdefault(fixture, {'status': None, 'errors': [], 'tests': []})
            entry['tests'].append(name)
            status = re.search(r"expect\(status\)\.toBe\(\s*'(\w+)'\s*\)", body)
            if status:
                entry['status'] = status.group(1)
            for call in re.finditer(r"expectValidationErrors\(\s*output\s*,\s*" + STR + r"\s*,\s*\[", body):
                file = js_string(call.group(1))
                # the list runs to the `])` closing the call
                depth, i = 1, call.end()
                while depth and i < len(body):
                    depth += {'[': 1, ']': -1}.get(body[i], 0)
                    i += 1
                for e in ENTRY.finditer(body[call.end():i - 1]):
                    link, kind, line, _site, count = e.groups()
                    for _ in range(int(count) if count else 1):
                        entry['errors'].append((file, js_string(link), kind,
                                                None if line == 'undefined' else int(line)))
    return out

def docs_root(fixture_dir):
    for cand in ('src/content/docs', 'content/docs'):
        if os.path.isdir(os.path.join(fixture_dir, cand)):
            return cand
    return 'src/content/docs'

def run(fixture):
    src = os.path.join(fixtures, fixture)
    dest_parent = os.path.join(work, 'fixtures')
    dest = os.path.join(dest_parent, fixture)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(src, dest, ignore=shutil.ignore_patterns('node_modules', '.astro', 'dist', 'target'))
    # the configs import `../processor` (the suite's choice of Markdown processor)
    if os.path.isfile(os.path.join(fixtures, 'processor.ts')):
        shutil.copy(os.path.join(fixtures, 'processor.ts'), os.path.join(dest_parent, 'processor.ts'))
    with open(os.path.join(work, fixture + '.config.log'), 'w') as log:
        subprocess.run(['java', '-jar', jar, 'config', '--repo', dest], stdout=log, stderr=subprocess.STDOUT)
    proc = subprocess.run(['java', '-jar', jar, 'check', '--repo', dest], capture_output=True, text=True)
    console = proc.stdout + proc.stderr
    open(os.path.join(work, fixture + '.check.log'), 'w').write(console)
    report = os.path.join(dest, 'target', 'studylog', 'report.json')
    findings = json.load(open(report, encoding='utf-8')).get('findings', []) if os.path.isfile(report) else None
    notes = [l.strip() for l in console.splitlines()
             if re.search(r'not judged|were not read|judged by whether', l)]
    return dest, findings, notes, proc.returncode

def main():
    expected = parse_tests()
    rows, details = [], []
    totals = Counter()
    for fixture in sorted(expected):
        exp = expected[fixture]
        dest, findings, notes, rc = run(fixture)
        root = docs_root(dest)
        if findings is None:
            details.append(f'{fixture}: no report.json (exit {rc}), see {fixture}.check.log')
            findings = []
        # the suite names files relative to the docs folder
        pool = []
        for f in findings:
            path = f.get('path', '')
            rel = path[len(root) + 1:] if path.startswith(root + '/') else path
            pool.append({'file': rel, 'line': f.get('line'), 'column': f.get('column'), 'rule': f.get('rule'),
                         'message': f.get('message', ''), 'used': False})
        found, missed = [], []
        # a fixture that builds expects no error unless its test lists some (failOnError: false reports them)
        errors = exp['errors']
        # first the finding at the same line naming the same link, then any finding at that line
        pending = []
        for err in errors:
            file, link, kind, line = err
            hit = next((p for p in pool if not p['used'] and p['file'] == file and p['line'] == line
                        and ('`' + link + '`') in p['message']), None)
            if hit:
                hit['used'] = True
                found.append((err, hit))
            else:
                pending.append(err)
        for err in pending:
            file, link, kind, line = err
            hit = next((p for p in pool if not p['used'] and p['file'] == file
                        and (line is None or p['line'] == line)), None)
            if hit:
                hit['used'] = True
                found.append((err, hit))
            else:
                missed.append(err)
        extra = [p for p in pool if not p['used']]
        kinds = Counter((err[2], hit['rule']) for err, hit in found)
        rows.append((fixture, exp['status'] or '?', len(errors), len(found), len(missed), len(extra), len(notes)))
        for key, n in zip(('expected', 'found', 'missed', 'extra', 'notes'),
                          (len(errors), len(found), len(missed), len(extra), len(notes))):
            totals[key] += n
        if kinds:
            details.append(f'{fixture}: types → rules: ' +
                           ', '.join(f'{k}→{r} ({n})' for (k, r), n in sorted(kinds.items())))
        for file, link, kind, line in missed:
            details.append(f'{fixture}: MISSED {file}:{line} {link} ({kind})')
        for p in extra:
            details.append(f"{fixture}: EXTRA {p['file']}:{p['line']}:{p['column']} [{p['rule']}] {p['message']}")
        for n in notes:
            details.append(f'{fixture}: NOTE {n}')
    print(f'starlight-links-validator {commit}: {len(rows)} fixtures built by its tests')
    print()
    head = ('fixture', 'suite', 'expected', 'found', 'missed', 'extra', 'notes')
    w = max(len(r[0]) for r in rows + [head])
    fmt = f'{{:<{w}}}  {{:<7}}  {{:>8}}  {{:>5}}  {{:>6}}  {{:>5}}  {{:>5}}'
    print(fmt.format(*head))
    for r in rows:
        print(fmt.format(*r))
    print(fmt.format('total', '', totals['expected'], totals['found'], totals['missed'], totals['extra'],
                     totals['notes']))
    print()
    for d in details:
        print(d)
    print()
    print(f'logs: {work}/<fixture>.check.log, <fixture>.config.log')

main()
PY
