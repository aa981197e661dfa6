// The board's stylesheet, one constructable stylesheet shared by every board: adopted by the page's
// document or by each element's shadow root (`adoptedStyleSheets`), so that no <style> element and
// no style attribute is ever written and the board draws under a strict Content-Security-Policy
// (`style-src 'self'`). The theme is a set of CSS custom properties (docs/element.md).

export const BOARD_CSS = `
.tb-svg { display: block; width: 100%; height: auto; max-height: 100%; touch-action: none; user-select: none;
  -webkit-user-select: none; font-family: var(--tablier-font, system-ui, sans-serif); }
.tb-frame { fill: var(--tablier-frame, #6b3f22); }
.tb-felt { fill: var(--tablier-felt, #2f5d3a); }
.tb-bande { fill: var(--tablier-bande, #5a341b); }
.tb-fl-a { fill: var(--tablier-fleche-a, #e9d8b0); }
.tb-fl-b { fill: var(--tablier-fleche-b, #9c2f2a); }
.tb-name { fill: var(--tablier-name, #f3e6cc); font-size: 13px; text-anchor: middle; dominant-baseline: middle; }
.tb-name.tb-special { font-weight: 700; }
.tb-hole { fill: var(--tablier-hole, #2a170b); }
.tb-fichet-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 2; }
.tb-fichet-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 2; }
.tb-dame-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 2; }
.tb-dame-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 2; }
.tb-dame-inner { fill: none; stroke-width: 1.5; opacity: .45; }
.tb-dame-white + .tb-dame-inner, .tb-count-white { stroke: var(--tablier-white-edge, #3a2a1a); }
.tb-count { font-size: 20px; font-weight: 700; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.tb-count-white { fill: var(--tablier-white-edge, #3a2a1a); stroke: none; }
.tb-count-black { fill: var(--tablier-black-edge, #f0e2c4); }
.tb-off-dame-white { fill: var(--tablier-white, #f7f1e3); stroke: var(--tablier-white-edge, #3a2a1a); stroke-width: 1; }
.tb-off-dame-black { fill: var(--tablier-black, #231d1a); stroke: var(--tablier-black-edge, #d9c7a3); stroke-width: 1; }
.tb-off-count { font-size: 15px; font-weight: 700; text-anchor: middle; fill: var(--tablier-name, #f3e6cc); }
.tb-die { fill: var(--tablier-die, #fffdf6); stroke: #222; stroke-width: 2; }
.tb-die.tb-used { opacity: .35; }
.tb-pip { fill: var(--tablier-pip, #1b1b1b); }
.tb-jeton-white { fill: var(--tablier-jeton-white, #e8c547); stroke: #3a2a1a; stroke-width: 2; }
.tb-jeton-black { fill: var(--tablier-jeton-black, #3f6fb5); stroke: #f0e2c4; stroke-width: 2; }
.tb-jeton-text { font-size: 13px; font-weight: 700; text-anchor: middle; dominant-baseline: central; fill: #111; pointer-events: none; }
.tb-jeton-black + .tb-jeton-text, .tb-jeton-text.tb-on-black { fill: #fff; }
.tb-hit { fill: transparent; cursor: default; }
.tb-interactive .tb-movable .tb-hit, .tb-interactive .tb-dest .tb-hit { cursor: pointer; }
.tb-dest-mark { fill: var(--tablier-dest, #5fd35f); opacity: .85; pointer-events: none; }
.tb-selected-ring { fill: none; stroke: var(--tablier-selected, #ffd400); stroke-width: 5; pointer-events: none; }
.tb-beaten-ring { fill: none; stroke: var(--tablier-beaten, #ff3b30); stroke-width: 5; pointer-events: none; }
.tb-beaten-ring.tb-faux { stroke: var(--tablier-beaten-faux, #ff9f0a); stroke-dasharray: 8 5; }
.tb-coin-beaten { fill: none; stroke: var(--tablier-beaten, #ff3b30); stroke-width: 4; stroke-dasharray: 10 6; pointer-events: none; }
.tb-last { fill: none; stroke: var(--tablier-last, #7ec8ff); stroke-width: 4; opacity: .8; pointer-events: none; }
.tb-focus { fill: none; stroke: var(--tablier-focus, #4da3ff); stroke-width: 4; pointer-events: none; display: none; }
.tb-fleche:focus { outline: none; }
.tb-fleche:focus-visible .tb-focus, .tb-fleche.tb-kbd-focus .tb-focus, .tb-tray:focus-visible .tb-focus { display: block; }
.tb-tray:focus { outline: none; }
.tb-drag { pointer-events: none; opacity: .9; }
.tb-refused { animation: tb-shake .35s; }
@keyframes tb-shake { 0%,100% { transform: translateX(0); } 25% { transform: translateX(-6px); } 75% { transform: translateX(6px); } }
@media (prefers-reduced-motion: reduce) { .tb-refused { animation: none; } }
.tb-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.tb-movable-ring { fill: none; stroke: var(--tablier-movable, #ffd400); stroke-width: 3; stroke-dasharray: 6 4; opacity: .9; pointer-events: none; }
.tb-highlight { fill: var(--tablier-highlight, #ffd400); opacity: .35; pointer-events: none; }
.tb-arrow { stroke: var(--tablier-arrow, #1e88e5); stroke-width: 9; stroke-linecap: round; fill: none; opacity: .85; pointer-events: none; }
.tb-arrow-head { fill: var(--tablier-arrow, #1e88e5); opacity: .85; pointer-events: none; }
.tb-mark { fill: none; stroke: var(--tablier-mark, #e53935); stroke-width: 5; pointer-events: none; }
.tb-c-green { --tablier-arrow: #15781b; --tablier-mark: #15781b; --tablier-highlight: #15781b; }
.tb-c-red { --tablier-arrow: #c62828; --tablier-mark: #c62828; --tablier-highlight: #c62828; }
.tb-c-blue { --tablier-arrow: #1565c0; --tablier-mark: #1565c0; --tablier-highlight: #1565c0; }
.tb-c-yellow { --tablier-arrow: #e0a800; --tablier-mark: #e0a800; --tablier-highlight: #ffd400; }
.tb-chance { cursor: help; }
.tb-chance:focus { outline: none; }
.tb-chance-shape { fill: var(--tablier-chance-fill, #fffdf6); stroke: var(--tablier-chance, #7b1fa2); stroke-width: 3; }
.tb-chance-faux .tb-chance-shape { stroke: var(--tablier-chance-faux, #8a4b00); stroke-dasharray: 5 3; }
.tb-chance-plein .tb-chance-shape { stroke: var(--tablier-chance-jan, #2e6b2e); }
.tb-chance:focus-visible .tb-chance-shape, .tb-chance.tb-chance-on .tb-chance-shape { stroke: var(--tablier-focus, #4da3ff); stroke-width: 4; stroke-dasharray: none; }
.tb-chance-count { font-size: 15px; font-weight: 700; fill: var(--tablier-chance-ink, #1b1b1b); text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.tb-chance-tip { pointer-events: none; }
.tb-chance-tip-box { fill: var(--tablier-tip, #fffdf6); stroke: #222; stroke-width: 1.5; }
.tb-chance-tip-text { font-size: 14px; fill: var(--tablier-tip-ink, #1b1b1b); }
.tb-chance-tip-head { font-weight: 700; }
`;

const sheets = new Map();

/** One constructed stylesheet per text, made on first use and shared by every root that adopts it. */
export function stylesheet(css) {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The board's stylesheet object. */
export function boardSheet() {
  return stylesheet(BOARD_CSS);
}

/** Adopts the board's stylesheet into `root` (a document or a shadow root), once. */
export function adoptBoardStyle(root = document) {
  if (!root || !('adoptedStyleSheets' in root)) return;
  const sheet = boardSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
