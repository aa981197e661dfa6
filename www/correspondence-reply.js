// The message to send of a game by correspondence: the link that opens the page on it (`#c=`:
// nothing goes to a server), the text to paste, and its QR code.

import { renderSVG } from 'uqr';
import { games, reply, current, $, t, nameOf } from './correspondence-shared.js';
import { linkOf } from './correspondence.js';

export function initReply() {
  $('corr-copy').addEventListener('click', copy);
}

/** The message to send: the link (`#c=`: nothing goes to a server), the text and its QR code. */
export function drawReply() {
  const box = $('corr-reply');
  if (!reply || current !== reply.id) {
    box.hidden = true;
    return;
  }
  const entry = games.entry(reply.id);
  const base = `${location.origin}${location.pathname}`;
  const link = linkOf(base, reply.text);
  const seats = (entry && entry.summary && entry.summary.seats) || 2;
  // of three or four, a message goes to every other seat, as in a group chat, each taking it in
  const others = seats > 2 ? othersOf(entry.summary.seat ?? 0, seats) : '';
  $('corr-reply-title').textContent = seats > 2
    ? t(reply.invitation ? 'corr.send.invitation.all' : 'corr.send.all', { others })
    : t(reply.invitation ? 'corr.send.invitation' : 'corr.send', { name: entry ? nameOf(entry) : t('corr.opponent') });
  drawSeatLinks(reply.invitation && seats > 2 ? seats : 0, base);
  $('corr-reply-link').value = link;
  $('corr-reply-text').value = reply.text;
  $('corr-copied').textContent = '';
  const qr = $('corr-qr');
  try {
    qr.innerHTML = renderSVG(link, { ecc: 'L', pixelSize: 4, whiteColor: '#fff', blackColor: '#000' });
    const svg = qr.querySelector('svg');
    if (svg) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', t('corr.qr'));
    }
  } catch (_) {
    qr.textContent = ''; // a text too long for a QR code: the link and the text remain
  }
  box.hidden = false;
  document.body.dataset.corrReply = String(reply.text.length);
}

/**
 * Of three or four seats, the invitation's link for each invitee's own seat: his page offers to
 * accept only once it has read the acceptances of the seats before his, so that no two invitees
 * take one seat (docs/correspondence.md, "The page").
 */
function drawSeatLinks(seats, base) {
  const list = $('corr-seat-links');
  list.replaceChildren();
  $('corr-reply-seats').hidden = !seats;
  for (let seat = 1; seat < seats; seat++) {
    const li = document.createElement('li');
    const label = document.createElement('label');
    label.htmlFor = `corr-seat-link-${seat + 1}`;
    label.textContent = t('corr.seat.for', { n: seat + 1 });
    const input = document.createElement('input');
    input.id = `corr-seat-link-${seat + 1}`;
    input.type = 'text';
    input.readOnly = true;
    input.value = linkOf(base, reply.text, seat);
    li.append(label, ' ', input);
    list.append(li);
  }
}

/** The other seats, numbered from 1: "2, 3". */
function othersOf(seat, seats) {
  const out = [];
  for (let i = 0; i < seats; i++) if (i !== seat) out.push(String(i + 1));
  return out.join(', ');
}

async function copy() {
  const text = $('corr-reply-text').value;
  try {
    await navigator.clipboard.writeText(text);
  } catch (_) {
    $('corr-reply-text').select(); // no clipboard (an insecure address): the text is selected to copy by hand
    return;
  }
  $('corr-copied').textContent = t('corr.copied');
}
