// The tablier drawn in SVG from an interchange position. It knows the board's geometry and nothing of
// the rules: which dame may go where comes in as `dests` (from the engine's plays), what was beaten as
// `highlights` (from the engine's analysis).
//
// Geometry, seen from White (orientation "white"; Black's view is the same turned half round, as a
// player sitting across the table sees it): White's flèches B1…B12 along the bottom, Black's N1…N12 along
// the top, both talons (B1, N1) at the left end by the bande de départ, both coins (B12, N12) at the
// right end; the bande between the two tables. Borne-off dames lie in a tray on the side where they
// leave the board: in Trictrac both sides bear off past their talons' end (White past N1, Black past
// B1), so one tray on the left holds both; in Jacquet White bears off past N1 (left) and Black past
// B12 (right, 003 MISE EN PLACE: Black's talon is N12 and its path ends at B12), so the board grows
// a second tray on the right for Black's.

import { translator } from './i18n.js';
import { adoptBoardStyle } from './board-style.js';
import { drawAnnotations } from './annotations.js';
import { drawChances } from './chances.js';
import { input } from './board-input.js';

import {
  TRAY, FRAME, FW, BANDE, BAND, L, GAP, WIDTH, HEIGHT, R, SHOWN, FLECHES, el, sideCounts, onBoard, isTalon, isCoin, widthOf, traySide, slot, colX, jetonX,
} from './board-geometry.js';

export { TRAY, WIDTH, HEIGHT, FLECHES, onBoard, widthOf, traySide } from './board-geometry.js';

export class Board {
  /**
   * @param {Element} container where the SVG goes
   * @param {object} opts {orientation, lang, interactive, labels, show, describedBy, onMove(from,to),
   *   onSelect(f), onRefused(from,to)}; `show` is the set of parts drawn (labels, dice, jetons; all
   *   by default), `describedBy` the id of the element that describes the position in words.
   */
  constructor(container, opts = {}) {
    this.container = container;
    this.opts = opts;
    this.orientation = opts.orientation === 'black' ? 'black' : 'white';
    this.lang = opts.lang || 'fr';
    this.t = translator(this.lang);
    this.interactive = !!opts.interactive;
    this.showNames = opts.labels !== false;
    this.show = opts.show instanceof Set ? opts.show : null; // null: every part
    this.arrows = []; // [[from, to]]: arrows drawn from one flèche (or the tray) to another
    this.marks = []; // flèches whose top dame is ringed
    this.highlighted = []; // flèches lit up
    this.chances = null; // the engine's chances of the coming throw, drawn as badges (chances.js)
    this.anchors = new Map(); // flèche → where its top dame and its tip are drawn (annotations.js)
    this.game = 'trictrac';
    this.width = WIDTH;
    this.position = null;
    this.dests = new Map();
    this.highlights = [];
    this.lastMoves = [];
    this.usedDice = [];
    this.selected = null;
    this.focusName = null;
    this.drag = null;
    adoptBoardStyle(container.getRootNode ? container.getRootNode() : document);
    this.live = document.createElement('div');
    this.live.className = 'tb-live';
    this.live.setAttribute('aria-live', 'polite');
    container.appendChild(this.live);
    this.svg = el('svg', {
      class: 'tb-svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: 'group',
      preserveAspectRatio: 'xMidYMid meet',
      ...(opts.describedBy ? { 'aria-describedby': opts.describedBy } : {}),
    });
    container.appendChild(this.svg);
    this.svg.addEventListener('keydown', (e) => this.onKey(e));
    this.svg.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.svg.addEventListener('pointermove', (e) => this.onPointerMove(e));
    this.svg.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
  }

  /**
   * Sets several things at once and draws once: {position, dests, highlights, lastMoves, usedDice,
   * interactive, arrows, marks, highlighted, show, labels, chances}; `chances` is the engine's
   * answer to `chances(position)` (or null), drawn as badges by chances.js.
   */
  update(o = {}) {
    if ('interactive' in o) {
      this.interactive = !!o.interactive;
      if (!this.interactive) this.selected = null;
    }
    if ('dests' in o) {
      this.dests = o.dests instanceof Map ? o.dests : new Map(Object.entries(o.dests || {}));
      if (this.selected && !this.dests.has(this.selected)) this.selected = null;
    }
    if ('highlights' in o) this.highlights = o.highlights || [];
    if ('lastMoves' in o) this.lastMoves = o.lastMoves || [];
    if ('usedDice' in o) this.usedDice = o.usedDice || [];
    if ('position' in o) this.position = o.position;
    if ('arrows' in o) this.arrows = o.arrows || [];
    if ('marks' in o) this.marks = o.marks || [];
    if ('highlighted' in o) this.highlighted = o.highlighted || [];
    if ('chances' in o) this.chances = o.chances || null;
    if ('show' in o) this.show = o.show instanceof Set ? o.show : null;
    if ('labels' in o) this.showNames = o.labels !== false;
    this.render();
  }

  setPosition(position) {
    this.position = position;
    this.render();
  }
  /** dests: Map or object flèche → array of destinations (flèche names or "off"). */
  setDests(dests) {
    this.dests = dests instanceof Map ? dests : new Map(Object.entries(dests || {}));
    if (this.selected && !this.dests.has(this.selected)) this.selected = null;
    this.render();
  }
  /** highlights: [{at, kind: 'battre-dame'|'battre-dame-a-faux'|'battre-coin'}] */
  setHighlights(list) {
    this.highlights = list || [];
    this.render();
  }
  setLastMoves(moves) {
    this.lastMoves = moves || [];
    this.render();
  }
  setUsedDice(used) {
    this.usedDice = used || [];
    this.render();
  }
  setOrientation(o) {
    this.orientation = o === 'black' ? 'black' : 'white';
    this.render();
  }
  setLang(lang) {
    this.lang = lang;
    this.t = translator(lang);
    this.render();
  }
  setInteractive(on) {
    this.interactive = !!on;
    if (!on) this.selected = null;
    this.render();
  }
  select(name) {
    this.selected = name && this.dests.has(name) ? name : null;
    this.render();
    if (this.opts.onSelect) this.opts.onSelect(this.selected);
  }

  /** Turns a point from White's view into the present orientation (half a turn for Black). */
  p(x, y) {
    return this.orientation === 'black' ? [this.width - x, HEIGHT - y] : [x, y];
  }

  /** Whether a part (labels, dice, jetons) is drawn. */
  shows(part) {
    if (part === 'labels' && !this.showNames) return false;
    return !this.show || this.show.has(part);
  }

  render() {
    const svg = this.svg;
    const t = this.t;
    const hadFocus = this.container.getRootNode().activeElement;
    const inSvg = hadFocus && hadFocus.closest && hadFocus.closest('.tb-svg') === svg;
    const focusedName = inSvg ? hadFocus.dataset.fleche : null;
    const focusedChance = inSvg ? hadFocus.dataset.chance : null;
    this.chanceTip = null;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute('class', 'tb-svg' + (this.interactive ? ' tb-interactive' : ''));
    svg.setAttribute(
      'aria-label',
      t('board.label', { side: t(this.orientation === 'black' ? 'side.black' : 'side.white') }),
    );
    const pos = this.position || { white: { B1: 15 }, black: { N1: 15 } };
    // Jacquet (003): talons B1 and N12, and no coin de repos: it changes only the names marked.
    this.game = pos.game === 'jacquet' ? 'jacquet' : 'trictrac';
    this.width = widthOf(this.game);
    svg.setAttribute('viewBox', `0 0 ${this.width} ${HEIGHT}`);
    svg.dataset.game = this.game;
    const white = sideCounts(pos, 'white');
    const black = sideCounts(pos, 'black');

    this.drawFrame();
    const beaten = new Map();
    for (const h of this.highlights) if (h.at) beaten.set(String(h.at).toUpperCase(), h.kind);
    const destSet = new Set(this.selected ? this.dests.get(this.selected) || [] : []);
    const last = new Set(this.lastMoves.flatMap((m) => [m[0], m[1]]));

    if (!this.focusName) this.focusName = 'B1';
    this.anchors = new Map();
    for (const name of FLECHES) {
      const n = white[name] || black[name] || 0;
      const side = white[name] ? 'white' : black[name] ? 'black' : null;
      this.drawFleche(name, side, n, {
        movable: this.dests.has(name),
        selected: this.selected === name,
        dest: destSet.has(name),
        beaten: beaten.get(name),
        last: last.has(name),
      });
    }
    const off = { white: 15 - onBoard(pos, 'white'), black: 15 - onBoard(pos, 'black') };
    if (this.game === 'jacquet') {
      // one tray per side, where it bears off; the mover's is the destination 'off'
      const mover = pos.turn === 'black' ? 'black' : 'white';
      for (const side of ['white', 'black']) {
        this.drawTray({ [side]: off[side] }, traySide(this.game, side), side === mover, side === mover && destSet.has('off'));
      }
    } else this.drawTray(off, 'left', true, destSet.has('off'));
    if (pos.game !== 'jacquet' && this.shows('jetons')) this.drawScore(pos.score || {});
    if (this.shows('dice')) this.drawDice(pos.dice);
    else el('g', { class: 'tb-dice', role: 'img', 'aria-label': t('board.nodice') }, svg);
    drawAnnotations(this, el);
    drawChances(this, el);
    if (focusedName) {
      const target = svg.querySelector(`[data-fleche="${focusedName}"]`);
      if (target) target.focus({ preventScroll: true });
    } else if (focusedChance) {
      const target = [...svg.querySelectorAll('[data-chance]')].find((b) => b.dataset.chance === focusedChance);
      if (target) target.focus({ preventScroll: true });
    }
  }

  drawFrame() {
    const svg = this.svg;
    el('rect', { class: 'tb-frame', x: 0, y: 0, width: this.width, height: HEIGHT, rx: 10 }, svg);
    // the two tables
    for (const half of [0, 1]) {
      const x0 = TRAY + FRAME + half * (6 * FW + BANDE);
      const [ax, ay] = this.p(x0, BAND);
      const [bx, by] = this.p(x0 + 6 * FW, HEIGHT - BAND);
      el('rect', { class: 'tb-felt', x: Math.min(ax, bx), y: Math.min(ay, by), width: 6 * FW, height: HEIGHT - 2 * BAND }, svg);
    }
    // the bande de sortie under each tray (Jacquet's second one past B12 and N12)
    for (const x0 of this.game === 'jacquet' ? [0, WIDTH] : [0]) {
      const [t1] = this.p(x0 + 4, 0);
      const [t2] = this.p(x0 + TRAY - 4, 0);
      el('rect', { class: 'tb-bande tb-sortie', x: Math.min(t1, t2), y: 4, width: TRAY - 8, height: HEIGHT - 8, rx: 6 }, svg);
    }
  }

  drawFleche(name, side, n, st) {
    const svg = this.svg;
    const t = this.t;
    const { col, row } = slot(name);
    const cx = colX(col);
    const base = row === 'bottom' ? HEIGHT - BAND : BAND;
    const dir = row === 'bottom' ? -1 : 1; // from the base towards the tip
    const tip = base + dir * L;
    const g = el('g', {
      class: 'tb-fleche' + (st.movable ? ' tb-movable' : '') + (st.dest ? ' tb-dest' : ''),
      'data-fleche': name,
      'data-count': n,
      'data-side': side || '',
      role: 'button',
      tabindex: this.focusName === name ? 0 : -1,
    }, svg);
    // colours alternate along a row and face each other crosswise
    const colour = (col + (row === 'top' ? 1 : 0)) % 2 === 0 ? 'tb-fl-a' : 'tb-fl-b';
    const pts = [this.p(cx - FW / 2 + 2, base), this.p(cx + FW / 2 - 2, base), this.p(cx, tip)];
    el('polygon', { class: colour, points: pts.map((q) => q.join(',')).join(' ') }, g);
    if (st.last) el('polygon', { class: 'tb-last', points: pts.map((q) => q.join(',')).join(' ') }, g);
    // the hit area covers the flèche and half the gap, so that a tap near a tip counts
    const [hx1, hy1] = this.p(cx - FW / 2, base);
    const [hx2, hy2] = this.p(cx + FW / 2, base + dir * (L + GAP / 2));
    el('rect', { class: 'tb-hit', x: Math.min(hx1, hx2), y: Math.min(hy1, hy2), width: FW, height: L + GAP / 2 }, g);
    const [fx1, fy1] = this.p(cx - FW / 2 + 3, base);
    const [fx2, fy2] = this.p(cx + FW / 2 - 3, base + dir * (L + 4));
    el('rect', { class: 'tb-focus', x: Math.min(fx1, fx2), y: Math.min(fy1, fy2), width: FW - 6, height: L + 4, rx: 6 }, g);

    // names in the band, at each flèche's foot
    if (this.shows('labels')) {
      const special = isTalon(this.game, name) || isCoin(this.game, name);
      const [nx, ny] = this.p(cx, base - dir * 12);
      const label = el('text', { class: 'tb-name' + (special ? ' tb-special' : ''), x: nx, y: ny }, svg);
      label.textContent = name;
    }

    // dames laid flat along the flèche, up to five, then counted (000 POSITIONNEMENT DES DAMES)
    const shown = Math.min(n, SHOWN);
    const step = shown > 1 ? Math.min(2 * R, (L - 2 * R - 4) / (shown - 1)) : 0;
    let topCentre = null;
    for (let i = 0; i < shown; i++) {
      const [dx, dy] = this.p(cx, base + dir * (R + 2 + i * step));
      el('circle', { class: `tb-dame tb-dame-${side}`, cx: dx, cy: dy, r: R }, g);
      el('circle', { class: 'tb-dame-inner', cx: dx, cy: dy, r: R - 8, stroke: side === 'white' ? '#3a2a1a' : '#d9c7a3' }, g);
      topCentre = [dx, dy];
    }
    if (n >= SHOWN && topCentre) {
      const txt = el('text', { class: `tb-count tb-count-${side}`, x: topCentre[0], y: topCentre[1] }, g);
      txt.textContent = String(n);
    }
    if (st.selected && topCentre) el('circle', { class: 'tb-selected-ring', cx: topCentre[0], cy: topCentre[1], r: R + 4 }, g);
    // a roll to play: the dames that may move are ringed until one is picked up
    else if (st.movable && this.interactive && !this.selected && topCentre) {
      el('circle', { class: 'tb-movable-ring', cx: topCentre[0], cy: topCentre[1], r: R + 4 }, g);
    }
    const [tx, ty] = this.p(cx, tip);
    const [bx, by] = this.p(cx, base);
    this.anchors.set(name, { dame: topCentre, tip: [tx, ty], base: [bx, by], free: this.p(cx, base + dir * (R + 2)), r: R });
    if (st.beaten === 'battre-coin') {
      const q = [this.p(cx - FW / 2 + 4, base), this.p(cx + FW / 2 - 4, base), this.p(cx, tip + dir * -6)];
      el('polygon', { class: 'tb-coin-beaten', points: q.map((z) => z.join(',')).join(' ') }, g);
    } else if (st.beaten && topCentre) {
      el('circle', {
        class: 'tb-beaten-ring' + (st.beaten === 'battre-dame-a-faux' ? ' tb-faux' : ''),
        cx: topCentre[0], cy: topCentre[1], r: R + 5,
      }, g);
    }
    if (st.dest) {
      const [mx, my] = this.p(cx, base + dir * (R + 2 + Math.min(n, SHOWN - 1) * (n ? Math.max(step, 2 * R * 0.8) : 0)));
      el('circle', { class: 'tb-dest-mark', cx: mx, cy: my, r: 12 }, g);
    }

    // what a screen reader says
    const parts = [name];
    if (isTalon(this.game, name)) parts.push(t('fleche.talon'));
    if (isCoin(this.game, name)) parts.push(t('fleche.coin'));
    if (n === 0) parts.push(t('fleche.empty'));
    else {
      const kind = n === 1 ? 'fleche.half' : n === 2 ? 'fleche.full' : 'fleche.surcase';
      parts.push(`${n} ${t(side === 'white' ? 'side.white.dames' : 'side.black.dames')}, ${t(kind)}`);
    }
    if (st.movable && this.interactive && !st.selected) parts.push(t('board.movable'));
    if (st.selected) parts.push(t('board.selected'));
    if (st.dest) parts.push(t('board.dest'));
    if (st.beaten === 'battre-dame') parts.push(t('board.beaten'));
    if (st.beaten === 'battre-dame-a-faux') parts.push(t('board.beaten.faux'));
    g.setAttribute('aria-label', parts.join(', '));
    if (st.dest || st.movable) g.setAttribute('aria-pressed', st.selected ? 'true' : 'false');
    if (!this.interactive) g.setAttribute('role', 'img');
  }

  /**
   * A tray of borne-off dames: `off` holds the count of each side laid there ({white, black} in
   * Trictrac, one side in Jacquet), `at` is 'left' or 'right' as seen from White. The tray that
   * takes the mover's dames is the destination 'off' (clicks, keyboard); another is only shown.
   */
  drawTray(off, at, target, isDest) {
    const svg = this.svg;
    const t = this.t;
    const x0 = at === 'right' ? WIDTH : 0;
    const sides = Object.keys(off);
    const g = el('g', {
      class: 'tb-tray' + (isDest ? ' tb-dest' : ''),
      'data-tray': sides.length === 1 ? sides[0] : 'both',
      'data-at': at,
      ...(target ? { 'data-fleche': 'off', role: 'button', tabindex: this.focusName === 'off' ? 0 : -1 } : { role: 'img' }),
    }, svg);
    if (!this.interactive) g.setAttribute('role', 'img');
    const [x1, y1] = this.p(x0 + 4, 4);
    const [x2, y2] = this.p(x0 + TRAY - 4, HEIGHT - 4);
    el('rect', { class: 'tb-hit', x: Math.min(x1, x2), y: Math.min(y1, y2), width: TRAY - 8, height: HEIGHT - 8 }, g);
    if (target) el('rect', { class: 'tb-focus', x: Math.min(x1, x2), y: Math.min(y1, y2), width: TRAY - 8, height: HEIGHT - 8, rx: 6 }, g);
    // White leaves the board past N1 (top, seen from White); Black past B1 in Trictrac (bottom
    // left), past B12 in Jacquet (bottom right): each pile grows from its own row's band
    const piles = [
      ['white', off.white, BAND + 8, 1],
      ['black', off.black, HEIGHT - BAND - 8, -1],
    ].filter(([, n]) => n !== undefined);
    for (const [side, n, y0, dir] of piles) {
      for (let i = 0; i < n; i++) {
        const [px, py] = this.p(x0 + TRAY / 2, y0 + dir * i * 11);
        el('rect', { class: `tb-off-dame tb-off-dame-${side}`, x: px - 20, y: py - 4.5, width: 40, height: 9, rx: 3 }, g);
      }
      if (n > 0) {
        const [px, py] = this.p(x0 + TRAY / 2, y0 + dir * (n * 11 + 10));
        const txt = el('text', { class: 'tb-off-count', x: px, y: py + 5 }, g);
        txt.textContent = String(n);
      }
    }
    if (isDest) {
      const [mx, my] = this.p(x0 + TRAY / 2, HEIGHT / 2);
      el('circle', { class: 'tb-dest-mark', cx: mx, cy: my, r: 14 }, g);
    }
    const dames = (n) => (n === 1 ? t('dame.one') : t('dame.many'));
    const label = piles.map(([side, n]) => `${t(side === 'white' ? 'side.white' : 'side.black')} ${n} ${dames(n)}`).join(', ');
    g.setAttribute('aria-label', `${t('board.off')}: ${label}` + (isDest ? `, ${t('board.dest')}` : ''));
  }

  drawScore(score) {
    const svg = this.svg;
    const t = this.t;
    const other = { white: 'black', black: 'white' };
    for (const side of ['white', 'black']) {
      const s = score[side] || {};
      const points = Math.max(0, Math.min(11, Number(s.points) || 0));
      const holes = Math.max(0, Math.min(12, Number(s.holes) || 0));
      const bredouille = s.bredouille !== false;
      const otherPts = Number((score[other[side]] || {}).points) || 0;
      // the second side to mark in a series marks with the double jeton, "la bredouille" (000 JEU ou TROU)
      const doubleJeton = bredouille && points > 0 && otherPts > 0;
      const g = el('g', {
        class: `tb-score tb-score-${side}`,
        role: 'img',
        'data-points': points,
        'data-holes': holes,
        'data-bredouille': bredouille ? 'true' : 'false',
      }, svg);
      const sideName = t(side === 'white' ? 'side.white' : 'side.black');
      g.setAttribute(
        'aria-label',
        t(bredouille && points > 0 ? 'board.jeton.bredouille' : 'board.jeton', { side: sideName, points }) +
          '. ' + t('board.fichet', { side: sideName, holes }),
      );
      // the jeton, on its owner's side of the gap
      const yj = side === 'white' ? HEIGHT - BAND - L - 22 : BAND + L + 22;
      const [jx, jy] = this.p(jetonX(points), yj);
      if (doubleJeton) {
        el('circle', { class: `tb-jeton-${side}`, cx: jx + 5, cy: jy - 5, r: 14 }, g);
      }
      el('circle', { class: `tb-jeton-${side}`, cx: jx, cy: jy, r: 14 }, g);
      const jt = el('text', { class: 'tb-jeton-text' + (side === 'black' ? ' tb-on-black' : ''), x: jx, y: jy }, g);
      jt.textContent = String(points);
      // the fichet's trous along the owner's band, counted from the talon; trou 0 is where it rests
      const yh = side === 'white' ? HEIGHT - 12 : 12;
      for (let i = 0; i <= 12; i++) {
        const x = i === 0 ? TRAY + FRAME / 2 : colX(i - 1);
        const [hx, hy] = this.p(x, yh);
        el('circle', { class: 'tb-hole', cx: hx, cy: hy, r: 4 }, g);
      }
      const xf = holes === 0 ? TRAY + FRAME / 2 : colX(holes - 1);
      const [fx, fy] = this.p(xf, yh);
      el('circle', { class: `tb-fichet-${side}`, cx: fx, cy: fy, r: 8 }, g);
    }
  }

  drawDice(dice) {
    const svg = this.svg;
    const t = this.t;
    const g = el('g', { class: 'tb-dice', role: 'img' }, svg);
    if (!Array.isArray(dice) || dice.length < 2) {
      g.setAttribute('aria-label', t('board.nodice'));
      return;
    }
    g.setAttribute('aria-label', t('board.dice', { a: dice[0], b: dice[1] }));
    g.dataset.dice = `${dice[0]}-${dice[1]}`;
    const used = [...this.usedDice];
    const S = 46;
    const cy = BAND + L + GAP / 2;
    const cx0 = colX(8) + FW / 2;
    dice.slice(0, 2).forEach((d, i) => {
      const k = used.indexOf(d);
      const isUsed = k >= 0;
      if (isUsed) used.splice(k, 1);
      const [x, y] = this.p(cx0 + (i === 0 ? -S * 0.7 : S * 0.7), cy);
      const dg = el('g', { 'data-die': d }, g);
      el('rect', { class: 'tb-die' + (isUsed ? ' tb-used' : ''), x: x - S / 2, y: y - S / 2, width: S, height: S, rx: 8 }, dg);
      const o = S * 0.26;
      const pipsAt = {
        1: [[0, 0]],
        2: [[-1, -1], [1, 1]],
        3: [[-1, -1], [0, 0], [1, 1]],
        4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
        5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
        6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
      }[d] || [];
      for (const [a, b] of pipsAt) {
        el('circle', { class: 'tb-pip' + (isUsed ? ' tb-used' : ''), cx: x + a * o, cy: y + b * o, r: 4.6, opacity: isUsed ? 0.35 : 1 }, dg);
      }
    });
  }
}

// The reader's hand: click, tap, drag or keyboard (board-input.js).
Object.assign(Board.prototype, input);
