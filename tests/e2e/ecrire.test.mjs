// The partie à écrire on the page (docs/page.md): a partie en quatre marqués between two computer
// players played to its end through the page's own code path, the sheet drawn beside the board
// checked against the engine's sheet for the same record; axe-core finds no violation with the
// sheet shown, under the strict Content-Security-Policy (scripts/serve.py sends it); the table
// says who plays the marqué and who advises or waits (000 PARTIE À QUATRE JOUEURS, À TOURNER).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors, watchCSP, ready, axeViolations, openPage, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a partie à écrire en quatre marqués between two computers, to its end; the sheet drawn is the engine\'s', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'index.html?game=ecrire&marques=4&seed=5&auto=1&lang=fr');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 300000 });
  assert.deepEqual(errors, []);
  const drawn = await page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    shown: !document.getElementById('sheet-card').hidden,
    over: document.getElementById('sheet-card').dataset.over,
    lines: [...document.querySelectorAll('#sheet-body tr')].map((tr) => ({
      number: +tr.dataset.line,
      payment: +tr.querySelector('[data-payment]').dataset.value,
      totals: [...tr.querySelectorAll('[data-total]')].map((c) => +c.dataset.value),
    })),
    figures: Object.fromEntries([...document.querySelectorAll('#decompte-body tr')].map((tr) => [tr.dataset.figure, [...tr.querySelectorAll('td')].map((c) => +c.dataset.value)])),
    paris: document.querySelectorAll('#paris-list li').length,
  }));
  assert.equal(drawn.status, 'La partie est finie : le décompte général est écrit.');
  assert.ok(drawn.shown);
  assert.equal(drawn.over, 'true');
  assert.equal(drawn.lines.length, 4);
  // The engine, afresh: the page's record (what "Enregistrer" writes) read back, every marqué
  // replayed through the rules, and its sheet.
  const engine = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine.js');
    const E = await loadEngine();
    const record = JSON.parse(JSON.stringify(window.tablier.state.match.record()));
    const p = E.PartieAEcrire.fromRecord(record);
    const s = p.sheet();
    p.free();
    return { s, game: record.game, marques: record.ecrire.marques.length };
  });
  assert.equal(engine.game, 'ecrire');
  assert.ok(engine.marques >= 4, 'four marqués, and any refait');
  const s = engine.s;
  assert.deepEqual(
    drawn.lines,
    s.lines.map((l) => ({ number: l.number, payment: l.payment, totals: l.totals })),
  );
  const d = s.decompte;
  assert.deepEqual(drawn.figures, {
    mise: d.mise,
    queue: d.queue_des_jetons.net,
    jetons: d.jetons,
    fiches: d.fiches,
    'queue-generale': d.queue_generale,
    total: d.total,
  });
  assert.equal(drawn.paris, d.paris.length);
  assert.equal(d.jetons[0] + d.jetons[1], 0, 'what one camp wins the other pays');
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  // In English, the same sheet; printed, the sheet alone (the print stylesheet).
  await page.click('#lang');
  // the English words are a module of their own, loaded at the first switch (www/boot.js)
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.textContent('#sheet-title'), 'Score sheet');
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => ({
    sheet: getComputedStyle(document.getElementById('sheet-card')).visibility,
    board: getComputedStyle(document.getElementById('board')).visibility,
  }));
  assert.deepEqual(printed, { sheet: 'visible', board: 'hidden' });
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('à tourner with a person: the table says who plays, with the primauté, and who waits; the form agrees', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCSP(page);
  await page.goto(BASE + 'index.html?game=ecrire&formation=a-tourner&marques=3&seed=2&lang=en');
  await ready(page);
  const table = await page.evaluate(() => [...document.querySelectorAll('#ecrire-table li')].map((li) => li.dataset.role));
  assert.deepEqual(table, ['white', 'black', 'waits']);
  assert.equal(await page.locator('#e-seats select').count(), 3);
  assert.equal(await page.inputValue('#e-seat-0'), 'human');
  const seating = await page.evaluate(() => window.tablier.state.match.seating);
  // The person is seat 0: he rolls when he plays White (the primauté), else the computer plays on.
  if (seating.primaute === 0) await page.waitForSelector('#roll:not([disabled])');
  else await page.waitForFunction(() => window.tablier.state.log.length > 0, null, { timeout: 30000 });
  assert.deepEqual(await violations(), []);
  assert.deepEqual(await axeViolations(page, WCAG), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a partie à écrire in progress is kept across a reload by its record, seats and all', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // À la chouette, seat 0 (a person) makes the chouette and has the first primauté (000 PARTIE À LA CHOUETTE).
  await page.goto(BASE + 'index.html?game=ecrire&formation=chouette&marques=2&seed=3&lang=fr');
  await ready(page);
  await page.waitForSelector('#roll:not([disabled])');
  await page.click('#roll');
  await page.waitForFunction(() => window.tablier.state.log.length === 1);
  const before = await page.evaluate(() => JSON.stringify(window.tablier.state.match.record()));
  await page.goto(BASE + 'index.html');
  await ready(page);
  const after = await page.evaluate(() => ({
    record: JSON.stringify(window.tablier.state.match.record()),
    game: document.body.dataset.game,
    seats: window.tablier.state.match.seats,
    form: document.getElementById('game').value,
  }));
  assert.equal(after.record, before);
  assert.equal(after.game, 'ecrire');
  assert.equal(after.form, 'ecrire');
  // the computer's seats at the level the form showed for them (the game's level, amateur)
  assert.deepEqual(after.seats, [true, 'amateur', 'amateur']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('each computer seat plays at its own level, chosen in the form and kept across a reload', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=ecrire&formation=chouette&marques=2&seed=4&lang=fr');
  await ready(page);
  const offered = await page.evaluate(() => [...document.querySelectorAll('#e-seat-1 option')].map((o) => [o.value, o.textContent]));
  const levels = await page.evaluate(() => window.tablier.state.engine.levels());
  assert.deepEqual(offered.map(([v]) => v), ['human', ...levels]);
  assert.equal(offered.find(([v]) => v === 'maître')[1], "l'ordinateur, maître");
  await page.selectOption('#e-seat-1', 'débutant');
  await page.selectOption('#e-seat-2', 'maître');
  await page.click('#new');
  if (await page.isVisible('#confirm-new')) await page.click('#confirm-new-yes');
  await ready(page);
  await page.waitForFunction(() => window.tablier.state.match.seats[1] === 'débutant');
  const chosen = await page.evaluate(() => {
    const m = window.tablier.state.match;
    return { seats: m.seats, page: m.level, by: ['white', 'black'].map((side) => [m.seatOf(side), m.levelOf(side)]) };
  });
  assert.deepEqual(chosen.seats, [true, 'débutant', 'maître']);
  // each side's computer plays at the level of the seat that plays it (the person's seat: the game's)
  for (const [seat, level] of chosen.by) assert.equal(level, seat === 0 ? chosen.page : chosen.seats[seat], `seat ${seat}`);
  assert.ok(chosen.by.some(([seat]) => seat !== 0), 'a computer seat plays this marqué');
  await page.goto(BASE + 'index.html');
  await ready(page);
  assert.deepEqual(await page.evaluate(() => window.tablier.state.match.seats), [true, 'débutant', 'maître']);
  assert.equal(await page.inputValue('#e-seat-2'), 'maître');
  assert.deepEqual(errors, []);
  await page.close();
});

const load = (page, text) => page.setInputFiles('#load', { name: 'partie.json', mimeType: 'application/json', buffer: Buffer.from(text) });

test('a partie à écrire saved to a file loads back with its sheet; a sheet changed by hand is refused, in French', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=ecrire&marques=2&seed=9&auto=1&lang=fr');
  await page.waitForSelector('body[data-phase="over"]', { timeout: 300000 });
  const [d] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const { readFileSync } = await import('node:fs');
  const saved = readFileSync(await d.path(), 'utf8');
  const lines = await page.$$eval('#sheet-body tr', (trs) => trs.map((tr) => tr.textContent));
  const { page: page2, errors: errors2 } = await openPage(browser, 'seed=3&mode=friend&lang=fr');
  await load(page2, saved);
  await page2.waitForSelector('body[data-game="ecrire"][data-phase="over"]');
  assert.deepEqual(await page2.$$eval('#sheet-body tr', (trs) => trs.map((tr) => tr.textContent)), lines);
  const bad = JSON.parse(saved);
  bad.ecrire.sheet.lines[0].payment += 1;
  await load(page2, JSON.stringify(bad));
  await page2.waitForFunction(() => window.tablier.state.error);
  assert.match(await page2.textContent('#status'), /la feuille écrite n'est pas celle que donnent les marqués/);
  assert.deepEqual(errors, []);
  assert.deepEqual(errors2, []);
  await page.close();
  await page2.close();
});

// Issue 25: the form offers what the package accepts — what five jetons left over count for
// (000 Queue générale: "5 jetons restants comptent pour une fiche ou ne comptent rien") and the
// queue générale —, and the partie started is agreed with them and keeps them across a reload.
test('the form agrees the five-jetons convention and the queue générale', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?game=ecrire&marques=2&seed=6&lang=fr');
  await ready(page);
  assert.deepEqual(await page.$$eval('#e-cinq option', (os) => os.map((o) => [o.value, o.textContent])), [
    ['fiche', 'comptent pour une fiche'],
    ['rien', 'ne comptent rien'],
  ]);
  assert.equal(await page.getAttribute('#e-marques', 'max'), '18');
  await page.selectOption('#e-cinq', 'rien');
  await page.fill('#e-queue-generale', '3');
  await page.click('#new');
  if (await page.isVisible('#confirm-new')) await page.click('#confirm-new-yes');
  await ready(page);
  await page.waitForFunction(() => window.tablier.state.match?.agreement?.().cinq === 'rien');
  const agreed = await page.evaluate(() => window.tablier.state.match.agreement());
  assert.equal(agreed.cinq, 'rien');
  assert.equal(agreed.queue_generale, 3);
  await page.goto(BASE + 'index.html');
  await ready(page);
  assert.equal(await page.inputValue('#e-cinq'), 'rien');
  assert.equal(await page.inputValue('#e-queue-generale'), '3');
  assert.deepEqual(errors, []);
  await page.close();
});
