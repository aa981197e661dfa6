// The package's `Correspondence` (docs/correspondence.md): a handle on one side's copy of a game
// by correspondence, the engine's exchange and this side's chain of secrets
// (crates/tablier-wasm/src/correspondence.rs). The checks, the dice and the rules are the
// engine's; the class turns values into JSON text and back and keeps nothing of its own.

export function makeCorrespondence(raw, { call, encode, checkSize, thrownError, ensureReady, TablierError, reading, quote }) {
  const bad = (m) => new TablierError('bad-request', m);
  const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((h) => h.free()) : null;
  const handles = new WeakMap();
  const ADOPT = Symbol('adopt');

  function live(c) {
    const h = handles.get(c);
    if (!h) throw bad('this correspondence was freed');
    return h;
  }

  // An answer that is a message's text, not JSON: the refusal as `TablierError`.
  function text(fn, ...args) {
    ensureReady();
    try {
      return fn(...args);
    } catch (e) {
      throw thrownError(e);
    }
  }

  const str = (v, what) => {
    if (typeof v !== 'string') throw bad(`${what} is a string`);
    return checkSize(v);
  };
  const recordText = (r) => (typeof r === 'string' ? checkSize(r) : encode(r));

  // `{secret?}`, read once: the kept `{seed, length}`, or none (the engine draws one).
  function secretOf(options, what) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) throw bad(`options are an object ${what}`);
    return reading(() => {
      for (const k of Object.keys(options)) if (k !== 'secret') throw bad(`unknown option ${quote(k)}`);
      return encode(options.secret ?? null);
    });
  }

  // A message's steps in a record's words: `{decision?, play?}`, the play as `[[from, to], …]` or
  // as one of `peek().table.plays` (`{moves}`); with marks by hand also `marks` (one side's
  // `marked`) and `droits` (the rights exercised), which the engine judges; null for none.
  const STEPS = ['decision', 'play', 'marks', 'droits'];
  function stepsText(steps) {
    if (steps === null || steps === undefined) return 'null';
    if (typeof steps !== 'object' || Array.isArray(steps)) throw bad('steps are an object {decision?, play?, marks?, droits?}');
    return reading(() => {
      const out = {};
      for (const k of Object.keys(steps)) if (!STEPS.includes(k)) throw bad(`unknown step ${quote(k)}`);
      if (steps.decision !== undefined) out.decision = steps.decision;
      if (steps.marks !== undefined && steps.marks !== null) out.marks = steps.marks;
      if (steps.droits !== undefined && steps.droits !== null) out.droits = steps.droits;
      const p = steps.play;
      if (p !== undefined && p !== null) out.play = typeof p === 'object' && !Array.isArray(p) && 'moves' in p ? p.moves : p;
      return encode(out);
    });
  }

  function make(build) {
    ensureReady();
    let h;
    try {
      h = build();
    } catch (e) {
      throw thrownError(e);
    }
    return new Correspondence(ADOPT, h);
  }

  /**
   * One side's copy of a game by correspondence: the tour, Jacquet or a partie à écrire played
   * through any messenger, each message a short text, the dice drawn from both sides' chains of
   * secrets. `Correspondence.invite(terms)` or `Correspondence.open(invitation)`, then
   * `compose(steps)` and `receive(text)` in turn; `record()` keeps the whole exchange.
   */
  class Correspondence {
    constructor(token, h) {
      if (token !== ADOPT) throw bad('a Correspondence is made by Correspondence.invite, open or resume');
      handles.set(this, h);
      registry?.register(this, h, this);
    }

    /** Invites to the game of `terms` ({game, options?, jacquet?, agreement?, inviter?, names?}). */
    static invite(terms, options = {}) {
      const secret = secretOf(options, '{secret?}');
      const t = typeof terms === 'string' ? checkSize(terms) : encode(terms);
      return make(() => raw.Correspondence.invite(t, secret));
    }

    /** Opens an invitation received as text: this side's copy, its acceptance the next message. */
    static open(invitation, options = {}) {
      const secret = secretOf(options, '{secret?}');
      const t = str(invitation, 'an invitation');
      return make(() => raw.Correspondence.open(t, secret));
    }

    /** Goes on with a game from its record and the secret this side kept (`secret()`). */
    static resume(record, secret) {
      const r = recordText(record);
      const s = encode(secret ?? null);
      return make(() => raw.Correspondence.resume(r, s));
    }

    /** Replays a correspondence record: {terms, messages, over, unchecked, record}. */
    static verify(record) {
      return call(raw.verifyCorrespondence, recordText(record));
    }

    /** What a message says before it is taken in: {seq, prev, link, terms? | decision?, play?}. */
    static describe(message) {
      return call(raw.describeMessage, str(message, 'a message'));
    }

    /** {seat, seats, next, sender, mine, messages, table: {game, awaits, position, plays, record}}. */
    state() {
      const h = live(this);
      return call(h.state.bind(h));
    }

    /**
     * The game as this side's next message begins it, its dice thrown, and `steps` taken (after
     * tenir or s'en aller, the roll's plays): {game, awaits, decide, side, position, plays, record}.
     */
    peek(steps = null) {
      const h = live(this);
      return call(h.peek.bind(h), stepsText(steps));
    }

    /** This side's next message carrying `steps` ({decision?, play?, marks?, droits?}; null for none): the text to send. */
    compose(steps = null) {
      const h = live(this);
      const s = stepsText(steps);
      return text(h.compose.bind(h), s);
    }

    /** Takes in the other side's message; refused with its code, the game unchanged. The state after it. */
    receive(message) {
      const h = live(this);
      return call(h.receive.bind(h), str(message, 'a message'));
    }

    /** The invitation's text. */
    invitation() {
      const h = live(this);
      return text(h.invitation.bind(h));
    }

    /** The correspondence record: {format, version, messages}. */
    record() {
      const h = live(this);
      return call(h.record.bind(h));
    }

    /** This side's secret, {seed, length}: keep it on this device only, to `resume` later. */
    secret() {
      const h = live(this);
      return call(h.secret.bind(h));
    }

    /** Gives the engine's copy back at once. */
    free() {
      const h = handles.get(this);
      if (!h) return;
      handles.delete(this);
      registry?.unregister(this);
      h.free();
    }
  }

  return { Correspondence, verifyCorrespondence: Correspondence.verify };
}
