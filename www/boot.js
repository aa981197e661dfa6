// Imported first by the game page (app.js), so that it runs before the page's other modules: the
// light module's .wasm starts compiling now, on the browser's other threads, while the page's
// modules run and fill the page. Left to www/engine.js, the compilation would begin only once the
// page awaits the engine, after all of that (docs/speed.md). The light module's `init` takes the
// compiled module when loadGames() asks for it later; it loads and compiles once. (The page is
// interactive on the light module, the game objects without the computer; www/whole.js brings
// the whole package after: docs/size.md.)
import { init } from './pkg/light/index.js';
import { dictionaries, initialLang } from './i18n.js';

const url = new URL('./pkg/light/tablier_light_bg.wasm', import.meta.url);
if (typeof WebAssembly.compileStreaming === 'function') {
  // a server that does not say application/wasm: the response is handed over as it is
  const compiled = WebAssembly.compileStreaming(fetch(url)).catch(() => fetch(url));
  // a failure here is told by loadEngine(), which calls init again
  init(compiled).catch(() => {});
}

// The page's words: its bundle carries no dictionary (scripts/build-page.sh), each language is a
// module of its own (www/lang-fr.min.js, www/lang-en.min.js). The language the page starts in is
// asked for now, beside the .wasm; the other only when a person switches (app.js's setLang). The
// address is built at run time so that the bundler leaves the import to the browser.
const words = {};
/** Loads `lang`'s words into i18n.js's dictionaries, once; resolves when they are there. */
export function loadWords(lang) {
  words[lang] ??= import(new URL(`./lang-${lang}.min.js`, import.meta.url).href).then(
    (m) => {
      for (const part of m.default) Object.assign(dictionaries[lang], part);
    },
    (e) => {
      delete words[lang]; // a later switch asks again
      throw e;
    },
  );
  return words[lang];
}
// a failure here (no network, no cache) is met by start(), which goes on without the words
loadWords(initialLang()).catch(() => {});
