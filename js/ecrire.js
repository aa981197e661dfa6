// The package's `PartieAEcrire` (docs/ecrire.md): a handle on the engine's partie à écrire (the
// raw class `Ecrire` of crates/tablier-wasm/src/games.rs), whose methods it forwards as they are
// (games.js's `forwardMethods`), `marque` alone written here. The current marqué is a `Game`, the tour's own class, over the tour's own
// engine handle, lent by the partie (src/service/marque.rs): the page drives a marqué exactly as it
// drives a tour, and one marqué is one `Game` for as long as it lasts. The sheet, the rotation, the lot and the computer's choices are the engine's; the
// class only turns values into JSON text and back.

export function makeEcrire(raw, { call, encode, seedText, checkSize, thrownError, ensureReady, TablierError, reading, quote, adoptGame, holds, forwardMethods }) {
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

  // The partie a marqué's `Game` was lent by, kept alive as long as the game: the engine's
  // marqué handle holds its partie weakly, so that `free()` gives the partie's memory back at once.
  const lentBy = new WeakMap();

  /**
   * A partie à écrire (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE): marqués agreed in advance between
   * two, three (à la chouette or à tourner) or four players (in teams), each marqué a game of
   * Trictrac played to its end and written on the sheet. `new PartieAEcrire(agreement, {seed})`,
   * the agreement by the sheet's names: `{formation, convention?, marques, jetons_de_queue?,
   * cinq?, queue_generale?}`.
   */
  class PartieAEcrire {
    // The current marqué's `Game` and the number of its game (`seating().game`, refaits
    // counted), so that `marque()` answers the same object until the marqué is written.
    #lent = null;

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
      const seed = seedText(o.seed);
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

    /**
     * The current marqué as a `Game` (the tour's class: roll, plays, destinations, play, hold,
     * leave, undo, computerPlay, computerDecision — which knows the marqué's stakes —, toRecord);
     * null once the partie is over. The same object for the whole marqué, whoever moves it (its
     * own calls or `stepComputer`): it answers the marqué as it is now. Once its marqué is written
     * on the sheet (`closeMarque`) every call of it is refused: ask for the next one. Its `free()`
     * gives back its handle only: the marqué is the partie's, and `marque()` lends another.
     */
    marque() {
      const number = this.seating()?.game;
      if (number === undefined) return null;
      const lent = this.#lent;
      if (lent && lent.number === number && holds(lent.game)) return lent.game;
      const h = made(() => live(this).marque());
      if (h === undefined) return null;
      const game = adoptGame(h);
      lentBy.set(game, this);
      this.#lent = { number, game };
      return game;
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

  // `agreement`, `lot`, `seating`, `closeMarque`, `stepComputer`, `sheet`, `isOver`, `toRecord`:
  // the raw class's, as they are (their types and words: tablier.d.ts).
  forwardMethods(PartieAEcrire, raw.Ecrire, (p, name, ...args) => call((...a) => live(p)[name](...a), ...args), []);

  return { PartieAEcrire };
}
