// Assembles README.md from docs/README.template.md and the parts in docs/readme/: each line
//   <!-- include docs/readme/NAME.md [shift=N] [drop-title] -->
// is replaced by that file, its headings N levels deeper (outside code blocks), without its
// first heading when `drop-title` (the template gives the section its own title).
//
//   node scripts/readme.mjs           rewrites README.md
//   node scripts/readme.mjs --check   fails when README.md is not what the parts make
// (tests/node/readme.test.mjs runs the check, so a part edited without the README fails.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const INCLUDE = /^<!-- include (\S+)((?: [\w=-]+)*) -->$/;

export function assemble(root = ROOT) {
  const template = fs.readFileSync(path.join(root, 'docs/README.template.md'), 'utf8');
  return template
    .split('\n')
    .map((line) => {
      const m = INCLUDE.exec(line);
      if (!m) return line;
      const flags = m[2].trim().split(/\s+/).filter(Boolean);
      const shift = Number((flags.find((f) => f.startsWith('shift=')) || 'shift=0').slice(6));
      let body = fs.readFileSync(path.join(root, m[1]), 'utf8').replace(/\n+$/, '').split('\n');
      if (flags.includes('drop-title')) {
        body = body.slice(1);
        while (body.length && body[0].trim() === '') body.shift();
      }
      let fenced = false;
      return body
        .map((l) => {
          if (l.startsWith('```')) fenced = !fenced;
          return !fenced && /^#+ /.test(l) ? '#'.repeat(shift) + l : l;
        })
        .join('\n');
    })
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = path.join(ROOT, 'README.md');
  const made = assemble();
  if (process.argv.includes('--check')) {
    if (fs.readFileSync(readme, 'utf8') !== made) {
      console.error('README.md is not what docs/README.template.md and docs/readme/ make: run node scripts/readme.mjs');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(readme, made);
  }
}
