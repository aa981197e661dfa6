// The one door to the rules engine (the `tablier` package, built into ./pkg/ by scripts/build-pkg.sh).
// The rest of the page asks `loadEngine()` for the package's API, `loadGames()` for its light
// module (the game objects without the computer), the record element `loadRecords()` for its record
// module, the diagram element `loadRules()` for its rules module, and never cares how any was loaded.
// The path is relative to this module, so a page elsewhere that embeds <tablier-board> finds it too.

// Each entry's loading (whole, games, records, rules), kept once it has begun.
const loading = {};

// Loads and initialises one of the package's entries once; a failure lets a later call try again
// (e.g. once the service worker has the files).
function load(name, entry) {
  loading[name] ??= (async () => {
    try {
      const mod = await entry();
      await mod.init();
      return mod;
    } catch (e) {
      loading[name] = null;
      // the page says "the rules engine could not be loaded", in its language (i18n.js)
      throw Object.assign(new Error(`the rules engine could not be loaded: ${e && e.message}`), { code: 'engine-unavailable' });
    }
  })();
  return loading[name];
}

/**
 * The whole package (analyse, Game, the computer, …), loaded once. The entries are named, not
 * looked up: a page preloads its entry with its .wasm (modulepreload links), so that nothing
 * waits on a chain of fetches.
 */
export function loadEngine() {
  return load('whole', () => import('./pkg/index.js'));
}

/**
 * The game objects without the computer (the light module, `pkg/light/`: a game of Trictrac or
 * Jacquet played, recorded and read back; no computer, advice nor partie à écrire), at 70% of the
 * whole package's size; or the whole package if this page has asked for it already. The game
 * page is interactive on it, and its replay (<tablier-record>) reads records with it (docs/size.md).
 */
export function loadGames() {
  return loading.whole ?? load('games', () => import('./pkg/light/index.js'));
}

/**
 * A game record read back and stepped through (the record module, `pkg/record/`: the stateless
 * questions and the game classes with `fromRecord`, `state` and `frames` alone, at 85% of the light
 * module's size: docs/size.md); or the light or the whole module if this page has asked for
 * either (the game page's replay). The game page's bundle holds the light module
 * (`TABLIER_LIGHT_MODULE`, scripts/build-page.sh): there it is `loadGames`, and the record
 * module's import is left out of the bundle (one expression, which the bundle's constant decides).
 */
export const loadRecords =
  typeof TABLIER_LIGHT_MODULE !== 'undefined'
    ? loadGames
    : function loadRecords() {
        return loading.whole ?? loading.games ?? load('records', () => import('./pkg/record/index.js'));
      };

// The ids of the choosing exercises (choisir le coup, tenir ou s'en aller; docs/exercises.md):
// the maître answers them, which only the whole package holds.
const CHOOSING = ['coup-', 'tenir-'];

/** Whether the exercise an id names needs the whole package: the rules module answers the counting kinds only. */
export const choosing = (id) => CHOOSING.some((p) => id.startsWith(p));

// The elements that need the whole package: a choosing exercise. A game record needs its replay,
// which the record module has (a partie à écrire's, the whole package: tablier-record.js).
const WHOLE = CHOOSING.map((p) => `tablier-exercise[id^="${p}"]`).join(', ');

/**
 * The rules module (`tablier/rules`: the position, its analysis, plays, destinations, notation,
 * chances and the counting exercises) for the diagram and exercise elements, under half the whole
 * package's size; or the record, the light or the whole module if this page has asked for it
 * already or will (a `<tablier-record>` or an element of `WHOLE` on it), so that a page holds one
 * module where it can. In the game page's bundle (`TABLIER_LIGHT_MODULE`), `loadGames`: its light
 * module, or the whole one once there (one expression, so that the bundle leaves the rest out).
 */
export const loadRules = typeof TABLIER_LIGHT_MODULE !== 'undefined' ? loadGames : function loadRules() {
  const page = typeof document === 'undefined' ? null : document;
  const record = page?.querySelector('tablier-record');
  // an exercise beside a record: the record module has no exercises, the whole one both
  if (loading.whole || (record && page.querySelector('tablier-exercise')) || page?.querySelector(WHOLE)) return loadEngine();
  if (loading.games || loading.records || record) return loadRecords();
  return load('rules', () => import('./pkg/rules/index.js'));
};

/** An engine error's stable code, whatever shape it came in. */
export function errorCode(err) {
  return (err && (err.code || (err.error && err.error.code))) || 'unknown';
}

export function errorMessage(err) {
  return (err && (err.message || (err.error && err.error.message))) || String(err);
}

/**
 * Reads a position given as interchange JSON (docs/interchange.md) (object or text) or in the compact notation.
 * With the engine, the answer is the engine's checked, normalised position; without it, plain JSON
 * is still drawn (a diagram must show even where the wasm cannot load) but notation is an error.
 */
export async function readPosition(input) {
  let engine = null;
  try {
    engine = await loadRules();
  } catch (_) {
    engine = null;
  }
  const text = typeof input === 'string' ? input.trim() : null;
  let value = input;
  if (text !== null && text.startsWith('{')) value = JSON.parse(text);
  if (engine && typeof engine.validate === 'function') {
    const r = engine.validate(value);
    if (r && r.ok === false) {
      const refusal = r.error || r;
      const e = new Error(errorMessage(refusal));
      e.code = errorCode(refusal);
      // the engine's fields of the refusal, which the reader's language says (i18n.js)
      if (refusal.details) e.details = refusal.details;
      throw e;
    }
    return r && r.position ? r.position : r && r.value ? r.value : r;
  }
  if (typeof value === 'string') {
    const e = new Error('the compact notation needs the rules engine, which did not load');
    e.code = 'engine-unavailable';
    throw e;
  }
  return value;
}
