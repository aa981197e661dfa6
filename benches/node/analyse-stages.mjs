// Where a whole `analyse` call through the package goes (docs/speed.md, "Where an analyse call
// goes"): each stage timed apart on the same (position, roll), each call on the next one, the
// median of each of 5 repetitions and the fastest of those.
//   - JSON.stringify of the position (what the package does with an object);
//   - the raw export (`analyse` of the module): the text in, read, analysed, the answer's text out;
//   - analyse(text): the same through the package, the answer's text parsed (`JSON.parse`);
//   - analyse(object): the whole call, the figure benches/node/analyse.sh compares with native.
//
//   scripts/build-pkg.sh && node benches/node/analyse-stages.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolled } from './positions.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = process.env.TABLIER_PKG ? path.resolve(process.env.TABLIER_PKG) : path.join(ROOT, 'pkg');
const t = await import(path.join(pkg, 'index.node.mjs'));
// the rules module under the package (which answers analyse), initialised by the import above
const raw = await import(path.join(pkg, 'rules/tablier_rules.js'));

const texts = rolled.map((p) => JSON.stringify(p));

const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
function stage(label, f) {
  const medians = [];
  for (let rep = 0; rep < 5; rep++) {
    const samples = new Float64Array(rolled.length);
    for (let i = 0; i < rolled.length; i++) {
      const s = process.hrtime.bigint();
      f(i);
      samples[i] = Number(process.hrtime.bigint() - s);
    }
    medians.push(median(Array.from(samples)));
  }
  const fastest = Math.min(...medians);
  console.log(`${label.padEnd(34)} ${fastest.toFixed(0).padStart(6)} ns (repetitions' medians ${medians.map((m) => m.toFixed(0)).join(' ')})`);
  return fastest;
}

stage('JSON.stringify(position)', (i) => JSON.stringify(rolled[i]));
const bare = stage('raw export, text in, text out', (i) => raw.analyse(texts[i]));
const text = stage('analyse(text)', (i) => t.analyse(texts[i]));
stage('analyse(object): the whole call', (i) => t.analyse(rolled[i]));
console.log(`the answer parsed (JSON.parse) and the wrapper: about ${(text - bare).toFixed(0)} ns`);
console.log(`load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
