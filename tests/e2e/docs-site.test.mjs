// docs/element.md's "Diagrams on your site", followed word for word: the one folder it names
// (built by scripts/build-pkg.sh) copied into a new site as its command says, its HTML as the site's
// page, served by a static server of its own (under the strict policy): three working diagrams,
// a first load of at most 160 KB over the wire, and a game record stepped through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, basename } from 'node:path';
import { spawn } from 'node:child_process';
import { launch, ROOT, watchErrors, watchCSP } from './helpers.mjs';

test('the docs give a new site three working diagrams', async () => {
  const doc = readFileSync(join(ROOT, 'docs', 'element.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Diagrams on your site'), doc.indexOf('## `<tablier-board>`'));
  const step2 = section.slice(section.indexOf('2. Copy'), section.indexOf('3. In your page'));
  // the one folder the doc names, copied whole as its command says (`cp -R dist/tablier /path/to/your/site/`)
  const cp = step2.match(/`cp -R ([\w./-]+) \/path\/to\/your\/site\/`/);
  assert.ok(cp, 'step 2 gives the command that copies the folder');
  assert.match(step2, new RegExp(`the folder \`${cp[1]}/\``), 'the command copies the folder the step names');
  const site = mkdtempSync(join(tmpdir(), 'tablier-site-'));
  cpSync(join(ROOT, cp[1]), join(site, basename(cp[1])), { recursive: true });
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
    const sizes = [];
    page.on('requestfinished', async (req) => {
      const s = await req.sizes().catch(() => null);
      if (s) sizes.push(s.responseBodySize + s.responseHeadersSize);
    });
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
    await page.waitForLoadState('networkidle');
    const total = sizes.reduce((a, n) => a + n, 0);
    console.log(`the site's first load: ${(total / 1024).toFixed(1)} KB over the wire`);
    assert.ok(total <= 160 * 1024, `the site's first load weighs ${total} bytes`);
    // the doc's record element, from the same folder: the whole package is there too
    const record = section.match(/`(<script type="module" src="[^"]*tablier-record(?:\.min)?\.js"><\/script>)`/)[1];
    writeFileSync(join(site, 'game.json'), readFileSync(join(ROOT, 'tests', 'data', 'games', 'opening.json')));
    writeFileSync(join(site, 'record.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>A game</title>${record}<main><tablier-record src="game.json"></tablier-record></main></html>`);
    await page.goto(`http://127.0.0.1:${port}/record.html`);
    await page.waitForFunction(() => document.querySelector('tablier-record').steps.length > 1, null, { timeout: 20000 });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
});
