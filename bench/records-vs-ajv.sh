#!/usr/bin/env bash
# Records at scale, side by side in one run: `mvn studylog:records` (the whole process, as a user runs it) against
# ajv-cli validating the same session files with the same JSON Schema (the plugin's own compiled session template,
# target/studylog/schemas/session.schema.json: schema only, no cross-references, no locations). Every studylog run
# is a full check (target/ removed, -Dstudylog.incremental=false). Runs alternate A B A B A B; prints each time and
# the median ratio; then the author's case at scale (one session edited, rerun with the defaults) and the memory bar
# (20,000 sessions under -Xmx256m). A benchmark, not a test.
# usage: bench/records-vs-ajv.sh   (env: STUDYLOG_VERSION, WORK, SESSIONS, MVN)
# Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
version=${STUDYLOG_VERSION:-0.1.0-SNAPSHOT}
sessions=${SESSIONS:-10000}
mvn=${MVN:-mvn}
goal="io.github.studylog:studylog-maven-plugin:$version:records"
mkdir -p "$work/node"
[ -x "$work/node/node_modules/.bin/ajv" ] || (cd "$work/node" && npm install --silent ajv-cli@5 ajv-formats@3 >/dev/null)
python3 "$here/gen-repo.py" "$work/repo" 200 "$sessions"
(cd "$work/repo" && "$mvn" -B -q -ntp -Dstudylog.incremental=false "$goal" >/dev/null 2>&1) || { echo "the generated repo does not pass" >&2; exit 1; }
# ajv-cli reads YAML with js-yaml's default schema, which turns 2026-01-01 into a Date: the date properties accept
# any value there (ajv then checks a little less than the plugin does)
python3 - "$work/repo/target/studylog/schemas/session.schema.json" "$work/session.schema.json" <<'PY'
import json, sys
def loosen(node):
    if isinstance(node, dict):
        if node.get('format') == 'date':
            return {'description': node.get('description', '<date>')}
        return {k: loosen(v) for k, v in node.items()}
    if isinstance(node, list):
        return [loosen(v) for v in node]
    return node
json.dump(loosen(json.load(open(sys.argv[1], encoding='utf-8'))), open(sys.argv[2], 'w', encoding='utf-8'))
PY
ajv=("$work/node/node_modules/.bin/ajv" validate --spec=draft2020 --strict=false -c ajv-formats -s "$work/session.schema.json" -d "$work/repo/sessions/*.yaml")
secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; return 1; }; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
ratios=(); ajvs=()
for i in 1 2 3; do
  rm -rf "$work/repo/target"
  a=$(cd "$work/repo" && secs "$mvn" -B -q -ntp -Dstudylog.incremental=false "$goal")
  b=$(secs "${ajv[@]}")
  ajvs+=("$b")
  r=$(echo "scale=2; $a / $b" | bc)
  ratios+=("$r")
  echo "run $i: studylog ${a}s  ajv-cli ${b}s  ratio $r"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n 2p)
echo "records $sessions sessions: median ratio studylog/ajv-cli = $median (goal <= 3.0, stretch 2.0)"
rm -rf "$work/repo/target"
(cd "$work/repo" && "$mvn" -B -q -ntp "$goal" >/dev/null 2>&1) || true
# the first session by name (a glob, not `ls | head`: head closing the pipe early kills ls under pipefail)
sessions_files=("$work"/repo/sessions/*.yaml)
printf '  追記。\n' >> "${sessions_files[0]}"
e=$(cd "$work/repo" && secs "$mvn" -B -q -ntp "$goal")
ajv_med=$(printf '%s\n' "${ajvs[@]}" | sort -n | sed -n 2p)
echo "one session edited, rerun: studylog ${e}s = $(echo "scale=2; $e / $ajv_med" | bc)x ajv-cli's full run (goal <= 1.5)"
python3 "$here/gen-repo.py" "$work/repo20k" 400 20000
if (cd "$work/repo20k" && MAVEN_OPTS="-Xmx256m" "$mvn" -B -q -ntp -Dstudylog.incremental=false "$goal" >"$work/20k.log" 2>&1); then
  echo "20,000 sessions under -Xmx256m: ok"
else
  echo "20,000 sessions under -Xmx256m: FAILED ($(grep -m1 -E 'heap|ERROR' "$work/20k.log" || true))"
fi
