// The page shows what the engine says, nothing of its own: over the bench positions with every roll,
// the destinations the page offers a picked dame (www/plays.js over the engine's `moves`) build
// exactly the engine's legal plays (`legalPlays`), and the façons and moyens the page names
// (www/jans.js over each jan's `by`) are the engine's `analyse`, one line per way, in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tablier, ROLLS, BENCH_LINES } from './helpers.mjs';
import * as P from '../../www/plays.js';
import { explainJan } from '../../www/jans.js';
import { translator } from '../../www/i18n.js';

const positions = BENCH_LINES.map((l) => JSON.parse(l));
// every twentieth position with every roll, and the starts of Trictrac and Jacquet
const sample = [...positions.filter((_, i) => i % 20 === 0), tablier.startPosition('trictrac'), tablier.startPosition('jacquet')];
const rolled = sample.flatMap((p) => ROLLS.map((dice) => tablier.withDice(p, dice)));

const key = (moves) => moves.map((m) => m.join('>')).sort().join(' ');

test('every legal play of the engine can be made move by move through the page, and nothing else', () => {
  let plays = 0;
  let chains = 0;
  for (const pos of rolled) {
    const legal = tablier.legalPlays(pos);
    const outcomes = new Set(legal.map((p) => tablier.toNotation(tablier.applyPlay(pos, p))));
    for (const play of legal) {
      if (!play.moves.length) continue;
      const made = [];
      for (const [from, to] of play.moves) {
        const chain = P.chainOf(P.movesOf(tablier, pos, made), from, to);
        assert.deepEqual(chain, [[from, to]], `${tablier.toNotation(pos)}: ${from}>${to} after ${key(made)}`);
        made.push([from, to]);
      }
      assert.deepEqual(P.movesOf(tablier, pos, made).complete?.moves, play.moves, `${tablier.toNotation(pos)}: ${key(made)} completes its play`);
      plays++;
    }
    // what the page offers, chains included, is always part of a legal play, and no more
    const offered = P.boardDests(P.movesOf(tablier, pos, []));
    for (const [from, tos] of offered) {
      for (const to of tos) {
        const chain = P.chainOf(P.movesOf(tablier, pos, []), from, to);
        assert.equal(chain[0][0], from);
        assert.equal(chain[chain.length - 1][1], to);
        // each step of the chain is a move the engine accepts after the ones before it
        chain.forEach((m, i) => assert.equal(tablier.refusal(pos, chain.slice(0, i), m), null, `${tablier.toNotation(pos)}: ${key(chain)}`));
        // and played on to the end by what the page offers, it is a legal play of the engine's
        const made = [...chain];
        let play = P.movesOf(tablier, pos, made).complete;
        while (!play) {
          made.push(...P.movesOf(tablier, pos, made).moves[0].moves);
          play = P.movesOf(tablier, pos, made).complete;
        }
        const end = tablier.toNotation(tablier.applyPlay(pos, play));
        assert.ok(outcomes.has(end), `${tablier.toNotation(pos)}: ${key(made)} ends as no legal play does`);
        chains++;
      }
    }
    // a play's moves in full spend one of the roll's numbers each, as the engine says them
    const numbers = pos.dice[0] === pos.dice[1] && pos.game === 'jacquet' ? [...pos.dice, ...pos.dice] : [...pos.dice];
    for (const play of legal) {
      const spent = P.movesOf(tablier, pos, play.moves).spent;
      assert.equal(spent.length, play.moves.length, `${tablier.toNotation(pos)}: ${key(play.moves)}`);
      const left = [...numbers];
      for (const d of spent) {
        assert.ok(left.includes(d), `${tablier.toNotation(pos)}: ${key(play.moves)} spends ${spent}`);
        left.splice(left.indexOf(d), 1);
      }
    }
    const nothing = legal.every((p) => p.moves.length === 0);
    assert.deepEqual(P.movesOf(tablier, pos, []).complete, nothing ? { moves: [] } : null);
  }
  console.log(`${rolled.length} positions with a roll: ${plays} legal plays made move by move, ${chains} offered moves checked`);
  assert.ok(plays > 5000);
});

test('a move the page does not offer is refused by the engine with a rule', () => {
  let refused = 0;
  for (const pos of rolled.filter((_, i) => i % 5 === 0)) {
    const offered = P.boardDests(P.movesOf(tablier, pos, []));
    const mine = Object.keys(pos[pos.turn] || {});
    for (const from of mine) {
      for (const to of ['B3', 'B6', 'B9', 'B12', 'N12', 'N9', 'N6', 'N3', 'off']) {
        if (to === from || (offered.get(from) || []).includes(to)) continue;
        const r = tablier.refusal(pos, [], [from, to]);
        // a tout d'une the page offers as a chain is one move too far for the engine's single move
        if (r === null) continue;
        assert.equal(typeof r.code, 'string');
        refused++;
      }
    }
  }
  assert.ok(refused > 300, `${refused} refusals`);
});

test('the ways the page names for each jan are the engine\'s `by`, in French and in English', () => {
  const ts = { fr: translator('fr'), en: translator('en') };
  let jans = 0;
  let ways = 0;
  for (const pos of rolled) {
    if (pos.game === 'jacquet') continue;
    const analysis = tablier.analyse(pos);
    for (const jan of analysis.jans) {
      const by = jan.by || [];
      if (by.length) assert.equal(by.length, jan.ways, `${tablier.toNotation(pos)}: ${jan.jan}`);
      for (const [lang, t] of Object.entries(ts)) {
        const e = explainJan(jan, t, pos.dice);
        assert.equal(e.ways.length, by.length, `${lang} ${tablier.toNotation(pos)}: ${jan.jan}`);
        by.forEach((w, i) => {
          for (const d of w.dames || []) assert.ok(e.ways[i].includes(d), `${e.ways[i]} names ${d}`);
          for (const n of w.numbers || []) assert.ok(e.ways[i].includes(String(n)), `${e.ways[i]} names ${n}`);
          for (const r of w.repos || []) assert.ok(e.ways[i].includes(r), `${e.ways[i]} names its repos ${r}`);
          for (const f of w.to || []) assert.ok(e.ways[i].includes(f), `${e.ways[i]} names ${f}`);
          if (/^battre-dame/.test(jan.jan) && w.numbers.length === 2) {
            // à vrai with a repos, à faux without: as the engine's repos say
            assert.equal(e.ways[i].includes('à faux'), w.repos.length === 0, e.ways[i]);
          }
        });
        if (by.length) assert.ok(e.waysLine.length > 0);
      }
      jans++;
      ways += by.length;
    }
  }
  console.log(`${jans} jans, ${ways} ways named`);
  assert.ok(ways > 1000);
});

test('the seeds\' BATTRE exemple 4 reads façon by façon as the engine gives it', () => {
  // 000 BATTRE UNE DAME, exemple 4 (docs/interchange.md "Explanations"): by 2, by 6, and by 6 and 2 resting on N8 or N12
  const t = translator('fr');
  const jan = {
    jan: 'battre-dame',
    beneficiary: 'black',
    points: 6,
    at: 'B11',
    ways: 3,
    by: [
      { dames: ['N12'], numbers: [2] },
      { dames: ['N8'], numbers: [6] },
      { dames: ['N6'], numbers: [2, 6], repos: ['N8', 'N12'] },
    ],
  };
  assert.deepEqual(explainJan(jan, t, [2, 6]).ways, [
    'la dame de N12 par le 2',
    'la dame de N8 par le 6',
    "la dame de N6 par 2 et 6 tout d'une, à vrai (repos en N8 ou N12)",
  ]);
});
