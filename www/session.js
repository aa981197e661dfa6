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

/**
 * What the session keeps of an object or a list is its own copy, frozen: a module that read it
 * cannot change it behind the session's back (a write throws, modules being strict).
 */
const own = (v) => (v && typeof v === 'object' ? Object.freeze(Array.isArray(v) ? [...v] : { ...v }) : v);
/** A list of single-die moves, each [from, to], as the session keeps it. */
const movesOwn = (moves) => Object.freeze(moves.map((m) => Object.freeze([...m])));

/**
 * The session's state, private: only the mutators of `session` below change it. Every other module
 * reads it through `state`, which refuses a write (a TypeError naming the field), and the page's
 * tests hold that no other module writes a field of it (tests/node/session.test.mjs).
 */
const s = {
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
  gameId: null, // the name the game on screen is kept under (persistence.js)
  first: null, // Jacquet: the last first throw, {dice, starter}
  manche: null, // Jacquet: the last manche ended, {winner, points}
  human: params.get('side') === 'black' ? 'black' : 'white',
  auto: params.get('auto') === '1',
  selfMark: params.get('mark') === '1',
  mistakes: params.get('mistakes') === '1' || params.get('mistakes') === 'always',
  alwaysWrong: params.get('mistakes') === 'always',
  pendingMarks: null, // the person's marks, checked once he has chosen tenir or s'en aller
  orientation: params.get('side') === 'black' ? 'black' : 'white',
  made: movesOwn([]), // single-die moves made so far in this roll
  lastRoll: null, // {side, dice, analysis}
  lastMoves: movesOwn([]),
  /** Every roll of the game on screen, {side, before, rolled, analysis, play, after, …}: the engine's frames (game.js). */
  get log() {
    return this.match ? this.match.log : [];
  },
  marking: false, // the human still has to mark his points for this roll
  computerMark: null, // the computer's marks of its last roll in "mistakes" mode (see computerMarks)
  ecoleNote: '',
  ecoleVerdict: null, // the engine's last école verdict on marks the page sent it
  fausse: null, // the fausse case on show, {side, verdict, replayOf, computer, done} (fausse.js)
  openedHistory: false, // the finished game's history has been opened once
  refused: 0, // moves the board refused (for the tests)
  tutor: 'off', // the tutor's threshold: small, medium, large or off (tutor.js)
  tutorStop: null, // the person's choice the tutor stopped, waiting for an answer: {kind, lines, arrows, go, back}
  busy: false, // the computer is between the steps of its turn
  corr: null, // a game by correspondence on the board: its controller (www/correspondence-view.js)
  error: '',
};
s.t = translator(s.lang);

/** The person's side against the computer while a game by correspondence is on the board (`setCorr`). */
let ownSide = null;

const refuse = (_, key) => {
  throw new TypeError(`state.${String(key)} is the session's: change it through a method of session (session.js)`);
};

/** The session's state, read-only: views are functions of it. */
export const state = new Proxy(s, { set: refuse, deleteProperty: refuse, defineProperty: refuse });

/** The roll's last frame of the log, as the board shows it after a game is put on screen. */
function lastRollOf(log) {
  const last = log[log.length - 1];
  if (!last) return null;
  return own({ side: last.side, dice: last.rolled.dice, analysis: last.analysis, position: last.rolled, scoreBefore: last.before.score });
}

/**
 * The only mutators of the page's state. Each says in one line what it changes; none asks the
 * engine anything or touches the DOM: the controller (app.js) and the modules of each area call
 * the game, then tell the session what came of it.
 */
export const session = {
  // ---------- settings ----------

  /** `lang` and its translator `t`. */
  setLang(lang) {
    s.lang = lang;
    s.t = translator(lang);
  },
  /** `mode`: against the computer or a friend. */
  setMode(mode) {
    s.mode = mode === 'friend' ? 'friend' : 'computer';
  },
  /** `human` (the side the person plays against the computer) and the board's `orientation` with it. */
  setSide(side) {
    s.human = s.orientation = side === 'black' ? 'black' : 'white';
  },
  /** `orientation`: the board turned half round. */
  flip() {
    s.orientation = other(s.orientation);
  },
  /** `selfMark`: the person marks his points himself. */
  setSelfMark(on) {
    s.selfMark = !!on;
  },
  /** `mistakes`: the computer mismarks now and then on purpose. */
  setMistakes(on) {
    s.mistakes = !!on;
  },
  /** `auto`: the computer plays both sides (the tests turn it off to take a side by hand). */
  setAuto(on) {
    s.auto = !!on;
  },
  /** `mode`, `human`, `orientation`, `selfMark`, `mistakes` from a saved game's settings, where valid. */
  applySettings(saved) {
    if (saved.mode === 'friend' || saved.mode === 'computer') s.mode = saved.mode;
    if (saved.human === 'white' || saved.human === 'black') s.human = s.orientation = saved.human;
    if (typeof saved.selfMark === 'boolean') s.selfMark = saved.selfMark;
    if (typeof saved.mistakes === 'boolean') s.mistakes = saved.mistakes;
  },
  /** The computer's level on the match (`match.level`), taking effect at its next choice. */
  setLevel(level) {
    if (s.match) s.match.level = level || undefined;
  },
  /** `engine`: the package, once loaded. */
  loaded(engine) {
    s.engine = engine;
  },
  /** `gameId`: the name the game on screen is kept under. */
  setGameId(id) {
    s.gameId = id;
  },
  /** `error`: the line said in place of the status ('' clears it). */
  setError(text) {
    s.error = text || '';
  },
  /**
   * `corr`: the controller of the game by correspondence put on the board (null: the page's own
   * game is back). The side it is seen from is that game's: the person's side against the
   * computer (`human`, `orientation`) is kept aside while it is on, and comes back with the
   * page's own game, whether that game is restored or a new one replaces it.
   */
  setCorr(ctl) {
    if (ctl && !s.corr) ownSide = { human: s.human, orientation: s.orientation };
    if (!ctl && s.corr && ownSide) {
      s.human = ownSide.human;
      s.orientation = ownSide.orientation;
      ownSide = null;
    }
    s.corr = ctl || null;
  },
  /** `busy`: the computer is between the steps of its turn. */
  setBusy(on) {
    s.busy = !!on;
  },
  /** `tutor`: the tutor's threshold (small, medium, large) or off. */
  setTutor(level) {
    s.tutor = level;
  },
  /** `refused`: one more move refused by the board; answers the count. */
  refusedMove() {
    s.refused += 1;
    return s.refused;
  },

  // ---------- the game ----------

  /** Everything of the game before (the roll, the moves, the marks, the notes, the fausse case, the error) cleared. */
  clearGame() {
    s.error = '';
    s.made = movesOwn([]);
    s.lastRoll = null;
    s.lastMoves = movesOwn([]);
    s.marking = false;
    s.computerMark = null;
    s.pendingMarks = null;
    s.ecoleNote = '';
    s.ecoleVerdict = null;
    s.openedHistory = false;
    s.first = null;
    s.manche = null;
    s.fausse = null;
    s.tutorStop = null;
  },
  /**
   * `match` (with its level) on screen, its kind `game`, Jacquet's `target` and `variants` when
   * given, everything of the game before cleared, the last roll read off its log.
   */
  startGame(match, { game, target, variants, level } = {}) {
    session.clearGame();
    s.match = match;
    if (game) s.game = game;
    if (target !== undefined) s.target = target;
    if (variants !== undefined) s.variants = variants;
    match.level = level || undefined;
    s.lastRoll = lastRollOf(s.log);
    const last = s.log[s.log.length - 1];
    s.lastMoves = movesOwn(last && last.play ? last.play.moves : []);
  },
  /** `first`: Jacquet's first throw of a manche; the manche before and the last moves cleared. */
  firstThrown(first) {
    s.first = own(first);
    s.manche = null;
    s.lastMoves = movesOwn([]);
  },
  /**
   * A roll thrown: `lastRoll`; the moves made, the last moves, the marks waiting, the first throw,
   * the manche, the computer's marks cleared; the fausse case of the roller put away; `ecoleNote`
   * (the computer's école lapsed, or '').
   */
  rolled(lastRoll, ecoleNote = '') {
    s.first = null;
    s.manche = null;
    s.made = movesOwn([]);
    s.lastMoves = movesOwn([]);
    s.lastRoll = own(lastRoll);
    s.pendingMarks = null;
    if (s.fausse && s.fausse.side === lastRoll.side) s.fausse = null;
    s.computerMark = null;
    s.ecoleNote = ecoleNote;
  },
  /** `marking`: the person still has to mark his points for this roll. */
  setMarking(on) {
    s.marking = !!on;
  },
  /** Tenir or s'en aller chosen: the moves made cleared, and the marks that waited for it taken (answered). */
  decided() {
    const pm = s.pendingMarks;
    s.made = movesOwn([]);
    s.pendingMarks = null;
    return pm;
  },
  /** `made`: single-die moves added to the roll's. */
  moved(moves) {
    s.made = movesOwn([...s.made, ...moves]);
  },
  /** `made`: its last move taken back. */
  tookBack() {
    s.made = movesOwn(s.made.slice(0, -1));
  },
  /** `made`: the roll's moves replaced (the computer's play, a play taken back). */
  setMade(moves) {
    s.made = movesOwn(moves);
  },
  /** A play confirmed: `lastMoves`, `made` cleared; `manche` when it ended one (then `first` cleared). */
  played(moves, manche = null) {
    if (manche) {
      s.manche = own(manche);
      s.first = null;
    }
    s.lastMoves = movesOwn(moves);
    s.made = movesOwn([]);
  },
  /** A fausse case's attempt given to the engine: `lastMoves` are the moves made, `made` cleared. */
  attempted() {
    s.lastMoves = s.made;
    s.made = movesOwn([]);
  },
  /** `openedHistory`: the finished game's list of rolls has been opened once. */
  historyOpened() {
    s.openedHistory = true;
  },

  /** `tutorStop`: the person's choice stopped by the tutor, waiting for "play it anyway" or "take it back". */
  tutorStopped(stop) {
    s.tutorStop = own(stop);
  },
  /** `tutorStop` answered: cleared, and answered. */
  tutorAnswered() {
    const stop = s.tutorStop;
    s.tutorStop = null;
    return stop;
  },

  // ---------- marks and école (marking.js, droits.js) ----------

  /** `ecoleNote`: what is said of the marks of the roll. */
  setEcoleNote(note) {
    s.ecoleNote = note || '';
  },
  /** `ecoleVerdict` (the engine's, when it ruled) and `ecoleNote`. */
  ecoleJudged(verdict, note) {
    if (verdict !== undefined) s.ecoleVerdict = verdict;
    s.ecoleNote = note || '';
  },
  /** `marking` done, the person's marks `pendingMarks` waiting for tenir or s'en aller, and `ecoleNote`. */
  marksPending(marks, note) {
    s.marking = false;
    s.pendingMarks = own(marks);
    s.ecoleNote = note || '';
  },
  /** `computerMark`: the computer's marks of its roll in the mistakes mode, open to École !. */
  computerMarked(mark) {
    s.computerMark = own(mark);
  },
  /** `computerMark` judged (its école called), `ecoleVerdict` and `ecoleNote`. */
  computerMarkJudged(verdict, note) {
    if (s.computerMark) s.computerMark = own({ ...s.computerMark, judged: true });
    s.ecoleVerdict = verdict;
    s.ecoleNote = note || '';
  },

  // ---------- the fausse case (fausse.js) ----------

  /** `fausse`: the fausse case on show, {side, verdict, computer} (null: none). */
  fausseHeld(f) {
    s.fausse = f ? own({ side: f.side, verdict: f.verdict, replayOf: null, computer: f.computer ?? null, done: false }) : null;
  },
  /** `fausse.replayOf`: the opponent chose the replay `i`; the mover's play waits. */
  fausseReplayChosen(i) {
    if (s.fausse) s.fausse = own({ ...s.fausse, replayOf: i });
  },
  /** `fausse.done`: the engine resolved the fausse case. */
  fausseResolved() {
    if (s.fausse) s.fausse = own({ ...s.fausse, done: true });
  },

  /**
   * The page's step of a saved game put back (persistence.js has checked it belongs to this very
   * roll): `marking`, `pendingMarks`, `computerMark`, `ecoleNote`, the fausse case's `replayOf`, as given.
   */
  resumeStep({ marking, pendingMarks, computerMark, ecoleNote, replayOf }) {
    if (marking) s.marking = true;
    if (pendingMarks) s.pendingMarks = own(pendingMarks);
    if (computerMark) s.computerMark = own(computerMark);
    if (typeof ecoleNote === 'string') s.ecoleNote = ecoleNote;
    if (replayOf !== undefined && replayOf !== null && s.fausse && !s.fausse.done) s.fausse = own({ ...s.fausse, replayOf });
  },
};

/** The turn's phase, read off the engine: loading, roll, mark, decide, move or over. */
export function phase() {
  const m = s.match;
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
  if (s.match && s.match.has('marques')) return s.match.humanPlays(side);
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
