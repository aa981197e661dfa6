// The page's view of one game: the package's `Game` and `JacquetGame` (rolls, marking, tenir or
// s'en aller, history, the dice, the record, the computer's choices) in the small vocabulary the
// page speaks. Every rule — what a roll scores, which plays are legal, when a trou is won, what
// the computer plays, what a record holds and how it replays — is the engine's. The list of rolls
// the page shows (`log`) is a view of the engine's `frames()`, brought up to date after each
// step: the page keeps no history of its own.

/** The computer's level of play when none is chosen (docs/ai.md; the engine's `levels()`). */
const LEVEL = 'amateur';

/**
 * What each kind of game has, which the page asks (`match.has(name)`) rather than which kind it is
 * (docs/page.md, "Capabilities"):
 * - `jans`: a roll is scored jan by jan (its points explained, the chances of the coming throw);
 * - `ecole`: the points are marked, by hand if the person likes, and the école checks the marks
 *   (mark it yourself, the computer's mismarks, École !);
 * - `droits`: the opponent's rights on marks, exercised or waived;
 * - `decision`: tenir or s'en aller once a trou is won;
 * - `hints`: the maître's ranking of the plays and decisions (hints, the review, the tutor);
 * - `fausse`: the fausse case, when the game was agreed with it;
 * - `manches`: a partie of manches, each opened by the first throw, to a target of points;
 * - `variantes`: Jacquet's variants (003 VARIANTE), named in the rules line;
 * - `marques`: a partie à écrire: marqués written on a sheet, seats that a person or the computer holds.
 */
export const CAPABILITIES = Object.freeze({
  trictrac: Object.freeze(['jans', 'ecole', 'droits', 'decision', 'hints']),
  jacquet: Object.freeze(['manches', 'variantes']),
  ecrire: Object.freeze(['jans', 'ecole', 'droits', 'decision', 'hints', 'marques']),
});

/** A seed as the URL or the form gives it: digits are a number, anything else a string. */
export function seedOption(seed) {
  if (seed === undefined || seed === null || seed === '') return {};
  // Digits past 2⁵³ stay a string: as a number they would lose digits (the package refuses them).
  const n = Number(seed);
  return { seed: /^\d+$/.test(String(seed)) && Number.isSafeInteger(n) ? n : String(seed) };
}

/**
 * Brings `log` up to date with the game's frames: the last roll may have changed (its decision,
 * its play, its marks) and new rolls come after it; rolls taken back are dropped.
 */
function syncLog(log, game, entry) {
  const from = Math.max(0, log.length - 1);
  const fresh = game.frames(from);
  if (fresh.length === 0 && from > 0) {
    // fewer rolls than before (undone): the whole list again
    log.splice(0, log.length, ...game.frames(0).map(entry));
    return;
  }
  log.splice(from, log.length - from, ...fresh.map(entry));
}

/**
 * What both games' views share: the steps every game has, each forwarded to the engine's game
 * and the log brought up to date after it. `sync()` is each view's own.
 */
class GameView {
  /** Whether this game has `capability` (CAPABILITIES). */
  has(capability) {
    return CAPABILITIES[this.kind].includes(capability);
  }

  /** The game being played on the board: this one (a partie à écrire's is its current marqué's). */
  get playing() {
    return this;
  }

  /** The position now, interchange JSON (docs/interchange.md) (with the dice once rolled). */
  position() {
    return this.game.position();
  }

  roll(dice) {
    const d = dice ? this.game.roll(dice) : this.game.roll();
    this.sync();
    return d;
  }

  plays() {
    return this.game.plays();
  }

  /** The next single-die moves after `made`, by the game's own rules and options (the position is the game's). */
  destinations(_position, made) {
    return this.game.destinations(made);
  }

  /** The rule a move breaks after `made`, by the game's own rules and options, or null. */
  refusal(_position, made, move) {
    return this.game.refusal(made, move);
  }

  /** The roll's moves after `made` (the dice spent, each destination's chain, the play completed), by the game's own rules and options. */
  moves(_position, made) {
    return this.game.moves(made);
  }

  play(play) {
    const p = this.game.play(play);
    this.sync();
    return p;
  }

  undo() {
    const done = this.game.undo();
    this.sync();
    return done;
  }

  history() {
    return this.game.history();
  }

  /** The score: a Trictrac game's jetons and trous, a Jacquet partie's points. */
  score() {
    return this.game.score();
  }

  isOver() {
    return this.game.isOver();
  }

  winner() {
    return this.game.winner();
  }

  /** The engine's computer player: its play of the roll. */
  computerPlay() {
    return this.game.computerPlay(this.level ?? LEVEL);
  }

  /** The game's record, the engine's (docs/record.md). */
  record() {
    return this.game.toRecord();
  }

  /** The engine's memory of the game given back, once the game is done with. */
  free() {
    this.game.free();
  }

  /**
   * The game moved to another build of the package (the light module's to the whole one's:
   * whole.js) through its own record, read back by the same class there: the same game, every
   * step replayed by the rules. This build's copy is freed once the other holds the game (a
   * record refused leaves it as it was), so that one copy of the game's state remains.
   */
  moveTo(engine) {
    const Class = this.kind === 'jacquet' ? engine.JacquetGame : engine.Game;
    const moved = Class.fromRecord(this.game.toRecord());
    this.game.free();
    this.game = moved;
    this.engine = engine;
    this.sync();
  }
}

export class Match extends GameView {
  kind = 'trictrac';

  /**
   * A new game (`seed`, `position`), one read back from its record (`record`), or a `Game` the
   * package made (`game`: a marqué of a partie à écrire).
   */
  constructor(engine, { seed, position, record, rules, game } = {}) {
    super();
    this.engine = engine;
    this.game =
      game ??
      (record !== undefined
        ? engine.Game.fromRecord(record)
        : new engine.Game(position ?? null, { ...seedOption(seed), ...(rules ?? {}) }));
    /** Every roll so far, {side, before, rolled, analysis, decision, play, after, score, hand}: the engine's frames. */
    this.log = [];
    this.sync();
  }

  /** The log brought up to date with the engine's game. */
  sync() {
    syncLog(this.log, this.game, (f) => f);
  }

  /** The analysis of the roll on the board (jans, points, plays), or null before the roll. */
  analysis() {
    return this.game.analyse();
  }

  /** Whether the side that just rolled must choose to tenir or s'en aller before playing. */
  pendingDecision() {
    return this.game.phase() === 'decide';
  }

  decide(choice) {
    const p = this.game.decide(choice);
    this.sync();
    return p;
  }

  computerDecision() {
    return this.game.computerDecision(this.level ?? LEVEL);
  }

  /**
   * What the sides marked of the last roll themselves: the engine checks it (the école), puts in
   * the score it makes and keeps the marks with the roll, in the record too. Answers the verdict.
   */
  markEcole(marked) {
    const verdict = this.game.markEcole(marked);
    this.sync();
    return verdict;
  }

  /** The engine's école check of what the sides marked for a roll. */
  checkEcole(position, marked) {
    return this.engine.checkEcole(position, marked);
  }

  /** What the computer marks of its roll when it mismarks on purpose (`Game.computerMarks`). */
  computerMarks(mistakeRate) {
    return this.game.computerMarks(mistakeRate);
  }

  /** The rules the tour was agreed with (the old rules, the fausse case): its record's `options`. */
  rules() {
    this.agreed ??= this.game.toRecord().options ?? {};
    return this.agreed;
  }

  has(capability) {
    return capability === 'fausse' ? !!this.rules().fausse_case : super.has(capability);
  }

  /** The maître's ranking of the roll's plays (`Game.hints()`). */
  hints() {
    return this.game.hints();
  }

  /** The review of `side`'s rolls so far (`Game.review`). */
  review(side) {
    return this.game.review(side);
  }

  /** The maître's values of the tenir or s'en aller awaited (`Game.decisionValues()`). */
  decisionValues() {
    return this.game.decisionValues();
  }

  /** The opponent's rights open now (`Game.droits()`). */
  droits() {
    return this.game.droits();
  }

  /** The computer exercises every right open to `side`; answers what it did. */
  computerDroits(side) {
    const done = this.game.computerDroits(side);
    this.sync();
    return done;
  }

  /** A right exercised (`Game.exercise`). */
  exercise(call) {
    this.game.exercise(call);
    this.sync();
  }

  /** The fausse case awaiting the opponent's choice, {attempt, verdict}, or null. */
  pendingFausseCase() {
    return this.game.pendingFausseCase();
  }

  /** The dames as moved given to the engine: a legal play is played (null), else a fausse case is held (its verdict). */
  attempt(attempt) {
    const verdict = this.game.attempt(attempt);
    this.sync();
    return verdict;
  }

  /** The computer's choice among the options of a fausse case (its index). */
  computerFausseOption() {
    return this.game.computerFausseOption();
  }

  /** The opponent's option `i` of the fausse case carried out (a replay with the mover's play). */
  resolveFausseCase(i, replay) {
    const p = replay === undefined ? this.game.resolveFausseCase(i) : this.game.resolveFausseCase(i, replay);
    this.sync();
    return p;
  }
}

/** Jacquet's analysis of a roll is its plays alone (no jans, no points). */
const jacquetAnalysis = (plays) => ({ jans: [], points: { white: 0, black: 0 }, plays });

/**
 * The page's view of a partie of Jacquet (003): the same vocabulary as `Match`, over the
 * package's `JacquetGame`. A manche opens with the first throw (one die each, the higher starts,
 * equal dice thrown again); Jacquet has no jans, no marking and no tenir/s'en aller.
 */
export class JacquetMatch extends GameView {
  constructor(engine, { seed, target = 5, options, record } = {}) {
    super();
    this.kind = 'jacquet';
    this.engine = engine;
    if (typeof engine.JacquetGame !== 'function') throw new Error('the package has no JacquetGame');
    if (record !== undefined) this.game = engine.JacquetGame.fromRecord(record);
    else {
      const opts = { target, ...seedOption(seed) };
      if (options) opts.options = options;
      this.game = new engine.JacquetGame(opts);
    }
    /** Every roll so far, {side, before, rolled, analysis, play, after, result}: the engine's frames. */
    this.log = [];
    this.sync();
  }

  sync() {
    syncLog(this.log, this.game, (f) => ({ ...f, analysis: jacquetAnalysis(f.plays) }));
  }

  /** Whether the manche waits for its first throw. */
  awaitsFirstThrow() {
    return this.game.phase() === 'first';
  }

  /** The first throw: White's die and Black's; answers {dice, starter} (starter null: throw again). */
  firstThrow(dice) {
    const starter = this.game.firstThrow(dice);
    const h = this.game.history();
    return { dice: h[h.length - 1].first, starter };
  }

  /** Jacquet's analysis is its plays alone (no jans, no points). */
  analysis() {
    if (this.game.phase() !== 'play') return null;
    return jacquetAnalysis(this.game.plays());
  }

  pendingDecision() {
    return false;
  }

  manches() {
    return this.game.manches();
  }

  target() {
    return this.game.target();
  }

  /** The variants the engine plays by (003 VARIANTE, `JacquetOptions`). */
  options() {
    return this.game.options();
  }

  checkEcole() {
    return null;
  }
}

/**
 * A saved game read back through the engine (`Game.fromRecord`, `JacquetGame.fromRecord`, by the
 * record's `game`: a record without one, versions 1 and 2 included, is Trictrac's): the match
 * where it stopped, every step checked by the rules. A refusal names its roll (`err.details.roll`).
 */
export function matchOf(engine, record) {
  const jacquet = !!record && typeof record === 'object' && record.game === 'jacquet';
  return jacquet ? new JacquetMatch(engine, { record }) : new Match(engine, { record });
}
