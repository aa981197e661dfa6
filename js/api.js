// The public API of the package `tablier`, over the raw exports of the WebAssembly module.
// Shared by the browser entry (ESM) and the Node entries (build-pkg.sh derives api.cjs from
// this file): it holds no rule, only the shape of the API — values as JSON text across the
// boundary, errors as `TablierError`, and the `Game` class over the engine's `Partie`.

export function makeApi(raw, ready) {
  /** An input the engine refuses: `code` is stable (translate it), `message` is English. */
  class TablierError extends Error {
    constructor(code, message) {
      super(message);
      this.name = 'TablierError';
      this.code = code;
    }
  }

  // Values cross as JSON text, one string each way (the cheapest crossing). `undefined` goes
  // as null; a getter or proxy that throws, a cycle or a BigInt is refused here, before the
  // engine sees anything, so no JS exception ever unwinds through the module.
  function encode(v) {
    let text;
    try {
      text = JSON.stringify(v);
    } catch (e) {
      throw new TablierError('bad-json', `not plain JSON data: ${e && e.message ? e.message : e}`);
    }
    return text === undefined ? 'null' : text;
  }

  // Every answer of the engine is an envelope: {ok: true, value} or {ok: false, error}.
  function decode(text) {
    const r = JSON.parse(text);
    if (r.ok) return r.value;
    throw new TablierError(r.error.code, r.error.message);
  }

  function ensureReady() {
    if (!ready()) {
      throw new TablierError('not-initialised', 'the engine is not loaded yet: await init() first');
    }
  }

  // Runs one call of the module and decodes its envelope.
  function invoke(thunk) {
    let out;
    try {
      out = thunk();
    } catch (e) {
      // The module itself failed (never an input's fault): say so, not "bad input".
      throw new TablierError('engine-failure', `the engine failed: ${e && e.message ? e.message : e}`);
    }
    return decode(out);
  }

  // Calls an export of the module with the arguments as JSON text and decodes its envelope.
  // The computer player's exports (the page's build only) are called so, directly.
  function direct(fn, ...args) {
    ensureReady();
    const t = args.map(encode);
    return invoke(() => fn(...t));
  }

  // The module has one entry for every stateless function (src/wasm.rs `engine`): the
  // function's name, then its arguments as JSON text ('' for those it does not take).
  const call = (op, ...args) =>
    direct((a = '', b = '', c = '', d = '') => raw.engine(op, a, b, c, d), ...args);

  const analyse = (position) => call('analyse', position);
  const legalPlays = (position) => call('legalPlays', position);
  const applyPlay = (position, play) => call('applyPlay', position, play);
  const checkPlay = (position, play) => {
    call('applyPlay', position, play);
  };
  const toNotation = (position) => call('toNotation', position);
  const fromNotation = (text) => call('fromNotation', text);
  const startPosition = (game) => call('start', game);
  const withDice = (position, dice) => call('withDice', position, dice);
  const version = () => (ready() ? call('version') : undefined);

  /** Never throws: `{ok: true, position}` (normalised) or `{ok: false, error: {code, message}}`. */
  function validate(position) {
    try {
      return { ok: true, position: call('validate', position) };
    } catch (e) {
      if (e instanceof TablierError) return { ok: false, error: { code: e.code, message: e.message } };
      return { ok: false, error: { code: 'engine-failure', message: String(e && e.message ? e.message : e) } };
    }
  }

  const copy = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
  // Calls a method of the engine's Partie: arguments as JSON text, the envelope decoded.
  // And one entry for the methods of a game (`Partie.call`), the argument as JSON text.
  const method = (partie, name, ...args) => direct((arg = '') => partie.call(name, arg), ...args);

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
        this.#dice = call('seedState', options.seed);
        this.#seed = options.seed;
      }
      this.load(position ?? null);
    }

    #do(name, ...args) {
      this.#state = method(this.#partie, name, ...args);
    }

    /**
     * Starts again from a position (INTERCHANGE object or compact notation; null: the start).
     * Dice in the position are the roll just thrown: its points are marked at once.
     */
    load(position) {
      if (!this.#partie) {
        ensureReady();
        this.#partie = new raw.Partie();
      }
      this.#do('load', position ?? null);
      return this;
    }

    /** The present position, its score holding every mark so far (a copy). */
    position() {
      return copy(this.#state.position);
    }

    /** The position this game started from. */
    startPosition() {
      return method(this.#partie, 'start');
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
        const r = call('rollDice', this.#dice);
        d = r.dice;
        state = r.state;
      }
      this.#do('roll', d);
      this.#dice = state;
      return this.dice();
    }

    /** The analysis of the roll being played (jans, points, plays), or null before the roll. */
    analyse() {
      return method(this.#partie, 'analysis');
    }

    /** The legal plays of the roll, while it awaits its play. */
    plays() {
      return method(this.#partie, 'plays');
    }

    /** Whether the mover may choose now between tenir and s'en aller. */
    canLeave() {
      return this.#state.phase === 'decide';
    }

    /** Tenir ('hold'): play on, the opponent marks; or s'en aller ('leave'): relevé, roll again. */
    decide(decision) {
      this.#do('decide', decision);
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
      this.#do('play', play);
      return this.position();
    }

    /** Takes back the last step (roll, decision or play); false when there is none. */
    undo() {
      try {
        this.#do('undo');
        return true;
      } catch (e) {
        if (e instanceof TablierError && e.code === 'bad-request') return false;
        throw e;
      }
    }

    /** Every roll so far: who, the dice, the points and trous, the decision, the play, the score. */
    history() {
      return method(this.#partie, 'turns');
    }

    /** Both sides' marks. */
    score() {
      return copy(this.#state.position.score);
    }

    /**
     * Puts in the score as the sides marked the last roll, or with an école marked on it
     * (`checkEcole`'s `score` / `score_with_ecoles`): from the roll until the next roll.
     */
    setScore(score) {
      this.#do('setScore', score);
      return this.position();
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

    /**
     * A game again from what `toJSON` wrote: its start, every roll replayed through the engine
     * (dice, decision, play), and the dice generator where it was. A record the rules refuse at
     * some roll throws that roll's error.
     */
    static fromJSON(json) {
      if (json === null || typeof json !== 'object' || !Array.isArray(json.history)) {
        throw new TablierError('bad-request', 'a game record is what Game.toJSON() writes: {start, history, …}');
      }
      const g = new Game(json.start ?? null, json.seed === null || json.seed === undefined ? {} : { seed: json.seed });
      for (const [i, turn] of json.history.entries()) {
        if (turn === null || typeof turn !== 'object') {
          throw new TablierError('bad-request', `roll ${i + 1} of the record is not an object`);
        }
        g.roll(turn.dice);
        if (turn.decision !== null && turn.decision !== undefined) g.decide(turn.decision);
        if (turn.play !== null && turn.play !== undefined) g.play(turn.play);
        // A score put in by hand (setScore: marks or an école) is put in again.
        if (turn.score && g.phase() !== 'over' && JSON.stringify(turn.score) !== JSON.stringify(g.score())) {
          g.setScore(turn.score);
        }
      }
      if (json.diceState !== undefined) {
        if (json.diceState !== null && !(Number.isInteger(json.diceState) && json.diceState >= 0 && json.diceState < 2 ** 32)) {
          throw new TablierError('bad-request', 'diceState is a whole number 0 to 2³²−1, or null');
        }
        g.#dice = json.diceState;
      }
      return g;
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
    JacquetGame: makeJacquetGame(raw, call, TablierError, copy),
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
    ...ecoleAndComputer(raw, call, direct),
  };
}

// Jacquet (003): a partie of manches to an agreed score. The engine answers, for a rolled
// position under the variants, the legal plays, the position a play leaves with the manche's
// result when it ends (who won, how many points), and the computer's play (one stateless export,
// `jacquet`); this class keeps the partie: the first throw, the score, the history, undo.
function makeJacquetGame(raw, call, TablierError, copy) {
  const bad = (m) => new TablierError('bad-request', m);

  /** A partie of Jacquet: first throw (one die each, higher starts, ties throw again), rolls, plays. */
  return class JacquetGame {
    #s; // {position, phase, score, manches, history, dice}: JSON, copied whole for undo
    #undo = [];
    #options;
    #target;
    #seed = null;

    constructor(options = {}) {
      if (options === null || typeof options !== 'object') throw bad('options are an object {seed?, options?, target?}');
      for (const k of Object.keys(options)) {
        if (!['seed', 'options', 'target'].includes(k)) throw bad(`unknown option ${JSON.stringify(k)}`);
      }
      const t = options.target ?? 5;
      if (!Number.isInteger(t) || t < 1) throw bad('target is a whole number of points, at least 1');
      this.#target = t;
      this.#options = copy(options.options ?? {});
      const position = call('start', 'jacquet');
      // Checks the variants now rather than at the first roll.
      call('jacquet', { ...position, dice: [1, 2] }, this.#options, null);
      let dice = null;
      if (options.seed !== undefined) {
        dice = call('seedState', options.seed);
        this.#seed = options.seed;
      }
      this.#s = { position, phase: 'first', score: { white: 0, black: 0 }, manches: [], history: [], dice };
    }

    #step(f) {
      const before = JSON.stringify(this.#s);
      const s = JSON.parse(before);
      const out = f(s);
      this.#undo.push(before);
      this.#s = s;
      return out;
    }

    #throw(s, dice) {
      if (dice !== undefined) return call('withDice', s.position, dice).dice;
      const r = call('rollDice', s.dice);
      s.dice = r.state;
      return r.dice;
    }

    /**
     * The first throw of a manche: White's die and Black's ([w, b]; the generator's when absent).
     * Answers the side that starts, or null on equal dice (throw again).
     */
    firstThrow(dice) {
      if (this.#s.phase !== 'first') throw bad(`not the first throw: the game awaits ${this.#s.phase}`);
      return this.#step((s) => {
        const [w, b] = this.#throw(s, dice);
        const starter = w > b ? 'white' : w < b ? 'black' : null;
        s.history.push({ first: [w, b], starter });
        if (starter) {
          s.position.turn = starter;
          s.phase = 'roll';
        }
        return starter;
      });
    }

    /** The side to play throws both dice (these, or the generator's); answers them. */
    roll(dice) {
      if (this.#s.phase !== 'roll') throw bad(`cannot roll now: the game awaits ${this.#s.phase}`);
      return this.#step((s) => {
        s.position.dice = this.#throw(s, dice);
        s.phase = 'play';
        return [...s.position.dice];
      });
    }

    /** The legal plays of the roll under the variants (empty: nothing can be played). */
    plays() {
      if (this.#s.phase !== 'play') return [];
      return call('jacquet', this.#s.position, this.#options, null);
    }

    /** The computer's play for the roll (src/ai.rs, `choose_jacquet_play`). */
    computerPlay() {
      if (this.#s.phase !== 'play') throw bad(`no roll to play: the game awaits ${this.#s.phase}`);
      return call('jacquet', this.#s.position, this.#options, 'computer');
    }

    /**
     * Plays the roll; answers the position. When the play ends a manche its winner marks its
     * points and, unless the partie is won, a new manche waits for its first throw.
     */
    play(play) {
      if (this.#s.phase !== 'play') throw bad(`no roll to play: the game awaits ${this.#s.phase}`);
      const r = call('jacquet', this.#s.position, this.#options, play);
      this.#step((s) => {
        const side = s.position.turn;
        s.history.push({ turn: side, dice: s.position.dice, play: copy(play), result: r.result });
        // the board the manche ended on, before the talons are set up again
        if (r.result) s.history[s.history.length - 1].end = r.position;
        s.position = r.position;
        s.phase = 'roll';
        if (r.result) {
          s.score[r.result.winner] += r.result.points;
          s.manches.push(r.result);
          s.phase = s.score[r.result.winner] >= this.#target ? 'over' : 'first';
          if (s.phase === 'first') s.position = call('start', 'jacquet');
        }
      });
      return this.position();
    }

    /** Takes back the last step (first throw, roll or play); false when there is none. */
    undo() {
      const prev = this.#undo.pop();
      if (prev === undefined) return false;
      this.#s = JSON.parse(prev);
      return true;
    }

    /** 'first' (the first throw of a manche), 'roll', 'play' or 'over' (the partie is won). */
    phase() {
      return this.#s.phase;
    }
    position() {
      return copy(this.#s.position);
    }
    turn() {
      return this.#s.position.turn;
    }
    dice() {
      return this.#s.position.dice ? [...this.#s.position.dice] : null;
    }
    /** Each first throw ({first: [w, b], starter}) and each roll ({turn, dice, play, result}). */
    history() {
      return copy(this.#s.history);
    }
    /** The partie's points: what each side has marked for its manches won. */
    score() {
      return copy(this.#s.score);
    }
    /** The manches played to their end, each {winner, points}. */
    manches() {
      return copy(this.#s.manches);
    }
    target() {
      return this.#target;
    }
    options() {
      return copy(this.#options);
    }
    isOver() {
      return this.#s.phase === 'over';
    }
    /** The side that reached the target, or null. */
    winner() {
      if (this.#s.phase !== 'over') return null;
      return this.#s.score.white >= this.#target ? 'white' : 'black';
    }
    toJSON() {
      return { ...copy(this.#s), target: this.#target, options: this.options(), seed: this.#seed };
    }

    /**
     * A partie again from what `toJSON` wrote: every first throw, roll and play replayed through
     * the engine (a step the rules refuse throws its error), the dice generator where it was.
     */
    static fromJSON(json) {
      if (json === null || typeof json !== 'object' || !Array.isArray(json.history)) {
        throw bad('a Jacquet record is what JacquetGame.toJSON() writes: {history, target, options, …}');
      }
      const o = { target: json.target ?? 5, options: json.options ?? {} };
      if (json.seed !== null && json.seed !== undefined) o.seed = json.seed;
      const g = new JacquetGame(o);
      for (const [i, h] of json.history.entries()) {
        if (h === null || typeof h !== 'object') throw bad(`step ${i + 1} of the record is not an object`);
        if (h.first) g.firstThrow(h.first);
        else {
          g.roll(h.dice);
          g.play(h.play);
        }
      }
      // Saved between a roll and its play: the roll is in the position, not yet in the history.
      if (json.phase === 'play' && json.position && Array.isArray(json.position.dice)) g.roll(json.position.dice);
      if (json.dice !== undefined) {
        if (json.dice !== null && !(Number.isInteger(json.dice) && json.dice >= 0 && json.dice < 2 ** 32)) {
          throw bad('dice is the generator state, a whole number 0 to 2³²−1, or null');
        }
        g.#s.dice = json.dice;
      }
      g.#undo = [];
      return g;
    }
  };
}

// The école check and the computer player (src/wasm/ecole.rs, src/wasm/ai.rs), over `call` of
// makeApi: JSON text in, the envelope decoded, a refusal thrown as TablierError.
function ecoleAndComputer(raw, call, direct) {
  /** What the sides marked for the position's roll against what they had to (`tablier ecole`). */
  const checkEcole = (position, marked) => call('checkEcole', position, marked ?? null);
  /** The same without a board: the score before the roll, who rolled, the points each side won. */
  const checkEcolePoints = (score, mover, points, marked) =>
    call('checkEcolePoints', score ?? null, mover, points, marked ?? null);
  // The computer player is in the page's build of the module only (`--features computer`); the
  // npm package leaves it out, and these two are then undefined.
  if (typeof raw.choosePlay !== 'function') return { checkEcole, checkEcolePoints };
  /** The computer's play for the position's roll: one of `legalPlays(position)`. */
  const choosePlay = (position, level) => direct(raw.choosePlay, position, level ?? null);
  /**
   * Tenir or s'en aller, for the position a Game shows awaiting that decision (phase `decide`:
   * the roll's dice, the mover's points marked, the opponent's not yet).
   */
  const chooseDecision = (position, level) => direct(raw.chooseDecision, position, level ?? null);
  return { checkEcole, checkEcolePoints, choosePlay, chooseDecision };
}
