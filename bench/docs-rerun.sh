#!/usr/bin/env bash
# The Mojo's rerun after one doc is edited, against its cold run, on a docs site (pom-less, as a new user would run
# it): the CPU (user + sys) of whole `mvn` processes, each over `mvn validate` on the same folder, median of ROUNDS.
# Prints cold, edited and unchanged, and the edited/cold ratio over validate (goal <= 0.35). Each edited run is then
# checked against a cold run of the same files: their report.json findings must be the same, or the script fails.
# A benchmark, not a test.
#
#   bench/docs-rerun.sh SITE_DIR [ROUNDS]
#
# SITE_DIR is the Astro project (the folder with astro.config.*); it is copied to ${WORK:-/tmp/studylog-docs-rerun}
# with a minimal pom.xml, so the site is never written to. Install the plugin first:
# ./mvnw -q install -DskipTests -Dinvoker.skip
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
site=${1:?usage: bench/docs-rerun.sh SITE_DIR [ROUNDS]}
rounds=${2:-5}
version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$here/pom.xml" | head -1)
work=${WORK:-${TMPDIR:-/tmp}/studylog-docs-rerun}
mvn=${MVN:-mvn}
goal="io.github.studylog:studylog-maven-plugin:$version:check"
rm -rf "$work" && mkdir -p "$work"
cp -r "$site" "$work/site" && rm -rf "$work/site/target" "$work/site/node_modules"
cat > "$work/site/pom.xml" <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>bench</groupId><artifactId>docs-rerun</artifactId><version>1</version><packaging>pom</packaging>
</project>
POM
docs=$(find "$work/site/src/content/docs" -name '*.md' -o -name '*.mdx' | sort)
count=$(printf '%s\n' "$docs" | wc -l)
# cpu MILLIS of one whole process (its exit status ignored: a site with broken links fails its check)
cpu() { /usr/bin/time -o "$work/time" -f '%U %S' "$@" >"$work/out" 2>&1 || true
  awk 'END { printf "%d\n", ($1 + $2) * 1000 }' "$work/time"; }
check() { (cd "$work/site" && cpu "$mvn" -B -q -o -Dstudylog.failOnError=false "$goal"); }
validate() { (cd "$work/site" && cpu "$mvn" -B -q -o validate); }
med() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
findings() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))
print("\n".join(sorted("%s %s:%s:%s" % (f["rule"], f["path"], f["line"], f["column"]) for f in r["findings"])))' \
  "$work/site/target/studylog/report.json"; }
# the plugin and what Maven needs for it resolved once, online (the timed runs are offline)
(cd "$work/site" && "$mvn" -B -q -Dstudylog.failOnError=false "$goal" validate >/dev/null 2>&1) || true
v=(); c=(); e=(); u=()
for i in $(seq "$rounds"); do
  v+=("$(validate)")
  rm -rf "$work/site/target"; c+=("$(check)")
  # a different doc each round: a line of Japanese prose and a heading appended
  doc=$(printf '%s\n' "$docs" | sed -n "$(( (i * 97) % count + 1 ))p")
  printf '\n## 追記 %s\n\n編集した段落です。\n' "$i" >> "$doc"
  e+=("$(check)"); findings > "$work/edited.txt"
  u+=("$(check)")
  rm -rf "$work/site/target/studylog-cache"; check >/dev/null; findings > "$work/cold.txt"
  cmp -s "$work/edited.txt" "$work/cold.txt" || { echo "round $i: the edited run's findings differ from a cold run's" >&2
    diff "$work/cold.txt" "$work/edited.txt" >&2; exit 1; }
done
vm=$(med "${v[@]}"); cm=$(med "${c[@]}"); em=$(med "${e[@]}"); um=$(med "${u[@]}")
printf '%s: %d docs, CPU ms (median of %d): validate %d, cold %d, one doc edited %d, unchanged %d\n' \
  "$(basename "$site")" "$count" "$rounds" "$vm" "$cm" "$em" "$um"
printf 'over validate: edited/cold %s, unchanged/cold %s (goal: edited <= 0.35); findings equal to a cold run\n' \
  "$(echo "scale=2; ($em - $vm) / ($cm - $vm)" | bc)" "$(echo "scale=2; ($um - $vm) / ($cm - $vm)" | bc)"
