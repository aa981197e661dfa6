// Writing notes on the rolls of *Coups joués*, as on a lichess study's moves (docs/record.md,
// "Notes"): under the replay, a comment and drawings (an arrow from one flèche to another, a ring,
// a flèche lit, in one of four colours) for the roll the replay shows. The package's game takes
// notes only from a record: the page's are laid over the game's record (`withNotes`, in the record
// the page saves and keeps), and the engine holds them once the game is read back from it (a
// reload, a file). Every game: a tour's rolls, a Jacquet partie's (its manches' rolls, counted
// over the whole partie as the replay steps them), the marqués of a partie à écrire (the one
// under way; once written on the sheet, its notes stay in the partie's record). Page-only (not in
// the package's element/ folder), so the package does not grow with it.

import { $, state } from './session.js';

/**
 * The notes written on the page, per game: key → note, or null for one cleared. The key is the
 * roll's index (from 0, as the replay's steps); in a partie à écrire, "marqué:roll", the marqué
 * counted from 0 among those of the partie's record.
 */
const written = new WeakMap();

/** The marqué under way's number in a partie à écrire's record (the marqués written before it). */
const marqueOf = (m) => m.record().ecrire?.marques?.length ?? 0;
const keyOf = (m, i) => (m.has('marques') ? `${marqueOf(m)}:${i}` : i);

/** Writes the note of roll `i` as the engine writes one: no empty field. */
function setNote(match, i, note) {
  const n = {};
  if (note?.comment) n.comment = note.comment;
  for (const k of ['arrows', 'rings', 'highlights']) if (note?.[k]?.length) n[k] = note[k];
  if (!written.has(match)) written.set(match, new Map());
  written.get(match).set(keyOf(match, i), Object.keys(n).length ? n : null);
}

/** A game record's rolls in the replay's order: a tour's, a Jacquet partie's manche after manche. */
export function rollsOf(rec) {
  if (Array.isArray(rec?.rolls) && rec.rolls.length) return rec.rolls;
  return (rec?.jacquet?.manches ?? []).flatMap((m) => m.rolls ?? []);
}

/** The note of roll `i`: the page's, else the one the engine read back with the game. */
function noteOf(match, i) {
  const mine = written.get(match);
  const k = keyOf(match, i);
  if (mine?.has(k)) return mine.get(k);
  return rollsOf(match.has('marques') ? match.marqueRecord() : match.record())[i]?.note ?? null;
}

/** `rolls` with the notes `noteAt(i)` gives laid over them (undefined: as they are). */
function laid(rolls, noteAt) {
  return (rolls ?? []).map((r, i) => {
    const n = noteAt(i);
    if (n === undefined) return r;
    const { note: _, ...bare } = r;
    return n ? { ...bare, note: n } : bare;
  });
}

/** A game's record with the notes written on the page laid over its rolls. */
export function withNotes(match, rec) {
  const mine = written.get(match);
  if (!mine || !rec) return rec;
  const at = (k) => (mine.has(k) ? mine.get(k) : undefined);
  if (rec.ecrire) {
    const e = rec.ecrire;
    // a roll taken back takes its note: one thrown again in its place has none
    const current = e.marques.length;
    for (const k of mine.keys()) {
      const [n, i] = String(k).split(':').map(Number);
      if (n === current && i >= (e.current?.rolls?.length ?? 0)) mine.delete(k);
    }
    const marque = (g, n) => g && { ...g, rolls: laid(g.rolls, (i) => at(`${n}:${i}`)) };
    return { ...rec, ecrire: { ...e, marques: e.marques.map(marque), ...(e.current ? { current: marque(e.current, current) } : {}) } };
  }
  const total = rollsOf(rec).length;
  for (const k of mine.keys()) if (k >= total) mine.delete(k);
  if (rec.jacquet) {
    let i = 0;
    const manches = rec.jacquet.manches.map((m) => ({ ...m, rolls: laid(m.rolls, () => at(i++)) }));
    return { ...rec, jacquet: { ...rec.jacquet, manches } };
  }
  return { ...rec, rolls: laid(rec.rolls, at) };
}

/** The record the replay steps through, with the page's notes: in a partie à écrire, the marqué on the board's. */
export function replayRecord(match, recordNow) {
  if (!match.has('marques')) return recordNow();
  const rec = withNotes(match, match.record());
  const e = rec?.ecrire;
  return (match.inner && e?.current) || match.marqueRecord();
}

/** Whether the game on screen takes notes: any, but a partie à écrire over (no marqué under way). */
const notable = (m) => !!m && !!m.playing;

const FLECHES = ['B', 'N'].flatMap((s) => Array.from({ length: 12 }, (_, i) => `${s}${i + 1}`));
const COLOURS = ['green', 'red', 'blue', 'yellow'];
const MAX_COMMENT = 1000; // record::MAX_COMMENT
const MAX_DRAWINGS = 32; // record::MAX_DRAWINGS

let form = null;
let draft = null; // the note being written: {comment, arrows, rings, highlights}
let saved = () => {};

function make(tag, props = {}, parent = null) {
  const e = Object.assign(document.createElement(tag), props);
  if (parent) parent.appendChild(e);
  return e;
}

function select(id, values, label) {
  const s = make('select', { id });
  for (const v of values) make('option', { value: v, textContent: label(v) }, s);
  return s;
}

/** The roll the replay shows (0: the start, no note), counted from 0 as the record's `rolls`. */
function rollShown() {
  const at = $('replay').at || 0;
  return at - 1;
}

function drawings(n) {
  return n.arrows.length + n.rings.length + n.highlights.length;
}

/**
 * Builds the form under the replay once; `onSaved` keeps the game (persistence), `recordNow`
 * gives the record with its notes, for the replay.
 */
export function initNotes(onSaved, recordNow) {
  saved = onSaved;
  const replay = $('replay');
  if (!replay || form) return;
  const t = (k) => state.t(k);
  form = make('fieldset', { id: 'note-form', className: 'note-form' });
  replay.after(form);
  make('legend', { id: 'note-legend' }, form);
  const comment = make('textarea', { id: 'note-comment', rows: 2, maxLength: MAX_COMMENT }, form);
  const tools = make('div', { className: 'actions' }, form);
  tools.append(
    select('note-tool', ['arrow', 'ring', 'highlight'], (v) => t(`note.tool.${v}`)),
    select('note-from', FLECHES, (v) => v),
    select('note-to', FLECHES, (v) => v),
    select('note-colour', COLOURS, (v) => t(`colour.${v}`)),
  );
  const add = make('button', { type: 'button', id: 'note-add' }, tools);
  const clear = make('button', { type: 'button', id: 'note-clear' }, tools);
  const list = make('p', { id: 'note-drawn', className: 'small' }, form);
  const save = make('button', { type: 'button', id: 'note-save', className: 'primary' }, form);
  $('note-tool').addEventListener('change', () => ($('note-to').hidden = $('note-tool').value !== 'arrow'));
  add.addEventListener('click', () => {
    if (!draft || drawings(draft) >= MAX_DRAWINGS) return;
    const colour = $('note-colour').value;
    const at = $('note-from').value;
    const tool = $('note-tool').value;
    if (tool === 'arrow') {
      if ($('note-to').value === at) return;
      draft.arrows.push(`${at} ${$('note-to').value} ${colour}`);
    } else (tool === 'ring' ? draft.rings : draft.highlights).push(`${at} ${colour}`);
    showDraft();
  });
  clear.addEventListener('click', () => {
    if (!draft) return;
    draft = { ...draft, arrows: [], rings: [], highlights: [] };
    showDraft();
  });
  save.addEventListener('click', () => {
    const i = rollShown();
    if (!draft || i < 0 || !notable(state.match)) return;
    draft.comment = comment.value.trim();
    const at = i + 1;
    setNote(state.match, i, draft);
    saved();
    // the replay shows the roll again with its note
    replay.addEventListener('tablier-ready', () => replay.go(at), { once: true });
    replay.record = replayRecord(state.match, recordNow);
  });
  replay.addEventListener('tablier-step', () => loadDraft());
  replay.addEventListener('tablier-ready', () => loadDraft());
  function showDraft() {
    // "B1 B12 red", "N7 blue": the flèches, then the colour (docs/record.md, "Notes")
    const said = (d, mark) => {
      const w = d.split(' ');
      const colour = COLOURS.includes(w.at(-1)) ? w.pop() : 'green';
      return `${mark}${w.join('→')} (${t('colour.' + colour)})`;
    };
    const words = [...draft.arrows.map((d) => said(d, '')), ...draft.rings.map((d) => said(d, '○ ')), ...draft.highlights.map((d) => said(d, '▲ '))];
    list.textContent = words.join(', ');
  }
  function loadDraft() {
    const i = rollShown();
    const m = state.match;
    form.hidden = i < 0 || !notable(m);
    if (form.hidden) return;
    const note = noteOf(m, i) || {};
    draft = { comment: note.comment || '', arrows: [...(note.arrows || [])], rings: [...(note.rings || [])], highlights: [...(note.highlights || [])] };
    comment.value = draft.comment;
    showDraft();
  }
  translateNotes();
  form.hidden = true;
}

/** The form's words in the page's language. */
export function translateNotes() {
  if (!form) return;
  const t = (k) => state.t(k);
  $('note-legend').textContent = t('note.legend');
  $('note-comment').setAttribute('aria-label', t('note.comment'));
  $('note-comment').placeholder = t('note.comment');
  for (const [id, k] of [['note-tool', 'note.tool'], ['note-from', 'note.from'], ['note-to', 'note.to'], ['note-colour', 'note.colour']]) {
    $(id).setAttribute('aria-label', t(k));
  }
  for (const o of $('note-tool').options) o.textContent = t(`note.tool.${o.value}`);
  for (const o of $('note-colour').options) o.textContent = t(`colour.${o.value}`);
  $('note-add').textContent = t('note.add');
  $('note-clear').textContent = t('note.clear');
  $('note-save').textContent = t('note.save');
}
