// The fausse case on the page (docs/rules/fausse-case.md): in the "mark it yourself" mode with the
// option on, the player may put his dames anywhere; the engine judges the attempt, says which case
// of 000 it is, and lists the opponent's options. A friend chooses among them on the same screen;
// the computer chooses by the engine's rule (`computerFausseOption`). No rule here: this module
// turns clicks into an attempt and shows the engine's verdict.

import { $, state, session, isHuman, other, sideKey } from './session.js';

const FLECHES = [
  ...Array.from({ length: 12 }, (_, i) => `B${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `N${i + 1}`),
];

/** Whether the person's plays are attempts the engine judges (the option of the game, marks by hand, Trictrac). */
export function fausseOn() {
  return !!state.selfMark && !!state.match && state.match.has('fausse');
}

/** The fausse case awaiting the opponent's choice, {attempt, verdict}, or null. */
export function pendingFausse() {
  if (!state.match || !state.match.has('fausse')) return null;
  return state.match.pendingFausseCase();
}

/** Every flèche (and off) for each of the mover's dames on the board as shown: the engine judges. */
export function anyDests(shown) {
  const own = (shown && shown[shown.turn]) || {};
  const out = new Map();
  for (const [from, n] of Object.entries(own)) {
    if (n > 0) out.set(from, [...FLECHES.filter((f) => f !== from), 'off']);
  }
  return out;
}

const movesText = (moves) => moves.map((m) => m.join(' → ')).join(', ') || '—';

/** An option as the page names it, in the player's language. */
function optionText(o) {
  const t = state.t;
  if (o.option === 'leave') return t('fausse.option.leave');
  if (o.option === 'impose') return t('fausse.option.impose', { moves: movesText(o.play.moves) });
  if (o.option === 'replay') return t('fausse.option.replay', { n: o.plays.length });
  return t('fausse.option.advance', { fleche: o.fleche });
}

/**
 * The person's dames as moved (`state.made`) given to the engine: a legal play is played (true);
 * a fausse case is held, and, when the opponent is the computer, its choice carried out at once.
 */
export function attemptMade() {
  const side = state.match.position().turn;
  const verdict = state.match.attempt({ moves: state.made.map((m) => [...m]) });
  session.attempted();
  held(side, verdict);
  return true;
}

/**
 * A game read back from its record with a fausse case still pending: its card again, and the
 * computer's choice if it is the opponent.
 */
export function resumeFausse() {
  const p = pendingFausse();
  held(state.match.position().turn, p ? p.verdict : null);
}

/** The fausse case `verdict` of `side` on show (null: none); the computer, as the opponent, chooses at once. */
function held(side, verdict) {
  if (!verdict) {
    session.fausseHeld(null);
    return;
  }
  // The computer always exercises its rights.
  const i = isHuman(other(side)) ? null : state.match.computerFausseOption();
  session.fausseHeld({ side, verdict, computer: i === null ? null : verdict.options[i] });
  if (i !== null) choose(i);
}

/** The opponent's choice `i`; a replay waits for the mover's play among its list. */
export function choose(i) {
  const f = state.fausse;
  const o = f && f.verdict.options[i];
  if (!o) return;
  if (o.option === 'replay') {
    session.fausseReplayChosen(i);
    return;
  }
  state.match.resolveFausseCase(i);
  session.fausseResolved();
}

/** The mover's replay, play `j` of the chosen replay option. */
export function replay(j) {
  const f = state.fausse;
  if (!f || f.replayOf === null) return;
  const o = f.verdict.options[f.replayOf];
  state.match.resolveFausseCase(f.replayOf, o.plays[j]);
  session.fausseResolved();
}

/** How a click runs (the controller's guard: errors said, the page redrawn, the computer scheduled). */
let act = (fn) => fn;
export function setAct(guard) {
  act = guard;
}

function button(text, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

/** Draws the verdict card: the kinds, the options or the computer's choice, the result. */
export function drawFausse() {
  const card = $('fausse-card');
  const f = state.fausse;
  if (!card) return;
  if (!f || !state.match || !state.match.has('fausse')) {
    card.hidden = true;
    return;
  }
  const t = state.t;
  card.hidden = false;
  const kinds = f.verdict.kinds.map((k) => t(`fausse.kind.${k}`)).join(' ; ');
  $('fausse-verdict').textContent = t('fausse.verdict', { side: t(sideKey(f.side)), kinds });
  const list = $('fausse-options');
  list.replaceChildren();
  const pending = pendingFausse();
  const lines = [];
  if (f.computer) lines.push(t('fausse.computer', { choice: optionText(f.computer) }));
  if (pending && f.replayOf !== null) {
    lines.push(t('fausse.replay', { side: t(sideKey(f.side)) }));
    f.verdict.options[f.replayOf].plays.forEach((p, j) => list.append(button(movesText(p.moves), act(() => replay(j)))));
  } else if (pending) {
    lines.push(t('fausse.choose', { side: t(sideKey(other(f.side))) }));
    f.verdict.options.forEach((o, i) => list.append(button(optionText(o), act(() => choose(i)))));
  } else if (f.done) {
    const h = state.match.history();
    const last = h[h.length - 1];
    lines.push(t('fausse.done', { moves: last && last.play ? movesText(last.play.moves) : t('fausse.option.leave') }));
  }
  $('fausse-note').textContent = lines.join(' ');
}
