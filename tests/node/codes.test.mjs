// The error codes the types promise are the engine's: every code in src/error.rs is in
// tablier.d.ts's ErrorCode, and the types name no code the engine or the wrapper cannot give.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, PKG } from './helpers.mjs';

// src/record/ gives the codes of a record that cannot be replayed (`Error::Record`).
const recordFiles = fs.readdirSync(path.join(ROOT, 'src/record')).map((f) => path.join('src/record', f));
const rust = ['src/error.rs', 'src/record.rs', ...recordFiles].map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
const engine = new Set([...rust.matchAll(/=> "([a-z]+(?:-[a-z]+)*)"/g)].map((m) => m[1]));
// src/correspondence/ gives the codes of a message or a correspondence record refused.
const corresp = fs.readdirSync(path.join(ROOT, 'src/correspondence')).map((f) => fs.readFileSync(path.join(ROOT, 'src/correspondence', f), 'utf8')).join('\n');
for (const m of corresp.matchAll(/refuse(?:_whole)?\(\s*"([a-z]+(?:-[a-z]+)*)"/g)) engine.add(m[1]);
// The package's declarations are in tablier.d.cts (tablier.d.ts re-exports them).
const dts = fs.readFileSync(path.join(PKG, 'tablier.d.cts'), 'utf8');
const union = (name) => {
  const m = dts.match(new RegExp(`export type ${name} =([\\s\\S]*?);`));
  assert.ok(m, `no type ${name} in tablier.d.ts`);
  return new Set([...m[1].matchAll(/'([a-z-]+)'/g)].map((x) => x[1]));
};
const typed = new Set([...union('RuleCode'), ...union('ErrorCode'), ...union('RecordCode'), ...union('CorrespondenceCode')]);
const WRAPPER = ['not-initialised', 'engine-failure'];

test('every engine error code is typed', () => {
  assert.ok(engine.size > 20, 'codes found in src/error.rs');
  for (const code of engine) assert.ok(typed.has(code), `${code} is missing from ErrorCode in js/tablier.d.ts`);
});

test('every typed code is one the engine or the wrapper gives', () => {
  for (const code of typed) assert.ok(engine.has(code) || WRAPPER.includes(code), `${code} is typed but never given`);
});

// A refusal is told in the reader's language from its code (www/i18n.js `describeError`), never
// from the engine's English message: every typed code has its words in French and in English.
test('every typed code has its words in both languages of the page', async () => {
  const { dictionaries } = await import('../../www/i18n.js');
  let checked = 0;
  for (const lang of ['fr', 'en']) {
    for (const code of typed) {
      assert.ok(dictionaries[lang][`code.${code}`], `no words for ${code} in ${lang} (www/i18n-words.js)`);
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} codes checked`);
});
