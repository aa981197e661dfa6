// The opponent's rights after an école on the page (docs/rules/ecole.md, "The opponent's
// rights"): when the computer leaves on trous marked too many (or declares a leave it has not
// won, marks with two jetons, answers an école), the person is offered the rights the engine says
// are open to him (Game.droits); when the person's marks open one to the computer, the computer
// exercises it (Game.computerDroits). Every rule is the engine's: this module lists what it
// answers, draws the buttons and passes the person's choice back.

import { $, state, session, other, sideKey, isHuman } from './session.js';
import { rolledBefore } from './marking.js';

/** The match when it has the opponent's rights (Trictrac's tour, a marqué), else null. */
const game = () => (state.match && state.match.has('droits') ? state.match : null);

/** The rights open to the person now (none in Jacquet, nor before the engine has the game). */
export function personRights() {
  const g = game();
  if (!g) return [];
  if (state.corr) {
    // by correspondence marked by hand: the rights go in this side's rights message, before its throw
    const to = state.corr.rightsTo ? state.corr.rightsTo() : null;
    return to ? g.droits().open.filter((o) => o.to === to && o.over !== to) : [];
  }
  return g.droits().open.filter((o) => isHuman(o.to) && !isHuman(o.over));
}

/** Whether the computer waits for the person to exercise or waive a right. */
export function awaitingPerson() {
  return personRights().length > 0;
}

/**
 * The computer, as the opponent of the person's marks, exercises every right they open to it
 * (it always does: the engine's Partie::computer_droits). Says what it did.
 */
export function computerRights(side) {
  const g = game();
  if (!g || isHuman(side)) return;
  const done = g.computerDroits(side);
  if (done.length) {
    const t = state.t;
    session.setEcoleNote(
      [state.ecoleNote, ...done.map((d) => t(`droit.computer.${d.droit}`, { side: t(sideKey(side)) }))].filter(Boolean).join(' '),
    );
  }
}

/**
 * Test-only (?overmark=1): the computer, when it may leave, leaves and marks one jeu more than it
 * won (2 × jeux + 1 trous: more than any reading of its jeux, 000 ÉCOLE DE POINTS), so that the
 * person may refuse the leave.
 */
export function computerLeavesOvermarked(side) {
  const m = state.match;
  m.decide('leave');
  const entry = state.log[state.log.length - 1];
  const due = m.checkEcole(rolledBefore(entry), {}).due[side];
  const holes = 2 * due.jeux + 1;
  m.markEcole({ [side]: { leave: true, holes, released: true } });
  session.setEcoleNote(state.t('droit.overmarked', { side: state.t(sideKey(side)), h: holes, j: due.jeux, s: due.jeux > 1 ? 's' : '' }));
}

/** Exercises the right `droit` (with `jeton` for choose-jeton) for the person. */
export function exercise(droit, jeton) {
  // at a distance the right is not the board's to apply: it goes in the rights message, and the
  // engine judges it there for both sides
  if (state.corr) return state.corr.exercise(droit, jeton);
  const g = game();
  g.exercise({ droit, ...(jeton ? { jeton } : {}) });
  session.setEcoleNote(state.t(`droit.done.${droit}`));
}

/** The card of the person's rights: one button per right open (two for choose-jeton). */
export function drawRights() {
  const card = $('droits');
  const open = personRights();
  card.hidden = open.length === 0;
  const list = $('droits-list');
  list.replaceChildren();
  if (!open.length) return;
  const t = state.t;
  $('droits-text').textContent = t('droits.title', { side: t(sideKey(open[0].over)) });
  for (const o of open) {
    // forcing the fill takes a play; the rules' plays always fill, so it never opens in a game
    if (o.droit === 'force-fill') continue;
    const choices = o.droit === 'choose-jeton' ? ['first', 'second'] : [null];
    for (const jeton of choices) {
      const b = document.createElement('button');
      b.type = 'button';
      b.id = `droit-${o.droit}${jeton ? `-${jeton}` : ''}`;
      b.dataset.droit = o.droit;
      if (jeton) b.dataset.jeton = jeton;
      b.textContent = t(`droit.${o.droit}${jeton ? `.${jeton}` : ''}`);
      list.append(b);
    }
  }
}

export { other };
