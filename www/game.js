// The page's view of one game: the package's `Game` and `JacquetGame` (rolls, marking, tenir or
// s'en aller, history, the dice, the record, the computer's choices) in the small vocabulary the
// page speaks. Every rule — what a roll scores, which plays are legal, when a trou is won, what
// the computer plays, what a record holds and how it replays — is the engine's. The list of rolls
// the page shows (`log`) is a view of the engine's `frames()`, brought up to date after each
// step: the page keeps no history of its own.

/** The computer's level of play when none is chosen (docs/ai.md; the engine's `levels()`). */
const LEVEL = 'amateur';

/** A seed as the URL or the form gives it: digits are a number, anything else a string. */
function seedOption(seed) {
  if (seed === undefined || seed === null || seed === '') return {};
  return { seed: /^\d+$/.test(String(seed)) ? Number(seed) : String(seed) };
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
}

export class Match extends GameView {
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
    this.engine = engine;
    if (typeof engine.JacquetGame !== 'function') throw new Error('the package has no JacquetGame');
    this.jacquet = true;
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
