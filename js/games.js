// The game classes of the package `tablier`: `Game` (Trictrac) and `JacquetGame`, each a handle on
// the engine's own game object (src/wasm/game.rs, src/wasm/jacquet.rs). A `Game` may be a marqué of
// a partie à écrire, lent by it (src/wasm/marque.rs): then any call may be refused, so `Game` asks
// every question through `ask`, which turns a refusal into a `TablierError`. The game's state,
// history, undo, dice generator, record and the computer's choices are the engine's; a class only
// turns values into JSON text and back and keeps no copy of its own: every getter asks the engine
// (a crossing costs a few µs, about what a deep copy of a kept state cost:
// benches/node/getters.mjs), so that nothing it answers can be older than the game, a marqué moved
// by its partie's `stepComputer` included. build-pkg.sh derives cjs/games.js from this file.

export function makeGames(raw, { call, encode, seedText, positionText, checkSize, thrownError, ensureReady, TablierError, toNotation, reading, quote }) {
  const bad = (m) => new TablierError('bad-request', m);

  // `new Game(ADOPT, handle)`: a game over a handle the engine made (`fromRecord`).
  const ADOPT = Symbol('adopt');

  // Frees the engine's game when its class instance is dropped without `free()`.
  const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((h) => h.free()) : null;
  // Each game's handle on the engine's object; gone once freed.
  const handles = new WeakMap();

  function adopt(game, h) {
    ensureReady();
    handles.set(game, h);
    registry?.register(game, h, game);
    return h;
  }

  function live(game) {
    const h = handles.get(game);
    if (!h) throw bad('this game was freed');
    return h;
  }

  // Calls a method of the game's handle with arguments already as text: its answer as a value.
  function ask(game, name, ...args) {
    const h = live(game);
    return call(h[name].bind(h), ...args);
  }

  function free(game) {
    const h = handles.get(game);
    if (!h) return;
    handles.delete(game);
    registry?.unregister(game);
    h.free();
  }

  // A record as the engine reads it: an object as JSON, a string as it is.
  const recordText = (record) => (typeof record === 'string' ? checkSize(record) : encode(record));

  // The engine's handle made from a record (a refusal as `TablierError`).
  function fromRecordHandle(make, record) {
    const text = recordText(record);
    ensureReady();
    try {
      return make(text);
    } catch (e) {
      throw thrownError(e);
    }
  }

  // Makes an engine handle; its refusal as `TablierError`.
  function made(make) {
    ensureReady();
    try {
      return make();
    } catch (e) {
      throw thrownError(e);
    }
  }

  // The options a caller gave, read once (a getter or proxy that throws is refused): a plain
  // object of the known keys; an unknown key is refused.
  function checkKeys(options, keys, what) {
    if (options === null || typeof options !== 'object') throw bad(`options are an object ${what}`);
    return reading(() => {
      if (Array.isArray(options)) throw bad(`options are an object ${what}`);
      for (const k of Object.keys(options)) {
        if (!keys.includes(k)) throw bad(`unknown option ${quote(k)}`);
      }
      return Object.fromEntries(keys.map((k) => [k, options[k]]));
    });
  }

  // `frames(from)`: a roll's index, a whole number.
  function fromIndex(from) {
    if (!Number.isInteger(from) || from < 0 || from >= 2 ** 32) throw bad('from is a whole number 0 to 2³²−1');
    return from;
  }

  const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

  /**
   * A game of Trictrac in progress, in the manner of chess.js: roll, mark, tenir or s'en aller,
   * play, to 12 trous. A handle on the engine's game (`Partie`): history, undo, the dice
   * generator, the record and the computer's choices are the engine's. `free()` (or `using`)
   * gives its memory back at once; a dropped game is freed when the garbage collector finalises it.
   */
  class Game {
    // The game's state as the engine holds it now: {position, phase, winner}.
    #now() {
      return ask(this, 'state');
    }

    constructor(position, options = {}) {
      if (position === ADOPT) {
        adopt(this, options);
        return;
      }
      ensureReady();
      const o = checkKeys(options, ['seed', 'game', 'provinciale', 'rencontre', 'fausseCase'], '{seed?, game?, provinciale?, rencontre?, fausseCase?}');
      if (o.game !== undefined && o.game !== 'trictrac') {
        throw bad(`Game plays a partie of Trictrac, not ${quote(o.game)}; JacquetGame plays Jacquet`);
      }
      const p = position === null || position === undefined ? 'null' : positionText(position);
      const seed = seedText(o.seed);
      const rules = encode({ provinciale: o.provinciale ?? false, rencontre: o.rencontre ?? false, fausse_case: o.fausseCase ?? false });
      adopt(this, made(() => new raw.Partie(p, seed, rules)));
    }

    /** Gives the engine's memory for this game back now; the game is unusable after. */
    free() {
      free(this);
    }

    [dispose]() {
      this.free();
    }

    /**
     * Starts again from a position (interchange object (docs/interchange.md) or compact notation;
     * null: the start), the dice generator from its seed again. Dice in the position are the roll
     * just thrown: its points are marked at once.
     */
    load(position) {
      ask(this, 'load', position === null || position === undefined ? 'null' : positionText(position));
      return this;
    }

    /** The present position, its score holding every mark so far (a copy). */
    position() {
      return this.#now().position;
    }

    /** The position this game started from. */
    startPosition() {
      return ask(this, 'start');
    }

    /** What the game awaits: 'roll', 'decide' (tenir or s'en aller), 'play' or 'over'. */
    phase() {
      return this.#now().phase;
    }

    turn() {
      return this.#now().position.turn;
    }

    /** The dice of the roll being played, or null. */
    dice() {
      return this.#now().position.dice ?? null;
    }

    /**
     * Throws the dice for the side to play: these, or the game's seeded generator's. The roll's
     * points are marked at once, the mover's first. Answers the dice.
     */
    roll(dice) {
      const state = dice === undefined ? ask(this, 'rollRandom') : ask(this, 'roll', encode(dice));
      return state.position.dice;
    }

    /** The analysis of the roll being played (jans, points, plays), or null before the roll. */
    analyse() {
      return ask(this, 'analysis');
    }

    /** The legal plays of the roll, while it awaits its play. */
    plays() {
      return ask(this, 'plays');
    }


    /** Whether the mover may choose now between tenir and s'en aller. */
    canLeave() {
      return this.phase() === 'decide';
    }

    /** Tenir ('hold'): play on, the opponent marks; or s'en aller ('leave'): relevé, roll again. */
    decide(decision) {
      return ask(this, 'decide', encode(decision)).position;
    }

    hold() {
      return this.decide('hold');
    }

    leave() {
      return this.decide('leave');
    }

    /** Plays the roll ({moves: []} when nothing can be played); answers the new position. */
    play(play) {
      return ask(this, 'play', encode(play)).position;
    }

    /** The computer's play for the roll being played (one of `plays()`), not played. */
    computerPlay(level) {
      return ask(this, 'computerPlay', encode(level ?? null));
    }

    /** The computer's choice, 'hold' or 'leave', while the game awaits it; not made (`decide`). */
    computerDecision(level) {
      return ask(this, 'computerDecision', encode(level ?? null));
    }

    /** The legal plays of the roll being played, ranked: as `hints(position)`. */
    hints() {
      return ask(this, 'hints');
    }

    /**
     * The maître's values of the tenir or s'en aller awaited, `{unit, best, hold, leave, cost}`:
     * what `review` will say of the decision once made, without replaying the game.
     */
    decisionValues() {
      return ask(this, 'decisionValues');
    }

    /** The review of `side`'s rolls so far: as `review(this.toRecord(), side)`. */
    review(side) {
      return ask(this, 'review', encode(side ?? null));
    }

    /**
     * What the computer marks of the roll being played, in the mode where it makes mistakes, as
     * `checkEcole` reads it: its points wrong with probability `mistakeRate` (0 to 1), drawn from
     * the game's seed and the roll's number.
     */
    computerMarks(mistakeRate = 0) {
      if (typeof mistakeRate !== 'number' || !(mistakeRate >= 0 && mistakeRate <= 1)) {
        throw bad('mistakeRate is a number from 0 to 1');
      }
      return ask(this, 'computerMarks', mistakeRate);
    }

    /**
     * The sides marked the last roll themselves (`checkEcole`'s `marked`): answers the école
     * verdict; the score becomes its `score_with_ecoles`, and the record keeps the marks.
     */
    markEcole(marked) {
      return ask(this, 'markEcole', encode(marked ?? null));
    }

    /**
     * The opponent's rights after an école on the last roll (docs/rules/ecole.md, "The
     * opponent's rights"): `{open: [{droit, to, over}], exercised: [{droit, by, jeton?, play?}],
     * chain: {points, last_by, last_right, next, next_right} | null}`.
     */
    droits() {
      return ask(this, 'droits');
    }

    /**
     * Exercises a right: `{droit, by?, jeton?, play?}` (`droit` one of `refuse-leave`,
     * `acquiesce`, `force-fill` with `play`, `forbid-fill`, `choose-jeton` with `jeton`
     * `first`/`second`, `contest-ecole`). A right not open is `no-right` and changes nothing.
     */
    exercise(droit) {
      ask(this, 'exercise', encode(droit ?? null));
    }

    /** Refuses the leave of a side that marked more trous than it won (000 ÉCOLE DE POINTS). */
    refuseLeave() {
      this.exercise({ droit: 'refuse-leave' });
    }

    /** Acquiesces to the other side's leave: it stands (000 S'EN ALLER SUR UNE ÉCOLE). */
    acquiesce() {
      this.exercise({ droit: 'acquiesce' });
    }

    /** Makes the side fill the plein it marked and did not make, by `play` (000 ÉCOLE RÉTROACTIVE). */
    forceFill(play) {
      this.exercise({ droit: 'force-fill', play });
    }

    /** Keeps the side from filling: its play stands (000 ÉCOLE RÉTROACTIVE). */
    forbidFill() {
      this.exercise({ droit: 'forbid-fill' });
    }

    /** In a double marque, leaves the `first` or the `second` jeton standing (000 DOUBLE MARQUE). */
    chooseJeton(jeton) {
      this.exercise({ droit: 'choose-jeton', jeton });
    }

    /** Says the école last marked was false (000 AUGMENTATION D'ÉCOLE): the chain as it now stands. */
    contestEcole() {
      this.exercise({ droit: 'contest-ecole' });
      return this.droits().chain;
    }

    /** The computer, as `side`, exercises every right open to it: the rights exercised. */
    computerDroits(side) {
      return ask(this, 'computerDroits', encode(side ?? null));
    }

    /**
     * The mover's play as he made it at the table (docs/rules/fausse-case.md), in a game made with
     * `{fausseCase: true}`: `{moves: [[from, to], …], touched?, adoube?}`, each dame as put down, a
     * dame tout d'une as one move. A legal play is played (answers null); a fausse case is held
     * pending and its verdict answered ({fausse_case, kinds, consummated, options, points}).
     */
    attempt(attempt) {
      return ask(this, 'attempt', encode(attempt ?? null));
    }

    /** The fausse case awaiting the opponent's choice, {attempt, verdict}, or null. */
    pendingFausseCase() {
      return ask(this, 'faussePending');
    }

    /**
     * The opponent's choice for the pending fausse case: `option`, an index into the verdict's
     * options, and for a `replay` option the mover's play among its `plays`. Answers the position.
     */
    resolveFausseCase(option, replay = null) {
      if (!Number.isInteger(option) || option < 0 || option >= 2 ** 32) throw bad('option is a whole number 0 to 2³²−1');
      return ask(this, 'resolveFausse', option, encode(replay ?? null)).position;
    }

    /** The computer's choice as the opponent of the pending fausse case: an index into its options. */
    computerFausseOption() {
      return ask(this, 'computerFausseOption');
    }

    /** Takes back the last step (roll, decision, play or marks); false when there is none. */
    undo() {
      live(this);
      try {
        ask(this, 'undo');
        return true;
      } catch (e) {
        if (e instanceof TablierError && e.code === 'bad-request') return false;
        throw e;
      }
    }

    /** Every roll so far: who, the dice, the points and trous, the decision, the play, the score. */
    history() {
      return ask(this, 'history');
    }

    /**
     * Every roll from the `from`-th (0: the first) on, with its positions: before the throw, as
     * thrown and marked (`rolled`), after the play; its analysis, the points and trous it gave,
     * the decision, the play, the score, and what the sides marked themselves (`hand`).
     */
    frames(from = 0) {
      return ask(this, 'frames', fromIndex(from));
    }

    /** Both sides' marks. */
    score() {
      return this.#now().position.score;
    }

    /**
     * Puts in the score as the sides marked the last roll, or with an école marked on it
     * (`checkEcole`'s `score` / `score_with_ecoles`): from the roll until the next roll. A record
     * keeps marks, not scores: prefer `markEcole`.
     */
    setScore(score) {
      return ask(this, 'setScore', encode(score)).position;
    }

    /** Whether a side has its 12 trous (RULINGS 12). */
    isOver() {
      return this.phase() === 'over';
    }

    winner() {
      return this.#now().winner ?? null;
    }

    toNotation() {
      return toNotation(this.position());
    }

    /**
     * The game's record (docs/record.md): every roll as marked and played, and the dice
     * generator, replayable anywhere (`tablier replay`).
     */
    toRecord() {
      return ask(this, 'toRecord');
    }

    /** The record, as `toRecord()`: `JSON.stringify(game)` writes it. */
    toJSON() {
      return this.toRecord();
    }

    /** A game again from its record (an object or its JSON text), every step checked. */
    static fromRecord(record) {
      return new Game(ADOPT, fromRecordHandle((t) => raw.Partie.fromRecord(t), record));
    }

    /** The same as `fromRecord`: what `toJSON` wrote. */
    static fromJSON(record) {
      return Game.fromRecord(record);
    }
  }

  /**
   * A partie of Jacquet (003): manches to an agreed score, each opened by the first throw (one
   * die each, the higher starts, ties thrown again). A handle on the engine's partie: the score,
   * the history and undo, the dice generator, the record and the computer's play are the
   * engine's. `free()` (or `using`) as for `Game`.
   */
  class JacquetGame {
    // The partie's state as the engine holds it now: {position, phase, winner, score}.
    #now() {
      return ask(this, 'state');
    }

    constructor(options = {}) {
      if (options === ADOPT) {
        adopt(this, arguments[1]);
        return;
      }
      ensureReady();
      const o = checkKeys(options, ['seed', 'options', 'target'], '{seed?, options?, target?}');
      const args = [encode(o.options ?? null), encode(o.target ?? null), seedText(o.seed)];
      adopt(this, made(() => new raw.JacquetPartie(...args)));
    }

    /** Gives the engine's memory for this partie back now; the partie is unusable after. */
    free() {
      free(this);
    }

    [dispose]() {
      this.free();
    }

    /**
     * The first throw of a manche: White's die and Black's ([w, b]; the generator's when absent).
     * Answers the side that starts, or null on equal dice (throw again).
     */
    firstThrow(dice) {
      return dice === undefined ? ask(this, 'firstThrowRandom') : ask(this, 'firstThrow', encode(dice));
    }

    /** The side to play throws both dice (these, or the generator's); answers them. */
    roll(dice) {
      const state = dice === undefined ? ask(this, 'rollRandom') : ask(this, 'roll', encode(dice));
      return state.position.dice;
    }

    /** The legal plays of the roll under the variants (empty: nothing can be played). */
    plays() {
      return ask(this, 'plays');
    }


    /** The computer's play for the roll (one of `plays()`), not played. */
    computerPlay(level) {
      return ask(this, 'computerPlay', encode(level ?? null));
    }

    /**
     * Plays the roll; answers the position. When the play ends a manche its winner marks its
     * points and, unless the partie is won, a new manche waits for its first throw.
     */
    play(play) {
      return ask(this, 'play', encode(play)).position;
    }

    /** Takes back the last step (first throw, roll or play); false when there is none. */
    undo() {
      live(this);
      try {
        ask(this, 'undo');
        return true;
      } catch (e) {
        if (e instanceof TablierError && e.code === 'bad-request') return false;
        throw e;
      }
    }

    /** 'first' (the first throw of a manche), 'roll', 'play' or 'over' (the partie is won). */
    phase() {
      return this.#now().phase;
    }
    position() {
      return this.#now().position;
    }
    turn() {
      return this.#now().position.turn;
    }
    dice() {
      return this.#now().position.dice ?? null;
    }
    /** Each first throw ({first: [w, b], starter}) and each roll played ({turn, dice, play, result, end?}). */
    history() {
      return ask(this, 'history');
    }
    /**
     * Every roll from the `from`-th (0: the first) on, with its positions: before the throw, as
     * thrown, after the play; its legal plays, the play, and the manche's result when it ended it.
     */
    frames(from = 0) {
      return ask(this, 'frames', fromIndex(from));
    }
    /** The partie's points: what each side has marked for its manches won. */
    score() {
      return this.#now().score;
    }
    /** The manches played to their end, each {winner, points}. */
    manches() {
      return JSON.parse(live(this).manches());
    }
    target() {
      return live(this).target();
    }
    /** The variants played, every one named. */
    options() {
      return JSON.parse(live(this).options());
    }
    isOver() {
      return this.phase() === 'over';
    }
    /** The side that reached the target, or null. */
    winner() {
      return this.#now().winner ?? null;
    }
    /** The partie's record (docs/record.md: version 3, `"game": "jacquet"`). */
    toRecord() {
      return JSON.parse(live(this).toRecord());
    }
    /** The record, as `toRecord()`. */
    toJSON() {
      return this.toRecord();
    }
    /** A partie again from its record (an object or its JSON text), every step checked. */
    static fromRecord(record) {
      return new JacquetGame(ADOPT, fromRecordHandle((t) => raw.JacquetPartie.fromRecord(t), record));
    }
    /** The same as `fromRecord`. */
    static fromJSON(record) {
      return JacquetGame.fromRecord(record);
    }
  }

  // A `Game` over a handle made elsewhere (a marqué of `PartieAEcrire`, js/ecrire.js), and
  // whether a game still has its handle (not freed).
  const adoptGame = (handle) => new Game(ADOPT, handle);
  const holds = (game) => handles.has(game);

  // The questions of a roll being played, asked of the game under its own rules (the provinciale
  // rule, Jacquet's variants) where the stateless ones answer by the default rules; the same on
  // both classes (their types and words: tablier.d.ts).
  const rollQuestions = {
    /** {from: [to, …]}: the legal next single-die moves once `soFar` of the roll are made. */
    destinations(soFar) {
      return ask(this, 'destinations', encode(soFar ?? null));
    },
    /** Null when the move [from, to] may be made after `soFar`, else the rule it breaks. */
    refusal(soFar, move) {
      return ask(this, 'refusal', encode(soFar ?? null), encode(move));
    },
    /** {spent, moves: [{moves, dice}], complete}: the roll's moves once `soFar` are made. */
    moves(soFar) {
      return ask(this, 'moves', encode(soFar ?? null));
    },
  };
  for (const Class of [Game, JacquetGame]) {
    for (const [name, method] of Object.entries(rollQuestions)) {
      Object.defineProperty(Class.prototype, name, { value: method, writable: true, configurable: true });
    }
  }

  return { Game, JacquetGame, adoptGame, holds };
}
