// Prints "<case>\t<ok|error>" for every yaml-test-suite case, as js-yaml 4 reads it.
// usage: node jsyaml-verdicts.cjs <suite data dir (data-2022-01-17 checkout)> <folder with node_modules/js-yaml>
// A record is one document: js-yaml's load() (one document, its default schema) is the verdict.
const fs = require('fs');
const path = require('path');
const [suite, jsDir] = process.argv.slice(2);
if (!suite || !jsDir) {
  console.error('usage: node jsyaml-verdicts.cjs <suite> <js-yaml folder>');
  process.exit(2);
}
const yaml = require(path.join(path.resolve(jsDir), 'node_modules', 'js-yaml'));
const cases = [];
(function walk(dir, rel) {
  for (const name of fs.readdirSync(dir).sort()) {
    if (!rel && !/^[0-9A-Z]{4}$/.test(name)) continue; // name/ and tags/ only link to the cases again
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) walk(full, rel ? rel + '/' + name : name);
    else if (name === 'in.yaml') cases.push([rel, full]);
  }
})(suite, '');
const mode = process.env.JSYAML_ALL === '1' ? 'loadAll' : 'load';
for (const [id, file] of cases) {
  let verdict = 'ok';
  try {
    yaml[mode](fs.readFileSync(file, 'utf8'));
  } catch (e) {
    verdict = 'error';
  }
  console.log(id + '\t' + verdict);
}
