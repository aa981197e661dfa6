// Where the borne-off dames are drawn: in a tray on the side of the board where each side bears
// off, in Trictrac (both sides past their talons: White past N1, Black past B1) and in Jacquet
// (003: White past N1, Black past B12), seen from either side of the table (the board turns half
// round). Measured on screen: the tray holding a side's dames lies beyond the flèche that side
// bears off from, outside every flèche, in that flèche's row.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, watchErrors } from './helpers.mjs';

let browser;
let page;
let errors;
before(async () => {
  browser = await launch();
  page = await browser.context.newPage();
  errors = watchErrors(page);
  await page.goto(BASE + 'embed.html?lang=en');
  await page.waitForLoadState('load');
});
after(async () => {
  await browser?.close();
});

// Each side has borne some dames off, the rest on the last flèche of its path.
const POSITIONS = {
  trictrac: { game: 'trictrac', turn: 'white', white: { N1: 10 }, black: { B1: 12 } },
  jacquet: { game: 'jacquet', turn: 'white', white: { N1: 10 }, black: { B12: 12 } },
};
const LAST = { trictrac: { white: 'N1', black: 'B1' }, jacquet: { white: 'N1', black: 'B12' } };

/** Draws the position on a fresh Board and measures the trays and flèches on screen. */
async function measure(position, orientation) {
  return page.evaluate(
    async ({ position, orientation }) => {
      const { Board } = await import('./board.js');
      document.getElementById('tray-test')?.remove();
      const div = document.createElement('div');
      div.id = 'tray-test';
      div.style.width = '900px';
      document.body.prepend(div);
      const board = new Board(div, { orientation, lang: 'en' });
      board.setPosition(position);
      const box = (e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, cx: (r.left + r.right) / 2, cy: (r.top + r.bottom) / 2 };
      };
      const fleches = Object.fromEntries(
        [...div.querySelectorAll('.tb-fleche')].map((g) => [g.dataset.fleche, box(g.querySelector('polygon'))]),
      );
      const piles = {};
      for (const side of ['white', 'black']) {
        const dames = [...div.querySelectorAll(`.tb-off-dame-${side}`)];
        const tray = dames.length ? dames[0].closest('.tb-tray') : null;
        piles[side] = {
          count: dames.length,
          dames: dames.map(box),
          tray: tray && box(tray.querySelector('.tb-hit')),
          label: tray && tray.getAttribute('aria-label'),
        };
      }
      const sorties = [...div.querySelectorAll('.tb-sortie')].map(box);
      return { fleches, piles, sorties, svg: box(div.querySelector('svg')) };
    },
    { position, orientation },
  );
}

for (const game of ['trictrac', 'jacquet']) {
  for (const orientation of ['white', 'black']) {
    test(`${game}, seen from ${orientation}: each side's borne-off dames lie past the flèche it bears off from`, async () => {
      const m = await measure(POSITIONS[game], orientation);
      const all = Object.values(m.fleches);
      const minLeft = Math.min(...all.map((b) => b.left));
      const maxRight = Math.max(...all.map((b) => b.right));
      const midY = (m.svg.top + m.svg.bottom) / 2;
      for (const side of ['white', 'black']) {
        const pile = m.piles[side];
        const expected = 15 - Object.values(POSITIONS[game][side]).reduce((a, b) => a + b, 0);
        assert.equal(pile.count, expected, `${side}'s borne-off dames are drawn`);
        assert.match(pile.label, new RegExp(`${side === 'white' ? 'White' : 'Black'} ${expected} dames`));
        const last = m.fleches[LAST[game][side]];
        // the last flèche is at one end of its row on screen; the tray lies beyond that end
        const atRight = last.cx > (minLeft + maxRight) / 2;
        if (atRight) assert.ok(pile.tray.left >= maxRight - 1, `${side}'s tray right of every flèche (${JSON.stringify(pile.tray)})`);
        else assert.ok(pile.tray.right <= minLeft + 1, `${side}'s tray left of every flèche (${JSON.stringify(pile.tray)})`);
        // and every dame of the pile is in the half of the board where that flèche is
        for (const d of pile.dames) {
          assert.equal(d.cy > midY, last.cy > midY, `${side}'s pile in the row of ${LAST[game][side]}`);
          assert.ok(atRight ? d.left >= maxRight - 1 : d.right <= minLeft + 1);
        }
        // a bande de sortie is drawn under that tray
        assert.ok(m.sorties.some((b) => b.left <= pile.tray.cx && pile.tray.cx <= b.right), 'a bande de sortie under the tray');
      }
      // Trictrac: one tray for both; Jacquet: one on each side of the board
      assert.equal(m.sorties.length, game === 'jacquet' ? 2 : 1);
      const sameSide = Math.abs(m.piles.white.tray.cx - m.piles.black.tray.cx) < 1;
      assert.equal(sameSide, game === 'trictrac');
    });
  }
}

test("Jacquet: Black bears off by keyboard into the tray past B12, on the right as White sees it", async () => {
  const seen = await page.evaluate(async () => {
    const { Board } = await import('./board.js');
    document.getElementById('tray-test')?.remove();
    const div = document.createElement('div');
    div.id = 'tray-test';
    div.style.width = '900px';
    document.body.prepend(div);
    const moves = [];
    const board = new Board(div, { orientation: 'white', lang: 'en', interactive: true, onMove: (f, t) => moves.push([f, t]) });
    board.update({
      position: { game: 'jacquet', turn: 'black', dice: [1, 2], white: { N1: 15 }, black: { B12: 12, B11: 3 } },
      dests: new Map([['B12', ['off']], ['B11', ['B12', 'off']]]),
    });
    const q = (n) => div.querySelector(`[data-fleche="${n}"]`);
    const key = (key) => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    board.focusOn('B12');
    key('Enter'); // picks up the dame of B12
    key('ArrowRight'); // to the tray beyond B12
    const focused = document.activeElement.dataset.fleche;
    const trayLabel = q('off').getAttribute('aria-label');
    const trayAt = q('off').dataset.at;
    key('Enter');
    return { moves, focused, trayLabel, trayAt };
  });
  assert.equal(seen.focused, 'off');
  assert.equal(seen.trayAt, 'right');
  assert.match(seen.trayLabel, /Borne off: Black 0 dames, possible destination/);
  assert.deepEqual(seen.moves, [['B12', 'off']]);
  assert.deepEqual(errors, []);
});
