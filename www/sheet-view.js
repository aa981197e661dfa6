// Draws the partie à écrire around the board: who sits where (who plays the current marqué, with
// the primauté, and who advises or waits) and the score sheet, the engine's own object
// (`PartieAEcrire.sheet()`): every figure is the engine's, drawn as it is, with no arithmetic
// here. Reads the match; changes nothing but the DOM.

import { $ } from './session.js';

/** A cell of text. */
function cell(tag, text, attrs = {}) {
  const el = document.createElement(tag);
  el.textContent = text;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

function row(cells) {
  const tr = document.createElement('tr');
  tr.append(...cells);
  return tr;
}

/** A player's name: "Joueur 2", with "(vous)" for a person's seat when the computer plays some. */
function seatName(m, seat, t) {
  const name = t('ecrire.seat', { n: seat + 1 });
  const people = m.seats.filter((s) => s === true).length;
  return m.seats[seat] === true && people > 0 && people < m.seats.length ? t('ecrire.you', { who: name }) : name;
}

/** A camp's name: its players. */
function campName(m, camp, t) {
  return camp.map((s) => seatName(m, s, t)).join(' + ');
}

/** The table: who plays the marqué (the primauté with White), and who advises or waits. */
function drawTable(m, t) {
  const list = $('ecrire-table');
  list.replaceChildren();
  const e = m.lastEnd;
  if (e) {
    const text = e.refait ? t('ecrire.marque.refait', { n: e.marque }) : t('ecrire.marque.won', { who: seatName(m, e.winner, t), n: e.marque });
    list.append(cell('li', text, { 'data-role': 'last-end' }));
  }
  const s = m.seating;
  if (!s) return;
  const plays = (seat, side) =>
    cell('li', t('ecrire.plays', { who: seatName(m, seat, t), n: s.marque, side: t(side === 'white' ? 'side.white' : 'side.black') }) + (side === 'white' ? ` — ${t('ecrire.primaute')}` : ''), {
      'data-seat': String(seat),
      'data-role': side,
    });
  list.append(plays(s.primaute, 'white'), plays(s.other, 'black'));
  for (const b of s.bystanders) {
    const text = b.advises === null ? t('ecrire.waits', { who: seatName(m, b.player, t) }) : t('ecrire.advises', { who: seatName(m, b.player, t), whom: seatName(m, b.advises, t) });
    list.append(cell('li', text, { 'data-seat': String(b.player), 'data-role': b.advises === null ? 'waits' : 'advises' }));
  }
  if (s.refaits > 0) list.append(cell('li', t('ecrire.refaits', { n: s.refaits })));
}

/**
 * A figure of the sheet as a feuille de marque writes it: a true minus sign (−3), and with
 * `plus`, a plus sign for what a camp is up (+3).
 */
export function signed(v, plus = true) {
  const n = Number(v);
  if (n < 0) return `\u2212${-n}`;
  return plus && n > 0 ? `+${n}` : String(n);
}

/** A cell holding a number: shown signed, its value kept as it is (`data-value`). */
function figure(v, attrs = {}, plus = true) {
  const c = cell('td', signed(v, plus), { ...attrs, 'data-value': String(v) });
  if (Number(v) < 0) c.classList.add('minus');
  return c;
}

/**
 * The sheet: one line per marqué written (who won it, against whom, the trous, how it was won,
 * the payment, then each camp's running total, the winner's in bold), then the décompte général,
 * as the engine wrote them.
 */
function drawSheet(m, t) {
  const sheet = m.sheet();
  const camps = sheet.camps;
  const campOf = (seat) => camps.findIndex((c) => c.includes(seat));
  $('sheet-caption').textContent = t('ecrire.sheet.caption', {
    n: sheet.marques,
    convention: t(`ecrire.convention.${sheet.convention}`),
    queue: sheet.jetons_de_queue,
  });
  const head = $('sheet-head');
  const body = $('sheet-body');
  head.replaceChildren(
    row([
      cell('th', t('ecrire.sheet.marque'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.winner'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.loser'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.trous'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.kind'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.consolation'), { scope: 'col' }),
      cell('th', t('ecrire.sheet.payment'), { scope: 'col' }),
      ...(sheet.formation === 'a-tourner' ? [cell('th', t('ecrire.sheet.vacant'), { scope: 'col' })] : []),
      ...camps.map((c, i) => cell('th', campName(m, c, t), { scope: 'col', 'data-camp': String(i) })),
    ]),
  );
  body.replaceChildren();
  for (const l of sheet.lines) {
    const kind = [
      t(`ecrire.sheet.kind.${l.bredouille}`),
      l.sans_lever && sheet.convention === 'sans-lever' ? t('ecrire.sheet.sans-lever') : '',
      l.volontaire ? t('ecrire.sheet.volontaire') : '',
      l.refaits.length ? t('ecrire.sheet.refaits.list', { list: l.refaits.map((r) => `${r[0]}–${r[1]}`).join(', ') }) : '',
    ]
      .filter(Boolean)
      .join(', ');
    const won = campOf(l.winner);
    const tr = row([
      cell('th', String(l.number), { scope: 'row' }),
      cell('td', seatName(m, l.winner, t), { class: 'name winner', 'data-winner': String(l.winner) }),
      cell('td', seatName(m, l.loser, t), { class: 'name', 'data-loser': String(l.loser) }),
      cell('td', `${l.trous[0]}–${l.trous[1]}`),
      cell('td', kind, { class: 'detail' }),
      figure(l.consolation, {}, false),
      figure(l.payment, { 'data-payment': '' }, false),
      ...(sheet.formation === 'a-tourner' ? [cell('td', l.vacant ? `${seatName(m, l.vacant[0], t)} : ${signed(l.vacant[1], false)}` : '', { class: 'name' })] : []),
      ...l.totals.map((v, i) => {
        const c = figure(v, { 'data-total': String(i) });
        if (i === won) c.classList.add('won');
        return c;
      }),
    ]);
    tr.dataset.line = String(l.number);
    body.append(tr);
  }
  $('sheet-none').hidden = sheet.lines.length > 0;
  // The décompte général: each camp's figures, as the engine counted them.
  const d = sheet.decompte;
  const dhead = $('decompte-head');
  dhead.replaceChildren(row([cell('th', t('ecrire.sheet.camp'), { scope: 'col' }), ...camps.map((c, i) => cell('th', campName(m, c, t), { scope: 'col', 'data-camp': String(i) }))]));
  const lines = [
    ['mise', d.mise, false],
    ['queue', d.queue_des_jetons.net, true],
    ['jetons', d.jetons, true],
    ['fiches', d.fiches, true],
    ['queue-generale', d.queue_generale, true],
    ['total', d.total, true],
  ];
  $('decompte-body').replaceChildren(
    ...lines.map(([key, values, plus]) => {
      const tr = row([cell('th', t(`ecrire.sheet.${key}`), { scope: 'row' }), ...values.map((v, i) => figure(v, { 'data-camp': String(i) }, plus))]);
      tr.dataset.figure = key;
      return tr;
    }),
  );
  $('paris-list').replaceChildren(
    ...d.paris.map((p) =>
      cell('li', t('ecrire.sheet.pari', { winner: campName(m, camps[p.winner], t), loser: campName(m, camps[p.loser], t), jetons: p.jetons, won: p.won, lost: p.lost, n: p.double_paris })),
    ),
  );
  $('sheet-card').dataset.over = String(sheet.over);
  $('sheet-cue').textContent = t('ecrire.sheet.scroll');
  cueScroll();
}

/**
 * A table wider than its panel (a phone) scrolls sideways: it says so, with a shadow at its right
 * edge and a line under it, so that no column is lost without a sign.
 */
export function cueScroll() {
  let any = false;
  for (const box of document.querySelectorAll('#sheet-card .sheet-scroll')) {
    const over = box.scrollWidth > box.clientWidth + 1;
    box.classList.toggle('overflows', over);
    any ||= over;
  }
  $('sheet-cue').hidden = !any;
}

if (typeof window !== 'undefined') window.addEventListener('resize', () => !$('sheet-card').hidden && cueScroll());

/** The partie à écrire's cards: shown, and drawn, only while one is on the board. */
export function pageSheet(m, t) {
  const on = !!m && m.has('marques');
  $('sheet-card').hidden = !on;
  $('table-card').hidden = !on;
  document.body.dataset.ecrire = on ? 'true' : '';
  if (!on) return;
  drawTable(m, t);
  drawSheet(m, t);
}
