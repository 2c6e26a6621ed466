#!/usr/bin/env bash
# Runs nst/JSONTestSuite's test_parsing/*.json through the diagram JSON parser (src/test/java/…/JsonSuiteMain.java).
# Usage: bench/json-suite/run.sh PATH-TO-test_parsing   (the suite is never committed; check it out anywhere)
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=${1:?usage: bench/json-suite/run.sh PATH-TO-test_parsing}
./mvnw -q -B test-compile dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-classpath.txt
java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" io.github.studylog.diagram.JsonSuiteMain "$suite"
