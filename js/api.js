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

  const copy = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
  // Reads an envelope answered by a method of the engine's Partie.
  const unwrap = (r) => {
    if (r.ok) return r.value;
    throw new TablierError(r.error.code, r.error.message);
  };

  /**
   * A game of Trictrac in progress, in the manner of chess.js: roll, mark, tenir or s'en aller,
   * play, to 12 trous. The whole-game rules are the engine's (its `Partie`); this class keeps the
   * dice generator and answers plain JSON.
   */
  class Game {
    #partie;
    #state;
    #dice = null; // the seeded generator's state; null: platform randomness
    #seed = null;

    constructor(position, options = {}) {
      if (options === null || typeof options !== 'object') {
        throw new TablierError('bad-request', 'options are an object {seed?, game?}');
      }
      for (const k of Object.keys(options)) {
        if (k !== 'seed' && k !== 'game') {
          throw new TablierError('bad-request', `unknown option ${JSON.stringify(k)}`);
        }
      }
      if (options.game !== undefined && options.game !== 'trictrac') {
        throw new TablierError(
          'bad-request',
          `Game plays a partie of Trictrac, not ${JSON.stringify(options.game)}; for Jacquet use the stateless functions`,
        );
      }
      if (options.seed !== undefined) {
        this.#dice = call(raw.seedState, options.seed);
        this.#seed = options.seed;
      }
      this.load(position ?? null);
    }

    #refresh() {
      this.#state = unwrap(this.#partie.state());
    }

    /**
     * Starts again from a position (INTERCHANGE object or compact notation; null: the start).
     * Dice in the position are the roll just thrown: its points are marked at once.
     */
    load(position) {
      const partie = call(raw.newPartie, position ?? null);
      if (this.#partie) this.#partie.free();
      this.#partie = partie;
      this.#refresh();
      return this;
    }

    /** The present position, its score holding every mark so far (a copy). */
    position() {
      return copy(this.#state.position);
    }

    /** The position this game started from. */
    startPosition() {
      return unwrap(this.#partie.start());
    }

    /** What the game awaits: 'roll', 'decide' (tenir or s'en aller), 'play' or 'over'. */
    phase() {
      return this.#state.phase;
    }

    turn() {
      return this.#state.position.turn;
    }

    /** The dice of the roll being played, or null. */
    dice() {
      return this.#state.position.dice ? [...this.#state.position.dice] : null;
    }

    /**
     * Throws the dice for the side to play: these, or the generator's. The roll's points are
     * marked at once, the mover's first. Answers the dice.
     */
    roll(dice) {
      let d = dice;
      let state = this.#dice;
      if (d === undefined) {
        if (this.#state.phase !== 'roll') {
          throw new TablierError('bad-request', `cannot roll now: the game awaits ${this.#state.phase}`);
        }
        const r = call(raw.rollDice, this.#dice);
        d = r.dice;
        state = r.state;
      }
      unwrap(this.#partie.roll(plain(d)));
      this.#dice = state;
      this.#refresh();
      return this.dice();
    }

    /** The analysis of the roll being played (jans, points, plays), or null before the roll. */
    analyse() {
      return unwrap(this.#partie.analysis());
    }

    /** The legal plays of the roll, while it awaits its play. */
    plays() {
      return unwrap(this.#partie.plays());
    }

    /** Whether the mover may choose now between tenir and s'en aller. */
    canLeave() {
      return this.#state.phase === 'decide';
    }

    /** Tenir ('hold'): play on, the opponent marks; or s'en aller ('leave'): relevé, roll again. */
    decide(decision) {
      unwrap(this.#partie.decide(decision));
      this.#refresh();
      return this.position();
    }

    hold() {
      return this.decide('hold');
    }

    leave() {
      return this.decide('leave');
    }

    /** Plays the roll ({moves: []} when nothing can be played); answers the new position. */
    play(play) {
      unwrap(this.#partie.play(plain(play)));
      this.#refresh();
      return this.position();
    }

    /** Takes back the last step (roll, decision or play); false when there is none. */
    undo() {
      const r = this.#partie.undo();
      if (!r.ok) return false;
      this.#refresh();
      return true;
    }

    /** Every roll so far: who, the dice, the points and trous, the decision, the play, the score. */
    history() {
      return unwrap(this.#partie.turns());
    }

    /** Both sides' marks. */
    score() {
      return copy(this.#state.position.score);
    }

    /** Whether a side has its 12 trous (RULINGS 12). */
    isOver() {
      return this.#state.phase === 'over';
    }

    winner() {
      return this.#state.winner ?? null;
    }

    toNotation() {
      return toNotation(this.#state.position);
    }

    /** The start, the present position, the history and the dice generator. */
    toJSON() {
      return {
        start: this.startPosition(),
        position: this.position(),
        phase: this.#state.phase,
        history: this.history(),
        seed: this.#seed,
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
