// Saving and loading games: the record of the game on screen (a file to download, and the copy
// kept in local storage so that a reload finds the game in progress), and reading a record back
// into a game through the engine. The record's format is the engine's (docs/scoring.md);
// a Jacquet partie is saved as its JacquetGame JSON.

import { recordOf, replayRecord, isJacquetRecord, replayJacquet } from './game.js';

const KEY = 'tablier.game';

/** The record of the game on screen, whatever the moment: a roll without its play yet included. */
export function recordNow(state) {
  const m = state.match;
  if (!m) return null;
  if (m.jacquet) return m.game.toJSON();
  return recordOf(state.log, m.winner(), state.start);
}

/** Offers the record as a file to download. */
export function downloadRecord(state) {
  const rec = recordNow(state);
  if (!rec) return;
  const blob = new Blob([JSON.stringify(rec, null, 1)], { type: 'application/json' });
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

/**
 * Reads a saved game: `{jacquet, match, log}` with the game played again through the engine to
 * where the record stops. Throws the engine's error (with its code) when the rules refuse it.
 */
export function readRecord(engine, text) {
  let rec = null;
  try {
    rec = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (_) {
    throw Object.assign(new Error('not JSON'), { code: 'bad-json' });
  }
  const jacquet = isJacquetRecord(rec);
  if (!jacquet) engineVerdict(engine, rec);
  const { match, log } = jacquet ? replayJacquet(engine, rec) : replayRecord(engine, rec);
  return { jacquet, match, log };
}

/**
 * The engine's own verdict on a record (`Game.fromRecord`, as `tablier replay`): the page refuses
 * what it refuses, with its code. A roll saved before its play is the page's to resume (the engine
 * reads whole rolls only), so the verdict is on the rolls before it.
 */
function engineVerdict(engine, rec) {
  if (!rec || !Array.isArray(rec.rolls) || typeof engine.Game.fromRecord !== 'function') return;
  const last = rec.rolls[rec.rolls.length - 1];
  const whole = last && !last.play && rec.winner === undefined ? { ...rec, rolls: rec.rolls.slice(0, -1) } : rec;
  let g;
  try {
    g = engine.Game.fromRecord(whole);
  } catch (e) {
    // the roll refused, for the player's message (the engine names it in its text only)
    const m = e && typeof e.message === 'string' && e.message.match(/\broll (\d+)\b/);
    if (m && e && typeof e === 'object' && !e.roll) e.roll = Number(m[1]);
    throw e;
  }
  if (typeof g.free === 'function') g.free();
}

/** The settings a kept game comes back with. */
function settingsOf(state) {
  return { mode: state.mode, human: state.human, selfMark: state.selfMark, mistakes: state.mistakes, game: state.game };
}

/** Keeps the game in progress in local storage (nothing for the tests' auto-play). */
export function keep(state) {
  if (state.auto || !state.match) return;
  try {
    if (state.log.length === 0 && !state.match.jacquet) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ settings: settingsOf(state), record: recordNow(state) }));
  } catch (_) {
    /* no storage (private mode, full): the game lasts as long as the page */
  }
}

/** The kept game, `{settings, record}`, or null. */
export function kept() {
  try {
    const text = localStorage.getItem(KEY);
    const v = text ? JSON.parse(text) : null;
    return v && v.record ? v : null;
  } catch (_) {
    return null;
  }
}

export function forget() {
  try {
    localStorage.removeItem(KEY);
  } catch (_) {
    /* nothing kept */
  }
}
