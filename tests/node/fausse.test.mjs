// The fausse case through the package (docs/rules/fausse-case.md, docs/package.md): the option at
// construction, `attempt`, the pending verdict, the opponent's choice, the computer's, the record,
// undo, and every refusal a TablierError that leaves the game unchanged.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tablier, errorCode } from './helpers.mjs';

const { Game, TablierError, fausseCase } = tablier;

// White's talon, 6-5 (000 DAME MAL PLACÉE): B1-B8 is seven steps, no number.
const POS = { game: 'trictrac', white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [6, 5] };
const MAL_PLACEE = { moves: [['B1', 'B8'], ['B1', 'B6']] };

const code = errorCode;

const snap = (g) => JSON.stringify([g.toRecord(), g.position(), g.phase(), g.pendingFausseCase()]);

test('fausseCase judges an attempt without a game (000 DAME MAL PLACÉE)', () => {
  const v = fausseCase(POS, { ...MAL_PLACEE, released: true });
  assert.equal(v.fausse_case, true);
  assert.deepEqual(v.kinds, ['dame-mal-placee']);
  assert.equal(v.consummated, true);
  assert.equal(v.points, 0, '000 FAUSSE CASE NE FAIT PAS ÉCOLE');
  assert.deepEqual(v.options[0], { option: 'leave' });
  assert.deepEqual(v.options[1], { option: 'impose', play: { moves: [['B1', 'B7'], ['B1', 'B6']] } });
  const legal = fausseCase(POS, { moves: [['B1', 'B7'], ['B1', 'B6']] });
  assert.equal(legal.fausse_case, false);
  assert.equal(code(() => fausseCase(POS, { moves: [['B1', 'X3']] })), 'unknown-fleche');
  assert.equal(code(() => fausseCase(POS, { moves: [], colour: 1 })), 'unknown-field');
});

test('a game with the option holds a fausse case and carries out each option', () => {
  const verdict = fausseCase(POS, { ...MAL_PLACEE, released: true });
  verdict.options.forEach((o, i) => {
    const g = new Game(POS, { seed: 3, fausseCase: true });
    const v = g.attempt(MAL_PLACEE);
    assert.deepEqual(v, verdict);
    assert.deepEqual(g.pendingFausseCase().verdict, verdict);
    assert.equal(g.phase(), 'play');
    const before = snap(g);
    assert.equal(code(() => g.play({ moves: [['B1', 'B7'], ['B1', 'B6']] })), 'bad-request');
    assert.equal(code(() => g.attempt(MAL_PLACEE)), 'bad-request');
    assert.equal(code(() => g.resolveFausseCase(verdict.options.length)), 'bad-request');
    assert.equal(code(() => g.resolveFausseCase(-1)), 'bad-request');
    assert.equal(snap(g), before, 'a refused call changes nothing');
    const replay = o.option === 'replay' ? o.plays[0] : null;
    const pos = g.resolveFausseCase(i, replay);
    assert.equal(pos.turn, 'black');
    assert.equal(g.phase(), 'roll');
    assert.equal(g.pendingFausseCase(), null);
    if (o.option === 'leave') assert.equal(pos.white.B8, 1);
    else assert.equal(pos.white.B7, 1);
    assert.deepEqual(pos.score, POS.score ?? g.score(), 'no point for the fausse case');
    // The record replays to the same game; undo takes back the choice, then the attempt.
    const back = Game.fromRecord(g.toRecord());
    assert.deepEqual(back.position(), g.position());
    assert.equal(back.toRecord().rolls[0].fausse.choice.option, o.option);
    back.free();
    assert.equal(g.undo(), true);
    assert.deepEqual(g.pendingFausseCase().verdict, verdict);
    assert.equal(g.undo(), true);
    assert.equal(g.pendingFausseCase(), null);
    g.free();
  });
});

test('the computer exercises its rights', () => {
  // Black's coin bears on White's grand jan: it puts the dame at its true place
  // (tests/partie/fausse.rs).
  const p = { ...POS, black: { N1: 13, N12: 2 } };
  const g = new Game(p, { seed: 1, fausseCase: true });
  const v = g.attempt(MAL_PLACEE);
  const i = g.computerFausseOption();
  assert.ok(Number.isInteger(i) && i >= 0 && i < v.options.length);
  assert.deepEqual(v.options[i], { option: 'impose', play: { moves: [['B1', 'B7'], ['B1', 'B6']] } });
  g.resolveFausseCase(i);
  assert.equal(g.position().white.B7, 1);
  assert.equal(code(() => g.computerFausseOption()), 'bad-request', 'nothing pending');
  g.free();
});

test('without the option a fausse case is refused, the game unchanged', () => {
  const g = new Game(POS, { seed: 3 });
  const before = snap(g);
  assert.equal(code(() => g.attempt(MAL_PLACEE)), 'bad-request');
  assert.equal(code(() => g.play(MAL_PLACEE)), 'not-the-dice', 'as today: the rule it breaks');
  assert.equal(snap(g), before);
  assert.equal(g.attempt({ moves: [['B1', 'B7'], ['B1', 'B6']] }), null, 'a legal attempt is played');
  assert.equal(g.turn(), 'black');
  assert.equal(code(() => new Game(POS, { fausseCase: 'yes' })), 'bad-json');
  g.free();
});

test('a pending fausse case holds the game until the opponent chooses: no acquiescence, no roll (issue 26)', () => {
  // 000 CONSOMMATION, RÉSOLUTION; S'EN ALLER SUR UNE ÉCOLE: acquiescing is open before the side plays.
  const g = new Game(null, { seed: 1, fausseCase: true });
  g.roll([5, 1]);
  const v = g.attempt({ moves: [['B1', 'B6'], ['B1', 'B12']], released: true });
  assert.equal(v.fausse_case, true);
  g.markEcole({ white: { points: 0, released: true, leave: true } });
  const before = snap(g);
  assert.equal(code(() => g.acquiesce()), 'no-right');
  assert.equal(code(() => g.roll([6, 2])), 'bad-request');
  assert.equal(snap(g), before);
  assert.deepEqual(g.pendingFausseCase().verdict, v);
  g.resolveFausseCase(0);
  assert.equal(g.pendingFausseCase(), null);
  g.roll([6, 2]);
  const again = Game.fromRecord(g.toRecord());
  assert.deepEqual(again.position(), g.position());
  assert.equal(again.pendingFausseCase(), null);
});
