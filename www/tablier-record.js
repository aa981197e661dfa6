// <tablier-record>: a game record stepped through roll by roll, for any page, with one
//   <script type="module" src=".../tablier-record.js"></script>
// Documented in docs/element.md. The record (docs/record.md) is given inline, as the
// element's text or in a child <script type="application/json">, or by `src`, a URL on the same
// site: a tour or a marqué of Trictrac, a partie of Jacquet, or a partie à écrire (its marqués one
// after the other). Attributes: src, at (the step shown first: 0 is the start position, n the n-th roll; "end"
// the last), orientation, lang. First / previous / next / last buttons, and the arrow keys, Home
// and End on the viewer. Each roll shows its dice, its play as arrows, and its jans explained;
// a roll's note (docs/record.md, "Notes") shows its comment, announced, and its drawings.
// Events: "tablier-ready" {steps}, "tablier-step" {at, steps}, "tablier-error" {code, message}.

import { Board } from './board.js';
import { stylesheet } from './board-style.js';
import { translator, describeError } from './i18n.js';
import { loadEngine, loadRecords } from './engine.js';
import { renderJans, highlightsOf } from './jans.js';
import { describePosition } from './describe.js';
import { matchOf } from './game.js';

const CSS = `
:host { display: block; max-width: 720px; font: 15px/1.4 var(--tablier-font, system-ui, sans-serif); color: var(--tablier-ink, inherit); }
:host([hidden]) { display: none; }
.viewer:focus-visible { outline: 3px solid var(--tablier-focus, #4da3ff); outline-offset: 2px; }
.controls { display: flex; gap: .4rem; align-items: center; justify-content: center; margin: .3rem 0; }
button { font: inherit; min-width: 2.4rem; padding: .25rem .6rem; border-radius: 6px; border: 1px solid #767676; background: #fff; color: #111; cursor: pointer; }
button:disabled { opacity: .5; cursor: default; }
.at { min-width: 8rem; text-align: center; }
.title { font-weight: 600; margin: .2rem 0; }
.jans { margin: .2rem 0; padding-left: 1.2rem; }
.small { font-size: .85em; opacity: .85; }
.pts { font-weight: 700; }
.note { white-space: pre-wrap; border-left: 3px solid #767676; padding-left: .5rem; margin: .3rem 0; }
.error { border: 2px solid var(--tablier-error, #b00020); color: var(--tablier-error, #b00020); border-radius: 8px; padding: .8rem 1rem; font-weight: 600; }
[hidden] { display: none !important; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`;

function sheet() {
  return stylesheet(CSS);
}

/**
 * The steps of a record, every one checked by the engine as it reads it back (`fromRecord`): step
 * 0 the start, then one per roll {side, position (with the dice), analysis, play, decision, after},
 * from the engine's frames of the game.
 */
export function stepsOf(engine, record) {
  const match = matchOf(engine, record);
  try {
    const log = match.log;
    const start = log.length ? log[0].before : match.position();
    const steps = [{ start: true, position: { ...start, dice: undefined } }];
    // The engine checked each roll's note as it read the record; the steps show them as written.
    // a Jacquet partie's are its manches', one after the other, as the game's frames
    const rolls = record && typeof record === 'object' ? (Array.isArray(record.rolls) && record.rolls.length ? record.rolls : (record.jacquet?.manches ?? []).flatMap((m) => m.rolls ?? [])) : [];
    for (const [i, e] of log.entries()) {
      steps.push({ side: e.side, position: e.rolled, analysis: e.analysis, play: e.play, decision: e.decision, after: e.after, note: rolls[i]?.note });
    }
    if (match.isOver() && steps.length > 1) steps[steps.length - 1].winner = match.winner();
    return steps;
  } finally {
    match.free();
  }
}

/**
 * The steps of a partie à écrire's record (docs/record.md, `"game": "ecrire"`): the engine reads
 * the whole partie back first (`PartieAEcrire.fromRecord`: every marqué replayed, the sheet
 * checked), then each marqué, a Trictrac record of its own, is stepped through in turn, the one
 * being played last. Each step says its marqué (`marque`, of `marques`) and its roll in it.
 */
export function ecrireSteps(engine, record) {
  engine.PartieAEcrire.fromRecord(record).free();
  const e = record.ecrire;
  const games = [...e.marques, ...(e.current ? [e.current] : [])];
  return games.flatMap((game, i) =>
    stepsOf(engine, game).map((s, k, all) => ({ ...s, marque: i + 1, marques: games.length, roll: k, rolls: all.length - 1 })),
  );
}

/** The steps of any record the engine writes: a tour or a marqué of Trictrac, a partie of Jacquet, a partie à écrire. */
export function recordSteps(engine, record) {
  const ecrire = !!record && typeof record === 'object' && record.game === 'ecrire';
  return ecrire ? ecrireSteps(engine, record) : stepsOf(engine, record);
}

export class TablierRecordElement extends HTMLElement {
  static get observedAttributes() {
    return ['src', 'at', 'orientation', 'lang'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet()];
    this.view = document.createElement('div');
    this.view.className = 'viewer';
    this.view.tabIndex = 0;
    this.view.setAttribute('role', 'group');
    this.view.setAttribute('part', 'viewer');
    this.boardBox = document.createElement('div');
    this.boardBox.setAttribute('part', 'board');
    this.description = document.createElement('p');
    this.description.id = 'description';
    this.description.className = 'visually-hidden';
    this.controls = document.createElement('div');
    this.controls.className = 'controls';
    this.controls.setAttribute('part', 'controls');
    this.buttons = {};
    for (const [name, label] of [['first', '«'], ['prev', '‹'], ['at', ''], ['next', '›'], ['last', '»']]) {
      if (name === 'at') {
        this.atText = document.createElement('span');
        this.atText.className = 'at';
        this.atText.setAttribute('aria-live', 'polite');
        this.controls.appendChild(this.atText);
        continue;
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.dataset.step = name;
      b.addEventListener('click', () => this.step(name));
      this.buttons[name] = b;
      this.controls.appendChild(b);
    }
    this.titleLine = document.createElement('p');
    this.titleLine.className = 'title';
    this.jans = document.createElement('ul');
    this.jans.className = 'jans';
    this.jans.setAttribute('part', 'jans');
    this.noteBox = document.createElement('p');
    this.noteBox.className = 'note';
    this.noteBox.setAttribute('part', 'note');
    this.noteBox.setAttribute('aria-live', 'polite');
    this.errorBox = document.createElement('div');
    this.errorBox.className = 'error';
    this.errorBox.setAttribute('role', 'alert');
    this.errorBox.setAttribute('part', 'error');
    this.errorBox.hidden = true;
    this.view.append(this.boardBox, this.description, this.controls, this.titleLine, this.noteBox, this.jans);
    root.append(this.view, this.errorBox);
    this.view.addEventListener('keydown', (e) => this.onKey(e));
    this.steps = [];
    this.at = 0;
    this.version = 0;
  }

  /**
   * Fires one of the element's events: it bubbles and crosses shadow roots (composed), so that a
   * page may listen on any ancestor, the document included, even with the element inside another
   * component.
   */
  fire(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  get lang() {
    return this.getAttribute('lang') === 'en' ? 'en' : 'fr';
  }

  connectedCallback() {
    if (!this.board) {
      this.board = new Board(this.boardBox, { lang: this.lang, interactive: false, describedBy: 'description' });
    }
    this.load();
  }

  attributeChangedCallback(name) {
    if (!this.board) return;
    if (name === 'at') this.go(this.startAt());
    else if (name === 'orientation' || name === 'lang') this.draw();
    else this.load();
  }

  /** The record shown: set as an object (the game page's own), else read from `src` or the element. */
  get record() {
    return this._record ?? null;
  }
  set record(value) {
    this._record = value;
    if (this.board) this.load();
  }

  /** The record's text: fetched from `src` (same site only), else written inside the element. */
  async recordText() {
    if (this._record) return this._record;
    const src = this.getAttribute('src');
    if (src) {
      const url = new URL(src, document.baseURI);
      if (url.origin !== location.origin) throw Object.assign(new Error('not on this site'), { code: 'bad-request' });
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw Object.assign(new Error(String(res.status)), { code: 'bad-request' });
      return res.text();
    }
    const data = this.querySelector('script[type="application/json"]');
    return (data ? data.textContent : this.textContent).trim();
  }

  startAt() {
    const at = this.getAttribute('at');
    if (at === 'end') return this.steps.length - 1;
    const n = Number(at);
    return Number.isInteger(n) ? n : 0;
  }

  async load() {
    const version = ++this.version;
    const t = translator(this.lang);
    try {
      const text = await this.recordText();
      let record = text;
      try {
        if (typeof text === 'string') record = JSON.parse(text);
      } catch (_) {
        throw Object.assign(new Error('not JSON'), { code: 'bad-json' });
      }
      // The record module reads a game of Trictrac or Jacquet back; a partie à écrire, the whole
      // package (engine.js, docs/size.md).
      const engine = await (record?.game === 'ecrire' ? loadEngine() : loadRecords());
      if (version !== this.version) return;
      this.steps = recordSteps(engine, record);
    } catch (e) {
      if (version !== this.version) return;
      const code = (e && e.code) || 'unknown';
      const message = t('record.error', { msg: describeError(e, t) });
      this.view.hidden = true;
      this.errorBox.hidden = false;
      this.errorBox.textContent = message;
      this.fire('tablier-error', { code, message });
      return;
    }
    this.view.hidden = false;
    this.errorBox.hidden = true;
    this.at = Math.max(0, Math.min(this.steps.length - 1, this.startAt()));
    this.draw();
    this.fire('tablier-ready', { steps: this.steps.length - 1 });
  }

  step(name) {
    const n = this.steps.length - 1;
    const to = { first: 0, prev: this.at - 1, next: this.at + 1, last: n }[name];
    this.go(to);
  }

  go(to) {
    const n = this.steps.length - 1;
    const at = Math.max(0, Math.min(n, to));
    if (at === this.at && this.atText.textContent) return;
    this.at = at;
    this.draw();
    this.fire('tablier-step', { at, steps: n });
  }

  onKey(e) {
    const name = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last', PageUp: 'prev', PageDown: 'next' }[e.key];
    if (!name) return;
    e.preventDefault();
    this.step(name);
  }

  draw() {
    if (!this.steps.length) return;
    const t = translator(this.lang);
    const s = this.steps[this.at];
    const n = this.steps.length - 1;
    this.board.setLang(this.lang);
    this.board.setOrientation(this.getAttribute('orientation') === 'black' ? 'black' : 'white');
    const moves = s.play ? s.play.moves : [];
    const note = s.note || {};
    // a drawing is "B1 B12 red" (docs/record.md, "Notes"): its flèches, then its colour (green)
    const words = (d) => String(d).split(' ');
    const arrows = (note.arrows || []).map((d) => { const [a, b, c = 'green'] = words(d); return [a, b, c]; });
    const spots = (list) => (list || []).map((d) => { const [a, c = 'green'] = words(d); return [a, c]; });
    this.board.update({
      position: s.position,
      highlights: highlightsOf(s.analysis),
      arrows: [...moves.map((m) => [m[0], m[1]]), ...arrows],
      marks: spots(note.rings),
      highlighted: spots(note.highlights),
      lastMoves: [],
      usedDice: [],
      dests: new Map(),
      interactive: false,
    });
    // The drawings are pictures only (aria-hidden): said in words beside the position.
    const drawn = [...arrows.map(([a, b, c]) => `${a}→${b} (${t('colour.' + c)})`), ...[...spots(note.rings), ...spots(note.highlights)].map(([a, c]) => `${a} (${t('colour.' + c)})`)];
    this.description.textContent = describePosition(s.position, t) + (drawn.length ? ` ${t('record.drawn', { list: drawn.join(', ') })}` : '');
    this.noteBox.textContent = note.comment || '';
    this.noteBox.hidden = !note.comment;
    this.view.setAttribute('aria-label', t('record.label'));
    for (const [k, b] of Object.entries(this.buttons)) {
      b.disabled = (k === 'first' || k === 'prev') ? this.at === 0 : this.at === n;
      b.setAttribute('aria-label', t({ first: 'game.replay.first', prev: 'game.replay.prev', next: 'game.replay.next', last: 'game.replay.last' }[k]));
      b.title = b.getAttribute('aria-label');
    }
    const where = s.marque ? t('record.at', { i: s.roll, n: s.rolls }) : t('record.at', { i: this.at, n });
    this.atText.textContent = s.start ? t('record.start') : where;
    // a partie à écrire: which marqué this step is in
    if (s.marque) this.atText.textContent = `${t('record.marque', { i: s.marque, n: s.marques })} · ${this.atText.textContent}`;
    this.view.dataset.at = String(this.at);
    this.jans.textContent = '';
    if (s.start) {
      this.titleLine.textContent = (s.marque ? s.rolls : n) ? '' : t('record.empty');
      return;
    }
    const side = t(s.side === 'black' ? 'side.black' : 'side.white');
    const play = moves.map((m) => m.join('→')).join(', ') || '—';
    this.titleLine.textContent =
      `${t('game.roll.title', { side, a: s.position.dice[0], b: s.position.dice[1] })} ${play}` +
      (s.decision === 'leave' ? ` — ${t('decision.leave')}` : '') +
      (s.winner ? ` ${t('record.winner', { side: t(s.winner === 'black' ? 'side.black' : 'side.white') })}` : '');
    if (s.position.game !== 'jacquet') renderJans(this.jans, s.analysis, t, s.position.dice);
  }
}

if (!customElements.get('tablier-record')) customElements.define('tablier-record', TablierRecordElement);
