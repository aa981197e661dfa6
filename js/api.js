// The public API of the package `tablier`, over the raw exports of the WebAssembly module.
// Shared by the browser entry (ESM) and the Node entries (build-pkg.sh derives api.cjs from
// this file): it holds no rule, only the shape of the API — errors as `TablierError`, and the
// `Game` class that keeps a game's state between stateless engine calls.

export function makeApi(raw, ready) {
  /** An input the engine refuses: `code` is stable (translate it), `message` is English. */
  class TablierError extends Error {
    constructor(code, message) {
      super(message);
      this.name = 'TablierError';
      this.code = code;
    }
  }

  // Objects cross as plain JSON data: a getter or proxy that throws, a cycle or a BigInt is
  // refused here, before the engine reads it, so that no JS exception unwinds through the module.
  function plain(v) {
    if (v === null || typeof v !== 'object') return v;
    let text;
    try {
      text = JSON.stringify(v);
    } catch (e) {
      throw new TablierError('bad-json', `not plain JSON data: ${e && e.message ? e.message : e}`);
    }
    return JSON.parse(text);
  }

  // Every raw export answers {ok, value} or {ok: false, error: {code, message}} and never throws;
  // a throw here is the module itself failing, reported as such rather than as a bad input.
  function call(fn, ...args) {
    if (!ready()) {
      throw new TablierError('not-initialised', 'the engine is not loaded yet: await init() first');
    }
    const data = args.map(plain);
    let r;
    try {
      r = fn(...data);
    } catch (e) {
      throw new TablierError('engine-failure', `the engine failed: ${e && e.message ? e.message : e}`);
    }
    if (r.ok) return r.value;
    throw new TablierError(r.error.code, r.error.message);
  }

  const analyse = (position) => call(raw.analyse, position);
  const legalPlays = (position) => call(raw.legalPlays, position);
  const applyPlay = (position, play) => call(raw.applyPlay, position, play);
  const checkPlay = (position, play) => {
    call(raw.checkPlay, position, play);
  };
  const toNotation = (position) => call(raw.toNotation, position);
  const fromNotation = (text) => call(raw.fromNotation, text);
  const startPosition = (game) => call(raw.start, game);
  const withDice = (position, dice) => call(raw.withDice, position, dice);
  const version = () => (ready() ? raw.version() : undefined);

  /** Never throws: `{ok: true, position}` (normalised) or `{ok: false, error: {code, message}}`. */
  function validate(position) {
    if (!ready()) {
      return {
        ok: false,
        error: { code: 'not-initialised', message: 'the engine is not loaded yet: await init() first' },
      };
    }
    try {
      const r = raw.validate(plain(position));
      return r.ok ? { ok: true, position: r.value } : { ok: false, error: r.error };
    } catch (e) {
      if (e instanceof TablierError) return { ok: false, error: { code: e.code, message: e.message } };
      return { ok: false, error: { code: 'engine-failure', message: String(e && e.message ? e.message : e) } };
    }
  }

  const TROUS_TO_WIN = 12;
  const copy = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

  /**
   * A game in progress, in the manner of chess.js: it keeps the position, the dice generator
   * and the history; every rule question goes to the engine.
   */
  class Game {
    #position;
    #history = [];
    #dice = null; // the seeded generator's state; null: platform randomness
    #seed = undefined;

    constructor(position, options = {}) {
      if (options === null || typeof options !== 'object') {
        throw new TablierError('bad-request', 'options are an object {seed?, game?}');
      }
      const known = new Set(['seed', 'game']);
      for (const k of Object.keys(options)) {
        if (!known.has(k)) throw new TablierError('bad-request', `unknown option ${JSON.stringify(k)}`);
      }
      if (options.seed !== undefined) {
        this.#seed = options.seed;
        this.#dice = call(raw.seedState, options.seed);
      }
      if (position === undefined || position === null) {
        this.#position = startPosition(options.game);
      } else {
        this.load(position);
        if (options.game !== undefined && this.#position.game !== options.game) {
          throw new TablierError(
            'bad-request',
            `the position is of ${this.#position.game}, not ${JSON.stringify(options.game)}`,
          );
        }
      }
    }

    /** Replaces the position (INTERCHANGE object or compact notation) and clears the history. */
    load(position) {
      const r = validate(position);
      if (!r.ok) throw new TablierError(r.error.code, r.error.message);
      this.#position = r.position;
      this.#history = [];
      return this;
    }

    /** The present position, as an INTERCHANGE object (a copy). */
    position() {
      return copy(this.#position);
    }

    turn() {
      return this.#position.turn;
    }

    /** The dice of the side to play, or null before the roll. */
    dice() {
      return this.#position.dice ? [...this.#position.dice] : null;
    }

    /** Rolls for the side to play: the given dice, or the generator's. Answers the dice. */
    roll(dice) {
      if (this.isOver()) throw new TablierError('bad-request', 'the game is over');
      if (this.#position.dice) {
        throw new TablierError('bad-request', `${this.#position.turn} has rolled already: play first`);
      }
      let d = dice;
      let state = this.#dice;
      if (d === undefined) {
        const r = call(raw.rollDice, this.#dice);
        d = r.dice;
        state = r.state;
      }
      this.#position = withDice(this.#position, d);
      this.#dice = state;
      return [...this.#position.dice];
    }

    /** The analysis of the present roll: jans, points, plays. */
    analyse() {
      return analyse(this.#position);
    }

    /** The legal plays of the present roll. */
    plays() {
      return legalPlays(this.#position);
    }

    /** Plays a legal play of the present roll; answers the new position. */
    play(play) {
      const next = applyPlay(this.#position, play);
      this.#history.push({ before: this.#position, play: copy(play) });
      this.#position = next;
      return copy(next);
    }

    /** Takes back the last play (its roll stays rolled); answers it, or null if there is none. */
    undo() {
      const last = this.#history.pop();
      if (!last) return null;
      this.#position = last.before;
      return { turn: last.before.turn, dice: [...last.before.dice], play: copy(last.play) };
    }

    /** The plays so far, oldest first: who played, with which dice, what. */
    history() {
      return this.#history.map((h) => ({ turn: h.before.turn, dice: [...h.before.dice], play: copy(h.play) }));
    }

    /** Both sides' marks. */
    score() {
      return copy(this.#position.score);
    }

    /** Whether a side has won the 12 trous of the partie ordinaire (RULINGS 12). */
    isOver() {
      return this.winner() !== null;
    }

    winner() {
      const s = this.#position.score;
      if (s.white.holes >= TROUS_TO_WIN) return 'white';
      if (s.black.holes >= TROUS_TO_WIN) return 'black';
      return null;
    }

    toNotation() {
      return toNotation(this.#position);
    }

    /** The position, the history and the dice generator: enough to resume the game. */
    toJSON() {
      return {
        position: copy(this.#position),
        history: this.history(),
        seed: this.#seed === undefined ? null : this.#seed,
        diceState: this.#dice,
      };
    }
  }

  return {
    TablierError,
    Game,
    analyse,
    legalPlays,
    applyPlay,
    checkPlay,
    validate,
    toNotation,
    fromNotation,
    startPosition,
    withDice,
    version,
  };
}
