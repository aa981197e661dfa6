// <tablier-exercise>: an exercise of docs/exercises.md for any page, by its id, with one
//   <script type="module" src=".../tablier-exercise.js"></script>
// Attributes: id (the exercise's, e.g. "seed-battre-exemple-1"), lang ("fr" default, or "en"),
// orientation ("white" default, or "black"). It shows the position, the question and a form for
// the answer (a compter les points by its totals, its jans named, or both), grades it with the
// engine (`gradeExercise`), and says what was missed in the reader's language from the misses'
// codes. A counting exercise (compter les points, les chances) is answered by the rules module, a
// choosing one (choisir le coup, tenir ou s'en aller) by the whole package, whose maître ranks the
// plays (docs/exercises.md, "Which module answers").
// Events: "tablier-ready" {exercise}, "answer" {id, answer, grade, correct}, "tablier-error"
// {code, message}.

import { Board } from './board.js';
import { stylesheet } from './board-style.js';
import { translator, describeError, dictionaries } from './i18n.js';
import { fr, en } from './i18n-exercise.js';
import { loadEngine, loadRules, choosing } from './engine.js';
import { renderJans } from './jans.js';
import { describePosition } from './describe.js';

Object.assign(dictionaries.fr, fr);
Object.assign(dictionaries.en, en);

const CSS = `
:host { display: block; max-width: 720px; font: 15px/1.4 var(--tablier-font, system-ui, sans-serif); color: var(--tablier-ink, inherit); }
:host([hidden]) { display: none; }
.view[hidden], .result[hidden], .error[hidden] { display: none; }
.question { font-weight: 600; margin: .4rem 0; }
form { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .3rem 0; }
label { display: flex; flex-direction: column; gap: .15rem; }
label.radio { flex-direction: row; align-items: center; }
fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: 1rem; }
fieldset.jans { flex-basis: 100%; flex-direction: column; gap: .3rem; }
fieldset.jans legend { font-weight: 600; padding: 0; }
fieldset.jans ol { margin: 0; padding-left: 1.4rem; display: flex; flex-direction: column; gap: .4rem; }
fieldset.jan { flex-wrap: wrap; gap: .3rem .8rem; align-items: end; }
fieldset.jans .add-jan { align-self: start; }
input, select, button { font: inherit; }
input[type="number"] { width: 5rem; }
button { padding: .2rem .8rem; border-radius: 6px; border: 1px solid #767676; background: #fff; color: #111; cursor: pointer; }
.result { margin: .4rem 0; }
.result ul { margin: .2rem 0; padding-left: 1.2rem; }
.error { border: 2px solid var(--tablier-error, #b00020); color: var(--tablier-error, #b00020); border-radius: 8px;
  padding: .8rem 1rem; font-weight: 600; background: var(--tablier-error-bg, #fff4f4); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`;

function sheet() {
  return stylesheet(CSS);
}

const sideName = (t, side) => t(side === 'black' ? 'side.black' : 'side.white');
const movesText = (play) => play.moves.map((m) => m.join('→')).join(', ') || '—';

/** A miss of a *compter les points* in words, from its code and fields. */
function missText(m, t) {
  const jan = m.jan || (typeof m.named === 'object' ? m.named : null);
  const params = { given: m.given, expected: m.expected };
  if (m.side) params.side = sideName(t, m.side);
  if (jan) {
    Object.assign(params, { jan: t(`jan.${jan.jan}`), pts: jan.points ?? 0, ways: jan.ways ?? 0 });
    // two batteries of one kind differ by their dame: say which
    params.where = jan.at ? t('exercise.jan.where', { at: jan.at }) : '';
    if (jan.beneficiary && !m.side) params.side = sideName(t, jan.beneficiary);
  }
  return t(`miss.${m.code}`, params);
}

// Naming the jans of a *compter les points* answer, besides or instead of the totals
// (docs/exercises.md, "Grading"): one row per jan, with its kind, the side that marks it, and, if
// the reader gives them, its dame or coin, its façons or moyens and its points — the fields of the
// engine's `{"jan", "beneficiary", "at"?, "ways"?, "points"?}`, which the core grades. Native
// controls only, so that the keyboard reaches everything the mouse does. In this module, not one of
// its own: the package's element/ folder ships the element's modules by name.

// the analysis's jans (src/analysis.rs JanKind), the commonest first: a select's order is a hint
// of nothing, and these are the ones an exercise asks most
const JAN_KINDS = [
  'battre-dame',
  'battre-dame-a-faux',
  'battre-coin',
  'remplir-petit-jan',
  'remplir-grand-jan',
  'remplir-retour',
  'conserver-petit-jan',
  'conserver-grand-jan',
  'conserver-retour',
  'impuissance',
  'sortie',
  'six-tables',
  'deux-tables',
  'contre-deux-tables',
  'mezeas',
  'contre-mezeas',
  'rencontre',
];
const FLECHES = ['B', 'N'].flatMap((s) => Array.from({ length: 12 }, (_, i) => `${s}${i + 1}`));
// no roll makes more distinct jans than this; a longer list is a slip of the "add" key
const MAX_ROWS = 12;

function labelled(text, control) {
  const label = document.createElement('label');
  label.append(text, control);
  return label;
}

function optional(name, max) {
  const input = document.createElement('input');
  Object.assign(input, { type: 'number', name, min: '0', max: String(max), step: '1' });
  return input;
}

/**
 * The list of jans named, with its "name a jan" button: `{element, rows(), read()}`. `read()` is
 * the answer's `jans` (null when none is named); the fields left blank are left out, so that the
 * engine grades only what was given.
 */
function janList(t) {
  const set = document.createElement('fieldset');
  set.className = 'jans';
  set.setAttribute('part', 'jans');
  const legend = document.createElement('legend');
  legend.textContent = t('exercise.jans');
  const list = document.createElement('ol');
  const add = document.createElement('button');
  add.type = 'button';
  add.className = 'add-jan';
  add.textContent = t('exercise.jan.add');
  set.append(legend, list, add);

  const rows = () => [...list.children];
  const renumber = () =>
    rows().forEach((row, i) => {
      row.querySelector('legend').textContent = t('exercise.jan.n', { n: i + 1 });
      row.querySelector('button').setAttribute('aria-label', t('exercise.jan.remove.n', { n: i + 1 }));
    });

  function addRow() {
    if (rows().length >= MAX_ROWS) return null;
    const row = document.createElement('li');
    const box = document.createElement('fieldset');
    box.className = 'jan';
    const name = document.createElement('legend');
    name.className = 'visually-hidden';
    const kind = document.createElement('select');
    kind.name = 'jan-kind';
    for (const k of JAN_KINDS) kind.append(new Option(t(`jan.${k}`), k));
    const side = document.createElement('select');
    side.name = 'jan-side';
    for (const s of ['white', 'black']) side.append(new Option(t(`side.${s}`), s));
    const at = document.createElement('select');
    at.name = 'jan-at';
    at.append(new Option(t('exercise.jan.anywhere'), ''), ...FLECHES.map((f) => new Option(f, f)));
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = t('exercise.jan.remove');
    remove.addEventListener('click', () => {
      row.remove();
      renumber();
      add.focus();
    });
    box.append(
      name,
      labelled(t('exercise.jan.kind'), kind),
      labelled(t('exercise.jan.side'), side),
      labelled(t('exercise.jan.at'), at),
      labelled(t('exercise.jan.ways'), optional('jan-ways', 36)),
      labelled(t('exercise.jan.points'), optional('jan-points', 1000)),
      remove,
    );
    row.append(box);
    list.append(row);
    renumber();
    return kind;
  }

  add.addEventListener('click', () => addRow()?.focus());

  function read() {
    if (!rows().length) return null;
    return rows().map((row) => {
      const value = (name) => row.querySelector(`[name="${name}"]`).value;
      const jan = { jan: value('jan-kind'), beneficiary: value('jan-side') };
      if (value('jan-at')) jan.at = value('jan-at');
      for (const [field, name] of [['ways', 'jan-ways'], ['points', 'jan-points']]) {
        if (value(name) !== '') jan[field] = Number(value(name));
      }
      return jan;
    });
  }

  return { element: set, rows, read, addRow };
}

export class TablierExerciseElement extends HTMLElement {
  static get observedAttributes() {
    return ['id', 'lang', 'orientation'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet()];
    this.view = document.createElement('section');
    this.view.className = 'view';
    this.view.setAttribute('part', 'exercise');
    this.boardBox = document.createElement('div');
    this.boardBox.setAttribute('part', 'board');
    this.description = document.createElement('p');
    this.description.id = 'description';
    this.description.className = 'visually-hidden';
    this.question = document.createElement('p');
    this.question.className = 'question';
    this.question.id = 'question';
    this.form = document.createElement('form');
    this.form.setAttribute('part', 'form');
    this.form.setAttribute('aria-labelledby', 'question');
    // the form is judged in check(), where what is required depends on what was given
    this.form.noValidate = true;
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.check();
    });
    this.result = document.createElement('div');
    this.result.className = 'result';
    this.result.setAttribute('part', 'result');
    this.result.setAttribute('aria-live', 'polite');
    this.result.hidden = true;
    this.errorBox = document.createElement('div');
    this.errorBox.className = 'error';
    this.errorBox.setAttribute('role', 'alert');
    this.errorBox.setAttribute('part', 'error');
    this.errorBox.hidden = true;
    this.view.append(this.boardBox, this.description, this.question, this.form, this.result);
    root.append(this.view, this.errorBox);
    this.version = 0;
    this.exercise = null;
  }

  /** Fires one of the element's events: it bubbles and crosses shadow roots. */
  fire(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  get lang() {
    return this.getAttribute('lang') === 'en' ? 'en' : 'fr';
  }

  connectedCallback() {
    if (!this.board) this.board = new Board(this.boardBox, { lang: this.lang, interactive: false, describedBy: 'description' });
    this.load();
  }

  attributeChangedCallback(name) {
    if (!this.board) return;
    if (name === 'id') this.load();
    else if (this.exercise) this.draw();
  }

  async load() {
    const version = ++this.version;
    try {
      const id = this.getAttribute('id') ?? '';
      const engine = await (choosing(id) ? loadEngine() : loadRules());
      if (version !== this.version) return;
      this.engine = engine;
      this.exercise = engine.exercise(id);
    } catch (e) {
      if (version !== this.version) return;
      const t = translator(this.lang);
      const code = (e && e.code) || 'unknown';
      const message = t('exercise.error', { msg: describeError(e, t) });
      this.exercise = null;
      this.view.hidden = true;
      this.errorBox.hidden = false;
      this.errorBox.textContent = message;
      this.fire('tablier-error', { code, message });
      return;
    }
    this.view.hidden = false;
    this.errorBox.hidden = true;
    this.result.hidden = true;
    this.draw();
    this.fire('tablier-ready', { exercise: this.exercise });
  }

  draw() {
    const t = translator(this.lang);
    const ex = this.exercise;
    const p = ex.position;
    this.board.setLang(this.lang);
    this.board.setOrientation(this.getAttribute('orientation') === 'black' ? 'black' : 'white');
    const at = ex.question && ex.question.at ? [[ex.question.at, 'yellow']] : [];
    this.board.update({ position: p, highlights: [], arrows: [], marks: at, highlighted: [], lastMoves: [], usedDice: [], dests: new Map(), interactive: false });
    this.description.textContent = describePosition(p, t);
    this.view.setAttribute('aria-label', t('exercise.label', { id: ex.id }));
    const side = sideName(t, p.turn);
    const [a, b] = p.dice || [];
    const q = ex.question;
    this.question.textContent = {
      'compter-les-points': () => t('exercise.q.points', { side, a, b }),
      'choisir-le-coup': () => t('exercise.q.play', { side, a, b }),
      'tenir-ou-s-en-aller': () => t('exercise.q.decision', { side }),
      'compter-les-chances': () => t(`exercise.q.${q.ask}`, { side, at: q.at, jan: q.jan && t(`jan.${q.jan}`) }),
    }[ex.exercise]();
    this.drawForm(t);
  }

  field(labelText, input) {
    const label = document.createElement('label');
    label.append(labelText, input);
    return label;
  }

  number(name, max) {
    const input = document.createElement('input');
    Object.assign(input, { type: 'number', name, min: '0', max: String(max), step: '1', required: true });
    return input;
  }

  drawForm(t) {
    const ex = this.exercise;
    this.form.textContent = '';
    this.jans = null;
    if (ex.exercise === 'compter-les-points') {
      for (const side of ['white', 'black']) this.form.append(this.field(t('exercise.points.of', { side: sideName(t, side) }), this.number(side, 1000)));
      // the jans may be named too, or instead: the totals are asked for only when none is
      this.jans = janList(t);
      this.form.append(this.jans.element);
    } else if (ex.exercise === 'compter-les-chances') {
      this.form.append(this.field(t('exercise.count'), this.number('count', 36)));
    } else if (ex.exercise === 'tenir-ou-s-en-aller') {
      const set = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.className = 'visually-hidden';
      legend.textContent = t('exercise.q.decision', { side: sideName(t, ex.position.turn) });
      set.append(legend);
      for (const d of ['hold', 'leave']) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'radio', name: 'decision', value: d, required: true });
        const label = document.createElement('label');
        label.className = 'radio';
        label.append(input, t(`exercise.${d}`));
        set.append(label);
      }
      this.form.append(set);
    } else {
      // the plays in the notation's order, not the maître's: the list must not give the answer away
      const select = document.createElement('select');
      select.name = 'play';
      const plays = ex.answer.plays.map((h) => h.play).sort((x, y) => movesText(x).localeCompare(movesText(y)));
      plays.forEach((play, i) => select.append(new Option(movesText(play), String(i))));
      this.plays = plays;
      this.form.append(this.field(t('exercise.play'), select));
    }
    const button = document.createElement('button');
    button.type = 'submit';
    button.textContent = t('exercise.check');
    this.form.append(button);
  }

  /** The reader's answer, in the shape the engine grades. */
  answer() {
    const f = this.form.elements;
    switch (this.exercise.exercise) {
      case 'compter-les-points': {
        const answer = {};
        if (f.white.value !== '' || f.black.value !== '') answer.points = { white: Number(f.white.value), black: Number(f.black.value) };
        const jans = this.jans?.read();
        if (jans) answer.jans = jans;
        return answer;
      }
      case 'compter-les-chances':
        return Number(f.count.value);
      case 'tenir-ou-s-en-aller':
        return this.form.querySelector('input[name="decision"]:checked')?.value ?? null;
      default:
        return this.plays[Number(f.play.value)];
    }
  }

  /** Grades the form's answer, says it, and fires `answer`. */
  check() {
    if (!this.exercise) return null;
    if (this.jans) {
      // the totals may be left blank when jans are named, but not one of the two
      const f = this.form.elements;
      const blank = f.white.value === '' && f.black.value === '';
      f.white.required = f.black.required = !(blank && this.jans.rows().length);
    }
    if (!this.form.reportValidity()) return null;
    const t = translator(this.lang);
    const ex = this.exercise;
    const answer = this.answer();
    let grade;
    try {
      grade = this.engine.gradeExercise(ex.id, answer);
    } catch (e) {
      this.result.hidden = false;
      this.result.textContent = describeError(e, t);
      this.fire('tablier-error', { code: e.code || 'unknown', message: this.result.textContent });
      return null;
    }
    const correct = grade.correct ?? grade.best;
    this.result.textContent = '';
    const head = document.createElement('p');
    head.textContent = t(correct ? 'exercise.right' : 'exercise.wrong');
    this.result.append(head);
    const said = [];
    if (ex.exercise === 'compter-les-points') {
      said.push(...grade.misses.map((m) => missText(m, t)));
    } else if (ex.exercise === 'compter-les-chances') {
      if (!correct) said.push(t(`miss.${grade.miss}`), t('exercise.expected', { n: grade.expected }));
    } else if (ex.exercise === 'tenir-ou-s-en-aller') {
      if (!correct) said.push(t('exercise.decision.cost', { best: t(`exercise.${grade.best_decision}`), cost: grade.cost }));
    } else if (!correct) {
      said.push(t('exercise.cost', { cost: grade.cost, best: movesText(grade.best_play) }));
    }
    if (said.length) {
      const ul = document.createElement('ul');
      for (const s of said) ul.append(Object.assign(document.createElement('li'), { textContent: s }));
      this.result.append(ul);
    }
    if (ex.exercise === 'compter-les-points' && !correct) {
      // the engine's answer with its explanation: each jan, its side, its façons or moyens
      const line = document.createElement('p');
      line.textContent = t('exercise.answer', ex.answer.points);
      const jans = document.createElement('ul');
      renderJans(jans, ex.answer, t, ex.position.dice);
      this.result.append(line, jans);
    }
    this.result.hidden = false;
    this.fire('answer', { id: ex.id, answer, grade, correct });
    return grade;
  }
}

if (!customElements.get('tablier-exercise')) customElements.define('tablier-exercise', TablierExerciseElement);
