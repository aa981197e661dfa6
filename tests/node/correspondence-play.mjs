// Two players of a game by correspondence in Node, through the package only: each composes its
// message when its turn comes and the other receives it (tests/node/correspondence.test.mjs, the
// types' samples, benches/node/correspondence.mjs).
import assert from 'node:assert/strict';
import { tablier } from './helpers.mjs';

const { Correspondence } = tablier;

export const TOUR = { game: 'trictrac', options: { goal: 'tour', first: 'lot' }, inviter: 'white' };
export const secret = (byte) => ({ seed: byte.toString(16).padStart(2, '0').repeat(32), length: 400 });

/** A seeded choice among the legal plays, so that each seed is its own whole game. */
function chooser(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** What `side` had marked before the last roll of a game's record. */
function scoreBefore(record, side) {
  const rolls = record.rolls || [];
  const score = rolls.length > 1 ? rolls[rolls.length - 2].score : record.start.score;
  return score[side];
}

/** What a side sends when its turn comes: the steps its peeked table awaits of it, tenir when
 * its roll completed a trou or s'en aller (000 CHRONOLOGIE DÉTAILLÉE D'UN COUP, 5), then a play.
 * `hand`: marks by hand, the mover's marks of his roll (right, as the engine marked it) after
 * his play; the rights before a throw are sent empty (no école called). */
function stepsOf(c, pick, watch, hand) {
  if (hand && c.state().rights) return null;
  let t = c.peek();
  watch('peek', t);
  if (t.awaits !== t.side) return null;
  const steps = {};
  if (t.decide) {
    steps.decision = pick(2) ? 'hold' : 'leave';
    t = c.peek(steps);
    watch('peek', t);
  }
  // a roll with no legal play (Jacquet) is played with no move
  if (t.awaits === t.side) steps.play = t.plays.length ? t.plays[pick(t.plays.length)] : [];
  if (hand && steps.decision !== 'leave' && t.side) {
    const rec = c.peek(steps).record;
    const now = rec.rolls[rec.rolls.length - 1].score[t.side];
    const was = scoreBefore(rec, t.side);
    steps.marks = { jeton: now.points, holes: Math.max(0, now.holes - was.holes), released: true, touched: true };
  }
  return steps;
}

/**
 * A whole game by correspondence (a tour, or the game of `terms`: Jacquet, a partie à écrire of
 * two, a tour marked by hand): every message composed by one side and received by the other.
 * `watch(what, value)` sees each state, table peeked and message sent. `drawn`: each side's
 * secret drawn by the engine (crypto.getRandomValues, the default chain) as on the page.
 */
export function playTour(seed, watch = () => {}, { drawn = false, terms = TOUR } = {}) {
  const pick = chooser(seed);
  const own = (n) => (drawn ? {} : { secret: secret(n) });
  const hand = !!terms.hand_marks;
  const anne = Correspondence.invite(terms, own(2 * seed + 1));
  const bruno = Correspondence.open(anne.invitation(), own(2 * seed + 2));
  const sides = [anne, bruno];
  const sent = [];
  const closed = [false, false];
  for (let i = 0; i < 5000 && !(closed[0] && closed[1]); i++) {
    const states = sides.map((c) => c.state());
    for (const st of states) watch('state', st);
    const from = states.findIndex((st) => st.mine);
    assert.notEqual(from, -1, 'one side always has the next message to send');
    const c = sides[from];
    const over = states[from].table.awaits === 'over';
    const text = c.compose(over ? null : stepsOf(c, pick, watch, hand));
    watch('message', text);
    if (over) closed[from] = true;
    sides[1 - from].receive(text);
    sent.push(text);
  }
  return { anne, bruno, sent };
}

