// docs/element.md's "Diagrams on your site", followed word for word: the files it lists copied into
// a new site's tablier/ folder, its HTML as the site's page, served by a static server of its own
// (under the strict policy): three working diagrams.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, mkdirSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { spawn } from 'node:child_process';
import { launch, ROOT, watchErrors, watchCSP } from './helpers.mjs';

test('the docs give a new site three working diagrams', async () => {
  const doc = readFileSync(join(ROOT, 'docs', 'element.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Diagrams on your site'), doc.indexOf('## `<tablier-board>`'));
  const step2 = section.slice(section.indexOf('2. Copy'), section.indexOf('3. In your page'));
  const [www, pkg] = step2.split('and from `www/pkg/`:');
  const names = (text) => [...text.matchAll(/`([\w./-]+\.(?:js|wasm))`/g)].map((m) => m[1]);
  const site = mkdtempSync(join(tmpdir(), 'tablier-site-'));
  mkdirSync(join(site, 'tablier'), { recursive: true });
  for (const f of names(www)) copyFileSync(join(ROOT, 'www', f), join(site, 'tablier', f));
  for (const f of names(pkg)) {
    mkdirSync(dirname(join(site, 'tablier', 'pkg', f)), { recursive: true });
    copyFileSync(join(ROOT, 'www', 'pkg', f), join(site, 'tablier', 'pkg', f));
  }
  const html = section.match(/```html\n([\s\S]*?)```/)[1];
  writeFileSync(join(site, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>My site</title><main>${html}</main></html>`);
  writeFileSync(join(site, 'favicon.ico'), ''); // the browser asks any site for one
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = spawn('python3', [join(ROOT, 'scripts', 'serve.py'), String(port), site], { stdio: 'ignore' });
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const violations = await watchCSP(page);
    for (let i = 0; i < 50; i++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/index.html`);
        break;
      } catch (_) {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await page.waitForFunction(() => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis), null, { timeout: 20000 });
    const seen = await page.evaluate(() => [...document.querySelectorAll('tablier-board')].map((b) => ({
      fleches: b.shadowRoot.querySelectorAll('[data-fleche^="B"], [data-fleche^="N"]').length,
      jans: b.jans.map((j) => j.jan),
      arrows: b.shadowRoot.querySelectorAll('.tb-arrow').length,
      marks: b.shadowRoot.querySelectorAll('.tb-mark').length,
      interactive: b.shadowRoot.querySelectorAll('.tb-movable-ring').length > 0,
    })));
    assert.equal(seen.length, 3);
    for (const s of seen) assert.equal(s.fleches, 24);
    assert.ok(seen[0].jans.includes('battre-coin'), 'White beats the coin by 6 and 4');
    assert.ok(seen[1].jans.includes('battre-dame') && seen[1].arrows === 2 && seen[1].marks === 1);
    assert.ok(seen[2].interactive, 'the third diagram can be played');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
});
