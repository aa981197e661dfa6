// The stateless questions of the package `tablier` over the exports of a WebAssembly module
// (crates/tablier-wasm/src/lib.rs): the position, its analysis, plays, destinations, notation and
// chances. Shared by the whole package (api.js adds the game objects, the computer and the
// advice) and by its rules module (`tablier/rules`, rules/index.js), whose smaller module has
// these exports only. It holds no rule: it turns values into the JSON text the engine reads, the
// engine's answers into values, its refusals into `TablierError`.

export function makeRules(raw, ready) {
  /** An input the engine refuses: `code` is stable (translate it), `message` is English. */
  class TablierError extends Error {
    constructor(code, message, details) {
      super(message);
      this.name = 'TablierError';
      this.code = code;
      // the engine's fields of the refusal (whose dames, which flèche, how many; where in the
      // notation and why), for a reader to say it in his language: never parse the message
      if (details !== undefined) this.details = details;
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
        return new TablierError(r.code, r.message, r.details);
      } catch {
        // not a refusal of the engine's: fall through
      }
    }
    if (e instanceof TablierError) return e;
    return new TablierError('engine-failure', `the engine failed: ${e && e.message ? e.message : e}`);
  }

  // Calls an export with its arguments already as text; answers its JSON answer as a value (a
  // number or a boolean, which the engine answers as it is, as it is).
  function call(fn, ...args) {
    ensureReady();
    let out;
    try {
      out = fn(...args);
    } catch (e) {
      throw thrownError(e);
    }
    return typeof out === 'string' ? JSON.parse(out) : out;
  }

  const analyse = (position) => call(raw.analyse, positionText(position));
  const legalPlays = (position) => call(raw.legalPlays, positionText(position));
  const checkPlay = (position, play) => {
    call(raw.checkPlay, positionText(position), encode(play));
  };
  const applyPlay = (position, play) => call(raw.applyPlay, positionText(position), encode(play));
  /** The legal next single-die moves once `soFar` ([[from, to], …]) of the roll are made: {from: [to, …]}. */
  const destinations = (position, soFar) => call(raw.destinations, positionText(position), encode(soFar ?? null));
  /** The roll's moves after `soFar` (verbose, as chess.js's): {spent, moves: [{moves, dice}], complete}. */
  const moves = (position, soFar) => call(raw.moves, positionText(position), encode(soFar ?? null));
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
  /** The 36 coups of the coming throw counted, for the side named by `turn` (docs/chances.md; `tablier chances`). */
  const chances = (position) => call(raw.chances, positionText(position));
  // The exercises (docs/exercises.md; `tablier exercise`): every kind in the whole package, the
  // counting kinds alone in the rules module (its module refuses the choosing ones, `bad-request`).
  /** The exercise an id names: its position, question and answer. */
  const exercise = (id) => call(raw.exercise, encode(id ?? null));
  /** A session's exercises of one kind from the self-play games `seed`, …: {kind, family?, level?, seed?, count?}. */
  const exercises = (request) => call(raw.exercises, encode(request ?? null));
  /** An answer to the exercise an id names, graded: the points' misses, a play's or a decision's cost, a count's miss. */
  const gradeExercise = (id, answer) => call(raw.gradeExercise, encode(id ?? null), encode(answer ?? null));

  /** Never throws: `{ok: true, position}` (normalised) or `{ok: false, error: {code, message, details?}}`. */
  function validate(position) {
    try {
      return { ok: true, position: call(raw.validate, positionText(position)) };
    } catch (e) {
      const r = e instanceof TablierError ? e : thrownError(e);
      return { ok: false, error: r.details ? { code: r.code, message: r.message, details: r.details } : { code: r.code, message: r.message } };
    }
  }

  const api = {
    TablierError,
    analyse,
    legalPlays,
    applyPlay,
    checkPlay,
    destinations,
    refusal,
    moves,
    validate,
    toNotation,
    fromNotation,
    startPosition,
    withDice,
    version,
    chances,
    exercise,
    exercises,
    gradeExercise,
  };
  // What api.js builds the rest of the package with.
  // A game's seed as JSON text. A whole number past 2⁵³ has already lost digits as a JavaScript
  // number (the engine would seed another game than the one asked for): refused, to be given as a string.
  function seedText(seed) {
    if (typeof seed === 'number' && Number.isInteger(seed) && !Number.isSafeInteger(seed)) {
      throw new TablierError('bad-request', `the seed ${seed} is past 2^53, where a JavaScript number loses digits: give it as a string`);
    }
    return encode(seed ?? null);
  }

  const kit = { call, encode, seedText, positionText, checkSize, thrownError, ensureReady, TablierError, toNotation, reading, quote };
  return { api, kit };
}
