// The list of the games by correspondence kept on this device: each with its score and whose
// turn it is, to resume, rename (the name is this device's, never sent) or delete (asked first).

import { keptGames } from './correspondence.js';
import { host, games, reply, current, $, t, nameOf, say, setReply, setCurrent } from './correspondence-shared.js';
import { drawReply } from './correspondence-reply.js';

/** Wires the list's buttons; `show` puts a kept game on the board. */
export function initList(show) {
  $('corr-list').addEventListener('click', (e) => onList(e, show));
}

export function drawList() {
  const ul = $('corr-list');
  ul.textContent = '';
  const list = keptGames();
  if (!list.length) {
    const li = document.createElement('li');
    li.className = 'small';
    li.textContent = t('corr.none');
    ul.append(li);
    return;
  }
  const onBoard = current;
  for (const e of list) {
    const li = document.createElement('li');
    li.dataset.id = e.id;
    const s = e.summary || { w: 0, b: 0, turn: 'theirs' };
    const name = nameOf(e);
    const p = document.createElement('p');
    p.textContent = t('corr.item', {
      kind: t(`corr.kind.${e.game}`),
      name,
      score: t('corr.score', { w: s.w, b: s.b }),
      turn: s.turn === 'over' ? t('corr.turn.over') : s.turn === 'mine' ? t('corr.turn.mine') : s.seats > 2 ? t('corr.turn.seat', { n: s.sender + 1 }) : t('corr.turn.theirs', { name }),
    }) + (s.seats > 2 && s.seat !== null && s.seat !== undefined ? ` ${t('corr.seat.mine', { n: s.seat + 1, seats: s.seats })}` : '') + (e.id === onBoard ? ` ${t('corr.shown')}` : '');
    const actions = document.createElement('div');
    actions.className = 'actions';
    actions.append(button('corr.resume', 'resume', e.id, name), button('corr.rename', 'rename', e.id, name), button('corr.delete', 'delete', e.id, name));
    li.append(p, actions);
    ul.append(li);
  }
}

function button(key, act, id, name) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = t(key);
  b.dataset.act = act;
  b.dataset.id = id;
  b.setAttribute('aria-label', `${t(key)} : ${name}`);
  return b;
}

/** The list's buttons: resume, delete (asked first), and the answer to the question. */
function onList(e, show) {
  const b = e.target.closest('button[data-act]');
  if (!b) return;
  const id = b.dataset.id;
  const li = b.closest('li');
  if (b.dataset.act === 'resume') {
    say('');
    show(id);
  } else if (b.dataset.act === 'rename') {
    if (li.querySelector('.corr-rename')) return;
    // the receiver names his opponent too: the name is this device's, never sent
    const form = document.createElement('form');
    form.className = 'corr-rename';
    const label = document.createElement('label');
    const span = document.createElement('span');
    span.textContent = t('corr.rename.label');
    const input = document.createElement('input');
    input.type = 'text';
    input.maxLength = 40;
    input.autocomplete = 'off';
    input.value = (games.entry(id) || {}).name || '';
    label.append(span, ' ', input);
    const ok = document.createElement('button');
    ok.type = 'submit';
    ok.textContent = t('corr.rename.save');
    form.append(label, ' ', ok);
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      games.rename(id, input.value);
      drawReply();
      drawList();
      host.refresh();
    });
    li.append(form);
    input.focus();
  } else if (b.dataset.act === 'delete') {
    if (li.querySelector('.confirm')) return;
    const entry = games.entry(id);
    const box = document.createElement('div');
    box.className = 'confirm';
    box.setAttribute('role', 'alertdialog');
    const q = document.createElement('p');
    q.id = `corr-q-${id}`;
    q.textContent = t('corr.delete.confirm', { name: entry ? nameOf(entry) : '' });
    box.setAttribute('aria-labelledby', q.id);
    const row = document.createElement('div');
    row.className = 'actions';
    const yes = button('corr.delete.yes', 'delete-yes', id, entry ? nameOf(entry) : '');
    yes.className = 'primary';
    row.append(yes, button('corr.delete.no', 'delete-no', id, entry ? nameOf(entry) : ''));
    box.append(q, row);
    li.append(box);
    yes.focus();
  } else if (b.dataset.act === 'delete-yes') {
    const wasShown = current === id;
    games.remove(id);
    if (reply && reply.id === id) setReply(null);
    if (wasShown) {
      setCurrent(null);
      host.leave();
    }
    drawReply();
    drawList();
    $('corr-new').focus();
  } else if (b.dataset.act === 'delete-no') {
    b.closest('.confirm').remove();
  }
}
