// <tablier-board>: a Trictrac (or Jacquet) diagram for any page, with one
//   <script type="module" src=".../tablier-board.js"></script>
// Documented in docs/element.md. Attributes (each also a property):
//   position     interchange JSON or the compact notation (a Jacquet position: "game": "jacquet")
//   dice         "6-3" (overrides the position's dice)
//   orientation  "white" (default) or "black"
//   interactive  present: the reader may play the roll's legal plays
//   show         the parts drawn: any of "labels dice jetons jans plays chances" (default all but
//                chances: the engine's count of the coming throw's 36 coups, chances.js)
//   highlight    flèches lit up: "B7 B9"
//   arrows       from–to pairs: "N6-N12 N7-N12" (a play, say)
//   marks        flèches whose top dame is ringed: "B6 B11"
//   lang         "fr" (default) or "en"
//   labels       "off" hides the flèche names (the same as leaving "labels" out of show)
// A value it cannot take shows the error box (code "bad-attribute"); an attribute it does not know
// is warned of in the console.
// Events: "tablier-ready" {position, analysis, chances}, "tablier-move" {from, to, made}, "tablier-play"
// {play, position}, "tablier-error" {code, message} (the engine's stable code; the message in the
// element's language). Methods: toSVG() (standalone SVG text), toPNG() (a Blob).

import { Board } from './board.js';
import { stylesheet } from './board-style.js';
import { translator, describeError } from './i18n.js';
import { loadRules, readPosition } from './engine.js';
import { renderJans, highlightsOf } from './jans.js';
import { describePosition } from './describe.js';
import { boardSVG, boardPNG } from './export.js';
import { renderChances } from './chances.js';
import * as P from './plays.js';

const CSS = `
:host { display: block; max-width: 720px; font: 15px/1.4 var(--tablier-font, system-ui, sans-serif); color: var(--tablier-ink, inherit); }
:host([hidden]) { display: none; }
.wrap { position: relative; }
.wrap[hidden], .caption[hidden] { display: none; }
.caption { margin: .35rem 0 0; }
.jans { margin: .2rem 0; padding-left: 1.2rem; }
.jans li { margin: .15rem 0; }
.jans .small, .small { font-size: .85em; opacity: .8; }
.pts { font-weight: 700; }
.error { border: 2px solid var(--tablier-error, #b00020); color: var(--tablier-error, #b00020); border-radius: 8px;
  padding: .8rem 1rem; font-weight: 600; background: var(--tablier-error-bg, #fff4f4); }
.error[hidden] { display: none; }
details { margin-top: .2rem; }
summary { cursor: pointer; }
.chances { margin: .2rem 0; padding-left: 1.2rem; }
.chances li { margin: .15rem 0; }
.chances li.expected, .chances li.none { list-style: none; margin-left: -1.2rem; }
.plays { margin: .2rem 0; padding-left: 1.2rem; font-family: ui-monospace, monospace; font-size: .85em; }
button { font: inherit; padding: .2rem .6rem; border-radius: 6px; border: 1px solid #767676; background: #fff; color: #111; cursor: pointer; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`;

function sheet() {
  return stylesheet(CSS);
}

const PARTS = ['labels', 'dice', 'jetons', 'jans', 'plays', 'chances'];
const DEFAULT_SHOW = ['labels', 'dice', 'jetons', 'jans', 'plays'];
const START = '{"white":{"B1":15},"black":{"N1":15},"turn":"white"}';
const FLECHE = /^[BN](?:[1-9]|1[0-2])$/;

/** A list attribute ("B7 B9", "B7,B9") as upper-case flèche names; a name that is none is an error. */
function flecheList(text, what) {
  const names = String(text || '').split(/[\s,;]+/).filter(Boolean).map((x) => x.toUpperCase());
  const bad = names.find((n) => !FLECHE.test(n));
  if (bad) throw Object.assign(new Error(`${what}: ${bad}`), { code: 'unknown-fleche' });
  return names;
}

/** "N6-N12 N7>off" as [[from, to], …]. */
function arrowList(text) {
  return String(text || '')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((pair) => {
      const m = pair.match(/^([BN]\d{1,2})\s*(?:-|>|→|–)\s*([BN]\d{1,2}|off)$/i);
      const ok = m && FLECHE.test(m[1].toUpperCase()) && (m[2].toLowerCase() === 'off' || FLECHE.test(m[2].toUpperCase()));
      if (!ok) throw Object.assign(new Error(`arrows: ${pair}`), { code: 'unknown-fleche' });
      return [m[1].toUpperCase(), m[2].toLowerCase() === 'off' ? 'off' : m[2].toUpperCase()];
    });
}

const ATTRIBUTES = ['position', 'dice', 'orientation', 'interactive', 'lang', 'labels', 'show', 'highlight', 'arrows', 'marks'];
// attributes every HTML element may carry: never warned of
const GLOBAL = /^(?:id|class|style|title|hidden|slot|part|exportparts|tabindex|role|dir|translate|inert|autofocus|draggable|spellcheck|accesskey|nonce|popover|is|contenteditable|enterkeyhint|inputmode|autocapitalize|item(?:scope|type|prop|id|ref)|aria-.*|data-.*|on.*)$/;

/** The nearest of `names` to a misspelt `name` (at most two letters apart), or null. */
function nearest(name, names) {
  const distance = (a, b) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const best = names.map((n) => [distance(name, n), n]).sort((x, y) => x[0] - y[0])[0];
  return best && best[0] <= 2 ? best[1] : null;
}

/**
 * A value the element cannot take (orientation="noir", show="dice chancs", lang="de",
 * position=""): the error box, never a board drawn as if the attribute were not there.
 */
function checkAttributes(el, t) {
  const bad = (name, allowed) => {
    const value = el.getAttribute(name);
    const message = t('embed.attr.error', { name, value, allowed });
    return Object.assign(new Error(message), { code: 'bad-attribute', said: true, attribute: name, value });
  };
  const oneOf = (list) => t('embed.attr.one-of', { list: list.join(', ') });
  const lang = el.getAttribute('lang');
  if (lang !== null && !/^(?:fr|en)(?:-[a-z0-9-]+)?$/i.test(lang.trim())) throw bad('lang', oneOf(['fr', 'en']));
  const orientation = el.getAttribute('orientation');
  if (orientation !== null && !['white', 'black'].includes(orientation.trim())) throw bad('orientation', oneOf(['white', 'black']));
  const labels = el.getAttribute('labels');
  if (labels !== null && !['on', 'off', ''].includes(labels.trim())) throw bad('labels', oneOf(['on', 'off']));
  const show = el.getAttribute('show');
  if (show !== null && show.split(/[\s,;]+/).filter(Boolean).some((x) => !PARTS.includes(x))) {
    throw bad('show', t('embed.attr.any-of', { list: PARTS.join(' ') }));
  }
  const position = el.getAttribute('position');
  if (position !== null && position.trim() === '') throw bad('position', t('embed.attr.empty'));
}

export class TablierBoardElement extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet()];
    this.wrap = document.createElement('div');
    this.wrap.className = 'wrap';
    this.wrap.setAttribute('part', 'board');
    this.description = document.createElement('p');
    this.description.className = 'visually-hidden';
    this.description.id = 'description';
    this.errorBox = document.createElement('div');
    this.errorBox.className = 'error';
    this.errorBox.setAttribute('part', 'error');
    this.errorBox.setAttribute('role', 'alert');
    this.errorBox.hidden = true;
    this.caption = document.createElement('div');
    this.caption.className = 'caption';
    this.caption.setAttribute('part', 'caption');
    root.append(this.wrap, this.description, this.errorBox, this.caption);
    this.board = null;
    this._position = null;
    this.analysis = null;
    this.chances = null;
    this.error = null;
    this.made = [];
    this.version = 0;
    // a misspelt attribute (positon=) is warned of once per element and name, when it is set
    this.warned = new Set();
    new MutationObserver(() => this.warnUnknown()).observe(this, { attributes: true });
  }

  /** Warns in the console of each attribute the element does not know (once per name). */
  warnUnknown() {
    for (const { name } of this.attributes) {
      if (ATTRIBUTES.includes(name) || GLOBAL.test(name) || this.warned.has(name)) continue;
      this.warned.add(name);
      const near = nearest(name, ATTRIBUTES);
      console.warn(`<tablier-board>: unknown attribute "${name}"${near ? `; did you mean "${near}"?` : ''} (docs/element.md lists them: ${ATTRIBUTES.join(', ')})`);
    }
  }

  /**
   * Fires one of the element's events: it bubbles and crosses shadow roots (composed), so that a
   * page may listen on any ancestor, the document included, even with the element inside another
   * component.
   */
  fire(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** The position drawn, as the engine read it (null before it has, or when it is refused). */
  get position() {
    return this._position;
  }
  /** Sets the `position` attribute: a string as it is, an object as its JSON. */
  set position(v) {
    this.setAttribute('position', typeof v === 'string' ? v : JSON.stringify(v));
  }

  get jans() {
    return (this.analysis && this.analysis.jans) || [];
  }

  get lang() {
    return /^en(?:-|$)/i.test((this.getAttribute('lang') || '').trim()) ? 'en' : 'fr';
  }
  set lang(v) {
    this.setAttribute('lang', v);
  }
  get orientation() {
    return this.getAttribute('orientation') === 'black' ? 'black' : 'white';
  }
  set orientation(v) {
    this.setAttribute('orientation', v);
  }
  get interactive() {
    return this.hasAttribute('interactive');
  }
  set interactive(on) {
    this.toggleAttribute('interactive', !!on);
  }
  get dice() {
    return this.getAttribute('dice');
  }
  set dice(v) {
    if (v === null || v === undefined) this.removeAttribute('dice');
    else this.setAttribute('dice', Array.isArray(v) ? v.join('-') : String(v));
  }
  /** The parts shown, as a Set of names (labels, dice, jetons, jans, plays, chances). */
  get show() {
    const attr = this.getAttribute('show');
    const list = attr === null ? DEFAULT_SHOW : attr.split(/[\s,;]+/).filter((x) => PARTS.includes(x));
    const set = new Set(list);
    if (this.getAttribute('labels') === 'off') set.delete('labels');
    return set;
  }
  set show(v) {
    this.setAttribute('show', [...v].join(' '));
  }
  /** `highlight`, `arrows` and `marks` as lists (flèche names; [from, to] pairs). */
  get highlight() {
    return flecheList(this.getAttribute('highlight'), 'highlight');
  }
  set highlight(v) {
    this.setAttribute('highlight', [].concat(v).join(' '));
  }
  get arrows() {
    return arrowList(this.getAttribute('arrows'));
  }
  set arrows(v) {
    this.setAttribute('arrows', v.map((p) => p.join('-')).join(' '));
  }
  get marks() {
    return flecheList(this.getAttribute('marks'), 'marks');
  }
  set marks(v) {
    this.setAttribute('marks', [].concat(v).join(' '));
  }

  connectedCallback() {
    this.warnUnknown();
    if (!this.board) {
      this.board = new Board(this.wrap, {
        lang: this.lang,
        orientation: this.orientation,
        interactive: this.interactive,
        labels: this.getAttribute('labels') !== 'off',
        describedBy: 'description',
        onMove: (from, to) => this.onMove(from, to),
      });
    }
    this.update();
  }

  attributeChangedCallback() {
    if (this.board) this.update();
  }

  /** The board as a standalone SVG document (its styles and theme written in). */
  toSVG() {
    return boardSVG(this.board.svg, this.wrap);
  }

  /** The board as a PNG image (a Blob), `scale` times the drawing's size. */
  toPNG(scale = 1) {
    return boardPNG(this.board.svg, this.wrap, scale);
  }

  async update() {
    const version = ++this.version;
    const t = translator(this.lang);
    this.board.setLang(this.lang);
    this.board.setOrientation(this.orientation);
    this.made = [];
    let position;
    let annotations;
    try {
      checkAttributes(this, t);
      position = await readPosition(this.getAttribute('position') ?? START);
      const diceAttr = this.getAttribute('dice');
      if (diceAttr !== null && diceAttr.trim() !== '') {
        const dice = diceAttr.match(/^\s*([1-6])\s*[-–, ]\s*([1-6])\s*$/);
        if (!dice) throw Object.assign(new Error(t('embed.dice.error', { dice: diceAttr })), { code: 'bad-dice', said: true });
        position = { ...position, dice: [Number(dice[1]), Number(dice[2])] };
      }
      annotations = { highlighted: this.highlight, arrows: this.arrows, marks: this.marks };
    } catch (e) {
      if (version === this.version) this.fail(e, t);
      return;
    }
    if (version !== this.version) return;
    let analysis = null;
    let chances = null;
    // the chances of the coming throw, for a Trictrac position (Jacquet has no jans to count)
    const counted = this.show.has('chances') && position.game !== 'jacquet';
    if (Array.isArray(position.dice) || counted) {
      try {
        const engine = await loadRules();
        if (Array.isArray(position.dice)) analysis = engine.analyse(position);
        if (counted) chances = engine.chances(position);
        this.engine = engine;
      } catch (e) {
        if (version === this.version) this.fail(e, t);
        return;
      }
    }
    if (version !== this.version) return;
    this._position = position;
    this.analysis = analysis;
    this.chances = chances;
    this.error = null;
    this.annotations = annotations;
    this.errorBox.hidden = true;
    this.wrap.hidden = false;
    this.caption.hidden = false;
    this.draw();
    this.fire('tablier-ready', { position, analysis, chances });
  }

  /** A refused position or attribute: an error box in place of the board, never a wrong board. */
  fail(e, t) {
    const code = (e && (e.code || (e.error && e.error.code))) || (e instanceof SyntaxError ? 'bad-json' : 'unknown');
    const err = { code, roll: e && e.roll, details: e && (e.details || (e.error && e.error.details)) };
    const message = e && e.said ? e.message : t('embed.error', { msg: describeError(err, t) });
    this._position = null;
    this.analysis = null;
    this.chances = null;
    this.error = { code, message };
    this.wrap.hidden = true;
    this.caption.hidden = true;
    this.caption.textContent = '';
    this.errorBox.textContent = message;
    this.errorBox.hidden = false;
    this.fire('tablier-error', { code, message });
  }

  draw() {
    const t = translator(this.lang);
    const show = this.show;
    const interactive = this.interactive && !!this.analysis;
    const plays = (this.analysis && this.analysis.plays) || [];
    const position = P.moved(this._position, this.made);
    const answer = interactive && this.engine ? P.movesOf(this.engine, this._position, this.made) : null;
    this.board.update({
      interactive,
      show,
      labels: show.has('labels'),
      highlights: highlightsOf(this.analysis),
      dests: answer ? P.boardDests(answer) : new Map(),
      lastMoves: this.made,
      usedDice: answer ? answer.spent : [],
      position,
      chances: this.chances,
      ...this.annotations,
    });
    this.description.textContent = describePosition(position, t);

    this.caption.textContent = '';
    if (this.chances) {
      // every count with its coups: the badges' words, and what has no place on the board
      const title = document.createElement('div');
      const b = document.createElement('b');
      b.textContent = t('chances.title', { side: t(this.chances.turn === 'black' ? 'side.black' : 'side.white') });
      title.appendChild(b);
      const ul = document.createElement('ul');
      ul.className = 'chances';
      ul.setAttribute('part', 'chances');
      renderChances(ul, this.chances, t);
      this.caption.append(title, ul);
    }
    if (!this.analysis) return;
    const jacquet = this._position.game === 'jacquet';
    if (show.has('jans') && !jacquet) {
      // Jacquet (003) has no jans and no points per roll
      const title = document.createElement('div');
      const b = document.createElement('b');
      b.textContent = t('embed.jans');
      title.appendChild(b);
      const ul = document.createElement('ul');
      ul.className = 'jans';
      ul.setAttribute('part', 'jans');
      renderJans(ul, this.analysis, t, this._position.dice);
      const total = document.createElement('div');
      total.className = 'small';
      total.textContent = t('jans.total', { w: this.analysis.points.white, b: this.analysis.points.black });
      this.caption.append(title, ul, total);
    }
    if (show.has('plays')) {
      const det = document.createElement('details');
      det.setAttribute('part', 'plays');
      const sum = document.createElement('summary');
      sum.textContent = t('embed.plays', { n: plays.length });
      const ol = document.createElement('ol');
      ol.className = 'plays';
      for (const p of plays) {
        const li = document.createElement('li');
        li.textContent = p.moves.map((m) => m.join('→')).join(', ') || '—';
        ol.appendChild(li);
      }
      det.append(sum, ol);
      if (jacquet) det.open = true;
      this.caption.append(det);
    }
    if (this.made.length) {
      const undo = document.createElement('button');
      undo.type = 'button';
      undo.setAttribute('part', 'undo');
      undo.textContent = t('game.undo');
      undo.addEventListener('click', () => {
        this.made.pop();
        this.draw();
      });
      this.caption.appendChild(undo);
    }
  }

  onMove(from, to) {
    if (!this.engine) return;
    const chain = P.chainOf(P.movesOf(this.engine, this._position, this.made), from, to);
    if (!chain) return;
    this.made.push(...chain);
    this.draw();
    this.fire('tablier-move', { from, to, made: [...this.made] });
    const play = P.movesOf(this.engine, this._position, this.made).complete;
    if (play) this.fire('tablier-play', { play, position: this._position });
  }
}

if (!customElements.get('tablier-board')) customElements.define('tablier-board', TablierBoardElement);

// warm the engine up early: a page of diagrams wants it for every one of them
loadRules().catch(() => {});
