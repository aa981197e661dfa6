// The tutor's words (www/i18n-tutor.js): every text in both languages, the plurals by the
// language's rule, the game's terms kept French. Pure strings, no engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translator, dictionaries } from '../../www/i18n.js';
import { fr as pageFr, en as pageEn } from '../../www/i18n-page.js';
import { fr as tutorFr, en as tutorEn } from '../../www/i18n-tutor.js';

// the page's words, as its language module brings them (www/lang-fr.js, www/lang-en.js)
Object.assign(dictionaries.fr, pageFr);
Object.assign(dictionaries.en, pageEn);
Object.assign(dictionaries.fr, tutorFr);
Object.assign(dictionaries.en, tutorEn);
const fr = translator('fr');
const en = translator('en');

test('the tutor says everything in French and in English', () => {
  assert.deepEqual(Object.keys(tutorEn).sort(), Object.keys(tutorFr).sort());
  for (const [key, text] of [...Object.entries(tutorFr), ...Object.entries(tutorEn)]) {
    assert.ok(text.trim().length > 0, key);
    assert.doesNotMatch(text, /\(s\)/, key);
  }
});

test('the tutor’s marks and école take their plural by the number', () => {
  assert.equal(fr('tutor.marks', { j: 4, h: 1, dj: 6, dh: 0 }), 'Vous marquez jeton à 4, 1 trou ; il faut jeton à 6, 0 trou.');
  assert.equal(en('tutor.marks', { j: 4, h: 1, dj: 6, dh: 0 }), 'You mark the jeton on 4, 1 trou; the right mark is the jeton on 6, 0 trous.');
  assert.equal(fr('tutor.marks.ecole', { side: 'Noir', n: 2, kind: 'par excès' }), 'Noir marquerait 2 points d’école (par excès).');
  assert.equal(en('tutor.marks.ecole', { side: 'Black', n: 1, kind: 'par omission: forgotten' }), 'Black would mark 1 point of école (par omission: forgotten).');
});

test('a play’s and a decision’s cost are said with the engine’s figures', () => {
  assert.equal(
    en('tutor.play', { cost: '11.6', chance: '28.1', best: '39.7' }),
    'This play gives up 11.6% of tours won against the best, as the maître sees it: 28.1% instead of 39.7%.',
  );
  assert.equal(
    fr('tutor.decision', { chosen: "S'en aller", cost: '5,1', chance: '63,2', best: '68,3' }),
    "S'en aller perd 5,1 % de tours gagnés selon le maître : 63,2 % au lieu de 68,3 %.",
  );
});
