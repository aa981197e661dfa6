// The tablier drawn in SVG from an interchange position (docs/interchange.md). It knows the board's geometry and nothing of
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

const SVG_NS = 'http://www.w3.org/2000/svg';

export const TRAY = 58; // borne-off dames
const FRAME = 28; // lateral bands (bande de départ, far band)
const FW = 64; // one flèche's width
const BANDE = 30; // the bande between the two tables
const BAND = 46; // top and bottom bands: flèche names and the fichet's trous
const L = 226; // a flèche's length
const GAP = 112; // between the tips: jetons and dice
/** The board's width with one tray (Trictrac); Jacquet adds a tray on the right (`widthOf`). */
export const WIDTH = TRAY + FRAME + 12 * FW + BANDE + FRAME;
export const HEIGHT = BAND + L + GAP + L + BAND;
const R = 27; // a dame's radius
const SHOWN = 5; // "jusqu'à cinq" dames laid flat (000 POSITIONNEMENT DES DAMES); more are counted

export const FLECHES = [
  ...Array.from({ length: 12 }, (_, i) => `B${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `N${i + 1}`),
];

export const BOARD_CSS = `
.tb-svg { display: block; width: 100%; height: auto; max-height: 100%; touch-action: none; user-select: none;
  -webkit-user-select: none; font-family: var(--tablier-font, system-ui, sans-serif); }
.tb-frame { fill: var(--tablier-frame, #6b3f22); }
.tb-felt { fill: var(--tablier-felt, #2f5d3a); }
.tb-bande { fill: var(--tablier-bande, #5a341b); }
.tb-fl-a { fill: var(--tablier-fleche-a, #e9d8b0); }
.tb-fl-b { fill: var(--tablier-fleche-b, #9c2f2a); }
.tb-name { fill: var(--tablier-name, #f3e6cc); font-size: 13px; text-anchor: middle; dominant-baseline: middle; }
.tb-name.tb-special { font-weight: 700; }
.tb-hole { fill: var(--tablier-hole, #2a170b); }
.tb-fichet-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 2; }
.tb-fichet-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 2; }
.tb-dame-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 2; }
.tb-dame-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 2; }
.tb-dame-inner { fill: none; stroke-width: 1.5; opacity: .45; }
.tb-dame-white + .tb-dame-inner, .tb-count-white { stroke: var(--tablier-white-edge, #3a2a1a); }
.tb-count { font-size: 20px; font-weight: 700; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.tb-count-white { fill: var(--tablier-white-edge, #3a2a1a); stroke: none; }
.tb-count-black { fill: var(--tablier-black-edge, #f0e2c4); }
.tb-off-dame-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 1; }
.tb-off-dame-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 1; }
.tb-off-count { font-size: 15px; font-weight: 700; text-anchor: middle; fill: var(--tablier-name, #f3e6cc); }
.tb-die { fill: var(--tablier-die, #fffdf6); stroke: #222; stroke-width: 2; }
.tb-die.tb-used { opacity: .35; }
.tb-pip { fill: var(--tablier-pip, #1b1b1b); }
.tb-jeton-white { fill: var(--tablier-jeton-white, #e8c547); stroke: #3a2a1a; stroke-width: 2; }
.tb-jeton-black { fill: var(--tablier-jeton-black, #3f6fb5); stroke: #f0e2c4; stroke-width: 2; }
.tb-jeton-text { font-size: 13px; font-weight: 700; text-anchor: middle; dominant-baseline: central; fill: #111; pointer-events: none; }
.tb-jeton-black + .tb-jeton-text, .tb-jeton-text.tb-on-black { fill: #fff; }
.tb-hit { fill: transparent; cursor: default; }
.tb-interactive .tb-movable .tb-hit, .tb-interactive .tb-dest .tb-hit { cursor: pointer; }
.tb-dest-mark { fill: var(--tablier-dest, #5fd35f); opacity: .85; pointer-events: none; }
.tb-selected-ring { fill: none; stroke: var(--tablier-selected, #ffd400); stroke-width: 5; pointer-events: none; }
.tb-beaten-ring { fill: none; stroke: var(--tablier-beaten, #ff3b30); stroke-width: 5; pointer-events: none; }
.tb-beaten-ring.tb-faux { stroke: var(--tablier-beaten-faux, #ff9f0a); stroke-dasharray: 8 5; }
.tb-coin-beaten { fill: none; stroke: var(--tablier-beaten, #ff3b30); stroke-width: 4; stroke-dasharray: 10 6; pointer-events: none; }
.tb-last { fill: none; stroke: var(--tablier-last, #7ec8ff); stroke-width: 4; opacity: .8; pointer-events: none; }
.tb-focus { fill: none; stroke: var(--tablier-focus, #4da3ff); stroke-width: 4; pointer-events: none; display: none; }
.tb-fleche:focus { outline: none; }
.tb-fleche:focus-visible .tb-focus, .tb-fleche.tb-kbd-focus .tb-focus, .tb-tray:focus-visible .tb-focus { display: block; }
.tb-tray:focus { outline: none; }
.tb-drag { pointer-events: none; opacity: .9; }
.tb-refused { animation: tb-shake .35s; }
@keyframes tb-shake { 0%,100% { transform: translateX(0); } 25% { transform: translateX(-6px); } 75% { transform: translateX(6px); } }
@media (prefers-reduced-motion: reduce) { .tb-refused { animation: none; } }
.tb-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** Ensures the board's stylesheet is in `root` (a document or a shadow root) once. */
export function installBoardStyle(root = document) {
  const host = root.head || root;
  if (host.querySelector && host.querySelector('style[data-tablier-board]')) return;
  const style = document.createElement('style');
  style.dataset.tablierBoard = '';
  style.textContent = BOARD_CSS;
  host.appendChild(style);
}

function el(name, attrs = {}, parent) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** Counts of one side's dames on the board, whatever the spelling of the entry. */
function sideCounts(position, side) {
  const raw = (position && position[side]) || {};
  const out = {};
  for (const [k, v] of Object.entries(raw)) {
    const n = Number(v);
    if (n > 0) out[k.toUpperCase()] = n;
  }
  return out;
}

export function onBoard(position, side) {
  return Object.values(sideCounts(position, side)).reduce((a, b) => a + b, 0);
}

/** The talons: B1 and N1 in Trictrac; B1 and N12 in Jacquet (docs/interchange.md). */
function isTalon(game, name) {
  return name === 'B1' || name === (game === 'jacquet' ? 'N12' : 'N1');
}

/** The coins de repos: Trictrac's B12 and N12; Jacquet has none. */
function isCoin(game, name) {
  return game !== 'jacquet' && (name === 'B12' || name === 'N12');
}

/** The board's width for a game: Jacquet has a second tray, past B12 and N12. */
export function widthOf(game) {
  return game === 'jacquet' ? WIDTH + TRAY : WIDTH;
}

/**
 * Where each side's borne-off dames lie, as seen from White: 'left' (past B1 and N1) or 'right'
 * (past B12 and N12). Trictrac: both left. Jacquet: White left (past N1), Black right (past B12).
 */
export function traySide(game, side) {
  return game === 'jacquet' && side === 'black' ? 'right' : 'left';
}

/** Column (0 = next to the talons) and row of a flèche, as seen from White. */
function slot(name) {
  const k = Number(name.slice(1));
  return { col: k - 1, row: name[0] === 'B' ? 'bottom' : 'top' };
}

function colX(col) {
  return TRAY + FRAME + col * FW + (col >= 6 ? BANDE : 0) + FW / 2;
}

/** x of the boundary after the p-th flèche from the talons: where a jeton of p points sits
 * (000 UTILISATION DES JETONS: 2 between the 2nd and 3rd flèche, 6 against the bande, 8 past it…). */
function jetonX(points) {
  if (points <= 0) return TRAY + FRAME / 2;
  if (points === 6) return TRAY + FRAME + 6 * FW + BANDE / 2;
  const p = Math.min(points, 11.5);
  return TRAY + FRAME + p * FW + (p > 6 ? BANDE : 0);
}

export class Board {
  /**
   * @param {Element} container where the SVG goes
   * @param {object} opts {orientation, lang, interactive, labels, onMove(from,to), onSelect(f), onRefused(from,to)}
   */
  constructor(container, opts = {}) {
    this.container = container;
    this.opts = opts;
    this.orientation = opts.orientation === 'black' ? 'black' : 'white';
    this.lang = opts.lang || 'fr';
    this.t = translator(this.lang);
    this.interactive = !!opts.interactive;
    this.showNames = opts.labels !== false;
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
    installBoardStyle(container.getRootNode ? container.getRootNode() : document);
    this.live = document.createElement('div');
    this.live.className = 'tb-live';
    this.live.setAttribute('aria-live', 'polite');
    container.appendChild(this.live);
    this.svg = el('svg', {
      class: 'tb-svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: 'group',
      preserveAspectRatio: 'xMidYMid meet',
    });
    container.appendChild(this.svg);
    this.svg.addEventListener('keydown', (e) => this.onKey(e));
    this.svg.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.svg.addEventListener('pointermove', (e) => this.onPointerMove(e));
    this.svg.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
  }

  /** Sets several things at once and draws once: {position, dests, highlights, lastMoves, usedDice, interactive}. */
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

  render() {
    const svg = this.svg;
    const t = this.t;
    const hadFocus = this.container.getRootNode().activeElement;
    const focusedName =
      hadFocus && hadFocus.closest && hadFocus.closest('.tb-svg') === svg ? hadFocus.dataset.fleche : null;
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
    if (pos.game !== 'jacquet') this.drawScore(pos.score || {});
    this.drawDice(pos.dice);
    if (focusedName) {
      const target = svg.querySelector(`[data-fleche="${focusedName}"]`);
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
    if (this.showNames) {
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
    if (st.selected) parts.push(t('board.selected'));
    if (st.dest) parts.push(t('board.dest'));
    if (st.beaten === 'battre-dame') parts.push(t('board.beaten'));
    if (st.beaten === 'battre-dame-a-faux') parts.push(t('board.beaten.faux'));
    g.setAttribute('aria-label', parts.join(', '));
    if (st.dest || st.movable) g.setAttribute('aria-pressed', st.selected ? 'true' : 'false');
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

  // ---- interaction: click or drag a dame, or use the keyboard ----

  flecheAt(clientX, clientY) {
    const root = this.container.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(clientX, clientY);
    const g = hit && hit.closest ? hit.closest('[data-fleche]') : null;
    return g && this.svg.contains(g) ? g.dataset.fleche : null;
  }

  activate(name) {
    if (!this.interactive || !name) return;
    if (this.selected) {
      const dests = this.dests.get(this.selected) || [];
      if (name === this.selected) return this.select(null);
      if (dests.includes(name)) return this.move(this.selected, name);
      if (this.dests.has(name)) return this.select(name);
      return this.refuse(this.selected, name);
    }
    if (this.dests.has(name)) this.select(name);
  }

  move(from, to) {
    this.selected = null;
    this.live.textContent = `${from} → ${to === 'off' ? this.t('board.off') : to}`;
    this.focusName = to === 'off' ? 'off' : to;
    if (this.opts.onMove) this.opts.onMove(from, to);
    else this.render();
  }

  refuse(from, to) {
    this.selected = null;
    this.render();
    this.svg.classList.add('tb-refused');
    setTimeout(() => this.svg.classList.remove('tb-refused'), 400);
    this.live.textContent = this.t('board.refused');
    if (this.opts.onRefused) this.opts.onRefused(from, to);
  }

  onPointerDown(e) {
    if (!this.interactive || e.button > 0) return;
    const name = this.flecheAt(e.clientX, e.clientY);
    if (!name) return;
    e.preventDefault();
    this.drag = { from: name, x: e.clientX, y: e.clientY, moved: false, ghost: null };
    if (this.dests.has(name)) this.svg.setPointerCapture?.(e.pointerId);
  }

  svgPoint(clientX, clientY) {
    const m = this.svg.getScreenCTM();
    if (!m) return [0, 0];
    const pt = this.svg.createSVGPoint();
    pt.x = clientX;
    pt.y = clientY;
    const q = pt.matrixTransform(m.inverse());
    return [q.x, q.y];
  }

  onPointerMove(e) {
    const d = this.drag;
    if (!d || !this.dests.has(d.from)) return;
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
    if (!d.moved) {
      d.moved = true;
      if (this.selected !== d.from) {
        this.selected = d.from;
        this.render();
      }
      const side = this.svg.querySelector(`[data-fleche="${d.from}"]`)?.dataset.side || 'white';
      d.ghost = el('circle', { class: `tb-drag tb-dame-${side}`, r: R }, this.svg);
    }
    const [x, y] = this.svgPoint(e.clientX, e.clientY);
    d.ghost.setAttribute('cx', x);
    d.ghost.setAttribute('cy', y);
  }

  onPointerUp(e) {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    if (d.ghost) d.ghost.remove();
    const target = this.flecheAt(e.clientX, e.clientY);
    if (!d.moved) {
      // a tap: pick up, put down, or pick another
      this.activate(target || d.from);
      return;
    }
    if (!target || target === d.from) {
      this.render();
      return;
    }
    const dests = this.dests.get(d.from) || [];
    if (dests.includes(target)) this.move(d.from, target);
    else this.refuse(d.from, target);
  }

  cancelDrag() {
    if (this.drag && this.drag.ghost) this.drag.ghost.remove();
    this.drag = null;
  }

  /** Keyboard: arrows walk the flèches as they are drawn, Enter or Space acts, Escape puts down. */
  onKey(e) {
    const current = e.target.closest && e.target.closest('[data-fleche]');
    const name = current ? current.dataset.fleche : this.focusName;
    const rows = this.visualRows();
    let r = rows.findIndex((row) => row.includes(name));
    if (r < 0) r = 1;
    let c = rows[r].indexOf(name);
    let next = null;
    switch (e.key) {
      case 'ArrowLeft': next = rows[r][Math.max(0, c - 1)]; break;
      case 'ArrowRight': next = rows[r][Math.min(rows[r].length - 1, c + 1)]; break;
      case 'ArrowUp': next = rows[0][Math.min(c, rows[0].length - 1)]; break;
      case 'ArrowDown': next = rows[1][Math.min(c, rows[1].length - 1)]; break;
      case 'Home': next = rows[r][0]; break;
      case 'End': next = rows[r][rows[r].length - 1]; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.activate(name);
        return;
      case 'Escape':
        if (this.selected) {
          e.preventDefault();
          this.select(null);
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    if (next && next !== name) this.focusOn(next);
  }

  /** The flèches row by row as they appear on screen, left to right; the tray ends each row on its side. */
  visualRows() {
    const top = [];
    const bottom = [];
    for (const name of FLECHES) {
      const { col, row } = slot(name);
      const [x, y] = this.p(colX(col), row === 'bottom' ? HEIGHT - 1 : 1);
      (y > HEIGHT / 2 ? bottom : top).push([x, name]);
    }
    // the tray that takes the mover's dames (Jacquet: the mover's own side of the board)
    const tray = this.svg.querySelector('.tb-tray[data-fleche="off"]');
    const trayX = this.p((tray && tray.dataset.at === 'right' ? WIDTH : 0) + TRAY / 2, 0)[0];
    top.push([trayX, 'off']);
    bottom.push([trayX, 'off']);
    const sort = (a) => a.sort((p, q) => p[0] - q[0]).map((p) => p[1]);
    return [sort(top), sort(bottom)];
  }

  focusOn(name) {
    this.focusName = name;
    for (const g of this.svg.querySelectorAll('[data-fleche]')) g.setAttribute('tabindex', g.dataset.fleche === name ? 0 : -1);
    const target = this.svg.querySelector(`[data-fleche="${name}"]`);
    if (target) target.focus({ preventScroll: true });
  }
}
