#!/usr/bin/env bash
# Not a speed benchmark: hunts the rare slow cold run. Runs ROUNDS cold `studylog:check`s (no target/ before each)
# of a copy of REPO, alternating the JVM's defaults and `-XX:TieredStopAtLevel=1`, and takes two thread dumps
# (`jcmd <pid> Thread.print`, 3 s apart) of any run still going after LIMIT seconds, so that a stall can be seen
# where it waits. Prints one line per run: its options, wall time, the CPU time the machine's host took from this
# machine meanwhile ("steal", in 1/100 s, from /proc/stat) and Maven's exit code; keeps the log and the target/
# folder of every slow run.
#   REPO   the content repo (default this project's bundled example)
# env: WORK (scratch folder), VERSION (the plugin version, default 0.1.0-SNAPSHOT)
# usage: bench/stall-watch.sh ROUNDS LIMIT [REPO]     e.g. bench/stall-watch.sh 100 8 ../shared/sample-content
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:?usage: bench/stall-watch.sh ROUNDS LIMIT [REPO]}
limit=${2:?usage: bench/stall-watch.sh ROUNDS LIMIT [REPO]}
repo=${3:-$here/../src/example}
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
goal="io.github.studylog:studylog-maven-plugin:${VERSION:-0.1.0-SNAPSHOT}:check"
command -v jcmd >/dev/null || { echo "jcmd (from the JDK) is needed for the thread dumps" >&2; exit 2; }
rm -rf "$work/stall" && mkdir -p "$work/stall/slow" && cp -r "$repo" "$work/stall/repo"
rm -rf "$work/stall/repo/target" "$work/stall/repo/.mvn"
cd "$work/stall/repo"
steal() { awk '/^cpu /{print $9}' /proc/stat; }
for i in $(seq 1 "$rounds"); do
  if [ $((i % 2)) = 0 ]; then opts="-XX:TieredStopAtLevel=1"; else opts=""; fi
  rm -rf target
  s0=$(steal); t0=$(date +%s%N)
  MAVEN_OPTS="$opts" mvn -B -ntp "$goal" >"$work/stall/run.log" 2>&1 &
  pid=$!
  dumped=0
  while kill -0 "$pid" 2>/dev/null; do
    sleep 0.2
    if [ "$dumped" = 0 ] && [ $(( ($(date +%s%N) - t0) / 1000000000 )) -ge "$limit" ]; then
      # Maven's JVM is the launcher script's child
      jvm=$(pgrep -P "$pid" java || pgrep -n java || true)
      if [ -n "$jvm" ]; then
        jcmd "$jvm" Thread.print >"$work/stall/slow/$i-dump1.txt" 2>&1 || true
        sleep 3
        jcmd "$jvm" Thread.print >"$work/stall/slow/$i-dump2.txt" 2>&1 || true
      fi
      dumped=1
    fi
  done
  rc=0; wait "$pid" || rc=$?
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  echo "run $i ${opts:-defaults}: ${ms} ms, steal $(( $(steal) - s0 )), exit $rc"
  if [ "$dumped" = 1 ]; then
    cp "$work/stall/run.log" "$work/stall/slow/$i.log"
    cp -r target "$work/stall/slow/$i-target" 2>/dev/null || true
    echo "  slow: dumps, log and target/ in $work/stall/slow/$i*"
  fi
done
