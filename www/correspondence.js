// The games by correspondence this device plays (docs/correspondence.md, "The page"): each kept
// in local storage under its own key, `tablier.correspondence.<id>` — the record of the whole
// exchange and this side's secret, which never leaves the device — and the package's
// `Correspondence` that judges every message. No rule and no check here: a message is taken in
// by the engine's copy or refused with its code, and a refused one changes nothing kept.
// Loaded on demand with correspondence-view.js: the game page's first load does not carry it.

const PREFIX = 'tablier.correspondence.';

/** A game's name: the start of the inviter's anchor (the link of message 0), the same on both devices. */
export function idOf(Correspondence, invitation) {
  return Correspondence.describe(invitation).link.slice(0, 16);
}

/**
 * The games kept, the last played first: `[{id, game, hand, name, record, secret, at, closed}]`
 * (`hand`: a tour whose sides mark their own points).
 */
export function keptGames() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k || !k.startsWith(PREFIX)) continue;
      try {
        const e = JSON.parse(localStorage.getItem(k));
        if (e && e.record && e.secret && e.id === k.slice(PREFIX.length)) out.push(e);
      } catch (_) {
        /* an entry that cannot be read is left alone, not shown */
      }
    }
  } catch (_) {
    /* no storage */
  }
  return out.sort((a, b) => b.at - a.at);
}

/**
 * The message a pasted text or an opened link carries: the text after `#c=` (up to the seat a
 * link of three or four seats names, `&seat=`), or the text itself.
 */
export function messageIn(input) {
  const s = String(input || '').trim();
  const at = s.indexOf('#c=');
  const text = at >= 0 ? s.slice(at + 3).split('&')[0] : s;
  try {
    return decodeURIComponent(text).trim();
  } catch (_) {
    return text;
  }
}

/**
 * The seat an invitation's link is for (`#c=<invitation>&seat=3`: the third, 2 as the engine
 * counts), or null. It is the page's word only, in the fragment and not in the signed message:
 * the engine seats an acceptance by its number, so the page keeps each invitee from accepting
 * before the acceptances of the seats before his have been read.
 */
export function seatIn(input) {
  const m = /#c=[^&]*&seat=([1-9])\b/.exec(String(input || ''));
  return m ? Number(m[1]) - 1 : null;
}

/** The link that opens the page on a message: the text in the fragment (no browser sends it to a server), and the seat an invitation is for. */
export function linkOf(base, text, seat = null) {
  return `${base}#c=${text}${seat === null ? '' : `&seat=${seat + 1}`}`;
}

/** Of three or four seats: this invitee has not accepted yet (his acceptance, the next message, is his to send). */
export const unaccepted = (st) => st.seats > 2 && st.mine && st.messages < st.seats;

/**
 * This device's games by correspondence: each entry kept, and the engine's copy of each game once
 * it has been read back (`resume` replays the record, every message checked again).
 */
export class Games {
  constructor(engine) {
    this.C = engine.Correspondence;
    this.live = new Map();
  }

  entry(id) {
    return keptGames().find((e) => e.id === id) || null;
  }

  /** The engine's copy of a kept game. */
  copy(entry) {
    let c = this.live.get(entry.id);
    if (!c) {
      c = this.C.resume(entry.record, entry.secret);
      this.live.set(entry.id, c);
    }
    return c;
  }

  /** Writes an entry with the copy's record as it stands. */
  store(entry, c = this.copy(entry)) {
    // the name as last given (rename), not as the caller read it before
    const now = this.entry(entry.id);
    const e = { ...entry, name: now ? now.name : entry.name, record: c.record(), at: Date.now() };
    localStorage.setItem(PREFIX + e.id, JSON.stringify(e));
    return e;
  }

  /** The opponent's name, as this side calls him (kept on this device only). */
  rename(id, name) {
    const e = this.entry(id);
    if (!e) return null;
    const named = { ...e, name: String(name || '').trim().slice(0, 40) };
    localStorage.setItem(PREFIX + id, JSON.stringify(named));
    return named;
  }

  remove(id) {
    const c = this.live.get(id);
    if (c) c.free();
    this.live.delete(id);
    try {
      localStorage.removeItem(PREFIX + id);
    } catch (_) {
      /* no storage */
    }
  }

  /** A new game: the invitation written with a secret from the platform's randomness, kept before it is shown. */
  invite(terms, name) {
    const c = this.C.invite(terms);
    const invitation = c.invitation();
    const entry = { id: idOf(this.C, invitation), game: terms.game, hand: !!terms.hand_marks, name: name || '', secret: c.secret(), closed: false };
    this.live.set(entry.id, c);
    return { entry: this.store(entry, c), text: invitation };
  }

  /**
   * Takes in a message: an invitation opens a new game (or finds the one it began), any other is
   * tried on each game that awaits a message, the last played first, each judged by the engine on
   * its copy. `{entry, fresh}`, or throws the refusal of the game it was likeliest for.
   */
  take(text, seat = null) {
    const said = this.C.describe(text); // not a message at all: `bad-message`, before any game is tried
    if (said.terms) {
      const id = idOf(this.C, text);
      const known = this.entry(id);
      if (known) {
        // the link of another seat opened before this one accepted: that seat is his
        if (seat !== null && known.seat !== seat && unaccepted(this.copy(known).state())) return { entry: this.store({ ...known, seat }), fresh: false };
        return { entry: known, fresh: false };
      }
      const c = this.C.open(text);
      // `seat`: the seat the inviter's link gave this invitee (seatIn), kept to wait for the acceptances before it
      const entry = { id, game: said.terms.game, hand: !!said.terms.hand_marks, name: '', secret: c.secret(), closed: false, ...(seat === null ? {} : { seat }) };
      this.live.set(id, c);
      return { entry: this.store(entry, c), fresh: true };
    }
    let refusal = null;
    for (const entry of keptGames()) {
      const c = this.copy(entry);
      try {
        c.receive(text);
        return { entry: this.store(entry, c), fresh: true };
      } catch (e) {
        // a message of another game's exchange names another message before it: the refusal of a
        // game where it follows on (replayed, changed, forged) says more than a `wrong-prev`
        if (!refusal || (refusal.code === 'wrong-prev' && e.code !== 'wrong-prev')) refusal = e;
      }
    }
    throw refusal || Object.assign(new Error('no game by correspondence is kept here'), { code: 'wrong-prev' });
  }
}
