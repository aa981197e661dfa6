// Without a browser: the game page loads its own modules and the light module's entry as one
// bundle (www/app.min.js, scripts/build-page.sh) built from the sources it follows from app.js, and
// preloads the light .wasm beside it (no chain of fetches before the .wasm); the whole package
// comes after, on its own (www/whole.js); the service worker keeps just those, and nothing else
// of www/ (the Node files of the package, the diagrams' pages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers.mjs';

const WWW = join(ROOT, 'www');
// Games by correspondence (www/correspondence-view.js and what it imports, the QR code encoder
// among them) are a bundle of their own that app.js loads when first needed: not in the first load.
const LAZY = 'correspondence.min.js';

function modulesFrom(entry) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    const text = readFileSync(join(WWW, f), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'\.\/([\w./-]+\.js)'/g)) walk(m[1]);
  };
  walk(entry);
  return [...seen];
}

// The package's own modules (minified, so not followed): the whole package's entry and what it
// imports, and the rules module's, which the diagram element loads (www/engine.js's two entries).
// The whole package's entry loads the rules module beside its games module: the stateless
// questions are the rules module's alone (docs/size.md, "No stateless question twice").
const WHOLE = ['pkg/index.js', 'pkg/api.js', 'pkg/rules.js', 'pkg/loader.js', 'pkg/games.js', 'pkg/ecrire.js', 'pkg/correspondence.js', 'pkg/web/tablier.js', 'pkg/rules/tablier_rules.js'];
const RULES = ['pkg/rules/index.js', 'pkg/rules.js', 'pkg/loader.js', 'pkg/rules/tablier_rules.js'];
// The game page's light module (pkg/light/: the game objects without the computer), bundled.
const LIGHT = ['pkg/light/index.js'];
// The record module (pkg/record/: a record read back, one file), which the game page's bundle
// leaves out (loadRecords() is loadGames() there) and the training page never asks for.
const RECORD = ['pkg/record/index.js'];

test('index.html loads its modules and the light module bundled, and preloads its .wasm; the service worker keeps just those and the whole package', () => {
  // The page asks loadGames() before anything else, so loadRules() answers it the light module:
  // the rules module is never fetched there, nor bundled; the whole package comes after, apart.
  const mods = modulesFrom('app.js').filter((f) => !RULES.includes(f) && !WHOLE.includes(f) && !RECORD.includes(f) && f !== LAZY);
  assert.ok(LIGHT.every((f) => mods.includes(f)), 'the light module is in the bundle');
  const bundle = readFileSync(join(WWW, 'app.min.js'), 'utf8');
  assert.ok(bundle.includes('import("./pkg/index.js")') && !bundle.includes('tablier_bg.wasm'), 'the whole package loaded apart, not bundled');
  assert.ok(bundle.includes('import("./pkg/light/upgrade.js")'), 'the games module loaded apart, over the light module');
  assert.ok(!bundle.includes('pkg/record/'), 'the record module neither bundled nor loaded');
  const html = readFileSync(join(WWW, 'index.html'), 'utf8');
  assert.ok(html.includes('<script type="module" src="app.min.js"></script>'), 'the bundle loaded');
  for (const f of [...mods, ...WHOLE, ...RULES]) assert.ok(!html.includes(`"${f}"`), `${f} is in the bundle or not used, not fetched on its own`);
  // a bundle older than one of its sources is not the page under test (scripts/build-page.sh)
  const built = statSync(join(WWW, 'app.min.js')).mtimeMs;
  for (const f of mods) assert.ok(statSync(join(WWW, f)).mtimeMs <= built, `www/app.min.js is older than www/${f}: run scripts/build-page.sh`);
  assert.ok(html.includes('<link rel="preload" href="pkg/light/tablier_light_bg.wasm" as="fetch"'), 'the light .wasm preloaded');
  assert.ok(!html.includes('pkg/tablier_bg.wasm'), 'the whole .wasm not preloaded: it comes once the board is interactive');
  const sw = readFileSync(join(WWW, 'sw.js'), 'utf8');
  const kept = [...sw.slice(sw.indexOf('const PAGE = ['), sw.indexOf('];')).matchAll(/'([^']+)'/g)].map((m) => m[1]);
  // the game page's upgrade: the games module over the light one (pkg/light/upgrade.js, www/whole.js)
  // its words, one module per language (www/boot.js): both kept, for offline play in either
  const used = new Set(['app.min.js', 'lang-fr.min.js', 'lang-en.min.js', 'pkg/light/tablier_light_bg.wasm', 'pkg/light/upgrade.js', 'pkg/tablier_bg.wasm', 'index.html', 'style.css', 'manifest.webmanifest', 'icon.svg', 'icon-192.png']);
  // the training page offline too: its modules as it imports them (not the rules module: the page
  // asks for the whole package first, which <tablier-exercise> then takes), the whole package's,
  // its page and stylesheets
  const train = modulesFrom('train.js').filter((f) => !RULES.includes(f) && !LIGHT.includes(f) && !RECORD.includes(f));
  for (const f of [...train, ...WHOLE, 'pkg/rules/tablier_rules_bg.wasm', 'train.html', 'train.css', 'embed.css']) used.add(f);
  // games by correspondence: their own bundle, loaded when first needed, kept for offline play
  used.add(LAZY);
  assert.deepEqual([...kept].sort(), [...used].sort());
});

test("the page's bundle carries no words; each language is a module of its own, from the same dictionaries", async () => {
  const bundle = readFileSync(join(WWW, 'app.min.js'), 'utf8');
  const words = await import(join(WWW, 'i18n-words.js'));
  const page = await import(join(WWW, 'i18n-page.js'));
  const ecrire = await import(join(WWW, 'i18n-ecrire.js'));
  const tutor = await import(join(WWW, 'i18n-tutor.js'));
  const texts = (lang) => [words, page, ecrire, tutor].flatMap((d) => Object.values(d[lang])).filter((w) => w.length > 24 && /^[ -~]+$/.test(w) && !/["'`\\]/.test(w));
  // (minified, a text is as written when it is plain ASCII without quotes: esbuild escapes the rest)
  for (const lang of ['fr', 'en']) {
    const inBundle = texts(lang).filter((w) => bundle.includes(w));
    assert.deepEqual(inBundle, [], `no ${lang} text in app.min.js`);
    const own = readFileSync(join(WWW, `lang-${lang}.min.js`), 'utf8');
    const other = readFileSync(join(WWW, `lang-${lang === 'fr' ? 'en' : 'fr'}.min.js`), 'utf8');
    const { default: parts } = await import(join(WWW, `lang-${lang}.min.js`));
    assert.deepEqual(Object.assign({}, ...parts), Object.assign({}, words[lang], page[lang], ecrire[lang], tutor[lang]), `lang-${lang}.min.js holds every ${lang} word`);
    // (the game's terms stay French in English: a text also found in the other language's is left out)
    const otherWords = [words, page, ecrire, tutor].flatMap((d) => Object.values(d[lang === 'fr' ? 'en' : 'fr'])).join('\n');
    const only = texts(lang).filter((w) => !otherWords.includes(w));
    assert.ok(only.length > 20 && only.every((w) => !other.includes(w)), `no ${lang} text in the other language's module`);
    assert.ok(own.length < 40000, `lang-${lang}.min.js is one language's words (${own.length} bytes)`);
    for (const f of ['i18n-words.js', 'i18n-page.js', 'i18n-ecrire.js', 'i18n-tutor.js', `lang-${lang}.js`]) {
      assert.ok(statSync(join(WWW, f)).mtimeMs <= statSync(join(WWW, `lang-${lang}.min.js`)).mtimeMs, `www/lang-${lang}.min.js is older than www/${f}: run scripts/build-page.sh`);
    }
  }
});

test('the correspondence view is bundled on its own, loaded on demand, and the first load does not carry it', () => {
  const door = readFileSync(join(WWW, 'correspondence-door.js'), 'utf8');
  assert.ok(door.includes(`import('./${LAZY}')`), 'the page loads the bundle on demand');
  assert.ok(modulesFrom('app.js').includes('correspondence-door.js'));
  const first = readFileSync(join(WWW, 'app.min.js'), 'utf8');
  const lazy = readFileSync(join(WWW, LAZY), 'utf8');
  for (const word of ['corr.kind.trictrac', 'corr.delete.confirm', 'renderSVG']) {
    assert.ok(!first.includes(word), `${word} is not in the first load`);
    assert.ok(lazy.includes(word) || word === 'renderSVG', `${word} is in the correspondence bundle`);
  }
  assert.match(lazy, /<svg/, 'the QR code encoder is bundled');
  const built = statSync(join(WWW, LAZY)).mtimeMs;
  for (const f of modulesFrom('correspondence-view.js')) assert.ok(statSync(join(WWW, f)).mtimeMs <= built, `www/${LAZY} is older than www/${f}: run scripts/build-page.sh`);
});

test('embed.html loads <tablier-board> as its one file, preloaded with the rules module, not the whole package', () => {
  const mods = modulesFrom('tablier-board.js').filter((f) => !RULES.includes(f) && !WHOLE.includes(f));
  const html = readFileSync(join(WWW, 'embed.html'), 'utf8');
  assert.ok(html.includes('<script type="module" src="tablier-board.min.js"></script>'), 'the element in one file');
  for (const f of ['tablier-board.min.js', ...RULES]) assert.ok(html.includes(`<link rel="modulepreload" href="${f}">`), `${f} preloaded`);
  // its modules come in the one file, none on its own, and the file is not older than any of them
  const built = statSync(join(WWW, 'tablier-board.min.js')).mtimeMs;
  for (const f of mods) {
    assert.ok(!html.includes(`"${f}"`), `${f} is in tablier-board.min.js, not fetched on its own`);
    assert.ok(statSync(join(WWW, f)).mtimeMs <= built, `www/tablier-board.min.js is older than www/${f}: run scripts/build-page.sh`);
  }
  assert.ok(html.includes('<link rel="preload" href="pkg/rules/tablier_rules_bg.wasm" as="fetch"'), 'the rules module preloaded');
  for (const f of WHOLE.filter((w) => !RULES.includes(w))) assert.ok(!html.includes(`href="${f}"`), `${f} not loaded`);
  assert.ok(!html.includes('pkg/tablier_bg.wasm'), 'the whole module not loaded');
});
