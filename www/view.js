// Draws the page from the session: the board (a replayed position, or the present one with the
// moves made so far), the buttons, the status line, the jans of the roll, the score and the list of
// rolls; says things to a screen reader; fills the new-game form and reads it. Reads the state;
// changes nothing but the DOM.

import { $, params, state, other, sideKey, variantsOf, phase, isHuman, plays } from './session.js';
import * as P from './plays.js';
import { renderJans, highlightsOf } from './jans.js';
import { describePosition, toNotationText } from './describe.js';
import { applyTranslations } from './i18n.js';
import { PLAYERS, fillSeats, setFormAgreement } from './ecrire-form.js';
import { recordNow } from './persistence.js';
import { replayRecord } from './notes-form.js';
import './tablier-record.js';
import { pageChances } from './chances-view.js';
import { pageAdvice } from './advice-view.js';
import { drawRights } from './droits.js';
import { pageSheet } from './sheet-view.js';
import { fausseOn, pendingFausse, anyDests, drawFausse } from './fausse.js';
import { tutorArrows, drawTutor } from './tutor.js';

let board = null;

/** The board the view draws on (made by the controller, which handles its moves). */
export function attachBoard(b) {
  board = b;
}

export function setStatus(text) {
  $('status').textContent = text;
}

/** The line under the title naming the rules the Jacquet partie is played by (the engine's options). */
export function rulesLine(options, t) {
  const o = variantsOf(options);
  const list = [
    t(`rules.bouchon.${o.bouchon}`),
    t(`rules.sortie.${o.sortie_talon_adverse}`),
    t(`rules.bareme.${o.bareme}`),
  ];
  return t('rules.jacquet', { list: list.join(' · ') });
}

/**
 * "The computer makes mistakes": the jans of its roll would give the answer away, so they stay
 * hidden until the person has called école or let it go (by throwing the dice).
 */
function jansHidden() {
  // By correspondence marked by hand, each side counts its points itself as at the table: the jans
  // would tell the mover his école, or the other side the école to call, before the marks are sent.
  if (state.corr && state.corr.hidesJans && state.match) return state.corr.hidesJans(Array.isArray(state.match.position().dice));
  const cm = state.computerMark;
  return !!cm && !cm.judged;
}

/**
 * Where the person's dames may go: the game's own destinations (under its options: the
 * provinciale sortie, Jacquet's bouchon…), or, a fausse case allowed, anywhere (the game judges).
 */
function movesOffered(pos) {
  if (!fausseOn()) return P.boardDests(P.movesOf(state.match, pos, state.made));
  return pendingFausse() ? new Map() : anyDests(P.moved(pos, state.made));
}

function drawBoard(ph, pos, human, chances = null) {
  const m = state.match;
  if (m.has('manches') && state.manche && m.awaitsFirstThrow()) {
    // a manche just won: its last board stays on show until the next first throw
    const h = m.history();
    const end = h.length && h[h.length - 1].end;
    if (end) pos = { ...end, dice: undefined };
  }
  const canMove = ph === 'move' && human;
  const rolled = ph === 'move' || ph === 'decide' || ph === 'over';
  // the computer's last roll stays on the board (its dice shown) until the next throw
  const last = state.lastRoll;
  const showLast = ph === 'roll' && last && last.side !== pos.turn && !state.first && !state.manche && state.log.length;
  const shown = ph === 'move' ? P.moved(pos, state.made) : showLast ? { ...pos, dice: last.dice } : pos;
  board.update({
    interactive: canMove,
    dests: canMove ? movesOffered(pos) : new Map(),
    highlights: state.marking || !rolled || jansHidden() ? [] : highlightsOf(state.lastRoll && state.lastRoll.analysis),
    lastMoves: ph === 'roll' ? state.lastMoves : state.made,
    usedDice: ph === 'move' ? P.movesOf(state.match, pos, state.made).spent : showLast ? [...last.dice] : [],
    position: shown,
    chances,
    arrows: tutorArrows(),
  });
  return shown;
}

function statusText(ph, pos, human, list, done) {
  const t = state.t;
  const m = state.match;
  const side = pos.turn;
  const sideName = t(sideKey(side));
  if (state.error) return state.error;
  if (state.corr && !human && ph !== 'over') return state.corr.status();
  if (ph === 'over' && m.has('marques')) return t('ecrire.over');
  if (ph === 'over') {
    const w = m.winner() === 'black' ? 'black' : 'white';
    if (m.has('manches')) {
      const s = m.score() || {};
      return t('jacquet.over', { side: t(sideKey(w)), w: s[w], b: s[other(w)] });
    }
    // the winner's trous first: "Noir gagne, 13 trous à 3"
    const s = m.score() || pos.score || {};
    return t('game.over', {
      side: t(sideKey(w)),
      w: (s[w] && s[w].holes) || 0,
      b: (s[other(w)] && s[other(w)].holes) || 0,
    });
  }
  if (ph === 'roll' && m.has('manches') && m.awaitsFirstThrow()) return human ? t('jacquet.first.turn') : t('game.computer.thinking');
  if (ph === 'roll') return human ? t('game.turn.roll', { side: sideName }) : t('game.computer.thinking');
  if (ph === 'mark') return t('mark.title');
  if (ph === 'decide') return human ? t('decision.title', { side: sideName }) : t('game.computer.thinking');
  if (!human) return t('game.computer.thinking');
  if (list.length === 0) return t('game.nothing');
  if (done) return t('game.complete');
  return state.made.length ? t('game.pick.more') : t('game.pick', { n: list.length });
}

function drawJans(ph) {
  const t = state.t;
  const m = state.match;
  const lr = state.lastRoll;
  const rollTitle = (r) => t('game.roll.title', { side: t(sideKey(r.side)), a: r.dice[0], b: r.dice[1] });
  $('jans').dataset.hidden = 'false';
  if (m.has('manches') && ph === 'roll' && (state.first || state.manche)) {
    // the first throw of the manche, or the manche just won
    const sn = (x) => t(sideKey(x));
    $('roll-title').textContent = state.manche
      ? t('jacquet.manche', { side: sn(state.manche.winner), n: state.manche.points })
      : state.first.starter
        ? t('jacquet.first', { w: state.first.dice[0], b: state.first.dice[1], side: sn(state.first.starter) })
        : t('jacquet.first.tie', { w: state.first.dice[0], b: state.first.dice[1] });
    $('jans').textContent = '';
  } else if (lr && !m.has('jans')) {
    $('roll-title').textContent = rollTitle(lr);
    $('jans').textContent = '';
  } else if (lr && !state.marking && jansHidden()) {
    $('roll-title').textContent = rollTitle(lr);
    $('jans').textContent = '';
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = t(state.corr ? 'mark.jans.hidden.corr' : 'mark.jans.hidden');
    $('jans').appendChild(li);
    $('jans').dataset.hidden = 'true';
  } else if (lr && !state.marking) {
    $('roll-title').textContent = rollTitle(lr);
    renderJans($('jans'), lr.analysis, t, lr.dice);
    const pts = (lr.analysis && lr.analysis.points) || { white: 0, black: 0 };
    $('jans').dataset.white = pts.white;
    $('jans').dataset.black = pts.black;
  } else {
    $('roll-title').textContent = '';
    $('jans').textContent = '';
  }
}

function drawScore(pos) {
  const t = state.t;
  const m = state.match;
  const sc = pos.score || {};
  if (m.has('manches')) {
    // Jacquet's partie points and manches won (no jeton, no fichet)
    const ps = m.score();
    const won = m.manches();
    for (const [s, p] of [['white', 'w'], ['black', 'b']]) {
      $(`${p}-points`).textContent = ps[s];
      $(`${p}-holes`).textContent = won.filter((x) => x.winner === s).length;
      $(`${p}-bredouille`).textContent = '';
    }
    return;
  }
  for (const [s, p] of [['white', 'w'], ['black', 'b']]) {
    const v = sc[s] || {};
    $(`${p}-points`).textContent = v.points || 0;
    $(`${p}-holes`).textContent = v.holes || 0;
    $(`${p}-bredouille`).textContent = v.bredouille !== false && (v.points || 0) > 0 ? t('game.bredouille') : '';
  }
}

/** The page's title for each kind of game. */
const TITLES = { trictrac: 'app.title', jacquet: 'app.title.jacquet', ecrire: 'app.title.ecrire' };

/** Redraws the whole page from the state. */
export function refresh() {
  const t = state.t;
  const m = state.match;
  if (!m) return;
  const ph = phase();
  let pos = m.position();
  // the person marks first: the engine's marks stay hidden until he has (by correspondence, until
  // his marks are sent: the other side's call of école is the point)
  const unsent = !!state.corr && !!state.corr.hidesScore && state.corr.hidesScore(Array.isArray(pos.dice));
  if ((state.marking || unsent) && state.log.length) {
    pos = { ...pos, score: state.log[state.log.length - 1].before.score };
  }
  const side = pos.turn;
  const human = isHuman(side);
  document.body.dataset.phase = ph;
  document.body.dataset.turn = side;
  document.body.dataset.rolls = String(state.log.length);
  const shown = drawBoard(ph, pos, human, pageChances(ph, pos));
  $('board-description').textContent = describePosition(shown, t);
  pageAdvice(ph, pos);

  // buttons
  const list = ph === 'move' ? plays() : [];
  const attempting = fausseOn() && human;
  const done =
    ph === 'move' &&
    (attempting
      ? !pendingFausse() && (state.made.length > 0 || list.length === 0)
      : list.length === 0 || P.movesOf(state.match, pos, state.made).complete !== null);
  $('roll').disabled = !(ph === 'roll' && human);
  $('undo').disabled = !(ph === 'move' && human && state.made.length > 0);
  $('confirm').disabled = !(ph === 'move' && human && done);
  $('decision').hidden = !(ph === 'decide' && human);
  $('decision-title').textContent = t('decision.title', { side: t(sideKey(side)) });
  $('marking').hidden = ph !== 'mark';
  const cm = state.computerMark;
  $('computer-mark').hidden = !cm || state.auto;
  if (cm) {
    $('computer-mark-text').textContent = t('mark.computer', { j: cm.marked.jeton, h: cm.marked.holes });
    $('send-ecole').disabled = !!cm.judged;
    $('ecole-points').disabled = !!cm.judged;
  }

  drawFausse();
  setStatus(statusText(ph, pos, human, list, done));
  $('status').classList.toggle('over', ph === 'over');

  document.querySelector('h1').textContent = t(TITLES[m.kind]);
  pageSheet(m, t);
  // the rules in play, as the engine holds them (a loaded partie brings its own)
  const variantes = m.has('variantes');
  $('rules').hidden = !variantes;
  $('rules').textContent = variantes ? rulesLine(m.options(), t) : '';
  document.body.dataset.variants = variantes ? JSON.stringify(variantsOf(m.options())) : '';
  const manches = m.has('manches');
  $('jans-title').textContent = t(manches ? 'jacquet.roll.title' : 'jans.title');
  $('holes-title').textContent = t(manches ? 'jacquet.manches' : 'game.holes');
  $('points-title').textContent = manches ? t('jacquet.points', { n: m.target() }) : t('game.points');
  for (const id of ['self-mark-label', 'mistakes-label']) $(id).hidden = !m.has('ecole');
  drawJans(ph);
  $('ecole').hidden = !state.ecoleNote;
  $('ecole').textContent = state.ecoleNote;
  drawRights();
  drawScore(pos);
  renderHistory();
  drawTutor();
}

/**
 * The list of rolls, and the replay: the game page's record shown by <tablier-record> (the same
 * viewer a site uses), brought up to date while the list is open. A roll of the list opens there.
 */
export function renderHistory() {
  const t = state.t;
  const ol = $('history');
  const n = state.log.length;
  // only redraw what changed: the list grows one roll at a time
  while (ol.children.length > n) ol.removeChild(ol.lastChild);
  for (let i = 0; i < n; i++) {
    const e = state.log[i];
    let li = ol.children[i];
    const text = `${t(sideKey(e.side))} ${e.rolled.dice.join('-')}` +
      (e.decision === 'leave' ? ` — ${t('decision.leave')}` : '') +
      (e.play ? ` : ${e.play.moves.map((mv) => mv.join('→')).join(', ') || '—'}` : '') +
      (e.analysis && (e.analysis.points.white || e.analysis.points.black)
        ? ` (${e.analysis.points.white}/${e.analysis.points.black})`
        : '');
    if (!li) {
      li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.addEventListener('click', () => showRoll(i + 1));
      li.appendChild(b);
      ol.appendChild(li);
    }
    if (li.firstChild.textContent !== text) li.firstChild.textContent = text;
  }
  syncReplay();
}

let fed = null; // what the replay was last given: the log's length and its last play

/** Gives the replay the game's record when the list is open and the game has moved on. */
export function syncReplay() {
  const replay = $('replay');
  if (!$('history-card').open || !replay || !state.match) return;
  replay.setAttribute('lang', state.lang);
  replay.setAttribute('orientation', state.orientation);
  const last = state.log[state.log.length - 1];
  const key = `${state.match === fed?.match}:${state.match.seating?.game}:${state.log.length}:${!!(last && last.play)}:${last && last.decision}`;
  if (fed && fed.key === key) return;
  fed = { match: state.match, key };
  // A partie à écrire: the replay shows the marqué on the board, a game of Trictrac.
  replay.record = replayRecord(state.match, () => recordNow());
}

/** Opens the replay at a roll (0: the start). */
function showRoll(at) {
  $('history-card').open = true;
  syncReplay();
  const replay = $('replay');
  const go = () => replay.go(at);
  if (replay.steps && replay.steps.length > at) go();
  else replay.addEventListener('tablier-ready', go, { once: true });
}

/** Says something to a screen reader (plays, points, the end of the game). */
export function announce(text) {
  $('announce').textContent = text;
}

/** The link to the position on screen: the page opened on it, to analyse and play on. */
export function showLink() {
  const pos = state.match.position();
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('position', toNotationText(state.engine, pos));
  if (state.lang !== 'fr') url.searchParams.set('lang', state.lang);
  $('link-out').value = url.href;
  $('link-out').hidden = false;
  $('link-out').select();
}

// ---------- the new-game form ----------

/** The level select, filled from the engine's own list once it is loaded. */
export function fillLevels() {
  const sel = $('level');
  if (!sel.options.length) {
    for (const name of state.engine.levels()) {
      const o = document.createElement('option');
      o.value = name;
      o.dataset.i18n = `level.${name}`;
      sel.append(o);
    }
    sel.value = 'amateur';
  }
  applyTranslations(sel, state.t);
}

/** The new-game form's fields for the game chosen: Jacquet's (points, variants), the tour's old rules, the partie à écrire's agreement. */
export function showFields(game) {
  const on = game === 'jacquet';
  $('target-label').hidden = !on;
  $('variants').hidden = !on;
  $('old-rules').hidden = game !== 'trictrac';
  $('ecrire-fields').hidden = game !== 'ecrire';
  for (const id of ['mode', 'side']) $(id).closest('label').hidden = game === 'ecrire';
  if (game === 'ecrire') fillSeats();
}

/** The old rules of Trictrac chosen in the form (docs/rulings.md 18–19), for `Game`. */
export function formRules() {
  return { provinciale: $('r-provinciale').checked, rencontre: $('r-rencontre').checked, fausseCase: $('r-fausse').checked };
}

/** The variants chosen in the form. */
export function formVariants() {
  return variantsOf({ bouchon: $('v-bouchon').value, sortie_talon_adverse: $('v-sortie').checked, bareme: $('v-bareme').value });
}

/** Puts variants into the form (at start from the URL, after loading a saved partie). */
export function setFormVariants(v) {
  const o = variantsOf(v);
  $('v-bouchon').value = o.bouchon;
  $('v-sortie').checked = o.sortie_talon_adverse;
  $('v-bareme').value = o.bareme;
}

/**
 * The new-game form takes the rules of the game read back from a record, so that a new game goes on
 * with them: the partie à écrire's agreement and seats, Jacquet's points and variants (as the
 * session now holds them), or the old rules the Trictrac game was played by.
 */
export function setFormGame(match) {
  $('game').value = state.game;
  if (match.has('marques')) setFormAgreement(match.agreement(), match.seats);
  else if (match.has('variantes')) {
    setFormVariants(state.variants);
    $('target').value = String(state.target);
  } else {
    const o = match.rules();
    $('r-provinciale').checked = !!o.provinciale;
    $('r-rencontre').checked = !!o.rencontre;
    $('r-fausse').checked = !!o.fausse_case;
  }
  showFields(state.game);
}

/** The new-game form from the session and the URL's agreement (at start, and a kept game restored). */
export function fillForm() {
  $('mode').value = state.mode;
  $('game').value = state.game;
  $('target').value = String(state.target);
  setFormAgreement({
    formation: params.get('formation') in PLAYERS ? params.get('formation') : undefined,
    convention: ['base', 'annexe-arithmetic', 'annexe-geometric', 'sans-lever'].includes(params.get('convention')) ? params.get('convention') : undefined,
    marques: Number(params.get('marques')) || undefined,
    jetons_de_queue: ['0', '1', '2'].includes(params.get('queue')) ? Number(params.get('queue')) : undefined,
  });
  showFields(state.game);
  setFormVariants(state.variants);
  $('side').value = state.human;
  $('self-mark').checked = state.selfMark;
  $('mistakes').checked = state.mistakes;
  if (params.get('fausse') === '1') $('r-fausse').checked = true;
}

/** The card of the games set aside (persistence.js): one button each, `takeUp(id)` on a click. */
export function drawAsideList(list, takeUp) {
  const ul = $('aside-list');
  $('aside').hidden = list.length === 0;
  ul.textContent = '';
  const t = state.t;
  for (const e of list) {
    const s = e.settings || {};
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.game = e.id;
    const when = e.at ? new Date(e.at).toLocaleString(state.lang, { dateStyle: 'short', timeStyle: 'short' }) : '';
    const n = Number(s.rolls) || 0;
    const game = t(`game.${['jacquet', 'ecrire'].includes(s.game) ? s.game : 'trictrac'}`);
    b.textContent = t('aside.resume', { game, n, s: n > 1 ? 's' : '', when });
    b.addEventListener('click', () => takeUp(e.id));
    li.appendChild(b);
    ul.appendChild(li);
  }
}
