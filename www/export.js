// A diagram out of the page: the board's SVG as a standalone file (its stylesheet and the theme's
// custom properties written into it), and as a PNG. The SVG needs nothing else to draw; the PNG is
// drawn from it through an image, which a Content-Security-Policy allows only with `img-src blob:`.

import { BOARD_CSS } from './board-style.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The theme's custom properties (docs/element.md), read where the board is drawn. */
export const THEME = [
  'frame', 'felt', 'bande', 'fleche-a', 'fleche-b', 'name', 'hole', 'white', 'black', 'white-edge',
  'black-edge', 'die', 'pip', 'jeton-white', 'jeton-black', 'dest', 'selected', 'beaten', 'beaten-faux',
  'last', 'focus', 'font', 'arrow', 'mark', 'movable', 'chance', 'chance-faux', 'chance-jan', 'chance-fill', 'chance-ink', 'tip', 'tip-ink',
].map((n) => `--tablier-${n}`);

/** The board's SVG as standalone text: its styles inlined, the theme as the page set it. */
export function boardSVG(svg, themed = svg) {
  const copy = svg.cloneNode(true);
  copy.setAttribute('xmlns', SVG_NS);
  const [, , w, h] = (svg.getAttribute('viewBox') || '0 0 1000 660').split(/\s+/).map(Number);
  copy.setAttribute('width', String(w));
  copy.setAttribute('height', String(h));
  for (const n of copy.querySelectorAll('.tb-focus, .tb-drag')) n.remove();
  const cs = getComputedStyle(themed);
  const vars = THEME.map((v) => [v, cs.getPropertyValue(v).trim()]).filter(([, x]) => x);
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent = `svg { ${vars.map(([k, x]) => `${k}: ${x};`).join(' ')} }\n${BOARD_CSS}`;
  copy.insertBefore(style, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

/** The board as a PNG Blob, `scale` times the SVG's own size. */
export function boardPNG(svg, themed = svg, scale = 1) {
  const text = boardSVG(svg, themed);
  const [, , w, h] = (svg.getAttribute('viewBox') || '0 0 1000 660').split(/\s+/).map(Number);
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(w * scale);
      canvas.height = Math.round(h * scale);
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the SVG could not be drawn as an image (a Content-Security-Policy without img-src blob:?)'));
    };
    img.src = url;
  });
}

/** Offers text as a file to download. */
export function downloadText(text, type, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(a.href);
    a.remove();
  }, 0);
}
