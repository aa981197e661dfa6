// The board's geometry, seen from White (board.js says how it is laid out): the sizes of its parts,
// where each flèche, jeton and fichet stands, and the SVG element maker the board and its
// annotations share. Names only: no rule.

export const SVG_NS = 'http://www.w3.org/2000/svg';

export const TRAY = 58; // borne-off dames
export const FRAME = 28; // lateral bands (bande de départ, far band)
export const FW = 64; // one flèche's width
export const BANDE = 30; // the bande between the two tables
export const BAND = 46; // top and bottom bands: flèche names and the fichet's trous
export const L = 226; // a flèche's length
export const GAP = 112; // between the tips: jetons and dice
/** The board's width with one tray (Trictrac); Jacquet adds a tray on the right (`widthOf`). */
export const WIDTH = TRAY + FRAME + 12 * FW + BANDE + FRAME;
export const HEIGHT = BAND + L + GAP + L + BAND;
export const R = 27; // a dame's radius
export const SHOWN = 5; // "jusqu'à cinq" dames laid flat (000 POSITIONNEMENT DES DAMES); more are counted

export const FLECHES = [
  ...Array.from({ length: 12 }, (_, i) => `B${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `N${i + 1}`),
];

export function el(name, attrs = {}, parent) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** Counts of one side's dames on the board, whatever the spelling of the entry. */
export function sideCounts(position, side) {
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
export function isTalon(game, name) {
  return name === 'B1' || name === (game === 'jacquet' ? 'N12' : 'N1');
}

/** The coins de repos: Trictrac's B12 and N12; Jacquet has none. */
export function isCoin(game, name) {
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
export function slot(name) {
  const k = Number(name.slice(1));
  return { col: k - 1, row: name[0] === 'B' ? 'bottom' : 'top' };
}

export function colX(col) {
  return TRAY + FRAME + col * FW + (col >= 6 ? BANDE : 0) + FW / 2;
}

/** x of the boundary after the p-th flèche from the talons. */
const after = (p) => TRAY + FRAME + p * FW;

/**
 * Where the jeton stands for the points marked, by 000 UTILISATION DES JETONS: 0 (and 12) against
 * the bande de départ between the talons; 2 between the 2nd and 3rd flèche, 4 between the 4th and
 * 5th; 6 against the bande between the tables; 8 on its other side, in the grand jan; 10 at the
 * tip of the coin de repos. The odd points, which 000 does not place, stand between their
 * neighbours (11 against the far bande, past the coin).
 */
const JETON_AT = [
  TRAY + FRAME / 2,
  after(1),
  after(2),
  after(3),
  after(4),
  after(5),
  after(6) + BANDE / 2,
  after(6) + BANDE,
  colX(6),
  (colX(6) + colX(11)) / 2,
  colX(11),
  after(12) + BANDE + FRAME / 2,
];

/** x of the jeton for `points` (0 to 11; 12 is a trou, the jeton back at the bande de départ). */
export function jetonX(points) {
  const p = Math.round(Number(points));
  return JETON_AT[p >= 1 && p <= 11 ? p : 0];
}

