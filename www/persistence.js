// Saving and loading games: the record of the game on screen (a file to download, and the copy
// kept in local storage so that a reload finds the game in progress), and reading a record back
// into a game. The record is the engine's (docs/record.md): written by `toRecord()`, read back by
// `fromRecord`, every step checked by the rules. And the service worker that keeps the page itself
// for use offline.

import { matchOf } from './game.js';
import { EcrireMatch } from './ecrire-match.js';
import { $, params } from './session.js';

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

/** Whether the URL asks for a game of its own (then the kept one is left alone). */
export function urlChoosesGame() {
  return ['seed', 'auto', 'position', 'game', 'mode', 'side', 'mark', 'mistakes', 'target', 'overmark', 'marques', 'fausse'].some((k) => params.has(k));
}

/**
 * The game kept across reloads, with its settings, into the session; `resume` reads its record
 * back. False when there is none or it cannot be read.
 */
export function restoreKept(state, resume) {
  const k = kept();
  if (!k) return false;
  try {
    const s = k.settings || {};
    if (s.mode === 'friend' || s.mode === 'computer') state.mode = s.mode;
    if (s.human === 'white' || s.human === 'black') state.human = state.orientation = s.human;
    state.selfMark = !!s.selfMark;
    state.mistakes = !!s.mistakes;
    resume(k.record, s.seats ?? null);
    return true;
  } catch (e) {
    console.warn('the kept game could not be read; a new game starts', e);
    forget();
    return false;
  }
}

/** The service worker, once the page is interactive: it must not compete with the first load. */
export function registerWorker(state) {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const go = () =>
    navigator.serviceWorker
      .register('sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        $('offline').textContent = state.t('offline.ready');
        document.body.dataset.offline = 'ready';
      })
      .catch(() => {});
  if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 200);
}
