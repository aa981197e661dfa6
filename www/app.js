// The game page: one whole ordinary game (12 trous) against the computer or a friend on the same
// screen. The engine (through game.js) rolls, marks and says what is legal; this module only turns
// clicks into single-die moves of the engine's plays, shows what happened, and drives the computer.
//
// URL: ?seed=N seeds the dice; ?lang=fr|en; ?mode=friend; ?side=black; ?mark=1 (mark it yourself);
// ?auto=1 lets the computer play both sides through the same code path as a person, with
// ?until=N|bearoff|decide to pause there and ?leave=1 to make it always s'en aller (end-to-end tests).
// ?mistakes=1 makes the computer mark wrong now and then on purpose (?mistakes=always: every roll).
// ?game=jacquet plays Jacquet (003) instead, a partie to ?target=N points (default 5), with the
// variants of 003 VARIANTE ?bouchon=forbidden|until-last-fleche, ?sortie=talon, ?bareme=table.

import { Board } from './board.js';
import { translator, initialLang, saveLang, applyTranslations } from './i18n.js';
import { loadEngine, errorMessage } from './engine.js';
import { Match, JacquetMatch, recordOf, replayRecord, isJacquetRecord, replayJacquet } from './game.js';
import * as P from './plays.js';
import { choosePlay, chooseDecision, rng } from './computer.js';
import { renderJans, highlightsOf } from './jans.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const other = (s) => (s === 'white' ? 'black' : 'white');

/**
 * The variants of Jacquet (003 VARIANTE) as the engine's `JacquetOptions` (js/tablier.d.ts,
 * `JacquetVariants`): every field given, the main rules where a value is missing or unknown.
 */
function variantsOf(v = {}) {
  return {
    bouchon: ['forbidden', 'until-last-fleche'].includes(v.bouchon) ? v.bouchon : 'allowed',
    sortie_talon_adverse: v.sortie_talon_adverse === true,
    bareme: v.bareme === 'table' ? 'table' : 'simple',
  };
}

const state = {
  lang: initialLang(),
  t: null,
  engine: null,
  match: null,
  mode: params.get('mode') === 'friend' ? 'friend' : 'computer',
  game: params.get('game') === 'jacquet' ? 'jacquet' : 'trictrac',
  target: Math.max(1, Math.min(99, Number(params.get('target')) || 5)),
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
  log: [], // {side, before, analysis, play, after}
  replayAt: null, // index into log while replaying
  marking: false, // the human still has to mark his points for this roll
  computerMark: null, // the computer's marks of its last roll in "mistakes" mode (see computerMarks)
  ecoleNote: '',
  busy: false,
  error: '',
  random: rng(Number(params.get('seed')) || Date.now()),
};
state.t = translator(state.lang);
window.tablier = { state, refresh: () => refresh() }; // for the tests and the curious

const board = new Board($('board'), {
  interactive: true,
  lang: state.lang,
  orientation: state.orientation,
  onMove: (from, to) => humanMove(from, to),
  onRefused: (from, to) => {
    state.refused = (state.refused || 0) + 1;
    document.body.dataset.refused = String(state.refused);
    setStatus(state.t('board.refused'));
  },
});

// ---------- the turn's phase, read off the engine ----------

function phase() {
  const m = state.match;
  if (!m) return 'loading';
  if (m.isOver()) return 'over';
  const pos = m.position();
  if (!Array.isArray(pos.dice)) return 'roll';
  if (state.marking) return 'mark';
  if (m.pendingDecision()) return 'decide';
  return 'move';
}

function mover() {
  return state.match ? state.match.position().turn : 'white';
}

function isHuman(side) {
  if (state.auto) return false;
  return state.mode === 'friend' || side === state.human;
}

function plays() {
  const a = state.lastRoll && state.lastRoll.analysis;
  return (a && a.plays) || state.match.plays();
}

// ---------- actions, the same for a person and the computer ----------

function roll() {
  const m = state.match;
  if (m.jacquet && m.awaitsFirstThrow()) {
    // 003 PREMIER JOUEUR: one die each; the higher starts and then throws both dice.
    state.first = m.firstThrow();
    state.manche = null;
    state.lastMoves = [];
    return;
  }
  const before = m.position();
  m.roll();
  const pos = m.position();
  const side = pos.turn;
  const analysis = m.analysis();
  state.made = [];
  state.lastMoves = [];
  state.lastRoll = { side, dice: pos.dice, analysis, scoreBefore: before.score, position: pos };
  state.ecoleNote = '';
  state.pendingMarks = null;
  // 000 QUAND et COMMENT MARQUER L'ÉCOLE: the dice thrown, the computer's école can no longer
  // be marked and its wrong marks stand (they are already in the score).
  const cm = state.computerMark;
  if (cm && !cm.judged && cm.ecole) {
    state.ecoleNote = state.t('mark.lapsed', {
      n: cm.ecole.points,
      s: cm.ecole.points > 1 ? 's' : '',
      kind: state.t(cm.ecole.kind === 'excess' ? 'mark.lapsed.exces' : 'mark.lapsed.omission'),
    });
  }
  state.computerMark = null;
  if (state.selfMark && isHuman(side) && !m.jacquet) {
    state.marking = true;
    $('mark-points').value = String((before.score && before.score[side] && before.score[side].points) || 0);
    $('mark-holes').value = '0';
  }
  state.log.push({ side, before: { ...before }, rolled: pos, analysis, play: null, after: null, marked: pos.score });
  if (state.mistakes && !isHuman(side) && !state.auto && !m.jacquet && phase() === 'move') computerMarks(side);
}

/** The roll of a log entry as the école check reads it: its dice, the score before it. */
function rolledBefore(entry) {
  return { ...entry.rolled, score: entry.before.score };
}

/**
 * Puts a score into the game (Game.setScore) and into the log's record of the roll, with what the
 * sides marked and the écoles the engine found in it: the saved record says so, and a replay
 * (`tablier replay`, or loading the file back) runs the école check again (docs/scoring.md).
 */
function putScore(entry, score, marked, verdict) {
  if (!state.match.setScore(score)) return false;
  entry.marked = state.match.position().score;
  entry.hand = { marked, ecoles: verdict.ecoles || [] };
  return true;
}

/**
 * "The computer makes mistakes": it marks its roll, now and then wrongly on purpose, and its marks
 * stand in the score as it made them (the engine's verdict once the école has lapsed: points
 * marked too many kept, points forgotten lost) until the person sends it to école.
 */
function computerMarks(side) {
  const entry = state.log[state.log.length - 1];
  const human = other(side);
  const position = rolledBefore(entry);
  // what it had to mark, and what the roll gave the person (which he marks right)
  const right = state.match.checkEcole(position, {});
  if (!right) return;
  const due = { jeton: right.due[side].jeton, holes: right.due[side].holes };
  const wrong = state.alwaysWrong || state.random() < 0.35;
  let mark = due;
  if (wrong) {
    const n = 1 + Math.floor(state.random() * 3);
    const down = due.jeton >= n && (due.jeton + n > 11 || state.random() < 0.5);
    mark = { jeton: down ? due.jeton - n : due.jeton + n, holes: due.holes };
  }
  const marked = { jeton: mark.jeton, holes: mark.holes, released: true, touched: true };
  const humanDue = right.due[human];
  const standingMarks = {
    [side]: marked,
    [human]: { jeton: humanDue.jeton, holes: humanDue.holes, rolled: true },
  };
  const standing = state.match.checkEcole(position, standingMarks);
  const ecole = (standing.ecoles || []).find((e) => e.by === side) || null;
  const humanMarks = { jeton: humanDue.jeton, holes: humanDue.holes };
  state.computerMark = { side, entry: state.log.length - 1, marked, due, humanMarks, ecole, judged: false };
  if (ecole) putScore(entry, standing.score, standingMarks, standing);
}

function decide(choice) {
  state.match.decide(choice);
  const entry = state.log[state.log.length - 1];
  if (entry) {
    entry.decision = choice;
    entry.marked = state.match.position().score;
  }
  state.made = [];
  const pm = state.pendingMarks;
  state.pendingMarks = null;
  if (pm) judgeMarks(pm.side, pm.jeton, pm.holes, choice === 'leave');
}

/** The side to play's dames as now drawn, half-way through the roll. */
function counts() {
  const pos = state.match.position();
  return P.moved(pos, state.made)[pos.turn] || {};
}

function move(from, to) {
  const dests = P.destinations(plays(), state.made, counts());
  const chain = dests.get(from) && dests.get(from).get(to);
  if (!chain) return false;
  state.made.push(...chain);
  return true;
}

function undoMove() {
  state.made.pop();
}

function confirm(chosen) {
  const list = plays();
  const play = chosen || (list.length === 0 ? { moves: [] } : P.completed(list, state.made));
  if (!play) return false;
  const manches = state.match.jacquet ? state.match.manches().length : 0;
  state.match.play(play);
  if (state.match.jacquet && state.match.manches().length > manches) {
    state.manche = state.match.manches()[manches];
    state.first = null;
  }
  state.lastMoves = play.moves;
  state.made = [];
  const entry = state.log[state.log.length - 1];
  if (entry) {
    entry.play = play;
    entry.after = state.match.position();
  }
  return true;
}

// ---------- the person's side ----------

function humanMove(from, to) {
  if (phase() !== 'move' || !isHuman(mover())) return;
  move(from, to);
  refresh();
}

function guard(fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (e) {
      state.error = state.t('error.generic', { msg: errorMessage(e) });
      console.error(e);
    }
    refresh();
    schedule();
  };
}

$('roll').addEventListener('click', guard(() => phase() === 'roll' && isHuman(mover()) && roll()));
$('undo').addEventListener('click', guard(() => undoMove()));
$('confirm').addEventListener('click', guard(() => confirm()));
$('hold').addEventListener('click', guard(() => decide('hold')));
$('leave').addEventListener('click', guard(() => decide('leave')));
$('marking').addEventListener('submit', (e) => {
  e.preventDefault();
  guard(() => submitMarks())();
});
$('send-ecole').addEventListener('click', guard(() => sendComputerToEcole()));
$('new').addEventListener('click', () => newGame($('seed').value.trim()));
$('game').addEventListener('change', (e) => showJacquetFields(e.target.value === 'jacquet'));
$('flip').addEventListener('click', () => {
  state.orientation = other(state.orientation);
  board.setOrientation(state.orientation);
});
$('mode').addEventListener('change', (e) => {
  state.mode = e.target.value;
  refresh();
  schedule();
});
$('side').addEventListener('change', (e) => {
  state.human = e.target.value;
  state.orientation = state.human;
  board.setOrientation(state.orientation);
  refresh();
  schedule();
});
$('self-mark').addEventListener('change', (e) => (state.selfMark = e.target.checked));
$('mistakes').addEventListener('change', (e) => (state.mistakes = e.target.checked));
$('lang').addEventListener('click', () => setLang(state.lang === 'fr' ? 'en' : 'fr'));
$('save').addEventListener('click', () => saveGame());
$('load').addEventListener('change', (e) => loadGame(e.target.files && e.target.files[0]));
for (const [id, f] of [
  ['rp-first', () => 0],
  ['rp-prev', (i) => i - 1],
  ['rp-next', (i) => i + 1],
  ['rp-last', () => state.log.length],
]) {
  $(id).addEventListener('click', () => {
    const n = state.log.length;
    const at = state.replayAt === null ? n : state.replayAt;
    const next = Math.max(0, Math.min(n, f(at)));
    state.replayAt = next === n && !state.match.isOver() ? null : next;
    refresh();
  });
}

/**
 * "Mark it yourself": the person says where his jeton stands and how many trous he marked; the
 * engine's école check (when the package has it) rules on it. Without it, the page only compares
 * with the marks the engine made and names the right ones.
 */
function submitMarks() {
  const side = state.lastRoll.side;
  const jeton = Math.max(0, Math.min(11, Number($('mark-points').value) || 0));
  const holes = Math.max(0, Number($('mark-holes').value) || 0);
  state.marking = false;
  if (state.match.pendingDecision()) {
    // the choice of tenir or s'en aller belongs to the marking: the marks are checked after it
    state.pendingMarks = { side, jeton, holes };
    state.ecoleNote = state.t('mark.pending');
    return;
  }
  judgeMarks(side, jeton, holes, false);
}

/**
 * The person's marks are his score until checked; the engine's école check rules on them at
 * once (he has let go of the jeton and goes on to play: 000 QUAND L'ÉCOLE EST CONSOMMÉE), and when
 * they are wrong the computer marks the école (the verdict's score_with_ecoles becomes the game's
 * score). When they are right nothing changes: the engine had marked the same.
 */
function judgeMarks(side, jeton, holes, leave) {
  const t = (key, p = {}) => state.t(key, { ...p, s: p.n > 1 ? 's' : '' });
  const entry = state.log[state.log.length - 1];
  const marked = { [side]: { jeton, holes, released: true, touched: true, ...(leave ? { leave: true } : {}) } };
  const verdict = state.match.checkEcole(rolledBefore(entry), marked);
  const due = entry.rolled.score[side];
  const dueHoles = (due.holes || 0) - ((entry.before.score && entry.before.score[side] && entry.before.score[side].holes) || 0);
  if (verdict === null) {
    const expected = t('mark.expected', { j: due.points || 0, h: dueHoles });
    const right = jeton === (due.points || 0) && holes === dueHoles;
    state.ecoleNote = right ? t('mark.ok') : `${t('mark.wrong')} ${expected} ${t('mark.unavailable')}`;
    return;
  }
  state.ecoleVerdict = verdict;
  const d = verdict.due[side];
  const expected = t('mark.expected', { j: d.jeton, h: d.holes });
  const mine = (verdict.ecoles || []).filter((e) => e.by === side && e.points > 0);
  if (!mine.length) {
    state.ecoleNote = t('mark.ok');
    return;
  }
  const sideName = (s) => t(s === 'black' ? 'side.black' : 'side.white');
  const parts = [t('mark.yours', { j: jeton, h: holes }), expected];
  for (const e of mine) {
    parts.push(
      `${t('mark.ecole', { side: sideName(other(side)), n: e.markable })} ` +
        `${t(e.kind === 'excess' ? 'mark.ecole.exces' : 'mark.ecole.omission', { n: e.points })}.`,
    );
    parts.push(e.offer && e.to ? t('mark.gives', { side: sideName(e.to), n: e.markable }) : t('mark.gives.none'));
  }
  // a game already over keeps its score (and a package without Game.setScore only explains)
  if (state.match.isOver()) parts.push(t('mark.over'));
  else putScore(entry, verdict.score_with_ecoles, marked, verdict);
  state.ecoleNote = parts.join(' ');
}

/**
 * "École !": the person marks the computer's école (the points in #ecole-points). The engine's
 * check rules on the claim: a real école gives him its points, a claim too small is made whole, a
 * claim too large or a fausse école gives the excess to the computer (000 ÉCOLE MARQUÉE
 * PARTIELLEMENT, FAUSSE ÉCOLE). Only before his next roll: roll() lapses it.
 */
function sendComputerToEcole() {
  const t = (key, p = {}) => state.t(key, { ...p, s: p.n > 1 ? 's' : '' });
  const cm = state.computerMark;
  if (!cm || cm.judged) return;
  const entry = state.log[cm.entry];
  const human = other(cm.side);
  const claimed = Math.max(1, Math.floor(Number($('ecole-points').value) || 1));
  const claimMarks = {
    [cm.side]: cm.marked,
    // his own points of that roll (if it gave him any) as the engine marked them, and the claim
    [human]: { ...cm.humanMarks, ecole: claimed },
  };
  const verdict = state.match.checkEcole(rolledBefore(entry), claimMarks);
  state.ecoleVerdict = verdict;
  const parts = [];
  const own = (verdict.ecoles || []).find((e) => e.by === cm.side);
  const claim = (verdict.claims || []).find((c) => c.by === human);
  const extra = (verdict.ecoles || []).find((e) => e.by === human);
  if (own) {
    parts.push(t(own.kind === 'excess' ? 'mark.computer.ecole' : 'mark.computer.ecole.omission', { n: own.points }));
    parts.push(t('mark.computer.due', { j: cm.due.jeton, h: cm.due.holes }));
    if (claim && claim.status === 'partial') parts.push(t('mark.claim.partial', { c: claimed, n: own.markable }));
    else if (extra) parts.push(t('mark.claim.whole', { n: own.markable }), t('mark.claim.too-much', { c: claimed, x: extra.points }));
    else parts.push(t('mark.claim.whole', { n: own.markable }));
  } else {
    parts.push(t('mark.claim.fausse', { j: cm.due.jeton, h: cm.due.holes, n: extra ? extra.points : claimed }));
  }
  // a game already over keeps its score (and a package without Game.setScore only explains)
  if (state.match.isOver()) parts.push(t('mark.over'));
  else putScore(entry, verdict.score_with_ecoles, claimMarks, verdict);
  state.ecoleNote = parts.join(' ');
  cm.judged = true;
}

// ---------- the computer's side ----------

let timer = null;
function schedule() {
  clearTimeout(timer);
  const ph = phase();
  if (!state.match || ph === 'over' || ph === 'loading' || ph === 'mark' || state.replayAt !== null) return;
  if (isHuman(mover())) return;
  if (state.auto && pausedForTest()) return;
  timer = setTimeout(computerStep, state.auto ? 0 : ph === 'move' ? 650 : 450);
}

/** ?until=N stops the auto-play after N rolls, ?until=bearoff once a dame has been borne off (screenshots). */
function pausedForTest() {
  const until = params.get('until');
  if (!until) return false;
  const pos = state.match.position();
  const off = (side) => 15 - Object.values(pos[side] || {}).reduce((a, b) => a + b, 0);
  // stop once the roll is thrown and marked, before its play: the dice and jans are on show
  const stop =
    until === 'decide'
      ? phase() === 'decide'
      : phase() === 'move' && (until === 'bearoff' ? off('white') + off('black') > 0 : state.log.length >= Number(until));
  if (stop) {
    refresh();
    document.body.dataset.paused = 'true';
  }
  return stop;
}

function computerStep() {
  try {
    const ph = phase();
    if (ph === 'roll') roll();
    else if (ph === 'decide') decide(params.get('leave') === '1' ? 'leave' : chooseDecision(state.match.position(), state.engine));
    else if (ph === 'move') {
      const list = plays();
      const pos = state.match.position();
      const play = state.match.jacquet
        ? state.match.computerPlay()
        : choosePlay(state.engine, pos, list, { budget: state.auto ? 60 : 600 });
      state.made = [...play.moves];
      confirm(P.completed(list, state.made) || play);
    }
  } catch (e) {
    state.error = state.t('error.generic', { msg: errorMessage(e) });
    console.error(e);
    refresh();
    return;
  }
  if (state.auto && phase() !== 'over') {
    // keep the page responsive: draw only now and then while the computer plays both sides
    if (state.log.length % 10 === 0) refresh();
  } else refresh();
  if (state.auto && phase() === 'over') refresh();
  schedule();
}

// ---------- drawing the page ----------

function setStatus(text) {
  $('status').textContent = text;
}

function refresh() {
  const t = state.t;
  const m = state.match;
  if (!m) return;
  const ph = phase();
  let pos = m.position();
  if (state.marking && state.log.length) {
    // the person marks first: the engine's marks stay hidden until he has
    pos = { ...pos, score: state.log[state.log.length - 1].before.score };
  }
  const side = pos.turn;
  const human = isHuman(side);
  document.body.dataset.phase = ph;
  document.body.dataset.turn = side;
  document.body.dataset.rolls = String(state.log.length);

  // the board: a replayed position, or the present one with the moves made so far
  if (state.replayAt !== null) {
    const entry = state.log[state.replayAt];
    const shown = entry ? entry.rolled : state.log.length ? state.log[state.log.length - 1].after || pos : pos;
    board.update({
      interactive: false,
      dests: new Map(),
      highlights: highlightsOf(entry && entry.analysis),
      lastMoves: entry && entry.play ? entry.play.moves : [],
      usedDice: [],
      position: shown,
    });
  } else {
    if (m.jacquet && state.manche && m.awaitsFirstThrow()) {
      // a manche just won: its last board stays on show until the next first throw
      const h = m.history();
      const end = h.length && h[h.length - 1].end;
      if (end) pos = { ...end, dice: undefined };
    }
    const canMove = ph === 'move' && human;
    const rolled = ph === 'move' || ph === 'decide' || ph === 'over';
    board.update({
      interactive: canMove,
      dests: canMove ? P.boardDests(P.destinations(plays(), state.made, counts())) : new Map(),
      highlights: state.marking || !rolled ? [] : highlightsOf(state.lastRoll && state.lastRoll.analysis),
      lastMoves: ph === 'roll' ? state.lastMoves : state.made,
      usedDice: ph === 'move' ? P.usedDice(pos, state.made) : [],
      position: ph === 'move' ? P.moved(pos, state.made) : pos,
    });
  }

  // buttons
  const list = ph === 'move' ? plays() : [];
  const done = ph === 'move' && (list.length === 0 || P.completed(list, state.made) !== null);
  $('roll').disabled = !(ph === 'roll' && human) || state.replayAt !== null;
  $('undo').disabled = !(ph === 'move' && human && state.made.length > 0);
  $('confirm').disabled = !(ph === 'move' && human && done);
  $('decision').hidden = !(ph === 'decide' && human);
  $('decision-title').textContent = t('decision.title', { side: t(side === 'white' ? 'side.white' : 'side.black') });
  $('marking').hidden = ph !== 'mark';
  const cm = state.computerMark;
  $('computer-mark').hidden = !cm || state.auto;
  if (cm) {
    $('computer-mark-text').textContent = t('mark.computer', { j: cm.marked.jeton, h: cm.marked.holes });
    $('send-ecole').disabled = !!cm.judged;
    $('ecole-points').disabled = !!cm.judged;
  }

  // status line
  const sideName = t(side === 'white' ? 'side.white' : 'side.black');
  let status;
  if (state.error) status = state.error;
  else if (ph === 'over') {
    const s = m.score() || pos.score || {};
    const w = m.winner();
    status = m.jacquet ? t('jacquet.over', {
      side: t(w === 'black' ? 'side.black' : 'side.white'),
      w: s[w],
      b: s[other(w)],
    }) : t('game.over', {
      side: t(w === 'black' ? 'side.black' : 'side.white'),
      w: (s.white && s.white.holes) || 0,
      b: (s.black && s.black.holes) || 0,
    });
  } else if (ph === 'roll' && m.jacquet && m.awaitsFirstThrow())
    status = human ? t('jacquet.first.turn') : t('game.computer.thinking');
  else if (ph === 'roll') status = human ? t('game.turn.roll', { side: sideName }) : t('game.computer.thinking');
  else if (ph === 'mark') status = t('mark.title');
  else if (ph === 'decide') status = human ? t('decision.title', { side: sideName }) : t('game.computer.thinking');
  else if (!human) status = t('game.computer.thinking');
  else if (list.length === 0) status = t('game.nothing');
  else if (done) status = t('game.complete');
  else status = state.made.length ? t('game.pick.more') : t('game.pick', { n: list.length });
  setStatus(status);
  $('status').classList.toggle('over', ph === 'over');
  if (ph === 'over' && !state.openedHistory) {
    // a finished game invites its replay
    state.openedHistory = true;
    $('history-card').open = true;
  }

  // the jans of the last roll
  const replayed = state.replayAt !== null ? state.log[state.replayAt] : null;
  const lr = replayed
    ? { side: replayed.side, dice: replayed.rolled.dice, analysis: replayed.analysis, position: replayed.rolled }
    : state.lastRoll;
  const jq = !!m.jacquet;
  document.querySelector('h1').textContent = t(jq ? 'app.title.jacquet' : 'app.title');
  // the rules in play, as the engine holds them (a loaded partie brings its own)
  $('rules').hidden = !jq;
  $('rules').textContent = jq ? rulesLine(m.options(), t) : '';
  document.body.dataset.variants = jq ? JSON.stringify(variantsOf(m.options())) : '';
  $('jans-title').textContent = t(jq ? 'jacquet.roll.title' : 'jans.title');
  $('holes-title').textContent = t(jq ? 'jacquet.manches' : 'game.holes');
  $('points-title').textContent = jq ? t('jacquet.points', { n: m.target() }) : t('game.points');
  for (const id of ['self-mark-label', 'mistakes-label']) $(id).hidden = state.game === 'jacquet';
  if (jq && replayed === null && ph === 'roll' && (state.first || state.manche)) {
    // the first throw of the manche, or the manche just won
    const sn = (x) => t(x === 'black' ? 'side.black' : 'side.white');
    $('roll-title').textContent = state.manche
      ? t('jacquet.manche', { side: sn(state.manche.winner), n: state.manche.points })
      : state.first.starter
        ? t('jacquet.first', { w: state.first.dice[0], b: state.first.dice[1], side: sn(state.first.starter) })
        : t('jacquet.first.tie', { w: state.first.dice[0], b: state.first.dice[1] });
    $('jans').textContent = '';
  } else if (lr && jq) {
    $('roll-title').textContent = t('game.roll.title', {
      side: t(lr.side === 'white' ? 'side.white' : 'side.black'),
      a: lr.dice[0],
      b: lr.dice[1],
    });
    $('jans').textContent = '';
  } else if (lr && !state.marking) {
    $('roll-title').textContent = t('game.roll.title', {
      side: t(lr.side === 'white' ? 'side.white' : 'side.black'),
      a: lr.dice[0],
      b: lr.dice[1],
    });
    renderJans($('jans'), lr.analysis, t, lr.dice, lr.position);
    const pts = (lr.analysis && lr.analysis.points) || { white: 0, black: 0 };
    $('jans').dataset.white = pts.white;
    $('jans').dataset.black = pts.black;
  } else {
    $('roll-title').textContent = '';
    $('jans').textContent = '';
  }
  $('ecole').hidden = !state.ecoleNote;
  $('ecole').textContent = state.ecoleNote;

  // the score: Jacquet's partie points and manches won (no jeton, no fichet)
  const sc = pos.score || {};
  if (jq) {
    const ps = m.score();
    const won = m.manches();
    for (const [s, p] of [['white', 'w'], ['black', 'b']]) {
      $(`${p}-points`).textContent = ps[s];
      $(`${p}-holes`).textContent = won.filter((x) => x.winner === s).length;
      $(`${p}-bredouille`).textContent = '';
    }
  } else for (const [s, p] of [['white', 'w'], ['black', 'b']]) {
    const v = sc[s] || {};
    $(`${p}-points`).textContent = v.points || 0;
    $(`${p}-holes`).textContent = v.holes || 0;
    $(`${p}-bredouille`).textContent = v.bredouille !== false && (v.points || 0) > 0 ? t('game.bredouille') : '';
  }

  renderHistory();
}

function renderHistory() {
  const t = state.t;
  const ol = $('history');
  const n = state.log.length;
  // only redraw what changed: the list grows one roll at a time
  while (ol.children.length > n) ol.removeChild(ol.lastChild);
  for (let i = 0; i < n; i++) {
    const e = state.log[i];
    let li = ol.children[i];
    const text = `${t(e.side === 'white' ? 'side.white' : 'side.black')} ${e.rolled.dice.join('-')}` +
      (e.decision === 'leave' ? ` — ${t('decision.leave')}` : '') +
      (e.play ? ` : ${e.play.moves.map((mv) => mv.join('→')).join(', ') || '—'}` : '') +
      (e.analysis && (e.analysis.points.white || e.analysis.points.black)
        ? ` (${e.analysis.points.white}/${e.analysis.points.black})`
        : '');
    if (!li) {
      li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.addEventListener('click', () => {
        state.replayAt = i;
        refresh();
      });
      li.appendChild(b);
      ol.appendChild(li);
    }
    if (li.firstChild.textContent !== text) li.firstChild.textContent = text;
    li.classList.toggle('current', state.replayAt === i);
  }
  const at = state.replayAt === null ? n : Math.min(state.replayAt + 1, n);
  $('rp-at').textContent = t('game.replay.at', { i: at, n });
}

function setLang(lang) {
  state.lang = lang;
  state.t = translator(lang);
  saveLang(lang);
  document.documentElement.lang = lang;
  applyTranslations(document, state.t);
  document.title = state.t('app.title');
  board.setLang(lang);
  refresh();
}

// ---------- games: new, saved, loaded ----------

/** The new-game form's Jacquet fields (points to reach, variants) show only for Jacquet. */
function showJacquetFields(on) {
  $('target-label').hidden = !on;
  $('variants').hidden = !on;
}

/** The variants chosen in the form. */
function formVariants() {
  return variantsOf({ bouchon: $('v-bouchon').value, sortie_talon_adverse: $('v-sortie').checked, bareme: $('v-bareme').value });
}

/** Puts variants into the form (at start from the URL, after loading a saved partie). */
function setFormVariants(v) {
  const o = variantsOf(v);
  $('v-bouchon').value = o.bouchon;
  $('v-sortie').checked = o.sortie_talon_adverse;
  $('v-bareme').value = o.bareme;
}

/** The line under the title naming the rules the Jacquet partie is played by (the engine's options). */
function rulesLine(options, t) {
  const o = variantsOf(options);
  const list = [
    t(`rules.bouchon.${o.bouchon}`),
    t(`rules.sortie.${o.sortie_talon_adverse}`),
    t(`rules.bareme.${o.bareme}`),
  ];
  return t('rules.jacquet', { list: list.join(' · ') });
}

function newGame(seed) {
  clearTimeout(timer);
  try {
    state.game = $('game').value === 'jacquet' ? 'jacquet' : 'trictrac';
    state.target = Math.max(1, Math.min(99, Number($('target').value) || 5));
    state.variants = formVariants();
    state.match =
      state.game === 'jacquet'
        ? new JacquetMatch(state.engine, { seed: seed === '' ? undefined : seed, target: state.target, options: state.variants })
        : new Match(state.engine, { seed: seed === '' ? undefined : seed });
  } catch (e) {
    state.error = state.t('game.engine.error', { msg: errorMessage(e) });
    setStatus(state.error);
    return;
  }
  state.error = '';
  state.made = [];
  state.lastRoll = null;
  state.lastMoves = [];
  state.log = [];
  state.replayAt = null;
  state.marking = false;
  state.computerMark = null;
  state.pendingMarks = null;
  state.ecoleNote = '';
  state.openedHistory = false;
  state.first = null;
  state.manche = null;
  document.body.dataset.game = state.game;
  refresh();
  schedule();
}

function saveGame() {
  if (!state.match) return;
  // a Jacquet partie is saved as its JacquetGame JSON (JacquetGame.fromJSON reads it back)
  const text = JSON.stringify(state.match.jacquet ? state.match.game.toJSON() : recordOf(state.log, state.match.winner()), null, 1);
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${state.game}-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(a.href);
    a.remove();
  }, 0);
}

async function loadGame(file) {
  if (!file) return;
  const text = await file.text();
  try {
    clearTimeout(timer);
    let rec = null;
    try {
      rec = JSON.parse(text);
    } catch (_) {
      /* replayRecord says what is wrong */
    }
    const jacquet = isJacquetRecord(rec);
    const { match, log } = jacquet ? replayJacquet(state.engine, rec) : replayRecord(state.engine, text);
    state.game = jacquet ? 'jacquet' : 'trictrac';
    $('game').value = state.game;
    if (jacquet) {
      // the form takes the saved partie's rules, so that a new game goes on with them
      state.variants = variantsOf(match.options());
      state.target = match.target();
      setFormVariants(state.variants);
      $('target').value = String(state.target);
    }
    showJacquetFields(jacquet);
    document.body.dataset.game = state.game;
    state.first = null;
    state.manche = null;
    state.match = match;
    state.log = log;
    state.replayAt = log.length ? 0 : null;
    state.lastRoll = null;
    state.made = [];
    state.error = '';
  } catch (e) {
    state.error = state.t('game.load.error', { msg: errorMessage(e) });
  }
  $('load').value = '';
  refresh();
  schedule();
}

// ---------- start ----------

async function start() {
  applyTranslations(document, state.t);
  document.documentElement.lang = state.lang;
  document.title = state.t('app.title');
  $('mode').value = state.mode;
  $('game').value = state.game;
  $('target').value = String(state.target);
  showJacquetFields(state.game === 'jacquet');
  setFormVariants(state.variants);
  $('side').value = state.human;
  $('self-mark').checked = state.selfMark;
  $('mistakes').checked = state.mistakes;
  const seed = params.get('seed') || '';
  $('seed').value = seed;
  board.setPosition(null);
  setStatus(state.t('game.engine.loading'));
  try {
    state.engine = await loadEngine();
  } catch (e) {
    setStatus(state.t('game.engine.error', { msg: errorMessage(e) }));
    document.body.dataset.phase = 'error';
    return;
  }
  newGame(seed);
  document.body.dataset.ready = 'true';
}

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker
    .register('sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      $('offline').textContent = state.t('offline.ready');
      document.body.dataset.offline = 'ready';
    })
    .catch(() => {});
}

start();
