// The game page's bundle (www/app.min.js) without a word of either language: www/i18n.js's
// dictionaries start from www/i18n-words.js, which here is an empty pair, filled at run time by the
// language module the page loads (www/boot.js: www/lang-fr.min.js or www/lang-en.min.js, built
// from the same dictionary sources by scripts/build-page.sh). esbuild's command line has no
// plugins, hence this script, with the options build-page.sh gave it before. Usage:
//   node scripts/bundle-page.mjs <esbuild's JS API module>
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const words = resolve(root, 'www/i18n-words.js');
const { build } = await import(process.argv[2]);

const noWords = {
  name: 'no-words',
  setup(b) {
    b.onResolve({ filter: /\/i18n-words\.js$/ }, (args) =>
      resolve(args.resolveDir, args.path) === words ? { path: words, namespace: 'no-words' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-words' }, () => ({ contents: 'export const fr = {};\nexport const en = {};\n', loader: 'js' }));
  },
};

await build({
  entryPoints: [resolve(root, 'www/app.js')],
  bundle: true,
  format: 'esm',
  minify: true,
  keepNames: true,
  logLevel: 'error',
  external: ['./pkg/rules/*', './pkg/record/*', './pkg/index.js', './pkg/light/upgrade.js', './correspondence.min.js'],
  define: { TABLIER_LIGHT_MODULE: 'true' },
  outfile: resolve(root, 'www/app.min.js'),
  plugins: [noWords],
});
