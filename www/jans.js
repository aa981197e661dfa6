// Says in words what the engine's analysis found: one line per jan (which dame or coin, by how many
// façons or moyens, à vrai or à faux, how many points to whom). Reads the analysis; decides nothing.
// The façons of a beaten dame (which dame, by which number) are read off the roll's position by
// facons.js, which counts them as the engine does (tests/node/facons.test.mjs).

import { facons } from './facons.js';

const sideKey = (s) => (s === 'black' ? 'side.black' : 'side.white');

/** Highlights for the board from an analysis: the beaten dames and coins. */
export function highlightsOf(analysis) {
  if (!analysis || !Array.isArray(analysis.jans)) return [];
  return analysis.jans
    .filter((j) => j.at && /^battre-/.test(j.jan))
    .map((j) => ({ at: j.at, kind: j.jan }));
}

/** The façons of a beaten dame in words: "la dame de N12 par le 5", "… par 6 et 1 tout d'une, à faux". */
export function faconText(f, t) {
  if (!f.together) return t('jan.facon', { from: f.from, n: f.numbers[0] });
  return t(f.vrai ? 'jan.facon.together.vrai' : 'jan.facon.together.faux', {
    from: f.from,
    a: f.numbers[0],
    b: f.numbers[1],
    repos: (f.repos || []).join(t('jan.facon.or')),
  });
}

/**
 * { title, detail, facons, beneficiary, points } for one jan; `position` is the roll's (with its
 * dice), for naming the façons of a beaten dame (none without it).
 */
export function explainJan(jan, t, dice, position) {
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
  const list = facons(position && Array.isArray(position.dice) ? position : position && dice ? { ...position, dice } : null, jan);
  return { title: t('jan.' + jan.jan), detail, facons: list, beneficiary: jan.beneficiary, points: jan.points };
}

/** Fills a <ul> with the jans of an analysis; returns the number of lines. */
export function renderJans(ul, analysis, t, dice, position) {
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
    const e = explainJan(j, t, dice, position);
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
    if (e.facons.length) {
      // which dame beats, by which number, à vrai or à faux: one line per façon
      const f = document.createElement('div');
      f.className = 'small facons';
      f.textContent = `${t(e.facons.length > 1 ? 'jan.facons' : 'jan.facons.one')} ${e.facons.map((x) => faconText(x, t)).join(' ; ')}.`;
      li.dataset.facons = String(e.facons.length);
      li.appendChild(f);
    }
    ul.appendChild(li);
  }
  return jans.length;
}
