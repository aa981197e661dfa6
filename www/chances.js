// The chances of the coming throw, as the engine counts them (`chances(position)`, docs/chances.md),
// drawn on a board and put into words: a badge with the count over each dame some coup beats (à
// vrai, and only à faux), over the coin, and on the quarter of each jan the thrower can fill or
// keep; the coups of a badge on hover or keyboard focus; a caption list of every count with its
// coups. The counts and the coups are the engine's; this module only names them ("terne, cinq et
// as, …", 001) and places them. Drawn under a strict Content-Security-Policy: SVG attributes and
// the board's constructable stylesheet (board-style.js), never a style attribute.

import { HEIGHT } from './board-geometry.js';

const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');
const other = (s) => (s === 'black' ? 'white' : 'black');

/** One coup, "5-1", in words: "cinq et as"; a doublet by its name ("terne", "sonnez"). */
export function coupName(coup, t) {
  const [a, b] = String(coup).split('-').map(Number);
  if (a === b) return t(`coup.${a}-${b}`);
  return t('coup.simple', { a: t(`die.${a}`), b: t(`die.${b}`) });
}

/** A list of coups in words, as the books count them: "terne, cinq et as, as et cinq". */
export function coupsText(coups, t) {
  return (coups || []).map((c) => coupName(c, t)).join(', ');
}

/** The quarter a plein is made in, as two of its middle flèches (for placing its badge). */
function quarterOf(jan, turn) {
  const own = turn === 'black' ? 'N' : 'B';
  const theirs = turn === 'black' ? 'B' : 'N';
  if (/petit-jan$/.test(jan)) return [`${own}3`, `${own}4`];
  if (/grand-jan$/.test(jan)) return [`${own}9`, `${own}10`];
  if (/retour$/.test(jan)) return [`${theirs}3`, `${theirs}4`];
  return null;
}

/** The coups of a tally in words, grouped by ways when some coup counts more than one. */
function waysText(kind, tally, t) {
  const groups = Array.isArray(tally.ways) ? tally.ways : [];
  if (!groups.length || (groups.length === 1 && groups[0].ways === 1)) return coupsText(tally.coups, t);
  const key = /^battre-/.test(kind) || kind === 'dame' ? 'chances.ways.facons' : kind === 'impuissance' ? 'chances.ways.numbers' : 'chances.ways.moyens';
  return groups.map((g) => t(key, { n: g.ways, coups: coupsText(g.coups, t) })).join(' ; ');
}

/** "68 points pour Blanc sur les 36 coups", for each side that scores. */
function pointsText(points, t) {
  return ['white', 'black']
    .filter((s) => points && points[s] > 0)
    .map((s) => t('chances.points', { pts: points[s], side: t(sideKey(s)) }))
    .join(' ; ');
}

/**
 * Every count of an answer of the engine's `chances`, in the order of its JSON: {key, kind
 * ('vrai', 'faux', 'coin', 'plein', 'impuissance', 'depart', 'sortie'), jan, at, quarter, count,
 * coups, label, coupsLine, pointsLine}. What the badges and the caption list both draw.
 */
export function chanceItems(answer, t) {
  if (!answer) return [];
  const items = [];
  const turn = answer.turn === 'black' ? 'black' : 'white';
  const jan = (tally, kind, extra = {}) => {
    const label = kind === 'coin'
      ? t('chances.coin', { at: tally.at, n: tally.count })
      : t('chances.jan', { jan: t('jan.' + tally.jan), n: tally.count });
    items.push({
      key: `${kind}:${tally.jan}:${tally.at || ''}`,
      kind,
      jan: tally.jan,
      at: tally.at || null,
      count: tally.count,
      coups: tally.coups,
      label,
      coupsLine: waysText(tally.jan, tally, t),
      pointsLine: pointsText(tally.points, t),
      ...extra,
    });
  };
  for (const d of answer.dames || []) {
    if (d.vrai && d.vrai.count > 0) {
      items.push({
        key: `vrai:${d.at}`,
        kind: 'vrai',
        jan: 'battre-dame',
        at: d.at,
        count: d.vrai.count,
        coups: d.vrai.coups,
        label: t('chances.dame.vrai', { at: d.at, n: d.vrai.count }),
        coupsLine: waysText('dame', d.vrai, t),
        pointsLine: d.points ? pointsText({ [turn]: d.points[turn] }, t) : '',
      });
    }
    if (d.faux && d.faux.count > 0) {
      items.push({
        key: `faux:${d.at}`,
        kind: 'faux',
        jan: 'battre-dame-a-faux',
        at: d.at,
        count: d.faux.count,
        coups: d.faux.coups,
        label: t('chances.dame.faux', { at: d.at, n: d.faux.count }),
        coupsLine: coupsText(d.faux.coups, t),
        pointsLine: d.points ? pointsText({ [other(turn)]: d.points[other(turn)] }, t) : '',
      });
    }
  }
  if (answer.coin) jan(answer.coin, 'coin');
  for (const p of answer.pleins || []) jan(p, 'plein', { quarter: quarterOf(p.jan, turn) });
  if (answer.impuissance) jan(answer.impuissance, 'impuissance');
  for (const d of answer.depart || []) jan(d, 'depart');
  if (answer.sortie) jan(answer.sortie, 'sortie');
  return items;
}

/** "1,889" in French, "1.889" in English: the engine's three decimals. */
function decimal(x, t) {
  const s = String(Math.round(Number(x) * 1000) / 1000);
  return s.replace('.', t('chances.decimal'));
}

/** The line of the points each side can expect from the throw. */
export function expectedText(answer, t) {
  const e = (answer && answer.expected) || { white: 0, black: 0 };
  return t('chances.expected', { w: decimal(e.white, t), b: decimal(e.black, t) });
}

/**
 * Fills `ul` with the answer's counts, one line each: what, how many coups, which ones, the points;
 * then the points to expect. Returns the items drawn.
 */
export function renderChances(ul, answer, t) {
  ul.textContent = '';
  const items = chanceItems(answer, t);
  if (!items.length) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = t('chances.none');
    ul.appendChild(li);
  }
  for (const it of items) {
    const li = document.createElement('li');
    li.className = `chance chance-${it.kind}`;
    li.dataset.kind = it.kind;
    li.dataset.jan = it.jan;
    li.dataset.count = String(it.count);
    if (it.at) li.dataset.at = it.at;
    const b = document.createElement('b');
    b.textContent = it.label;
    const coups = document.createElement('div');
    coups.className = 'small coups';
    coups.textContent = it.coupsLine + '.';
    li.append(b, coups);
    if (it.pointsLine) {
      const pts = document.createElement('div');
      pts.className = 'small';
      pts.textContent = it.pointsLine + '.';
      li.appendChild(pts);
    }
    ul.appendChild(li);
  }
  const total = document.createElement('li');
  total.className = 'expected small';
  total.textContent = expectedText(answer, t);
  ul.appendChild(total);
  return items;
}

// ---- on the board ----

let boards = 0;

/** A point `d` units from a flèche's tip towards its base (the anchors are already turned for Black). */
function fromTip(a, d) {
  const [tx, ty] = a.tip;
  const [bx, by] = a.base;
  const len = Math.hypot(bx - tx, by - ty) || 1;
  return [tx + ((bx - tx) * d) / len, ty + ((by - ty) * d) / len];
}

/**
 * Draws the board's chances (`board.chances`, the engine's answer, or null): one focusable badge
 * per count that stands on the board, named for screen readers, its coups shown in a tooltip on
 * hover or focus. Called by Board.render after the flèches (their anchors) are drawn.
 */
export function drawChances(board, el) {
  const answer = board.chances;
  if (!answer) return;
  if (!board.chancesId) {
    board.chancesId = `tb-chances-${++boards}`;
    // a tap anywhere else on the board puts a badge's coups away
    board.svg.addEventListener('pointerup', (e) => {
      if (e.pointerType === 'touch' && !(e.target.closest && e.target.closest('.tb-chance'))) hideTip(board);
    });
  }
  const t = board.t;
  const svg = board.svg;
  const g = el('g', { class: 'tb-chances', 'data-turn': answer.turn }, svg);
  const items = chanceItems(answer, t);
  let n = 0;
  for (const it of items) {
    let centre = null;
    let pill = false;
    if (it.kind === 'vrai' || it.kind === 'coin') {
      const a = board.anchors.get(it.at);
      if (a) centre = fromTip(a, 24);
    } else if (it.kind === 'faux') {
      const a = board.anchors.get(it.at);
      // under the à vrai badge when the dame has both
      const both = items.some((x) => x.kind === 'vrai' && x.at === it.at);
      if (a) centre = fromTip(a, both ? 56 : 24);
    } else if (it.kind === 'plein' && it.quarter) {
      const a = board.anchors.get(it.quarter[0]);
      const b = board.anchors.get(it.quarter[1]);
      if (a && b) {
        const p = fromTip(a, 62);
        const q = fromTip(b, 62);
        centre = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
        pill = true;
      }
    }
    if (!centre) continue;
    const id = `${board.chancesId}-${n++}`;
    const badge = el('g', {
      class: `tb-chance tb-chance-${it.kind}`,
      'data-chance': it.key,
      'data-kind': it.kind,
      'data-jan': it.jan,
      'data-count': it.count,
      ...(it.at ? { 'data-at': it.at } : {}),
      ...(it.quarter ? { 'data-quarter': it.quarter.join(' ') } : {}),
      role: 'img',
      tabindex: 0,
      'aria-label': it.label,
      'aria-describedby': id,
    }, g);
    const [x, y] = centre;
    // a light tag with square corners, never a disc: a jeton is a coloured disc with its figure,
    // and a count of coups must not be read as a player's points
    const w = pill ? 48 : 32;
    el('rect', { class: 'tb-chance-shape', x: x - w / 2, y: y - 13, width: w, height: 26, rx: 4 }, badge);
    const text = el('text', { class: 'tb-chance-count', x, y }, badge);
    text.textContent = String(it.count);
    const desc = el('desc', { id }, badge);
    desc.textContent = [it.coupsLine, it.pointsLine].filter(Boolean).join('. ') + '.';
    const show = () => showTip(board, el, badge, it, centre);
    const hide = () => hideTip(board, badge);
    // a mouse shows the coups while over the badge; a finger shows them with a tap, until a tap elsewhere
    badge.addEventListener('pointerenter', (e) => e.pointerType !== 'touch' && show());
    badge.addEventListener('pointerleave', (e) => e.pointerType !== 'touch' && hide());
    badge.addEventListener('pointerup', (e) => {
      if (e.pointerType !== 'touch') return;
      if (!board.chanceTip || board.chanceTip.badge !== badge) show();
    });
    badge.addEventListener('focus', show);
    badge.addEventListener('blur', hide);
    badge.addEventListener('keydown', (e) => {
      // the coups shown on focus can be put away without moving the focus (WCAG 1.4.13)
      if (e.key === 'Escape' && board.chanceTip) {
        e.preventDefault();
        hide();
      }
    });
  }
}

/** Breaks a text into lines of at most `width` characters, at spaces. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const TIP_WIDTH = 400;
const LINE = 18;
const CHARS = 44;

/** The tooltip of a badge: its label, then its coups, drawn over everything else. */
function showTip(board, el, badge, it, [x, y]) {
  hideTip(board);
  const svg = board.svg;
  const lines = [
    ...wrap(it.label, CHARS).map((s) => [s, true]),
    ...wrap(it.coupsLine + '.', CHARS).map((s) => [s, false]),
    ...(it.pointsLine ? wrap(it.pointsLine + '.', CHARS).map((s) => [s, false]) : []),
  ];
  const h = lines.length * LINE + 16;
  const width = board.width;
  const left = Math.max(6, Math.min(width - TIP_WIDTH - 6, x - TIP_WIDTH / 2));
  // away from the badge's edge of the board: below a badge in the top half, above one in the bottom
  const top = y < HEIGHT / 2 ? Math.min(HEIGHT - h - 6, y + 24) : Math.max(6, y - 24 - h);
  const tip = el('g', { class: 'tb-chance-tip', 'aria-hidden': 'true', 'data-for': it.key }, svg);
  el('rect', { class: 'tb-chance-tip-box', x: left, y: top, width: TIP_WIDTH, height: h, rx: 8 }, tip);
  lines.forEach(([s, head], i) => {
    const line = el('text', { class: 'tb-chance-tip-text' + (head ? ' tb-chance-tip-head' : ''), x: left + 12, y: top + 8 + LINE * (i + 0.75) }, tip);
    line.textContent = s;
  });
  board.chanceTip = { node: tip, badge };
  badge.classList.add('tb-chance-on');
}

function hideTip(board, badge) {
  const cur = board.chanceTip;
  if (!cur || (badge && cur.badge !== badge)) return;
  cur.node.remove();
  cur.badge.classList.remove('tb-chance-on');
  board.chanceTip = null;
}
