// The package as a user gets it: `npm pack`, installed offline from the tarball into a fresh
// ES module project and a fresh CommonJS project, then called; its types checked with tsc.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PKG, ROOT } from './helpers.mjs';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'tablier-pack-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const packed = JSON.parse(run('npm', ['pack', PKG, '--json', '--pack-destination', TMP], TMP));
const tarball = path.join(TMP, packed[0].filename);

function project(name, type) {
  const dir = path.join(TMP, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], dir);
  return dir;
}

const esm = project('esm-user', 'module');
const cjs = project('cjs-user', 'commonjs');

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));

test('the tarball holds the package files and nothing else (the diagram elements in element/)', () => {
  const files = packed[0].files.map((f) => f.path).sort();
  assert.deepEqual(files, [
    'README.md',
    'api.js',
    'correspondence.js',
    'ecrire.js',
    'element/shared.js',
    'element/tablier-board.js',
    'element/tablier-exercise.js',
    'element/tablier-record.js',
    'games.js',
    'index.js',
    'index.node.mjs',
    'loader.js',
    'package.json',
    'rules.js',
    'rules/index.d.ts',
    'rules/index.js',
    'rules/tablier_rules.js',
    'rules/tablier_rules_bg.wasm',
    'tablier.d.cts',
    'tablier.d.ts',
    'tablier_bg.wasm',
    'types.generated.d.cts',
    'web/tablier.js',
  ]);
  assert.equal(packed[0].name, 'tablier');
});

const SCRIPT = `
  const pos = { white: { B1: 15 }, black: { N1: 15 }, turn: 'white' };
  const out = [t.validate(pos).ok, t.startPosition().turn];
  try { t.analyse(pos); } catch (e) { out.push(e instanceof t.TablierError, e.code); }
  const g = new t.Game(null, { seed: 1 });
  out.push(g.roll().length);
  console.log(JSON.stringify(out));
`;
const EXPECTED = JSON.stringify([true, 'white', true, 'no-dice', 2]);

test('an ES module project imports it by name', () => {
  fs.writeFileSync(path.join(esm, 'main.js'), `import * as t from 'tablier';\nawait t.init();\n${SCRIPT}`);
  assert.equal(run('node', ['main.js'], esm).trim(), EXPECTED);
  fs.writeFileSync(path.join(esm, 'default.js'), `import t from 'tablier';\n${SCRIPT}`);
  assert.equal(run('node', ['default.js'], esm).trim(), EXPECTED);
});

test('a CommonJS project requires it by name, and can import() it too', () => {
  fs.writeFileSync(path.join(cjs, 'main.js'), `const t = require('tablier');\n${SCRIPT}`);
  // the package's Node entry is an ES module, which Node ≥ 20.19 requires: nothing on standard
  // error, no warning of it
  const r = spawnSync('node', ['main.js'], { cwd: cjs, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), EXPECTED);
  assert.equal(r.stderr, '');
  // one instance whichever way it is loaded
  fs.writeFileSync(path.join(cjs, 'same.js'), `const t = require('tablier');\nimport('tablier').then((m) => console.log(m.TablierError === t.TablierError, m.Game === t.Game, typeof t.default.analyse));`);
  assert.equal(run('node', ['same.js'], cjs).trim(), 'true true function');
  fs.writeFileSync(path.join(cjs, 'dyn.js'), `import('tablier').then((t) => {\n${SCRIPT}\n});`);
  assert.equal(run('node', ['dyn.js'], cjs).trim(), EXPECTED);
});

test('package.json exports send Node to the Node build and others to the browser build', () => {
  const pj = JSON.parse(fs.readFileSync(path.join(esm, 'node_modules/tablier/package.json'), 'utf8'));
  const dot = pj.exports['.'];
  assert.equal(dot.node.import.default, './index.node.mjs');
  // `require` too: Node ≥ 20.19 requires an ES module (the package's engines), one instance for both
  assert.equal(dot.node.require.default, './index.node.mjs');
  assert.equal(dot.browser.default, './index.js');
  assert.equal(dot.default.default, './index.js');
  for (const f of [dot.node.import.types, dot.node.require.types, dot.browser.types, dot.default.types]) {
    assert.ok(fs.existsSync(path.join(esm, 'node_modules/tablier', f)), f);
  }
});

const TSC = path.join(ROOT, '.tools/npm/node_modules/typescript/bin/tsc');

test('the types compile for ES module and CommonJS users, and refuse misuse', (t) => {
  if (!fs.existsSync(TSC)) {
    t.skip('typescript is not installed in .tools/npm (scripts/setup.sh installs it)');
    return;
  }
  fs.copyFileSync(path.join(ROOT, 'tests/node/types/usage.ts'), path.join(esm, 'usage.ts'));
  fs.copyFileSync(path.join(ROOT, 'tests/node/types/usage.cts'), path.join(cjs, 'usage.cts'));
  const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom,esnext.disposable'];
  for (const [dir, file] of [[esm, 'usage.ts'], [cjs, 'usage.cts']]) {
    try {
      run('node', [TSC, ...flags, file], dir);
    } catch (e) {
      assert.fail(`tsc ${file}:\n${e.stdout}${e.stderr}`);
    }
  }
});

// A program's libraries as the issue names them: the DOM's without ES2026's disposables, and
// Node's own declarations without the DOM. `init`'s URL, Request, Response and module are
// whichever the program has; `Symbol.dispose` is declared for those that lack it.
const TYPES_NODE = path.join(ROOT, '.tools/npm/node_modules/@types');
const LIBS = [
  ['es2022 and dom', { lib: ['es2022', 'dom'], types: [] }],
  ['es2022 and @types/node', { lib: ['es2022'], typeRoots: [TYPES_NODE], types: ['node'] }],
];

test('the types compile with only the es2022 and dom libraries, and with es2022 and @types/node', (t) => {
  if (!fs.existsSync(TSC) || !fs.existsSync(path.join(TYPES_NODE, 'node'))) {
    t.skip('typescript or @types/node is not installed in .tools/npm (scripts/setup.sh installs them)');
    return;
  }
  // the rules module's types too, as a bundler resolves them (rules/index.d.ts)
  const bundler = { module: 'esnext', moduleResolution: 'bundler' };
  const node = { module: 'nodenext', moduleResolution: 'nodenext' };
  for (const [name, libs] of LIBS) {
    for (const [dir, file, resolution] of [[esm, 'usage.ts', node], [cjs, 'usage.cts', node], [esm, 'rules.ts', bundler]]) {
      fs.copyFileSync(path.join(ROOT, 'tests/node/types', file), path.join(dir, file));
      const compilerOptions = { noEmit: true, strict: true, ...resolution, target: 'es2022', ...libs };
      fs.writeFileSync(path.join(dir, 'tsconfig.libs.json'), JSON.stringify({ compilerOptions, files: [file] }));
      try {
        run('node', [TSC, '-p', 'tsconfig.libs.json'], dir);
      } catch (e) {
        assert.fail(`tsc ${file} with ${name}:\n${e.stdout}${e.stderr}`);
      }
    }
  }
});

test("the diagram element is in the package: 'tablier/element' and 'tablier/element/record'", () => {
  const pj = JSON.parse(fs.readFileSync(path.join(esm, 'node_modules/tablier/package.json'), 'utf8'));
  assert.equal(pj.exports['./element'], './element/tablier-board.js');
  assert.equal(pj.exports['./element/record'], './element/tablier-record.js');
  assert.equal(pj.exports['./element/exercise'], './element/tablier-exercise.js');
  // the three elements share element/shared.js (engine.js's loaders among what they share)
  const engine = fs.readFileSync(path.join(esm, 'node_modules/tablier/element/shared.js'), 'utf8');
  assert.match(engine, /import\("\.\.\/index\.js"\)/, 'the element finds the engine next to it');
  assert.match(engine, /import\("\.\.\/rules\/index\.js"\)/, 'and the rules module');
});

test("'tablier/rules': in Node the whole package; elsewhere the rules module, typed", (t) => {
  const pj = JSON.parse(fs.readFileSync(path.join(esm, 'node_modules/tablier/package.json'), 'utf8'));
  const rules = pj.exports['./rules'];
  assert.equal(rules.node.import.default, './index.node.mjs');
  assert.equal(rules.node.require.default, './index.node.mjs');
  assert.equal(rules.default, './rules/index.js');
  fs.writeFileSync(path.join(esm, 'rules.js'), `import { analyse, Game } from 'tablier/rules';\nconsole.log(typeof analyse, typeof Game);`);
  assert.equal(run('node', ['rules.js'], esm).trim(), 'function function');
  if (!fs.existsSync(TSC)) {
    t.skip('typescript is not installed in .tools/npm (scripts/setup.sh installs it)');
    return;
  }
  // a bundler resolves 'tablier/rules' without the node condition: rules/index.d.ts
  fs.copyFileSync(path.join(ROOT, 'tests/node/types/rules.ts'), path.join(esm, 'rules-usage.ts'));
  const flags = ['--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--lib', 'es2022,dom,esnext.disposable'];
  try {
    run('node', [TSC, ...flags, 'rules-usage.ts'], esm);
  } catch (e) {
    assert.fail(`tsc rules-usage.ts:\n${e.stdout}${e.stderr}`);
  }
});

test("the packed README's links all resolve: relative ones inside the tarball, the others to the repository package.json names", () => {
  const dir = path.join(esm, 'node_modules/tablier');
  const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const repo = /^repository = "(.*)"$/m.exec(fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))[1];
  // one address, Cargo.toml's, for the crate and the package
  assert.equal(pj.repository.url, `git+${repo}.git`);
  assert.equal(pj.homepage, `${repo}#readme`);
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  // a quick start: the interchange format and the whole doc (docs/package.md) at least
  assert.ok(links.length >= 2, `${links.length} links`);
  for (const link of links) {
    if (link.startsWith('#')) continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
      assert.ok(link.startsWith(`${repo}/blob/main/`), `${link}: outside the repository`);
      const file = link.slice(`${repo}/blob/main/`.length).split('#')[0];
      assert.ok(fs.existsSync(path.join(ROOT, file)), `${link}: no such file in the repository`);
    } else {
      assert.ok(fs.existsSync(path.join(dir, link.split('#')[0])), `${link}: not in the tarball`);
    }
  }
});
