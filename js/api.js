// The public API of the package `tablier`, over the exports of the WebAssembly module
// (src/wasm/bindings.rs). Shared by the browser entry (ESM) and the Node entries (build-pkg.sh
// derives cjs/api.js from this file). It holds no rule: it turns values into the JSON text the
// engine reads, the engine's answers into values, its refusals into `TablierError`, and names
// the exports idiomatically. `Game` is a handle on the engine's own game object.

export function makeApi(raw, ready) {
  /** An input the engine refuses: `code` is stable (translate it), `message` is English. */
  class TablierError extends Error {
    constructor(code, message) {
      super(message);
      this.name = 'TablierError';
      this.code = code;
    }
  }

  /** The longest text the engine reads (1 MiB); longer is refused before it crosses. */
  const MAX_INPUT = 1 << 20;

  function checkSize(text) {
    // A UTF-16 code unit is at least one UTF-8 byte: anything longer is surely over the limit.
    if (text.length > MAX_INPUT) {
      throw new TablierError('too-large', `the input is ${text.length} characters long: at most ${MAX_INPUT} bytes are read`);
    }
    return text;
  }

  // A value as JSON text. `undefined` goes as null (an argument left out); what JSON cannot
  // hold (a function, a symbol, NaN, ±Infinity), a getter or proxy that throws, a cycle or a
  // BigInt is refused here, before the engine sees anything.
  function encode(v) {
    if (typeof v === 'function' || typeof v === 'symbol' || (typeof v === 'number' && !Number.isFinite(v))) {
      throw new TablierError('bad-json', `${typeof v === 'number' ? v : `a ${typeof v}`} is not JSON data`);
    }
    let text;
    try {
      text = JSON.stringify(v);
    } catch (e) {
      throw new TablierError('bad-json', `not plain JSON data: ${e && e.message ? e.message : e}`);
    }
    return checkSize(text === undefined ? 'null' : text);
  }

  // A position as the engine reads it: an object as JSON, a string as it is (JSON text or the
  // compact notation, as the command line reads a line).
  function positionText(p) {
    if (typeof p === 'string') return checkSize(p);
    // (Array.isArray itself throws for a revoked proxy: the text tells an array.)
    const text = p === null || typeof p !== 'object' ? '' : encode(p);
    if (!text.startsWith('{')) {
      throw new TablierError('bad-json', 'a position is an object, or a string: JSON or the compact notation');
    }
    return text;
  }

  // Reads a caller's value with `f`: what reading it throws (a getter, a proxy) is refused as
  // `bad-request`; a TablierError passes as it is.
  function reading(f) {
    try {
      return f();
    } catch (e) {
      if (e instanceof TablierError) throw e;
      throw new TablierError('bad-request', 'an argument cannot be read: reading it throws');
    }
  }

  // A caller's value named in a message: text cut at 40 characters, as the engine cuts it.
  const quote = (v) =>
    typeof v === 'string'
      ? JSON.stringify(v.slice(0, 40)) + (v.length > 40 ? '…' : '')
      : v === null || typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : `a ${typeof v}`;

  function ensureReady() {
    if (!ready()) {
      throw new TablierError('not-initialised', 'the engine is not loaded yet: await init() first');
    }
  }

  // What the engine threw: its refusal `{"code", "message"}`, or the module itself failing.
  function thrownError(e) {
    if (typeof e === 'string') {
      try {
        const r = JSON.parse(e);
        return new TablierError(r.code, r.message);
      } catch {
        // not a refusal of the engine's: fall through
      }
    }
    if (e instanceof TablierError) return e;
    return new TablierError('engine-failure', `the engine failed: ${e && e.message ? e.message : e}`);
  }

  // Calls an export with its arguments already as text; answers its JSON answer as a value.
  function call(fn, ...args) {
    ensureReady();
    let out;
    try {
      out = fn(...args);
    } catch (e) {
      throw thrownError(e);
    }
    return JSON.parse(out);
  }

  const analyse = (position) => call(raw.analyse, positionText(position));
  const legalPlays = (position) => call(raw.legalPlays, positionText(position));
  const checkPlay = (position, play) => {
    call(raw.checkPlay, positionText(position), encode(play));
  };
  const applyPlay = (position, play) => call(raw.applyPlay, positionText(position), encode(play));
  /** The legal next single-die moves once `soFar` ([[from, to], …]) of the roll are made: {from: [to, …]}. */
  const destinations = (position, soFar) => call(raw.destinations, positionText(position), encode(soFar ?? null));
  /** Null when the move [from, to] may be made after `soFar`, else the rule it breaks: {code, message}. */
  const refusal = (position, soFar, move) => call(raw.refusal, positionText(position), encode(soFar ?? null), encode(move));
  const toNotation = (position) => call(raw.toNotation, positionText(position));
  const fromNotation = (text) => {
    if (typeof text !== 'string') throw new TablierError('bad-notation', 'the notation is a string');
    return call(raw.fromNotation, checkSize(text));
  };
  const startPosition = (game) => call(raw.startPosition, encode(game ?? null));
  const withDice = (position, dice) => call(raw.withDice, positionText(position), encode(dice ?? null));
  const version = () => (ready() ? raw.version() : undefined);
  /** What the sides marked for the position's roll against what they had to (`tablier ecole`). */
  const checkEcole = (position, marked) => call(raw.checkEcole, positionText(position), encode(marked ?? null));
  /** The same without a board: the score before the roll, who rolled, the points each side won. */
  const checkEcolePoints = (score, mover, points, marked) =>
    call(raw.checkEcolePoints, encode(score ?? null), encode(mover), encode(points), encode(marked ?? null));
  /** The computer's play for the position's roll: one of `legalPlays(position)`. */
  const choosePlay = (position, level) => call(raw.choosePlay, positionText(position), encode(level ?? null));
  /** The 36 coups of the coming throw counted, for the side named by `turn` (docs/chances.md; `tablier chances`). */
  const chances = (position) => call(raw.chances, positionText(position));
  /** The computer's levels by name, weakest first (what `choosePlay` and `computerPlay` take). */
  const levels = () => call(raw.levels);
  /** Every legal play of the position's roll ranked by the maître's evaluation: {unit, plays: [{play, chance, loss}]}. */
  const hints = (position) => call(raw.hints, positionText(position));
  /** The review of one side's rolls in a game record (an object or its JSON text; `tablier review`). */
  const review = (record, side) =>
    call(raw.review, typeof record === 'string' ? checkSize(record) : encode(record), encode(side ?? null));
  /** A partie à écrire's score sheet (docs/ecrire.md; `tablier sheet`): {formation, marques, seed | gains, …}. */
  const sheet = (request) => call(raw.sheet, encode(request));
  /** Tenir or s'en aller for the position a Game shows awaiting that decision (phase `decide`). */
  const chooseDecision = (position, level) => call(raw.chooseDecision, positionText(position), encode(level ?? null));

  /** Never throws: `{ok: true, position}` (normalised) or `{ok: false, error: {code, message}}`. */
  function validate(position) {
    try {
      return { ok: true, position: call(raw.validate, positionText(position)) };
    } catch (e) {
      const r = e instanceof TablierError ? e : thrownError(e);
      return { ok: false, error: { code: r.code, message: r.message } };
    }
  }

  // The seeded dice generator's next roll, or the platform's randomness when `state` is null.
  function throwDice(state) {
    if (state === null) return { dice: call(raw.rollRandom), state: null };
    return call(raw.rollSeeded, encode(state));
  }

  const copy = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
  const bad = (m) => new TablierError('bad-request', m);

  // `new Game(ADOPT, handle)`: a Game over a handle the engine made (`fromRecord`).
  const ADOPT = Symbol('adopt');

  // Frees the engine's game when its `Game` is dropped without `free()`.
  const handles = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((h) => h.free()) : null;

  /**
   * A game of Trictrac in progress, in the manner of chess.js: roll, mark, tenir or s'en aller,
   * play, to 12 trous. A handle on the engine's game (`Partie`): history, undo, the record and
   * the computer's choices are the engine's. `free()` (or `using`) gives its memory back at once;
   * a dropped game is freed when the garbage collector finalises it.
   */
  class Game {
    #h;
    #state;
    #dice = null; // the seeded generator's state; null: platform randomness
    #seed = null;

    constructor(position, options = {}) {
      if (position === ADOPT) {
        this.#adopt(options);
        return;
      }
      ensureReady();
      if (options === null || typeof options !== 'object') throw bad('options are an object {seed?, game?}');
      const { seed, game } = reading(() => {
        for (const k of Object.keys(options)) {
          if (k !== 'seed' && k !== 'game') throw bad(`unknown option ${quote(k)}`);
        }
        return { seed: options.seed, game: options.game };
      });
      if (game !== undefined && game !== 'trictrac') {
        throw bad(`Game plays a partie of Trictrac, not ${quote(game)}; JacquetGame plays Jacquet`);
      }
      if (seed !== undefined) {
        this.#dice = call(raw.seedState, encode(seed));
        this.#seed = seed;
      }
      if (position !== undefined && position !== null) positionText(position);
      this.#adopt(new raw.Partie());
      this.load(position ?? null);
    }

    #adopt(h) {
      ensureReady();
      this.#h = h;
      handles?.register(this, h, this);
      this.#state = JSON.parse(h.state());
    }

    #live() {
      if (!this.#h) throw bad('this game was freed');
      return this.#h;
    }

    #do(name, ...args) {
      const h = this.#live();
      this.#state = call(h[name].bind(h), ...args);
    }

    /** Gives the engine's memory for this game back now; the game is unusable after. */
    free() {
      if (!this.#h) return;
      handles?.unregister(this);
      this.#h.free();
      this.#h = undefined;
    }

    [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
      this.free();
    }

    /**
     * Starts again from a position (interchange object (docs/interchange.md) or compact notation; null: the start).
     * Dice in the position are the roll just thrown: its points are marked at once.
     */
    load(position) {
      this.#do('load', position === null || position === undefined ? 'null' : positionText(position));
      return this;
    }

    /** The present position, its score holding every mark so far (a copy). */
    position() {
      return copy(this.#state.position);
    }

    /** The position this game started from. */
    startPosition() {
      return JSON.parse(this.#live().start());
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
        if (this.#state.phase !== 'roll') throw bad(`cannot roll now: the game awaits ${this.#state.phase}`);
        const r = throwDice(this.#dice);
        d = r.dice;
        state = r.state;
      }
      this.#do('roll', encode(d));
      this.#dice = state;
      return this.dice();
    }

    /** The analysis of the roll being played (jans, points, plays), or null before the roll. */
    analyse() {
      return JSON.parse(this.#live().analysis());
    }

    /** The legal plays of the roll, while it awaits its play. */
    plays() {
      return JSON.parse(this.#live().plays());
    }

    /** Whether the mover may choose now between tenir and s'en aller. */
    canLeave() {
      return this.#state.phase === 'decide';
    }

    /** Tenir ('hold'): play on, the opponent marks; or s'en aller ('leave'): relevé, roll again. */
    decide(decision) {
      this.#do('decide', encode(decision));
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
      this.#do('play', encode(play));
      return this.position();
    }

    /** The computer's play for the roll being played (one of `plays()`). */
    computerPlay(level) {
      const h = this.#live();
      return call(h.computerPlay.bind(h), encode(level ?? null));
    }

    /** The computer's choice, 'hold' or 'leave', while the game awaits it. */
    computerDecision(level) {
      const h = this.#live();
      return call(h.computerDecision.bind(h), encode(level ?? null));
    }

    /** The legal plays of the roll being played, ranked: as `hints(position)`. */
    hints() {
      const h = this.#live();
      return call(h.hints.bind(h));
    }

    /** The review of `side`'s rolls so far: as `review(this.toRecord(), side)`. */
    review(side) {
      const h = this.#live();
      return call(h.review.bind(h), encode(side ?? null));
    }

    /**
     * What the computer claims the roll being played gave, in the mode where it makes mistakes:
     * `{white, black}`, the mover's points wrong with probability `mistakeRate` (0 to 1), drawn
     * from `seed` (a whole number).
     */
    computerMarks(mistakeRate = 0, seed = 0) {
      if (typeof mistakeRate !== 'number' || !(mistakeRate >= 0 && mistakeRate <= 1)) {
        throw bad('mistakeRate is a number from 0 to 1');
      }
      if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw bad('seed is a whole number 0 to 2³²−1');
      const h = this.#live();
      return call(h.computerMarks.bind(h), mistakeRate, seed);
    }

    /**
     * The sides marked the last roll themselves (`checkEcole`'s `marked`): answers the école
     * verdict; the score becomes its `score_with_ecoles`, and the record keeps the marks.
     */
    markEcole(marked) {
      const h = this.#live();
      const verdict = call(h.markEcole.bind(h), encode(marked ?? null));
      this.#state = JSON.parse(h.state());
      return verdict;
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
      return JSON.parse(this.#live().history());
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
      this.#do('setScore', encode(score));
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

    /** The game's record (docs/record.md): every roll as marked and played, replayable anywhere. */
    toRecord() {
      return JSON.parse(this.#live().toRecord());
    }

    /** A game again from its record (an object or its JSON text), every step checked. */
    static fromRecord(record) {
      const text = typeof record === 'string' ? checkSize(record) : encode(record);
      ensureReady();
      let h;
      try {
        h = raw.Partie.fromRecord(text);
      } catch (e) {
        throw thrownError(e);
      }
      return new Game(ADOPT, h);
    }

    /**
     * A game again from what `toJSON` wrote: its start, every roll replayed through the engine
     * (dice, decision, play), and the dice generator where it was. A record the rules refuse at
     * some roll throws that roll's error.
     */
    static fromJSON(json) {
      return reading(() => Game.#fromJSON(json));
    }

    static #fromJSON(json) {
      if (json === null || typeof json !== 'object' || !Array.isArray(json.history)) {
        throw bad('a game record is what Game.toJSON() writes: {start, history, …}');
      }
      const g = new Game(json.start ?? null, json.seed === null || json.seed === undefined ? {} : { seed: json.seed });
      for (const [i, turn] of json.history.entries()) {
        if (turn === null || typeof turn !== 'object') throw bad(`roll ${i + 1} of the record is not an object`);
        if (!Array.isArray(turn.dice)) throw new TablierError('bad-dice', `roll ${i + 1} of the record has no dice`);
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
          throw bad('diceState is a whole number 0 to 2³²−1, or null');
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

  const api = {
    TablierError,
    Game,
    analyse,
    legalPlays,
    applyPlay,
    checkPlay,
    destinations,
    refusal,
    validate,
    toNotation,
    fromNotation,
    startPosition,
    withDice,
    version,
    checkEcole,
    checkEcolePoints,
    choosePlay,
    chooseDecision,
    chances,
    levels,
    hints,
    review,
    sheet,
  };
  api.JacquetGame = makeJacquetGame(raw, { call, encode, positionText, throwDice, copy, bad, TablierError, startPosition, reading, quote, checkSize });
  return api;
}

// Jacquet (003): a partie of manches to an agreed score. The engine answers, for a rolled
// position under the variants, the legal plays, the position a play leaves with the manche's
// result when it ends, and the computer's play; this class keeps the partie's course: the first
// throw, the score, the history, undo.
function makeJacquetGame(raw, { call, encode, positionText, throwDice, copy, bad, TablierError, startPosition, reading, quote, checkSize }) {
  // Two dice each 1 to 6 as the engine reads them (`null`, NaN and the like refused).
  const checkedDice = (dice) => call(raw.withDice, positionText(startPosition('jacquet')), encode(dice ?? null)).dice ?? null;

  /** A partie of Jacquet: first throw (one die each, higher starts, ties throw again), rolls, plays. */
  return class JacquetGame {
    #s; // {position, phase, score, manches, history, dice}: JSON, copied whole for undo
    #undo = [];
    #options;
    #target;
    #seed = null;

    constructor(options = {}) {
      if (options === null || typeof options !== 'object') throw bad('options are an object {seed?, options?, target?}');
      const o = reading(() => {
        for (const k of Object.keys(options)) {
          if (!['seed', 'options', 'target'].includes(k)) throw bad(`unknown option ${quote(k)}`);
        }
        return { seed: options.seed, target: options.target, options: copy(options.options ?? {}) };
      });
      const t = o.target ?? 5;
      if (!Number.isInteger(t) || t < 1) throw bad('target is a whole number of points, at least 1');
      this.#target = t;
      this.#options = o.options ?? {};
      const position = startPosition('jacquet');
      // Checks the variants now rather than at the first roll.
      call(raw.jacquetPlays, encode({ ...position, dice: [1, 2] }), encode(this.#options));
      let dice = null;
      if (o.seed !== undefined) {
        dice = call(raw.seedState, encode(o.seed));
        this.#seed = o.seed;
      }
      this.#s = { position, phase: 'first', score: { white: 0, black: 0 }, manches: [], history: [], dice };
    }

    // Runs one step on a copy of the state: a refusal leaves the game as it was.
    #step(f) {
      const before = JSON.stringify(this.#s);
      const s = JSON.parse(before);
      const out = f(s);
      this.#undo.push(before);
      this.#s = s;
      return out;
    }

    #throw(s, dice) {
      if (dice !== undefined) {
        const d = checkedDice(dice);
        if (!d) throw new TablierError('bad-dice', 'a roll is two dice, not null');
        return d;
      }
      const r = throwDice(s.dice);
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
      return call(raw.jacquetPlays, encode(this.#s.position), encode(this.#options));
    }

    /** The computer's play for the roll (src/ai.rs, `choose_jacquet_play`). */
    computerPlay(level) {
      if (this.#s.phase !== 'play') throw bad(`no roll to play: the game awaits ${this.#s.phase}`);
      return call(raw.jacquetChoose, encode(this.#s.position), encode(this.#options), encode(level ?? null));
    }

    /**
     * Plays the roll; answers the position. When the play ends a manche its winner marks its
     * points and, unless the partie is won, a new manche waits for its first throw.
     */
    play(play) {
      if (this.#s.phase !== 'play') throw bad(`no roll to play: the game awaits ${this.#s.phase}`);
      const r = call(raw.jacquetApply, encode(this.#s.position), encode(this.#options), encode(play));
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
          if (s.phase === 'first') s.position = startPosition('jacquet');
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

    /** Nothing to give back: the partie lives in JavaScript. For symmetry with `Game`. */
    free() {}

    [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
      this.free();
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
    /** The partie's record: what `toJSON` writes. */
    toRecord() {
      return this.toJSON();
    }
    /** A partie again from its record. */
    static fromRecord(record) {
      if (typeof record !== 'string') return JacquetGame.fromJSON(record);
      let json;
      try {
        json = JSON.parse(checkSize(record));
      } catch (e) {
        throw e instanceof TablierError ? e : new TablierError('bad-json', `the record is not JSON text: ${e.message}`);
      }
      return JacquetGame.fromJSON(json);
    }

    /**
     * A partie again from what `toJSON` wrote: every first throw, roll and play replayed through
     * the engine (a step the rules refuse throws its error), the dice generator where it was.
     */
    static fromJSON(json) {
      return reading(() => JacquetGame.#fromJSON(json));
    }

    static #fromJSON(json) {
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
          if (!Array.isArray(h.dice)) throw new TablierError('bad-dice', `step ${i + 1} of the record has no dice`);
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
