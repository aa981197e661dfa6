// Games by correspondence on the game page (docs/correspondence.md, "The page"): the invitation's
// form, the field a message is pasted in (or the link that opened the page), the message to send
// as a link, a text and a QR code, and the list of the games kept. A game on the board is played
// as any other (app.js): the throw comes from the exchange (`peek`), and once the turn's steps are
// done the engine's copy composes the reply. Bundled on its own (scripts/build-page.sh,
// correspondence.min.js) and loaded only when the page needs it: the first load does not grow.
// It imports no module of the page's (their state is app.js's): everything comes through `host`.
// Its parts: the invitation's form (correspondence-form.js), the message to send
// (correspondence-reply.js), the list of the games kept (correspondence-list.js), and what they
// share (correspondence-shared.js).

import { fr, en } from './i18n-correspondence.js';
import { Games, messageIn, seatIn, unaccepted } from './correspondence.js';
import { host, games, reply, begin, setReply, setCurrent, $, t, nameOf, say } from './correspondence-shared.js';
import { FORM, initForm, openForm } from './correspondence-form.js';
import { drawList, initList } from './correspondence-list.js';
import { drawReply, initReply } from './correspondence-reply.js';

const VIEW = `
<p id="corr-error" class="corr-error" role="alert"></p>
<p id="corr-note" class="small" role="status"></p>
${FORM}
<form id="corr-in-form" hidden>
  <label class="stack" for="corr-in"><span data-i18n="corr.paste"></span></label>
  <textarea id="corr-in" rows="3" spellcheck="false" autocomplete="off"></textarea>
  <div class="actions"><button id="corr-take" type="submit" class="primary" data-i18n="corr.take"></button></div>
</form>
<form id="corr-rights" class="confirm" hidden>
  <h3 data-i18n="corr.rights"></h3>
  <p id="corr-rights-said"></p>
  <p class="small" data-i18n="corr.rights.note"></p>
  <p id="corr-rights-droits" class="small" data-i18n="corr.rights.droits" hidden></p>
  <label><span data-i18n="corr.rights.ecole"></span> <input id="corr-ecole" type="number" min="0" max="99" value="0" inputmode="numeric"></label>
  <fieldset>
    <legend data-i18n="corr.rights.mine"></legend>
    <label><span data-i18n="mark.points"></span> <input id="corr-mine-points" type="number" min="0" max="11" value="0" inputmode="numeric"></label>
    <label><span data-i18n="mark.holes"></span> <input id="corr-mine-holes" type="number" min="0" max="12" value="0" inputmode="numeric"></label>
  </fieldset>
  <div class="actions"><button id="corr-rights-send" type="submit" class="primary" data-i18n="corr.rights.send"></button></div>
</form>
<div id="corr-accept" hidden>
  <p id="corr-accept-said"></p>
  <p class="small" data-i18n="corr.accept.note"></p>
  <div id="corr-accept-do"><div class="actions"><button id="corr-accept-send" type="button" class="primary" data-i18n="corr.accept"></button></div></div>
</div>
<div id="corr-reply" hidden>
  <p id="corr-reply-title"></p>
  <label class="stack" for="corr-reply-link"><span data-i18n="corr.link"></span></label>
  <input id="corr-reply-link" type="text" readonly>
  <label class="stack" for="corr-reply-text"><span data-i18n="corr.text"></span></label>
  <textarea id="corr-reply-text" rows="2" readonly spellcheck="false"></textarea>
  <div class="actions"><button id="corr-copy" type="button" data-i18n="corr.copy"></button> <span id="corr-copied" class="small" aria-live="polite"></span></div>
  <figure id="corr-qr" class="corr-qr"></figure>
  <div id="corr-reply-seats" hidden>
    <p class="small" data-i18n="corr.seats.note"></p>
    <ul id="corr-seat-links" class="corr-list"></ul>
  </div>
</div>
<div class="actions"><button id="corr-back" type="button" data-i18n="corr.back" hidden></button></div>
<h3 id="corr-list-title" data-i18n="corr.list"></h3>
<ul id="corr-list" class="corr-list" aria-labelledby="corr-list-title"></ul>
`;

/** Builds the view once, its words in the page's dictionaries; `host` is app.js's door to the game page. */
export function start(h) {
  if (host) return api;
  begin(h, new Games(h.engine));
  Object.assign(host.dictionaries.fr, fr);
  Object.assign(host.dictionaries.en, en);
  const view = $('corr-view');
  view.innerHTML = VIEW;
  host.applyTranslations(view, host.state.t);
  initForm(show);
  $('corr-rights').addEventListener('submit', (e) => {
    e.preventDefault();
    sendRights();
  });
  $('corr-in-form').addEventListener('submit', (e) => {
    e.preventDefault();
    receive($('corr-in').value);
  });
  $('corr-accept-send').addEventListener('click', accept);
  initReply();
  $('corr-back').addEventListener('click', () => host.leave());
  initList(show);
  drawList();
  return api;
}

const api = {
  /** Shows the invitation's form. */
  openForm,
  /** Shows the field a message is pasted in. */
  openField() {
    $('corr-in-form').hidden = false;
    $('corr-in').focus();
  },
  /** Reads the message of the page's address (`#c=`), then clears it from the address. */
  fromAddress() {
    const hash = location.hash;
    if (!hash.startsWith('#c=')) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    receive(hash);
  },
  left: () => left(),
  /** The page's language changed: the view's words follow. */
  translate() {
    host.applyTranslations($('corr-view'), host.state.t);
    drawReply();
    drawList();
  },
};

/** A message pasted or opened: taken in by the game it belongs to, or refused with its code's words and nothing changed. */
function receive(input) {
  const text = messageIn(input);
  say('');
  if (!text) return;
  let taken;
  let said = null;
  try {
    said = games.C.describe(text);
  } catch (_) {
    said = null; // not a message: games.take says why
  }
  try {
    taken = games.take(text, seatIn(input));
  } catch (e) {
    say(t('corr.refused', { msg: host.describeError(e, host.state.t) }));
    document.body.dataset.corrRefused = (e && e.code) || 'unknown';
    return;
  }
  $('corr-in').value = '';
  $('corr-in-form').hidden = true;
  delete document.body.dataset.corrRefused;
  if (reply && reply.id === taken.entry.id) setReply(null);
  show(taken.entry.id);
  const name = nameOf(games.entry(taken.entry.id) || taken.entry);
  const called = said && said.marks && said.marks.ecole;
  const droits = (said && Array.isArray(said.droits) ? said.droits : []).map((d) => t(`corr.droit.${d.droit}`, { name }));
  say('', [t('corr.received', { name }), called ? t('corr.ecole.called', { name, n: called }) : '', ...droits].filter(Boolean).join(' '));
}

/**
 * Sends on at once what needs no choice: the acceptance of an invitation, a message whose turn
 * holds no step of this side's, the last message after the end. Then where the game stands:
 * `{st, mine, side, table}`: `table` the game to show (with this side's dice once they are its).
 */
function settle(entry) {
  const c = games.copy(entry);
  for (let i = 0; i < 8; i++) {
    const st = c.state();
    const over = st.table.awaits === 'over';
    if (!st.mine || (over && entry.closed)) return { c, st, mine: false, side: st.table.side, table: st.table, entry };
    // of three or four, the invitees accept one after the other, each taking the next free seat
    // (the engine's): the person accepts once he has taken in the acceptances sent before his
    if (unaccepted(st)) return { c, st, mine: true, accept: true, side: null, table: st.table, entry };
    // marks by hand: this side's rights on the other's last roll (its own marks, the école it
    // calls) come before its throw, and are its to send
    if (st.rights && st.rights === st.table.side) return { c, st, mine: true, rights: true, side: st.table.side, table: st.table, entry };
    let peeked = null;
    if (!over) {
      try {
        peeked = c.peek();
      } catch (_) {
        peeked = null; // no game yet (the acceptance): nothing to throw
      }
    }
    if (peeked && peeked.awaits === peeked.side) {
      // the throw is the player's to make on the board, unless the lot gave the first roll to
      // the side that did not have the turn before it: then the game comes with the dice
      // (a partie à écrire before its lot has no game at all: the lot comes with the dice)
      const table = st.table.awaits === 'throw' && st.table.position && st.table.position.turn === peeked.side ? st.table : peeked;
      return { c, st, mine: true, side: peeked.side, table, entry };
    }
    const text = c.compose(null);
    if (over) entry.closed = true;
    entry = games.store(entry, c);
    setReply({ id: entry.id, text, invitation: false });
  }
  throw Object.assign(new Error('the exchange asks for messages without end'), { code: 'internal' });
}

/**
 * A one-line summary kept with the entry, so that the list reads no game back: the score as the
 * board's game says it (Jacquet's points, the trous of a tour or of the marqué being played).
 */
function summaryOf(s, match) {
  let score = null;
  try {
    score = match ? match.score() : null;
  } catch (_) {
    score = null;
  }
  score ??= s.table.position && s.table.position.score;
  const n = (v) => (v && typeof v === 'object' ? v.holes ?? v.points ?? 0 : Number(v) || 0);
  return {
    w: n(score && score.white),
    b: n(score && score.black),
    turn: s.table.awaits === 'over' ? 'over' : s.mine ? 'mine' : 'theirs',
    // the seats, as the engine numbers them: this side's, and the next to send
    seat: s.st.seat,
    seats: s.st.seats,
    sender: s.st.sender,
  };
}

/** Puts a kept game on the board: this side's turn to play, or the game as it waits for the other's message. */
function show(id) {
  const entry = games.entry(id);
  if (!entry) return;
  let s;
  try {
    s = settle(entry);
  } catch (e) {
    say(t('corr.refused', { msg: host.describeError(e, host.state.t) }));
    return;
  }
  if (s.table.record) {
    setCurrent(id);
    // a seat that sits this marqué out sees it from White's side
    host.show(s.table.record, s.side || 'white', controller(s));
    // the lot gave this side the first roll: its dice come with the game, its marks are asked now
    if (s.mine && !s.rights && s.entry.hand && s.table.position && Array.isArray(s.table.position.dice) && !markedAlready(s)) host.startMarking(s.side);
  } else {
    host.leave(); // no game to show yet (a partie à écrire before its lot): the page's own comes back
    setCurrent(id);
  }
  const summary = summaryOf(s, s.table.record ? host.state.match : null);
  games.store({ ...s.entry, summary }, s.c);
  if (!reply || reply.id !== id) setReply(lastOwn(s));
  drawReply();
  drawList();
  $('corr-back').hidden = false;
  drawRights(s);
  drawAccept(s);
  document.body.dataset.corr = s.accept ? 'accept' : s.rights ? 'rights' : s.mine ? 'mine' : summary.turn;
}

/** The game whose acceptance is asked (of three or four seats). */
let acceptOf = null;

function drawAccept(s) {
  acceptOf = s.accept ? s : null;
  $('corr-accept').hidden = !acceptOf;
  delete document.body.dataset.corrSeat;
  if (!acceptOf) return;
  const free = s.st.seat;
  const seat = seatAsked(s);
  const words = { n: seat + 1, free: free + 1, seats: s.st.seats, formation: t(`ecrire.formation.${formationOf(s)}`) };
  // before the acceptances of the seats before his are read, accepting would take one of theirs:
  // two acceptances of one number, a fork no page could mend
  $('corr-accept-said').textContent = t(seat > free ? 'corr.accept.wait' : seat < free ? 'corr.accept.taken' : 'corr.accept.said', words);
  $('corr-accept-do').hidden = seat > free;
  document.body.dataset.corrSeat = seat > free ? 'wait' : seat < free ? 'taken' : 'free';
}

/** The seat the inviter's link gave this invitee, or the next free one (no seat named, or none of this game's: a link changed by hand). */
function seatAsked(s) {
  const seat = s.entry.seat;
  return Number.isInteger(seat) && seat < s.st.seats ? seat : s.st.seat;
}

/** The formation of a partie à écrire, as its invitation names it. */
function formationOf(s) {
  try {
    const terms = games.C.describe(s.c.invitation()).terms;
    return (terms.agreement && terms.agreement.formation) || 'tete-a-tete';
  } catch (_) {
    return 'tete-a-tete';
  }
}

/** This side's message just composed: kept with the game, set out to send, the game shown on. */
function keepSent(s, text) {
  games.store(s.entry, s.c);
  setReply({ id: s.entry.id, text, invitation: false });
  show(s.entry.id);
}

/** This person takes the next free seat: his acceptance, to send to everyone. */
function accept() {
  const s = acceptOf;
  if (!s || seatAsked(s) > s.st.seat) return;
  let text;
  try {
    text = s.c.compose(null);
  } catch (e) {
    say(t('corr.refused', { msg: host.describeError(e, host.state.t) }));
    return;
  }
  keepSent(s, text);
}

/**
 * Whether this side marked the roll on the board already: after his leave is refused the leaver
 * holds and plays the roll he marked, nothing more to mark (the lot's first roll is not marked).
 */
function markedAlready(s) {
  const last = (s.table.record.rolls || []).at(-1);
  return !!(last && last.side === s.side && last.marked && last.marked[s.side]);
}

/**
 * Whether the board shows the other side's roll thrown and not yet played: this side sent the
 * link that throws it and knows it, but the engine's marks of it are the other side's to make,
 * and then this side's to call école on.
 */
function theirsThrown(s) {
  const other = s.table.awaits;
  if (s.mine || (other !== 'white' && other !== 'black') || other === s.side) return false;
  // (after a refused leave the leaver plays the roll he marked: nothing of it left to count)
  const last = ((s.table.record && s.table.record.rolls) || []).at(-1);
  return !(last && last.side === other && last.marked && last.marked[other]);
}

/** What `side` had marked before the last roll of `record` (the jeton's points, the trous). */
function scoreBefore(record, side) {
  const rolls = record.rolls || [];
  const score = rolls.length > 1 ? rolls[rolls.length - 2].score : record.start && record.start.score;
  return (score && score[side]) || { points: 0, holes: 0 };
}

/** The settled game whose rights form is on show. */
let rightsOf = null;

/**
 * Marks by hand: this side's rights on the other's last roll, before its own throw — what the
 * mover marked (as his message said it), the école called on it (its points; 0: none), and this
 * side's own marks of the points that roll gave it. The engine judges them as at the table.
 */
function drawRights(s) {
  const form = $('corr-rights');
  rightsOf = s.rights ? s : null;
  if (!rightsOf) {
    form.hidden = true;
    return;
  }
  const rec = s.table.record;
  const rolls = rec.rolls || [];
  const last = rolls[rolls.length - 1];
  const mover = last ? last.side : s.side === 'white' ? 'black' : 'white';
  const m = (last && last.marked && last.marked[mover]) || null;
  const was = scoreBefore(rec, mover);
  const name = nameOf(games.entry(s.entry.id) || s.entry);
  $('corr-rights-said').textContent = !m
    ? t('corr.rights.none', { name })
    : m.leave
      ? t('corr.rights.leave', { name, h: m.holes ?? 0 })
      : t('corr.rights.said', { name, j: m.jeton ?? was.points ?? 0, h: m.holes ?? 0 });
  // the rights the engine says his marks open to this side are on the board's rights card
  const match = host.state.match;
  $('corr-rights-droits').hidden = !(match && match.has('droits') && match.droits().open.some((o) => o.to === s.side && o.over !== s.side));
  $('corr-ecole').value = '0';
  $('corr-mine-points').value = String(scoreBefore(rec, s.side).points || 0);
  $('corr-mine-holes').value = '0';
  form.hidden = false;
}

/**
 * The rights message: this side's marks and the école it calls, and `droits`, the rights it
 * exercises on the other's marks (the board's rights card, www/droits.js: the ones the engine
 * says are open), judged by the engine as it is composed.
 */
function sendRights(droits = []) {
  const s = rightsOf;
  if (!s) return;
  const num = (id, max) => Math.max(0, Math.min(max, Math.floor(Number($(id).value) || 0)));
  const ecole = num('corr-ecole', 99);
  const jeton = num('corr-mine-points', 11);
  const holes = num('corr-mine-holes', 12);
  const marks = {};
  if (jeton !== (scoreBefore(s.table.record, s.side).points || 0)) marks.jeton = jeton;
  if (holes > 0) marks.holes = holes;
  if (ecole > 0) marks.ecole = ecole;
  const steps = { ...(Object.keys(marks).length ? { marks } : {}), ...(droits.length ? { droits } : {}) };
  let text;
  try {
    text = s.c.compose(Object.keys(steps).length ? steps : null);
  } catch (e) {
    say(t('corr.refused', { msg: host.describeError(e, host.state.t) }));
    return;
  }
  keepSent(s, text);
  say('', [ecole ? t('corr.ecole.sent', { n: ecole }) : '', ...droits.map((d) => t(`droit.done.${d.droit}`))].filter(Boolean).join(' '));
}

/** The last message this side sent, while the other side has not answered it: shown again on resuming. */
function lastOwn(s) {
  const msgs = s.c.record().messages;
  const last = msgs.length - 1;
  if (s.mine || s.st.seat === null || last % s.st.seats !== s.st.seat) return null;
  return { id: s.entry.id, text: msgs[last], invitation: last === 0 };
}

/** What app.js asks of the game by correspondence on its board (`state.corr`). */
function controller(s) {
  const steps = {};
  return {
    id: s.entry.id,
    /** Whether this page plays `side` now: only this side's, on its turn (its rights sent first). */
    isMine: (side) => s.mine && !s.rights && side === s.side,
    /**
     * Marks by hand: whether the jans of the roll on the board stay hidden (`thrown`: its dice are
     * on it) — this side's own roll until its marks go with the play, the other's from the link
     * that throws it until this side's rights on it are sent.
     */
    hidesJans: (thrown) => !!s.entry.hand && (s.rights || (thrown && (s.mine || theirsThrown(s)))),
    /** Marks by hand: whether the engine's marks of the roll on the board stay off the score (this side's marks not sent yet, or the other's not made). */
    hidesScore: (thrown) => !!s.entry.hand && !s.rights && thrown && (s.mine ? !markedAlready(s) : theirsThrown(s)),
    /** Marks by hand: the side whose rights on the other's last roll this page sends now, or null. */
    rightsTo: () => (s.rights ? s.side : null),
    /** A right exercised on the board's rights card: sent at once in the rights message, with the form's marks and école. */
    exercise(droit, jeton) {
      if (rightsOf === s) sendRights([{ droit, ...(jeton ? { jeton } : {}) }]);
    },
    /** The throw: this side's dice as the exchange draws them; by hand, its marks are asked. */
    roll() {
      host.show(s.c.peek().record, s.side, host.state.corr);
      if (s.entry.hand) host.startMarking(s.side);
    },
    step(taken) {
      Object.assign(steps, taken);
    },
    /**
     * Marks by hand: what this side marked of its roll, sent with its play for the other side to
     * judge (`leave`: it chose s'en aller). Its page does not judge them: the other side calls école.
     */
    marked({ jeton, holes }, leave) {
      steps.marks = leave ? { holes, leave: true, released: true, touched: true } : { jeton, holes, released: true, touched: true };
    },
    /** After each step: once the turn awaits no more of this side, the reply is composed and shown. */
    after() {
      if (!s.mine || (!steps.decision && !steps.play)) return;
      const table = s.c.peek(steps);
      if (table.awaits === s.side) return;
      const text = s.c.compose({ ...steps });
      delete steps.decision;
      delete steps.play;
      delete steps.marks;
      keepSent(s, text);
    },
    status() {
      const name = nameOf(games.entry(s.entry.id) || s.entry); // as last named
      if (s.st.seats > 2 && !s.mine && s.st.table.awaits !== 'over') return t('corr.waiting.seat', { n: s.st.sender + 1 });
      return t(s.st.table.awaits === 'over' ? 'corr.over' : s.rights ? 'corr.rights.status' : s.mine ? 'corr.yours' : 'corr.waiting', { name });
    },
  };
}

/** The page left the game by correspondence for its own. */
function left() {
  setCurrent(null);
  $('corr-back').hidden = true;
  drawReply();
  drawList();
  delete document.body.dataset.corr;
}
