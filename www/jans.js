// Says in words what the engine's analysis found: one line per jan (which dame or coin, by how many
// façons or moyens, à vrai or à faux, how many points to whom). Reads the analysis; decides nothing.
// Each way a jan counts (which dame, by which number, resting where) is the engine's own `by`
// (docs/interchange.md "Explanations"), only put into words here (tests/node/page-engine.test.mjs).

const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');

/** Highlights for the board from an analysis: the beaten dames and coins. */
export function highlightsOf(analysis) {
  if (!analysis || !Array.isArray(analysis.jans)) return [];
  return analysis.jans
    .filter((j) => j.at && /^battre-/.test(j.jan))
    .map((j) => ({ at: j.at, kind: j.jan }));
}

/** One façon of a battery (an entry of the engine's `by`) in words: "la dame de N12 par le 5", "… par 6 et 1 tout d'une, à faux". */
export function faconText(way, t) {
  const from = (way.dames || []).join(t('jan.facon.and'));
  const [a, b] = way.numbers || [];
  const dames = way.dames || [];
  // a coin taken from one flèche by both its dames: "les deux dames de N11", not "N11 et N11"
  if (dames.length > 1 && dames.every((d) => d === dames[0])) return t('jan.facon.coin.both', { from: dames[0], a, b: b ?? a });
  if (dames.length > 1) return t('jan.facon.coin', { from, a, b: b ?? a });
  if (!Array.isArray(way.repos)) return t('jan.facon', { from, n: a });
  return t(way.repos.length ? 'jan.facon.together.vrai' : 'jan.facon.together.faux', {
    from,
    a,
    b,
    repos: way.repos.join(t('jan.facon.or')),
  });
}

/** One entry of the engine's `by` for a jan of this kind, in words. */
export function wayText(kind, way, t) {
  const and = t('jan.facon.and');
  const numbers = (way.numbers || []).join(and);
  if (/^battre-/.test(kind)) return faconText(way, t);
  if (/^(remplir|conserver)-/.test(kind)) {
    return t('jan.moyen', { from: (way.dames || []).join(and), numbers, to: (way.to || []).join(and) });
  }
  if (kind === 'impuissance') return t('jan.unplayable.n', { n: numbers });
  if (kind === 'sortie' && (way.dames || []).length) return t('jan.sortie.way', { from: way.dames.join(and), numbers });
  return numbers;
}

/** The label of a jan's list of ways: façons of a battery, moyens of a plein, unplayable numbers. */
function waysLabel(kind, count, t) {
  const key = /^battre-/.test(kind) ? 'jan.facons' : /^(remplir|conserver)-/.test(kind) ? 'jan.moyens' : kind === 'impuissance' ? 'jan.unplayable' : '';
  return key ? t(count > 1 ? key : key + '.one') : '';
}

/**
 * { title, detail, ways, beneficiary, points } for one jan: `ways` the engine's explanation (`by`),
 * one sentence per façon or moyen, in the player's language.
 */
export function explainJan(jan, t, dice) {
  const ways = Number(jan.ways) || 1;
  const params = {
    at: jan.at || '',
    ways,
    s: ways > 1 ? 's' : '',
    pts: jan.points,
    side: t(sideKey(jan.beneficiary)),
  };
  let detailKey = 'jan.explain.default';
  if (jan.jan === 'battre-dame') detailKey = 'jan.explain.battre-dame';
  else if (jan.jan === 'battre-dame-a-faux') detailKey = 'jan.explain.battre-dame-a-faux';
  else if (jan.jan === 'battre-coin') detailKey = 'jan.explain.battre-coin';
  else if (jan.jan.startsWith('remplir-')) detailKey = 'jan.explain.remplir';
  else if (jan.jan.startsWith('conserver-')) detailKey = 'jan.explain.conserver';
  else if (jan.jan === 'impuissance') detailKey = 'jan.explain.impuissance';
  let detail = t(detailKey, params);
  // the points per façon or moyen, and whether the roll was a doublet: what the amount is made of
  // (the impuissance counts by the numbers not played, not by façons)
  if (ways > 1 && jan.points % ways === 0) {
    const per = /^(remplir|conserver)-/.test(jan.jan) ? 'jan.per.moyen' : jan.jan === 'impuissance' ? 'jan.per.nombre' : 'jan.per';
    detail += ` (${t(per, { n: jan.points / ways })})`;
  }
  if (Array.isArray(dice) && dice.length === 2 && jan.jan !== 'impuissance') {
    detail += `, ${t(dice[0] === dice[1] ? 'jan.ways.doublet' : 'jan.ways.simple')}`;
  }
  const by = Array.isArray(jan.by) ? jan.by : [];
  const list = by.map((w) => wayText(jan.jan, w, t));
  const label = list.length ? waysLabel(jan.jan, list.length, t) : '';
  return { title: t('jan.' + jan.jan), detail, ways: list, waysLine: list.length ? `${label ? label + ' ' : ''}${list.join(' ; ')}.` : '', beneficiary: jan.beneficiary, points: jan.points };
}

/** Fills a <ul> with the jans of an analysis; returns the number of lines. */
export function renderJans(ul, analysis, t, dice) {
  ul.textContent = '';
  const jans = (analysis && analysis.jans) || [];
  if (!jans.length) {
    const li = document.createElement('li');
    li.textContent = t('jans.none');
    li.className = 'none';
    ul.appendChild(li);
    return 0;
  }
  for (const j of jans) {
    const e = explainJan(j, t, dice);
    const li = document.createElement('li');
    li.className = `jan for-${e.beneficiary}`;
    li.dataset.jan = j.jan;
    li.dataset.points = j.points;
    li.dataset.beneficiary = j.beneficiary;
    if (j.at) li.dataset.at = j.at;
    const b = document.createElement('b');
    b.textContent = e.title;
    const pts = document.createElement('span');
    pts.className = 'pts';
    pts.textContent = ` +${e.points}`;
    const d = document.createElement('div');
    d.className = 'small';
    d.textContent = e.detail;
    li.append(b, pts, d);
    if (e.ways.length) {
      // which dame beats or fills, by which number, à vrai or à faux: the engine's `by`, in words
      const f = document.createElement('div');
      f.className = 'small facons';
      f.textContent = e.waysLine;
      li.dataset.facons = String(e.ways.length);
      li.appendChild(f);
    }
    ul.appendChild(li);
  }
  return jans.length;
}
