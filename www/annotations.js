// What a diagram adds to a position: arrows from one flèche to another (a play, e.g.), rings on
// dames (marks) and flèches lit up (highlight). Drawn over the board from the anchors the board
// records while it draws each flèche; they say nothing of the rules.

import { TRAY, HEIGHT, traySide, WIDTH } from './board-geometry.js';

/** Where an arrow starts or ends on a flèche: its top dame, else the foot of the flèche. */
function pointOf(board, name, end) {
  if (name === 'off') {
    const side = board.position && board.position.turn === 'black' ? 'black' : 'white';
    const x0 = traySide(board.game, side) === 'right' ? WIDTH : 0;
    return board.p(x0 + TRAY / 2, HEIGHT / 2);
  }
  const a = board.anchors.get(String(name).toUpperCase());
  if (!a) return null;
  return end === 'from' ? a.dame || a.free : a.free;
}

/** A drawing's flèche and its colour class: a name alone, or [name, colour] (a record's note). */
function spot(d) {
  return Array.isArray(d) ? [d[0], d[1] ? ` tb-c-${d[1]}` : ''] : [d, ''];
}

/** Draws the board's arrows, marks and highlighted flèches; `el` makes SVG elements. */
export function drawAnnotations(board, el) {
  const svg = board.svg;
  if (!board.highlighted.length && !board.marks.length && !board.arrows.length) return;
  const g = el('g', { class: 'tb-annotations', 'aria-hidden': 'true' }, svg);
  for (const d of board.highlighted) {
    const [name, c] = spot(d);
    const a = board.anchors.get(String(name).toUpperCase());
    if (!a) continue;
    const [bx, by] = a.base;
    const [tx, ty] = a.tip;
    const half = 30;
    el('polygon', { class: 'tb-highlight' + c, 'data-at': name, points: `${bx - half},${by} ${bx + half},${by} ${tx},${ty}` }, g);
  }
  for (const d of board.marks) {
    const [name, c] = spot(d);
    const a = board.anchors.get(String(name).toUpperCase());
    if (!a) continue;
    const [x, y] = a.dame || a.free;
    el('circle', { class: 'tb-mark' + c, 'data-at': name, cx: x, cy: y, r: a.r + 6 }, g);
  }
  for (const [from, to, colour] of board.arrows) {
    const c = colour ? ` tb-c-${colour}` : '';
    const p = pointOf(board, from, 'from');
    const q = pointOf(board, to, 'to');
    if (!p || !q) continue;
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    // the head ends on the destination; the shaft stops where the head begins
    const head = 26;
    const sx = q[0] - ux * head;
    const sy = q[1] - uy * head;
    el('line', { class: 'tb-arrow' + c, 'data-from': from, 'data-to': to, x1: p[0], y1: p[1], x2: sx, y2: sy }, g);
    const w = 15;
    const pts = [q, [sx - uy * w, sy + ux * w], [sx + uy * w, sy - ux * w]];
    el('polygon', { class: 'tb-arrow-head' + c, points: pts.map((z) => z.join(',')).join(' ') }, g);
  }
}
