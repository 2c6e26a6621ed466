#!/usr/bin/env bash
# The author's loop on a small repo (this project's bundled example, copied without its .mvn/jvm.config): what
# `studylog:check` adds to a bare Maven run.
#   cold:      no target/ (a fresh clone, or after `mvn clean`)
#   edited:    one session file changed since the last run (what an author does between two runs)
#   unchanged: a rerun with nothing changed
# Each figure is the median of three runs minus the median of `mvn validate` on the same repo, so Maven's own
# start-up is not counted. A benchmark, not a test.
# usage: bench/author-loop.sh [REPO]   (env: STUDYLOG_VERSION, WORK, MVN)
# Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=${1:-$here/../src/example}
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
version=${STUDYLOG_VERSION:-0.1.0-SNAPSHOT}
mvn=${MVN:-mvn}
goal="io.github.studylog:studylog-maven-plugin:$version:check"
rm -rf "$work/small" && mkdir -p "$work" && cp -r "$repo" "$work/small" && rm -rf "$work/small/target" "$work/small/.mvn"
cd "$work/small"
session_files=(sessions/*.yaml)
session=${session_files[0]}
secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; return 1; }; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
med() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
base=(); cold=(); edited=(); warm=()
for i in 1 2 3; do
  base+=("$(secs "$mvn" -B -q -ntp validate)")
  rm -rf target; cold+=("$(secs "$mvn" -B -q -ntp "$goal")")
  printf '  追記 %s。\n' "$i" >> "$session"
  edited+=("$(secs "$mvn" -B -q -ntp "$goal")")
  warm+=("$(secs "$mvn" -B -q -ntp "$goal")")
done
b=$(med "${base[@]}"); c=$(med "${cold[@]}"); e=$(med "${edited[@]}"); w=$(med "${warm[@]}")
echo "maven alone ${b}s; check cold +$(echo "$c - $b" | bc)s (goal <= 1.2); edited +$(echo "$e - $b" | bc)s (goal <= 0.3); unchanged +$(echo "$w - $b" | bc)s (goal <= 0.15)"
