// The page's view of one game: the package's `Game` (rolls, marking, tenir or s'en aller, history,
// the computer's choices) in the small vocabulary the page speaks. Every rule — what a roll scores,
// which plays are legal, when a trou is won, what the computer plays — is the engine's.

import { errorMessage } from './engine.js';

/** The computer's level of play (docs/ai.md). */
const LEVEL = 'greedy';

export class Match {
  constructor(engine, { seed, position } = {}) {
    this.engine = engine;
    const opts = {};
    if (seed !== undefined && seed !== null && seed !== '') opts.seed = /^\d+$/.test(String(seed)) ? Number(seed) : String(seed);
    this.game = new engine.Game(position ?? null, opts);
  }

  /** The position now, interchange JSON (docs/interchange.md) (with the dice once rolled). */
  position() {
    return this.game.position();
  }

  roll(dice) {
    return dice ? this.game.roll(dice) : this.game.roll();
  }

  /** The analysis of the roll on the board (jans, points, plays), or null before the roll. */
  analysis() {
    return this.game.analyse();
  }

  plays() {
    return this.game.plays();
  }

  /** Whether the side that just rolled must choose to tenir or s'en aller before playing. */
  pendingDecision() {
    return this.game.phase() === 'decide';
  }

  decide(choice) {
    return this.game.decide(choice);
  }

  play(play) {
    return this.game.play(play);
  }

  undo() {
    return this.game.undo();
  }

  history() {
    return this.game.history();
  }

  score() {
    return this.game.score();
  }

  isOver() {
    return this.game.isOver();
  }

  winner() {
    return this.game.winner();
  }

  /** The engine's computer player: its play of the roll, its choice of tenir or s'en aller. */
  computerPlay() {
    return this.game.computerPlay(LEVEL);
  }

  computerDecision() {
    return this.game.computerDecision(LEVEL);
  }

  /** Puts in the score as the sides marked the last roll, or with the école marked on it. */
  setScore(score) {
    this.game.setScore(score);
    return true;
  }

  /** The engine's école check of what the sides marked for a roll. */
  checkEcole(position, marked) {
    return this.engine.checkEcole(position, marked);
  }
}

/**
 * An école as a record writes it: the fields of the engine's école (src/ecole.rs `Ecole`) but
 * `offer`, which follows from them; `to` and `lapsed` only when set (src/record.rs `EcoleJson`).
 */
export function recordEcole(e) {
  const r = { by: e.by, kind: e.kind, cause: e.cause, points: e.points };
  if (e.to) r.to = e.to;
  r.markable = e.markable || 0;
  r.consumed = !!e.consumed;
  if (e.lapsed) r.lapsed = true;
  return r;
}

const sameEcoles = (a, b) =>
  JSON.stringify((a || []).map(recordEcole)) === JSON.stringify((b || []).map(recordEcole));

/**
 * The game as a record in the "tablier-partie" format (docs/scoring.md), from the page's log.
 * A roll the sides marked themselves ("mark it yourself", "the computer makes mistakes") carries
 * what they marked and the écoles found in it (`marked`, `ecoles`: version 2); a game without
 * is written as version 1, as before.
 */
export function recordOf(log, winner, start = null) {
  const holes = (a, b) => ({
    white: ((b && b.white && b.white.holes) || 0) - ((a && a.white && a.white.holes) || 0),
    black: ((b && b.black && b.black.holes) || 0) - ((a && a.black && a.black.holes) || 0),
  });
  const hand = log.some((e) => e.hand);
  return {
    format: 'tablier-partie',
    version: hand ? 2 : 1,
    ...(start ? { start } : {}),
    rolls: log.map((e) => {
      const r = {
        side: e.side,
        dice: e.rolled.dice,
        points: { white: e.analysis.points.white, black: e.analysis.points.black },
        holes: holes(e.before.score, e.marked),
      };
      if (e.decision) r.decision = e.decision;
      if (e.play) r.play = e.play.moves;
      if (e.marked) r.score = e.marked;
      if (e.hand) {
        r.marked = e.hand.marked;
        r.ecoles = e.hand.ecoles.map(recordEcole);
      }
      return r;
    }),
    ...(winner ? { winner } : {}),
  };
}

const fail = (code, message) => Object.assign(new Error(message), { code });

/**
 * Reads a record and plays it again through the engine, roll by roll (the dice as recorded), so
 * that every step is checked by the rules and the replay has every position. A roll the sides
 * marked themselves (`marked`) is checked again by the engine's école check, and the verdict's
 * score, the écoles marked, put in (Game.setScore): the écoles are the engine's, not the file's.
 */
export function replayRecord(engine, text) {
  const rec = typeof text === 'string' ? JSON.parse(text) : text;
  if (!rec || rec.format !== 'tablier-partie' || !Array.isArray(rec.rolls)) {
    throw new Error('not a "tablier-partie" record');
  }
  const version = rec.version ?? 1;
  if (version !== 1 && version !== 2) throw new Error(`version ${version} (this page reads versions 1 and 2)`);
  // the record's start, when it has one: the position before its first roll
  const match = new Match(engine, rec.start ? { position: rec.start } : {});
  const log = [];
  const sideOf = (s) => (s === 'white' || s === 'black' ? s : null);
  rec.rolls.forEach((r, i) => {
    try {
      if (!r || typeof r !== 'object') throw fail('bad-request', 'a roll is an object');
      if (match.isOver()) throw fail('bad-request', 'a roll after the game was won');
      const before = match.position();
      if (r.side !== undefined && sideOf(r.side) !== before.turn) {
        throw fail('wrong-side', `${before.turn} is to roll, not ${JSON.stringify(r.side)}`);
      }
      match.roll(r.dice);
      const rolled = match.position();
      const entry = { side: rolled.turn, before, rolled, analysis: match.analysis(), play: null, after: null, marked: rolled.score };
      // what the roll gives each side is the engine's to say: a record that says otherwise is refused
      if (r.points && (Number(r.points.white) !== entry.analysis.points.white || Number(r.points.black) !== entry.analysis.points.black)) {
        throw fail('wrong-points', `the roll gives ${JSON.stringify(entry.analysis.points)}, not ${JSON.stringify(r.points)}`);
      }
      if (r.decision) {
        match.decide(r.decision);
        entry.decision = r.decision;
        entry.marked = match.position().score;
      }
      // the play, then the marks (as `tablier replay`: a score put in does not change the play)
      if (r.play && !match.isOver()) {
        entry.play = { moves: r.play };
        match.play(entry.play);
        entry.after = match.position();
      }
      // the same marks, whatever the order of the keys (src/score.rs `normalized`: a jeton at
      // zero is in bredouille)
      const norm = (sc) =>
        ['white', 'black'].map((k) => {
          const x = (sc && sc[k]) || {};
          return [x.points || 0, x.holes || 0, !x.points || x.bredouille !== false];
        });
      const same = (a, b) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));
      if (r.marked) {
        if (version < 2) throw fail('marked-needs-version-2', '`marked` and `ecoles` are version 2 of the format');
        if (match.isOver()) throw fail('unexpected-marked', 'marks after the game was won');
        // the mover's play, when the marks give it, is the roll's (same moves, any order)
        const said = r.marked[r.side] && r.marked[r.side].play;
        const moves = (m) => JSON.stringify((m || []).map((x) => x.join('-')).sort());
        if (said && (!r.play || moves(said.moves) !== moves(r.play))) {
          throw fail('marked-play-differs', "the mover's play in `marked` is not the play the record makes");
        }
        const verdict = match.checkEcole({ ...rolled, score: before.score }, r.marked);
        if (!verdict) throw fail('bad-request', 'this build of the package has no école check');
        if (r.ecoles && !sameEcoles(r.ecoles, verdict.ecoles)) {
          throw fail('wrong-ecoles', `the école check finds ${JSON.stringify((verdict.ecoles || []).map(recordEcole))}, not ${JSON.stringify(r.ecoles)}`);
        }
        match.setScore(verdict.score_with_ecoles);
        entry.marked = match.position().score;
        entry.hand = { marked: r.marked, ecoles: verdict.ecoles || [] };
        if (entry.after) entry.after = match.position();
      } else if (r.ecoles && r.ecoles.length) {
        throw fail('wrong-ecoles', 'écoles on a roll nobody marked by hand');
      } else if (version < 2 && r.score && !match.isOver() && !same(r.score, match.position().score)) {
        // a version 1 record saved by the page before records carried the marks: its score, put
        // in by hand or with an école, is taken as it is (`tablier replay` refuses it)
        match.setScore(r.score);
        entry.marked = match.position().score;
        if (entry.after) entry.after = match.position();
      }
      if (version >= 2 && r.score && !same(r.score, match.position().score)) {
        throw fail('wrong-score', `the score is ${JSON.stringify(match.position().score)}, not ${JSON.stringify(r.score)}`);
      }
      log.push(entry);
    } catch (e) {
      const err = new Error(`roll ${i + 1}: ${errorMessage(e)}`);
      err.code = e && e.code;
      err.roll = i + 1;
      throw err;
    }
  });
  const winner = match.isOver() ? match.winner() : null;
  if (rec.winner !== undefined && rec.winner !== winner) {
    throw fail('wrong-winner', `the game's winner is ${JSON.stringify(winner)}, not ${JSON.stringify(rec.winner)}`);
  }
  return { match, log };
}


/**
 * The page's view of a partie of Jacquet (003): the same vocabulary as `Match`, over the
 * package's `JacquetGame`. A manche opens with the first throw (one die each, the higher starts,
 * equal dice thrown again); Jacquet has no jans, no marking and no tenir/s'en aller.
 */
export class JacquetMatch {
  constructor(engine, { seed, target = 5, options, record } = {}) {
    this.engine = engine;
    if (typeof engine.JacquetGame !== 'function') throw new Error('the package has no JacquetGame');
    this.jacquet = true;
    if (record !== undefined) {
      this.game = engine.JacquetGame.fromJSON(record);
      return;
    }
    const opts = { target };
    if (options) opts.options = options;
    if (seed !== undefined && seed !== null && seed !== '') opts.seed = /^\d+$/.test(String(seed)) ? Number(seed) : String(seed);
    this.game = new engine.JacquetGame(opts);
  }

  position() {
    return this.game.position();
  }

  /** Whether the manche waits for its first throw. */
  awaitsFirstThrow() {
    return this.game.phase() === 'first';
  }

  /** The first throw: White's die and Black's; answers {dice, starter} (starter null: throw again). */
  firstThrow(dice) {
    const starter = this.game.firstThrow(dice);
    const h = this.game.history();
    return { dice: h[h.length - 1].first, starter };
  }

  roll(dice) {
    return dice ? this.game.roll(dice) : this.game.roll();
  }

  /** Jacquet's analysis is its plays alone (no jans, no points). */
  analysis() {
    if (this.game.phase() !== 'play') return null;
    return { jans: [], points: { white: 0, black: 0 }, plays: this.game.plays() };
  }

  plays() {
    return this.game.plays();
  }

  /** The engine's computer player (src/ai.rs, choose_jacquet_play). */
  computerPlay() {
    return this.game.computerPlay(LEVEL);
  }

  pendingDecision() {
    return false;
  }

  play(play) {
    return this.game.play(play);
  }

  undo() {
    return this.game.undo();
  }

  history() {
    return this.game.history();
  }

  /** The partie's points, {white, black}. */
  score() {
    return this.game.score();
  }

  manches() {
    return this.game.manches();
  }

  target() {
    return this.game.target();
  }

  /** The variants the engine plays by (003 VARIANTE, `JacquetOptions`). */
  options() {
    return this.game.options();
  }

  isOver() {
    return this.game.isOver();
  }

  winner() {
    return this.game.winner();
  }

  checkEcole() {
    return null;
  }
}

/** Whether a saved file holds a Jacquet partie (what `JacquetGame.toJSON` writes). */
export function isJacquetRecord(rec) {
  return !!rec && typeof rec === 'object' && Array.isArray(rec.history) && rec.target !== undefined && rec.score !== undefined;
}

/**
 * A saved Jacquet partie, played again through the engine: the match where it stopped, and the
 * page's log of every roll (the positions before, rolled and after) for the replay.
 */
export function replayJacquet(engine, rec) {
  const match = new JacquetMatch(engine, { record: rec });
  const walk = new JacquetMatch(engine, { target: rec.target, options: rec.options });
  const log = [];
  for (const h of rec.history) {
    if (h.first) {
      walk.firstThrow(h.first);
      continue;
    }
    const before = walk.position();
    walk.roll(h.dice);
    const rolled = walk.position();
    const analysis = walk.analysis();
    // a partie saved before the roll was played: the roll is on the board, its play to come
    if (!h.play) break;
    walk.play(h.play);
    log.push({ side: rolled.turn, before, rolled, analysis, play: h.play, after: walk.position(), marked: rolled.score });
  }
  return { match, log };
}
