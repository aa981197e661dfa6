// A game with an école, saved by the page ("Enregistrer"), replays through the engine: the file
// (the engine's record: the roll the sides marked themselves carries `marked` and `ecoles`) goes
// through `tablier replay`, which runs the école check again, to the page's final score; and it
// loads back in the page to the same score. 000 DÉFINITION (école), QUAND et COMMENT MARQUER
// L'ÉCOLE; 002 rules 46–67. Seeded dice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, openPage } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const CLI = join(ROOT, 'target', 'debug', 'tablier');
const engineScore = (page) => page.evaluate(() => window.tablier.state.match.position().score);

async function streamText(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}

/** Plays White's first legal play by clicks, then waits until the computer has rolled and played. */
async function playAndLetTheComputerRoll(page) {
  await page.waitForSelector('body[data-phase="move"]');
  const play = await page.evaluate(() => window.tablier.state.lastRoll.analysis.plays[0] || { moves: [] });
  for (const [f, t] of play.moves) {
    await page.click(`#board [data-fleche="${f}"] .tb-hit`);
    await page.click(`#board [data-fleche="${t}"] .tb-hit`);
  }
  await page.click('#confirm');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
}

/** Saves the game as the page does ("Enregistrer"), replays the file with `tablier replay`, and loads it back. */
async function saveReplayLoad(page) {
  const score = await engineScore(page);
  // "Enregistrer" is in the history card, closed until the game is over
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const saved = JSON.parse(await streamText(await download.createReadStream()));
  assert.equal(saved.format, 'tablier-partie');
  // the engine's record: the marks (version 2) and the seeded generator (version 3); marks put in
  // before the play, or put in again, say so (version 5: `order`, `marked_before`)
  const v5 = saved.rolls.some((r) => r.order || r.marked_before);
  assert.equal(saved.version, v5 ? 5 : 3, "the engine's record, of the version its fields need");
  assert.match(saved.generator.seed, /^\d+$/);
  const i = saved.rolls.findIndex((r) => r.marked);
  assert.ok(i >= 0 && saved.rolls[i].ecoles.length > 0, JSON.stringify(saved.rolls));

  assert.ok(existsSync(CLI), `${CLI}: build it (scripts/test.sh runs cargo test first)`);
  const run = spawnSync(CLI, ['replay'], { input: JSON.stringify(saved), encoding: 'utf8' });
  const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(run.status, 0, run.stdout);
  assert.equal(lines.length, saved.rolls.length);
  assert.deepEqual(lines[i].ecoles, saved.rolls[i].ecoles, 'the CLI finds the same écoles');
  const last = lines.at(-1).score;
  for (const s of ['white', 'black']) {
    assert.equal(last[s].points, score[s].points, `${s} points`);
    assert.equal(last[s].holes, score[s].holes, `${s} trous`);
  }

  // a tampered école: the CLI refuses it, naming the roll
  const bad = structuredClone(saved);
  bad.rolls[i].ecoles[0].points += 1;
  const refused = spawnSync(CLI, ['replay'], { input: JSON.stringify(bad), encoding: 'utf8' });
  assert.equal(refused.status, 1);
  const err = JSON.parse(refused.stdout.trim().split('\n').at(-1)).error;
  assert.deepEqual([err.code, err.step], ['wrong-ecoles', i + 1]);

  // loaded back in the page: the same score at the end, the école's roll with its marks
  await page.setInputFiles('#load', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
  await page.waitForFunction((n) => window.tablier.state.log.length === n, saved.rolls.length);
  assert.deepEqual(await engineScore(page), score);
  const hand = await page.evaluate((k) => window.tablier.state.log[k].hand, i);
  assert.deepEqual(hand.marked, saved.rolls[i].marked);
  return { saved, i };
}

test('mark it yourself, wrong: the saved game replays in tablier replay and loads back', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&side=white&mark=1&lang=en');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="mark"]');
  const jeton = await page.evaluate(() => window.tablier.state.log.at(-1).rolled.score.white.points);
  await page.fill('#mark-points', String(jeton + 3 <= 11 ? jeton + 3 : jeton - 3));
  await page.fill('#mark-holes', '0');
  await page.click('#marking button[type=submit]');
  await playAndLetTheComputerRoll(page);
  const { saved, i } = await saveReplayLoad(page);
  assert.equal(i, 0, "White's first roll");
  assert.equal(saved.rolls[0].marked.white.jeton, jeton + 3 <= 11 ? jeton + 3 : jeton - 3);
  assert.equal(saved.rolls[0].ecoles[0].by, 'white');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the computer marks wrong and is sent to école: the saved game replays in tablier replay and loads back', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&side=white&mistakes=always&lang=en');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await page.click('#roll');
  await playAndLetTheComputerRoll(page);
  const cm = await page.evaluate(() => window.tablier.state.computerMark);
  assert.ok(cm && cm.ecole, JSON.stringify(cm));
  await page.fill('#ecole-points', String(cm.ecole.points));
  await page.click('#send-ecole');
  await page.waitForFunction(() => window.tablier.state.computerMark && window.tablier.state.computerMark.judged);
  const { saved, i } = await saveReplayLoad(page);
  assert.equal(saved.rolls[i].side, 'black');
  assert.equal(saved.rolls[i].marked.white.ecole, cm.ecole.points, "White's École !");
  assert.deepEqual(errors, []);
  await page.close();
});

test('the computer marks wrong and the player rolls without "École !": the wrong marks stand in the replay too', async () => {
  const { page, errors } = await openPage(browser, 'seed=7&side=white&mistakes=always&lang=en');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await page.click('#roll');
  await playAndLetTheComputerRoll(page);
  const standing = await engineScore(page);
  // 000 QUAND et COMMENT MARQUER L'ÉCOLE: the dice thrown, too late; the computer errs again
  await page.click('#roll');
  await playAndLetTheComputerRoll(page);
  const { saved, i } = await saveReplayLoad(page);
  assert.equal(saved.rolls[i].marked.white.rolled, true, 'the player threw the dice without marking it');
  assert.equal(saved.rolls[i].ecoles[0].lapsed, true);
  assert.equal(saved.rolls[i].score.black.points, standing.black.points, 'the wrong mark stands');
  assert.ok(saved.rolls.filter((r) => r.marked).length >= 2, 'both computer rolls marked wrong');
  assert.deepEqual(errors, []);
  await page.close();
});
