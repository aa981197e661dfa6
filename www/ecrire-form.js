// The new-game form's partie à écrire: the agreement (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4:
// the players, the convention, the marqués, the jetons de queue) and who plays each seat, read
// from the form and put back into it. The agreement's names are the sheet's; the engine checks it.

import { $, state } from './session.js';

/** Players by formation (000 DESCRIPTION: à deux, à trois, ou bien à quatre joueurs). */
export const PLAYERS = { 'tete-a-tete': 2, chouette: 3, 'a-tourner': 3, equipes: 4 };

/**
 * One choice a seat: a person, or the computer at one of the engine's levels (the first seat a
 * person, the others the computer at the level chosen for the game). `seats` as formSeats()
 * gives them; without it the seats keep what they showed.
 */
export function fillSeats(seats = null) {
  const box = $('e-seats');
  const n = PLAYERS[$('e-formation').value] ?? 2;
  // the levels are the engine's, in the game's level select once the engine is loaded
  const levels = [...$('level').options].map((o) => o.value);
  const was = seats ?? formSeats();
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const label = document.createElement('label');
    const name = document.createElement('span');
    name.textContent = state.t('ecrire.seat', { n: i + 1 });
    const sel = document.createElement('select');
    sel.id = `e-seat-${i}`;
    const add = (value, text) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = text;
      sel.append(o);
    };
    add('human', state.t('ecrire.seat.human'));
    if (!levels.length) add('computer', state.t('ecrire.seat.computer'));
    for (const l of levels) add(l, state.t('ecrire.seat.level', { level: state.t(`level.${l}`) }));
    const seat = i < was.length ? was[i] : i === 0;
    const level = typeof seat === 'string' && levels.includes(seat) ? seat : levels.includes($('level').value) ? $('level').value : levels[0] ?? 'computer';
    sel.value = seat === true ? 'human' : level;
    label.append(name, ' ', sel);
    box.append(label);
  }
}

/** The agreement chosen in the form (000 CHRONOLOGIE DE LA PARTIE À ÉCRIRE 1–4), by the sheet's names. */
export function formAgreement() {
  return {
    formation: $('e-formation').value,
    convention: $('e-convention').value,
    // the engine plays at most 18 marqués (ecrire::MAX_MARQUES, docs/limits.md)
    marques: Math.max(1, Math.min(18, Number($('e-marques').value) || 4)),
    jetons_de_queue: Number($('e-queue').value),
    // 000 Queue générale: "5 jetons restants comptent pour une fiche ou ne comptent rien"
    cinq: $('e-cinq').value === 'rien' ? 'rien' : 'fiche',
    // the queue générale or en argent, in fiches, to the vainqueur from each other camp
    queue_generale: Math.max(0, Math.min(99, Math.trunc(Number($('e-queue-generale').value)) || 0)),
  };
}

/** Who plays each seat: a person (true), or the computer at a level (its name; false: the game's level). */
export function formSeats() {
  return [...$('e-seats').querySelectorAll('select')].map((s) => (s.value === 'human' ? true : s.value === 'computer' ? false : s.value));
}

/** Puts a partie's agreement and seats into the form (from the URL, after loading one). */
export function setFormAgreement(a, seats) {
  if (a.formation) $('e-formation').value = a.formation;
  if (a.convention) $('e-convention').value = a.convention;
  if (a.marques) $('e-marques').value = String(a.marques);
  if (a.jetons_de_queue !== undefined) $('e-queue').value = String(a.jetons_de_queue);
  if (a.cinq) $('e-cinq').value = a.cinq;
  if (a.queue_generale !== undefined) $('e-queue-generale').value = String(a.queue_generale);
  fillSeats(seats);
}
