// The game classes of the package `tablier`: `Game` (Trictrac) and `JacquetGame`, each a handle on
// the engine's own game object (the raw classes `Partie` and `JacquetPartie` of
// crates/tablier-wasm/src/games.rs). A `Game` may be a marqué of a partie à écrire, lent by it
// (src/service/marque.rs): then any call may be refused, so `Game` asks every question through
// `ask`, which turns a refusal into a `TablierError`. A raw method the class does not write itself
// is forwarded as it is (`forwardMethods`): below are only the methods that do something more.
// The game's state, history, undo, dice generator, record and the computer's choices are the
// engine's; a class only turns values into JSON text and back and keeps no copy of its own: every
// getter asks the engine (a crossing costs a few µs, about what a deep copy of a kept state cost:
// benches/node/getters.mjs), so that nothing it answers can be older than the game, a marqué moved
// by its partie's `stepComputer` included.

// `partial`: the raw classes of a module built with part of the games (the record module's have
// `fromRecord`, `state` and `frames` alone), whose hand-written names are checked on the others.
export function makeGames(raw, { call, encode, seedText, positionText, checkSize, thrownError, ensureReady, TablierError, toNotation, reading, quote }, { partial = false } = {}) {
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

  // Gives `Class` every method of the raw class `Raw` it does not write itself, as the raw method
  // is: each argument as JSON text (left out: null), as many as the raw method takes; the answer
  // read back from JSON; a refusal a `TablierError` (`ask`, the class's own: a freed handle is
  // refused). Built once from the raw prototype, so that a method added to the bindings is the
  // package's with no line here (docs/package.md, "Adding a method"). `own`: the raw methods the
  // hand-written ones are made of, which are not the package's.
  function forwardMethods(Class, Raw, ask, own) {
    // build-pkg.sh reads the API's names from a module with no exports: nothing to forward then
    if (typeof Raw !== 'function') return;
    // A name listed that the raw class no longer has hides nothing, and the method renamed in
    // the bindings would be forwarded unnoticed: the class is not made (every test fails on it).
    const stale = partial ? [] : own.filter((name) => typeof Raw.prototype[name] !== 'function');
    if (stale.length) throw new Error(`js/games.js: ${Class.name} lists ${stale.join(', ')} as written by hand, which the raw class does not have`);
    for (const name of Object.getOwnPropertyNames(Raw.prototype)) {
      const f = Object.getOwnPropertyDescriptor(Raw.prototype, name).value;
      if (typeof f !== 'function' || name === 'constructor' || name === 'free' || name.startsWith('__')) continue;
      if (own.includes(name) || Object.hasOwn(Class.prototype, name)) continue;
      const arity = f.length;
      const method = {
        [name](...args) {
          const texts = [];
          for (let i = 0; i < arity; i++) texts.push(encode(args[i]));
          return ask(this, name, ...texts);
        },
      }[name];
      Object.defineProperty(method, 'length', { value: arity });
      Object.defineProperty(Class.prototype, name, { value: method, writable: true, configurable: true });
    }
  }

  /**
   * A game of Trictrac in progress, in the manner of chess.js: roll, mark, tenir or s'en aller,
   * play, to 12 trous. A handle on the engine's game (`Partie`): history, undo, the dice
   * generator, the record and the computer's choices are the engine's. `free()` (or `using`)
   * gives its memory back at once; a dropped game is freed when the garbage collector finalises it.
   */
  class Game {
    // Written here, each for the reason its `//` line says; every other method is the raw
    // `Partie`'s, forwarded (`forwardMethods`, below the class).

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

    // Why: the handle leaves the registry too, so that it is freed once.
    /** Gives the engine's memory for this game back now; the game is unusable after. */
    free() {
      free(this);
    }

    [dispose]() {
      this.free();
    }

    // Why: answers the game itself (for chaining), and reads a position as an object or as text.
    /**
     * Starts again from a position (interchange object (docs/interchange.md) or compact notation;
     * null: the start), the dice generator from its seed again. Dice in the position are the roll
     * just thrown: its points are marked at once.
     */
    load(position) {
      ask(this, 'load', position === null || position === undefined ? 'null' : positionText(position));
      return this;
    }

    // Why (position to dice, score, winner, isOver, canLeave): each a field of the one state.
    /** The present position, its score holding every mark so far (a copy). */
    position() {
      return this.#now().position;
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

    // Why: one method over the raw `roll` and `rollRandom`, answering the dice, not the state.
    /**
     * Throws the dice for the side to play: these, or the game's seeded generator's. The roll's
     * points are marked at once, the mover's first. Answers the dice.
     */
    roll(dice) {
      const state = dice === undefined ? ask(this, 'rollRandom') : ask(this, 'roll', encode(dice));
      return state.position.dice;
    }

    /** Whether the mover may choose now between tenir and s'en aller. */
    canLeave() {
      return this.phase() === 'decide';
    }

    // Why (decide, play, setScore, resolveFausseCase): they answer the position, not the state.
    /** Tenir ('hold'): play on, the opponent marks; or s'en aller ('leave'): relevé, roll again. */
    decide(decision) {
      return ask(this, 'decide', encode(decision)).position;
    }

    // Why (hold, leave): shorthands for `decide`.
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

    // Why: the rate is checked here, a number from 0 to 1 (the raw f64 would take anything).
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

    // Why: answers nothing (the rights as they stand are `droits()`).
    /**
     * Exercises a right: `{droit, by?, jeton?, play?}` (`droit` one of `refuse-leave`,
     * `acquiesce`, `force-fill` with `play`, `forbid-fill`, `choose-jeton` with `jeton`
     * `first`/`second`, `contest-ecole`). A right not open is `no-right` and changes nothing.
     */
    exercise(droit) {
      ask(this, 'exercise', encode(droit ?? null));
    }

    // Why (refuseLeave to contestEcole): shorthands for `exercise`, one per right.
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

    /**
     * The opponent's choice for the pending fausse case: `option`, an index into the verdict's
     * options, and for a `replay` option the mover's play among its `plays`. Answers the position.
     */
    resolveFausseCase(option, replay = null) {
      // (the index is checked here: the raw u32 would wrap any number into range)
      if (!Number.isInteger(option) || option < 0 || option >= 2 ** 32) throw bad('option is a whole number 0 to 2³²−1');
      return ask(this, 'resolveFausseCase', option, encode(replay ?? null)).position;
    }

    // Why: answers whether there was a step to take back, where the raw one refuses.
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

    // Why: the index is checked here, a whole number (the raw u32 would wrap any number into range).
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

    // Why: the stateless `toNotation` of the position.
    toNotation() {
      return toNotation(this.position());
    }

    // Why (toJSON, fromJSON, fromRecord): JSON.stringify's protocol, and a class instance made.
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
    // Written here as `Game`'s are, for the same reasons; every other method is the raw
    // `JacquetPartie`'s, forwarded.

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

    // Why (firstThrow, roll): one method over the raw one and its generator's (`…Random`).
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
    isOver() {
      return this.phase() === 'over';
    }
    /** The side that reached the target, or null. */
    winner() {
      return this.#now().winner ?? null;
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

  // Every other method of the raw classes, as it is (their types and words: tablier.d.ts). `state`
  // and the generator's throws are what the hand-written getters, `roll` and `firstThrow` ask.
  forwardMethods(Game, raw.Partie, ask, ['state', 'rollRandom']);
  forwardMethods(JacquetGame, raw.JacquetPartie, ask, ['state', 'rollRandom', 'firstThrowRandom']);

  return { Game, JacquetGame, adoptGame, holds, forwardMethods };
}
