// The package's `PartieAEcrire` (docs/ecrire.md): a handle on the engine's partie à écrire
// (src/wasm/ecrire.rs). The current marqué is a `Game`, the tour's own class, over an adapter that
// sends each of its handle's calls to the partie's marqué: the page drives a marqué exactly as it
// drives a tour. The sheet, the rotation, the lot and the computer's choices are the engine's; the
// class only turns values into JSON text and back. build-pkg.sh derives cjs/ecrire.js from this
// file.

export function makeEcrire(raw, { call, encode, checkSize, thrownError, ensureReady, TablierError, reading, quote, adoptGame }) {
  const bad = (m) => new TablierError('bad-request', m);
  const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((h) => h.free()) : null;
  const handles = new WeakMap();
  const ADOPT = Symbol('adopt');
  const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

  function live(p) {
    const h = handles.get(p);
    if (!h) throw bad('this partie was freed');
    return h;
  }

  function adopt(p, h) {
    handles.set(p, h);
    registry?.register(p, h, p);
  }

  function made(make) {
    ensureReady();
    try {
      return make();
    } catch (e) {
      throw thrownError(e);
    }
  }

  // The methods of the tour's engine handle (`raw.Partie`) that `Game` calls, with the kind of
  // their arguments: text (already JSON), or numbers (sent as JSON text).
  const TEXT_METHODS = ['state', 'start', 'roll', 'rollRandom', 'analysis', 'plays', 'destinations', 'refusal', 'decide', 'play', 'setScore', 'markEcole', 'undo', 'history', 'computerPlay', 'computerDecision', 'hints', 'review', 'toRecord', 'load', 'droits', 'exercise', 'computerDroits', 'attempt', 'faussePending', 'computerFausseOption'];

  // A stand-in for the tour's engine handle, over marqué `game` of partie `p`: every call goes to
  // the engine's partie (`marqueCall`), refused there once that marqué is written on the sheet.
  // `free()` frees nothing: the marqué is the partie's.
  function marqueHandle(p, game) {
    // Every call may be refused (the marqué written on the sheet, the partie freed), even those
    // the tour's handle always answers: a refusal is a TablierError whichever way `Game` calls.
    const send = (name, a, b) => {
      try {
        return live(p).marqueCall(game, name, a, b);
      } catch (e) {
        throw thrownError(e);
      }
    };
    const h = {};
    for (const name of TEXT_METHODS) h[name] = (a = '', b = '') => send(name, a, b);
    h.frames = (from) => send('frames', JSON.stringify(from), '');
    h.resolveFausse = (option, replay) => send('resolveFausse', JSON.stringify(option), replay);
    h.computerMarks = (rate, seed) => send('computerMarks', JSON.stringify(rate), JSON.stringify(seed));
    h.free = () => {};
    return h;
  }

  /**
   * A partie à écrire (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE): marqués agreed in advance between
   * two, three (à la chouette or à tourner) or four players (in teams), each marqué a game of
   * Trictrac played to its end and written on the sheet. `new PartieAEcrire(agreement, {seed})`,
   * the agreement by the sheet's names: `{formation, convention?, marques, jetons_de_queue?,
   * cinq?, queue_generale?}`.
   */
  class PartieAEcrire {
    constructor(agreement, options = {}) {
      if (agreement === ADOPT) {
        adopt(this, options);
        return;
      }
      ensureReady();
      if (agreement === null || typeof agreement !== 'object') throw bad('the agreement is an object {formation, marques, …}');
      const o = reading(() => {
        if (options === null || typeof options !== 'object' || Array.isArray(options)) throw bad('options are an object {seed?}');
        for (const k of Object.keys(options)) if (k !== 'seed') throw bad(`unknown option ${quote(k)}`);
        return { seed: options.seed };
      });
      const a = encode(agreement);
      const seed = encode(o.seed ?? null);
      adopt(this, made(() => new raw.Ecrire(a, seed)));
    }

    /** Gives the engine's memory back now; the partie and its marqués' games are unusable after. */
    free() {
      const h = handles.get(this);
      if (!h) return;
      handles.delete(this);
      registry?.unregister(this);
      h.free();
    }

    [dispose]() {
      this.free();
    }

    /** What was agreed, every field named. */
    agreement() {
      return JSON.parse(live(this).agreement());
    }

    /** The lot at the start: `{throws: [[seat, die], …], primaute, other}`. */
    lot() {
      return JSON.parse(live(this).lot());
    }

    /**
     * Who plays the current marqué: `{marque, game, refaits, primaute, other, bystanders:
     * [{player, advises}]}` (the primauté plays White); null once the partie is over.
     */
    seating() {
      return call(() => live(this).seating());
    }

    /**
     * The current marqué as a `Game` (the tour's class: roll, plays, destinations, play, hold,
     * leave, undo, computerPlay, computerDecision — which knows the marqué's stakes —, toRecord);
     * null once the partie is over. Once its marqué is written on the sheet (`closeMarque`) it is
     * refused: ask for the next one.
     */
    marque() {
      const game = JSON.parse(live(this).currentGame());
      if (game === null) return null;
      return adoptGame(marqueHandle(this, game));
    }

    /** Once the current marqué's game is over, writes it on the sheet: `{refait, winner, loser, trous}`, or null while it goes on. */
    closeMarque() {
      return call(() => live(this).closeMarque());
    }

    /**
     * One step of the computer on the current marqué (roll, tenir or s'en aller, play), at the
     * level of the seat to play (`levels`, by seat; the last for any seat beyond); closes the
     * marqué when it ends: its end, else null.
     */
    stepComputer(levels) {
      const l = encode(levels ?? null);
      return call(() => live(this).stepComputer(l));
    }

    /** The sheet so far: the same object as `sheet(request)` answers. */
    sheet() {
      return JSON.parse(live(this).sheet());
    }

    /** Whether every agreed marqué is written on the sheet. */
    isOver() {
      return live(this).isOver();
    }

    /** The partie's record (docs/record.md: `"game": "ecrire"`). */
    toRecord() {
      return JSON.parse(live(this).toRecord());
    }

    toJSON() {
      return this.toRecord();
    }

    /** A partie again from its record (an object or its JSON text): every marqué replayed, the sheet checked. */
    static fromRecord(record) {
      const text = typeof record === 'string' ? checkSize(record) : encode(record);
      return new PartieAEcrire(ADOPT, made(() => raw.Ecrire.fromRecord(text)));
    }

    static fromJSON(record) {
      return PartieAEcrire.fromRecord(record);
    }
  }

  return { PartieAEcrire };
}
