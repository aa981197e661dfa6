// Saving and loading games: the record of the game on screen (a file to download, and the copy
// kept in local storage so that a reload finds the game in progress), and reading a record back
// into a game. The record is the engine's (docs/record.md): written by `toRecord()`, read back by
// `fromRecord`, every step checked by the rules.

import { matchOf } from './game.js';
import { EcrireMatch } from './ecrire-match.js';

const KEY = 'tablier.game';

/** The record of the game on screen, whatever the moment: a roll without its play yet included. */
export function recordNow(state) {
  return state.match ? state.match.record() : null;
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
 * Reads a saved game: `{jacquet, match}`, the game played again through the engine to where the
 * record stops. Throws the engine's error (with its code, and the roll it names) when the rules
 * refuse it.
 */
export function readRecord(engine, text, seats = null) {
  let rec = null;
  try {
    rec = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (_) {
    throw Object.assign(new Error('not JSON'), { code: 'bad-json' });
  }
  // A partie à écrire: its own class (the seats, a person's or the computer's, kept beside it).
  const match = rec && typeof rec === 'object' && rec.game === 'ecrire' ? new EcrireMatch(engine, { record: rec, seats: seats ?? undefined }) : matchOf(engine, rec);
  return { jacquet: !!match.jacquet, match };
}

/** The settings a kept game comes back with. */
function settingsOf(state) {
  const seats = state.match && state.match.ecrire ? state.match.seats : undefined;
  return { mode: state.mode, human: state.human, selfMark: state.selfMark, mistakes: state.mistakes, game: state.game, seats };
}

/** Keeps the game in progress in local storage (nothing for the tests' auto-play). */
export function keep(state) {
  if (state.auto || !state.match) return;
  try {
    if (state.log.length === 0 && !state.match.jacquet && !state.match.ecrire) localStorage.removeItem(KEY);
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
