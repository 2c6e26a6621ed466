#!/usr/bin/env bash
# Agreement of the records loader with yaml-test-suite and js-yaml 4 (README, "Benchmarks").
#   bench/yaml-suite/run.sh <suite data folder> <folder where js-yaml 4 is npm-installed>
# The suite folder is a checkout of yaml-test-suite's data-2022-01-17 tag (one folder per case: in.yaml, error);
# install js-yaml in a scratch folder (npm install js-yaml@4), never in this project. Nothing of either is committed.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 <suite data folder> <js-yaml folder>" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
verdicts=$(mktemp)
trap 'rm -f "$verdicts"' EXIT
node "$here/jsyaml-verdicts.cjs" "$1" "$2" > "$verdicts"
./mvnw -q -B test-compile
cp=$(./mvnw -q -B dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test)
java -cp "target/classes:target/test-classes:$cp" io.github.studylog.bench.YamlSuiteAgreement "$1" "$verdicts"
