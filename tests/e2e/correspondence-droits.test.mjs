// The opponent's rights at a distance (issue 29; docs/correspondence.md, "Marks by hand"; 000
// ÉCOLE DE POINTS, S'EN ALLER SUR UNE ÉCOLE): in a tour by correspondence marked by hand, a side
// that leaves marking more trous than its jeux could be, even all double, may have its leave
// refused; the other side's page offers the right on the board's rights card, as at the table,
// from what the engine says is open, and the refusal travels in its rights message. Also: the
// mover's page does not tell him his own école before he sends his marks, tutor on or off, nor
// do the jans of the roll (hidden on both pages until the marks are sent).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, watchErrors, ready, axeViolations, WCAG } from './helpers.mjs';
import { profiles, shown, paste } from './correspondence-helpers.mjs';

const players = profiles(2);

/** The rolls of the game on a page's board: who threw what, played, decided, marked and exercised. */
const rolls = (page) =>
  page.evaluate(() => (window.tablier.state.match.record().rolls || []).map((r) => JSON.stringify([r.side, r.dice, r.play, r.decision, r.marked, r.droits, r.score])));

const lastRoll = (page) => page.evaluate(() => (window.tablier.state.match.record().rolls || []).at(-1) || null);

/** The score the page shows, and the score before the last roll on its board. */
const scores = (page) =>
  page.evaluate(() => {
    const b = window.tablier.state.log.at(-1).before.score;
    const $ = (id) => document.getElementById(id).textContent;
    return [[$('w-points'), $('w-holes'), $('b-points'), $('b-holes')], [b.white.points, b.white.holes, b.black.points, b.black.holes].map((x) => String(x || 0))];
  });

async function confirmFirstPlay(page) {
  await page.evaluate(() => {
    const { state, session } = window.tablier;
    session.setMade((state.match.plays()[0] || { moves: [] }).moves);
    window.tablier.refresh();
  });
  await page.click('#confirm');
  await playedAnyway(page);
}

/** Anne's tutor may stop a play or a decision (they cost tours, not écoles): played anyway. */
async function playedAnyway(page) {
  if (await page.isVisible('#tutor')) await page.click('#tutor-anyway');
}

/**
 * This side's turn, marking its own points: `extra` points too many (kept within the trou), and
 * when its roll completes a trou and `leave` is asked, s'en aller marking 2 × jeux + 1 trous (more
 * than any reading of the jeux won). Answers what happened.
 */
async function playMarked(page, { extra = 0, leave = false, checkTutor = false } = {}) {
  if ((await page.getAttribute('body', 'data-phase')) === 'move') {
    // a leave refused: the leaver holds and plays the roll he marked, nothing more to mark
    await confirmFirstPlay(page);
    return { played: true };
  }
  if (await page.$eval('#roll', (b) => !b.disabled)) await page.click('#roll');
  await page.waitForSelector('body[data-phase="mark"]');
  const { before, due } = await page.evaluate(() => {
    const last = window.tablier.state.log.at(-1);
    return { before: last.before.score[last.side].points, due: last.analysis.points[last.side] };
  });
  const jeux = Math.floor((before + due) / 12);
  const wrong = extra > 0 && before + due + extra < 12;
  const sum = wrong ? before + due + extra : before + due;
  const leaving = leave && jeux > 0;
  await page.fill('#mark-points', String(sum % 12));
  await page.fill('#mark-holes', String(leaving ? 2 * jeux + 1 : Math.floor(sum / 12)));
  await page.click('#marking button[type="submit"]');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"], body:not([data-corr="mine"]), body[data-tutor="marks"]');
  // his marks let go but not sent: the jans of his roll, which would tell him his école, stay hidden
  if ((await page.getAttribute('body', 'data-corr')) === 'mine') {
    assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'true', 'the jans hidden until the marks are sent');
    // nor does the score say what the engine marked: it stands as before the roll
    assert.deepEqual(...(await scores(page)), 'the score as before the roll until the marks are sent');
  }
  if (checkTutor && wrong) {
    // the marks go as they are: no card tells him the école the other side may call
    assert.equal(await page.getAttribute('body', 'data-tutor'), null, 'the tutor judges no marks by correspondence');
    assert.equal(await page.isHidden('#tutor'), true);
  }
  let left = false;
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') {
    left = leaving;
    await page.click(leaving ? '#leave' : '#hold');
    await playedAnyway(page);
    await page.waitForSelector('body[data-phase="move"], body:not([data-corr="mine"])');
  }
  if ((await page.getAttribute('body', 'data-corr')) === 'mine') await confirmFirstPlay(page);
  return { wrong, left, jeux };
}

test('a leave on trous marked too many is refused at a distance, on the board’s rights card; the tutor keeps the mover’s école to itself', { timeout: 540000 }, async () => {
  const a = await players[0].context.newPage();
  const b = await players[1].context.newPage();
  const errors = [a, b].map(watchErrors);
  for (const p of [a, b]) {
    await p.goto(BASE + 'index.html?lang=fr');
    await ready(p);
  }
  // Anne plays with the tutor on, at its finest threshold: any école in her marks would stop them
  await a.selectOption('#tutor-level', 'small');
  await a.click('#corr-new');
  await a.selectOption('#corr-kind', 'trictrac');
  await a.check('#corr-hand');
  await a.fill('#corr-name', 'Bruno');
  await a.click('#corr-invite');
  await a.waitForSelector('#corr-reply:not([hidden])');
  let text = await shown(a);
  await paste(b, text);
  await b.waitForSelector('#corr-list li[data-id]');
  text = await shown(b);

  const pages = { a, b };
  let to = 'a';
  let tutorChecked = false;
  let leaver = null; // the page that left on too many trous, until its leave is refused and played
  let refused = false;
  let replayed = false;
  for (let n = 0; n < 260 && !(tutorChecked && replayed); n++) {
    const page = pages[to];
    const other = pages[to === 'a' ? 'b' : 'a'];
    const prev = await shown(page);
    await paste(page, text);
    await page.waitForFunction(() => document.body.dataset.corr && !document.getElementById('corr-error').textContent);
    // (the side that sent the link knows the roll thrown, its board shows it: the rolls before it alike)
    const [mine, theirs] = [await rolls(page), await rolls(other)];
    const k = Math.min(mine.length, theirs.length) - 1;
    assert.deepEqual(mine.slice(0, k), theirs.slice(0, k), `message ${n}: the same rolls on both sides`);
    const corr = await page.getAttribute('body', 'data-corr');
    if (corr === 'theirs' && (await page.evaluate(() => {
      const { state } = window.tablier;
      const p = state.match.position();
      return Array.isArray(p.dice) && p.turn !== state.orientation && !state.match.record().rolls.at(-1).play;
    }))) {
      // this side sent the link that throws the other's roll: it knows the dice, not the jans
      // nor the engine's marks of them, which it will call école on
      assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'true', 'the jans of the roll thrown by the link hidden');
      assert.deepEqual(...(await scores(page)), 'the score as before the roll thrown by the link');
    }
    if (corr === 'rights') {
      // the other side counts the mover's points itself, as at the table
      assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'true', 'the jans hidden until the rights are sent');
      const offered = await page.$$eval('#droits:not([hidden]) #droits-list button', (bs) => bs.map((x) => x.dataset.droit));
      if (leaver && leaver.page !== page && !refused) {
        // the engine says the leave may be refused (and acquiesced to): the table's own buttons
        assert.deepEqual(offered.sort(), ['acquiesce', 'refuse-leave'], 'the rights his marks open, and only those');
        assert.match(await page.textContent('#corr-rights-said'), new RegExp(`en marquant ${2 * leaver.jeux + 1} trous`));
        assert.equal(await page.isHidden('#corr-rights-droits'), false, 'the rights form says where the right is');
        assert.deepEqual(await axeViolations(page, WCAG), [], 'the rights form and the rights card');
        await page.click('#droit-refuse-leave');
        await page.waitForFunction(() => document.body.dataset.corr !== 'rights');
        const roll = await lastRoll(page);
        assert.ok((roll.droits || []).some((d) => d.droit === 'refuse-leave'), `the leave is refused in the record: ${JSON.stringify(roll.droits)}`);
        assert.match(await page.textContent('#corr-note'), /Départ refusé/);
        refused = true;
      } else {
        // no right open on marks right: the card is not shown
        assert.deepEqual(offered, [], 'no right offered on marks that open none');
        await page.click('#corr-rights-send');
        await page.waitForFunction(() => document.body.dataset.corr !== 'rights');
      }
    } else if (corr === 'mine') {
      if (refused && leaver && leaver.page === page) {
        // the leaver reads the refusal: he holds and plays the roll he marked, asked no marks again
        assert.match(await page.textContent('#corr-note'), /refuse votre départ/);
        assert.equal(await page.getAttribute('body', 'data-phase'), 'move', 'his roll to play, not to mark again');
        await playMarked(page);
        leaver = null;
        replayed = true;
      } else {
        const m = await playMarked(page, { extra: page === a && !tutorChecked ? 2 : 0, leave: !leaver && !refused, checkTutor: page === a });
        if (m.wrong && page === a) tutorChecked = true;
        if (m.left) leaver = { page, jeux: m.jeux };
      }
    }
    await page.waitForFunction((p) => document.body.dataset.corr !== 'mine' && document.body.dataset.corr !== 'rights' && document.getElementById('corr-reply-text').value !== p, prev);
    text = await shown(page);
    if (corr === 'mine' || corr === 'rights') assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'false', 'the jans shown once the marks are sent');
    to = to === 'a' ? 'b' : 'a';
  }
  assert.ok(tutorChecked, 'Anne marked wrong with the tutor on');
  assert.ok(refused && replayed, 'a leave refused at a distance, and the leaver played his roll');
  // the other side takes the leaver's play: both boards alike
  const last = pages[to];
  await paste(last, text);
  await last.waitForFunction(() => document.body.dataset.corr && !document.getElementById('corr-error').textContent);
  const [ra, rb] = [await rolls(a), await rolls(b)];
  const k = Math.min(ra.length, rb.length) - 1;
  assert.ok(k > 10);
  assert.deepEqual(ra.slice(0, k), rb.slice(0, k), 'both sides on the same game');
  assert.deepEqual(errors.flat(), []);
});
