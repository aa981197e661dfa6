// The position in words, for a screen reader (the board's accessible description) and in the
// compact notation, for a link to it. Reads the position; decides nothing.

const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');
const ORDER = (name) => (name[0] === 'B' ? 0 : 12) + Number(name.slice(1));

/** "Blanc : B1 ×13, B4 ×2. Noir : N1 ×15. Blanc joue 6 et 4. Marque : …" in the page's language. */
export function describePosition(pos, t) {
  if (!pos) return '';
  const parts = [];
  for (const side of ['white', 'black']) {
    const counts = Object.entries(pos[side] || {})
      .filter(([, n]) => Number(n) > 0)
      .sort((a, b) => ORDER(a[0]) - ORDER(b[0]))
      .map(([name, n]) => (Number(n) > 1 ? `${name} ×${n}` : name));
    const onBoard = Object.values(pos[side] || {}).reduce((a, b) => a + (Number(b) || 0), 0);
    const off = 15 - onBoard;
    parts.push(
      t('describe.side', { side: t(sideKey(side)), list: counts.join(', ') || '—' }) +
        (off > 0 ? ` ${t('describe.off', { n: off })}` : '') + '.',
    );
  }
  const turn = t(sideKey(pos.turn === 'black' ? 'black' : 'white'));
  parts.push(
    Array.isArray(pos.dice) ? t('describe.roll', { side: turn, a: pos.dice[0], b: pos.dice[1] }) : t('describe.turn', { side: turn }),
  );
  if (pos.score && pos.game !== 'jacquet') {
    const s = (side) => pos.score[side] || {};
    parts.push(
      t('describe.score', {
        wp: s('white').points || 0,
        wh: s('white').holes || 0,
        bp: s('black').points || 0,
        bh: s('black').holes || 0,
      }),
    );
  }
  return parts.join(' ');
}

/** The position in the compact notation (the engine writes it), for ?position= links. */
export function toNotationText(engine, pos) {
  return engine.toNotation(pos);
}
