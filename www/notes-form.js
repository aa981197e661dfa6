// Writing notes on the rolls of *Coups joués*, as on a lichess study's moves (docs/record.md,
// "Notes"): under the replay, a comment and drawings (an arrow from one flèche to another, a ring,
// a flèche lit, in one of four colours) for the roll the replay shows. The package's game takes
// notes only from a record: the page's are laid over the game's record (`withNotes`, in the record
// the page saves and keeps), and the engine holds them once the game is read back from it (a
// reload, a file). A tour of Trictrac only: Jacquet's rolls carry no note. Page-only (not in the
// package's element/ folder), so the package does not grow with it.

import { $, state } from './session.js';

/** The notes written on the page, per game: roll index → note, or null for one cleared. */
const written = new WeakMap();

/** Writes the note of roll `i` (from 0, as the record's `rolls`) as the engine writes one: no empty field. */
function setNote(match, i, note) {
  const n = {};
  if (note?.comment) n.comment = note.comment;
  for (const k of ['arrows', 'rings', 'highlights']) if (note?.[k]?.length) n[k] = note[k];
  if (!written.has(match)) written.set(match, new Map());
  written.get(match).set(i, Object.keys(n).length ? n : null);
}

/** The note of roll `i`: the page's, else the one the engine read back with the game. */
function noteOf(match, i) {
  const mine = written.get(match);
  if (mine?.has(i)) return mine.get(i);
  return match.record().rolls?.[i]?.note ?? null;
}

/** A game's record with the notes written on the page laid over its rolls. */
export function withNotes(match, rec) {
  const mine = written.get(match);
  if (!mine || !rec || !Array.isArray(rec.rolls)) return rec;
  // a roll taken back takes its note: one thrown again in its place has none
  for (const k of mine.keys()) if (k >= rec.rolls.length) mine.delete(k);
  const rolls = rec.rolls.map((r, i) => {
    if (!mine.has(i)) return r;
    const { note: _, ...bare } = r;
    return mine.get(i) ? { ...bare, note: mine.get(i) } : bare;
  });
  return { ...rec, rolls };
}

/** Whether the game on screen takes notes: a tour of Trictrac (not Jacquet, not a partie à écrire). */
const notable = (m) => !!m && !m.jacquet && !m.ecrire;

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
    replay.record = recordNow();
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
