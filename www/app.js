// The game page's controller: one whole ordinary game (12 trous) against the computer or a friend on
// the same screen. The engine (through game.js) rolls, marks and says what is legal; this module
// only turns clicks into the actions of actions.js (the throw, tenir or s'en aller, single-die
// moves of the engine's plays, the same for the computer), drives the computer, and starts, saves
// and loads games. session.js holds the state, view.js draws it (the new-game form too),
// marking.js holds the école, persistence.js the records, the game kept across reloads (and those
// set aside by a link, a file or another tab) and the offline worker.
//
// URL: ?seed=N seeds the dice; ?lang=fr|en; ?mode=friend; ?side=black; ?mark=1 (mark it yourself);
// ?position=<notation> plays on from a position; ?auto=1 lets the computer play both sides through
// the same code path as a person, with ?until=N|bearoff|decide to pause there and ?leave=1 to make
// it always s'en aller (end-to-end tests). ?mistakes=1 makes the computer mark wrong now and then
// on purpose (?mistakes=always: every roll). ?game=jacquet plays Jacquet (003) instead, a partie to
// ?target=N points (default 5), with the variants of 003 VARIANTE ?bouchon=forbidden|until-last-fleche,
// ?sortie=talon, ?bareme=table. ?overmark=1 (test only) makes the computer, whenever it may leave,
// leave marking one jeu more than it won, so that the person may refuse the leave (www/droits.js).
// ?game=ecrire plays a partie à écrire (docs/ecrire.md), agreed by
// ?formation=tete-a-tete|chouette|a-tourner|equipes, ?convention=…, ?marques=N, ?queue=0|1|2; with
// ?auto=1 the computer plays every seat.
// ?fausse=1 (with ?mark=1) lets the player make a fausse case.
// ?tutor=small|medium|large|off sets the tutor (www/tutor.js), which stops a person's costly choice.
// A game asked for in the address sets the kept game in progress aside (never drops it), and once
// kept, the address drops its game options: a reload resumes the game (docs/page.md).

import { loadWords } from './boot.js'; // first: the engine compiles and the words load while the rest loads
import { Board } from './board.js';
import { saveLang, applyTranslations, describeError } from './i18n.js';
import { EcrireMatch } from './ecrire-match.js';
import { fillSeats, formAgreement, formSeats } from './ecrire-form.js';
import { loadGames, readPosition } from './engine.js';
import { hasComputer, upgrade, ecrireRecord } from './whole.js';
import { Match, JacquetMatch } from './game.js';
import * as P from './plays.js';
import { $, params, state, session, variantsOf, phase, mover, isHuman, plays, inProgress } from './session.js';
import { attachBoard, refresh, setStatus, syncReplay, showLink, fillLevels, showFields, formRules, formVariants, setFormGame, fillForm, drawAsideList } from './view.js';
import { submitMarks, sendComputerToEcole } from './marking.js';
import { awaitingPerson, computerLeavesOvermarked, exercise } from './droits.js';
import { downloadRecord, recordNow, readRecord, keep, urlChoosesGame, restoreKept, registerWorker, kept, forget, newGameId, applySettings, applyStep, keepAside, takeAside, othersKept, dropGameOptions, onKeptChange } from './persistence.js';
import { boardSVG, downloadText } from './export.js';
import { fausseOn, pendingFausse, setAct, resumeFausse } from './fausse.js';
import { tutored, initTutor } from './tutor.js';
import { initNotes, translateNotes } from './notes-form.js';
import { correspondenceDoor } from './correspondence-door.js';
import { roll, decide, move, undoMove, confirm } from './actions.js';

window.tablier = { state, session, refresh: () => redraw() }; // for the tests and the curious

const board = new Board($('board'), {
  interactive: true,
  lang: state.lang,
  orientation: state.orientation,
  describedBy: 'board-description',
  onMove: (from, to) => humanMove(from, to),
  onRefused: (from, to) => {
    document.body.dataset.refused = String(session.refusedMove());
    const rule = refusal(from, to);
    document.body.dataset.refusedRule = rule || '';
    setStatus(rule ? state.t('board.refused.rule', { rule: describeError({ code: rule }, state.t) }) : state.t('board.refused'));
  },
});
attachBoard(board);

/** The rule a refused move breaks, as the engine names it (`refusal`, given the moves made so far). */
function refusal(from, to) {
  if (!state.engine || !state.match) return null;
  try {
    const r = state.match.refusal(state.match.position(), state.made, [from, to]);
    return (r && r.code) || null;
  } catch (_) {
    return null;
  }
}

/** Draws the page from the session; a game just finished opens its list of rolls, once: it invites its replay. */
function redraw() {
  if (phase() === 'over' && !state.openedHistory) {
    session.historyOpened();
    $('history-card').open = true;
  }
  refresh();
}

// ---------- the person's side ----------

function humanMove(from, to) {
  if (phase() !== 'move' || !isHuman(mover())) return;
  move(from, to);
  redraw();
}

/** The whole package could not be loaded (whole.js): said in the person's language. */
function engineFailed(e) {
  session.setBusy(false);
  session.setError(state.t('game.engine.error', { msg: describeError(e, state.t) }));
  console.error(e);
  redraw();
}

/**
 * Runs a person's action: a failure says so in his language, and the next action clears it. An
 * action that may need the computer or the advice waits for the whole package (whole.js) unless
 * `light()` says it needs neither now.
 */
function guard(fn, light = () => false) {
  const run = (...args) => {
    session.setError('');
    try {
      fn(...args);
    } catch (e) {
      session.setError(state.t('error.generic', { msg: describeError(e, state.t) }));
      console.error(e);
    }
    redraw();
    save();
    schedule();
  };
  return (...args) => {
    if (hasComputer() || light()) return run(...args);
    upgrade().then(() => run(...args), engineFailed);
  };
}

// What a person's step needs of the computer: the tutor asks the maître (tutor.js); a fausse case
// made against the computer, its choice (fausse.js); tenir or s'en aller after marks, its rights
// on them (droits.js). Without these, a roll, a play and a decision are the game's alone.
const untutored = () => state.tutor === 'off';
const playLight = () => untutored() && !fausseOn();
const decideLight = () => untutored() && !state.pendingMarks;

setAct(guard);
initTutor(guard);
$('roll').addEventListener('click', guard(() => phase() === 'roll' && isHuman(mover()) && (state.corr ? state.corr.roll() : roll()), () => true));
$('undo').addEventListener('click', guard(() => undoMove(), () => true));
$('confirm').addEventListener('click', guard(() => confirm(), playLight));
$('hold').addEventListener('click', guard(() => tutored('decision', 'hold', () => decide('hold')), decideLight));
$('leave').addEventListener('click', guard(() => tutored('decision', 'leave', () => decide('leave')), decideLight));
$('marking').addEventListener('submit', (e) => {
  e.preventDefault();
  guard(() => tutored('marks', null, () => submitMarks()))();
});
// what the person has put in the marking form so far is kept with the game (a reload finds it)
$('marking').addEventListener('input', () => save());
$('send-ecole').addEventListener('click', guard(() => sendComputerToEcole()));
$('droits-list').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-droit]');
  if (b) guard(() => exercise(b.dataset.droit, b.dataset.jeton))();
});
$('new').addEventListener('click', () => {
  // a game under way is not thrown away on one click
  if (inProgress() && !state.corr) {
    $('confirm-new').hidden = false;
    $('confirm-new-yes').focus();
  } else newGame($('seed').value.trim(), null, true);
});
$('confirm-new-yes').addEventListener('click', () => {
  $('confirm-new').hidden = true;
  newGame($('seed').value.trim(), null, true);
});
$('confirm-new-no').addEventListener('click', () => {
  $('confirm-new').hidden = true;
  $('new').focus();
});
$('game').addEventListener('change', (e) => showFields(e.target.value));
$('e-formation').addEventListener('change', () => fillSeats());
$('print-sheet').addEventListener('click', () => window.print());
$('flip').addEventListener('click', () => {
  session.flip();
  board.setOrientation(state.orientation);
});
$('mode').addEventListener('change', (e) => {
  session.setMode(e.target.value);
  redraw();
  save();
  schedule();
});
// The computer's level: the engine's levels by name, weakest first; a change takes effect at once.
$('level').addEventListener('change', (e) => {
  session.setLevel(e.target.value);
  save();
});

$('side').addEventListener('change', (e) => {
  session.setSide(e.target.value);
  board.setOrientation(state.orientation);
  redraw();
  save();
  schedule();
});
$('self-mark').addEventListener('change', (e) => {
  session.setSelfMark(e.target.checked);
  save();
});
$('mistakes').addEventListener('change', (e) => {
  session.setMistakes(e.target.checked);
  save();
});
$('lang').addEventListener('click', () => setLang(state.lang === 'fr' ? 'en' : 'fr'));
$('save').addEventListener('click', () => downloadRecord());
$('load').addEventListener('change', (e) => loadGame(e.target.files && e.target.files[0]));
$('diagram').addEventListener('click', () => {
  downloadText(boardSVG(board.svg, $('board')), 'image/svg+xml', `${state.game}-diagram.svg`);
});
$('link').addEventListener('click', () => showLink());
$('history-card').addEventListener('toggle', () => syncReplay());

// ---------- the computer's side ----------

let timer = null;
function schedule() {
  clearTimeout(timer);
  if (state.corr) return; // the other side plays at a distance: its message brings its turn
  const ph = phase();
  if (!state.match || ph === 'over' || ph === 'loading' || ph === 'mark') return;
  if (isHuman(mover())) return;
  // the person has a right to exercise or waive on the computer's marks first
  if (awaitingPerson()) return;
  if (state.auto && pausedForTest()) return;
  session.setBusy(true);
  // the computer's turn is the whole package's: the game moves to it first (whole.js)
  if (!hasComputer()) {
    upgrade().then(schedule, engineFailed);
    return;
  }
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
    redraw();
    document.body.dataset.paused = 'true';
  }
  return stop;
}

function computerStep() {
  session.setBusy(false);
  try {
    const ph = phase();
    if (ph === 'roll') roll();
    else if (ph === 'decide' && params.get('overmark') === '1') computerLeavesOvermarked(mover());
    else if (ph === 'decide') decide(params.get('leave') === '1' ? 'leave' : state.match.computerDecision());
    else if (ph === 'move') {
      const list = plays();
      const play = list.length ? state.match.computerPlay() : { moves: [] };
      session.setMade(play.moves);
      confirm(P.movesOf(state.match, state.match.position(), state.made).complete || play);
    }
  } catch (e) {
    session.setError(state.t('error.generic', { msg: describeError(e, state.t) }));
    console.error(e);
    redraw();
    return;
  }
  if (state.auto && phase() !== 'over') {
    // keep the page responsive: draw only now and then while the computer plays both sides
    if (state.log.length % 10 === 0) redraw();
  } else redraw();
  if (state.auto && phase() === 'over') redraw();
  save();
  schedule();
}

/** The page in `lang`, once its words are loaded (the other language's module, the first time). */
async function setLang(lang) {
  try {
    await loadWords(lang);
  } catch (_) {
    setStatus(state.t('game.lang.error'));
    return;
  }
  session.setLang(lang);
  saveLang(lang);
  document.documentElement.lang = lang;
  applyTranslations(document, state.t);
  document.title = state.t('app.title');
  fillSeats(formSeats()); // the seats' names and choices, in the new language
  board.setLang(lang);
  translateNotes();
  corr.translate();
  redraw();
}

// ---------- games: new, loaded, kept ----------

/** A new game; `drop`: the player gives up the one on screen (*Nouvelle partie*), else it is set aside if in progress. */
function newGame(seed, start = null, drop = false) {
  clearTimeout(timer);
  corr.drop();
  let match;
  const game = ['jacquet', 'ecrire'].includes($('game').value) ? $('game').value : 'trictrac';
  // a partie à écrire is the whole package's alone (whole.js)
  if (game === 'ecrire' && !hasComputer()) {
    upgrade().then(() => newGame(seed, start, drop), engineFailed);
    return;
  }
  const target = Math.max(1, Math.min(25, Number($('target').value) || 5));
  const variants = formVariants();
  try {
    const s = seed === '' ? undefined : seed;
    match =
      game === 'jacquet'
        ? new JacquetMatch(state.engine, { seed: s, target, options: variants })
        : game === 'ecrire'
          ? new EcrireMatch(state.engine, { seed: s, agreement: formAgreement(), seats: formSeats() })
          : new Match(state.engine, { seed: s, position: start ?? undefined, rules: formRules() });
  } catch (e) {
    session.setError(state.t('game.engine.error', { msg: describeError(e, state.t) }));
    setStatus(state.error);
    return;
  }
  if (drop && state.gameId) forget(state.gameId);
  session.startGame(match, { game, target, variants, level: $('level').value });
  session.setGameId(newGameId());
  document.body.dataset.game = state.game;
  redraw();
  save();
  schedule();
}

/**
 * A game read back from a record (a file, or the copy kept across reloads): it resumes where the
 * record stops, ready to play on, the computer going on if it is its turn.
 */
function resume(text, seats = null) {
  install(readRecord(state.engine, text, seats));
}

/** A game read back (`readRecord`) put on screen in place of the one there. */
function install({ match }) {
  clearTimeout(timer);
  // Jacquet's points and variants are the partie's own (the form takes them: setFormGame)
  const variantes = match.has('variantes') ? { variants: variantsOf(match.options()), target: match.target() } : {};
  session.startGame(match, { game: match.kind, level: $('level').value, ...variantes });
  setFormGame(match);
  document.body.dataset.game = state.game;
  // a fausse case held open: the computer, as its opponent, chooses on the whole package (whole.js)
  if (pendingFausse() && !hasComputer()) {
    upgrade().then(() => {
      if (state.match === match) resumeFausse();
      redraw();
      save();
      schedule();
    }, engineFailed);
  } else resumeFausse();
}

async function loadGame(file) {
  if (!file) return;
  const text = await file.text();
  try {
    if (ecrireRecord(text) && !hasComputer()) await upgrade();
    const read = readRecord(state.engine, text);
    // the game on screen, if in progress, is set aside rather than lost
    keepAside();
    corr.drop();
    applySettings(read.page);
    install(read);
    applyStep(read.page);
    session.setGameId(newGameId());
    board.setOrientation(state.orientation);
  } catch (e) {
    session.setError(state.t('game.load.error', { msg: describeError(e, state.t) }));
  }
  $('load').value = '';
  redraw();
  save();
  schedule();
}

/**
 * Keeps the game on screen (persistence.js) and redraws the games set aside. A game by
 * correspondence is kept by its own module, which composes the reply once the turn is played.
 */
function save() {
  if (state.corr) {
    try {
      state.corr.after();
    } catch (e) {
      session.setError(state.t('error.generic', { msg: describeError(e, state.t) }));
      redraw();
    }
  } else keep();
  drawAside();
}

/** The games kept but not on screen, each a button that takes it up again. */
function drawAside() {
  if (!state.auto) drawAsideList(othersKept(), takeUp);
}

/** Puts a game's saved entry (record, settings, step) on screen as game `id`. */
function putBack(entry) {
  const s = entry.settings || {};
  const read = readRecord(state.engine, entry.record, Array.isArray(s.seats) ? s.seats : null);
  corr.drop();
  applySettings(s);
  install(read);
  applyStep(s);
  session.setGameId(entry.id);
  board.setOrientation(state.orientation);
  fillForm();
  setFormGame(state.match);
}

/** A game kept aside taken up again: the one on screen, if in progress, goes aside in its place. */
function takeUp(id) {
  const entry = othersKept().find((e) => e.id === id);
  if (!entry) return;
  if (ecrireRecord(entry.record) && !hasComputer()) {
    upgrade().then(() => takeUp(id), engineFailed);
    return;
  }
  session.setError('');
  try {
    keepAside();
    putBack(entry);
    takeAside(id);
  } catch (e) {
    session.setError(state.t('game.load.error', { msg: describeError(e, state.t) }));
  }
  redraw();
  save();
  schedule();
}

// Another tab changed the kept games. The same game played on there: this tab follows it, so that
// neither tab writes over the other's rolls. Another game: this one stays on screen and is set
// aside, not overwritten, when it is played on (keep); the list shows the other.
onKeptChange(() => {
  if (state.auto || !state.engine || !state.match) return;
  const k = kept();
  if (k && k.id === state.gameId && JSON.stringify(k.record) !== JSON.stringify(state.match.record())) {
    if (ecrireRecord(k.record) && !hasComputer()) {
      upgrade().then(() => {
        putBack(k);
        redraw();
        schedule();
      }, engineFailed);
      return;
    }
    try {
      putBack(k);
    } catch (e) {
      console.warn('the game played on in another tab could not be read', e);
    }
    redraw();
    schedule();
  }
  drawAside();
});

// ---------- games by correspondence (www/correspondence-door.js) ----------

const corr = correspondenceDoor({
  refresh: redraw,
  // the page's own game stays in its slot, untouched: `save` keeps it no more while this one is on show
  show(record, side, take) {
    clearTimeout(timer);
    const read = readRecord(state.engine, record);
    take(); // state.corr and the game's name, before the board is drawn
    install(read);
    session.setSide(side);
    board.setOrientation(side);
    redraw();
    drawAside();
  },
  own() {
    if (restoreKept(resume)) {
      fillForm();
      setFormGame(state.match);
      board.setOrientation(state.orientation);
      redraw();
      schedule();
    } else newGame($('seed').value.trim());
    drawAside();
  },
});

// ---------- start ----------

async function start() {
  // the words asked for by boot.js as the page began, in parallel with the .wasm; without them
  // (offline before the service worker kept them) the page goes on, its texts as their keys
  await loadWords(state.lang).catch(() => {});
  applyTranslations(document, state.t);
  document.documentElement.lang = state.lang;
  document.title = state.t('app.title');
  fillForm();
  const seed = params.get('seed') || '';
  $('seed').value = seed;
  board.setPosition(null);
  setStatus(state.t('game.engine.loading'));
  try {
    // The light module (the game objects without the computer) unless the game to show is a
    // partie à écrire, the whole package's alone; the whole package follows once the board is
    // interactive (whole.js).
    const k = urlChoosesGame() ? null : kept();
    const ecrire = urlChoosesGame() ? params.get('game') === 'ecrire' : !!k && ecrireRecord(k.record);
    if (ecrire) await upgrade();
    else session.loaded(await loadGames());
    initNotes(save, () => recordNow());
    fillLevels();
    fillSeats(); // now with a choice of level for each computer seat
  } catch (e) {
    setStatus(state.t('game.engine.error', { msg: describeError(e, state.t) }));
    document.body.dataset.phase = 'error';
    return;
  }
  let startAt = null;
  if (params.has('position')) {
    try {
      startAt = await readPosition(params.get('position'));
    } catch (e) {
      session.setError(state.t('game.position.error', { msg: describeError(e, state.t) }));
    }
  }
  const error = state.error;
  if (startAt) {
    // the position's roll, if it has one, is thrown as the game's first: its jans are shown
    newGame(seed, { ...startAt, dice: undefined });
    // (a manche opens with its first throw, one die each: a position's dice are not thrown)
    if (Array.isArray(startAt.dice) && state.match && !state.match.has('manches')) guard(() => roll(startAt.dice), () => !state.mistakes || isHuman(mover()))();
  } else if (urlChoosesGame() || !restoreKept(resume)) newGame(seed);
  else {
    fillForm();
    setFormGame(state.match);
    board.setOrientation(state.orientation);
    redraw();
    schedule();
  }
  if (error) {
    session.setError(error);
    redraw();
  }
  if ((startAt || urlChoosesGame()) && !state.auto) dropGameOptions();
  drawAside();
  await corr.atStart();
  document.body.dataset.ready = 'true';
  performance.mark('tablier-interactive');
  // the computer and the advice, in the background now that the board answers (whole.js), once
  // the board is drawn and the main thread idle (a person's first click is not kept waiting)
  const later = window.requestIdleCallback ?? ((f) => setTimeout(f, 0));
  later(() => upgrade().catch(() => {}), { timeout: 500 });
  registerWorker();
}

start();
