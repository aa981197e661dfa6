// The service worker that lets the page play offline: on install it keeps the page, its modules, the
// package and its wasm; afterwards it answers from the network when there is one (so a new build is
// seen at once) and from the cache when there is none.

const CACHE = 'tablier-v1';
const SHELL = [
  './',
  'index.html',
  'embed.html',
  'style.css',
  'app.js',
  'board.js',
  'engine.js',
  'game.js',
  'plays.js',
  'computer.js',
  'jans.js',
  'facons.js',
  'i18n.js',
  'tablier-board.js',
  'manifest.webmanifest',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
  'pkg/tablier_bg.wasm',
  'pkg/package.json',
];

async function precache() {
  const cache = await caches.open(CACHE);
  const urls = new Set(SHELL);
  // the package lists its own files (wasm-pack writes them into package.json)
  try {
    const res = await fetch('pkg/package.json', { cache: 'no-cache' });
    if (res.ok) {
      const pkg = await res.json();
      for (const f of pkg.files || []) if (!f.includes('*')) urls.add('pkg/' + f.replace(/^\.?\//, ''));
      if (typeof pkg.browser === 'string') urls.add('pkg/' + pkg.browser.replace(/^\.?\//, ''));
      if (pkg.module) urls.add('pkg/' + pkg.module.replace(/^\.?\//, ''));
      if (pkg.main) urls.add('pkg/' + pkg.main.replace(/^\.?\//, ''));
    }
  } catch (_) {
    /* no package yet: the shell alone */
  }
  await Promise.all(
    [...urls].map(async (u) => {
      try {
        const res = await fetch(u, { cache: 'no-cache' });
        if (res.ok) await cache.put(u, res);
      } catch (_) {
        /* a missing file must not stop the rest */
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
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
      const cache = await caches.open(CACHE);
      try {
        const res = await fetch(req);
        if (res.ok) cache.put(req, res.clone());
        return res;
      } catch (err) {
        const hit = (await cache.match(req, { ignoreSearch: true })) ||
          (req.mode === 'navigate' ? await cache.match('index.html') : undefined);
        if (hit) return hit;
        throw err;
      }
    })(),
  );
});
