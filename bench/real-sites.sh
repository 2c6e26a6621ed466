#!/usr/bin/env bash
# Runs `studylog check --repo` (the launcher, pom-less, as a new user would) on public Starlight and Astro sites,
# cold and then again (the first rerun should replay), then on a copy with planted breaks, and prints per site: the
# docs, the findings per rule, the unjudged links the notes count, the planted breaks found, and the times.
# Nothing of the sites is kept in this project: they are fetched (cloned) or read from a local mirror at run time.
#
#   bench/real-sites.sh SITE...
#
# SITE is `name=SOURCE[:SUBDIR]`: SOURCE is a local folder, a bare git directory (a mirror: its HEAD is exported),
# or a git URL (cloned shallow); SUBDIR is the Astro project inside it (default: the root). Examples:
#
#   bench/real-sites.sh starlight=https://github.com/withastro/starlight.git:docs \
#       knip=https://github.com/webpro-nl/knip.git:packages/docs vocadb=https://github.com/VocaDB/Wiki.git
#
# The launcher is studylog-cli/target/studylog-cli-<version>.jar
# (./mvnw -o -B -ntp -pl studylog-cli -am package -DskipTests puts it there). Work folders go under
# ${WORK:-/tmp/studylog-real-sites}; each run's output is there too (<name>.cold.log, .rerun.log, .planted.log).
#
# Planted breaks: four broken links appended to the first doc (by path) in a folder of the docs, each at a known line:
# a page under the site's base that does not exist (the doc's own URL with `-planted-49` added), an id missing on that doc itself, a query-only link to a
# missing id, and a missing image next to the doc. Recall is how many of the four are findings at their line.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
work="${WORK:-/tmp/studylog-real-sites}"
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$here/pom.xml" | head -1)"
jar="$here/studylog-cli/target/studylog-cli-$version.jar"
[[ -f "$jar" ]] || { echo "no $jar: ./mvnw -o -B -ntp -pl studylog-cli -am package -DskipTests" >&2; exit 2; }
mkdir -p "$work"

export_tree() { # a bare git dir's HEAD into a folder, skipping blobs a partial mirror lacks
  python3 - "$1" "$2" <<'PY'
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
PY
}

run() { # one check of a folder into a log; prints its wall time
  local dir="$1" log="$2" start end
  start=$(date +%s.%N)
  java -jar "$jar" check --repo "$dir" > "$log" 2>&1 || true
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

plant() { # appends the planted breaks to the first doc; prints "doc line line line line"
  python3 - "$1" <<'PY'
import os, re, sys, glob
project = sys.argv[1]
docs = os.path.join(project, 'src/content/docs')
files = sorted(p for p in glob.glob(docs + '/**/*', recursive=True)
               if p.endswith(('.md', '.mdx')) and not os.path.basename(p).startswith('_'))
base = '/'
for name in ('astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts'):
    path = os.path.join(project, name)
    if os.path.exists(path):
        # Astro's own base: one indent level inside defineConfig({ … }) (an integration's `base` is deeper)
        m = re.search(r"""^(?:\t| {2}| {4})base\s*:\s*['"]([^'"]*)['"]""", open(path, encoding='utf-8').read(), re.M)
        if m:
            base = '/' + m.group(1).strip('/') + '/' if m.group(1).strip('/') else '/'
        break
# the first doc in a folder (its page's first URL segment is one the site owns), else the first doc
built = [p for p in files if 'draft: true' not in open(p, encoding='utf-8').read()[:2000]]
if not built:  # no docs (a site written in src/pages): nothing to plant
    print('-\t-'); sys.exit(0)
doc = next((p for p in built if '/' in os.path.relpath(p, docs).replace(os.sep, '/')), built[0])
text = open(doc, encoding='utf-8').read()
if not text.endswith('\n'):
    text += '\n'
first = text.count('\n') + 2
key = os.path.splitext(os.path.relpath(doc, docs))[0].replace(os.sep, '/')
key = re.sub(r'(^|/)index$', '', key).lower().replace(' ', '-')
planted = ['[植えた壊れたページ](' + base + (key + '-' if key else '') + 'planted-49/)',
           '[植えた壊れた見出し](#no-such-heading-planted-49)',
           '[植えたクエリ](?planted=1#no-such-query-id-49)',
           '![植えた画像](./no-such-image-planted-49.png)']
with open(doc, 'w', encoding='utf-8') as f:
    f.write(text + '\n' + '\n\n'.join(planted) + '\n')
print(' '.join(str(first + 2 * i) for i in range(len(planted))) + '\t' + os.path.relpath(doc, project))
PY
}

printf '%-12s %5s %7s %7s %5s %s\n' site docs cold_s rerun_s found 'findings per rule | unjudged | planted found'
for site in "$@"; do
  name="${site%%=*}"; spec="${site#*=}"; sub=""
  if [[ "$spec" =~ ^(.*[^:]):([^/:][^:]*)$ && ! -e "$spec" ]]; then spec="${BASH_REMATCH[1]}"; sub="${BASH_REMATCH[2]}"; fi
  dest="$work/$name"
  rm -rf "$dest" "$dest.planted"
  if [[ -d "$spec" && -f "$spec/HEAD" && ! -d "$spec/.git" ]]; then
    export_tree "$spec" "$dest"
  elif [[ -d "$spec" ]]; then
    cp -r "$spec" "$dest"; rm -rf "$dest/.git" "$dest/target"
  else
    git clone -q --depth 1 "$spec" "$dest"; rm -rf "$dest/.git"
  fi
  project="$dest${sub:+/$sub}"
  docs=$( (find "$project/src/content/docs" \( -name '*.md' -o -name '*.mdx' \) 2>/dev/null || true) | wc -l)
  cold=$(run "$project" "$work/$name.cold.log")
  rerun=$(run "$project" "$work/$name.rerun.log")
  found=$(grep -cE '^.+:[0-9]+:[0-9]+: (error|warning) \[' "$work/$name.cold.log" || true)
  counts=$(grep -oE '(error|warning) \[[a-z-]*\]' "$work/$name.cold.log" | sort | uniq -c \
      | awk '{ printf "%s %s ", $3, $1 }' || true)
  unjudged=$(grep -oE '^note: [0-9]+ (links|件)' "$work/$name.cold.log" | awk '{ s += $2 } END { print s + 0 }' || true)
  replayed=$(grep -q 'nothing changed since the last run' "$work/$name.rerun.log" && echo replayed || echo ran)
  if grep -qE '^\s+at [a-z]' "$work/$name.cold.log" "$work/$name.rerun.log"; then counts="$counts STACK TRACE"; fi
  # the planted copy
  cp -r "$dest" "$dest.planted"
  pproject="$dest.planted${sub:+/$sub}"
  rm -rf "$pproject/target" # a cold run of the planted copy
  IFS=$'\t' read -r lines pdoc < <(plant "$pproject")
  run "$pproject" "$work/$name.planted.log" > /dev/null
  hit=0; planted=4
  [[ "$lines" == - ]] && { planted=0; lines=; }
  for l in $lines; do
    grep -qE "^$(printf '%s' "$pdoc" | sed 's/[.[\*^$]/\\&/g'):$l:[0-9]+: (error|warning) \[" "$work/$name.planted.log" \
      && hit=$((hit + 1))
  done
  printf '%-12s %5s %7s %7s %5s %s| %s | %s/%s (%s)\n' "$name" "$docs" "$cold" "$rerun ($replayed)" "$found" \
      "${counts:-none }" "$unjudged" "$hit" "$planted" "$pdoc"
done
