// The invitation's form of the games by correspondence (docs/correspondence.md, "The
// invitation"): the game, the side, the formation of a partie à écrire, the name given to the
// other side and the marks by hand, read into the terms the engine invites with.

import { host, games, $, t, say, setReply } from './correspondence-shared.js';

export const FORM = `<form id="corr-form" class="confirm" hidden>
  <h3 data-i18n="corr.form"></h3>
  <label><span data-i18n="corr.kind"></span>
    <select id="corr-kind">
      <option value="trictrac" data-i18n="corr.kind.trictrac"></option>
      <option value="jacquet" data-i18n="corr.kind.jacquet"></option>
      <option value="ecrire" data-i18n="corr.kind.ecrire"></option>
    </select>
  </label>
  <label id="corr-side-label"><span data-i18n="corr.side"></span>
    <select id="corr-side">
      <option value="white" data-i18n="side.white"></option>
      <option value="black" data-i18n="side.black"></option>
    </select>
  </label>
  <label id="corr-formation-label"><span data-i18n="corr.formation"></span>
    <select id="corr-formation">
      <option value="tete-a-tete" data-i18n="ecrire.formation.tete-a-tete"></option>
      <option value="chouette" data-i18n="ecrire.formation.chouette"></option>
      <option value="a-tourner" data-i18n="ecrire.formation.a-tourner"></option>
      <option value="equipes" data-i18n="ecrire.formation.equipes"></option>
    </select>
  </label>
  <label><span data-i18n="corr.name"></span> <input id="corr-name" type="text" maxlength="40" autocomplete="off"></label>
  <label id="corr-hand-label"><input id="corr-hand" type="checkbox"> <span data-i18n="corr.hand"></span></label>
  <p class="small" data-i18n="corr.rules.note"></p>
  <div class="actions">
    <button id="corr-invite" type="submit" class="primary" data-i18n="corr.invite"></button>
    <button id="corr-cancel" type="button" data-i18n="corr.cancel"></button>
  </div>
</form>`;

/** Wires the form; `show` puts the game invited to on the board. */
export function initForm(show) {
  $('corr-form').addEventListener('submit', (e) => {
    e.preventDefault();
    invite(show);
  });
  // the partie à écrire seats its players by the lot: no side to choose
  $('corr-kind').addEventListener('change', formFields);
  $('corr-cancel').addEventListener('click', () => {
    $('corr-form').hidden = true;
    $('corr-new').focus();
  });
}

/** Shows the invitation's form. */
export function openForm() {
  $('corr-form').hidden = false;
  $('corr-side').value = host.state.human || 'white';
  $('corr-kind').value = ['jacquet', 'ecrire'].includes(host.state.game) ? host.state.game : 'trictrac';
  // "mark my own points" of the page, carried to the tour by correspondence (the other side calls école)
  $('corr-hand').checked = !!host.state.selfMark;
  $('corr-formation').value = host.form.agreement().formation;
  formFields();
  $('corr-kind').focus();
}

/** The form's fields for the game chosen: no side in a partie à écrire (its lot seats the players), marks by hand in the tour only. */
function formFields() {
  const kind = $('corr-kind').value;
  $('corr-side-label').hidden = kind === 'ecrire';
  $('corr-formation-label').hidden = kind !== 'ecrire';
  $('corr-hand-label').hidden = kind !== 'trictrac';
}

/** The terms of the game the form and the page's new-game form agree (docs/correspondence.md, "The invitation"). */
function termsOfForm() {
  const game = $('corr-kind').value;
  const inviter = $('corr-side').value === 'black' ? 'black' : 'white';
  if (game === 'jacquet') return { game, inviter, jacquet: { options: host.form.variants(), target: host.form.target() } };
  // the partie à écrire seats its players by the lot and the rotation, marqué by marqué: no side
  // to choose; of three or four, every seat a person at a distance (the engine counts the seats)
  if (game === 'ecrire') return { game, agreement: { ...host.form.agreement(), formation: $('corr-formation').value } };
  const r = host.form.rules();
  const terms = { game, inviter, options: { goal: 'tour', first: 'lot', provinciale: !!r.provinciale, rencontre: !!r.rencontre } };
  return $('corr-hand').checked ? { ...terms, hand_marks: true } : terms;
}

function invite(show) {
  say('');
  try {
    const { entry, text } = games.invite(termsOfForm(), $('corr-name').value.trim());
    $('corr-form').hidden = true;
    $('corr-name').value = '';
    setReply({ id: entry.id, text, invitation: true });
    show(entry.id);
  } catch (e) {
    say(t('corr.refused', { msg: host.describeError(e, host.state.t) }));
  }
}
