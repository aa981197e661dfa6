// The game page is interactive on the light module (the game objects without the computer:
// engine.js's loadGames, docs/size.md), a third lighter than the whole package. Once the board is
// interactive, this module brings the whole package and moves the game on screen to it through
// the game's own record, read back by the same class there (`fromRecord`: every step replayed by
// the rules, as a reload does): then the light module's game is freed, and the session holds the
// new one alone. What needs the computer or the advice (its turn, a hint, the review, the tutor,
// its marks, its rights, its fausse case choice, a partie à écrire) waits for that move first.

import { loadEngine } from './engine.js';
import { state, session } from './session.js';

let moving = null;
let whole = null;

/** Whether the computer and the advice are here: the session is on the whole package. */
export const hasComputer = () => !!whole && state.engine === whole;

/**
 * The whole package: on the light module, the package's games module with the light module still
 * answering the stateless questions (pkg/light/upgrade.js), so that the upgrade fetches the games
 * module alone (docs/size.md, "No stateless question twice"); else (a partie à écrire shown
 * first) the package's browser entry, which loads the rules module beside it.
 */
function loadWhole() {
  const light = state.engine;
  if (!light || !light.stateless) return loadEngine();
  return import('./pkg/light/upgrade.js')
    .then(async ({ over }) => {
      const pkg = over(light.stateless);
      await pkg.init();
      return pkg;
    })
    .catch((e) => {
      // said as engine.js says a module that did not load (i18n.js's engine-unavailable)
      throw Object.assign(new Error(`the rules engine could not be loaded: ${e && e.message}`), { code: 'engine-unavailable' });
    });
}

/**
 * The whole package loaded and the game on screen moved to it, once (resolves with the package);
 * a failure leaves the game where it was, on the light module, and lets a later call try again.
 */
export function upgrade() {
  moving ??= loadWhole().then((pkg) => {
    const m = state.match;
    if (m && m.engine !== pkg) m.moveTo(pkg);
    session.loaded(pkg);
    whole = pkg;
    performance.mark('tablier-computer');
    return pkg;
  });
  moving.catch(() => {
    moving = null;
  });
  return moving;
}

/**
 * `fn`, to be run now if the computer is here, else once the game has moved to the whole package
 * (a click on *Conseil* in the first instants of the page waits for it rather than fail).
 * `failed(e)` is told if the package cannot be loaded.
 */
export function withComputer(fn, failed = (e) => console.error(e)) {
  return (...args) => {
    if (hasComputer()) return fn(...args);
    upgrade().then(() => fn(...args), failed);
  };
}

/** Whether a record (its text or its object) is a partie à écrire's, which only the whole package reads. */
export function ecrireRecord(record) {
  try {
    const r = typeof record === 'string' ? JSON.parse(record) : record;
    return !!r && r.game === 'ecrire';
  } catch (_) {
    return false;
  }
}
