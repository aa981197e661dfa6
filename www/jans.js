// Says in words what the engine's analysis found: one line per jan (which dame or coin, by how many
// façons or moyens, à vrai or à faux, how many points to whom). Reads the analysis; decides nothing.

const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');

/** Highlights for the board from an analysis: the beaten dames and coins. */
export function highlightsOf(analysis) {
  if (!analysis || !Array.isArray(analysis.jans)) return [];
  return analysis.jans
    .filter((j) => j.at && /^battre-/.test(j.jan))
    .map((j) => ({ at: j.at, kind: j.jan }));
}

/** { title, detail, beneficiary, points } for one jan. */
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
  if (ways > 1 && jan.points % ways === 0) detail += ` (${t(/^(remplir|conserver)-/.test(jan.jan) ? 'jan.per.moyen' : 'jan.per', { n: jan.points / ways })})`;
  if (Array.isArray(dice) && dice.length === 2 && jan.jan !== 'impuissance') {
    detail += `, ${t(dice[0] === dice[1] ? 'jan.ways.doublet' : 'jan.ways.simple')}`;
  }
  // the engine may also name the numbers that beat (e.g. [6], [5], [6, 5] for both together)
  const numbers = jan.numbers || jan.by;
  if (Array.isArray(numbers) && numbers.length) {
    detail += ' — ' + numbers.map((n) => (Array.isArray(n) ? n.join(' + ') : String(n))).join(', ');
  }
  return { title: t('jan.' + jan.jan), detail, beneficiary: jan.beneficiary, points: jan.points };
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
    ul.appendChild(li);
  }
  return jans.length;
}
