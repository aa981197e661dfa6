// A tour by correspondence marked by hand (issue 29, point 3; docs/correspondence.md, "Marks by
// hand"): with "mark my own points" each side marks its own roll on its page, the marks travel
// with the play, and the other side's page calls école on them before its own throw — the engine
// judges the call as at the table (000 ÉCOLE; QUAND et COMMENT MARQUER L'ÉCOLE). Also: the
// receiver names his opponent, and the list says whose turn it is in each game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, watchErrors, ready, axeViolations, WCAG, screenshotPath } from './helpers.mjs';
import { profiles, shown, paste } from './correspondence-helpers.mjs';

const players = profiles(2);

const board = (page) =>
  page.evaluate(() => {
    const { state } = window.tablier;
    const p = state.match.position();
    const last = state.log.at(-1);
    return { dames: JSON.stringify({ white: p.white, black: p.black }), score: JSON.stringify(p.score), rolls: state.log.length, before: last ? JSON.stringify(last.before.score) : null };
  });

/**
 * The receiver's game is the sender's: the same dames, and the same score but for a roll only
 * one of them has thrown (the side that sent the link knows the roll it throws, and its game
 * holds it with the engine's marks; the roller's throws it on his click).
 */
function sameGame(mine, theirs, what) {
  assert.equal(mine.dames, theirs.dames, what);
  const [long, short] = mine.rolls >= theirs.rolls ? [mine, theirs] : [theirs, mine];
  assert.ok(long.rolls - short.rolls <= 1, `${what}: ${long.rolls} rolls against ${short.rolls}`);
  assert.equal(long.rolls === short.rolls ? long.score : long.before, short.score, what);
}

/** The last roll of the game on a page's board, from its record. */
const lastRoll = (page) => page.evaluate(() => (window.tablier.state.match.record().rolls || []).at(-1) || null);

/**
 * This side's turn, marking its own points: right, or `extra` points too many (kept within the
 * trou). Answers what it marked and what was due.
 */
async function playMarked(page, extra) {
  if (await page.$eval('#roll', (b) => !b.disabled)) await page.click('#roll');
  await page.waitForSelector('body[data-phase="mark"]');
  const { before, due, side } = await page.evaluate(() => {
    const { state } = window.tablier;
    const last = state.log.at(-1);
    return { side: last.side, before: last.before.score[last.side].points, due: last.analysis.points[last.side] };
  });
  const total = before + due + extra;
  const wrong = extra > 0 && total < 12;
  const sum = wrong ? total : before + due;
  await page.fill('#mark-points', String(sum % 12));
  await page.fill('#mark-holes', String(Math.floor(sum / 12)));
  await page.click('#marking button[type="submit"]');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') {
    await page.click('#hold');
    await page.waitForSelector('body[data-phase="move"], body:not([data-corr="mine"])');
  }
  if ((await page.getAttribute('body', 'data-corr')) === 'mine') {
    await page.evaluate(() => {
      const { state, session } = window.tablier;
      session.setMade((state.match.plays()[0] || { moves: [] }).moves);
      window.tablier.refresh();
    });
    await page.click('#confirm');
  }
  return { side, wrong, jeton: sum % 12 };
}

test('marks by hand at a distance: each side marks its own, the other calls école before its throw', { timeout: 240000 }, async () => {
  const a = await players[0].context.newPage();
  const b = await players[1].context.newPage();
  const errors = [a, b].map(watchErrors);
  for (const p of [a, b]) {
    await p.goto(BASE + 'index.html?lang=fr');
    await ready(p);
  }
  await a.click('#corr-new');
  await a.selectOption('#corr-kind', 'trictrac');
  await a.check('#corr-hand');
  await a.fill('#corr-name', 'Bruno');
  await a.click('#corr-invite');
  await a.waitForSelector('#corr-reply:not([hidden])');
  let text = await shown(a);
  assert.equal((await a.evaluate((t) => window.tablier.state.engine.Correspondence.describe(t).terms, text)).hand_marks, true, 'the invitation carries the marks by hand');

  // Bruno opens it, and names his opponent: the name is his device's
  await paste(b, text);
  await b.waitForSelector('#corr-list li[data-id]');
  await b.click('#corr-list li[data-id] button[data-act="rename"]');
  await b.fill('#corr-list .corr-rename input', 'Anne');
  await b.click('#corr-list .corr-rename button[type="submit"]');
  await b.waitForFunction(() => /Anne/.test(document.getElementById('corr-list').textContent));
  text = await shown(b);

  const pages = { a, b };
  let to = 'a';
  let mismarked = null; // the coup marked wrong on purpose: {side, page}
  let called = false;
  let lapsedChecked = false;
  let rightsSeen = 0;
  for (let n = 0; n < 80 && !(called && lapsedChecked && !mismarked && n > 30); n++) {
    const page = pages[to];
    const other = pages[to === 'a' ? 'b' : 'a'];
    const prev = await shown(page);
    await paste(page, text);
    await page.waitForFunction(() => document.body.dataset.corr && !document.getElementById('corr-error').textContent);
    if (await page.evaluate(() => window.tablier.state.match && document.body.dataset.game === 'trictrac')) {
      sameGame(await board(page), await board(other), `message ${n}: the receiver's board is the sender's`);
    }
    if (mismarked && mismarked.told && mismarked.page === page) {
      // the mover reads the rights message: the école called on his marks is said
      assert.match(await page.textContent('#corr-note'), /à l’école : 2 points/, 'the mover is told of the école called on him');
      mismarked = null;
    }
    const corr = await page.getAttribute('body', 'data-corr');
    if (corr === 'rights') {
      rightsSeen++;
      const said = await page.textContent('#corr-rights-said');
      if (mismarked && mismarked.page !== page && !called) {
        // the mover marked 2 too many: École !, 2 points, called before the throw
        assert.match(said, new RegExp(`à ${mismarked.jeton} points`), 'the rights show what the mover marked');
        if (!lapsedChecked) {
          // the first time, the école is let go: it lapses, and his marks stand
          lapsedChecked = true;
          await page.click('#corr-rights-send');
          await page.waitForFunction(() => document.body.dataset.corr !== 'rights');
          const roll = await lastRoll(page);
          const e = (roll.ecoles || []).find((x) => x.by === mismarked.side);
          assert.ok(e && e.lapsed, 'an école not called lapses');
          assert.equal(roll.score[mismarked.side].points, mismarked.jeton, 'and the points marked too many stand');
          mismarked = null;
        } else {
          await page.fill('#corr-ecole', '2');
          assert.deepEqual(await axeViolations(page, WCAG), [], 'the rights form');
          await page.locator('#corr').screenshot({ path: screenshotPath('correspondence-ecole.png') });
          await page.click('#corr-rights-send');
          await page.waitForFunction(() => document.body.dataset.corr !== 'rights');
          const roll = await lastRoll(page);
          const e = (roll.ecoles || []).find((x) => x.by === mismarked.side);
          assert.ok(e && !e.lapsed && e.to !== mismarked.side && e.points === 2, `the école called is marked: ${JSON.stringify(roll.ecoles)}`);
          assert.notEqual(roll.score[mismarked.side].points, mismarked.jeton, 'the points marked too many are taken back');
          called = true;
          mismarked = { ...mismarked, told: true };
        }
      } else {
        await page.click('#corr-rights-send');
        await page.waitForFunction(() => document.body.dataset.corr !== 'rights');
      }
    } else if (corr === 'mine') {
      const m = await playMarked(page, !called && !mismarked ? 2 : 0);
      if (m.wrong) mismarked = { side: m.side, page, jeton: m.jeton };
    }
    await page.waitForFunction((p) => document.body.dataset.corr !== 'mine' && document.body.dataset.corr !== 'rights' && document.getElementById('corr-reply-text').value !== p, prev);
    text = await shown(page);
    to = to === 'a' ? 'b' : 'a';
  }
  assert.ok(rightsSeen > 5, `${rightsSeen} rights messages`);
  assert.ok(lapsedChecked && called, 'an école let go and an école called');
  // whose turn: the last message read, the list says it on each side, with the opponent's name
  await paste(pages[to], text);
  await pages[to].waitForFunction(() => ['mine', 'rights', 'theirs'].includes(document.body.dataset.corr) && !document.getElementById('corr-error').textContent);
  const turnA = await a.textContent('#corr-list');
  const turnB = await b.textContent('#corr-list');
  assert.ok(/à vous/.test(turnA) !== /à vous/.test(turnB), `one side's turn: ${turnA} | ${turnB}`);
  assert.match(turnB, /contre Anne/);
  assert.match(turnA, /contre Bruno/);
  assert.deepEqual(errors.flat(), []);
});
