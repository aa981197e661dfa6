// A game comes back whole (issue 26, points 7–9): on a reload and from a saved file, with
// everything it was agreed with (the computer's level, who plays, marking by hand…) and at the very
// step it was left at (the marking form, the computer's marks still open to "École !"); and no
// link, no second tab, silently replaces a game in progress: it is set aside, to be taken up again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, playHumanRoll, BASE, watchErrors, ready, screenshotPath, axeViolations, WCAG } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page at `index.html?query`, ready; its errors watched. */
const open = (query) => openPage(browser, query);

/** The page opened again with no game in its address: the kept game, if any, comes back. */
async function reopen(page) {
  await page.goto(BASE + 'index.html?lang=fr');
  await ready(page);
}

const clear = (page) => page.evaluate(() => localStorage.clear());


const record = (page) => page.evaluate(() => JSON.stringify(window.tablier.state.match.record()));

test('the computer’s level, who plays and the marking come back on a reload and from a saved file', async () => {
  const { page, errors } = await open('seed=5&side=white&lang=fr');
  await clear(page);
  await page.selectOption('#level', 'maître');
  await page.check('#mistakes');
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  await reopen(page);
  const back = await page.evaluate(() => ({
    level: document.getElementById('level').value,
    played: window.tablier.state.match.level,
    mistakes: window.tablier.state.mistakes,
    box: document.getElementById('mistakes').checked,
    rolls: window.tablier.state.log.length,
  }));
  assert.deepEqual(back, { level: 'maître', played: 'maître', mistakes: true, box: true, rolls: 1 });

  // the file carries them too: loaded into a page set otherwise, the game is played on as agreed
  const [d] = await Promise.all([page.waitForEvent('download'), page.evaluate(() => document.getElementById('save').click())]);
  const { readFileSync } = await import('node:fs');
  const saved = readFileSync(await d.path(), 'utf8');
  assert.equal(JSON.parse(JSON.parse(saved).page).level, 'maître');
  const { page: other, errors: otherErrors } = await open('seed=8&mode=friend&side=black&lang=fr');
  await other.selectOption('#level', 'débutant');
  await other.setInputFiles('#load', { name: 'partie.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  await other.waitForFunction(() => window.tablier.state.log.length === 1);
  const loaded = await other.evaluate(() => ({
    level: document.getElementById('level').value,
    played: window.tablier.state.match.level,
    mode: window.tablier.state.mode,
    human: window.tablier.state.human,
    mistakes: window.tablier.state.mistakes,
  }));
  assert.deepEqual(loaded, { level: 'maître', played: 'maître', mode: 'computer', human: 'white', mistakes: true });
  // the engine reads the file as its own record: `page` is the page's, beside it
  const engineReads = await other.evaluate((text) => {
    const { page: _, ...rec } = JSON.parse(text);
    return JSON.stringify(window.tablier.state.engine.Game.fromRecord(rec).toRecord()) === JSON.stringify(rec);
  }, saved);
  assert.equal(engineReads, true);
  assert.deepEqual(errors, []);
  assert.deepEqual(otherErrors, []);
  await clear(page);
  await other.close();
  await page.close();
});

test('a partie à écrire loaded from its file plays each computer seat at the level it was agreed at', async () => {
  const { page, errors } = await open('game=ecrire&formation=chouette&marques=2&seed=4&lang=fr');
  await clear(page);
  await page.selectOption('#e-seat-1', 'débutant');
  await page.selectOption('#e-seat-2', 'maître');
  await page.click('#new');
  await page.waitForFunction(() => window.tablier.state.match.seats[2] === 'maître');
  const [d] = await Promise.all([page.waitForEvent('download'), page.evaluate(() => document.getElementById('save').click())]);
  const { readFileSync } = await import('node:fs');
  const saved = readFileSync(await d.path(), 'utf8');
  const { page: other, errors: otherErrors } = await open('seed=2&lang=fr');
  await other.setInputFiles('#load', { name: 'partie.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  await other.waitForSelector('body[data-game="ecrire"]');
  assert.deepEqual(await other.evaluate(() => window.tablier.state.match.seats), [true, 'débutant', 'maître']);
  assert.equal(await other.inputValue('#e-seat-2'), 'maître');
  assert.deepEqual([...errors, ...otherErrors], []);
  await clear(page);
  await other.close();
  await page.close();
});

test('a reload during "Marquer moi-même" comes back to the marking form, the jans and the marks still hidden', async () => {
  const { page, errors } = await open('seed=7&side=white&mark=1&lang=fr');
  await clear(page);
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="mark"]');
  const before = await page.evaluate(() => ({
    score: document.getElementById('w-points').textContent,
    jans: document.getElementById('jans').textContent,
  }));
  await page.fill('#mark-points', '3');
  await reopen(page);
  await page.waitForSelector('body[data-phase="mark"]', { timeout: 5000 });
  const back = await page.evaluate(() => ({
    form: !document.getElementById('marking').hidden,
    score: document.getElementById('w-points').textContent,
    jans: document.getElementById('jans').textContent,
    highlights: document.querySelectorAll('#board [data-highlight]').length,
    selfMark: document.getElementById('self-mark').checked,
  }));
  assert.deepEqual(back, { form: true, score: before.score, jans: before.jans, highlights: 0, selfMark: true });
  assert.equal(await page.inputValue('#mark-points'), '3', 'what he had put in the form');
  await page.screenshot({ path: screenshotPath('kept-marking-after-reload.png') });
  // the marks, made now, are judged by the engine as on the first load
  await page.fill('#mark-points', '11');
  await page.click('#marking button[type=submit]');
  await page.waitForSelector('body:not([data-phase="mark"])');
  assert.ok(await page.evaluate(() => window.tablier.state.ecoleVerdict), 'the engine judged the marks');
  assert.deepEqual(errors, []);
  await clear(page);
  await page.close();
});

test('a reload between the marks and tenir or s’en aller keeps the marks to judge: the leave on a trou too many is refused', async () => {
  // the person marks a trou too many and must choose tenir or s'en aller: his marks are judged after
  const position = 'B1:9,B4:2,B7,B9,B12:2/N1:13,N2:2 w 6-4 - 10.0b/0.0b';
  const q = new URLSearchParams({ position, mark: '1', side: 'white', seed: '3', lang: 'fr' });
  const { page, errors } = await open(q.toString());
  await clear(page);
  await page.waitForSelector('body[data-phase="mark"]');
  await page.fill('#mark-points', '0');
  await page.fill('#mark-holes', '3');
  await page.click('#marking button[type=submit]');
  await page.waitForSelector('body[data-phase="decide"]');
  const note = await page.textContent('#ecole');
  await reopen(page);
  await page.waitForSelector('body[data-phase="decide"]', { timeout: 5000 });
  assert.equal(await page.textContent('#ecole'), note);
  await page.click('#leave');
  await page.waitForSelector('body[data-phase="move"][data-turn="white"]');
  // the computer, as on the first load, refuses the leave the marks claimed
  const droits = await page.evaluate(() => window.tablier.state.match.game.toRecord().rolls.at(-1).droits);
  assert.deepEqual(droits, [{ droit: 'refuse-leave', by: 'black' }]);
  assert.deepEqual(errors, []);
  await clear(page);
  await page.close();
});

test('a reload while a right is open to the person keeps it open, with what the computer did, and the computer waits', async () => {
  // the computer leaves marking three trous for one jeu won: the person may refuse its leave
  const position = 'B1:13,B2:2/N1:9,N4:2,N7,N9,N12:2 b 6-4 - 0.0b/10.0b';
  const q = new URLSearchParams({ position, mark: '1', overmark: '1', side: 'white', seed: '3', lang: 'fr' });
  // (no clear here: the computer keeps its leave on its own, and a clear could come after it)
  const { page, errors } = await open(q.toString());
  await page.waitForSelector('#droits:not([hidden]) #droit-refuse-leave');
  const note = await page.textContent('#ecole');
  assert.match(note, /s'en va en marquant 3 trous/);
  await reopen(page);
  await page.waitForSelector('#droits:not([hidden]) #droit-refuse-leave', { timeout: 5000 });
  assert.equal(await page.textContent('#ecole'), note);
  await page.waitForTimeout(900);
  assert.equal(await page.evaluate(() => window.tablier.state.match.position().dice ?? null), null, 'the computer waits');
  await page.click('#droit-refuse-leave');
  await page.waitForSelector('#droits[hidden]', { state: 'attached' });
  const droits = await page.evaluate(() => window.tablier.state.match.game.toRecord().rolls.at(-1).droits);
  assert.deepEqual(droits, [{ droit: 'refuse-leave', by: 'white' }]);
  assert.deepEqual(errors, []);
  await clear(page);
  await page.close();
});

test('a reload while the computer’s wrong marks are open to "École !" keeps them open and its jans hidden', async () => {
  const { page, errors } = await open('seed=7&side=white&mistakes=always&lang=fr');
  await clear(page);
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await playHumanRoll(page);
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  const cm = await page.evaluate(() => window.tablier.state.computerMark);
  assert.ok(cm && cm.ecole && !cm.judged, JSON.stringify(cm));
  await reopen(page);
  await page.waitForSelector('#computer-mark:not([hidden])', { timeout: 5000 });
  assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'true');
  assert.equal(await page.isDisabled('#send-ecole'), false);
  await page.fill('#ecole-points', String(cm.ecole.points));
  await page.click('#send-ecole');
  await page.waitForFunction(() => window.tablier.state.computerMark && window.tablier.state.computerMark.judged);
  assert.equal(await page.evaluate(() => window.tablier.state.match.position().score.black.points), cm.due.jeton);
  assert.deepEqual(errors, []);
  await clear(page);
  await page.close();
});

test('a link opened in another tab sets the partie à écrire in progress aside; it is taken up again whole', async () => {
  const { page: first, errors } = await open('game=ecrire&formation=chouette&marques=2&seed=3&lang=fr');
  await clear(first);
  await first.waitForSelector('#roll:not([disabled])');
  await first.click('#roll');
  await first.waitForFunction(() => window.tablier.state.log.length === 1);
  const partie = await record(first);
  // another tab opens a link to a position: the partie is set aside, not lost
  const { page: second, errors: errors2 } = await open('position=' + encodeURIComponent('B1:13,B4:2/N1:15 w 5-2') + '&lang=fr');
  assert.equal(await second.isVisible('#aside'), true);
  const buttons = await second.$$('#aside-list button');
  assert.equal(buttons.length, 1);
  assert.match(await buttons[0].textContent(), /Partie à écrire, 1 coup joué/);
  await second.screenshot({ path: screenshotPath('kept-aside.png'), fullPage: true });
  assert.deepEqual(await axeViolations(second, WCAG), []);
  const position = await record(second);
  await buttons[0].click();
  await second.waitForSelector('body[data-game="ecrire"]');
  assert.equal(await record(second), partie);
  // …and the position's game, in progress, is set aside in its turn
  const list = await second.evaluate(() => JSON.parse(localStorage.getItem('tablier.aside')));
  assert.deepEqual(list.map((e) => JSON.stringify(e.record)), [position]);
  assert.equal(await second.isVisible('#aside-list button'), true);
  // the address drops its game options once the game is kept: a reload resumes it
  assert.equal(new URL(first.url()).search, '?lang=fr');
  await first.reload();
  await ready(first);
  assert.equal(await first.evaluate(() => document.body.dataset.game), 'ecrire');
  assert.deepEqual(errors, []);
  assert.deepEqual(errors2, []);
  await clear(second);
  await second.close();
  await first.close();
});

test('two tabs: neither writes over the game the other keeps; the same game followed in both', async () => {
  const { page: a, errors } = await open('seed=3&mode=friend&lang=fr');
  await clear(a);
  await playHumanRoll(a);
  await a.waitForSelector('body[data-phase="roll"][data-turn="black"]');
  // tab B, opened on the kept game, plays it on: tab A follows rather than keep its older copy
  const b = await browser.context.newPage();
  const errorsB = watchErrors(b);
  await reopen(b);
  assert.equal(await record(b), await record(a));
  await playHumanRoll(b);
  await b.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await a.waitForFunction(() => window.tablier.state.log.length === 2, null, { timeout: 5000 });
  assert.equal(await record(a), await record(b));
  // tab C opens a link and plays its own game; tab A plays on its own: C's game is set aside, whole
  const { page: c, errors: errorsC } = await open('seed=9&mode=friend&lang=fr');
  await playHumanRoll(c);
  await c.waitForSelector('body[data-phase="roll"][data-turn="black"]');
  const gameC = await record(c);
  await playHumanRoll(a);
  await a.waitForSelector('body[data-phase="roll"][data-turn="black"]');
  const stored = await a.evaluate(() => ({
    kept: JSON.stringify(JSON.parse(localStorage.getItem('tablier.game')).record),
    aside: JSON.parse(localStorage.getItem('tablier.aside') || '[]').map((e) => JSON.stringify(e.record)),
  }));
  assert.equal(stored.kept, await record(a));
  assert.deepEqual(stored.aside, [gameC]);
  // C's tab offers A's game, and A's tab offers C's
  await a.waitForSelector('#aside-list button');
  await c.waitForSelector('#aside-list button');
  assert.deepEqual([...errors, ...errorsB, ...errorsC], []);
  await clear(a);
  for (const p of [a, b, c]) await p.close();
});
