// The examples of the package's README (docs/package.md) run as written: every ```js
// block that imports 'tablier' and asserts something.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PKG, ROOT } from './helpers.mjs';

const readme = fs.readFileSync(path.join(ROOT, 'docs/package.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => b.includes("from 'tablier'") && b.includes('assert'));

test('the README has runnable examples', () => {
  assert.ok(blocks.length >= 2);
  assert.equal(fs.readFileSync(path.join(PKG, 'README.md'), 'utf8'), readme, 'pkg/README.md is the doc');
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
