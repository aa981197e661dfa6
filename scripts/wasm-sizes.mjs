#!/usr/bin/env node
// Where the bytes of a .wasm go: each function body's size read from the code section, its name
// from the name section (wasm-ld writes them demangled), grouped by the path it belongs to.
// Read the module as rustc leaves it, before wasm-bindgen and wasm-opt strip the names:
//
//   node scripts/wasm-sizes.mjs [target/wasm32-unknown-unknown/wasm/tablier_wasm.wasm] [--top N] [--depth D] [--grep RE]
//
// --top N      the N largest groups (40) and the N largest functions
// --depth D    how many `::` segments of the path make a group (2): `serde_json::de`, `tablier::notation`
// --grep RE    only the functions whose name matches RE (then grouped as above)
// --generic    group by the function's name with its type arguments erased, to count the copies
//              of one generic function (`alloc::vec::Vec<T>::extend_trusted` × 40)
// --retained   what each export, or each function every path to which goes through it, keeps in
//              the module: the dominator tree of the call graph (read with binaryen's wasm-dis,
//              .tools/), each entry's own size and everything only it reaches. Run it on a module
//              after wasm-opt with its names kept (`wasm-bindgen --keep-debug`, `wasm-opt -g`)
//              to see what is left once wasm-opt has inlined and merged.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const top = Number(opt('--top', 40));
const depth = Number(opt('--depth', 2));
const grep = opt('--grep', null);
const generic = flag('--generic');
const retainedMode = flag('--retained');
const file = args[0] ?? 'target/wasm32-unknown-unknown/wasm/tablier_wasm.wasm';
const bytes = readFileSync(file);

let pos = 8;
const leb = () => {
  let result = 0, shift = 0, b;
  do {
    b = bytes[pos++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
  } while (b & 0x80);
  return result;
};
const str = () => {
  const n = leb();
  const s = bytes.toString('utf8', pos, pos + n);
  pos += n;
  return s;
};

let imported = 0;
const bodies = [];
const names = new Map();
let dataSize = 0;
while (pos < bytes.length) {
  const id = bytes[pos++];
  const size = leb();
  const end = pos + size;
  if (id === 2) {
    for (let n = leb(); n > 0; n--) {
      str();
      str();
      const kind = bytes[pos++];
      if (kind === 0) { leb(); imported++; }
      else if (kind === 1) { pos++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 3) { pos += 2; }
      else if (kind === 4) { pos++; leb(); }
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n--) {
      const len = leb();
      bodies.push(len);
      pos += len;
    }
  } else if (id === 11) {
    dataSize = size;
  } else if (id === 0) {
    const name = str();
    if (name === 'name') {
      while (pos < end) {
        const sub = bytes[pos++];
        const len = leb();
        const subEnd = pos + len;
        if (sub === 1) {
          for (let n = leb(); n > 0; n--) {
            const index = leb();
            names.set(index, str());
          }
        }
        pos = subEnd;
      }
    }
  }
  pos = end;
}

// `<T as serde::de::Deserialize>::deserialize` belongs to T's path; `core::ptr::drop_in_place<X>`
// to core::ptr. The group is the first path of the name, outside angle brackets when it starts
// with one (a trait implementation: the implementing type's path).
const pathOf = (name) => {
  let s = name.startsWith('<') ? name.slice(1) : name;
  s = s.replace(/^&(mut )?/, '').replace(/^dyn /, '');
  let out = '';
  let level = 0;
  for (const ch of s) {
    if (ch === '<') level++;
    else if (ch === '>') level--;
    if (level > 0 || ch === '<') continue;
    if (ch === ' ' || ch === '>' || ch === '(') break;
    out += ch;
  }
  return out.split('::').slice(0, depth).join('::') || name;
};
const eraseGenerics = (name) => {
  let out = '';
  let level = 0;
  for (const ch of name) {
    if (ch === '<') { if (level === 0) out += '<_>'; level++; continue; }
    if (ch === '>') { level--; continue; }
    if (level === 0) out += ch;
  }
  return out.replace(/::h[0-9a-f]{16}$/, '');
};

// Rust's legacy mangling (`_ZN7tablier8notation...17h<hash>E`): the lengths read off, the
// escapes `$LT$`, `$u20$`, `..` written back. Names of another form are left as they are.
const ESCAPES = { SP: '@', BP: '*', RF: '&', LT: '<', GT: '>', LP: '(', RP: ')', C: ',' };
const demangle = (name) => {
  const m = /^_ZN(.*)E$/.exec(name);
  if (!m) return name.replace(/::h[0-9a-f]{16}$/, '');
  const parts = [];
  let s = m[1];
  while (s.length) {
    const d = /^(\d+)/.exec(s);
    if (!d) return name;
    const len = Number(d[1]);
    parts.push(s.slice(d[1].length, d[1].length + len));
    s = s.slice(d[1].length + len);
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  return parts
    .map((p) =>
      p
        .replace(/^_\$/, '$')
        .replace(/\$([A-Z]+)\$/g, (all, e) => ESCAPES[e] ?? all)
        .replace(/\$u([0-9a-f]+)\$/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\.\./g, '::'),
    )
    .join('::');
};

const re = grep ? new RegExp(grep) : null;
const groups = new Map();
const functions = [];
let total = 0;
bodies.forEach((size, i) => {
  const name = demangle(names.get(imported + i) ?? `(unnamed ${imported + i})`);
  if (re && !re.test(name)) return;
  total += size;
  functions.push([size, name]);
  const key = generic ? eraseGenerics(name) : pathOf(name);
  const g = groups.get(key) ?? { size: 0, count: 0 };
  g.size += size;
  g.count++;
  groups.set(key, g);
});

console.log(`${file}: ${bytes.length} bytes, code ${total} bytes in ${functions.length} functions, data ${dataSize} bytes`);
console.log(`\n${'group'.padEnd(70)} ${'bytes'.padStart(8)} ${'fns'.padStart(5)}`);
for (const [key, g] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`${key.slice(0, 70).padEnd(70)} ${String(g.size).padStart(8)} ${String(g.count).padStart(5)}`);
}
console.log(`\nlargest functions`);
for (const [size, name] of functions.sort((a, b) => b[0] - a[0]).slice(0, top)) {
  console.log(`${String(size).padStart(8)}  ${name.slice(0, 150)}`);
}

if (retainedMode) retained();

// The call graph from the module's text: each `(func $name`, the `call`s, `return_call`s and
// `ref.func`s in its body; the roots are the exports and the functions of the tables (reached by
// `call_indirect`). Dominators by Cooper, Harvey and Kennedy's iteration.
function retained() {
  const wasmDis = fileURLToPath(new URL('../.tools/npm/node_modules/.bin/wasm-dis', import.meta.url));
  const wat = execFileSync(wasmDis, [file], { maxBuffer: 1 << 30, encoding: 'utf8' }).split('\n');
  const ref = '\\$(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s()]+))';
  const funcRe = new RegExp(`^ \\(func ${ref}`);
  const callRe = new RegExp(`\\((?:call|return_call|ref\\.func) ${ref}`, 'g');
  const anyRe = new RegExp(ref, 'g');
  const exportRe = new RegExp(`^ \\(export "([^"]*)" \\(func ${ref}\\)`);
  const order = [];
  const calls = new Map();
  const roots = new Set();
  const exportOf = new Map();
  let cur = null;
  for (const line of wat) {
    let m;
    if ((m = funcRe.exec(line))) {
      cur = m[1] ?? m[2];
      order.push(cur);
      calls.set(cur, new Set());
    } else if ((m = exportRe.exec(line))) {
      const f = m[2] ?? m[3];
      roots.add(f);
      exportOf.set(f, m[1]);
    } else if (line.startsWith(' (elem ')) {
      for (const e of line.matchAll(anyRe)) roots.add(e[1] ?? e[2]);
    } else if (cur && line.includes('$')) {
      for (const c of line.matchAll(callRe)) calls.get(cur).add(c[1] ?? c[2]);
    }
  }
  if (order.length !== bodies.length) {
    console.error(`wasm-sizes: ${order.length} functions in the text, ${bodies.length} bodies in the code section`);
    process.exit(1);
  }
  const size = new Map(order.map((n, i) => [n, bodies[i]]));
  const ROOT = '';
  const succ = new Map([[ROOT, [...roots].filter((r) => size.has(r))]]);
  for (const [n, cs] of calls) succ.set(n, [...cs].filter((c) => size.has(c)));
  // reverse postorder from the root
  const rpo = [];
  const seen = new Set([ROOT]);
  const stack = [[ROOT, 0]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const next = succ.get(top[0]);
    if (top[1] < next.length) {
      const s = next[top[1]++];
      if (!seen.has(s)) {
        seen.add(s);
        stack.push([s, 0]);
      }
    } else {
      rpo.push(top[0]);
      stack.pop();
    }
  }
  rpo.reverse();
  const index = new Map(rpo.map((n, i) => [n, i]));
  const preds = new Map(rpo.map((n) => [n, []]));
  for (const n of rpo) for (const s of succ.get(n)) preds.get(s).push(n);
  const idom = new Map([[ROOT, ROOT]]);
  const meet = (a, b) => {
    while (a !== b) {
      while (index.get(a) > index.get(b)) a = idom.get(a);
      while (index.get(b) > index.get(a)) b = idom.get(b);
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of rpo.slice(1)) {
      let d = null;
      for (const p of preds.get(n)) if (idom.has(p)) d = d === null ? p : meet(p, d);
      if (idom.get(n) !== d) {
        idom.set(n, d);
        changed = true;
      }
    }
  }
  const kept = new Map(rpo.map((n) => [n, n === ROOT ? 0 : size.get(n)]));
  for (const n of [...rpo].reverse()) if (n !== ROOT) kept.set(idom.get(n), kept.get(idom.get(n)) + kept.get(n));
  const rows = rpo.filter((n) => n !== ROOT && idom.get(n) === ROOT).sort((a, b) => kept.get(b) - kept.get(a));
  console.log(`\nretained: reachable code ${kept.get(ROOT)} bytes; each entry below is reached by more than one export (or is one), with what only it reaches`);
  for (const n of rows.slice(0, top)) {
    const name = demangle(n);
    console.log(`${String(kept.get(n)).padStart(8)}  ${exportOf.has(n) ? `[export ${exportOf.get(n)}] ` : ''}${name.slice(0, 140)}`);
  }
}
