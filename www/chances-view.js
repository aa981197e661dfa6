// The game page's "Chances" toggle (docs/page.md): before a person throws, the engine's count of
// the 36 coups of that throw (`chances`, docs/chances.md) drawn on the page's board as badges and
// listed in a card, in the page's language. While a roll is being played, or in Jacquet, it shows
// nothing. Self-contained: view.js asks `pageChances` for what the board should draw.

import { $, state, isHuman, sideKey } from './session.js';
import { renderChances } from './chances.js';
import { describeError } from './i18n.js';
import { refresh } from './view.js';

let last = { key: null, answer: null }; // the engine's answer for the position last asked about

/**
 * The chances the page's board draws in phase `ph` at `pos` (the engine's answer, or null), the
 * card brought up to date.
 */
export function pageChances(ph, pos) {
  const box = $('chances-toggle');
  const card = $('chances-card');
  if (!box || !card) return null;
  const m = state.match;
  const jans = !!m && m.has('jans');
  $('chances-label').hidden = !jans;
  // before the throw of a person: the computer's throw comes at once, and a roll on the board is
  // counted by its jans (the analysis), not by chances
  const on = box.checked && jans && ph === 'roll' && isHuman(pos.turn);
  card.hidden = !on;
  if (!on) return null;
  const t = state.t;
  $('chances-title').textContent = t('chances.title', { side: t(sideKey(pos.turn)) });
  const list = $('chances-list');
  let answer;
  try {
    const key = JSON.stringify({ ...pos, dice: undefined });
    answer = last.key === key ? last.answer : state.engine.chances(pos);
    last = { key, answer };
  } catch (e) {
    list.textContent = '';
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = t('chances.error', { msg: describeError(e, t) });
    list.appendChild(li);
    return null;
  }
  renderChances(list, answer, t);
  return answer;
}

$('chances-toggle')?.addEventListener('change', () => refresh());
