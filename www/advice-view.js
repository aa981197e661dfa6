// Hints and the review of a game on the page (docs/page.md): the engine's ranking of the legal
// plays of a person's roll (`Game.hints()`, the maître's evaluation, in percent of tours won; in a
// marqué of a partie à écrire, in jetons of the marqué), and each roll of a side reviewed, its play
// against the best and what the difference cost (`Game.review(side)`), the larger ones flagged. Trictrac only; no rule here: the page shows
// what the engine answers.

import { $, state, isHuman } from './session.js';
import { describeError } from './i18n.js';
import { hintText, reviewSummary, reviewRollLines } from './review-text.js';
import { withComputer } from './whole.js';

let hinted = null; // the position the hints card shows
let reviewed = null; // the game the review card shows: another game on the board hides it

/** Brings the buttons and cards up to date for phase `ph` at `pos`. */
export function pageAdvice(ph, pos) {
  const hint = $('hint');
  if (!hint) return;
  const m = state.match;
  const advised = !!m && m.has('hints');
  const can = advised && ph === 'move' && isHuman(pos.turn);
  hint.hidden = !advised;
  hint.disabled = !can;
  const key = JSON.stringify(pos);
  if (!can || key !== hinted) $('hints-card').hidden = true;
  $('review').hidden = !advised;
  $('review').disabled = !(advised && state.log.length > 0);
  if (!advised || m.playing !== reviewed) $('review-card').hidden = true;
}

function item(list, text, cls) {
  const li = document.createElement('li');
  li.textContent = text;
  if (cls) li.className = cls;
  list.appendChild(li);
}

function showHints() {
  const t = state.t;
  const list = $('hints-list');
  list.textContent = '';
  hinted = JSON.stringify(state.match.position());
  try {
    const h = state.match.hints();
    h.plays.slice(0, 5).forEach((p, i) => item(list, hintText(p, i, t, h.unit), i === 0 ? 'best' : ''));
  } catch (e) {
    item(list, t('advice.error', { msg: describeError(e, t) }), 'none');
  }
  $('hints-card').hidden = false;
}

function showReview() {
  const t = state.t;
  const m = state.match;
  // the person's side against the computer (in a marqué, the side the person's seat plays in it,
  // which the rotation chooses, not the page's side); with a friend, the side to play now
  const own = m.has('marques') ? ['white', 'black'].find((s) => m.humanPlays(s)) : null;
  const side = state.mode === 'friend' ? m.position().turn : own ?? state.human;
  const list = $('review-list');
  list.textContent = '';
  reviewed = m.playing;
  try {
    const r = m.review(side);
    $('review-summary').textContent = reviewSummary(r, side, t);
    for (const roll of r.rolls) {
      for (const l of reviewRollLines(roll, t, r.unit)) item(list, l.text, l.flagged ? 'flagged' : '');
    }
  } catch (e) {
    $('review-summary').textContent = t('advice.error', { msg: describeError(e, t) });
  }
  $('review-card').hidden = false;
}

// the maître's answers: the whole package's (whole.js), which a click in the first instants awaits
$('hint')?.addEventListener('click', withComputer(showHints));
$('review')?.addEventListener('click', withComputer(showReview));
