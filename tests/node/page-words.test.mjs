// The page's words for numbers and choices (issue 26, point 11): plurals by the language's rule,
// never "(s)"; a review that says a best choice was the best and never shows "−0.0 %"; a coin
// taken from one flèche named once; the impuissance counted by nombre. Pure string functions of
// www/, no engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translator, dictionaries } from '../../www/i18n.js';
import { fr as pageFr, en as pageEn } from '../../www/i18n-page.js';
import { fr as ecrireFr, en as ecrireEn } from '../../www/i18n-ecrire.js';
import { fr as corrFr, en as corrEn } from '../../www/i18n-correspondence.js';
import { reviewSummary, reviewRollLines, hintText, pct, JETONS } from '../../www/review-text.js';
import { explainJan, faconText } from '../../www/jans.js';

// the page's words, as its language module brings them (www/lang-fr.js, www/lang-en.js)
Object.assign(dictionaries.fr, pageFr);
Object.assign(dictionaries.en, pageEn);
Object.assign(dictionaries.fr, ecrireFr);
Object.assign(dictionaries.en, ecrireEn);
Object.assign(dictionaries.fr, corrFr);
Object.assign(dictionaries.en, corrEn);
const fr = translator('fr');
const en = translator('en');

test('no text of the page writes a plural as "(s)"', () => {
  let checked = 0;
  for (const lang of ['fr', 'en']) {
    for (const [key, text] of Object.entries(dictionaries[lang])) {
      assert.doesNotMatch(text, /\(s\)/, `${lang} ${key}: ${text}`);
      checked++;
    }
  }
  assert.ok(checked > 600, `${checked} texts checked`);
});

test('the review summary: 0 and 1 singular in French, 0 plural in English, "signalée"', () => {
  const r = (flagged) => ({ flagged, total_cost: 0 });
  assert.equal(reviewSummary(r(0), 'white', fr), 'Coups de Blanc : 0 erreur signalée, 0,0 % de chances perdues en tout.');
  assert.equal(reviewSummary(r(1), 'white', fr), 'Coups de Blanc : 1 erreur signalée, 0,0 % de chances perdues en tout.');
  assert.equal(reviewSummary(r(3), 'black', fr), 'Coups de Noir : 3 erreurs signalées, 0,0 % de chances perdues en tout.');
  assert.equal(reviewSummary(r(0), 'white', en), "White's plays: 0 errors flagged, 0.0% of chances lost in all.");
  assert.equal(reviewSummary(r(1), 'white', en), "White's plays: 1 error flagged, 0.0% of chances lost in all.");
});

test('trous, jetons and double paris take their plural by the number', () => {
  assert.equal(fr('mark.expected', { j: 4, h: 1 }), 'Il fallait : jeton à 4, 1 trou.');
  assert.equal(fr('mark.expected', { j: 4, h: 0 }), 'Il fallait : jeton à 4, 0 trou.');
  assert.equal(fr('mark.expected', { j: 4, h: 2 }), 'Il fallait : jeton à 4, 2 trous.');
  assert.equal(en('mark.expected', { j: 4, h: 0 }), 'The right mark: jeton on 4, 0 trous.');
  assert.equal(en('mark.yours', { j: 4, h: 1 }), 'You marked: jeton on 4, 1 trou.');
  assert.match(fr('ecrire.sheet.caption', { n: 4, convention: 'de base', queue: 1 }), /1 jeton de queue$/);
  assert.match(fr('ecrire.sheet.caption', { n: 4, convention: 'de base', queue: 2 }), /2 jetons de queue$/);
  assert.match(en('ecrire.sheet.caption', { n: 4, convention: 'base', queue: 0 }), /0 jetons de queue$/);
  assert.match(fr('ecrire.sheet.pari', { winner: 'A', loser: 'B', jetons: 4, won: 3, lost: 1, n: 1 }), /1 double pari\)$/);
  assert.match(fr('ecrire.sheet.pari', { winner: 'A', loser: 'B', jetons: 4, won: 3, lost: 1, n: 2 }), /2 doubles paris\)$/);
  assert.equal(fr('describe.off', { n: 1 }), '(1 sortie)');
  assert.equal(fr('board.jeton', { side: 'Blanc', points: 1 }), 'Jeton de Blanc : 1 point');
  assert.equal(fr('board.fichet', { side: 'Noir', holes: 1 }), 'Fichet de Noir : 1 trou');
  assert.equal(en('board.fichet', { side: 'Black', holes: 0 }), 'Black’s fichet (peg): 0 trous');
  assert.equal(fr('describe.score', { wp: 1, wh: 0, bp: 4, bh: 2 }), 'Marque : Blanc 1 point et 0 trou, Noir 4 points et 2 trous.');
  assert.equal(en('game.marks', { side: 'White', n: 1 }), 'White marks 1 point.');
  assert.equal(fr('fausse.option.replay', { n: 1 }), 'Faire rejouer le coup (1 coup permis)');
  assert.equal(en('jacquet.manche', { side: 'White', n: 1 }), 'White has borne off every dame and wins the manche: 1 point.');
});

test('a review line: the best choice said so, never "−0.0 %", the decimal mark of the language', () => {
  const hold = { dice: [6, 5], decision: { chosen: 'hold', best: 'hold', cost: 0, flagged: false } };
  assert.deepEqual(reviewRollLines(hold, fr), [{ text: '6-5 : Tenir, le meilleur choix', flagged: false }]);
  const tiny = { dice: [6, 5], decision: { chosen: 'leave', best: 'hold', cost: 0.0004, flagged: false } };
  const [line] = reviewRollLines(tiny, fr);
  assert.doesNotMatch(line.text, /−0[.,]0/);
  assert.match(line.text, /moins de 0,1 %/);
  const worse = { dice: [4, 2], play: { played: 'B1-B5 B1-B3', best: 'B1-B7', cost: 2.345, flagged: true } };
  assert.deepEqual(reviewRollLines(worse, fr), [{ text: '⚠ 4-2 : joué B1-B5 B1-B3, le meilleur était B1-B7 (−2,3 %)', flagged: true }]);
  assert.deepEqual(reviewRollLines(worse, en), [{ text: '⚠ 4-2: played B1-B5 B1-B3, the best was B1-B7 (−2.3%)', flagged: true }]);
  const same = { dice: [4, 2], play: { played: 'B1-B7', best: 'B1-B7', cost: 0, flagged: false } };
  assert.equal(reviewRollLines(same, en)[0].text, '4-2: played B1-B7, the best play');
  assert.equal(pct(-0.01, fr), '0,0');
  assert.equal(pct(-0.01, en), '0.0');
  assert.doesNotMatch(hintText({ play: { moves: [['B1', 'B7']] }, chance: 50, loss: 0.01 }, 2, fr), /\(0,0 % de moins\)/);
});

// 000 Valeur des marqués: a marqué pays in jetons, so its hints and review (unit 'jetons of the
// marqué') say jetons, not percent of tours; "jeton" takes its plural by the language's rule.
test('the hints and the review of a marqué say jetons, with their plural', () => {
  const unit = JETONS;
  const best = { play: { moves: [['B1', 'B7']] }, chance: 12.345, loss: 0 };
  assert.equal(hintText(best, 0, fr, unit), 'B1-B7 — 12,3 jetons du marqué espérés (le meilleur)');
  assert.equal(hintText(best, 0, en, unit), 'B1-B7 — 12.3 jetons of the marqué expected (the best)');
  const next = { play: { moves: [['B1', 'B5'], ['B1', 'B3']] }, chance: 10.85, loss: 1.5 };
  assert.equal(hintText(next, 1, fr, unit), 'B1-B5 B1-B3 — 10,9 jetons du marqué espérés (1,5 jeton de moins)');
  assert.equal(hintText(next, 1, en, unit), 'B1-B5 B1-B3 — 10.9 jetons of the marqué expected (1.5 jetons less)');
  assert.match(hintText({ ...next, loss: 0.01 }, 1, fr, unit), /\(à moins de 0,1 jeton du meilleur\)$/);
  // the percent's words stay a tour's
  assert.match(hintText(best, 0, fr, 'percent of tours won'), /12,3 % de tours gagnés/);
  const r = { unit, flagged: 1, total_cost: 3.21 };
  assert.equal(reviewSummary(r, 'black', fr), 'Coups de Noir : 1 erreur signalée, 3,2 jetons du marqué perdus en tout.');
  assert.equal(reviewSummary({ ...r, total_cost: 0.5 }, 'white', en), "White's plays: 1 error flagged, 0.5 jetons of the marqué lost in all.");
  assert.equal(reviewSummary({ ...r, total_cost: 0.5 }, 'white', fr), 'Coups de Blanc : 1 erreur signalée, 0,5 jeton du marqué perdu en tout.');
  const leave = { dice: [6, 5], decision: { chosen: 'hold', best: 'leave', cost: 4.66, flagged: true } };
  assert.deepEqual(reviewRollLines(leave, fr, unit), [{ text: "⚠ 6-5 : Tenir, le meilleur était S'en aller (−4,7 jetons)", flagged: true }]);
  const close = { dice: [4, 2], play: { played: 'B1-B5 B1-B3', best: 'B1-B7', cost: 0.02, flagged: false } };
  assert.match(reviewRollLines(close, en, unit)[0].text, /less than 0\.1 jeton apart/);
  for (const lang of ['fr', 'en']) {
    for (const key of Object.keys(dictionaries[lang]).filter((k) => k.endsWith('.jetons'))) {
      assert.ok(dictionaries[lang][key.slice(0, -'.jetons'.length)], `${lang} ${key} words a key of the tour`);
    }
  }
});

test('both dames of one flèche taking the coin are "les deux dames de N11", the impuissance is counted by nombre', () => {
  assert.equal(faconText({ dames: ['N11', 'N11'], numbers: [1, 1] }, fr), 'les deux dames de N11 par 1 et 1');
  assert.equal(faconText({ dames: ['N11', 'N11'], numbers: [2, 1] }, en), 'the two dames on N11 by 2 and 1');
  assert.equal(faconText({ dames: ['N10', 'N11'], numbers: [2, 1] }, fr), 'les dames de N10 et N11 par 2 et 1');
  const imp = { jan: 'impuissance', ways: 2, points: 4, beneficiary: 'black', by: [{ numbers: [6] }, { numbers: [5] }] };
  const e = explainJan(imp, fr, [6, 5]);
  assert.match(e.detail, /\(2 par nombre\)/);
  assert.doesNotMatch(e.detail, /façon/);
});

test('games by correspondence: every word in French and English, and the words of their refusals', () => {
  assert.deepEqual(Object.keys(corrFr).sort(), Object.keys(corrEn).sort());
  for (const key of ['corr.title', 'corr.new', 'corr.receive']) {
    assert.ok(dictionaries.fr[key] && dictionaries.en[key] && dictionaries.fr[key] !== dictionaries.en[key], key);
  }
  assert.equal(fr('corr.turn.theirs', { name: 'Bruno' }), 'à Bruno');
  assert.equal(en('corr.waiting', { name: 'Anne' }), 'Waiting for a message from Anne.');
  // a refused message is said in the words of its code (i18n.js), not as the code itself
  for (const code of ['bad-check', 'replayed-message', 'out-of-order', 'wrong-prev', 'bad-message', 'bad-tag', 'bad-link']) {
    for (const [lang, t] of [['fr', fr], ['en', en]]) {
      assert.ok(dictionaries[lang][`code.${code}`], `${lang} code.${code}`);
      assert.notEqual(t(`code.${code}`), `code.${code}`);
    }
  }
});
