// Saving and loading games: the record of the game on screen (a file to download, and the copy
// kept in local storage so that a reload finds the game in progress), and reading a record back
// into a game. The record is the engine's (docs/record.md): written by `toRecord()`, read back by
// `fromRecord`, every step checked by the rules; beside it, the page's settings of the game and
// the step it is at. Every kept game has a name: the one last played is in the slot, the others in
// progress are set aside (a link opened, a file loaded, another tab), never overwritten. And the
// service worker that keeps the page itself for use offline.

import { matchOf } from './game.js';
import { EcrireMatch } from './ecrire-match.js';
import { $, params, state, session } from './session.js';
import { withNotes } from './notes-form.js';

const KEY = 'tablier.game';

/** The record of the game on screen, whatever the moment: a roll without its play yet included; the notes written on its rolls with it. */
export function recordNow() {
  return state.match ? withNotes(state.match, state.match.record()) : null;
}

/** Offers the record as a file to download, with what the page agreed the game with (`page`). */
export function downloadRecord() {
  const rec = recordNow();
  if (!rec) return;
  // the page's settings as text: the engine carries them without reading them (docs/record.md)
  const blob = new Blob([JSON.stringify({ ...rec, page: JSON.stringify(settingsOf()) }, null, 1)], { type: 'application/json' });
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
 * Reads a saved game: `{match, page}`, the game played again through the engine to where
 * the record stops, and the page's settings saved beside the record (`page`, or null). Throws the
 * engine's error (with its code, and the roll it names) when the rules refuse it.
 */
export function readRecord(engine, text, seats = null) {
  let rec = null;
  try {
    rec = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (_) {
    throw Object.assign(new Error('not JSON'), { code: 'bad-json' });
  }
  // The page's settings ride beside the engine's record: the engine reads the record alone.
  let page = null;
  if (rec && typeof rec === 'object' && !Array.isArray(rec) && 'page' in rec) {
    ({ page, ...rec } = rec);
    try {
      page = typeof page === 'string' ? JSON.parse(page) : page;
    } catch (_) {
      page = null; // settings that cannot be read: the game comes back with the page's own
    }
    if (!page || typeof page !== 'object' || Array.isArray(page)) page = null;
  }
  const s = seats ?? (page && Array.isArray(page.seats) ? page.seats : null);
  // A partie à écrire: its own class (the seats, a person's or the computer's, kept beside it).
  const match = rec && typeof rec === 'object' && rec.game === 'ecrire' ? new EcrireMatch(engine, { record: rec, seats: s ?? undefined }) : matchOf(engine, rec);
  return { match, page };
}

/**
 * Where the turn stands on the page beyond the engine's record: the person's marking still to
 * do, his marks waiting for tenir or s'en aller, the computer's marks he may still send to école.
 * Tied to the roll it belongs to (`at`), so that it is put back only on that very roll.
 */
function stepOf() {
  const m = state.match;
  return {
    at: stepKey(),
    marking: !!state.marking,
    markForm: state.marking ? { points: $('mark-points').value, holes: $('mark-holes').value } : null,
    pendingMarks: state.pendingMarks,
    computerMark: state.computerMark,
    ecoleNote: state.ecoleNote,
    fausse: state.fausse && m ? { side: state.fausse.side, replayOf: state.fausse.replayOf ?? null } : null,
  };
}

/** The roll the page's step belongs to: the marqué (a partie à écrire) and the rolls of its game. */
function stepKey() {
  const m = state.match;
  if (!m) return '';
  return `${m.has('marques') ? (m.seating ? m.seating.marque : 'end') : ''}:${state.log.length}`;
}

/** Whether a game has begun: a roll thrown (a first throw, a marqué written). */
function started() {
  const m = state.match;
  if (!m) return false;
  if (state.log.length > 0) return true;
  if (m.has('manches')) return m.history().length > 0;
  if (m.has('marques')) return ((m.record().ecrire || {}).marques || []).length > 0;
  return false;
}

/** The settings a game is agreed with and comes back with: who plays, at which level, how it is marked, and its step. */
export function settingsOf() {
  const m = state.match;
  const seats = m && m.has('marques') ? m.seats : undefined;
  return {
    mode: state.mode,
    human: state.human,
    selfMark: state.selfMark,
    mistakes: state.mistakes,
    game: state.game,
    level: (m && m.level) || undefined,
    seats,
    rolls: state.log.length,
    started: started(),
    over: !!m && m.isOver(),
    step: stepOf(),
  };
}

const ASIDE = 'tablier.aside';

/** A fresh name for a game, so that the tabs and the games set aside tell one game from another. */
export function newGameId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The games set aside, newest first: `[{id, settings, record, at}]`. */
export function aside() {
  try {
    const v = JSON.parse(localStorage.getItem(ASIDE) || '[]');
    return Array.isArray(v) ? v.filter((e) => e && e.id && e.record) : [];
  } catch (_) {
    return [];
  }
}

/** Writes the list set aside; when the storage is full, the oldest give way (documented in docs/page.md). */
function writeAside(list) {
  for (let l = list; ; l = l.slice(0, -1)) {
    try {
      if (l.length) localStorage.setItem(ASIDE, JSON.stringify(l));
      else localStorage.removeItem(ASIDE);
      return;
    } catch (_) {
      if (!l.length) return;
    }
  }
}

/** Sets a kept game aside (a game in progress only: a finished or unplayed one is given up). */
function setAside(entry) {
  const s = (entry && entry.settings) || {};
  const list = aside().filter((e) => e.id !== entry.id);
  if (s.started && !s.over) list.unshift({ ...entry, at: entry.at || Date.now() });
  writeAside(list);
}

/** Takes a game out of the list set aside (it is on screen again, or given up). */
export function takeAside(id) {
  const list = aside();
  const e = list.find((x) => x.id === id) || null;
  if (e) writeAside(list.filter((x) => x.id !== id));
  return e;
}

/** The entry the game on screen is kept as. */
function entryOf() {
  return { id: state.gameId, settings: settingsOf(), record: recordNow(), at: Date.now() };
}

/**
 * Keeps the game in progress in local storage (nothing for the tests' auto-play). The slot holds
 * the game last played; another game found there (a link opened, another tab) is set aside, not
 * overwritten, so that no game in progress is lost.
 */
export function keep() {
  if (state.auto || state.corr || !state.match) return;
  if (!state.gameId) session.setGameId(newGameId());
  try {
    const other = kept();
    // a kept game without a name was written before games had one: it is this one, come back
    if (other && other.id && other.id !== state.gameId) setAside(other);
    // (a cheap look first: the list may hold long records, and keep runs after every step)
    if ((localStorage.getItem(ASIDE) || '').includes(state.gameId)) takeAside(state.gameId);
    const entry = entryOf();
    // a tour not begun is not kept; a partie (Jacquet's, à écrire) is, with what it was agreed with
    if (!entry.settings.started && !state.match.has('manches') && !state.match.has('marques')) localStorage.removeItem(KEY);
    else writeKept(JSON.stringify(entry));
  } catch (_) {
    /* no storage (private mode, full): the game lasts as long as the page */
  }
}

/**
 * Writes the slot. The game being played comes first: when the storage is full, the oldest games
 * set aside give way to it, one at a time.
 */
function writeKept(text) {
  for (;;) {
    try {
      localStorage.setItem(KEY, text);
      return;
    } catch (e) {
      const list = aside();
      if (!list.length) throw e;
      writeAside(list.slice(0, -1));
    }
  }
}

/** The game on screen set aside (before another is taken up in its place). */
export function keepAside() {
  // a game by correspondence is kept by www/correspondence.js, never as one of the page's own
  if (state.auto || state.corr || !state.match || !state.gameId) return;
  try {
    setAside(entryOf());
    const k = kept();
    if (k && k.id === state.gameId) localStorage.removeItem(KEY);
  } catch (_) {
    /* no storage */
  }
}

/** The kept game, `{id, settings, record}`, or null. */
export function kept() {
  try {
    const text = localStorage.getItem(KEY);
    const v = text ? JSON.parse(text) : null;
    return v && v.record ? v : null;
  } catch (_) {
    return null;
  }
}

/** Gives up a game: the player dropped it (*Nouvelle partie*, confirmed), wherever it is kept. */
export function forget(id = null) {
  try {
    const k = kept();
    if (id === null || (k && k.id === id)) localStorage.removeItem(KEY);
    if (id !== null) takeAside(id);
  } catch (_) {
    /* nothing kept */
  }
}

/** Whether the URL asks for a game of its own (the kept one is then set aside, not lost). */
export function urlChoosesGame() {
  return ['seed', 'auto', 'position', 'game', 'mode', 'side', 'mark', 'mistakes', 'target', 'overmark', 'marques', 'fausse'].some((k) => params.has(k));
}

/** The address's game options, once their game is started and kept, are dropped: a reload resumes it. */
export function dropGameOptions() {
  const url = new URL(location.href);
  const game = ['seed', 'position', 'game', 'mode', 'side', 'mark', 'mistakes', 'target', 'overmark', 'marques', 'fausse', 'formation', 'convention', 'queue', 'bouchon', 'sortie', 'bareme'];
  const had = game.filter((k) => url.searchParams.has(k));
  for (const k of had) url.searchParams.delete(k);
  if (had.length) history.replaceState(history.state, '', url.href);
}

/**
 * The games kept but not on screen: those set aside (a link opened, a file loaded, another tab),
 * and the one another tab now keeps in the slot. Each can be taken up again.
 */
export function othersKept() {
  const list = aside().filter((e) => e.id !== state.gameId);
  const k = kept();
  const s = (k && k.settings) || {};
  if (k && k.id && k.id !== state.gameId && !list.some((e) => e.id === k.id) && s.started && !s.over) list.unshift(k);
  return list;
}

/**
 * The settings a saved game comes back with, into the session and the form: who plays, at which
 * level, how it is marked. Before its record is read back (the seats go with the record).
 */
export function applySettings(s) {
  if (!s || typeof s !== 'object') return;
  session.applySettings(s);
  const level = $('level');
  if (typeof s.level === 'string' && [...level.options].some((o) => o.value === s.level)) level.value = s.level;
  $('mode').value = state.mode;
  $('side').value = state.human;
  $('self-mark').checked = state.selfMark;
  $('mistakes').checked = state.mistakes;
}

/**
 * The page's step put back after the record is read back (docs/page.md): only on the very roll it
 * was saved on, and only what the step hides stays hidden (the marking form before the jans).
 */
export function applyStep(s) {
  const st = s && s.step;
  if (!st || typeof st !== 'object' || st.at !== stepKey()) return;
  const m = state.match;
  const last = state.log[state.log.length - 1];
  const marking = !!st.marking && !!last && !last.play && m.has('ecole') && Array.isArray(m.position().dice);
  if (marking) {
    const f = st.markForm || {};
    const before = (last.before.score && last.before.score[last.side] && last.before.score[last.side].points) || 0;
    $('mark-points').value = String(f.points ?? before);
    $('mark-holes').value = String(f.holes ?? 0);
  }
  const pm = st.pendingMarks;
  const cm = st.computerMark;
  session.resumeStep({
    marking,
    pendingMarks: pm && typeof pm === 'object' && m.pendingDecision() ? { side: pm.side, jeton: Number(pm.jeton) || 0, holes: Number(pm.holes) || 0 } : null,
    computerMark: cm && typeof cm === 'object' && !cm.judged && cm.entry === state.log.length - 1 ? cm : null,
    ecoleNote: st.ecoleNote,
    replayOf: st.fausse ? st.fausse.replayOf : null,
  });
}

/**
 * The game kept across reloads, with its settings, into the session; `resume` reads its record
 * back. False when there is none or it cannot be read.
 */
export function restoreKept(resume) {
  const k = kept();
  if (!k) return false;
  try {
    const s = k.settings || {};
    applySettings(s);
    resume(k.record, s.seats ?? null);
    applyStep(s);
    session.setGameId(k.id || newGameId());
    return true;
  } catch (e) {
    console.warn('the kept game could not be read; a new game starts', e);
    forget();
    return false;
  }
}

/** Calls `f` when another tab changes the kept game or the games set aside (storage events). */
export function onKeptChange(f) {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === KEY || e.key === ASIDE) f();
  });
}

/** The service worker, once the page is interactive: it must not compete with the first load. */
export function registerWorker() {
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
