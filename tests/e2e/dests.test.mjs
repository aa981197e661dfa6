// The board's lit destinations are the game's own legal moves, under the game's options: the
// provinciale rule of bearing off (000 SORTIE, docs/rulings.md 18) and Jacquet's bouchon
// forbidden (003 VARIANTE BOUCHON). Over dozens of positions, the destinations the board lights
// for each dame (by keyboard: Enter lifts it, the lit flèches are read, Escape puts it down) are
// those the game answers (`destinations`, walked on as the page walks a tout d'une), and each is
// a move the game accepts. Where the stateless rules (the main ones) would light another set, the
// board follows the game: the cases counted here lit a move the game refuses before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** A small seeded generator, so that every run sees the same positions. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A Trictrac position of White bearing off: 1 to 15 dames in the jan de retour (N1–N6), Black's at home. */
function bearingOff(random) {
  const white = {};
  const n = 1 + Math.floor(random() * 15);
  for (let i = 0; i < n; i++) {
    const f = `N${1 + Math.floor(random() * 6)}`;
    white[f] = (white[f] || 0) + 1;
  }
  const dice = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
  return { position: { turn: 'white', white, black: { B2: 3, B3: 3, B4: 3, B5: 3, B6: 3 } }, dice };
}

/** The page's game replaced by `window.__match` (made in the page), drawn for White to move. */
async function install(page, game) {
  await page.evaluate((game) => {
    // the page's own way to put a game on screen: everything of the game before cleared
    window.tablier.session.startGame(window.__match, { game });
    document.body.dataset.game = game;
    window.tablier.refresh();
  }, game);
}

/**
 * What the board lights now: each movable dame's flèche → its lit destinations (sorted), lifting
 * each dame by keyboard and putting it down again.
 */
async function litOnBoard(page) {
  const froms = await page.$$eval('#board .tb-fleche.tb-movable', (gs) => gs.map((g) => g.dataset.fleche));
  const lit = {};
  for (const from of froms.sort()) {
    await page.focus(`#board [data-fleche="${from}"]`);
    await page.keyboard.press('Enter');
    lit[from] = await page.$$eval('#board .tb-dest', (gs) => gs.map((g) => g.dataset.fleche || 'off').sort());
    await page.keyboard.press('Escape');
  }
  return lit;
}

/**
 * The game's answer, in the page: each dame's destinations after no move, walked on through the
 * game's `destinations` as far as one dame may go on (tout d'une); each single move checked by the
 * game's `refusal`; and the same walk by the stateless rules (the main ones), to count the
 * positions where they differ.
 */
async function gameAnswer(page) {
  return page.evaluate(() => {
    const m = window.__match;
    const walk = (next) => {
      const out = {};
      const go = (from, at, made, depth) => {
        let d = {};
        try {
          d = next(made) || {};
        } catch (_) {
          d = {};
        }
        for (const to of d[at] || []) {
          (out[from] ??= new Set()).add(to);
          if (to !== 'off' && depth < 3) go(from, to, [...made, [at, to]], depth + 1);
        }
      };
      for (const from of Object.keys(next([]) || {})) go(from, from, [], 0);
      return Object.fromEntries(Object.entries(out).map(([f, s]) => [f, [...s].sort()]));
    };
    const position = m.position();
    const game = walk((made) => m.game.destinations(made));
    const stateless = walk((made) => m.engine.destinations(position, made));
    const refused = [];
    for (const [from, tos] of Object.entries(m.game.destinations([]))) {
      for (const to of tos) {
        const r = m.game.refusal([], [from, to]);
        if (r) refused.push(`${from}>${to}: ${r.code}`);
      }
    }
    const plays = m.game.plays();
    const fromsOfPlays = new Set(plays.flatMap((p) => p.moves.map((mv) => mv[0])));
    const strayFroms = Object.keys(game).filter((f) => !fromsOfPlays.has(f));
    return { game, stateless, refused, strayFroms, plays: plays.length };
  });
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

test('under the provinciale rule the board lights the game\'s moves, not the parisienne ones', async () => {
  const { page, errors } = await openPage(browser, 'lang=en&seed=3');
  const random = rng(27);
  let checked = 0;
  let differing = 0;
  for (let i = 0; checked < 40 && i < 400; i++) {
    const { position, dice } = bearingOff(random);
    const moving = await page.evaluate(
      async ({ position, dice }) => {
        const { Match } = await import('./game.js');
        const st = window.tablier.state;
        const m = new Match(st.engine, { position, rules: { provinciale: true } });
        m.roll(dice);
        window.__match = m;
        return m.game.phase() === 'play' && m.plays().length > 0;
      },
      { position, dice },
    );
    if (!moving) continue;
    await install(page, 'trictrac');
    const answer = await gameAnswer(page);
    const lit = await litOnBoard(page);
    const where = `${JSON.stringify(position.white)} ${dice}`;
    assert.deepEqual(lit, answer.game, `the board lights the game's moves (${where})`);
    assert.deepEqual(answer.refused, [], `the game accepts each move it offers (${where})`);
    assert.deepEqual(answer.strayFroms, [], `each dame lit moves in one of the game's plays (${where})`);
    if (!same(answer.game, answer.stateless)) differing++;
    checked++;
  }
  assert.ok(checked >= 40, `${checked} positions checked`);
  // 000 SORTIE "Jadis la règle dite provinciale…": the sortant number played inside, not off
  assert.ok(differing >= 5, `positions where the parisienne rule lights other moves: ${differing}`);
  console.log(`provinciale: ${checked} positions, ${differing} where the parisienne rule lights other moves`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('in Jacquet with the bouchon forbidden the board lights the partie\'s moves, not the main rules\'', async () => {
  const { page, errors } = await openPage(browser, 'lang=en&seed=3');
  await page.evaluate(async () => {
    const { JacquetMatch } = await import('./game.js');
    window.__match = new JacquetMatch(window.tablier.state.engine, { seed: 27, target: 25, options: { bouchon: 'forbidden' } });
  });
  let checked = 0;
  let differing = 0;
  for (let guard = 0; guard < 3000 && (checked < 40 || differing < 3); guard++) {
    // the partie goes on by the computer's plays; White's rolls are shown to the board
    const step = await page.evaluate(() => {
      const m = window.__match;
      const ph = m.game.phase();
      if (ph === 'over') return 'over';
      if (ph === 'first') m.firstThrow();
      else if (ph === 'roll') m.roll();
      else if (m.position().turn === 'white' && m.plays().length > 0) return 'white';
      else m.play(m.plays().length ? m.computerPlay() : { moves: [] });
      return 'on';
    });
    if (step === 'over') break;
    if (step !== 'white') continue;
    const answer = await gameAnswer(page);
    const differs = !same(answer.game, answer.stateless);
    // every differing roll is shown to the board, and the first forty of the others
    if (differs || checked < 40) {
      await install(page, 'jacquet');
      const lit = await litOnBoard(page);
      assert.deepEqual(lit, answer.game, `the board lights the partie's moves (${JSON.stringify(await page.evaluate(() => window.__match.position()))})`);
      assert.deepEqual(answer.refused, []);
      assert.deepEqual(answer.strayFroms, []);
      checked++;
      if (differs) differing++;
    }
    await page.evaluate(() => {
      const m = window.__match;
      m.play(m.computerPlay());
    });
  }
  assert.ok(checked >= 40, `${checked} positions checked`);
  // 003 VARIANTE BOUCHON "Il est interdit de créer un bouchon": the main rules light the wall's move
  assert.ok(differing >= 3, `rolls where the main rules light a move forming a bouchon: ${differing}`);
  console.log(`bouchon forbidden: ${checked} positions, ${differing} where the main rules light other moves`);
  assert.deepEqual(errors, []);
  await page.close();
});
