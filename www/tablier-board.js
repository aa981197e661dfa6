// <tablier-board>: a trictrac (or Jacquet: "game": "jacquet", or notation starting `jacquet`)
// diagram for any page, with one
//   <script type="module" src=".../tablier-board.js"></script>
// Attributes:
//   position     interchange JSON (docs/interchange.md) or the compact notation
//   dice         "6-3" (overrides the position's dice)
//   orientation  "white" (default) or "black"
//   interactive  present: dames may be moved through the roll's legal plays
//   lang         "fr" (default) or "en"
//   labels       "off" hides the flèche names
// It draws the position, the roll, the beaten dames (from the engine's analysis), lists the jans and
// the legal plays. Properties: position, analysis, jans. Events: "tablier-ready" (detail {position,
// analysis}), "tablier-move" (detail {from, to, made}), "tablier-play" (detail {play, position}),
// "tablier-error" (detail {code, message}).

import { Board } from './board.js';
import { translator } from './i18n.js';
import { loadEngine, readPosition, errorMessage, errorCode } from './engine.js';
import { renderJans, highlightsOf } from './jans.js';
import * as P from './plays.js';
import { unwrap } from './computer.js';

const CSS = `
:host { display: block; max-width: 720px; font: 15px/1.4 var(--tablier-font, system-ui, sans-serif); color: var(--tablier-ink, inherit); }
:host([hidden]) { display: none; }
.wrap { position: relative; }
.caption { margin: .35rem 0 0; }
.jans { margin: .2rem 0; padding-left: 1.2rem; }
.jans li { margin: .15rem 0; }
.jans .small, .small { font-size: .85em; opacity: .8; }
.pts { font-weight: 700; }
.error { color: var(--tablier-error, #b00020); font-weight: 600; }
details { margin-top: .2rem; }
summary { cursor: pointer; }
.plays { margin: .2rem 0; padding-left: 1.2rem; font-family: ui-monospace, monospace; font-size: .85em; }
button { font: inherit; padding: .2rem .6rem; border-radius: 6px; border: 1px solid #999; background: #fff; cursor: pointer; }
`;

export class TablierBoardElement extends HTMLElement {
  static get observedAttributes() {
    return ['position', 'dice', 'orientation', 'interactive', 'lang', 'labels'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = CSS;
    this.wrap = document.createElement('div');
    this.wrap.className = 'wrap';
    this.wrap.setAttribute('part', 'board');
    this.caption = document.createElement('div');
    this.caption.className = 'caption';
    this.caption.setAttribute('part', 'caption');
    this.shadowRoot.append(style, this.wrap, this.caption);
    this.board = null;
    this.position = null;
    this.analysis = null;
    this.made = [];
    this.version = 0;
  }

  get jans() {
    return (this.analysis && this.analysis.jans) || [];
  }

  connectedCallback() {
    if (!this.board) {
      this.board = new Board(this.wrap, {
        lang: this.lang,
        orientation: this.getAttribute('orientation') || 'white',
        interactive: this.hasAttribute('interactive'),
        labels: this.getAttribute('labels') !== 'off',
        onMove: (from, to) => this.onMove(from, to),
      });
    }
    this.update();
  }

  attributeChangedCallback() {
    if (this.board) this.update();
  }

  get lang() {
    return this.getAttribute('lang') === 'en' ? 'en' : 'fr';
  }

  async update() {
    const version = ++this.version;
    const t = translator(this.lang);
    this.board.showNames = this.getAttribute('labels') !== 'off';
    this.board.setLang(this.lang);
    this.board.setOrientation(this.getAttribute('orientation') || 'white');
    this.made = [];
    let position;
    try {
      position = await readPosition(this.getAttribute('position') || '{"white":{"B1":15},"black":{"N1":15}}');
      const dice = (this.getAttribute('dice') || '').match(/^\s*([1-6])\s*[-–, ]\s*([1-6])\s*$/);
      if (dice) position = { ...position, dice: [Number(dice[1]), Number(dice[2])] };
    } catch (e) {
      if (version !== this.version) return;
      this.showError(t('embed.error', { msg: errorMessage(e) }), e);
      return;
    }
    if (version !== this.version) return;
    this.position = position;
    this.analysis = null;
    if (Array.isArray(position.dice)) {
      try {
        const engine = await loadEngine();
        this.analysis = unwrap(engine.analyse(position));
      } catch (e) {
        if (version !== this.version) return;
        this.showError(t('embed.error', { msg: errorMessage(e) }), e);
      }
    }
    if (version !== this.version) return;
    this.draw();
    this.dispatchEvent(new CustomEvent('tablier-ready', { detail: { position, analysis: this.analysis } }));
  }

  draw() {
    const t = translator(this.lang);
    const interactive = this.hasAttribute('interactive') && !!this.analysis;
    const plays = (this.analysis && this.analysis.plays) || [];
    this.board.update({
      interactive,
      highlights: highlightsOf(this.analysis),
      dests: interactive ? P.boardDests(P.destinations(plays, this.made, this.counts())) : new Map(),
      lastMoves: this.made,
      usedDice: this.position.dice ? P.usedDice(this.position, this.made) : [],
      position: P.moved(this.position, this.made),
    });

    this.caption.textContent = '';
    if (!this.analysis) return;
    const title = document.createElement('div');
    title.innerHTML = '';
    const b = document.createElement('b');
    b.textContent = t('embed.jans');
    title.appendChild(b);
    const ul = document.createElement('ul');
    ul.className = 'jans';
    ul.setAttribute('part', 'jans');
    renderJans(ul, this.analysis, t, this.position.dice, this.position);
    const total = document.createElement('div');
    total.className = 'small';
    total.textContent = t('jans.total', { w: this.analysis.points.white, b: this.analysis.points.black });
    const det = document.createElement('details');
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
    // Jacquet (003) has no jans and no points per roll: its caption is the plays alone, open.
    if (this.position.game === 'jacquet') {
      det.open = true;
      this.caption.append(det);
    } else this.caption.append(title, ul, total, det);
    if (this.made.length) {
      const undo = document.createElement('button');
      undo.type = 'button';
      undo.textContent = t('game.undo');
      undo.addEventListener('click', () => {
        this.made.pop();
        this.draw();
      });
      this.caption.appendChild(undo);
    }
  }

  onMove(from, to) {
    const plays = (this.analysis && this.analysis.plays) || [];
    const chain = P.destinations(plays, this.made, this.counts()).get(from)?.get(to);
    if (!chain) return;
    this.made.push(...chain);
    this.draw();
    this.dispatchEvent(new CustomEvent('tablier-move', { detail: { from, to, made: [...this.made] } }));
    const play = P.completed(plays, this.made);
    if (play) this.dispatchEvent(new CustomEvent('tablier-play', { detail: { play, position: this.position } }));
  }

  counts() {
    return P.moved(this.position, this.made)[this.position.turn] || {};
  }

  showError(text, e) {
    this.caption.textContent = '';
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = text;
    this.caption.appendChild(p);
    this.dispatchEvent(new CustomEvent('tablier-error', { detail: { code: errorCode(e), message: errorMessage(e) } }));
  }
}

if (!customElements.get('tablier-board')) customElements.define('tablier-board', TablierBoardElement);

// warm the engine up early: a page of diagrams wants it for every one of them
loadEngine().catch(() => {});
