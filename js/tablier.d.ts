// Types of the npm package `tablier`: the rules of Trictrac and Jacquet in WebAssembly.
// Positions, plays and analyses are the JSON of docs/interchange.md, field for field.

/** The two sides: White (les blanches) plays from B1, Black (les noires) from N1. */
export type Side = 'white' | 'black';

/** Which game a position belongs to. */
export type GameName = 'trictrac' | 'jacquet';

type Twelve = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A flèche: B1…B12 on White's side (B1 the talon, B12 the coin de repos), N1…N12 on Black's. */
export type Fleche = `B${Twelve}` | `N${Twelve}`;

/** Where a single-die move ends: a flèche, or off the board (the bande de sortie). */
export type Dest = Fleche | 'off';

/** One face of a die. */
export type Die = 1 | 2 | 3 | 4 | 5 | 6;

/** The two dice of the side to play, in any order. */
export type Dice = [Die, Die];

/** A side's dames: flèche → how many (1–15). Dames not on the board have been borne off. */
export type Dames = { [F in Fleche]?: number };

/** One side's marks. */
export interface SideScore {
  /** Points on the jeton, 0–11: 12 make a trou. */
  points: number;
  /** Trous won, on the fichet. */
  holes: number;
  /** Whether this side's present points were all scored without the other side scoring between. */
  bredouille: boolean;
}

/** Both sides' marks. */
export interface Score {
  white: SideScore;
  black: SideScore;
}

/** Rolls played by each side since the start of the game. */
export interface Coups {
  white: number;
  black: number;
}

/** A position as docs/interchange.md writes it (what the engine answers always has `game` and `score`). */
export interface Position {
  game?: GameName;
  white: Dames;
  black: Dames;
  /** The side to play. */
  turn: Side;
  /** Absent or null before the roll. */
  dice?: Dice | null;
  coups?: Coups;
  score?: Score;
}

/** A position as the engine answers it: normalised, with every field it knows. */
export interface NormalPosition extends Position {
  game: GameName;
  score: Score;
}

/**
 * A position: an object, or a string read as the command line reads a line (JSON text when it
 * starts with `{`, else the compact one-line notation). Text over 1 MiB is refused (`too-large`).
 */
export type PositionInput = Position | string;

/** One die's number played by one dame: [from, to]. */
export type Move = [Fleche, Dest];

/** A whole roll's play: its single-die moves in order (a dame played tout d'une is two moves). */
export interface Play {
  moves: Move[];
  /** The die each move spends, in order: said by a game's `plays()`, `computerPlay()` and by `moves()`; ignored when read. */
  dice?: Die[];
}

/** A game's moves once some of the roll are made (`moves(soFar)`), by its own rules and options. */
export interface RollMoves {
  /** The die each move made spends, in order. */
  spent: Die[];
  /**
   * Every destination a dame may reach now, each as the moves that carry it there (one, or a tout
   * d'une chain through resting flèches) with the die each spends: the dame leaves the first
   * move's flèche and ends where the last ends. None once a play is complete.
   */
  moves: Play[];
  /** The play the moves made complete (the listed one), or null. */
  complete: Play | null;
}

/** Every jan the engine counts. */
export type JanKind =
  | 'six-tables'
  | 'deux-tables'
  | 'contre-deux-tables'
  | 'mezeas'
  | 'contre-mezeas'
  | 'battre-dame'
  | 'battre-dame-a-faux'
  | 'battre-coin'
  | 'remplir-petit-jan'
  | 'remplir-grand-jan'
  | 'remplir-retour'
  | 'conserver-petit-jan'
  | 'conserver-grand-jan'
  | 'conserver-retour'
  | 'sortie'
  | 'impuissance'
  | 'rencontre';

/** One jan of a roll: who scores it, how much, where, by how many façons or moyens. */
export interface Jan {
  jan: JanKind;
  beneficiary: Side;
  points: number;
  /** The flèche the jan is about (a beaten dame, the coin), when it is about one. */
  at?: Fleche;
  ways: number;
  /** How it counts, one entry per way (`ways` of them): docs/interchange.md "Explanations". */
  by?: JanWay[];
}

/**
 * One way a jan counts: a façon of a battery, a moyen of a plein, the numbers of an impuissance.
 */
export interface JanWay {
  /** The flèches the dames concerned start from (two for the coin); absent or empty where none is. */
  dames?: Fleche[];
  /** The die or dice that carry it (both for tout d'une). */
  numbers: Die[];
  /** A battery by both numbers: the flèches the dame may rest on (empty: à faux). */
  repos?: Fleche[];
  /** A plein filled or kept: the flèches filled. */
  to?: Fleche[];
}

/** Points per side. */
export interface Points {
  white: number;
  black: number;
}

/** What a roll gives, before any dame is touched. */
export interface Analysis {
  jans: Jan[];
  points: Points;
  /** Every distinct legal play; empty when nothing can be played. */
  plays: Play[];
}

/** The rule a refused play breaks. */
export type RuleCode =
  | 'not-the-dice'
  | 'opponent-fleche'
  | 'no-repos'
  | 'lone-dame-on-coin'
  | 'opponent-coin'
  | 'coin-par-effet'
  | 'jan-interdit'
  | 'bearing-off'
  | 'must-play-both'
  | 'must-play-larger'
  | 'must-fill'
  | 'must-conserve'
  | 'must-bear-off-last'
  | 'not-legal'
  /** Jacquet (003): the postillon leaves the talon first. */
  | 'postillon'
  /** Jacquet: a doublet's four numbers are played as far as possible. */
  | 'must-play-most'
  /** Jacquet: the farthest dame is advanced, or borne off by a larger number. */
  | 'farthest-dame'
  /** Jacquet variant: no six flèches in a row held by one side. */
  | 'bouchon'
  /** Jacquet variant: no bearing off while the opponent has a dame on his talon. */
  | 'opponent-talon';

/** Every error code: stable, kebab-case; translate codes, not messages. */
export type ErrorCode =
  | RuleCode
  | 'bad-json'
  | 'unknown-field'
  | 'unknown-fleche'
  | 'bad-count'
  | 'too-many-dames'
  | 'fleche-held-by-both'
  | 'bad-dice'
  | 'dame-on-opponent-coin'
  | 'borne-off-outside-retour'
  | 'no-dames'
  | 'bad-score'
  | 'bad-notation'
  | 'no-dice'
  | 'bad-request'
  /** A right of the opponent after an école asked for when it is not open (`Game.exercise`). */
  | 'no-right'
  /** A roll's note over its bounds: a comment too long, too many drawings, a drawing on no flèche. */
  | 'bad-note'
  /** An input over 1 MiB of text, refused before it is read. */
  | 'too-large'
  /** A partie à écrire seating two teammates against each other (000 PARTIE À QUATRE JOUEURS). */
  | 'teammates-opposed'
  /** A partie à écrire giving an associate the chouette's first primauté (000 PARTIE À LA CHOUETTE). */
  | 'chouette-primaute'
  /** A game longer than its record can hold: too many marqués, too high a goal (docs/limits.md). */
  | 'over-limit'
  | RecordCode
  | CorrespondenceCode
  /** Browser only: a call before `await init()`. */
  | 'not-initialised'
  /** The WebAssembly module itself failed (a bug: please report it). */
  | 'engine-failure';

/** Why a game record cannot be replayed (`Game.fromRecord`; also `tablier replay`). */
export type RecordCode =
  | 'wrong-side'
  | 'wrong-points'
  | 'wrong-holes'
  | 'wrong-score'
  | 'wrong-winner'
  | 'decision-missing'
  | 'decision-not-offered'
  | 'bad-decision'
  | 'play-missing'
  | 'unexpected-play'
  | 'game-over'
  | 'wrong-ecoles'
  | 'bad-marked'
  | 'unexpected-marked'
  | 'marked-needs-version-2'
  | 'marked-play-differs'
  | 'needs-version-3'
  | 'bad-lot'
  | 'wrong-first-roll'
  | 'bad-droit'
  | 'droits-need-version-4'
  | 'bad-order'
  | 'needs-version-5'
  | 'needs-version-6'
  | 'wrong-sheet'
  | 'bad-marque';

/**
 * Why a message of a game by correspondence, or its record, is refused (docs/correspondence.md,
 * "Refusal codes"); `details.roll` names the message at fault by its number.
 */
export type CorrespondenceCode =
  /** Not a message: its base64url, its length, its version or a step cannot be read. */
  | 'bad-message'
  /** Changed or cut on the way. */
  | 'bad-check'
  /** Taken in already. */
  | 'replayed-message'
  /** From further on: one before it is missing. */
  | 'out-of-order'
  /** Does not follow the last message: another game, a fork, a changed message. */
  | 'wrong-prev'
  /** Its link is not the next one down the sender's chain. */
  | 'bad-link'
  /** Changed since it was sent: the tag the sender's next link checks does not hold. */
  | 'bad-tag'
  /** Terms that cannot be read or are not a game by correspondence. */
  | 'bad-invitation'
  /** A step the game does not await of the sender, or a message not this side's to send. */
  | 'not-your-turn'
  /** Ends while the game awaits the sender's next step. */
  | 'turn-incomplete'
  /** The secret is not the seat's. */
  | 'wrong-secret'
  /** The seat's chain of secrets is spent. */
  | 'chain-exhausted'
  /** Not a correspondence record. */
  | 'bad-record';

/**
 * The fields of a refusal that has some, to say it in the reader's language from its code:
 * whose dames, which flèche, how many (`bad-count`, `too-many-dames`, `unknown-fleche`, …); for
 * `bad-notation`, the field and column, and `cause`, the position's own refusal there when it
 * is one (`{code: 'bad-count', side, fleche, count}`); for a record refused at one of its rolls,
 * `roll`.
 */
export interface ErrorDetails {
  side?: Side;
  fleche?: string;
  count?: number;
  field?: string;
  column?: number;
  cause?: { code: ErrorCode } & ErrorDetails;
  /** A record refused at one of its rolls: that roll, counted from 1. */
  roll?: number;
}

/** The error every function throws for an input it refuses. */
export class TablierError extends Error {
  readonly name: 'TablierError';
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;
  constructor(code: ErrorCode, message: string, details?: ErrorDetails);
}

/** What `validate` answers: it never throws. */
export type Validation =
  | { ok: true; position: NormalPosition }
  | { ok: false; error: { code: ErrorCode; message: string; details?: ErrorDetails } };

/**
 * Loads the engine. In a browser, await it once before any other call: it fetches
 * `tablier_bg.wasm` next to the module, or `input` (a URL, a Response, bytes or a compiled
 * WebAssembly.Module), and in parallel the rules module, which answers the stateless questions:
 * `rules/tablier_rules_bg.wasm` beside it, or `rules`. In Node the engine loads synchronously on
 * import and this resolves at once.
 */
export function init(input?: InitInput, rules?: InitInput): Promise<void>;

/**
 * What `init` loads the engine from. The URL, Request, Response and WebAssembly.Module are the
 * classes of whichever libraries the program has (the DOM's, or @types/node's): the declarations
 * compile with `lib: ["es2022", "dom"]`, and with `lib: ["es2022"]` and @types/node, alike.
 */
export type InitInput =
  | string
  | GlobalInstance<'URL'>
  | GlobalInstance<'Request'>
  | GlobalInstance<'Response'>
  | ArrayBuffer
  | ArrayBufferView
  | WasmModule;

/** An instance of the global class `Name` where the program's libraries declare one, else never. */
type GlobalInstance<Name extends string> = typeof globalThis extends { [K in Name]: { prototype: infer I } } ? I : never;
type WasmModule = typeof globalThis extends { WebAssembly: { Module: { prototype: infer M } } } ? M : never;

declare global {
  interface SymbolConstructor {
    /**
     * The key of a game's `free` for `using` (ES2026's explicit resource management). Declared as
     * TypeScript's `esnext.disposable` and @types/node declare it, for the programs without either.
     */
    readonly dispose: unique symbol;
  }
}

/** Checks a position and answers it normalised, or the first problem found. Never throws. */
export function validate(position: unknown): Validation;

/** The jans, points and legal plays of the position's roll. Throws `no-dice` before the roll. */
export function analyse(position: PositionInput): Analysis;

/** Every distinct legal play of the position's roll. */
export function legalPlays(position: PositionInput): Play[];

/** Throws a `TablierError` naming the rule the play breaks; returns if the play is legal. */
export function checkPlay(position: PositionInput, play: Play): void;

/**
 * The legal next single-die moves of the position's roll once the moves `soFar` of this roll are
 * made, as chessground's `dests`: each flèche a dame may leave, with where it may go, in the order
 * of the mover's path. Empty once a whole play is made.
 */
export function destinations(position: PositionInput, soFar?: Move[] | null): { [F in Fleche]?: Dest[] };

/** Null when `move` may be made after `soFar`, else the rule it breaks (its code in `RuleCode`). */
export function refusal(
  position: PositionInput,
  soFar: Move[] | null,
  move: Move,
): { code: RuleCode; message: string } | null;

/**
 * The roll's moves once `soFar` are made, by the main rules (as chess.js's verbose moves): the die
 * each move made spends, every destination a dame may reach now with its tout d'une chain and
 * dice, and the play the moves made complete (or null).
 */
export function moves(position: PositionInput, soFar?: Move[] | null): RollMoves;

/** Plays a legal play: the next position, the other side to roll. */
export function applyPlay(position: PositionInput, play: Play): NormalPosition;

/** The position in the compact one-line notation. */
export function toNotation(position: PositionInput): string;

/** A position read from the compact notation. */
export function fromNotation(text: string): NormalPosition;

/** The start of a game: every dame on its talon, White to roll. */
export function startPosition(game?: GameName): NormalPosition;

/** The same position with these dice, or none (`null`). */
export function withDice(position: PositionInput, dice: Dice | null): NormalPosition;

/** The engine's version (undefined before `init()` in a browser). */
export function version(): string | undefined;

/** Options of a `Game`. */
export interface GameOptions {
  /**
   * Seeds the engine's dice generator: the same seed gives the same dice everywhere. A whole
   * number is the seed itself, a string is hashed. Absent: a seed drawn once from the platform.
   */
  seed?: number | string;
  /** Only 'trictrac': a Game plays a partie of Trictrac. */
  game?: 'trictrac';
  /** Bearing off by the old provinciale rule (docs/rulings.md 18); kept in the record. */
  provinciale?: boolean;
  /** The old jan de rencontre is played (docs/rulings.md 19); kept in the record. */
  rencontre?: boolean;
  /**
   * The mover may make a play the rules refuse, a fausse case the opponent puts right
   * (docs/rules/fausse-case.md; `attempt`); kept in the record. Absent: refused.
   */
  fausseCase?: boolean;
}

/** What a game awaits. */
export type Phase = 'roll' | 'decide' | 'play' | 'over';

/** Tenir (play on) or s'en aller (relevé, roll again), after completing a trou with one's own roll. */
export type Decision = 'hold' | 'leave';

/** One roll of a game, as it was marked and played. */
export interface Turn {
  /** The side that rolled. */
  turn: Side;
  dice: Dice;
  /** The points the roll gave each side. */
  points: Points;
  /** Trous each side won from this roll. */
  holes: Points;
  /** The choice made when the mover could leave, else null. */
  decision: Decision | null;
  /** The play; null after leaving, or when the game ended before the play. */
  play: Play | null;
  /** The score once the roll was marked. */
  score: Score;
}

/** What the sides marked of a roll themselves, and the écoles the engine found in it (as a record writes them). */
export interface HandMarks {
  marked: Marked;
  /** The écoles, as a record writes them. */
  ecoles: RecordEcole[];
}

/**
 * An école as a record writes it (docs/record.md): without `offer` (it follows from the other
 * fields), `to` absent when no side may mark it, `lapsed` only when true.
 */
export interface RecordEcole {
  by: Side;
  kind: EcoleKind;
  cause: EcoleCause;
  points: number;
  to?: Side;
  markable: number;
  consumed: boolean;
  lapsed?: boolean;
}

/** One roll of a Trictrac game with its positions (`Game.frames()`): the history replayed by the engine. */
export interface Frame {
  /** The side that rolled. */
  side: Side;
  /** The position before the throw (no dice; the score before the roll). */
  before: NormalPosition;
  /** The position as thrown and marked, before any decision or play: the dice on. */
  rolled: NormalPosition;
  /** The roll's analysis (jans, points, legal plays). */
  analysis: Analysis;
  /** The points the roll gave each side. */
  points: Points;
  /** Trous each side won from this roll. */
  holes: Points;
  decision: Decision | null;
  /** The play; null before it, after leaving, or when the roll ended the game. */
  play: Play | null;
  /** The position the play left (after the relevé when it bore off the last dame), or null. */
  after: NormalPosition | null;
  /** The score once the roll was marked (as put in by hand, if it was). */
  score: Score;
  /** What the sides marked themselves (`markEcole`), or null. */
  hand: HandMarks | null;
}

/** A right of the opponent after an école (docs/rules/ecole.md, "The opponent's rights"). */
export type Droit = 'refuse-leave' | 'acquiesce' | 'force-fill' | 'forbid-fill' | 'choose-jeton' | 'contest-ecole';

/** A right asked for: `by` defaults to the side it is open to. */
export interface DroitCall {
  droit: Droit;
  by?: Side;
  jeton?: 'first' | 'second';
  play?: Play;
}

/** A right exercised, as the record keeps it. */
export interface DroitExercised {
  droit: Droit;
  by: Side;
  jeton?: 'first' | 'second';
  play?: [string, string][];
}

/** The chain of augmentation d'école: each side's école points, who marked last, who may contest. */
export interface EcoleChain {
  points: { white: number; black: number };
  last_by: Side;
  last_right: boolean;
  next: Side;
  next_right: boolean;
}

/** The rights on the last roll. */
/** A right open to a side (`to`) over the other side's marks (`over`). */
export interface DroitOpen {
  droit: Droit;
  to: Side;
  over: Side;
}

export interface Droits {
  open: DroitOpen[];
  exercised: DroitExercised[];
  chain: EcoleChain | null;
}

/**
 * A game of Trictrac in progress (the partie ordinaire, to 12 trous): roll, the points marked
 * (the mover's first), tenir or s'en aller, play, relevé.
 */
export class Game {
  /** From a position (its dice, if any, are the roll just thrown and are marked), or the start. */
  constructor(position?: PositionInput | null, options?: GameOptions);
  /** Starts again from a position (null: the start). */
  load(position: PositionInput | null): this;
  /** The present position; its score holds every mark so far. */
  position(): NormalPosition;
  /** The position this game started from. */
  startPosition(): NormalPosition;
  phase(): Phase;
  turn(): Side;
  /** The dice of the roll being played, or null. */
  dice(): Dice | null;
  /** Throws these dice, or the generator's; the roll's points are marked at once. */
  roll(dice?: Dice): Dice;
  /** The analysis of the roll being played, or null before the roll. */
  analyse(): Analysis | null;
  /** The legal plays of the roll, while it awaits its play. */
  plays(): Play[];
  /** The next single-die moves after `soFar`, by the game's own rule of bearing off (`provinciale`). */
  destinations(soFar?: Move[] | null): { [F in Fleche]?: Dest[] };
  /** Null when `move` may be made after `soFar`, else the rule it breaks, by the game's own rule. */
  refusal(soFar: Move[] | null, move: Move): { code: RuleCode; message: string } | null;
  /** The roll's moves after `soFar` (verbose: each destination's chain and dice), the dice spent and the play completed, by the game's own rules. */
  moves(soFar?: Move[] | null): RollMoves;
  /** Whether the mover chooses now between tenir and s'en aller. */
  canLeave(): boolean;
  decide(decision: Decision): NormalPosition;
  /** Tenir: play on; the opponent marks his points of the roll. */
  hold(): NormalPosition;
  /** S'en aller: the reste is abandoned, the dames relevées, the same side rolls again. */
  leave(): NormalPosition;
  /** Plays the roll (`{moves: []}` when nothing can be played). */
  play(play: Play): NormalPosition;
  /** Takes back the last step (roll, decision, play or marks), its dice included: rolled again, the same dice come; false when there is none. */
  undo(): boolean;
  history(): Turn[];
  /** Every roll from the `from`-th (0, the first, when absent) on, with its positions and analysis. */
  frames(from?: number): Frame[];
  score(): Score;
  /**
   * Puts in the score as the sides marked the last roll, or with an école marked on it
   * (`checkEcole`'s `score` / `score_with_ecoles`), from the roll until the next roll is
   * thrown (phases 'play' and 'roll'; not during 'decide', nor once 'over'). Answers the position.
   * The record keeps the score put in (`set_scores`, version 6), not the marks it came from.
   */
  setScore(score: Score): NormalPosition;
  isOver(): boolean;
  winner(): Side | null;
  toNotation(): string;
  /** The computer's play for the roll being played (one of `plays()`), answered, not played: `play()` plays it. */
  computerPlay(level?: Level): Play;
  /** The computer's choice while the game awaits tenir or s'en aller, answered, not made: `decide()` makes it. */
  computerDecision(level?: Level): Decision;
  /**
   * What the computer marks of the roll being played, in the mode where it makes mistakes, as
   * `checkEcole` reads it (`markEcole` puts it): its points wrong (2 or 4 off, never a trou made or
   * unmade) with probability `mistakeRate` (0 to 1), drawn from the game's seed and the roll's
   * number (the same game, the same slips).
   */
  computerMarks(mistakeRate?: number): SideMarked;
  /** The legal plays of the roll being played, ranked by the maître's evaluation (as `hints`; in a marqué, in jetons). */
  hints(): Hints;
  /** The review of one side's rolls so far (as `review(game.toRecord(), side)`; in a marqué, in jetons). */
  review(side: Side): Review;
  /**
   * The maître's values of the tenir or s'en aller awaited (phase `decide`): what `review` will
   * say of the decision once made, without replaying the game. Refused when none is awaited.
   */
  decisionValues(): DecisionValues;
  /**
   * The école verdict on the last roll as `marked` says the sides marked it, nothing put in: as
   * `checkEcole(position, marked)` of the roll as thrown (the score before its marks), from the
   * roll until the next one, the tenir or s'en aller awaited and the game over included. `{}`
   * answers what each side had to mark (`due`). Refused before the first roll.
   */
  checkEcole(marked: Marked | null): EcoleVerdict;
  /**
   * The sides marked the last roll themselves: the école verdict. The score becomes its
   * `score_with_ecoles`; the record keeps the marks.
   */
  markEcole(marked: Marked | null): EcoleVerdict;
  /** The opponent's rights after an école on the last roll: open now, exercised, the chain. */
  droits(): Droits;
  /** Exercises a right; one not open throws `no-right` and changes nothing. */
  exercise(droit: DroitCall): void;
  /** Refuses the leave of a side that marked more trous than it won (000 ÉCOLE DE POINTS). */
  refuseLeave(): void;
  /** Acquiesces to the other side's leave: it stands (000 S'EN ALLER SUR UNE ÉCOLE). */
  acquiesce(): void;
  /** Makes the side fill the plein it marked and did not make (000 ÉCOLE RÉTROACTIVE). */
  forceFill(play: Play): void;
  /** Keeps the side from filling: its play stands (000 ÉCOLE RÉTROACTIVE). */
  forbidFill(): void;
  /** In a double marque, the jeton left standing (000 DOUBLE MARQUE). */
  chooseJeton(jeton: 'first' | 'second'): void;
  /** Says the école last marked was false (000 AUGMENTATION D'ÉCOLE): the chain now. */
  contestEcole(): EcoleChain | null;
  /** The computer, as `side`, exercises every right open to it: the rights exercised. */
  computerDroits(side: Side): DroitExercised[];
  /**
   * The mover's play as he made it at the table, in a game made with `{fausseCase: true}`: a legal
   * play is played (null); a fausse case is held pending and its verdict answered.
   */
  attempt(attempt: Attempt): FausseVerdict | null;
  /** The fausse case awaiting the opponent's choice, or null. */
  pendingFausseCase(): { attempt: Attempt; verdict: FausseVerdict } | null;
  /**
   * The opponent's choice: an index into the verdict's `options`, with the mover's play among a
   * `replay` option's `plays`. Answers the position.
   */
  resolveFausseCase(option: number, replay?: Play | null): NormalPosition;
  /** The computer's choice as the opponent of the pending fausse case: an index into its options. */
  computerFausseOption(): number;
  /**
   * The game's record (docs/record.md) with its dice generator, replayed the same by
   * `Game.fromRecord` and `tablier replay`; a game made from it throws the same dice next.
   */
  toRecord(): GameRecord;
  /**
   * A game again from its record (an object or its JSON text): every step checked. A record the
   * engine cannot read is refused naming its version and what is wrong.
   */
  static fromRecord(record: GameRecord | string): Game;
  /** The record, as `toRecord()` (so `JSON.stringify(game)` writes it). */
  toJSON(): GameRecord;
  /** The same as `fromRecord`. */
  static fromJSON(record: GameRecord | string): Game;
  /** Gives the engine's memory for this game back now (a dropped game is freed by the garbage collector). */
  free(): void;
  [Symbol.dispose](): void;
}

/**
 * A game record (docs/record.md): `{format: "tablier-partie", version, start, rolls, winner}` for
 * Trictrac, with `game`, `options`, `generator`, `lot` and `jacquet` from version 3.
 */
export interface GameRecord {
  format: 'tablier-partie';
  version: number;
  /** Absent: 'trictrac'. */
  game?: 'trictrac' | 'jacquet' | 'ecrire';
  /** Trictrac's: the goal, the lot for the primauté, and the options the game was made with (`GameOptions`). */
  options?: { goal?: 'tour' | 'marque'; first?: 'lot'; provinciale?: boolean; rencontre?: boolean; fausse_case?: boolean };
  /** The dice generator's seed and its state at the save, decimal strings. */
  generator?: { seed: string; state: string };
  start?: NormalPosition;
  lot?: [Die, Die][];
  rolls?: RecordRoll[];
  /** A Jacquet partie: its variants, the score to reach, and per manche its first throws and rolls. */
  jacquet?: { options?: JacquetVariants; target: number; manches: RecordManche[] };
  /** A partie à écrire: what was agreed, the seed, the lot, each marqué as a Trictrac record, the sheet. */
  ecrire?: { agreement: Agreement; seed: string; lot: [number, number][]; marques: GameRecord[]; current?: GameRecord; sheet: Sheet };
  winner?: Side | null;
  /** The settings an application saved beside the game (the page's, as JSON text): read over, never written. */
  page?: string;
}

/** One roll of a Trictrac record (docs/record.md, "A roll of Trictrac"). */
export interface RecordRoll {
  side: Side;
  dice: Dice;
  points: Points;
  holes: Points;
  /** Present exactly when the mover could leave. */
  decision?: Decision;
  /** `[]` when nothing can be played; absent after leaving and when the roll ended the game. */
  play?: Move[];
  /** The score once the roll was marked; checked when present. */
  score?: Score;
  /** Version 2: what the sides marked themselves, and the écoles found in it. */
  marked?: Marked;
  ecoles?: RecordEcole[];
  /** Version 4: the opponent's rights exercised on the roll's marks, in order. */
  droits?: DroitExercised[];
  /** The roll's fausse case: the attempt, the opponent's choice (absent while pending), the mover's replay. */
  fausse?: { attempt: Attempt; choice?: FausseChoice; replay?: Play };
  /** Version 5: the order the roll's steps were made in, when not the replay's default (docs/record.md). */
  order?: RollStep[];
  /** Version 5: the marks put in on the roll before `marked` replaced them (a later "École !"), in order. */
  marked_before?: Marked[];
  /** What a player wrote on the roll (docs/record.md, "Notes"): kept by every reader, no part of the game. */
  note?: RollNote;
}

/**
 * A roll's note, as a lichess study's: a comment (≤ 1,000 characters) and ≤ 32 drawings, each its
 * flèches then its colour (green, red, blue, yellow; absent: green): `"B1 B12 red"`, `"N7"`.
 */
export interface RollNote {
  comment?: string;
  /** Arrows, `"from to"` or `"from to colour"`. */
  arrows?: string[];
  /** Rings round a flèche's top dame, `"at"` or `"at colour"`. */
  rings?: string[];
  /** Flèches lit, `"at"` or `"at colour"`. */
  highlights?: string[];
}

/** One step of a roll whose order a record keeps (`RecordRoll.order`). */
export type RollStep = 'play' | 'attempt' | 'choice' | 'marked' | 'droit';

/** One manche of a Jacquet record: its first throws ([White's, Black's] until one wins), its rolls. */
export interface RecordManche {
  first: [Die, Die][];
  /** `note`: what a player wrote on the roll, as on a tour's (docs/record.md, "Notes"). */
  rolls?: Array<{ side: Side; dice: Dice; play?: Move[]; note?: RollNote }>;
}

// The default export is every value export of this file (written once, above): the module's own
// namespace, read back through the file's shipped name (pkg/tablier.d.cts).
import type * as tablierModule from './tablier.cjs';
declare const tablier: Omit<typeof tablierModule, 'default'>;
export default tablier;

/** The variants of Jacquet (003 VARIANTE); `{}` is the main rules. */
export interface JacquetVariants {
  /** A bouchon (six flèches in a row held): allowed (main rules), forbidden, or forbidden until a dame is on the last flèche. */
  bouchon?: 'allowed' | 'forbidden' | 'until-last-fleche';
  /** Borne-off dames go onto the opponent's talon: none may leave while an opponent dame is still there. */
  sortie_talon_adverse?: boolean;
  /** What a manche is worth: 1 or 2 points (simple), or 1 to 5 by how far back the loser is (table). */
  bareme?: 'simple' | 'table';
}

/** Options of a `JacquetGame`. */
export interface JacquetGameOptions {
  /** Seeds the engine's dice generator (the first throws and the rolls), as `GameOptions.seed`. */
  seed?: number | string;
  /** The variants; the main rules when absent. */
  options?: JacquetVariants;
  /** The points to reach to win the partie; 5 when absent. */
  target?: number;
}

/** What a Jacquet game awaits: a manche's first throw, a roll, a play, or nothing (won). */
export type JacquetPhase = 'first' | 'roll' | 'play' | 'over';

/** How a manche ended. */
export interface MancheResult {
  winner: Side;
  points: number;
}

/** One step of a Jacquet partie: a first throw, or a roll and its play (a roll awaiting its play is not yet one). */
export type JacquetStep =
  | { first: [Die, Die]; starter: Side | null }
  | { turn: Side; dice: Dice; play: Play; result: MancheResult | null; end?: NormalPosition };

/** One roll of a Jacquet partie with its positions (`JacquetGame.frames()`). */
export interface JacquetFrame {
  /** The manche (from 0) the roll belongs to. */
  manche: number;
  side: Side;
  /** The position before the throw. */
  before: NormalPosition;
  /** The position as thrown: the dice on. */
  rolled: NormalPosition;
  /** The legal plays of the roll under the variants. */
  plays: Play[];
  /** The play; null while the roll awaits it. */
  play: Play | null;
  /** The position the play left: the board the manche ended on, when it ended it. */
  after: NormalPosition | null;
  /** How the manche ended, when this play ended it. */
  result: MancheResult | null;
}

/**
 * A partie of Jacquet (003) to an agreed score: first throw, rolls, plays, manches. A handle on
 * the engine's partie, as `Game` is.
 */
export class JacquetGame {
  constructor(options?: JacquetGameOptions);
  /** One die each ([White's, Black's], or the generator's): the side that starts, null on a tie. */
  firstThrow(dice?: [Die, Die]): Side | null;
  /** The side to play throws both dice. */
  roll(dice?: Dice): Dice;
  /** The legal plays of the roll under the variants. */
  plays(): Play[];
  /** The next single-die moves after `soFar`, under the partie's own variants (`bouchon`, …). */
  destinations(soFar?: Move[] | null): { [F in Fleche]?: Dest[] };
  /** Null when `move` may be made after `soFar`, else the rule it breaks, under the partie's own variants. */
  refusal(soFar: Move[] | null, move: Move): { code: RuleCode; message: string } | null;
  /** The roll's moves after `soFar` (verbose), the dice spent and the play completed, under the partie's own variants. */
  moves(soFar?: Move[] | null): RollMoves;
  /** The computer's play for the roll (one of `plays()`), answered, not played: `play()` plays it. */
  computerPlay(level?: Level): Play;
  /** Plays the roll; a play that ends a manche marks its points. */
  play(play: Play): NormalPosition;
  /** Takes back the last step; false when there is none. */
  undo(): boolean;
  phase(): JacquetPhase;
  position(): NormalPosition;
  turn(): Side;
  dice(): Dice | null;
  history(): JacquetStep[];
  /** Every roll from the `from`-th (0, the first, when absent) on, with its positions and legal plays. */
  frames(from?: number): JacquetFrame[];
  /** The partie's points. */
  score(): Points;
  manches(): MancheResult[];
  target(): number;
  /** The variants played, every one named. */
  options(): Required<JacquetVariants>;
  isOver(): boolean;
  winner(): Side | null;
  /** The partie's record (docs/record.md: version 3, `"game": "jacquet"`), its dice generator with it. */
  toRecord(): GameRecord;
  /** A partie again from its record (an object or its JSON text), every step checked. */
  static fromRecord(record: GameRecord | string): JacquetGame;
  /** The record, as `toRecord()`. */
  toJSON(): GameRecord;
  /** The same as `fromRecord`. */
  static fromJSON(record: GameRecord | string): JacquetGame;
  /** Gives the engine's memory for this partie back now (a dropped one is freed by the garbage collector). */
  free(): void;
  [Symbol.dispose](): void;
}
// ---- École check and computer player (src/wasm/ecole.rs, src/wasm/ai.rs) ----

/** What one side did for a roll (docs/ecole.md, `marked`); every field optional. */
export interface SideMarked {
  /** The jeton's value after the side marked (0–11). */
  jeton?: number;
  /** Instead of `jeton`: points advanced on the jeton. */
  points?: number;
  /** Trous added with the fichet this roll. */
  holes?: number;
  /** A second jeton taken from the talon (double marque): its value. */
  jeton2?: number;
  released?: boolean;
  leave?: boolean;
  won?: boolean;
  touched?: boolean;
  /** The play the mover made, legal or not. Implies `touched`. */
  play?: Play;
  done?: boolean;
  rolled?: boolean;
  impatient?: boolean;
  /** Points marked as école against the other side. */
  ecole?: number;
  misled?: boolean;
  opponent_jeton?: number;
}

export interface Marked {
  white?: SideMarked;
  black?: SideMarked;
}

/** What a side had to mark for the roll. */
export interface Due {
  jeton_before: number;
  points: number;
  jeux: number;
  holes: number;
  jeton: number;
  can_leave: boolean;
}

export type EcoleKind = 'omission' | 'excess';

export type EcoleCause =
  | 'points'
  | 'trou-sans-bouger'
  | 's-en-aller'
  | 'partie'
  | 'plein'
  | 'privilege'
  | 'sortie'
  | 'impatience'
  | 'fausse-ecole'
  | 'ecole-en-trop';

export interface Ecole {
  /** Who made it. */
  by: Side;
  kind: EcoleKind;
  points: number;
  cause: EcoleCause;
  /** Who may mark it, or null. */
  to: Side | null;
  markable: number;
  consumed: boolean;
  lapsed: boolean;
  /** Whether to offer "École !" now. */
  offer: boolean;
}

export type ClaimStatus = 'whole' | 'partial' | 'too-much' | 'taken-as-own';

export interface EcoleClaim {
  by: Side;
  points: number;
  markable: number;
  status: ClaimStatus;
}

export type EcoleNoteKind =
  | 'rectify-holes'
  | 'rectify-opponent-jeton'
  | 'double-marque'
  | 'may-refuse-leave'
  | 'may-still-mark'
  | 'ecole-impossible-yet'
  | 'paid-by-own-ecole';

export interface EcoleNote {
  side: Side;
  note: EcoleNoteKind;
}

/** The école verdict, as `tablier ecole` prints it. */
export interface EcoleVerdict {
  due: { white: Due; black: Due };
  ecoles: Ecole[];
  claims: EcoleClaim[];
  notes: EcoleNote[];
  /** The score once the marks are put right, no école marked. */
  score: Score;
  /** The same with every école offered marked. */
  score_with_ecoles: Score;
  /** The rights these marks open, before any is exercised (a game's `droits()` says which are left). */
  droits: DroitOpen[];
}

/**
 * How well the computer plays, weakest first (`levels()`); the default is `amateur`. The former
 * names `random`, `greedy`, `expert` are read as `débutant`, `amateur`, `fort`.
 */
export type Level = 'débutant' | 'amateur' | 'fort' | 'maître' | 'random' | 'greedy' | 'expert';

/**
 * A play as the mover made it at the table (docs/interchange.md "Fausse case"): each dame as put
 * down, in order, a dame tout d'une as one move, a dame taken back as a move backwards.
 */
export interface Attempt {
  moves: Move[];
  /** Dames touched and not played. */
  touched?: Fleche[];
  /** "J'adoube !" was said before touching them. */
  adoube?: boolean;
  /** The last dame was let go. */
  released?: boolean;
  /** The opponent has thrown for his own coup. */
  opponent_thrown?: boolean;
}

/** The cases of 000 FAUSSE CASE, by their codes. */
export type FausseKind =
  | 'dame-mal-placee'
  | 'dame-jouee-tout-d-une'
  | 'dame-seule-sur-coin'
  | 'dame-jouee-en-trop'
  | 'dame-couverte'
  | 'dame-passee-au-retour'
  | 'fausse-sortie'
  | 'reprendre-une-dame'
  | 'deux-dames'
  | 'prendre-son-coin'
  | 'remplir-conserver'
  | 'dame-touchee';

/** One of the opponent's options (000 RÉSOLUTION). */
export type FausseChoice =
  | { option: 'leave' }
  | { option: 'impose'; play: Play }
  | { option: 'replay'; plays: Play[] }
  | { option: 'advance-next-coup'; fleche: Fleche };

/** The verdict on an attempt. */
export interface FausseVerdict {
  fausse_case: boolean;
  kinds: FausseKind[];
  consummated: boolean;
  options: FausseChoice[];
  /** Always 0: 000 FAUSSE CASE NE FAIT PAS ÉCOLE. */
  points: number;
}

/** The verdict on an attempt at the position's roll (`tablier fausse-case`). */
export function fausseCase(position: PositionInput, attempt: Attempt): FausseVerdict;

/** What the sides marked for the position's roll (its dice set, its score before the roll). */
export function checkEcole(position: PositionInput, marked: Marked | null): EcoleVerdict;
/** The same without a board: the score before the roll (null: the start's), who rolled, the points each side won. */
export function checkEcolePoints(
  score: Score | null,
  mover: Side,
  points: { white?: number; black?: number },
  marked: Marked | null,
): EcoleVerdict;
/** The computer's play for the position's roll: one of `legalPlays(position)`. */
export function choosePlay(position: PositionInput, level?: Level): Play;
/**
 * Tenir or s'en aller for the position a Game shows awaiting the decision (phase `decide`: the
 * roll's dice, the mover's points of it marked, the opponent's not yet).
 */
export function chooseDecision(position: PositionInput, level?: Level): Decision;

/** The computer's levels by name, weakest first. */
export function levels(): Array<'débutant' | 'amateur' | 'fort' | 'maître'>;

/** Some of the 36 coups, each `"a-b"` (a simple roll counts twice: `"6-5"` and `"5-6"`). */
export interface CoupCount {
  count: number;
  coups: string[];
}
/** The coups that count a jan `ways` times (façons of a battery, moyens of a plein). */
export interface CoupsByWays extends CoupCount {
  ways: number;
}
/** Points per throw on average over the 36 coups, to three decimals. */
export interface Expected {
  white: number;
  black: number;
}
/** One jan's coups. */
export interface JanChances extends CoupCount {
  jan: JanKind;
  beneficiary: Side;
  /** The flèche it is about, when it is about one. */
  at?: string;
  ways: CoupsByWays[];
  /** Its points over the 36 coups. */
  points: Points;
  expected: Expected;
}
/** A dame of the other side that some coup beats. */
export interface DameChances {
  at: string;
  vrai: CoupCount & { ways: CoupsByWays[] };
  /** The coups that beat it only à faux. */
  faux: CoupCount;
  points: Points;
  expected: Expected;
  /** From each of the thrower's dames within 12 steps: the direct and the composed numbers. */
  passages: Array<{
    from: string;
    distance: number;
    direct: CoupCount;
    composed: Array<CoupCount & { numbers: [number, number]; repos: boolean }>;
  }>;
}
/** The chances of the coming throw (docs/chances.md), as `tablier chances` prints them. */
export interface Chances {
  turn: Side;
  points: Points;
  expected: Expected;
  dames: DameChances[];
  coin?: JanChances;
  pleins: JanChances[];
  impuissance?: JanChances;
  depart: JanChances[];
  sortie?: JanChances;
}
/** The 36 coups of the coming throw of the side named by `turn` counted; the dice are not read. */
export function chances(position: PositionInput): Chances;

/**
 * The legal plays of a roll ranked, best first; `chance` and `loss` in `unit`: percent of tours
 * won, or for a marqué of a partie à écrire (`PartieAEcrire.marque()`'s `hints()`) the mover's
 * expected jetons of the marqué.
 */
export interface Hints {
  unit: 'percent of tours won' | 'jetons of the marqué';
  plays: Array<{ play: Play; chance: number; loss: number }>;
}
/** Every legal play of the position's roll (Trictrac) ranked by the maître's evaluation, as `tablier hints`. */
export function hints(position: PositionInput): Hints;

/** An exercise's family: the jans of a *compter les points* (docs/exercises.md). */
export type ExerciseFamily =
  | 'battre-a-vrai'
  | 'battre-a-faux'
  | 'coin'
  | 'remplir'
  | 'conserver'
  | 'depart'
  | 'sortie'
  | 'impuissance'
  | 'retour';
/** An exercise's kind, as its `exercise` field names it. */
export type ExerciseKind = 'compter-les-points' | 'choisir-le-coup' | 'tenir-ou-s-en-aller' | 'compter-les-chances';
/** *Compter les points*: what each side marks for the roll, and by which jans. */
export interface PointsExercise {
  exercise: 'compter-les-points';
  id: string;
  position: NormalPosition;
  families: ExerciseFamily[];
  level: 1 | 2 | 3;
  /** The roll's jans with their ways (the explanation) and the totals. */
  answer: { jans: Jan[]; points: Points };
  /** How the roll lets the thrower take his coin, when it does. */
  coin?: 'effet' | 'puissance';
  source:
    | { kind: 'self-play'; seed: number; roll: number; thrown: boolean }
    | { kind: 'seed'; passage: string; note: string };
}
/** *Choisir le coup*: the roll's best play, ahead of the second by `margin` percent at least 3. */
export interface PlayExercise {
  exercise: 'choisir-le-coup';
  id: string;
  position: NormalPosition;
  margin: number;
  answer: Hints;
}
/** *Tenir ou s'en aller*: the better decision once the mover's trou is made, with both chances. */
export interface DecisionExercise {
  exercise: 'tenir-ou-s-en-aller';
  id: string;
  position: NormalPosition;
  answer: { best: Decision; hold: number; leave: number };
}
/** *Compter les chances*: how many of the 36 coups do what the question asks. */
export interface ChancesExercise {
  exercise: 'compter-les-chances';
  id: string;
  position: NormalPosition;
  question: { ask: 'battre-dame'; at: Fleche } | { ask: 'battre-coin' } | { ask: 'remplir'; jan: JanKind };
  answer: { coups: CoupCount; only_faux: CoupCount };
}
export type Exercise = PointsExercise | PlayExercise | DecisionExercise | ChancesExercise;
/** A session asked for: `family` and `level` for `compter-les-points` only; `seed` 1 and `count` 10 if left out. */
export interface ExercisesRequest {
  kind: ExerciseKind;
  family?: ExerciseFamily;
  level?: 1 | 2 | 3;
  seed?: number;
  count?: number;
}
/** One jan of a *compter les points* answer; `at`, `ways` and `points` only if the player says them. */
export interface JanAnswer {
  jan: JanKind;
  beneficiary: Side;
  at?: Fleche;
  ways?: number;
  points?: number;
}
/** A *compter les points* answer: the totals, the jans, or both. */
export interface PointsAnswer {
  points?: Points;
  jans?: JanAnswer[];
}
/** What a *compter les points* answer missed, by its stable code (docs/exercises.md "Grading"). */
export type PointsMiss =
  | { code: 'points-swapped'; given: Points }
  | { code: 'wrong-total'; side: Side; given: number; expected: number }
  | { code: 'jan-forgotten'; jan: Jan }
  | { code: 'jan-not-there'; named: JanAnswer }
  | { code: 'jan-to-other'; jan: Jan }
  | { code: 'vrai-for-faux' | 'faux-for-vrai'; jan: Jan; named: JanKind }
  | { code: 'too-many-ways' | 'too-few-ways' | 'jan-points'; jan: Jan; given: number };
export interface PointsGrade {
  correct: boolean;
  misses: PointsMiss[];
}
/** A play's grade: its cost against the best, in percent of tours. */
export interface PlayGrade {
  best: boolean;
  cost: number;
  chance: number;
  best_play: Play;
}
export interface DecisionGrade {
  best: boolean;
  cost: number;
  best_decision: Decision;
}
export interface ChancesGrade {
  correct: boolean;
  expected: number;
  miss?: 'simple-counted-once' | 'faux-counted' | 'wrong-count';
}
export type ExerciseGrade = PointsGrade | PlayGrade | DecisionGrade | ChancesGrade;
/** The exercise an id names, regenerated (as `tablier exercise` answers `{"id"}`). */
export function exercise(id: string): Exercise;
/** A session's exercises of one kind, drawn from the computer's self-play. */
export function exercises(request: ExercisesRequest): Exercise[];
/**
 * An answer graded: a `PointsAnswer` for `compter-les-points`, a play for `choisir-le-coup`,
 * `'hold'` or `'leave'` for `tenir-ou-s-en-aller`, a count of the 36 coups for `compter-les-chances`.
 */
export function gradeExercise(id: string, answer: PointsAnswer): PointsGrade;
export function gradeExercise(id: string, answer: Play): PlayGrade;
export function gradeExercise(id: string, answer: Decision): DecisionGrade;
export function gradeExercise(id: string, answer: number): ChancesGrade;

/**
 * One side's choices in a game reviewed, as `tablier review` prints it; values in `unit`: percent
 * of tours won, or for a marqué of a partie à écrire the side's expected jetons of the marqué.
 */
export interface Review {
  side: Side;
  unit: 'percent of tours won' | 'jetons of the marqué';
  rolls: Array<{
    /** Its index in `history()`. */
    turn: number;
    dice: [number, number];
    decision: {
      chosen: Decision;
      best: Decision;
      hold: number;
      leave: number;
      cost: number;
      flagged: boolean;
    } | null;
    /** Plays in the notation `B1-B6 B1-B7`; only when the roll had two legal plays or more. */
    play: {
      played: string;
      best: string;
      chance: number;
      best_chance: number;
      cost: number;
      flagged: boolean;
    } | null;
  }>;
  total_cost: number;
  /** How many choices cost at least 2 percent (in a marqué, at least one jeton). */
  flagged: number;
}
/** A tenir or s'en aller weighed before it is made (`Game.decisionValues()`), in `unit`. */
export interface DecisionValues {
  unit: Review['unit'];
  best: Decision;
  hold: number;
  leave: number;
  /** What the other decision gives up. */
  cost: number;
}
/** The review of `side`'s rolls in a game record (an object or its JSON text). */
export function review(record: GameRecord | string, side: Side): Review;

/** What `sheet` is asked for with (as `tablier sheet` reads a line; docs/ecrire.md). */
export interface SheetRequest {
  /** `'tete-a-tete'` (the default) or another formation of docs/ecrire.md. */
  formation?: string;
  /** `'base'` (the default) or another convention of docs/ecrire.md. */
  convention?: string;
  /** How many marqués the partie is played in. */
  marques: number;
  jetons_de_queue?: number;
  cinq?: 'fiche' | 'rien';
  queue_generale?: number;
  /** Computer players play the partie, the lot and dice drawn from this seed… */
  seed?: number;
  /** …at these levels (one for all, or one per player). */
  levels?: Level[];
  /** Or the marqués as written: who had the primauté, and each marqué's gains in order. */
  first?: { primaute: number; other: number };
  gains?: Array<Array<{ side: Side; trous: number; left?: boolean }>>;
}
/** One marqué written on the sheet; players are numbered from 0. */
export interface SheetLine {
  number: number;
  players: [number, number];
  refaits: Array<[number, number]>;
  trous: [number, number];
  winner: number;
  loser: number;
  bredouille: string;
  sans_lever: boolean;
  volontaire: boolean;
  multiple: number;
  consolation: number;
  payment: number;
  /** A place left vacant in a chouette, with its payment. */
  vacant?: [number, number];
  queue: number;
  /** Each player's total after it. */
  totals: number[];
}
/** A partie à écrire's score sheet with its décompte, as `tablier sheet` prints it. */
export interface Sheet {
  formation: string;
  convention: string;
  marques: number;
  jetons_de_queue: number;
  cinq: string;
  queue_generale: number;
  camps: number[][];
  lines: SheetLine[];
  pending_refaits: Array<[number, number]>;
  over: boolean;
  decompte: {
    mise: number[];
    queue_des_jetons: { pot: number; put: number[]; to: number[]; net: number[] };
    paris: Array<{ winner: number; loser: number; won: number; lost: number; double_paris: number; queue: number; jetons: number }>;
    jetons: number[];
    fiches: number[];
    queue_generale: number[];
    total: number[];
  };
}
/** A partie à écrire's score sheet: from the marqués' gains, or played by the computer from a seed. */
export function sheet(request: SheetRequest): Sheet;

// ---- The partie à écrire (src/wasm/ecrire.rs, js/ecrire.js) ----

/** What the players agree before the first marqué (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE), by the sheet's names. */
export interface Agreement {
  formation?: 'tete-a-tete' | 'chouette' | 'a-tourner' | 'equipes';
  convention?: 'base' | 'annexe-arithmetic' | 'annexe-geometric' | 'sans-lever';
  marques: number;
  jetons_de_queue?: 0 | 1 | 2;
  cinq?: 'fiche' | 'rien';
  queue_generale?: number;
}

/** Who plays the current marqué (the primauté plays White), and who sits out. */
export interface MarqueSeating {
  /** The marqué's number on the sheet, from 1 (a refait keeps it). */
  marque: number;
  /** The game's number, from 0, refaits included. */
  game: number;
  refaits: number;
  primaute: number;
  other: number;
  /** Seats not playing, each with the player he may advise (null: à tourner, his own judgement). */
  bystanders: { player: number; advises: number | null }[];
}

/** How a marqué ended once written on the sheet. */
export interface MarqueEnd {
  refait: boolean;
  winner: number | null;
  loser: number | null;
  /** Trous of (primauté, other). */
  trous: [number, number];
}

/**
 * A partie à écrire: marqués agreed in advance between two, three or four players, each a game
 * of Trictrac; the sheet, the rotation and the computer's choices are the engine's.
 */
export class PartieAEcrire {
  constructor(agreement: Agreement, options?: { seed?: number | string | null });
  agreement(): Required<Agreement>;
  /** The lot at the start: each die [seat, die] in order, and the first marqué's seating. */
  lot(): { throws: [number, number][]; primaute: number; other: number };
  /** Who plays the current marqué; null once over. */
  seating(): MarqueSeating | null;
  /** The current marqué as the tour's `Game`, the same one while the marqué lasts (refused once written on the sheet); null once over. */
  marque(): Game | null;
  /** Writes the ended marqué on the sheet: its end, or null while it goes on. */
  closeMarque(): MarqueEnd | null;
  /** One computer step on the current marqué, at the level of the seat to play; its end when it closed it. */
  stepComputer(levels?: Level[] | null): MarqueEnd | null;
  /** The sheet so far, as `sheet(request)` answers. */
  sheet(): Sheet;
  isOver(): boolean;
  toRecord(): GameRecord;
  toJSON(): GameRecord;
  static fromRecord(record: GameRecord | string): PartieAEcrire;
  static fromJSON(record: GameRecord | string): PartieAEcrire;
  free(): void;
  [Symbol.dispose](): void;
}

/**
 * The terms of a game by correspondence (docs/correspondence.md, "The invitation"): the game, its
 * rules and conventions in a record's own words, who plays what.
 */
export interface CorrespondenceTerms {
  game: 'trictrac' | 'jacquet' | 'ecrire';
  /** Trictrac: the tour's options (`goal` must be `tour`; absent: the tour, the primauté by lot). */
  options?: GameRecord['options'];
  /** Jacquet: its variants and the score to reach. */
  jacquet?: { options?: JacquetVariants; target: number };
  /** The partie à écrire: what was agreed, its formation the number of seats. */
  agreement?: Agreement;
  /** The side the inviter (seat 0) plays in the tour and in Jacquet (absent: White). */
  inviter?: Side;
  /** The players' names, seat by seat. */
  names?: string[];
  /** A tour only: each side marks its own points, and the other calls école (docs/correspondence.md, "Marks by hand"). */
  hand_marks?: boolean;
}

/** A seat's chain of secrets as it is kept, on its own device only: 64 hexadecimal digits and the chain's length (2 to 8,192). */
export interface CorrespondenceSecret {
  seed: string;
  length: number;
}

/** The steps of one message, in a record's words; null for none (an acceptance, a throw only, the closing message). */
export interface CorrespondenceSteps {
  decision?: Decision;
  /** The play of the roll: its moves, or one of `peek().plays`. */
  play?: Move[] | Play;
  /** With marks by hand: what this side marked (its own points; in the rights message, the école it calls as `ecole`). */
  marks?: SideMarked;
  /** With marks by hand, in the rights message: the rights exercised on the other side's marks. */
  droits?: DroitCall[];
}

/** The game a correspondence drives, as a page shows it. */
export interface CorrespondenceTable {
  game: 'trictrac' | 'jacquet' | 'ecrire';
  /** A throw (the next message's dice), a side's step, or nothing: the game is over. */
  awaits: 'throw' | Side | 'over';
  /** Whether the step awaited is tenir or s'en aller, before the play. */
  decide: boolean;
  /** The side this seat plays in this game; null for a seat that sits this marqué out. */
  side: Side | null;
  /** The board, its dice thrown if any; null in a partie à écrire before its lot. */
  position: Position | null;
  /** The legal plays of the roll when the game awaits a play. */
  plays: Play[];
  /** The game's ordinary record; null in a partie à écrire before its lot. */
  record: GameRecord | null;
}

/** One side's view of the exchange. */
export interface CorrespondenceState {
  /** This side's seat, or null while it has none. */
  seat: number | null;
  seats: number;
  /** The number of the next message and the seat that sends it. */
  next: number;
  sender: number;
  /** Whether the next message is this side's. */
  mine: boolean;
  /** The messages so far, the invitation included. */
  messages: number;
  /** With marks by hand, the side whose rights (its marks, the école it calls, its rights) the next message carries; else null. */
  rights: Side | null;
  table: CorrespondenceTable;
}

/** A game by correspondence's record: every message's text, in order, the invitation first. */
export interface CorrespondenceRecord {
  format: 'tablier-correspondence';
  version: number;
  messages: string[];
}

/** What `verifyCorrespondence` proves of a record. */
export interface CorrespondenceVerified {
  terms: CorrespondenceTerms;
  /** The messages, the invitation included. */
  messages: number;
  over: boolean;
  /** The messages no later link has checked (each seat's last). */
  unchecked: number[];
  /** The game's ordinary record, which replays at one table; null before a partie à écrire's lot. */
  record: GameRecord | null;
}

/** What a message says before it is taken in: the hashes in hexadecimal, the terms or the steps. */
export interface CorrespondenceMessage {
  seq: number;
  prev: string;
  link: string;
  terms?: CorrespondenceTerms;
  decision?: Decision;
  play?: Move[];
  /** With marks by hand: what the sender marked. */
  marks?: SideMarked;
  droits?: DroitCall[];
}

/**
 * One side's copy of a game by correspondence (docs/correspondence.md): messages as short texts
 * through any messenger, the dice drawn from both sides' chains of secrets, no server. A message
 * refused (`CorrespondenceCode`) changes nothing.
 */
export class Correspondence {
  private constructor();
  /** Invites to the game of `terms`; given no secret, one is drawn from crypto.getRandomValues. */
  static invite(terms: CorrespondenceTerms | string, options?: { secret?: CorrespondenceSecret | null }): Correspondence;
  /** Opens an invitation received: the acceptance is this side's next message. */
  static open(invitation: string, options?: { secret?: CorrespondenceSecret | null }): Correspondence;
  /** Goes on from the record and the secret this side kept. */
  static resume(record: CorrespondenceRecord | string, secret: CorrespondenceSecret): Correspondence;
  /** Replays a record from its invitation, every message checked. */
  static verify(record: CorrespondenceRecord | string): CorrespondenceVerified;
  static describe(message: string): CorrespondenceMessage;
  state(): CorrespondenceState;
  /** The game as this side's next message begins it, its dice thrown and `steps` taken (refused with `not-your-turn` when the next message is not this side's). */
  peek(steps?: CorrespondenceSteps | null): CorrespondenceTable;
  /** This side's next message: the text to send. */
  compose(steps?: CorrespondenceSteps | null): string;
  /** Takes in the other side's message; the state after it. */
  receive(message: string): CorrespondenceState;
  invitation(): string;
  record(): CorrespondenceRecord;
  /** Keep it on this device only. */
  secret(): CorrespondenceSecret;
  free(): void;
}

/** `Correspondence.verify`: anyone replays a finished (or unfinished) game by correspondence from its record. */
export function verifyCorrespondence(record: CorrespondenceRecord | string): CorrespondenceVerified;
