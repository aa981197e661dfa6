// Game.setScore: the marks the players actually made, and the école marked on them, put into a
// game (src/partie.rs `set_score`). 000 DÉFINITION (école): the opponent "marque alors autant
// de points que le joueur a omis d'en marquer, ou en a marqué de trop"; 000 QUAND et COMMENT
// MARQUER L'ÉCOLE: before the dice are thrown for the next coup.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, errorCode } from './helpers.mjs';

const { Game, TablierError, checkEcole } = tablier;
const other = (s) => (s === 'white' ? 'black' : 'white');

const code = errorCode;

/** A seeded game played on to a roll where the mover won points that leave room on his jeton. */
function scoringRoll(seed, room = 2) {
  const g = new Game(null, { seed });
  for (let i = 0; i < 1000 && !g.isOver(); i++) {
    const ph = g.phase();
    if (ph === 'roll') {
      const before = g.position();
      g.roll();
      const mover = g.turn();
      const won = g.analyse().points[mover];
      if (g.phase() === 'play' && won > 0 && before.score[mover].points + won + room < 12) {
        return { g, mover, rolled: { ...g.position(), score: before.score } };
      }
    } else if (ph === 'decide') g.hold();
    else {
      const plays = g.plays();
      g.play(plays[i % Math.max(1, plays.length)] || { moves: [] });
    }
  }
  assert.fail(`no scoring roll for seed ${seed}`);
}

test('an école par excès: the points marked too many go to the opponent, and stay in the record', () => {
  const { g, mover, rolled } = scoringRoll(3);
  const right = g.score();
  const due = right[mover].points;
  const v = checkEcole(rolled, { [mover]: { jeton: due + 2, released: true, touched: true } });
  const e = v.ecoles.find((x) => x.by === mover);
  assert.deepEqual([e.kind, e.points, e.to, e.offer], ['excess', 2, other(mover), true]);
  // marked by the sides themselves: the engine's verdict, the score its score_with_ecoles
  const verdict = g.markEcole({ [mover]: { jeton: due + 2, released: true, touched: true } });
  assert.deepEqual(verdict, v);
  const pos = g.position();
  assert.deepEqual(pos.score, v.score_with_ecoles);
  assert.deepEqual(g.score(), v.score_with_ecoles);
  assert.equal(g.score()[mover].points, due);
  assert.equal(g.score()[other(mover)].points, right[other(mover)].points + 2);
  const h = g.history();
  assert.deepEqual(h[h.length - 1].score, v.score_with_ecoles);
  // The record keeps the marks and replays them: the game read back has the école in its score.
  const record = JSON.parse(JSON.stringify(g));
  assert.deepEqual(record, g.toRecord(), 'toJSON is the record');
  assert.deepEqual(record.rolls.at(-1).marked, { [mover]: { jeton: due + 2, released: true, touched: true } });
  const back = Game.fromRecord(record);
  assert.deepEqual(back.score(), g.score());
  assert.deepEqual(back.frames().at(-1).hand.marked, record.rolls.at(-1).marked);
  // a score put in without its marks says nothing of them, but its record keeps the score put
  // in (version 6, `set_scores`): the game reads back as it stood (it was refused, `wrong-score`:
  // a game saved and opened again was lost), and undo takes back the score
  const bare = Game.fromRecord(record);
  bare.undo();
  bare.setScore(v.score_with_ecoles);
  const saved = bare.toRecord();
  assert.equal(saved.version, 6);
  const reread = Game.fromRecord(saved);
  assert.deepEqual(reread.score(), bare.score());
  assert.deepEqual(reread.toRecord(), saved);
  reread.undo();
  bare.undo();
  assert.deepEqual(reread.score(), bare.score());
  // And it plays on from there.
  const plays = g.plays();
  g.play(plays[0] || { moves: [] });
  assert.equal(g.phase(), 'roll');
});

test('a false école: the side wrongly accused marks the points', () => {
  const { g, mover, rolled } = scoringRoll(5);
  const right = g.score();
  const v = checkEcole(rolled, {
    [mover]: { jeton: right[mover].points, released: true, touched: true },
    [other(mover)]: { ecole: 2 },
  });
  assert.equal(v.ecoles.length, 1);
  assert.equal(v.ecoles[0].cause, 'fausse-ecole');
  // after the play, before the next roll: still in time
  const plays = g.plays();
  g.play(plays[0] || { moves: [] });
  g.setScore(v.score_with_ecoles);
  assert.equal(g.score()[mover].points, right[mover].points + 2);
});

test('setScore is refused before any roll, during tenir or s\'en aller, and for a score that cannot stand', () => {
  const g = new Game(null, { seed: 1 });
  const s = g.score();
  assert.equal(code(() => g.setScore(s)), 'bad-request');
  g.roll([3, 1]);
  assert.equal(code(() => g.setScore({ white: { points: 12 } })), 'bad-score');
  assert.equal(code(() => g.setScore({ white: { points: 3, bredouille: true }, black: { points: 2, bredouille: true } })), 'bad-score');
  assert.equal(code(() => g.setScore('twelve')), 'bad-json');
  assert.deepEqual(g.score(), s, 'a refused score changes nothing');
  // a game at its decision
  const d = new Game(null, { seed: 2 });
  for (let i = 0; i < 3000 && d.phase() !== 'decide' && !d.isOver(); i++) {
    if (d.phase() === 'roll') d.roll();
    else {
      const p = d.plays();
      d.play(p[i % Math.max(1, p.length)] || { moves: [] });
    }
  }
  assert.equal(d.phase(), 'decide');
  assert.equal(code(() => d.setScore(d.score())), 'bad-request');
  d.hold();
  if (d.phase() === 'play') assert.deepEqual(d.setScore(d.score()).score, d.score());
});

// Game.checkEcole: the école's verdict on the last roll as the sides say they marked it, asked of
// the game itself, where a page kept the position before each roll to ask the stateless
// `checkEcole` (www/marking.js `rolledBefore`). 000 DÉFINITION (école), QUAND et COMMENT MARQUER
// L'ÉCOLE: the marks of a roll are judged from the roll until the dice are thrown for the next.
test("Game.checkEcole judges the last roll's marks as checkEcole of the roll as thrown, nothing put in", () => {
  const { g, mover, rolled } = scoringRoll(3);
  assert.equal(code(() => new Game(null, { seed: 3 }).checkEcole({})), 'bad-request', 'no roll thrown yet');
  const wrong = { [mover]: { jeton: g.score()[mover].points + 2, released: true, touched: true } };
  const record = JSON.stringify(g.toRecord());
  // What each side had to mark, and the école on marks too many: the stateless verdict on the
  // position as thrown, the score before the roll's marks.
  assert.deepEqual(g.checkEcole({}), checkEcole(rolled, {}));
  const v = g.checkEcole(wrong);
  assert.deepEqual(v, checkEcole(rolled, wrong));
  assert.deepEqual(v.ecoles.find((e) => e.by === mover)?.kind, 'excess');
  assert.equal(JSON.stringify(g.toRecord()), record, 'asked, nothing is put in: the record is as it was');
  assert.equal(code(() => g.checkEcole({ [mover]: { jeton: 'ten' } })), 'bad-json', 'marks it cannot read are refused');
  // After the play it still judges that roll; markEcole then puts in what it answered.
  const frame = () => g.frames(g.history().length - 1)[0];
  g.play(g.plays()[0] ?? { moves: [] });
  assert.deepEqual(g.checkEcole(wrong), v);
  assert.deepEqual(g.markEcole(wrong), v);
  assert.deepEqual(g.score(), v.score_with_ecoles);
  // In every phase up to the end of the game, it is the check of the roll as its frame shows it thrown.
  const seen = new Set();
  for (let i = 0; i < 3000; i++) {
    const ph = g.phase();
    if (ph !== 'roll' || g.isOver()) {
      const fr = frame();
      seen.add(ph);
      assert.deepEqual(g.checkEcole({}), checkEcole({ ...fr.rolled, score: fr.before.score }, {}), `in phase ${ph}`);
    }
    if (ph === 'over') break;
    if (ph === 'roll') g.roll();
    else if (ph === 'decide') g.hold();
    else g.play(g.plays()[0] ?? { moves: [] });
  }
  assert.deepEqual([...seen].sort(), ['decide', 'over', 'play'], 'every phase after a roll was asked');
});
