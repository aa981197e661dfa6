// How fast and how heavy a first visit is, on loopback in headless Chromium (a fresh profile each
// time: nothing cached, no service worker yet; scripts/serve.py gzips as a web server would).
//
// The figures a busy machine does not distort are held on every run, busy or not: the bytes and
// the requests until the board is interactive (the page's `tablier-interactive` mark), and the CPU
// time the page's main thread spends until then (Chromium's own count, `ThreadTime`, which waiting
// for a core does not add to). The wall-clock times are printed beside the machine's load, and
// held to their budgets only on a machine at rest: on two cores shared with other work they
// measure the machine. The CPU budget carries the slowed-CPU one: with the CPU slowed 4× (a
// low-end phone) the main thread's work takes four times as long, so ≤ 700 ms there needs its
// work ≤ 160 ms, the rest being the network's (docs/speed.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadavg, cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { launch, BASE } from './helpers.mjs';

const KB = 1024;
const load = () => `load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
const atRest = () => loadavg()[0] <= cpus().length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = (xs) => xs.map((x) => x.toFixed(0)).join(', ');

/**
 * One first visit of the game page: its time to interactive (ms), the main thread's CPU time until
 * then (ms), and what came over the wire until then (Resource Timing's transferSize: headers and
 * gzipped body, the document included). `rate` slows the CPU (1: not at all).
 */
async function firstVisit(rate) {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
    const before = await cpu();
    await page.goto(BASE + 'index.html?seed=7&mode=friend');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    const thread = (await cpu()) - before;
    const seen = await page.evaluate(() => {
      const at = performance.getEntriesByName('tablier-interactive')[0].startTime;
      const nav = performance.getEntriesByType('navigation')[0];
      // the browser's own fetches (the manifest, the tab's icon) wait on nothing of the page's
      const own = (r) => !/\/(manifest\.webmanifest|icon[\w-]*\.(svg|png))$/.test(new URL(r.name).pathname);
      const got = performance.getEntriesByType('resource').filter((r) => r.responseEnd <= at && own(r));
      return {
        at,
        bytes: nav.transferSize + got.reduce((a, r) => a + r.transferSize, 0),
        requests: 1 + got.length,
        files: got.map((r) => new URL(r.name).pathname),
      };
    });
    return { ...seen, thread };
  } finally {
    await browser.close();
  }
}

// The game page's budgets (issue 27): interactive within 300 ms, 700 ms with the CPU slowed 4×,
// after at most 250 KB over the wire, read as 250,000 bytes. The page is interactive on the light
// module (the game objects without the computer, 183 KB gzipped where the whole module is 270:
// docs/size.md) and fetches the whole one after: 247.5 KB until then on 5 December (331 on the
// whole module), 242.2 KB once its bundle left the words out for one language's module (i18n27).
const PAGE_BYTES = 250000;
// the page, its stylesheet, its bundle, its language's words and the light module's .wasm
const PAGE_REQUESTS = 5;
const PAGE_THREAD_MS = 160;

test('first visit of the game page: bytes, requests and CPU until the board is interactive', async (t) => {
  const fast = [];
  const slow = [];
  for (let i = 0; i < 3; i++) fast.push(await firstVisit(1));
  for (let i = 0; i < 3; i++) slow.push(await firstVisit(4));
  const at = (xs) => median(xs.map((v) => v.at));
  const thread = median(fast.map((v) => v.thread));
  const { bytes, requests, files } = fast[0];
  console.log(
    `first visit, board interactive: median ${at(fast).toFixed(0)} ms (${list(fast.map((v) => v.at))}); ` +
      `CPU 4× slower: median ${at(slow).toFixed(0)} ms (${list(slow.map((v) => v.at))}); ${load()}`,
  );
  console.log(
    `  until then: ${(bytes / KB).toFixed(1)} KB over the wire in ${requests} requests; ` +
      `main thread ${thread.toFixed(0)} ms of CPU (${list(fast.map((v) => v.thread))}); slowed 4×: ${list(slow.map((v) => v.thread))}`,
  );
  // the same bytes on every visit: what the page asks for does not depend on the machine
  for (const v of [...fast, ...slow]) assert.equal(v.files.length, files.length, `the same files each visit: ${v.files} / ${files}`);
  assert.ok(requests <= PAGE_REQUESTS, `${requests} requests before the board is interactive: ${files.join(' ')}`);
  assert.ok(bytes <= PAGE_BYTES, `${(bytes / KB).toFixed(1)} KB before the board is interactive, over the ${PAGE_BYTES} bytes' budget`);
  assert.ok(thread <= PAGE_THREAD_MS, `the main thread worked ${thread.toFixed(0)} ms before the board was interactive`);
  if (atRest()) {
    assert.ok(at(fast) <= 300, `interactive after ${at(fast)} ms`);
    assert.ok(at(slow) <= 700, `interactive after ${at(slow)} ms with the CPU slowed 4×`);
  } else {
    t.diagnostic(`wall-clock budgets (300 ms, 700 ms slowed) not held: the machine is busy (${load()})`);
  }
});

/**
 * The game page's modules in order: the light module until the board is interactive, the whole
 * package after (www/whole.js), the game moved to it (`tablier-computer`). `query` is the page's.
 */
async function modulesOfVisit(query) {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.goto(BASE + 'index.html' + query);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await page.waitForFunction(() => performance.getEntriesByName('tablier-computer').length > 0, null, { timeout: 30000 });
    await page.waitForFunction(() => window.tablier.state.log.length > 0 || window.tablier.state.mode === 'friend', null, { timeout: 30000 });
    return await page.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name)[0].startTime;
      const wasm = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.wasm'))
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd }));
      return { interactive: mark('tablier-interactive'), computer: mark('tablier-computer'), wasm, engine: window.tablier.state.match.engine === window.tablier.state.engine };
    });
  } finally {
    await browser.close();
  }
}

test('the game page is interactive on the light module and fetches the whole one after, the game moved to it', async () => {
  const v = await modulesOfVisit('?seed=7&mode=friend');
  console.log(
    `light module, then whole: interactive at ${v.interactive.toFixed(0)} ms, the game on the whole module at ` +
      `${v.computer.toFixed(0)} ms (${(v.computer - v.interactive).toFixed(0)} ms later); ${load()}`,
  );
  assert.deepEqual(v.wasm.map((w) => w.path), ['/pkg/light/tablier_light_bg.wasm', '/pkg/tablier_bg.wasm'], 'the light module first, then the whole one');
  assert.ok(v.wasm[0].end <= v.interactive, 'the light module is there before the board is interactive');
  assert.ok(v.wasm[1].start >= v.interactive, `the whole module asked for at ${v.wasm[1].start} ms, before the board was interactive (${v.interactive} ms)`);
  assert.ok(v.computer > v.interactive && v.engine, 'the game is on the whole module after');
});

test("the computer's first roll: the board shows on the light module and the computer plays once the whole one is there", async () => {
  // the person plays Black: the computer, White, throws first
  const v = await modulesOfVisit('?seed=7&side=black');
  console.log(
    `computer first: board interactive at ${v.interactive.toFixed(0)} ms, the computer's module at ${v.computer.toFixed(0)} ms ` +
      `(${(v.computer - v.interactive).toFixed(0)} ms after); ${load()}`,
  );
  assert.equal(v.wasm[0].path, '/pkg/light/tablier_light_bg.wasm');
  assert.ok(v.computer >= v.interactive);
});

/**
 * Everything a page fetches until its elements are drawn (`done` says when), counted as it comes
 * over the wire (headers and gzipped body); `html`, if given, is the page itself, served at `path`
 * (counted gzipped as serve.py would send it).
 */
async function firstLoad(path, done, html) {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    const sizes = [];
    page.on('requestfinished', async (req) => {
      if (html && new URL(req.url()).pathname === `/${path}`) return;
      const s = await req.sizes().catch(() => null);
      if (s) sizes.push([new URL(req.url()).pathname, s.responseBodySize + s.responseHeadersSize]);
    });
    if (html) {
      await page.route(BASE + path, (route) =>
        route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'" }, body: html }),
      );
    }
    await page.goto(BASE + path);
    await page.waitForFunction(done, null, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    if (html) sizes.push([`/${path}`, gzipSync(html).length]);
    const total = sizes.reduce((a, [, n]) => a + n, 0);
    const wasm = sizes.filter(([p]) => p.endsWith('.wasm')).reduce((a, [, n]) => a + n, 0);
    return { total, wasm, count: sizes.length, files: sizes.map(([p]) => p) };
  } finally {
    await browser.close();
  }
}

// The embed page's diagrams load the rules module (pkg/rules/, www/engine.js's loadRules()), not
// the whole package.
test("the embed page's first load is at most 160 KB gzipped over the wire", async () => {
  const { total, wasm, count } = await firstLoad('embed.html', () => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis));
  console.log(`embed page first load: ${(total / KB).toFixed(1)} KB over the wire in ${count} responses (the .wasm ${(wasm / KB).toFixed(1)} KB)`);
  assert.ok(total <= 160 * KB, `${total} bytes`);
});

// Three diagrams and a game record on one page (issue 27: ≤ 200 KB), the elements in their one
// file (elements.min.js: scripts/build-page.sh). The record is read back by the record module
// (pkg/record/: the stateless questions and the replay, no game played; its JavaScript one file):
// the page loads it, not the rules module, the light one nor the whole one (engine.js: a page
// holds one module). 340, then 345 with the exercises in the module; 318 with the elements in one
// file; 308 on 5 December, fourth session; 223 on the light module (light27); 194.5 on the record
// module (record27).
const RECORD_PAGE_BYTES = 200 * KB;
const diagram = (dice, pos) => `<tablier-board dice="${dice}" position='${JSON.stringify(pos)}'></tablier-board>`;
const RECORD_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Trois diagrammes et une partie</title>
<script type="module" src="elements.min.js"></script></head><body>
${diagram('6-5', { game: 'trictrac', white: { B1: 10, B3: 2, B5: 2, B8: 1 }, black: { N1: 12, N11: 1, N12: 2 }, turn: 'black' })}
${diagram('6-1', { game: 'trictrac', white: { B1: 10, B3: 2, B6: 1, B7: 2 }, black: { N1: 11, N2: 2, N12: 2 }, turn: 'black' })}
${diagram('4-4', { game: 'trictrac', white: { B1: 13, B6: 2 }, black: { N1: 15 }, turn: 'white' })}
<tablier-record src="records/opening.json"></tablier-record></body></html>`;

test('a page of three diagrams and a game record: its first load is at most 200 KB gzipped', async () => {
  const { total, wasm, count, files } = await firstLoad(
    'speed-diagrams.html',
    () => [...document.querySelectorAll('tablier-board')].every((b) => b.analysis) && document.querySelector('tablier-record').steps.length > 1,
    RECORD_PAGE,
  );
  console.log(`three diagrams and a record, first load: ${(total / KB).toFixed(1)} KB over the wire in ${count} responses (the .wasm ${(wasm / KB).toFixed(1)} KB): ${files.join(' ')}`);
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['/pkg/record/tablier_record_bg.wasm'], 'the record module alone');
  assert.ok(total <= RECORD_PAGE_BYTES, `${(total / KB).toFixed(1)} KB, over the ${RECORD_PAGE_BYTES / KB} KB budget: ${files.join(' ')}`);
});

// <tablier-exercise> on a plain page (issue 28): the element's bundle and the exercise by its id,
// in at most three tags, under the strict policy (firstLoad's route sends it). A *compter les
// points* is answered by the rules module (its self-play is the amateur's, which needs no learned
// weights), so that the page's first load is a diagram's: at most 160 KB.
const EXERCISE_TAGS = '<script type="module" src="tablier-exercise.min.js"></script><tablier-exercise id="points-3-23-64" lang="en"></tablier-exercise>';
const EXERCISE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>An exercise</title>${EXERCISE_TAGS}</html>`;

test("a plain page with one <tablier-exercise> (compter les points): its first load is at most 160 KB gzipped", async () => {
  assert.ok((EXERCISE_TAGS.match(/<[a-z]/g) ?? []).length <= 3, 'at most three tags');
  const { total, wasm, count, files } = await firstLoad(
    'speed-exercise.html',
    () => {
      const el = document.querySelector('tablier-exercise');
      return el && el.exercise && el.shadowRoot.querySelectorAll('[data-fleche^="B"], [data-fleche^="N"]').length === 24;
    },
    EXERCISE_PAGE,
  );
  console.log(`one exercise, first load: ${(total / KB).toFixed(1)} KB over the wire in ${count} responses (the .wasm ${(wasm / KB).toFixed(1)} KB)`);
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['/pkg/rules/tablier_rules_bg.wasm'], 'the rules module alone');
  assert.ok(total <= 160 * KB, `${total} bytes: ${files.join(' ')}`);
});
