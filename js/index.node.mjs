// Node ES module entry of `tablier`: the same instance as the CommonJS entry, so `TablierError`
// and `Game` are one class whichever way the package is loaded.
import api from './cjs/index.js';

// The API's names, one export each, written in by scripts/build-pkg.sh from the object makeApi
// answers (an ES module's exports are static; the list is written once, there).
export const { init, /* @API-NAMES@ */ } = api;

export default api;
