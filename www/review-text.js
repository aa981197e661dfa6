// The review of a game and the hints in words (advice-view.js draws them): the engine's figures,
// in percent of tours won, put into the page's language. Pure: no DOM, no engine; tested in Node
// (tests/node/review-text.test.mjs).

/** A share in percent to one decimal, in the language's decimal mark; never "-0.0". */
export function pct(x, t) {
  const r = Math.round(Number(x) * 10) / 10;
  return (r === 0 ? 0 : r).toFixed(1).replace('.', t('chances.decimal'));
}

/** Whether a cost shows as nothing once rounded to one decimal. */
const rounded0 = (cost) => Math.round(Number(cost) * 10) === 0;

/** The play's moves as the review writes them: "B1-B7 B1-B2", or "—" for no move. */
export function movesText(play) {
  return play && play.moves.length ? play.moves.map(([a, b]) => `${a}-${b}`).join(' ') : '—';
}

/** The review's summary line: "Coups de Blanc : 2 erreurs signalées, 4,1 % de chances perdues en tout." */
export function reviewSummary(r, side, t) {
  return t('review.summary', { side: t(side === 'black' ? 'side.black' : 'side.white'), cost: pct(r.total_cost, t), flagged: r.flagged });
}

/**
 * The lines of one reviewed roll, each { text, flagged }: its decision (tenir or s'en aller) then
 * its play. A choice that was the best says so; a choice that cost less than the rounding shows
 * says that, not "−0.0 %".
 */
export function reviewRollLines(roll, t) {
  const dice = roll.dice.join('-');
  const out = [];
  const line = (text, flagged) => out.push({ text: (flagged ? '⚠ ' : '') + text, flagged: !!flagged });
  const d = roll.decision;
  if (d) {
    const chosen = t(`decision.${d.chosen}`);
    const best = t(`decision.${d.best}`);
    const key = d.chosen === d.best || !(d.cost > 0) ? 'review.decision.best' : rounded0(d.cost) ? 'review.decision.close' : 'review.decision';
    line(t(key, { dice, chosen, best, cost: pct(d.cost, t) }), d.flagged);
  }
  const p = roll.play;
  if (p) {
    const played = p.played || '—';
    const best = p.best || '—';
    const key = !(p.cost > 0) || played === best ? 'review.play.best' : rounded0(p.cost) ? 'review.play.close' : 'review.play';
    line(t(key, { dice, played, best, cost: pct(p.cost, t) }), p.flagged);
  }
  return out;
}

/** One hint: "B1-B7 B1-B2 — 51,3 % de tours gagnés (le meilleur)". */
export function hintText(p, i, t) {
  const how = i === 0 ? t('hints.best') : rounded0(p.loss) ? t('hints.close') : t('hints.loss', { loss: pct(p.loss, t) });
  return `${movesText(p.play)} — ${t('hints.chance', { chance: pct(p.chance, t) })} (${how})`;
}
