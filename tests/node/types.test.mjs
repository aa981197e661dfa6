// The declarations (js/tablier.d.ts over the derived js/types.generated.d.ts) held against real
// answers of the package (samples.mjs: varied positions, seeded games of each kind, refusals),
// written as object literals typed with the declared return type of the call that answered
// them, and compiled by tsc --strict. A field the engine sends and the declarations lack fails
// the excess-property check; a required field it does not send fails as missing; a new code,
// jan or phase fails its union of literals.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, tablier } from './helpers.mjs';
import { gather } from './samples.mjs';

const TSC = path.join(ROOT, '.tools/npm/node_modules/typescript/bin/tsc');

// Each format the package answers, by the declared type it is held against: none may go unsampled.
const FORMATS = [
  'ReturnType<typeof T.startPosition>',
  'ReturnType<typeof T.validate>',
  'ReturnType<typeof T.analyse>',
  'ReturnType<typeof T.legalPlays>',
  'ReturnType<typeof T.applyPlay>',
  'ReturnType<typeof T.refusal>',
  'ReturnType<typeof T.chances>',
  'ReturnType<typeof T.checkEcole>',
  'ReturnType<typeof T.checkEcolePoints>',
  'ReturnType<typeof T.fausseCase>',
  'ReturnType<typeof T.hints>',
  'ReturnType<typeof T.review>',
  'ReturnType<typeof T.sheet>',
  'ReturnType<typeof T.levels>',
  "ReturnType<T.Game['destinations']>",
  "ReturnType<T.Game['history']>",
  "ReturnType<T.Game['frames']>",
  "ReturnType<T.Game['markEcole']>",
  "ReturnType<T.Game['droits']>",
  "ReturnType<T.Game['computerDroits']>",
  "ReturnType<T.Game['computerMarks']>",
  "NonNullable<ReturnType<T.Game['pendingFausseCase']>>",
  "ReturnType<T.Game['toRecord']>",
  "ReturnType<T.JacquetGame['history']>",
  "ReturnType<T.JacquetGame['frames']>",
  "ReturnType<T.JacquetGame['manches']>",
  "ReturnType<T.JacquetGame['options']>",
  "ReturnType<T.JacquetGame['toRecord']>",
  "ReturnType<T.PartieAEcrire['agreement']>",
  "ReturnType<T.PartieAEcrire['lot']>",
  "NonNullable<ReturnType<T.PartieAEcrire['seating']>>",
  "NonNullable<ReturnType<T.PartieAEcrire['stepComputer']>>",
  "ReturnType<T.PartieAEcrire['sheet']>",
  "ReturnType<T.PartieAEcrire['toRecord']>",
  "ReturnType<T.Correspondence['state']>",
  "ReturnType<T.Correspondence['peek']>",
  "ReturnType<T.Correspondence['record']>",
  "ReturnType<T.Correspondence['secret']>",
  'ReturnType<typeof T.Correspondence.describe>',
  'ReturnType<typeof T.verifyCorrespondence>',
  'Refusal',
];

// The game classes, whose methods are mostly the raw classes' forwarded as they are (js/games.js,
// `forwardMethods`): the declarations must name exactly the methods the built class has.
const CLASSES = ['Game', 'JacquetGame', 'PartieAEcrire'];

/**
 * Each class's methods and static methods as the package built them, a literal of the declared
 * class's keys: a method the bindings gained and the declarations lack fails the excess-property
 * check; one declared that the class does not have fails as missing. And each method's number of
 * arguments (a forwarded one's is its raw method's: as many as it sends across) is one the
 * declared method takes.
 */
export function classesSource(classes) {
  const lines = [];
  const literal = (keys) => `{ ${keys.map((k) => `${k}: true`).join(', ')} }`;
  for (const [name, Class] of Object.entries(classes)) {
    const methods = Object.getOwnPropertyNames(Class.prototype).filter((k) => k !== 'constructor');
    const statics = Object.getOwnPropertyNames(Class).filter((k) => !['length', 'name', 'prototype'].includes(k));
    const disposes = typeof Class.prototype[Symbol.dispose ?? Symbol.for('Symbol.dispose')] === 'function';
    const keys = [...methods, ...(disposes ? ['[Symbol.dispose]'] : [])];
    lines.push(`export const methods${name}: { [K in keyof T.${name}]: true } = ${literal(keys)};`);
    lines.push(`export const statics${name}: { [K in Exclude<keyof typeof T.${name}, 'prototype'>]: true } = ${literal(statics)};`);
    for (const m of methods) {
      lines.push(`export const arity${name}_${m}: Parameters<T.${name}['${m}']>['length'] = ${Class.prototype[m].length};`);
    }
    for (const m of statics) {
      lines.push(`export const arity${name}_static_${m}: Parameters<typeof T.${name}['${m}']>['length'] = ${Class[m].length};`);
    }
  }
  return lines;
}

/**
 * The TypeScript file: every sample kept, as a literal of its declared type; the package's
 * names, each a named export of the declarations and a key of their default export, no more;
 * and the game classes' methods (`classesSource`).
 */
export function samplesSource(samples, names, classes = {}) {
  const lines = [
    "import type * as T from './tablier.cjs';",
    '/** A refusal as the package gives it: `validate`\'s error, a TablierError\'s fields. */',
    "type Refusal = Extract<ReturnType<typeof T.validate>, { ok: false }>['error'];",
    `export type Named = [${names.map((n) => `typeof T.${n}`).join(', ')}];`,
    `export const names: { [K in keyof typeof T.default]: true } = { ${names.map((n) => `${n}: true`).join(', ')} };`,
    ...classesSource(classes),
  ];
  let n = 0;
  for (const [type, values] of samples.kept) {
    for (const v of values) lines.push(`export const s${n++}: ${type} = ${JSON.stringify(v)};`);
  }
  return lines.join('\n') + '\n';
}

test('every answer of the engine is a value of its declared type (tsc --strict, exact optional fields), every export and every game method declared', (t) => {
  const samples = gather();
  for (const type of FORMATS) {
    assert.ok(samples.kept.get(type)?.length > 0, `no sample of ${type}: the generator no longer reaches it`);
  }
  const counts = [...samples.kept].map(([type, v]) => `${v.length}/${samples.offered.get(type)} ${type}`);
  t.diagnostic(`samples kept of answers seen, by type:\n${counts.join('\n')}`);
  if (!fs.existsSync(TSC)) {
    t.skip('typescript is not installed in .tools/npm (scripts/setup.sh installs it)');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablier-types-'));
  // under its shipped name: the declarations read their own namespace back as './tablier.cjs'
  fs.copyFileSync(path.join(ROOT, 'js/tablier.d.ts'), path.join(dir, 'tablier.d.cts'));
  fs.copyFileSync(path.join(ROOT, 'js/types.generated.d.ts'), path.join(dir, 'types.generated.d.cts'));
  const classes = Object.fromEntries(CLASSES.map((n) => [n, tablier[n]]));
  fs.writeFileSync(path.join(dir, 'samples.ts'), samplesSource(samples, Object.keys(tablier.default), classes));
  const compilerOptions = {
    noEmit: true,
    strict: true,
    exactOptionalPropertyTypes: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['samples.ts'] }));
  try {
    execFileSync('node', [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  } catch (e) {
    // the file is kept for reading the failure: each error's line is one sample
    assert.fail(`the declarations do not describe what the engine answers (${dir}/samples.ts):\n${e.stdout}${e.stderr}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
