// The marking of points by hand, and the école (000 ÉCOLE): the person's own marks checked by the
// engine ("mark it yourself"), the computer's deliberate mismarks ("the computer makes mistakes")
// and the person's call of École ! on them. Every verdict is the engine's école check; this module
// only builds the marks it is asked about and says the verdict in words.

import { $, state, session, other, sideKey } from './session.js';

/** The roll of a log entry as the école check reads it: its dice, the score before it. */
export function rolledBefore(entry) {
  return { ...entry.rolled, score: entry.before.score };
}

/**
 * What the sides marked of the last roll, put into the game (Game.markEcole): the engine checks
 * it again and the score becomes its verdict's (the écoles marked), and the game keeps the marks
 * with the roll, so that the saved record says so and a replay (`tablier replay`, or loading the
 * file back) runs the école check again (docs/record.md).
 */
export function putMarks(marked) {
  return state.match.markEcole(marked);
}

/**
 * "The computer makes mistakes": it marks its roll, now and then wrongly on purpose, and its marks
 * stand in the score as it made them (the engine's verdict once the école has lapsed: points
 * marked too many kept, points forgotten lost) until the person sends it to école.
 */
export function computerMarks(side) {
  const entry = state.log[state.log.length - 1];
  const human = other(side);
  const position = rolledBefore(entry);
  // what it had to mark, and what the roll gave the person (which he marks right)
  const right = state.match.checkEcole(position, {});
  if (!right) return;
  const due = { jeton: right.due[side].jeton, holes: right.due[side].holes };
  // The engine's marks, slipped now and then (Game.computerMarks): drawn from the game's seed
  // and the roll's number, never a trou made or unmade.
  const claim = state.match.computerMarks(state.alwaysWrong ? 1 : 0.35);
  const marked = { jeton: claim.jeton, holes: claim.holes ?? 0, released: true, touched: true };
  const humanDue = right.due[human];
  const standingMarks = {
    [side]: marked,
    [human]: { jeton: humanDue.jeton, holes: humanDue.holes, rolled: true },
  };
  const standing = state.match.checkEcole(position, standingMarks);
  const ecole = (standing.ecoles || []).find((e) => e.by === side) || null;
  const humanMarks = { jeton: humanDue.jeton, holes: humanDue.holes };
  session.computerMarked({ side, entry: state.log.length - 1, marked, due, humanMarks, ecole, judged: false });
  if (ecole) putMarks(standingMarks);
}

/**
 * "Mark it yourself": the person says where his jeton stands and how many trous he marked; the
 * engine's école check (when the package has it) rules on it. Without it, the page only compares
 * with the marks the engine made and names the right ones.
 */
export function submitMarks() {
  const side = state.lastRoll.side;
  const jeton = Math.max(0, Math.min(11, Number($('mark-points').value) || 0));
  const holes = Math.max(0, Number($('mark-holes').value) || 0);
  if (state.match.pendingDecision()) {
    // the choice of tenir or s'en aller belongs to the marking: the marks are checked after it
    session.marksPending({ side, jeton, holes }, state.t('mark.pending'));
    return;
  }
  session.setMarking(false);
  // by correspondence the marks go with the play, and the other side's page calls école on them
  if (state.corr) state.corr.marked({ jeton, holes }, false);
  else judgeMarks(side, jeton, holes, false);
}

/**
 * The person's marks are his score until checked; the engine's école check rules on them at
 * once (he has let go of the jeton and goes on to play: 000 QUAND L'ÉCOLE EST CONSOMMÉE), and when
 * they are wrong the computer marks the école (the verdict's score_with_ecoles becomes the game's
 * score). When they are right nothing changes: the engine had marked the same.
 */
export function judgeMarks(side, jeton, holes, leave) {
  const t = (key, p = {}) => state.t(key, { ...p, s: p.n > 1 ? 's' : '' });
  const entry = state.log[state.log.length - 1];
  const marked = { [side]: { jeton, holes, released: true, touched: true, ...(leave ? { leave: true } : {}) } };
  const verdict = state.match.checkEcole(rolledBefore(entry), marked);
  const due = entry.rolled.score[side];
  const dueHoles = (due.holes || 0) - ((entry.before.score && entry.before.score[side] && entry.before.score[side].holes) || 0);
  if (verdict === null) {
    const expected = t('mark.expected', { j: due.points || 0, h: dueHoles });
    const right = jeton === (due.points || 0) && holes === dueHoles;
    session.ecoleJudged(undefined, right ? t('mark.ok') : `${t('mark.wrong')} ${expected} ${t('mark.unavailable')}`);
    return;
  }
  const d = verdict.due[side];
  const expected = t('mark.expected', { j: d.jeton, h: d.holes });
  const mine = (verdict.ecoles || []).filter((e) => e.by === side && e.points > 0);
  if (!mine.length) {
    session.ecoleJudged(verdict, t('mark.ok'));
    return;
  }
  const sideName = (s) => t(sideKey(s));
  const parts = [t('mark.yours', { j: jeton, h: holes }), expected];
  for (const e of mine) {
    parts.push(
      `${t('mark.ecole', { side: sideName(other(side)), n: e.markable })} ` +
        `${t(e.kind === 'excess' ? 'mark.ecole.exces' : 'mark.ecole.omission', { n: e.points })}.`,
    );
    parts.push(e.offer && e.to ? t('mark.gives', { side: sideName(e.to), n: e.markable }) : t('mark.gives.none'));
  }
  // a game already over keeps its score
  if (state.match.isOver()) parts.push(t('mark.over'));
  else putMarks(marked);
  session.ecoleJudged(verdict, parts.join(' '));
}

/**
 * "École !": the person marks the computer's école (the points in #ecole-points). The engine's
 * check rules on the claim: a real école gives him its points, a claim too small is made whole, a
 * claim too large or a fausse école gives the excess to the computer (000 ÉCOLE MARQUÉE
 * PARTIELLEMENT, FAUSSE ÉCOLE). Only before his next roll: roll() lapses it.
 */
export function sendComputerToEcole() {
  const t = (key, p = {}) => state.t(key, { ...p, s: p.n > 1 ? 's' : '' });
  const cm = state.computerMark;
  if (!cm || cm.judged) return;
  const entry = state.log[cm.entry];
  const human = other(cm.side);
  const claimed = Math.max(1, Math.floor(Number($('ecole-points').value) || 1));
  const claimMarks = {
    [cm.side]: cm.marked,
    // his own points of that roll (if it gave him any) as the engine marked them, and the claim
    [human]: { ...cm.humanMarks, ecole: claimed },
  };
  const verdict = state.match.checkEcole(rolledBefore(entry), claimMarks);
  const parts = [];
  const own = (verdict.ecoles || []).find((e) => e.by === cm.side);
  const claim = (verdict.claims || []).find((c) => c.by === human);
  const extra = (verdict.ecoles || []).find((e) => e.by === human);
  if (own) {
    parts.push(t(own.kind === 'excess' ? 'mark.computer.ecole' : 'mark.computer.ecole.omission', { n: own.points }));
    parts.push(t('mark.computer.due', { j: cm.due.jeton, h: cm.due.holes }));
    if (claim && claim.status === 'partial') parts.push(t('mark.claim.partial', { c: claimed, n: own.markable }));
    else if (extra) parts.push(t('mark.claim.whole', { n: own.markable }), t('mark.claim.too-much', { c: claimed, x: extra.points }));
    else parts.push(t('mark.claim.whole', { n: own.markable }));
  } else {
    parts.push(t('mark.claim.fausse', { j: cm.due.jeton, h: cm.due.holes, n: extra ? extra.points : claimed }));
  }
  // a game already over keeps its score
  if (state.match.isOver()) parts.push(t('mark.over'));
  else putMarks(claimMarks);
  session.computerMarkJudged(verdict, parts.join(' '));
}

