// The tutor (docs/page.md): off by default. When it is on, a person's play, tenir or s'en aller,
// or own marks (mark it yourself) that cost more than the chosen threshold are stopped before they
// are confirmed: the card says what the choice gives up and shows the best, and the person plays
// it anyway or takes it back. Every cost is the engine's — the maître's ranking of the roll's plays
// (`Game.hints()`), its values of the decision awaited (`Game.decisionValues()`, the numbers the
// review gives it once made) and the école check of the marks (`checkEcole`) —: this module only
// compares them with the threshold and says them.
// Trictrac's tour and the marqués of a partie à écrire (their Game has hints); Jacquet has none.

import { $, state, session, params, isHuman, mover, other, sideKey } from './session.js';
import { pct, movesText } from './review-text.js';
import { rolledBefore } from './marking.js';

/**
 * What each level lets through: a play or a decision that loses more than `percent` of tours won
 * against the best is stopped, and marks that give the opponent an école of more than `points`.
 */
export const THRESHOLDS = {
  small: { percent: 1, points: 0 },
  medium: { percent: 3, points: 2 },
  large: { percent: 8, points: 4 },
};

const KEY = 'tablier.tutor';

/** The level chosen: the address's `?tutor=`, else the one kept in the browser, else off. */
function initialLevel() {
  const asked = params.get('tutor');
  if (asked && (asked === 'off' || THRESHOLDS[asked])) return asked;
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && THRESHOLDS[kept]) return kept;
  } catch (_) {
    // no storage (private mode): the tutor starts off
  }
  return 'off';
}

session.setTutor(initialLevel());
let act = (fn) => fn;
let opened = false; // the card has just opened: focus goes to it once drawn

/** The tutor's threshold now, or null when it is off. */
function threshold() {
  return THRESHOLDS[state.tutor] || null;
}

/** The match when it has hints (Trictrac's tour, a marqué of a partie à écrire) and a game on the board. */
function hintedGame() {
  const m = state.match;
  return m && m.has('hints') && m.playing ? m : null;
}

/** The ranked entry of `play` in the engine's hints: the same moves, or the same position after them. */
function rankOf(hints, play) {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const exact = hints.plays.find((h) => same(h.play.moves, play.moves));
  if (exact) return exact;
  const pos = state.match.position();
  const after = (p) => {
    try {
      return JSON.stringify(state.engine.applyPlay(pos, p));
    } catch (_) {
      return null;
    }
  };
  const mine = after(play);
  return mine === null ? null : hints.plays.find((h) => after(h.play) === mine) || null;
}

/** The stop of a play, or null: its loss against the maître's best, with the best drawn. */
function judgePlay(play, limit) {
  const g = hintedGame();
  if (!g) return null;
  const hints = g.hints();
  if (!hints || hints.plays.length < 2) return null;
  const mine = rankOf(hints, play);
  const best = hints.plays[0];
  if (!mine || !(mine.loss > limit.percent)) return null;
  const t = state.t;
  return {
    kind: 'play',
    lines: [
      t('tutor.play', { cost: pct(mine.loss, t), chance: pct(mine.chance, t), best: pct(best.chance, t) }),
      t('tutor.play.yours', { moves: movesText(play) }),
      t('tutor.play.best', { moves: movesText(best.play), chance: pct(best.chance, t) }),
    ],
    arrows: best.play.moves.map(([from, to]) => [from, to]),
    cost: mine.loss,
    best: best.play,
  };
}

/**
 * The stop of tenir or s'en aller, or null: the engine weighs the decision awaited before it is
 * made, one judgment of the position, not a review of the whole game.
 */
function judgeDecision(choice, limit) {
  const g = hintedGame();
  if (!g) return null;
  const v = g.decisionValues();
  const d = { ...v, chosen: choice, cost: choice === v.best ? 0 : v.cost };
  if (d.chosen === d.best || !(d.cost > limit.percent)) return null;
  const t = state.t;
  const chance = (c) => pct(c === 'hold' ? d.hold : d.leave, t);
  return {
    kind: 'decision',
    lines: [
      t('tutor.decision', { chosen: t(`decision.${d.chosen}`), cost: pct(d.cost, t), chance: chance(d.chosen), best: chance(d.best) }),
      t('tutor.decision.best', { best: t(`decision.${d.best}`) }),
    ],
    arrows: [],
    cost: d.cost,
    best: d.best,
  };
}

/**
 * The stop of the person's own marks, or null: the école the engine's check finds in them, and
 * the right marks. Marks made before tenir or s'en aller are checked after the choice (marking.js),
 * and are not stopped here.
 */
function judgeMarks(limit) {
  const m = state.match;
  // By correspondence the marks go unjudged with the play: the other side's call of école is
  // the point, and told before he sends them the mover could put his marks right.
  if (!m || !m.has('ecole') || m.pendingDecision() || state.corr) return null;
  const entry = state.log[state.log.length - 1];
  const side = state.lastRoll && state.lastRoll.side;
  if (!entry || !side) return null;
  const jeton = Math.max(0, Math.min(11, Number($('mark-points').value) || 0));
  const holes = Math.max(0, Number($('mark-holes').value) || 0);
  const verdict = m.checkEcole(rolledBefore(entry), { [side]: { jeton, holes, released: true, touched: true } });
  if (!verdict) return null;
  const mine = (verdict.ecoles || []).filter((e) => e.by === side && e.points > 0);
  const points = mine.reduce((a, e) => a + e.points, 0);
  if (!(points > limit.points)) return null;
  const t = state.t;
  const due = verdict.due[side];
  return {
    kind: 'marks',
    lines: [
      t('tutor.marks', { j: jeton, h: holes, dj: due.jeton, dh: due.holes }),
      ...mine.map((e) =>
        t('tutor.marks.ecole', {
          side: t(sideKey(e.to || other(side))),
          n: e.points,
          kind: t(e.kind === 'excess' ? 'tutor.marks.exces' : 'tutor.marks.omission'),
        }),
      ),
      t('tutor.marks.best', { dj: due.jeton, dh: due.holes }),
    ],
    arrows: [],
    cost: points,
    best: due,
  };
}

/**
 * Runs the person's `go` (a play `play`, a decision `choice`, or marks), unless the tutor is on
 * and the engine's cost of it is above the threshold: then the card stops it, and `go` waits for
 * "play it anyway" (`back`, if any, runs on "take it back"). Answers whether it was stopped.
 */
export function tutored(kind, what, go, back = null) {
  // a choice already waits on the card: nothing else goes through meanwhile
  if (state.tutorStop) return true;
  const limit = threshold();
  if (!limit || !isHuman(mover()) || state.auto) {
    go();
    return false;
  }
  let stop = null;
  try {
    if (kind === 'play') stop = judgePlay(what, limit);
    else if (kind === 'decision') stop = judgeDecision(what, limit);
    else if (kind === 'marks') stop = judgeMarks(limit);
  } catch (e) {
    // the engine could not weigh the choice: the tutor says nothing rather than stand in the way
    console.warn('the tutor could not weigh this choice', e);
    stop = null;
  }
  if (!stop) {
    go();
    return false;
  }
  session.tutorStopped({ ...stop, go, back });
  document.body.dataset.tutor = stop.kind;
  opened = true;
  return true;
}


/** The best play's arrows while a play is stopped, for the board (view.js). */
export function tutorArrows() {
  return state.tutorStop ? state.tutorStop.arrows : [];
}

/** Whether a choice waits on the tutor's card: the roll's buttons wait with it. */
export function tutorPending() {
  return !!state.tutorStop;
}

/** Draws the card and the setting; called by the view after each change. */
export function drawTutor() {
  const card = $('tutor');
  if (!card) return;
  const label = $('tutor-label');
  if (label) label.hidden = !!state.match && !state.match.has('hints');
  // the buttons the view leaves alone wait with the card, and only with it
  const pending = state.tutorStop;
  const waiting = !!pending;
  for (const id of ['hold', 'leave']) $(id).disabled = waiting;
  const submit = $('marking').querySelector('button[type=submit]');
  if (submit) submit.disabled = waiting;
  if (!pending) {
    card.hidden = true;
    delete document.body.dataset.tutor;
    return;
  }
  const t = state.t;
  $('tutor-text').textContent = '';
  for (const line of pending.lines) {
    const p = document.createElement('p');
    p.textContent = line;
    $('tutor-text').appendChild(p);
  }
  $('tutor-anyway').textContent = t(pending.kind === 'marks' ? 'tutor.anyway.marks' : 'tutor.anyway');
  card.hidden = false;
  // the choice stopped waits: nothing else of the roll can be done meanwhile
  for (const id of ['confirm', 'undo']) $(id).disabled = true;
  if (opened) {
    opened = false;
    $('tutor-back').focus();
  }
}

/** Where focus goes once the card closes: the next thing the person can do. */
function refocus() {
  for (const id of ['roll', 'confirm', 'hold', 'mark-points']) {
    const el = $(id);
    if (el && !el.disabled && el.offsetParent !== null) {
      el.focus();
      return;
    }
  }
  const board = $('board').querySelector('[tabindex="0"]');
  if (board) board.focus();
}

function answer(anyway) {
  const p = session.tutorAnswered();
  if (!p) return;
  act(() => (anyway ? p.go() : p.back && p.back()))();
  refocus();
}

/** Wires the setting and the card; `guard` runs an action as the page's buttons do (app.js). */
export function initTutor(guard) {
  act = guard;
  const select = $('tutor-level');
  if (select) {
    select.value = state.tutor;
    select.addEventListener('change', (e) => {
      session.setTutor(THRESHOLDS[e.target.value] ? e.target.value : 'off');
      try {
        localStorage.setItem(KEY, state.tutor);
      } catch (_) {
        // not kept: the setting holds for this page only
      }
    });
  }
  $('tutor-anyway').addEventListener('click', () => answer(true));
  $('tutor-back').addEventListener('click', () => answer(false));
  $('tutor').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      answer(false);
    }
  });
}
