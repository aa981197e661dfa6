// Compiled with tsc --noEmit against the installed package (pack.test.mjs): the types must
// describe the API precisely enough that this compiles, and refuse the misuses marked below.
import tablier, { Game, TablierError, analyse, validate, applyPlay, init } from 'tablier';
import type { Analysis, ErrorCode, Fleche, Jan, JanKind, Move, Play, Position, Score, Side } from 'tablier';

export async function use(): Promise<void> {
  await init();
  const pos: Position = { white: { B1: 13, B7: 1, B8: 1 }, black: { N1: 15 }, turn: 'white', dice: [5, 5] };
  const v = validate(pos);
  if (v.ok) {
    const turn: Side = v.position.turn;
    const score: Score = v.position.score;
    void turn;
    void score;
  } else {
    const code: ErrorCode = v.error.code;
    void code;
  }
  const a: Analysis = analyse(pos);
  const jan: Jan | undefined = a.jans[0];
  const kind: JanKind | undefined = jan?.jan;
  const at: Fleche | undefined = jan?.at;
  const play: Play | undefined = a.plays[0];
  const move: Move | undefined = play?.moves[0];
  void kind;
  void at;
  void move;
  if (play) applyPlay(pos, play);
  const g = new Game(null, { seed: 'x', game: 'trictrac' });
  const dice = g.roll();
  const first: 1 | 2 | 3 | 4 | 5 | 6 = dice[0];
  void first;
  g.roll([6, 6]);
  const w: Side | null = g.winner();
  void w;
  // the marks as made, or with an école marked on them (checkEcole's score_with_ecoles)
  const marked: Position = g.setScore(g.score());
  void marked;
  try {
    tablier.toNotation('');
  } catch (e) {
    if (e instanceof TablierError) {
      const c: ErrorCode = e.code;
      void c;
    }
  }
  // @ts-expect-error: not a flèche
  const bad: Position = { white: { B13: 1 }, black: {}, turn: 'white' };
  // @ts-expect-error: not a side
  const bad2: Position = { white: {}, black: {}, turn: 'red' };
  // @ts-expect-error: a die shows 1 to 6
  g.roll([7, 1]);
  // @ts-expect-error: a play is {moves}
  applyPlay(pos, [['B1', 'B6']]);
  // @ts-expect-error: not a jan
  const k: JanKind = 'battre-roi';
  void bad;
  void bad2;
  void k;
}

// The école check and the computer player.
import { checkEcole, checkEcolePoints, choosePlay, chooseDecision } from 'tablier';
import type { EcoleVerdict, Level, Marked } from 'tablier';

export function useEcoleAndComputer(pos: Position): void {
  const marked: Marked = { black: { jeton: 4, play: { moves: [['N2', 'N8']] } }, white: { ecole: 2 } };
  const v: EcoleVerdict = checkEcole(pos, marked);
  const to: Side | null | undefined = v.ecoles[0]?.to;
  const w: EcoleVerdict = checkEcolePoints(null, 'white', { white: 38 }, null);
  const level: Level = 'expert';
  // The npm package has the computer player: plain functions, never undefined.
  const play: Play = choosePlay(pos, level);
  const d: 'hold' | 'leave' = chooseDecision(pos);
  // @ts-expect-error: not a level
  choosePlay(pos, 'grandmaster');
  // @ts-expect-error: not a field of `marked`
  checkEcole(pos, { black: { jetn: 4 } });
  void to;
  void w;
  void play;
  void d;
}

// The game object: the computer's choices, the record, the école, freeing.
import { Game as G2, JacquetGame as J2 } from 'tablier';
import type { Frame, GameRecord, JacquetFrame, SideMarked } from 'tablier';

export function useGameObject(): void {
  const g = new G2(null, { seed: 3 });
  g.roll();
  const p: Play = g.computerPlay('greedy');
  g.play(p);
  const r: GameRecord = g.toRecord();
  const again: G2 = G2.fromRecord(r);
  const marks: SideMarked = again.computerMarks(0.2);
  const put: number | undefined = marks.jeton;
  // @ts-expect-error: a level is named
  g.computerPlay(3);
  again.free();
  g[Symbol.dispose]();
  const f: Frame[] = again.frames();
  const before: Position = f[0].before;
  // null for the rolls before `from` (frames(from) analyses those from `from` on)
  const jans: Analysis | null = f[0].analysis;
  const hand: string | undefined = f[0].hand?.ecoles[0]?.kind;
  // @ts-expect-error: a roll's index is a number
  g.frames('1');
  const j = new J2({ seed: 1, target: 3, options: { bareme: 'table' } });
  const starter: Side | null = j.firstThrow();
  const jr: GameRecord = j.toJSON();
  const j2: J2 = J2.fromRecord(jr);
  const jf: JacquetFrame[] = j2.frames(0);
  const bareme: 'simple' | 'table' = j2.options().bareme;
  j.free();
  void marks;
  void before;
  void jans;
  void hand;
  void starter;
  void jf;
  void bareme;
}

// The advice: chances, levels, hints, review.
import { chances, levels, hints, review, Game as G3 } from 'tablier';
import type { Chances, Hints, Review } from 'tablier';

export function useAdvice(r: GameRecord): void {
  const c: Chances = chances('B1:14,N11/N1:14,N5 w');
  const n: number = c.dames[0].vrai.count + c.expected.white;
  const first: 'débutant' | 'amateur' | 'fort' | 'maître' = levels()[0];
  const h: Hints = hints('B1:13,B7,B8/N1:15 w 5-5');
  const g = new G3();
  g.roll([6, 5]);
  g.play(h.plays[0].play);
  const best: Play = g.computerPlay('maître');
  const rv: Review = review(r, 'white');
  const again: Review = g.review('black');
  const cost: number = rv.total_cost + (again.rolls[0]?.play?.cost ?? 0);
  // @ts-expect-error: a side is white or black
  review(r, 'red');
  void n;
  void first;
  void best;
  void cost;
}

// The partie à écrire: its marqué is the tour's Game, its sheet the sheet's type.
export function ecrire(): void {
  const p = new tablier.PartieAEcrire({ formation: 'a-tourner', marques: 6 }, { seed: 3 });
  const s = p.seating();
  const g: Game | null = p.marque();
  g?.roll();
  const end = p.stepComputer(['débutant']);
  const payment: number = p.sheet().lines[0]?.payment ?? 0;
  const back = tablier.PartieAEcrire.fromRecord(p.toRecord());
  // @ts-expect-error: a formation is one of four
  new tablier.PartieAEcrire({ formation: 'solo', marques: 2 });
  void s?.bystanders[0]?.advises;
  void end?.winner;
  void payment;
  back.free();
  p.free();
}

import { fausseCase, Game as G4 } from 'tablier';
import type { Attempt, FausseChoice, FausseKind, FausseVerdict } from 'tablier';

export function useFausseCase(): void {
  const a: Attempt = { moves: [['B1', 'B8'], ['B1', 'B6']], released: true };
  const v: FausseVerdict = fausseCase('B1:15/N1:15 w 6-5', a);
  const kind: FausseKind | undefined = v.kinds[0];
  const g = new G4(null, { fausseCase: true });
  const held: FausseVerdict | null = g.attempt(a);
  const pending = g.pendingFausseCase();
  const first: FausseChoice | undefined = pending?.verdict.options[0];
  const i: number = g.computerFausseOption();
  g.resolveFausseCase(i, first && first.option === 'replay' ? first.plays[0] : null);
  // @ts-expect-error: an option is an index
  g.resolveFausseCase('leave');
  void kind;
  void held;
}

// Moves that say what a page needs: the dice spent, each destination's chain, the play completed;
// a record refused at one of its rolls names it in its details.
import { moves as movesOf, Game as G5, JacquetGame as J5 } from 'tablier';
import type { Die, RollMoves, ErrorDetails } from 'tablier';

export function useMoves(): void {
  const g = new G5('N5,N6/B2:3,B3:3,B4:3,B5:3,B6:3 w 5-2', { provinciale: true });
  const m: RollMoves = g.moves([['N6', 'N1']]);
  const spent: Die[] = m.spent;
  const chain: Move[] | undefined = m.moves[0]?.moves;
  const dice: Die[] | undefined = m.moves[0]?.dice;
  const done: Play | null = m.complete;
  const j = new J5({ options: { bouchon: 'forbidden' } });
  const lit: Move[] = j.moves(null).moves.flatMap((c) => c.moves);
  const stateless: RollMoves = movesOf('B1:15/N1:15 w 6-5', []);
  const roll: number | undefined = ({} as ErrorDetails).roll;
  // @ts-expect-error: a destination's dice are dice
  const bad: string[] = m.moves[0].dice;
  void [spent, chain, dice, done, lit, stateless, roll, bad];
  void j.destinations([]);
  void j.refusal(null, ['B1', 'B3']);
}
