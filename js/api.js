// The public API of the package `tablier`, over the exports of the WebAssembly module
// (src/wasm/bindings.rs). Shared by the browser entry (ESM) and the Node entries (build-pkg.sh
// derives cjs/api.js from this file). It holds no rule: it turns values into the JSON text the
// engine reads, the engine's answers into values, its refusals into `TablierError`, and names
// the exports idiomatically. `Game` and `JacquetGame` (games.js) are handles on the engine's own
// game objects.
import { makeGames } from './games.js';
import { makeEcrire } from './ecrire.js';

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
  /** The verdict on a play made at the table the rules may refuse (docs/rules/fausse-case.md; `tablier fausse-case`). */
  const fausseCase = (position, attempt) => call(raw.fausseCase, positionText(position), encode(attempt ?? null));
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

  const api = {
    TablierError,
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
    fausseCase,
    choosePlay,
    chooseDecision,
    chances,
    levels,
    hints,
    review,
    sheet,
  };
  const { Game, JacquetGame, adoptGame } = makeGames(raw, { call, encode, positionText, checkSize, thrownError, ensureReady, TablierError, toNotation, reading, quote });
  Object.assign(api, { Game, JacquetGame });
  Object.assign(api, makeEcrire(raw, { call, encode, checkSize, thrownError, ensureReady, TablierError, reading, quote, adoptGame }));
  return api;
}
