// How a reader plays on the board: click or tap a dame, then where it goes; drag it there; or walk
// the flèches with the keyboard (arrows, Home, End), Enter or Space to lift and to put down,
// Escape to put back. Mixed into Board (board.js), whose state it reads and sets: `dests` (from
// the engine), `selected`, `drag`, `focusName`. It knows no rule: a destination not in `dests` is
// refused, and the page, told by `onRefused`, asks the engine why.

import { el, R, HEIGHT, WIDTH, TRAY, FLECHES, slot, colX } from './board-geometry.js';

export const input = {

  flecheAt(clientX, clientY) {
    const root = this.container.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(clientX, clientY);
    const g = hit && hit.closest ? hit.closest('[data-fleche]') : null;
    return g && this.svg.contains(g) ? g.dataset.fleche : null;
  },

  activate(name) {
    if (!this.interactive || !name) return;
    if (this.selected) {
      const dests = this.dests.get(this.selected) || [];
      if (name === this.selected) return this.select(null);
      if (dests.includes(name)) return this.move(this.selected, name);
      if (this.dests.has(name)) return this.select(name);
      return this.refuse(this.selected, name);
    }
    if (this.dests.has(name)) this.select(name);
  },

  move(from, to) {
    this.selected = null;
    this.live.textContent = `${from} → ${to === 'off' ? this.t('board.off') : to}`;
    this.focusName = to === 'off' ? 'off' : to;
    if (this.opts.onMove) this.opts.onMove(from, to);
    else this.render();
  },

  refuse(from, to) {
    this.selected = null;
    this.render();
    this.svg.classList.add('tb-refused');
    setTimeout(() => this.svg.classList.remove('tb-refused'), 400);
    this.live.textContent = this.t('board.refused');
    if (this.opts.onRefused) this.opts.onRefused(from, to);
  },

  onPointerDown(e) {
    if (!this.interactive || e.button > 0) return;
    const name = this.flecheAt(e.clientX, e.clientY);
    if (!name) return;
    e.preventDefault();
    this.drag = { from: name, x: e.clientX, y: e.clientY, moved: false, ghost: null };
    if (this.dests.has(name)) this.svg.setPointerCapture?.(e.pointerId);
  },

  svgPoint(clientX, clientY) {
    const m = this.svg.getScreenCTM();
    if (!m) return [0, 0];
    const pt = this.svg.createSVGPoint();
    pt.x = clientX;
    pt.y = clientY;
    const q = pt.matrixTransform(m.inverse());
    return [q.x, q.y];
  },

  onPointerMove(e) {
    const d = this.drag;
    if (!d || !this.dests.has(d.from)) return;
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
    if (!d.moved) {
      d.moved = true;
      if (this.selected !== d.from) {
        this.selected = d.from;
        this.render();
      }
      const side = this.svg.querySelector(`[data-fleche="${d.from}"]`)?.dataset.side || 'white';
      d.ghost = el('circle', { class: `tb-drag tb-dame-${side}`, r: R }, this.svg);
    }
    const [x, y] = this.svgPoint(e.clientX, e.clientY);
    d.ghost.setAttribute('cx', x);
    d.ghost.setAttribute('cy', y);
  },

  onPointerUp(e) {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    if (d.ghost) d.ghost.remove();
    const target = this.flecheAt(e.clientX, e.clientY);
    if (!d.moved) {
      // a tap: pick up, put down, or pick another
      this.activate(target || d.from);
      return;
    }
    if (!target || target === d.from) {
      this.render();
      return;
    }
    const dests = this.dests.get(d.from) || [];
    if (dests.includes(target)) this.move(d.from, target);
    else this.refuse(d.from, target);
  },

  cancelDrag() {
    if (this.drag && this.drag.ghost) this.drag.ghost.remove();
    this.drag = null;
  },

  /** Keyboard: arrows walk the flèches as they are drawn, Enter or Space acts, Escape puts down. */
  onKey(e) {
    // a badge of the chances keeps its keys (Escape hides its coups: chances.js)
    if (e.target.closest && e.target.closest('.tb-chance')) return;
    const current = e.target.closest && e.target.closest('[data-fleche]');
    const name = current ? current.dataset.fleche : this.focusName;
    const rows = this.visualRows();
    let r = rows.findIndex((row) => row.includes(name));
    if (r < 0) r = 1;
    let c = rows[r].indexOf(name);
    let next = null;
    switch (e.key) {
      case 'ArrowLeft': next = rows[r][Math.max(0, c - 1)]; break;
      case 'ArrowRight': next = rows[r][Math.min(rows[r].length - 1, c + 1)]; break;
      case 'ArrowUp': next = rows[0][Math.min(c, rows[0].length - 1)]; break;
      case 'ArrowDown': next = rows[1][Math.min(c, rows[1].length - 1)]; break;
      case 'Home': next = rows[r][0]; break;
      case 'End': next = rows[r][rows[r].length - 1]; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.activate(name);
        return;
      case 'Escape':
        if (this.selected) {
          e.preventDefault();
          this.select(null);
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    if (next && next !== name) this.focusOn(next);
  },

  /** The flèches row by row as they appear on screen, left to right; the tray ends each row on its side. */
  visualRows() {
    const top = [];
    const bottom = [];
    for (const name of FLECHES) {
      const { col, row } = slot(name);
      const [x, y] = this.p(colX(col), row === 'bottom' ? HEIGHT - 1 : 1);
      (y > HEIGHT / 2 ? bottom : top).push([x, name]);
    }
    // the tray that takes the mover's dames (Jacquet: the mover's own side of the board)
    const tray = this.svg.querySelector('.tb-tray[data-fleche="off"]');
    const trayX = this.p((tray && tray.dataset.at === 'right' ? WIDTH : 0) + TRAY / 2, 0)[0];
    top.push([trayX, 'off']);
    bottom.push([trayX, 'off']);
    const sort = (a) => a.sort((p, q) => p[0] - q[0]).map((p) => p[1]);
    return [sort(top), sort(bottom)];
  },

  focusOn(name) {
    this.focusName = name;
    for (const g of this.svg.querySelectorAll('[data-fleche]')) g.setAttribute('tabindex', g.dataset.fleche === name ? 0 : -1);
    const target = this.svg.querySelector(`[data-fleche="${name}"]`);
    if (target) target.focus({ preventScroll: true });
  },
};
