#!/usr/bin/env bash
# Writes src/main/resources/io/github/studylog/run/edited-run.classes again: the classes of the plugin's jar (its
# own and its shaded libraries') that an edited rerun of the bundled example loads, in the order it first loads them.
# ClassPreloader loads them on a second thread on an edit of a small repo. Run it after a change that makes such a
# run use other classes (ClassPreloaderTest fails on a listed class that no longer exists; a class missing from the
# list is only loaded later, by the run's own thread).
# usage: bench/preload-list.sh   (env: STUDYLOG_VERSION, WORK, MVN)
# Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
list=$here/../src/main/resources/io/github/studylog/run/edited-run.classes
work=${WORK:-${TMPDIR:-/tmp}/studylog-bench}
version=${STUDYLOG_VERSION:-0.1.0-SNAPSHOT}
mvn=${MVN:-mvn}
goal="io.github.studylog:studylog-maven-plugin:$version:check"
rm -rf "$work/preload" && mkdir -p "$work" && cp -r "$here/../src/example" "$work/preload"
rm -rf "$work/preload/target" "$work/preload/.mvn"
cd "$work/preload"
session_files=(sessions/*.yaml)
# the list is what the run's own thread loads: the preloading is off while it is written
"$mvn" -B -q -ntp -Dstudylog.preloadClasses=false "$goal" >/dev/null 2>&1 || true
printf '  追記。\n' >> "${session_files[0]}"
MAVEN_OPTS="${MAVEN_OPTS:-} -Xlog:class+load=info:file=$work/preload-classes.log" \
  "$mvn" -B -q -ntp -Dstudylog.preloadClasses=false "$goal" >/dev/null 2>&1 || true
# from the plugin's first class on, the classes its jar defined (no lambdas or other hidden classes, no JDK classes)
awk '/ io\.github\.studylog\./ { on = 1 } on && / source: .*studylog-maven-plugin-[^ ]*\.jar$/ { print $2 }' \
  "$work/preload-classes.log" > "$list.new"
n=$(wc -l < "$list.new")
if [ "$n" -lt 100 ]; then
  echo "only $n classes: did the run fail? see $work/preload-classes.log" >&2
  rm -f "$list.new"
  exit 1
fi
mv "$list.new" "$list"
echo "$n classes -> $list"
