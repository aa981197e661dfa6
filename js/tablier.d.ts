// Types of the npm package `tablier`: the rules of Trictrac and Jacquet in WebAssembly.
// Positions, plays and analyses are the JSON of docs/interchange.md, field for field.

// The JSON shapes are the serde types', derived (types.generated; docs/package.md, "Types").
import type * as J from './types.generated.cjs';

/** The two sides: White (les blanches) plays from B1, Black (les noires) from N1. */
export type Side = J.Side;

/** Which game a position belongs to. */
export type GameName = J.Variant;

/** A flèche: B1…B12 on White's side (B1 the talon, B12 the coin de repos), N1…N12 on Black's. */
export type Fleche = J.Fleche;

/** Where a single-die move ends: a flèche, or off the board (the bande de sortie). */
export type Dest = J.Name;

/** One face of a die. */
export type Die = J.Die;

/** The two dice of the side to play, in any order. */
export type Dice = J.Dice;

/** A side's dames: flèche → how many (1–15). Dames not on the board have been borne off. */
export type Dames = J.DamesJson;

/** One side's marks, as the engine writes them (read, each field defaults to 0 or false). */
export type SideScore = Required<J.SideScoreJson>;

/** Both sides' marks, as the engine writes them (read, a side left out is all zero). */
export type Score = Required<J.BySide<SideScore>>;

/** Rolls played by each side since the start of the game. */
export type Coups = J.PositionCoupsJson;

/** A position as docs/interchange.md writes it (what the engine answers always has `game` and `score`). */
export type Position = J.PositionJson;

/** A position as the engine answers it: normalised, with every field it knows. */
export type NormalPosition = J.PositionJson & { game: GameName; score: Score };

/**
 * A position: an object, or a string read as the command line reads a line (JSON text when it
 * starts with `{`, else the compact one-line notation). Text over 1 MiB is refused (`too-large`).
 */
export type PositionInput = J.PositionArg;

/** One die's number played by one dame: [from, to]. */
export type Move = J.Move;

/** Each flèche a dame may leave → where it may go, in the engine's order. */
export type Destinations = J.DestsJson;

/** A whole roll's play: its moves in order (tout d'une is two) and, said but not read, their dice. */
export type Play = J.PlayJson;

/** A game's moves once some of the roll are made (`moves(soFar)`), by its own rules and options. */
export type RollMoves = J.MovesJson;

/** Every jan the engine counts. */
export type JanKind = J.JanKind;

/** One jan of a roll: who scores it, how much, where, by how many façons or moyens. */
export type Jan = J.JanJson;

/** One way a jan counts: a façon of a battery, a moyen of a plein, the numbers of an impuissance. */
export type JanWay = J.WayJson;

/** Points per side. */
export type Points = J.Points;

/** What a roll gives, before any dame is touched. */
export type Analysis = J.AnalysisJson;

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
export type ErrorDetails = J.ErrorDetails & { cause?: { code: ErrorCode } & ErrorDetails };

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
  | { ok: false; error: J.ErrorJson & { code: ErrorCode; details?: ErrorDetails } };

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
export function destinations(position: PositionInput, soFar?: Move[] | null): Destinations;

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
export type Turn = J.TurnJson & { decision: Decision | null };

/** What the sides marked of a roll themselves, and the écoles the engine found in it (as a record writes them). */
export type HandMarks = J.HandJson;

/**
 * An école as a record writes it (docs/record.md): without `offer` (it follows from the other
 * fields), `to` absent when no side may mark it, `lapsed` only when true.
 */
export type RecordEcole = J.EcoleJson;

/** One roll of a Trictrac game with its positions (`Game.frames()`): the history replayed by the engine. */
export type Frame = J.FrameJson & { decision: Decision | null };

/** A right of the opponent after an école (docs/rules/ecole.md, "The opponent's rights"). */
export type Droit = J.Droit;

/** A right asked for: `by` defaults to the side it is open to. */
export type DroitCall = J.DroitCallJson;

/** A right exercised, as the record keeps it. */
export type DroitExercised = J.DroitJson;

/** The chain of augmentation d'école: each side's école points, who marked last, who may contest. */
export type EcoleChain = J.Chain;

/** The rights on the last roll. */
/** A right open to a side (`to`) over the other side's marks (`over`). */
export type DroitOpen = J.Open;

export type Droits = J.DroitsJson;

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
  destinations(soFar?: Move[] | null): Destinations;
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
  pendingFausseCase(): (J.PendingJson & { verdict: FausseVerdict }) | null;
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
 * Trictrac, with `game`, `options`, `generator`, `lot` and `jacquet` from version 3; `page`, an
 * application's settings (JSON text), is read over, never written.
 */
export type GameRecord = J.RecordJson & { format: 'tablier-partie'; page?: string };

/** One roll of a Trictrac record (docs/record.md, "A roll of Trictrac"). */
export type RecordRoll = J.RollJson;

/**
 * A roll's note, as a lichess study's: a comment (≤ 1,000 characters) and ≤ 32 drawings, each its
 * flèches then its colour (green, red, blue, yellow; absent: green): `"B1 B12 red"`, `"N7"`.
 */
export type RollNote = J.Note;

/** One step of a roll whose order a record keeps (`RecordRoll.order`). */
export type RollStep = J.RollStep;

/** One manche of a Jacquet record: its first throws ([White's, Black's] until one wins), its rolls. */
export type RecordManche = J.MancheJson;

// The default export is every value export of this file (written once, above): the module's own
// namespace, read back through the file's shipped name (pkg/tablier.d.cts).
import type * as tablierModule from './tablier.cjs';
declare const tablier: Omit<typeof tablierModule, 'default'>;
export default tablier;

/** The variants of Jacquet (003 VARIANTE); `{}` is the main rules. */
export type JacquetVariants = J.JacquetOptions;

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
export type MancheResult = J.MancheResultJson;

/** One step of a Jacquet partie: a first throw, or a roll and its play (a roll awaiting its play is not yet one). */
export type JacquetStep = J.JacquetStepJson;

/** One roll of a Jacquet partie with its positions (`JacquetGame.frames()`). */
export type JacquetFrame = J.JacquetFrameJson;

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
  destinations(soFar?: Move[] | null): Destinations;
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
export type SideMarked = J.SideMarkedJson;

export type Marked = J.MarkedJson;

/** What a side had to mark for the roll. */
export type Due = J.Due;

export type EcoleKind = J.EcoleKind;

export type EcoleCause = J.Cause;

export type Ecole = J.Ecole;

export type ClaimStatus = J.ClaimStatus;

export type EcoleClaim = J.Claim;

export type EcoleNoteKind = J.NoteKind;

export type EcoleNote = J.EcoleNote;

/** The école verdict, as `tablier ecole` prints it. */
export type EcoleVerdict = J.EcoleVerdictJson;

/**
 * How well the computer plays, weakest first (`levels()`); the default is `amateur`. The former
 * names `random`, `greedy`, `expert` are read as `débutant`, `amateur`, `fort`.
 */
export type Level = 'débutant' | 'amateur' | 'fort' | 'maître' | 'random' | 'greedy' | 'expert';

/**
 * A play as the mover made it at the table (docs/interchange.md "Fausse case"): each dame as put
 * down, in order, a dame tout d'une as one move, a dame taken back as a move backwards.
 */
export type Attempt = J.AttemptJson;

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

/** The verdict on an attempt (`points` always 0: 000 FAUSSE CASE NE FAIT PAS ÉCOLE). */
export type FausseVerdict = J.VerdictJson & { kinds: FausseKind[]; options: FausseChoice[] };

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
export type CoupCount = J.CoupsJson;
/** The coups that count a jan `ways` times (façons of a battery, moyens of a plein). */
export type CoupsByWays = J.WaysJson;
/** Points per throw on average over the 36 coups, to three decimals. */
export type Expected = J.ExpectedJson;
/** One jan's coups. */
export type JanChances = J.TallyJson;
/** A dame of the other side that some coup beats. */
export type DameChances = J.DameJson;
/** The chances of the coming throw (docs/chances.md), as `tablier chances` prints them. */
export type Chances = J.ChancesJson;
/** The 36 coups of the coming throw of the side named by `turn` counted; the dice are not read. */
export function chances(position: PositionInput): Chances;

/**
 * The legal plays of a roll ranked, best first; `chance` and `loss` in `unit`: percent of tours
 * won, or for a marqué of a partie à écrire (`PartieAEcrire.marque()`'s `hints()`) the mover's
 * expected jetons of the marqué.
 */
export type Hints = J.HintsJson & { unit: 'percent of tours won' | 'jetons of the marqué' };
/** Every legal play of the position's roll (Trictrac) ranked by the maître's evaluation, as `tablier hints`. */
export function hints(position: PositionInput): Hints;

/** An exercise's family: the jans of a *compter les points* (docs/exercises.md). */
export type ExerciseFamily = J.Family;
/** An exercise's kind, as its `exercise` field names it. */
export type ExerciseKind = 'compter-les-points' | 'choisir-le-coup' | 'tenir-ou-s-en-aller' | 'compter-les-chances';
/** *Compter les points*: what each side marks for the roll, and by which jans. */
export type PointsExercise = Extract<J.ExerciseJson, { exercise: 'compter-les-points' }>;
/** *Choisir le coup*: the roll's best play, ahead of the second by `margin` percent at least 3. */
export type PlayExercise = Extract<J.ExerciseJson, { exercise: 'choisir-le-coup' }>;
/** *Tenir ou s'en aller*: the better decision once the mover's trou is made, with both chances. */
export type DecisionExercise = Extract<J.ExerciseJson, { exercise: 'tenir-ou-s-en-aller' }>;
/** *Compter les chances*: how many of the 36 coups do what the question asks. */
export type ChancesExercise = Extract<J.ExerciseJson, { exercise: 'compter-les-chances' }>;
export type Exercise = J.ExerciseJson;
/** A session asked for: `family` and `level` for `compter-les-points` only; `seed` 1 and `count` 10 if left out. */
export type ExercisesRequest = J.ExercisesRequestJson & { kind: ExerciseKind; family?: ExerciseFamily | null };
/** One jan of a *compter les points* answer; `at`, `ways` and `points` only if the player says them. */
export type JanAnswer = J.JanAnswerJson;
/** A *compter les points* answer: the totals, the jans, or both. */
export type PointsAnswer = J.AnswerJson;
/** What a *compter les points* answer missed, by its stable code (docs/exercises.md "Grading"). */
export type PointsMiss = J.MissJson;
export type PointsGrade = J.PointsGradeJson;
/** A play's grade: its cost against the best, in percent of tours. */
export type PlayGrade = J.PlayGradeJson;
export type DecisionGrade = J.DecisionGradeJson & { best_decision: Decision };
export type ChancesGrade = J.ChancesGradeJson & { miss?: 'simple-counted-once' | 'faux-counted' | 'wrong-count' };
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
export type Review = J.Review & { unit: 'percent of tours won' | 'jetons of the marqué' };
/** A tenir or s'en aller weighed before it is made (`Game.decisionValues()`), in `unit`. */
export type DecisionValues = J.DecisionValues & { unit: Review['unit']; best: Decision };
/** The review of `side`'s rolls in a game record (an object or its JSON text). */
export function review(record: GameRecord | string, side: Side): Review;

/** What `sheet` is asked for with (as `tablier sheet` reads a line; docs/ecrire.md). */
export type SheetRequest = J.SheetRequestJson;
/** One marqué written on the sheet; players are numbered from 0. */
export type SheetLine = J.LineJson;
/** A partie à écrire's score sheet with its décompte, as `tablier sheet` prints it. */
export type Sheet = J.SheetJson;
/** A partie à écrire's score sheet: from the marqués' gains, or played by the computer from a seed. */
export function sheet(request: SheetRequest): Sheet;

// ---- The partie à écrire (src/wasm/ecrire.rs, js/ecrire.js) ----

/** What the players agree before the first marqué (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE), by the sheet's names. */
export type Agreement = J.AgreementJson & {
  formation?: 'tete-a-tete' | 'chouette' | 'a-tourner' | 'equipes';
  convention?: 'base' | 'annexe-arithmetic' | 'annexe-geometric' | 'sans-lever';
  jetons_de_queue?: 0 | 1 | 2;
  cinq?: 'fiche' | 'rien';
};

/** Who plays the current marqué (the primauté plays White), and who sits out. */
export type MarqueSeating = J.SeatingJson;

/** How a marqué ended once written on the sheet. */
export type MarqueEnd = J.EndJson;

/**
 * A partie à écrire: marqués agreed in advance between two, three or four players, each a game
 * of Trictrac; the sheet, the rotation and the computer's choices are the engine's.
 */
export class PartieAEcrire {
  constructor(agreement: Agreement, options?: { seed?: number | string | null });
  agreement(): Required<Agreement>;
  /** The lot at the start: each die [seat, die] in order, and the first marqué's seating. */
  lot(): J.LotJson;
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
export type CorrespondenceTerms = J.Terms;

/** A seat's chain of secrets as it is kept, on its own device only: 64 hexadecimal digits and the chain's length (2 to 8,192). */
export type CorrespondenceSecret = J.SecretJson;

/** The steps of one message, in a record's words; null for none (an acceptance, a throw only, the closing message). */
export type CorrespondenceSteps = Omit<J.StepsJson, 'play'> & { play?: Move[] | Play | null };

/** The game a correspondence drives, as a page shows it. */
export type CorrespondenceTable = J.TableJson & { game: J.RecordGame; awaits: 'throw' | Side | 'over' };

/** One side's view of the exchange. */
export type CorrespondenceState = J.CorrespondenceStateJson & { table: CorrespondenceTable };

/** A game by correspondence's record: every message's text, in order, the invitation first. */
export type CorrespondenceRecord = J.CorrespondenceRecord & { format: 'tablier-correspondence' };

/** What `verifyCorrespondence` proves of a record. */
export type CorrespondenceVerified = J.VerifiedJson;

/** What a message says before it is taken in: the hashes in hexadecimal, the terms or the steps. */
export type CorrespondenceMessage = J.MessageJson;

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
