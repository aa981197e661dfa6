// The examples of the package's README (docs/package.md) run as written: every ```js
// block that imports 'tablier' and asserts something.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PKG, ROOT, tablier } from './helpers.mjs';

const readme = fs.readFileSync(path.join(ROOT, 'docs/package.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes("from 'tablier'") && b.includes('assert'));

test('the README has runnable examples', () => {
  assert.ok(blocks.length >= 2);
  // pkg/README.md is the doc's beginning, up to its mark, and a link to the whole doc; its relative
  // links (to docs/ in the repository) made absolute
  const packed = fs.readFileSync(path.join(PKG, 'README.md'), 'utf8');
  const repo = /^repository = "(.*)"$/m.exec(fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))[1];
  const unlinked = (text) => text.replace(/\]\([^)]*\)/g, ']()');
  const end = readme.indexOf("<!-- The npm package's README.md ends here");
  assert.ok(end > 0, 'the mark where the README ends');
  assert.ok(unlinked(packed).startsWith(unlinked(readme.slice(0, end))), 'pkg/README.md is the doc up to its mark');
  assert.ok(packed.length < readme.length / 3, `a quick start: ${packed.length} characters of ${readme.length}`);
  assert.ok(packed.includes(`](${repo}/blob/main/docs/interchange.md)`), 'a link made absolute');
  assert.ok(packed.includes(`](${repo}/blob/main/docs/package.md)`), 'and the whole doc linked');
});

test("every link of the README names a file of the repository", () => {
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z][a-z0-9+.-]*:|^#/i.test(l));
  assert.ok(links.length >= 10, `${links.length} links`);
  for (const l of links) assert.ok(fs.existsSync(path.join(ROOT, 'docs', l.split('#')[0])), l);
});

test("the READMEs' examples name the computer's levels by their names", () => {
  const levels = tablier.levels();
  for (const file of ['README.md', 'docs/package.md']) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const code = [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
    const named = [...code.matchAll(/(?:computerPlay|computerDecision|choosePlay|chooseDecision)\((?:[^()']*,\s*)?'([^']*)'/g)].map((m) => m[1]);
    for (const level of named) assert.ok(levels.includes(level), `${file}: level '${level}' is none of ${levels.join(', ')}`);
  }
});

blocks.forEach((code, i) => {
  test(`README example ${i + 1} runs`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablier-readme-'));
    const file = path.join(dir, 'example.mjs');
    fs.writeFileSync(file, code.replaceAll("from 'tablier'", `from ${JSON.stringify(path.join(PKG, 'index.node.mjs'))}`));
    try {
      execFileSync('node', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      assert.fail(`example ${i + 1} failed:\n${e.stderr}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
