// The elements as the npm package ships them (pkg/element/: one bundle per element and what they
// share in element/shared.js, scripts/build-pkg.sh), in a page of our own: each finds its engine
// beside it (../index.js, ../rules/index.js) and shows what the page's own elements show.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test("the package's three elements, bundled, show a diagram, a record and an exercise", async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const name = '__package_elements.html';
  await page.route(BASE + name, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
        <script type="module" src="pkg/element/tablier-board.js"></script>
        <script type="module" src="pkg/element/tablier-record.js"></script>
        <script type="module" src="pkg/element/tablier-exercise.js"></script>
        <main><tablier-board id="b" position="B1:13,B4:2/N1:15 w 5-2"></tablier-board>
        <tablier-record id="r" src="records/opening.json"></tablier-record>
        <tablier-exercise id="seed-battre-exemple-1" lang="en"></tablier-exercise></main></html>`,
    }),
  );
  await page.goto(BASE + name);
  await page.waitForFunction(() => {
    const b = document.getElementById('b');
    const r = document.getElementById('r');
    const q = document.getElementById('seed-battre-exemple-1').shadowRoot?.querySelector('.question');
    return b.analysis && r.steps && r.steps.length > 1 && q && /Black throws 6 and 5/.test(q.textContent);
  }, null, { timeout: 30000 });
  const seen = await page.evaluate(() => ({
    defined: ['tablier-board', 'tablier-record', 'tablier-exercise'].map((n) => Boolean(customElements.get(n))),
    points: document.getElementById('b').analysis.points,
    steps: document.getElementById('r').steps.length,
  }));
  assert.deepEqual(seen.defined, [true, true, true]);
  assert.equal(typeof seen.points, 'object', 'the diagram was analysed by the engine beside it');
  assert.ok(seen.steps > 1, 'the record was read back');
  assert.deepEqual(errors, []);
  await page.close();
});
