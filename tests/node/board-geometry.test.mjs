// The board's drawing of what 000 describes at the table (www/board-geometry.js): where the jeton
// stands for the points marked (000 UTILISATION DES JETONS). Pure geometry, no DOM; the drawing
// itself, and 000 POSITIONNEMENT DES DAMES, in tests/e2e/element-attrs.test.mjs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { jetonX, colX, FW, TRAY, WIDTH } from '../../www/board-geometry.js';

const left = (i) => colX(i) - FW / 2; // the i-th flèche's edge on the talons' side (0-based)
const right = (i) => colX(i) + FW / 2;

// "Pour 2 points, on place le jeton de son côté, à la pointe de sa deuxième flèche ou entre sa
// deuxième et sa troisième flèche ; pour 4 points, … entre sa quatrième et sa cinquième flèche ;
// pour 6 points, … contre la bande transversale ; pour 8 points, de l'autre côté de cette bande,
// dans son grand jan ; et pour 10 points, contre la bande latérale de son grand jan ou à la pointe
// de la flèche de son coin de repos. 12 ou 0 points se marquent contre la bande de départ, entre
// les deux talons."
test('000 UTILISATION DES JETONS: the jeton stands where 000 puts it for 0, 2, 4, 6, 8, 10 and 12 points', () => {
  assert.ok(jetonX(0) > TRAY && jetonX(0) < left(0), '0: the bande de départ, by the talons');
  assert.equal(jetonX(12), jetonX(0), '12: back at the bande de départ');
  assert.equal(jetonX(2), right(1), '2: between the 2nd and the 3rd flèche');
  assert.equal(jetonX(4), right(3), '4: between the 4th and the 5th flèche');
  assert.ok(jetonX(6) > right(5) && jetonX(6) < left(6), '6: on the bande between the tables');
  assert.ok(jetonX(8) >= left(6) && jetonX(8) <= colX(6), '8: across the bande, in the grand jan');
  assert.equal(jetonX(10), colX(11), "10: at the tip of the coin de repos");
  assert.ok(jetonX(11) > right(11) && jetonX(11) < WIDTH, '11: past the coin, against the far bande');
});

test('the jeton goes forward with every point, and the odd points stand between their neighbours', () => {
  for (let p = 0; p < 11; p++) assert.ok(jetonX(p) < jetonX(p + 1), `${p} before ${p + 1}`);
  for (const p of [1, 3, 5, 7, 9]) {
    assert.ok(jetonX(p) > jetonX(p - 1) && jetonX(p) < jetonX(p + 1), `${p}`);
  }
});
