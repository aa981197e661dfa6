// The game page's one session (issue 27, point 5; docs/page.md, "The session"): its state is
// changed by the mutators of www/session.js alone. A static scan of the page's modules, as
// tests/layers does for the Rust crates, and the session itself loaded in Node (no engine, no DOM).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** The text of a module without its comments (a write named in a comment is no write). */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const FIELD = String.raw`\bstate\s*(?:\.\s*[\w$]+|\[[^\]]*\])(?:\s*\.\s*[\w$]+|\[[^\]]*\])*`;
const WRITES = [
  new RegExp(`${FIELD}\\s*(?:=(?![=>])|[-+*/%&|^]=|\\+\\+|--)`, 'g'), // state.x = …, state.x.y += …, state.x++
  new RegExp(`(?:\\+\\+|--)\\s*${FIELD}`, 'g'), // ++state.x
  new RegExp(`${FIELD}\\s*\\.\\s*(?:push|pop|splice|shift|unshift|sort|reverse|fill|copyWithin)\\s*\\(`, 'g'), // state.made.push(…)
  /\bdelete\s+state\b/g,
  /\bObject\.(?:assign|defineProperty|defineProperties|setPrototypeOf)\s*\(\s*state\b/g,
];

/** Every write to a field of `state` in `text`, as written. */
function writesIn(text) {
  const src = code(text);
  return WRITES.flatMap((re) => [...src.matchAll(re)].map((m) => m[0].trim()));
}

test('the scan finds every form of write, and no read', () => {
  const writes = [
    'state.made = [];',
    'state.fausse.replayOf = 1;',
    'state.refused += 1;',
    'state.refused++;',
    '++state.refused;',
    'state.made.push([a, b]);',
    'state.made .pop();',
    "state['error'] = 'x';",
    'delete state.error;',
    'Object.assign(state, x);',
    'state.match.level = e.target.value;',
  ];
  for (const w of writes) assert.equal(writesIn(w).length, 1, w);
  const reads = [
    'if (state.made === x) f();',
    'const n = state.log.length >= 2;',
    "x = state.made.map((m) => m.join(' '));",
    '// state.made = [] is done by the session',
    '/* state.error = "" */',
    'session.setMade([]); other.state = 1;',
    'const f = (state) => state.t;',
  ];
  for (const r of reads) assert.deepEqual(writesIn(r), [], r);
});

test("no module of the page but session.js writes a field of the session's state", () => {
  const files = readdirSync(WWW).filter((f) => f.endsWith('.js') && f !== 'session.js' && !f.endsWith('.min.js'));
  assert.ok(files.length > 30, `${files.length} modules scanned`);
  const found = files.flatMap((f) => writesIn(readFileSync(path.join(WWW, f), 'utf8')).map((w) => `${f}: ${w}`));
  assert.deepEqual(found, [], 'writes outside the session');
});

test('the views ask the match what it has, not which kind it is, nor reach through it to the engine', () => {
  const files = readdirSync(WWW).filter((f) => f.endsWith('.js') && !f.endsWith('.min.js') && !['game.js', 'ecrire-match.js'].includes(f));
  const MATCH = String.raw`\b(?:m|match|state\.match)\s*\.\s*`;
  const flags = new RegExp(`${MATCH}(?:jacquet|ecrire)\\b`, 'g');
  const reach = new RegExp(`${MATCH}game\\b`, 'g');
  assert.equal('if (m.jacquet && state.match.ecrire)'.match(flags).length, 2, 'the scan sees a flag');
  const found = [];
  for (const f of files) {
    const src = code(readFileSync(path.join(WWW, f), 'utf8'));
    for (const w of src.match(flags) ?? []) found.push(`${f}: ${w}`);
    for (const w of src.match(reach) ?? []) found.push(`${f}: ${w}`);
  }
  assert.deepEqual(found, []);
});

// session.js reads the address once, at load: a page with no query
globalThis.location ??= { search: '', href: 'http://localhost/' };
const { state, session } = await import('../../www/session.js');

test('the state refuses a write from outside, naming the field and where to change it', () => {
  assert.throws(() => {
    state.made = [['B1', 'B3']];
  }, /state\.made is the session's/);
  assert.throws(() => {
    delete state.error;
  }, TypeError);
  assert.deepEqual(state.made, []);
});

test('what the state holds cannot be changed in place either: its lists and objects are frozen copies', () => {
  const moves = [['B1', 'B4']];
  session.setMade(moves);
  moves[0][1] = 'B6';
  assert.deepEqual(state.made, [['B1', 'B4']], "the caller's list is not the session's");
  assert.throws(() => state.made.push(['B1', 'B2']), TypeError);
  assert.throws(() => {
    state.made[0][1] = 'B5';
  }, TypeError);
  session.computerMarked({ side: 'black', judged: false });
  assert.throws(() => {
    state.computerMark.judged = true;
  }, TypeError);
  session.fausseHeld({ side: 'white', verdict: { kinds: [], options: [] } });
  assert.throws(() => {
    state.fausse.replayOf = 0;
  }, TypeError);
  session.fausseReplayChosen(0);
  assert.equal(state.fausse.replayOf, 0);
  session.clearGame();
});

/** A match as the session sees one: its log and its level. */
const matchWith = (log) => ({ log, level: 'maître' });

test('a roll thrown clears what the roll before left, and keeps the fausse case of the other side', () => {
  session.startGame(matchWith([]), { game: 'trictrac' });
  session.moved([['B1', 'B4']]);
  session.marksPending({ side: 'white', jeton: 4, holes: 0 }, 'waiting');
  session.fausseHeld({ side: 'black', verdict: { kinds: [], options: [] } });
  session.rolled({ side: 'white', dice: [3, 1] }, 'lapsed');
  assert.deepEqual(state.made, []);
  assert.equal(state.pendingMarks, null);
  assert.equal(state.ecoleNote, 'lapsed');
  assert.deepEqual(state.lastRoll.dice, [3, 1]);
  assert.equal(state.fausse.side, 'black', "the card of Black's fausse case stays until Black throws");
  session.rolled({ side: 'black', dice: [6, 5] });
  assert.equal(state.fausse, null);
  assert.equal(state.ecoleNote, '');
});

test('a game put on screen starts clean, its last roll read off its log, its level set', () => {
  session.setError('refused');
  session.computerMarked({ side: 'black', judged: false });
  session.moved([['B1', 'B2']]);
  session.tutorStopped({ kind: 'play', lines: [], arrows: [] });
  const frame = { side: 'black', rolled: { dice: [2, 2] }, analysis: { points: { white: 0, black: 4 } }, before: { score: null }, play: { moves: [['N1', 'N3']] } };
  const m = matchWith([frame]);
  session.startGame(m, { game: 'jacquet', target: 7, level: 'fort' });
  assert.equal(state.match, m);
  assert.equal(m.level, 'fort');
  assert.equal(state.game, 'jacquet');
  assert.equal(state.target, 7);
  assert.equal(state.error, '');
  assert.equal(state.computerMark, null);
  assert.equal(state.tutorStop, null, "no choice of the game before waits on the tutor's card");
  assert.deepEqual(state.made, []);
  assert.deepEqual(state.lastRoll.dice, [2, 2]);
  assert.deepEqual(state.lastMoves, [['N1', 'N3']]);
});

test("the computer's marks judged: a new object, the one read before unchanged", () => {
  session.computerMarked({ side: 'black', judged: false });
  const before = state.computerMark;
  session.computerMarkJudged({ ecoles: [] }, 'École !');
  assert.equal(state.computerMark.judged, true);
  assert.equal(before.judged, false);
  assert.equal(state.ecoleNote, 'École !');
  assert.deepEqual(state.ecoleVerdict, { ecoles: [] });
});

test('tenir or s’en aller hands over the marks that waited for it, once', () => {
  session.marksPending({ side: 'white', jeton: 6, holes: 1 }, '');
  session.moved([['B1', 'B5']]);
  assert.deepEqual(session.decided(), { side: 'white', jeton: 6, holes: 1 });
  assert.equal(session.decided(), null);
  assert.deepEqual(state.made, []);
});

test('a game by correspondence on the board: the person plays what its controller says is his, then the page takes over again', async () => {
  const { isHuman } = await import('../../www/session.js');
  session.startGame({ log: [], has: () => false }, { game: 'trictrac' });
  session.setMode('computer');
  session.setSide('white');
  session.setCorr({ isMine: (side) => side === 'black' });
  assert.equal(isHuman('black'), true, "this side's turn by correspondence");
  assert.equal(isHuman('white'), false, 'the other side plays at a distance, not the computer nor this page');
  assert.throws(() => {
    state.corr = null;
  }, /state\.corr is the session's/);
  session.setCorr(null);
  assert.equal(state.corr, null);
  assert.equal(isHuman('white'), true, "the page's own game: the side chosen against the computer");
});

test('the side a game by correspondence is seen from leaves with it: a new game is played from the side chosen against the computer', () => {
  session.setMode('computer');
  session.setSide('white');
  // the page puts a game by correspondence on the board seen from Black, the side played there
  session.setCorr({ isMine: () => false });
  session.setSide('black');
  assert.equal(state.orientation, 'black');
  // another game by correspondence replaces it on the board: the person's own side still waits
  session.setCorr({ isMine: () => false });
  session.setSide('black');
  // a new game replaces it (app.js newGame: the game by correspondence dropped, nothing restored)
  session.setCorr(null);
  assert.equal(state.human, 'white', 'the side chosen against the computer');
  assert.equal(state.orientation, 'white', 'and the board seen from it');
  // a side chosen again while the page's own game is on stays as chosen
  session.setSide('black');
  session.setCorr(null);
  assert.equal(state.human, 'black');
});

// The three kinds of game behind one interface: what each has, asked of the page's own classes
// over the built package (docs/page.md, "Capabilities").
const { ROOT, tablier } = await import('./helpers.mjs');
const { Match, JacquetMatch, CAPABILITIES } = await import(path.join(ROOT, 'www/game.js'));
const { EcrireMatch } = await import(path.join(ROOT, 'www/ecrire-match.js'));

const HAS = {
  trictrac: ['jans', 'ecole', 'droits', 'decision', 'hints'],
  jacquet: ['manches', 'variantes'],
  ecrire: ['jans', 'ecole', 'droits', 'decision', 'hints', 'marques'],
};
const ALL = ['jans', 'ecole', 'droits', 'decision', 'hints', 'fausse', 'manches', 'variantes', 'marques'];

test('each kind of game answers what it has, and the views can ask it of every one', () => {
  const matches = [
    new Match(tablier, { seed: 1 }),
    new JacquetMatch(tablier, { seed: 1, target: 3 }),
    new EcrireMatch(tablier, { seed: 1, agreement: { formation: 'tete-a-tete', marques: 2 }, seats: [true, false] }),
  ];
  for (const m of matches) {
    assert.deepEqual(ALL.filter((c) => m.has(c)), HAS[m.kind], m.kind);
    assert.deepEqual([...CAPABILITIES[m.kind]], HAS[m.kind]);
    // the methods its capabilities promise are its own, not its engine game's
    if (m.has('hints')) {
      m.roll([3, 1]);
      assert.ok(m.hints().plays.length > 1, `${m.kind}: the roll's plays ranked`);
    }
    if (m.has('droits')) assert.deepEqual(m.droits().open, []);
    if (m.has('manches')) assert.equal(m.awaitsFirstThrow(), true);
    if (m.has('marques')) assert.equal(m.playing.kind, 'trictrac', 'a marqué is played as a tour');
    else assert.equal(m.playing, m);
    m.free?.();
  }
});

test('the fausse case is a capability of the tour agreed with it, and of no other', () => {
  const agreed = new Match(tablier, { seed: 2, rules: { fausseCase: true } });
  const plain = new Match(tablier, { seed: 2 });
  assert.equal(agreed.has('fausse'), true);
  assert.equal(plain.has('fausse'), false);
  assert.equal(agreed.pendingFausseCase(), null);
  // read back from its record, the agreement comes with it
  const back = new Match(tablier, { record: agreed.record() });
  assert.equal(back.has('fausse'), true);
});
