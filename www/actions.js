// The game page's actions, the same for a person and the computer (app.js calls them from the
// buttons and from the computer's turn): the throw, tenir or s'en aller, a single-die move, the
// move taken back, and the play confirmed. Each goes through the game (game.js) and tells the
// session (session.js); none draws the page, which app.js does after each.

import * as P from './plays.js';
import { $, state, session, other, sideKey, phase, mover, isHuman, plays } from './session.js';
import { announce } from './view.js';
import { computerMarks, judgeMarks } from './marking.js';
import { computerRights } from './droits.js';
import { fausseOn, pendingFausse, attemptMade } from './fausse.js';
import { tutored } from './tutor.js';

export function roll(dice) {
  const m = state.match;
  if (m.has('manches') && m.awaitsFirstThrow()) {
    // 003 PREMIER JOUEUR: one die each; the higher starts and then throws both dice.
    session.firstThrown(m.firstThrow());
    return;
  }
  const before = m.position();
  m.roll(dice);
  const pos = m.position();
  const side = pos.turn;
  const analysis = m.analysis();
  // 000 QUAND et COMMENT MARQUER L'ÉCOLE: the dice thrown, the computer's école can no longer
  // be marked and its wrong marks stand (they are already in the score).
  const cm = state.computerMark;
  const lapsed =
    cm && !cm.judged && cm.ecole
      ? state.t('mark.lapsed', {
          n: cm.ecole.points,
          s: cm.ecole.points > 1 ? 's' : '',
          kind: state.t(cm.ecole.kind === 'excess' ? 'mark.lapsed.exces' : 'mark.lapsed.omission'),
        })
      : '';
  // (the card of a fausse case stays on show until its maker throws again)
  session.rolled({ side, dice: pos.dice, analysis, scoreBefore: before.score, position: pos }, lapsed);
  if (state.selfMark && isHuman(side) && m.has('ecole')) {
    session.setMarking(true);
    $('mark-points').value = String((before.score && before.score[side] && before.score[side].points) || 0);
    $('mark-holes').value = '0';
  }
  if (state.mistakes && !isHuman(side) && !state.auto && m.has('ecole') && phase() === 'move') computerMarks(side);
  const t = state.t;
  const pts = analysis && analysis.points;
  const said = [t('game.roll.title', { side: t(sideKey(side)), a: pos.dice[0], b: pos.dice[1] })];
  if (pts && (pts.white || pts.black) && !state.marking && !state.computerMark) {
    said.push(t('jans.total', { w: pts.white, b: pts.black }));
  }
  announce(said.join(' '));
}

export function decide(choice) {
  state.match.decide(choice);
  state.corr?.step({ decision: choice });
  const pm = session.decided();
  // by correspondence the marks go with the play, and the other side's page calls école on them
  if (pm && state.corr) state.corr.marked(pm, choice === 'leave');
  else if (pm) {
    judgeMarks(pm.side, pm.jeton, pm.holes, choice === 'leave');
    // the computer, as the opponent of the person's marks, exercises its rights on them
    computerRights(other(pm.side));
  }
}

export function move(from, to) {
  if (fausseOn()) {
    // any dame anywhere: the engine judges the attempt when it is confirmed
    if (pendingFausse()) return false;
    session.moved([[from, to]]);
    return true;
  }
  const chain = P.chainOf(P.movesOf(state.match, state.match.position(), state.made), from, to);
  if (!chain) return false;
  session.moved(chain);
  return true;
}

export function undoMove() {
  session.tookBack();
}

export function confirm(chosen) {
  if (!chosen && fausseOn() && isHuman(mover()) && !pendingFausse()) return attemptMade();
  const list = plays();
  const play = chosen || (list.length === 0 ? { moves: [] } : P.movesOf(state.match, state.match.position(), state.made).complete);
  if (!play) return false;
  // the person's own play passes the tutor first (www/tutor.js); taken back, its dames go back
  if (!chosen) return !tutored('play', play, () => confirm(play), () => session.setMade([]));
  const side = mover();
  const hasManches = state.match.has('manches');
  const manches = hasManches ? state.match.manches().length : 0;
  state.match.play(play);
  const ended = hasManches && state.match.manches().length > manches ? state.match.manches()[manches] : null;
  state.corr?.step({ play: play.moves });
  session.played(play.moves, ended);
  const t = state.t;
  const moves = play.moves.map((mv) => mv.join(' → ')).join(', ') || '—';
  announce(`${t(sideKey(side))} : ${moves}.` + (state.match.isOver() ? ` ${$('status').textContent}` : ''));
  return true;
}
