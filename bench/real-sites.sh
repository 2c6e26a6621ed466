#!/usr/bin/env bash
# Runs `studylog:check` pom-less on public Starlight sites and prints the findings per rule, with the time of a cold
# run and of the first rerun (which should replay). Nothing of the sites is kept in this project.
#
#   bench/real-sites.sh SITE...
#
# SITE is `name=SOURCE[:SUBDIR]`: SOURCE is a local folder, a bare git directory (a mirror: its HEAD is exported),
# or a git URL (cloned shallow); SUBDIR is the Astro project inside it (default: the root). Examples:
#
#   bench/real-sites.sh starlight=https://github.com/withastro/starlight.git:docs \
#       biome=https://github.com/biomejs/website.git astro-docs=/path/to/withastro-docs
#
# The plugin comes from target/local-repo (./mvnw -DskipTests -Dinvoker.test=help verify puts it there); the other
# artifacts from ~/.m2. Work folders go under ${WORK:-/tmp/studylog-real-sites}; each site's log is there too.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
work="${WORK:-/tmp/studylog-real-sites}"
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$here/pom.xml" | head -1)"
repo="$here/target/local-repo"
mkdir -p "$work"
sed "s#@localRepositoryUrl@#file://$HOME/.m2/repository#" "$here/src/it/settings.xml" > "$work/settings.xml"

export_tree() { # a bare git dir's HEAD into a folder, skipping blobs a partial mirror lacks
  python3 - "$1" "$2" <<'EOF'
import os, subprocess, sys
gitdir, out = sys.argv[1], sys.argv[2]
tree = subprocess.run(['git', '--git-dir=' + gitdir, 'ls-tree', '-r', '-z', 'HEAD'], capture_output=True,
                      check=True).stdout
entries = []
for rec in filter(None, tree.split(b'\0')):
    meta, path = rec.split(b'\t', 1)
    mode, kind, sha = meta.split()
    if kind == b'blob' and mode != b'120000':
        entries.append((sha, path.decode()))
cat = subprocess.Popen(['git', '--git-dir=' + gitdir, 'cat-file', '--batch'], stdin=subprocess.PIPE,
                       stdout=subprocess.PIPE)
for sha, path in entries:
    cat.stdin.write(sha + b'\n'); cat.stdin.flush()
    header = cat.stdout.readline().split()
    if header[-1] == b'missing':
        continue
    data = cat.stdout.read(int(header[2])); cat.stdout.read(1)
    dest = os.path.join(out, path)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, 'wb') as f:
        f.write(data)
EOF
}

run() { # one check in a folder; prints its wall time
  local dir="$1" log="$2" start end
  start=$(date +%s.%N)
  (cd "$dir" && mvn -q -B -s "$work/settings.xml" -Dmaven.repo.local="$repo" \
      "io.github.studylog:studylog-maven-plugin:$version:check" > "$log" 2>&1) || true
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

printf '%-14s %6s %8s %8s  %s\n' site docs cold_s rerun_s 'findings per rule'
for site in "$@"; do
  name="${site%%=*}"; spec="${site#*=}"; sub=""
  if [[ "$spec" =~ ^(.*[^:]):([^/:][^:]*)$ && ! -e "$spec" ]]; then spec="${BASH_REMATCH[1]}"; sub="${BASH_REMATCH[2]}"; fi
  dest="$work/$name"
  rm -rf "$dest"
  if [[ -d "$spec" && -f "$spec/HEAD" && ! -d "$spec/.git" ]]; then
    export_tree "$spec" "$dest"
  elif [[ -d "$spec" ]]; then
    cp -r "$spec" "$dest"; rm -rf "$dest/.git" "$dest/target"
  else
    git clone -q --depth 1 "$spec" "$dest"
  fi
  project="$dest${sub:+/$sub}"
  docs=$(find "$project/src/content/docs" -name '*.md' -o -name '*.mdx' 2>/dev/null | wc -l)
  cold=$(run "$project" "$work/$name.cold.log")
  rerun=$(run "$project" "$work/$name.rerun.log")
  counts=$(grep -o 'error \[[a-z-]*\]\|warning \[[a-z-]*\]' "$work/$name.cold.log" | sort | uniq -c \
      | awk '{ printf "%s %s  ", $3, $1 }' || true)
  if grep -q '^\s*at ' "$work/$name.cold.log"; then counts="$counts STACK TRACE"; fi
  printf '%-14s %6s %8s %8s  %s\n' "$name" "$docs" "$cold" "$rerun" "${counts:-none}"
done
