#!/usr/bin/env bash
# Fuzzes one Jazzer target for a time budget:  bench/fuzz.sh TARGET SECONDS [HEAP]
#   TARGET   a fuzz test class of src/test/java/io/github/studylog/fuzz (RecordYamlFuzzTest, DiagramJsonFuzzTest,
#            HandDrawnSvgFuzzTest, DocFuzzTest, IssueFuzzTest, TemplateFuzzTest,
#            SuppressionFuzzTest, AstroConfigFuzzTest)
#   SECONDS  the budget (Jazzer's max_duration, which overrides @FuzzTest(maxDuration))
#   HEAP     the test JVM's -Xmx (default 1g): libFuzzer's RSS limit is off under Jazzer, so this is the cap
# A crashing input is written as crash-<sha1> into src/test/resources/io/github/studylog/fuzz/TARGETInputs/<method>/,
# where plain `./mvnw test` replays it (regression mode). The corpus Jazzer grows goes to .cifuzz-corpus/ (ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: bench/fuzz.sh TARGET SECONDS [HEAP]}
seconds=${2:?usage: bench/fuzz.sh TARGET SECONDS [HEAP]}
heap=${3:-1g}
# JUnit would apply a target's @Timeout to the whole fuzzing run (one invocation): off; Jazzer still reads the
# annotation and passes it to libFuzzer as the per-input -timeout, so a slow input is a finding
flags="-Xmx$heap -XX:-OmitStackTraceInFastThrow -Djunit.jupiter.execution.timeout.mode=disabled"
# Jazzer attaches an agent at run time; JDK 21+ warns unless this is set (JDK 17 does not know the flag)
if [ "$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')" -ge 21 ]; then
  flags="$flags -XX:+EnableDynamicAgentLoading"
fi
JAZZER_FUZZ=1 JAZZER_MAX_DURATION="${seconds}s" ./mvnw -B test -Dinvoker.skip -Dtest="$target" \
  -Dsurefire.failIfNoSpecifiedTests=false -Dstudylog.testHeap="$flags"
