#!/usr/bin/env bash
# `studylog check` (the launcher, one JVM of its own) against `mvn studylog:check` (the Mojo inside Maven) on the same
# content repo, side by side in one run: cold (no target/), edited (one session file appended to) and unchanged (a
# rerun). Each round runs the Mojo then the launcher on the same repo state; each figure is the median of ROUNDS whole
# processes' wall time, with the ratio Mojo/launcher. A benchmark, not a test.
#   REPO    the content repo (default the bundled example); it is copied to a scratch folder first
#   ROUNDS  rounds per scenario (default 5)
# env: STUDYLOG_VERSION (default 0.1.0-SNAPSHOT), CLI_JAR (default studylog-cli/target/studylog-cli-VERSION.jar),
# WORK, MVN, JAVA. Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
# usage: bench/cli-vs-mojo.sh [REPO] [ROUNDS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=${1:-$here/../src/example}
rounds=${2:-5}
version=${STUDYLOG_VERSION:-0.1.0-SNAPSHOT}
jar=${CLI_JAR:-$here/../studylog-cli/target/studylog-cli-$version.jar}
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
mvn=${MVN:-mvn}
java=${JAVA:-java}
goal="io.github.studylog:studylog-maven-plugin:$version:check"
[ -f "$jar" ] || { echo "no launcher at $jar: ./mvnw -q install -DskipTests -Dinvoker.skip" >&2; exit 2; }
# two copies, so that neither front end replays the other's cache
rm -rf "$work/mojo" "$work/cli" && mkdir -p "$work"
for side in mojo cli; do cp -r "$repo" "$work/$side"; rm -rf "$work/$side/target" "$work/$side/.mvn"; done
session_files=("$work"/mojo/sessions/*.yaml)
session=${session_files[0]#"$work"/mojo/}
ms() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000000 )); }
mojo() { (cd "$work/mojo" && ms "$mvn" -B -q -ntp "$goal"); }
cli() { ms "$java" -jar "$jar" check --repo "$work/cli"; }
med() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
mojo >/dev/null; cli >/dev/null   # both resolved and their caches written once
for scenario in cold edited unchanged; do
  m=(); c=()
  for i in $(seq "$rounds"); do
    case "$scenario" in
      cold) rm -rf "$work/mojo/target" "$work/cli/target" ;;
      edited) for side in mojo cli; do printf '  追記 %s。\n' "$i" >> "$work/$side/$session"; done ;;
      unchanged) ;;
    esac
    m+=("$(mojo)"); c+=("$(cli)")
  done
  mm=$(med "${m[@]}"); cm=$(med "${c[@]}")
  printf '%-9s mvn studylog:check %5d ms   studylog check %5d ms   ratio %s\n' \
    "$scenario" "$mm" "$cm" "$(echo "scale=2; $mm / $cm" | bc)"
done
echo "goals: the launcher's cold run <= 1000 ms, and at least 2x faster than the Mojo's whole mvn process"
