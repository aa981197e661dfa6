// How fast a first visit is, on loopback in headless Chromium (a fresh profile each time: nothing
// cached, no service worker yet): the time until the board is interactive (the page's
// `tablier-interactive` mark), as it is and with the CPU slowed 4× (a low-end phone); and what the
// embed page's first load weighs over the wire (scripts/serve.py gzips as a web server would).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadavg, cpus } from 'node:os';
import { launch, BASE } from './helpers.mjs';

// A figure taken while the machine is busy elsewhere (its load above its cores) measures the
// machine, not the page: it is printed, and the bounds are held only on a machine at rest.
const busy = () => loadavg()[0] > cpus().length;

/** Time to interactive of one first visit, in ms; `rate` slows the CPU (1: not at all). */
async function firstVisit(rate) {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(BASE + 'index.html?seed=7&mode=friend');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    return await page.evaluate(() => performance.getEntriesByName('tablier-interactive')[0].startTime);
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test('first visit: the board is interactive within 400 ms, and within 1 s with the CPU slowed 4×', async (t) => {
  const fast = [];
  const slow = [];
  for (let i = 0; i < 3; i++) fast.push(await firstVisit(1));
  for (let i = 0; i < 3; i++) slow.push(await firstVisit(4));
  console.log(`first visit, board interactive: median ${median(fast).toFixed(0)} ms (${fast.map((x) => x.toFixed(0)).join(', ')}); ` +
    `CPU 4× slower: median ${median(slow).toFixed(0)} ms (${slow.map((x) => x.toFixed(0)).join(', ')})`);
  if (busy()) {
    t.skip(`the machine is busy (load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores): figures printed, bounds not held`);
    return;
  }
  assert.ok(median(fast) <= 400, `interactive after ${median(fast)} ms`);
  assert.ok(median(slow) <= 1000, `interactive after ${median(slow)} ms with the CPU slowed 4×`);
});

// The embed page's diagrams load the rules module (pkg/rules/, www/engine.js's loadRules()), not
// the whole package: everything the page fetches is counted, headers included.
test("the embed page's first load is at most 160 KB gzipped over the wire", async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const sizes = [];
    page.on('requestfinished', async (req) => {
      const s = await req.sizes().catch(() => null);
      if (s) sizes.push([new URL(req.url()).pathname, s.responseBodySize + s.responseHeadersSize]);
    });
    await page.goto(BASE + 'embed.html');
    await page.waitForFunction(() => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis), null, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    const total = sizes.reduce((a, [, n]) => a + n, 0);
    const wasm = sizes.filter(([p]) => p.endsWith('.wasm')).reduce((a, [, n]) => a + n, 0);
    console.log(`embed page first load: ${(total / 1024).toFixed(1)} KB over the wire in ${sizes.length} responses (the .wasm ${(wasm / 1024).toFixed(1)} KB)`);
    assert.ok(total <= 160 * 1024, `${total} bytes`);
  } finally {
    await browser.close();
  }
});
