// The service worker that lets the page play offline. The page registers it once it is interactive
// (app.js), so that it never competes with the first load; on install it keeps exactly what the game
// page loads — its modules and the light module's entry (one file, app.min.js:
// scripts/build-page.sh), its words in both languages (lang-fr.min.js, lang-en.min.js), its
// stylesheet and icons, the light module's .wasm and the whole package it loads once interactive (www/whole.js: its browser entry and .wasm) — and the training page's
// (train.html: its modules, <tablier-exercise>'s and the package's browser entry), and nothing the
// pages do not use (the Node files of the package, the diagrams' pages). Afterwards it answers from the
// network when there is one (so a new build is seen at once) and from the cache when there is none.

const CACHE = 'tablier-v29';
const PAGE = [
  'index.html',
  'style.css',
  'manifest.webmanifest',
  'icon.svg',
  'icon-192.png',
  'app.min.js',
  // the words of the page, one module per language (www/boot.js): both, for offline play in either
  'lang-fr.min.js',
  'lang-en.min.js',
  // the light module the page is interactive on, then the whole package it moves its game to
  'pkg/light/tablier_light_bg.wasm',
  // (its games module over the light one, which answers the stateless questions still)
  'pkg/light/upgrade.js',
  'pkg/tablier_bg.wasm',
  // games by correspondence: loaded when first needed, kept for offline play all the same
  'correspondence.min.js',
  // the training page
  'train.html',
  'train.css',
  'embed.css',
  'train.js',
  'train-schedule.js',
  'i18n-train.js',
  'tablier-exercise.js',
  'i18n-exercise.js',
  'board.js',
  'board-style.js',
  'board-geometry.js',
  'board-input.js',
  'annotations.js',
  'chances.js',
  'i18n.js',
  'i18n-words.js',
  'engine.js',
  'jans.js',
  'describe.js',
  'pkg/index.js',
  'pkg/api.js',
  'pkg/rules.js',
  'pkg/loader.js',
  'pkg/games.js',
  'pkg/ecrire.js',
  'pkg/correspondence.js',
  'pkg/web/tablier.js',
  // the rules module, which answers the whole package its stateless questions (training page)
  'pkg/rules/tablier_rules.js',
  'pkg/rules/tablier_rules_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      try {
        const res = await fetch(req);
        // only what the page uses is kept: a fresh copy replaces the cached one
        const cache = await caches.open(CACHE);
        const bare = new URL(req.url);
        bare.search = '';
        if (res.ok && (await cache.match(bare.href))) cache.put(bare.href, res.clone());
        return res;
      } catch (err) {
        const cache = await caches.open(CACHE);
        const hit = (await cache.match(req, { ignoreSearch: true })) ||
          (req.mode === 'navigate' ? await cache.match('index.html') : undefined);
        if (hit) return hit;
        throw err;
      }
    })(),
  );
});
