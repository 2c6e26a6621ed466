#!/usr/bin/env bash
# Paired A/B rounds of one author-loop scenario, to see whether a change moves the whole-process time: each round
# runs A then B on the same repo state, and the figure that counts is the median of the rounds' differences (B - A),
# which a noisy machine disturbs far less than two separate medians.
#   SCENARIO  cold (no target/ before each run), edited (one session file appended to before each run) or
#             unchanged (a rerun with nothing changed)
#   ROUNDS    how many A/B pairs (10 or more on a shared machine)
#   A_OPTS, B_OPTS  extra Maven arguments of each side, e.g. "" and "-Dstudylog.incremental=false"
#   REPO      the content repo (default this project's bundled example), copied to a scratch folder first
# env: A_VERSION, B_VERSION (the plugin versions, default 0.1.0-SNAPSHOT: install another build under its own
# version to compare two builds), WORK, MVN. A benchmark, not a test.
# usage: bench/ab.sh edited 12 "" "-Dstudylog.incremental=false"
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
scenario=${1:?usage: bench/ab.sh cold|edited|unchanged ROUNDS A_OPTS B_OPTS [REPO]}
rounds=${2:?usage: bench/ab.sh cold|edited|unchanged ROUNDS A_OPTS B_OPTS [REPO]}
a_opts=${3-}
b_opts=${4-}
repo=${5:-$here/../src/example}
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
mvn=${MVN:-mvn}
a_goal="io.github.studylog:studylog-maven-plugin:${A_VERSION:-0.1.0-SNAPSHOT}:check"
b_goal="io.github.studylog:studylog-maven-plugin:${B_VERSION:-0.1.0-SNAPSHOT}:check"
case "$scenario" in cold|edited|unchanged) ;; *) echo "unknown scenario: $scenario" >&2; exit 2 ;; esac
rm -rf "$work/ab" && mkdir -p "$work" && cp -r "$repo" "$work/ab" && rm -rf "$work/ab/target" "$work/ab/.mvn"
cd "$work/ab"
session_files=(sessions/*.yaml)
session=${session_files[0]}
ms() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; return 1; }; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000000 )); }
prepare() {
  case "$scenario" in
    cold) rm -rf target ;;
    edited) printf '  追記 %s。\n' "$1" >> "$session" ;;
    unchanged) ;;
  esac
}
# one run of each first: both plugins resolved, and a cache for the edited and unchanged rounds
# shellcheck disable=SC2086
"$mvn" -B -q -ntp $a_opts "$a_goal" >/dev/null 2>&1 || true
# shellcheck disable=SC2086
"$mvn" -B -q -ntp $b_opts "$b_goal" >/dev/null 2>&1 || true
a=(); b=()
for i in $(seq 1 "$rounds"); do
  prepare "a$i"
  # shellcheck disable=SC2086
  a+=("$(ms "$mvn" -B -q -ntp $a_opts "$a_goal")")
  prepare "b$i"
  # shellcheck disable=SC2086
  b+=("$(ms "$mvn" -B -q -ntp $b_opts "$b_goal")")
done
echo "A ($a_opts): ${a[*]} ms"
echo "B ($b_opts): ${b[*]} ms"
python3 - "${a[*]}" "${b[*]}" <<'PY'
import statistics, sys
a = [int(x) for x in sys.argv[1].split()]
b = [int(x) for x in sys.argv[2].split()]
d = [y - x for x, y in zip(a, b)]
print(f"{len(a)} rounds: median A {statistics.median(a):.0f} ms, median B {statistics.median(b):.0f} ms, "
      f"median of B - A {statistics.median(d):+.0f} ms (B faster in {sum(1 for x in d if x < 0)} of {len(d)})")
PY
