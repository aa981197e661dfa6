// Real answers of the engine, for types.test.mjs to hold js/tablier.d.ts against: every format
// the package answers, over varied positions and seeded games of each kind, with the optional
// fields of each both present and absent. Each sample is kept under the TypeScript type the
// declarations give the call that answered it.
import { tablier as t } from './helpers.mjs';
import { playTour } from './correspondence-play.mjs';

/**
 * The samples by declared type: `add(type, value)` keeps a value when it shows its type a field,
 * a field's absence, or an enumerated value (a code, a side, a small number) not seen yet, so
 * that the file tsc reads stays small while every shape the engine answered is in it.
 */
export class Samples {
  constructor() {
    /** type → [value, …] */
    this.kept = new Map();
    /** type → signatures seen */
    this.seen = new Map();
    /** type → how many answers were offered */
    this.offered = new Map();
    /** type → the shapes seen in the long lists of its kept samples */
    this.pruned = new Map();
  }

  add(type, value) {
    if (value === undefined) return;
    this.offered.set(type, (this.offered.get(type) ?? 0) + 1);
    const seen = this.seen.get(type) ?? new Set();
    this.seen.set(type, seen);
    const marks = new Set();
    signature(value, '', marks);
    let fresh = false;
    for (const m of marks) {
      if (!seen.has(m)) {
        seen.add(m);
        fresh = true;
      }
    }
    if (fresh) {
      if (!this.kept.has(type)) this.kept.set(type, []);
      if (!this.pruned.has(type)) this.pruned.set(type, new Set());
      this.kept.get(type).push(prune(value, '', this.pruned.get(type)));
    }
  }
}

// A long list (a game's rolls, frames, history) cut to the elements that show a shape not seen
// yet in its type's samples, its first always: tsc reads a few hundred kilobytes, not megabytes,
// and every shape answered is still there. Short arrays are tuples (dice, a move): kept whole.
function prune(v, path, seen) {
  if (Array.isArray(v)) {
    const inner = `${path}[]`;
    if (v.length <= 4) return v.map((x) => prune(x, inner, seen));
    const out = [];
    v.forEach((x, i) => {
      const marks = new Set();
      signature(x, inner, marks);
      let fresh = i === 0;
      for (const m of marks) {
        if (!seen.has(m)) {
          seen.add(m);
          fresh = true;
        }
      }
      if (fresh) out.push(prune(x, inner, seen));
    });
    return out;
  }
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, prune(x, `${path}.${k}`, seen)]));
  }
  return v;
}

// The paths of a value with the kind of each leaf, and for an object the set of its keys. A short
// identifier-like string, or a small whole number, counts with its value: a new code, side or
// die is a new shape for a union of literals.
function signature(v, path, out) {
  if (v === null) return void out.add(`${path}:null`);
  if (Array.isArray(v)) {
    out.add(`${path}:array${v.length === 0 ? '0' : ''}`);
    for (const x of v) signature(x, `${path}[]`, out);
    return;
  }
  if (typeof v === 'object') {
    const keys = Object.keys(v);
    // which keys are there, as a set: an optional field absent is a shape of its own (a
    // flèche-keyed map's keys vary too much to count their combinations: one by one)
    if (keys.length > 0 && keys.every((k) => /^[BN]\d+$/.test(k))) out.add(`${path}:dames`);
    else out.add(`${path}:{${keys.sort().join(',')}}`);
    for (const k of keys) signature(v[k], `${path}.${k}`, out);
    return;
  }
  if (typeof v === 'string' && v.length <= 30 && /^[\p{L}0-9_-]+$/u.test(v) && !/^\d+$/.test(v)) {
    return void out.add(`${path}=${v}`);
  }
  // (a flèche's count of dames is any number: not a literal)
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 12 && !/\.[BN]\d+$/.test(path)) {
    return void out.add(`${path}=${v}`);
  }
  out.add(`${path}:${typeof v}`);
}

/** A refusal as `validate` answers it: its code, message and fields. */
function refusal(e) {
  if (!(e instanceof t.TablierError)) throw e;
  return e.details === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, details: e.details };
}

/** Calls `f`; its answer, or the refusal it threw added as a `Refusal`. */
function attempt(s, f) {
  try {
    return f();
  } catch (e) {
    s.add('Refusal', refusal(e));
    return undefined;
  }
}

const R = (name) => `ReturnType<typeof T.${name}>`;
const M = (cls, name) => `ReturnType<T.${cls}['${name}']>`;
const NN = (type) => `NonNullable<${type}>`;

// Marks a side may claim for a roll, right and wrong (docs/ecole.md `marked`).
function markings(position, analysis) {
  const mover = position.turn;
  const other = mover === 'white' ? 'black' : 'white';
  const won = analysis.points[mover];
  const before = position.score[mover].points;
  const out = [
    null,
    { [mover]: { points: won } },
    { [mover]: { points: won + 2 } },
    { [mover]: { points: Math.max(0, won - 2) }, [other]: { points: analysis.points[other] } },
    { [mover]: { jeton: (before + won) % 12, holes: before + won >= 12 ? 1 : 0 } },
    { [mover]: { points: won, leave: true, touched: true } },
    { [mover]: { points: won + 4, jeton2: 4 } },
    { [other]: { ecole: 2, points: analysis.points[other] } },
    { [mover]: { points: won, released: true, done: true, rolled: true, impatient: true, misled: true, opponent_jeton: 3 } },
  ];
  if (analysis.plays[0]) out.push({ [mover]: { points: won, play: analysis.plays[0] } });
  return out;
}

// Plays as the mover might make them at the table: legal, a dame misplaced, a dame touched.
function attempts(analysis) {
  const out = [];
  for (const play of analysis.plays.slice(0, 3)) {
    out.push({ moves: play.moves });
    if (play.moves.length > 0) {
      const [from] = play.moves[0];
      const side = from[0];
      const n = Number(from.slice(1));
      out.push({ moves: [[from, `${side}${Math.min(12, n + 1)}`], ...play.moves.slice(1)], released: true });
      out.push({ moves: play.moves.slice(1), touched: [from], adoube: false });
      out.push({ moves: play.moves.slice(0, 1), opponent_thrown: true, released: true });
      out.push({ moves: [], touched: [from], adoube: true });
    }
  }
  return out;
}

/** One seeded Trictrac game played through by the computer, its every answer sampled. */
function trictrac(s, seed, options, { mistakes = false } = {}) {
  const g = new t.Game(null, { seed, ...options });
  s.add(M('Game', 'startPosition'), g.startPosition());
  for (let step = 0; step < 1500 && g.phase() !== 'over'; step++) {
    const phase = g.phase();
    if (phase === 'roll') {
      s.add(M('Game', 'roll'), g.roll());
      continue;
    }
    if (phase === 'decide') {
      const d = g.computerDecision(step % 2 ? 'débutant' : undefined);
      s.add(M('Game', 'computerDecision'), d);
      s.add(M('Game', 'decide'), g.decide(d));
      continue;
    }
    const position = g.position();
    s.add(M('Game', 'position'), position);
    const analysis = g.analyse();
    s.add(M('Game', 'analyse'), analysis);
    s.add(R('analyse'), t.analyse(position));
    s.add(M('Game', 'plays'), g.plays());
    s.add(M('Game', 'destinations'), g.destinations([]));
    s.add(M('Game', 'score'), g.score());
    s.add(M('Game', 'dice'), g.dice());
    s.add(R('toNotation'), t.toNotation(position));
    if (step % 3 === 0) s.add(R('chances'), t.chances(position));
    if (step % 11 === 0) s.add(R('hints'), t.hints(position));
    if (step % 5 === 0) s.add(M('Game', 'computerMarks'), g.computerMarks(step % 2 ? 0.5 : 1));
    const first = analysis.plays[0];
    if (first && first.moves.length > 0) {
      s.add(M('Game', 'destinations'), g.destinations([first.moves[0]]));
      s.add(M('Game', 'refusal'), g.refusal([], first.moves[0]));
      const [from] = first.moves[0];
      s.add(M('Game', 'refusal'), attempt(s, () => g.refusal([], [from, from])));
      s.add(R('refusal'), attempt(s, () => t.refusal(position, [], [from, `${from[0]}12`])));
      s.add(R('refusal'), attempt(s, () => t.refusal(position, [], [from, 'off'])));
    }
    if (options.fausseCase) {
      for (const a of attempts(analysis)) s.add(R('fausseCase'), attempt(s, () => t.fausseCase(position, a)));
    } else if (step % 4 === 0) {
      for (const a of attempts(analysis).slice(0, 5)) s.add(R('fausseCase'), attempt(s, () => t.fausseCase(position, a)));
    }
    if (step % 2 === 0) {
      for (const m of markings(position, analysis)) s.add(R('checkEcole'), attempt(s, () => t.checkEcole(position, m)));
    }
    if (mistakes && step % 3 === 1) {
      // the sides mark the roll themselves, wrongly: the verdict, the rights it opens, the computer exercising them
      const m = markings(position, analysis)[1 + (step % 7)];
      s.add(M('Game', 'markEcole'), attempt(s, () => g.markEcole(m)));
      const open = g.droits();
      s.add(M('Game', 'droits'), open);
      if (open.open.some((d) => d.droit === 'contest-ecole')) {
        s.add(M('Game', 'contestEcole'), attempt(s, () => g.contestEcole()));
        s.add(M('Game', 'droits'), g.droits());
      }
      s.add(M('Game', 'computerDroits'), attempt(s, () => g.computerDroits(position.turn === 'white' ? 'black' : 'white')));
      s.add(M('Game', 'droits'), g.droits());
      if (g.phase() !== 'play') continue;
    }
    if (options.fausseCase && analysis.plays.length > 0 && step % 2 === 0) {
      const wrong = attempts(analysis).find((a) => {
        try {
          return t.fausseCase(position, a).fausse_case;
        } catch {
          return false;
        }
      });
      if (wrong) {
        s.add(M('Game', 'attempt'), attempt(s, () => g.attempt(wrong)));
        const pending = g.pendingFausseCase();
        s.add(NN(M('Game', 'pendingFausseCase')), pending ?? undefined);
        if (pending) {
          const option = g.computerFausseOption();
          const chosen = pending.verdict.options[option];
          const replay = chosen && chosen.option === 'replay' ? chosen.plays[0] : null;
          s.add(M('Game', 'resolveFausseCase'), attempt(s, () => g.resolveFausseCase(option, replay)));
          continue;
        }
      }
    }
    if (g.phase() !== 'play') continue;
    const chosen = g.computerPlay(['débutant', 'amateur', 'fort'][step % 3]);
    s.add(M('Game', 'computerPlay'), chosen);
    // (under the provinciale rule the computer may choose a play the game refuses: then its first legal one)
    const legal = g.plays();
    const play = legal.length === 0 || legal.some((q) => JSON.stringify(q) === JSON.stringify(chosen)) ? chosen : legal[0];
    s.add(R('applyPlay'), t.applyPlay(position, play));
    s.add(M('Game', 'play'), g.play(play));
  }
  s.add(M('Game', 'history'), g.history());
  s.add(M('Game', 'frames'), g.frames());
  s.add(M('Game', 'winner'), g.winner());
  const record = g.toRecord();
  s.add(M('Game', 'toRecord'), record);
  // (a game saved with a roll awaiting its play is not reviewed: refused, a sample of its own)
  s.add(R('review'), attempt(s, () => t.review(record, 'white')));
  s.add(M('Game', 'review'), attempt(s, () => g.review('black')));
  g.free();
}

/** One seeded partie of Jacquet, played by the computer to its target. */
function jacquet(s, seed, options, target) {
  const g = new t.JacquetGame({ seed, options, target });
  s.add(M('JacquetGame', 'options'), g.options());
  for (let step = 0; step < 3000 && g.phase() !== 'over'; step++) {
    const phase = g.phase();
    if (phase === 'first') s.add(M('JacquetGame', 'firstThrow'), g.firstThrow());
    else if (phase === 'roll') s.add(M('JacquetGame', 'roll'), g.roll());
    else {
      const position = g.position();
      s.add(M('JacquetGame', 'position'), position);
      s.add(M('JacquetGame', 'plays'), g.plays());
      s.add(R('legalPlays'), t.legalPlays(position));
      if (step % 7 === 0) s.add(R('analyse'), t.analyse(position));
      s.add(M('JacquetGame', 'play'), g.play(g.computerPlay('débutant')));
    }
    if (step % 50 === 0) s.add(M('JacquetGame', 'frames'), g.frames(Math.max(0, g.history().length - 3)));
  }
  s.add(M('JacquetGame', 'history'), g.history());
  s.add(M('JacquetGame', 'frames'), g.frames());
  s.add(M('JacquetGame', 'manches'), g.manches());
  s.add(M('JacquetGame', 'score'), g.score());
  s.add(M('JacquetGame', 'winner'), g.winner());
  s.add(M('JacquetGame', 'toRecord'), g.toRecord());
  g.free();
}

/** One seeded partie à écrire, played by the computer to its last marqué. */
function ecrire(s, seed, agreement) {
  const p = new t.PartieAEcrire(agreement, { seed });
  s.add(M('PartieAEcrire', 'agreement'), p.agreement());
  s.add(M('PartieAEcrire', 'lot'), p.lot());
  for (let step = 0; step < 20000 && !p.isOver(); step++) {
    if (step % 200 === 0) {
      s.add(NN(M('PartieAEcrire', 'seating')), p.seating() ?? undefined);
      s.add(M('PartieAEcrire', 'toRecord'), p.toRecord());
    }
    const end = p.stepComputer(['débutant']);
    if (end) {
      s.add(NN(M('PartieAEcrire', 'stepComputer')), end);
      s.add(M('PartieAEcrire', 'sheet'), p.sheet());
    }
  }
  s.add(M('PartieAEcrire', 'toRecord'), p.toRecord());
  s.add(M('PartieAEcrire', 'sheet'), p.sheet());
  p.free();
}

// Inputs the engine refuses, each for its code and fields.
const REFUSED = [
  () => t.analyse({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 16 }, black: { N1: 15 }, turn: 'white', dice: [1, 2] }),
  () => t.analyse({ white: { B1: 15, B13: 1 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 14, N3: 1 }, black: { N1: 14, N3: 1 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 14, B12: 1 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 14, N12: 1 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 14 }, black: { N1: 15 }, turn: 'white' , dice: [7, 1] }),
  () => t.analyse({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', extra: 1 }),
  () => t.analyse({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', score: { white: { points: 14, holes: 0, bredouille: true }, black: { points: 0, holes: 0, bredouille: true } } }),
  () => t.analyse({ white: {}, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 10, B2: 1 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse({ white: { B1: 10, B7: 1 }, black: { N1: 15 }, turn: 'white' }),
  () => t.analyse('not a position'),
  () => t.fromNotation('B1:15 N1:15 w'),
  () => t.fromNotation('trictrac B1:16 | N1:15 | white'),
  () => t.fromNotation('B1:99'),
  () => t.fromNotation(''),
  () => t.fromNotation('x'.repeat(100)),
  () => t.checkPlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [6, 5] }, { moves: [['B1', 'B12']] }),
  () => t.checkPlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [6, 5] }, { moves: [['B1', 'B7'], ['B1', 'B6']] }),
  () => t.checkPlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [6, 5] }, { moves: [['B1', 'B6']] }),
  () => t.checkPlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [6, 5] }, { moves: [['N1', 'N6']] }),
  () => t.applyPlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [1, 1] }, { moves: [] }),
  () => t.startPosition('backgammon'),
  () => t.withDice({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' }, [0, 3]),
  () => t.choosePlay({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [1, 2] }, 'grandmaster'),
  () => t.checkEcole({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [1, 2] }, { white: { jeton: 40 } }),
  () => t.checkEcole({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [1, 2] }, { white: { what: 1 } }),
  () => t.fausseCase({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white', dice: [1, 2] }, { moves: [['B1', 'Z9']] }),
  () => t.review({ format: 'tablier-partie', version: 9 }, 'white'),
  () => t.review({ format: 'tablier-partie', version: 1, rolls: [{ side: 'white' }] }, 'white'),
  () => t.review({ format: 'nope' }, 'white'),
  () => t.Game.fromRecord({ format: 'tablier-partie', version: 1, rolls: [{ side: 'black', dice: [1, 2], points: { white: 0, black: 0 }, holes: { white: 0, black: 0 } }] }),
  () => t.Game.fromRecord({ format: 'tablier-partie', version: 1, rolls: [{ side: 'white', dice: [1, 2], points: { white: 9, black: 0 }, holes: { white: 0, black: 0 } }] }),
  () => t.JacquetGame.fromRecord('{"format":"tablier-partie","version":3,"game":"jacquet"}'),
  () => t.PartieAEcrire.fromRecord('{"format":"tablier-partie","version":3,"game":"ecrire"}'),
  () => new t.PartieAEcrire({ marques: 0 }),
  () => new t.PartieAEcrire({ marques: 100000 }),
  () => new t.PartieAEcrire({ marques: 2, formation: 'nowhere' }),
  () => t.sheet({ marques: 2, first: { primaute: 0, other: 0 }, gains: [] }),
  () => t.sheet({ marques: -1 }),
  () => t.exercise('points-1-0'),
  () => t.exercises({ kind: 'compter-les-points', count: 1001 }),
  () => t.exercises({ kind: 'choisir-le-coup', family: 'coin' }),
  () => t.gradeExercise('seed-battre-exemple-1', { jans: [{ jan: 'battre-dame', beneficiary: 'black', at: 'Z9' }] }),
  () => t.gradeExercise('seed-battre-exemple-1', {}),
  () => new t.Game(null, { seed: 1 }).exercise({ droit: 'acquiesce' }),
  () => new t.Game(null, { seed: 1 }).decide('hold'),
  () => new t.Game(null, { seed: 1 }).roll([9, 9]),
  () => t.analyse('{'),
  () => t.Correspondence.describe('not a message!'),
  () => t.verifyCorrespondence({ format: 'tablier-correspondence', version: 1, messages: [] }),
  () => t.analyse('x'.repeat((1 << 20) + 1)),
  () => t.analyse({ toJSON() { throw new Error('no'); } }),
];

/** Every sample, gathered once (a few seconds of the engine's play). */
export function gather() {
  const s = new Samples();
  s.add(R('startPosition'), t.startPosition());
  s.add(R('startPosition'), t.startPosition('jacquet'));
  s.add(R('levels'), t.levels());
  s.add(R('version'), t.version());
  s.add(R('validate'), t.validate({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' }));
  s.add(R('fromNotation'), t.fromNotation(t.toNotation({ white: { B1: 13, B7: 1, B8: 1 }, black: { N1: 15 }, turn: 'white', dice: [5, 5] })));
  s.add(R('withDice'), t.withDice(t.startPosition(), [6, 6]));
  s.add(R('withDice'), t.withDice(t.startPosition(), null));
  for (const f of REFUSED) {
    const v = attempt(s, f);
    if (v !== undefined) throw new Error(`expected a refusal from ${f}`);
  }
  for (const p of [{ white: { B1: 16 }, black: { N1: 15 }, turn: 'white' }, { white: { B1: 15 }, black: { N1: 15 }, turn: 'red' }, 'B1:16', 42]) {
    s.add(R('validate'), t.validate(p));
  }
  s.add(R('checkEcolePoints'), t.checkEcolePoints(null, 'white', { white: 4 }, { white: { points: 2 } }));
  s.add(R('checkEcolePoints'), t.checkEcolePoints(null, 'black', { white: 2, black: 6 }, { black: { points: 6 }, white: { points: 0 } }));
  s.add(R('chooseDecision'), attempt(s, () => t.chooseDecision(t.withDice(t.startPosition(), [6, 6]))));

  const variants = [
    {},
    { provinciale: true },
    { rencontre: true },
    { fausseCase: true },
    { provinciale: true, rencontre: true, fausseCase: true },
  ];
  for (let seed = 1; seed <= 10; seed++) {
    trictrac(s, seed, variants[seed % variants.length], { mistakes: seed % 2 === 0 });
  }
  trictrac(s, 'words as a seed', {});
  // a game from a position with its dice on: marked at once
  const g = new t.Game({ white: { B1: 13, B7: 1, B8: 1 }, black: { N1: 15 }, turn: 'white', dice: [5, 5] }, { seed: 3 });
  s.add(M('Game', 'analyse'), g.analyse());
  s.add(M('Game', 'toRecord'), g.toRecord());
  g.free();

  const jacquetVariants = [{}, { bouchon: 'forbidden' }, { bouchon: 'until-last-fleche', sortie_talon_adverse: true }, { bareme: 'table' }];
  for (let seed = 1; seed <= 4; seed++) jacquet(s, seed, jacquetVariants[seed - 1], seed % 2 + 1);
  const j = new t.JacquetGame({ seed: 9 });
  s.add(M('JacquetGame', 'toRecord'), j.toRecord());
  j.free();

  ecrire(s, 1, { marques: 1 });
  ecrire(s, 2, { marques: 2, formation: 'chouette', convention: 'annexe-arithmetic', jetons_de_queue: 2, cinq: 'rien' });
  ecrire(s, 3, { marques: 3, formation: 'a-tourner', queue_generale: 1 });
  const p = new t.PartieAEcrire({ marques: 1, formation: 'equipes' }, { seed: 4 });
  s.add(M('PartieAEcrire', 'toRecord'), p.toRecord());
  s.add(M('PartieAEcrire', 'sheet'), p.sheet());
  p.free();

  exercises(s);
  // A tour by correspondence: every state, table peeked and message along the way.
  const messages = [];
  const { anne } = playTour(6, (what, v) => {
    if (what === 'state') s.add(M('Correspondence', 'state'), v);
    else if (what === 'peek') s.add(M('Correspondence', 'peek'), v);
    else messages.push(v);
  });
  for (const m of [anne.invitation(), ...messages]) s.add('ReturnType<typeof T.Correspondence.describe>', t.Correspondence.describe(m));
  s.add(M('Correspondence', 'record'), anne.record());
  s.add(M('Correspondence', 'secret'), anne.secret());
  s.add(R('verifyCorrespondence'), t.verifyCorrespondence(anne.record()));
  s.add(R('verifyCorrespondence'), t.verifyCorrespondence({ format: 'tablier-correspondence', version: 1, messages: [anne.invitation()] }));
  anne.free();

  s.add(R('sheet'), t.sheet({ marques: 2, seed: 5, levels: ['débutant'] }));
  s.add(
    R('sheet'),
    t.sheet({
      formation: 'chouette',
      convention: 'sans-lever',
      marques: 3,
      first: { primaute: 0, other: 1 },
      // a refait, a petite partie, a partie simple (docs/ecrire.md)
      gains: [
        [{ side: 'white', trous: 6 }, { side: 'black', trous: 6, left: true }],
        [{ side: 'white', trous: 6, left: true }],
        [{ side: 'black', trous: 1 }, { side: 'white', trous: 1 }, { side: 'black', trous: 6, left: true }],
      ],
    }),
  );
  return s;
}

// The exercises of each kind, and a grade of each shape: a right answer, and wrong ones with
// misses (docs/exercises.md).
function exercises(s) {
  s.add(R('exercise'), t.exercise('seed-battre-exemple-1'));
  for (const kind of ['compter-les-points', 'choisir-le-coup', 'tenir-ou-s-en-aller', 'compter-les-chances']) {
    const list = t.exercises({ kind, count: 2 });
    s.add(R('exercises'), list);
    for (const ex of list) s.add(R('exercise'), t.exercise(ex.id));
  }
  const ex = t.exercise('seed-battre-exemple-1');
  const jans = ex.answer.jans.map(({ jan, beneficiary, at, ways }) => ({ jan, beneficiary, at, ways: ways + 1 }));
  s.add('T.PointsGrade', t.gradeExercise(ex.id, { points: ex.answer.points, jans: ex.answer.jans.map(({ jan, beneficiary }) => ({ jan, beneficiary })) }));
  s.add('T.PointsGrade', t.gradeExercise(ex.id, { points: { white: 4, black: 0 }, jans: [...jans, { jan: 'sortie', beneficiary: 'white' }] }));
  s.add('T.PointsGrade', t.gradeExercise(ex.id, { points: { white: 1, black: 2 }, jans: [{ jan: 'battre-dame-a-faux', beneficiary: 'white' }] }));
  const [coup] = t.exercises({ kind: 'choisir-le-coup', count: 1 });
  s.add('T.PlayGrade', t.gradeExercise(coup.id, coup.answer.plays[1].play));
  const [tenir] = t.exercises({ kind: 'tenir-ou-s-en-aller', count: 1 });
  s.add('T.DecisionGrade', t.gradeExercise(tenir.id, 'leave'));
  s.add('T.DecisionGrade', t.gradeExercise(tenir.id, 'hold'));
  const [chances] = t.exercises({ kind: 'compter-les-chances', count: 1 });
  s.add('T.ChancesGrade', t.gradeExercise(chances.id, chances.answer.coups.count));
  s.add('T.ChancesGrade', t.gradeExercise(chances.id, chances.answer.coups.count + 1));
}
