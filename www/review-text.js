// The review of a game and the hints in words (advice-view.js draws them): the engine's figures,
// in percent of tours won, or in a marqué of a partie à écrire in jetons of the marqué (the
// answer's `unit`), put into the page's language. Pure: no DOM, no engine; tested in Node
// (tests/node/page-words.test.mjs).

/** A share in percent to one decimal, in the language's decimal mark; never "-0.0". */
export function pct(x, t) {
  const r = Math.round(Number(x) * 10) / 10;
  return (r === 0 ? 0 : r).toFixed(1).replace('.', t('chances.decimal'));
}

/** The unit of the engine's advice in a marqué (`Hints.unit`, `Review.unit`). */
export const JETONS = 'jetons of the marqué';

/**
 * The key of a text for a value in `unit`: the jetons' own words (i18n-ecrire.js) in a marqué,
 * else the percent's; `n`, the value as shown, chooses the plural of "jeton".
 */
function worded(key, unit, n) {
  return unit === JETONS ? [`${key}.jetons`, { j: Math.round(Number(n) * 10) / 10 }] : [key, {}];
}

/** Whether a cost shows as nothing once rounded to one decimal. */
const rounded0 = (cost) => Math.round(Number(cost) * 10) === 0;

/** The play's moves as the review writes them: "B1-B7 B1-B2", or "—" for no move. */
export function movesText(play) {
  return play && play.moves.length ? play.moves.map(([a, b]) => `${a}-${b}`).join(' ') : '—';
}

/** The review's summary line: "Coups de Blanc : 2 erreurs signalées, 4,1 % de chances perdues en tout." */
export function reviewSummary(r, side, t) {
  const [key, j] = worded('review.summary', r.unit, r.total_cost);
  return t(key, { ...j, side: t(side === 'black' ? 'side.black' : 'side.white'), cost: pct(r.total_cost, t), flagged: r.flagged });
}

/**
 * The lines of one reviewed roll, each { text, flagged }: its decision (tenir or s'en aller) then
 * its play. A choice that was the best says so; a choice that cost less than the rounding shows
 * says that, not "−0.0 %".
 */
export function reviewRollLines(roll, t, unit) {
  const dice = roll.dice.join('-');
  const out = [];
  const line = (text, flagged) => out.push({ text: (flagged ? '⚠ ' : '') + text, flagged: !!flagged });
  const d = roll.decision;
  if (d) {
    const chosen = t(`decision.${d.chosen}`);
    const best = t(`decision.${d.best}`);
    const best0 = d.chosen === d.best || !(d.cost > 0);
    const [key, j] = best0 ? ['review.decision.best', {}] : worded(rounded0(d.cost) ? 'review.decision.close' : 'review.decision', unit, d.cost);
    line(t(key, { ...j, dice, chosen, best, cost: pct(d.cost, t) }), d.flagged);
  }
  const p = roll.play;
  if (p) {
    const played = p.played || '—';
    const best = p.best || '—';
    const best0 = !(p.cost > 0) || played === best;
    const [key, j] = best0 ? ['review.play.best', {}] : worded(rounded0(p.cost) ? 'review.play.close' : 'review.play', unit, p.cost);
    line(t(key, { ...j, dice, played, best, cost: pct(p.cost, t) }), p.flagged);
  }
  return out;
}

/**
 * One hint: "B1-B7 B1-B2 — 51,3 % de tours gagnés (le meilleur)", or in a marqué (`unit` the
 * hints' own) "B1-B7 B1-B2 — 12,4 jetons du marqué espérés (le meilleur)".
 */
export function hintText(p, i, t, unit) {
  const how = i === 0 ? t('hints.best') : rounded0(p.loss) ? t(...worded('hints.close', unit, 0)) : t(...withValue(worded('hints.loss', unit, p.loss), { loss: pct(p.loss, t) }));
  return `${movesText(p.play)} — ${t(...withValue(worded('hints.chance', unit, p.chance), { chance: pct(p.chance, t) }))} (${how})`;
}

/** A worded key with its value's parameters added. */
function withValue([key, j], params) {
  return [key, { ...j, ...params }];
}
