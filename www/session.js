// The page's one game session: the URL's options, the state the controller changes and the view
// draws, and the questions both ask of it (whose turn, which phase). No rule here: the phase is
// read off the engine's game.

import { translator, initialLang } from './i18n.js';

export const $ = (id) => document.getElementById(id);
export const params = new URLSearchParams(location.search);
export const other = (s) => (s === 'white' ? 'black' : 'white');
export const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');

/**
 * The variants of Jacquet (003 VARIANTE) as the engine's `JacquetOptions` (js/tablier.d.ts,
 * `JacquetVariants`): every field given, the main rules where a value is missing or unknown.
 */
export function variantsOf(v = {}) {
  return {
    bouchon: ['forbidden', 'until-last-fleche'].includes(v.bouchon) ? v.bouchon : 'allowed',
    sortie_talon_adverse: v.sortie_talon_adverse === true,
    bareme: v.bareme === 'table' ? 'table' : 'simple',
  };
}

export const state = {
  lang: initialLang(),
  t: null,
  engine: null,
  match: null,
  mode: params.get('mode') === 'friend' ? 'friend' : 'computer',
  game: ['jacquet', 'ecrire'].includes(params.get('game')) ? params.get('game') : 'trictrac',
  target: Math.max(1, Math.min(25, Number(params.get('target')) || 5)),
  variants: variantsOf({
    bouchon: params.get('bouchon'),
    sortie_talon_adverse: ['talon', '1', 'true'].includes(params.get('sortie')),
    bareme: params.get('bareme'),
  }),
  first: null, // Jacquet: the last first throw, {dice, starter}
  manche: null, // Jacquet: the last manche ended, {winner, points}
  human: params.get('side') === 'black' ? 'black' : 'white',
  auto: params.get('auto') === '1',
  selfMark: params.get('mark') === '1',
  mistakes: params.get('mistakes') === '1' || params.get('mistakes') === 'always',
  alwaysWrong: params.get('mistakes') === 'always',
  pendingMarks: null, // the person's marks, checked once he has chosen tenir or s'en aller
  orientation: params.get('side') === 'black' ? 'black' : 'white',
  made: [], // single-die moves made so far in this roll
  lastRoll: null, // {side, dice, analysis}
  lastMoves: [],
  /** Every roll of the game on screen, {side, before, rolled, analysis, play, after, …}: the engine's frames (game.js). */
  get log() {
    return this.match ? this.match.log : [];
  },
  marking: false, // the human still has to mark his points for this roll
  computerMark: null, // the computer's marks of its last roll in "mistakes" mode (see computerMarks)
  ecoleNote: '',
  busy: false, // the computer is between the steps of its turn
  corr: null, // a game by correspondence on the board: its controller (www/correspondence-view.js)
  error: '',
};
state.t = translator(state.lang);

/** The turn's phase, read off the engine: loading, roll, mark, decide, move or over. */
export function phase() {
  const m = state.match;
  if (!m) return 'loading';
  if (m.isOver()) return 'over';
  const pos = m.position();
  if (!Array.isArray(pos.dice)) return 'roll';
  if (state.marking) return 'mark';
  if (m.pendingDecision()) return 'decide';
  return 'move';
}

/** The side whose turn it is. */
export function mover() {
  return state.match ? state.match.position().turn : 'white';
}

/** Whether a person plays `side` (the computer plays the other in a game against it). */
export function isHuman(side) {
  if (state.auto) return false;
  // A game by correspondence: this side, on its turn; the other plays at a distance.
  if (state.corr) return state.corr.isMine(side);
  // A partie à écrire: the seat that plays `side` in this marqué (the engine's rotation).
  if (state.match && state.match.ecrire) return state.match.humanPlays(side);
  return state.mode === 'friend' || side === state.human;
}

/** The legal plays of the roll on the board, asked of the game (never the last roll's copy). */
export function plays() {
  return state.match.plays();
}

/** Whether a game is under way: some roll thrown and the game not over (a new game then asks first). */
export function inProgress() {
  return !!state.match && state.log.length > 0 && !state.match.isOver();
}
