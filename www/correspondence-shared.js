// What the modules of the games by correspondence share (correspondence-view.js and its form,
// list and reply): the game page's door (`host`), the games kept, the message to send and the game
// on show. One module keeps them so that each part reads the same; they change only through the
// setters below, and every importer reads them live.

/** app.js's door to the game page. */
export let host = null;
/** The games kept on this device (correspondence.js). */
export let games = null;
/** The message shown to send, by game: `{id, text, invitation}` */
export let reply = null;
/** The game the view shows (on the board once it has one: a partie à écrire has none before its lot). */
export let current = null;

export function begin(h, g) {
  host = h;
  games = g;
}

export function setReply(r) {
  reply = r;
}

export function setCurrent(id) {
  current = id;
}

export const $ = (id) => document.getElementById(id);
export const t = (key, params) => host.state.t(key, params);
export const nameOf = (entry) => entry.name || t('corr.opponent');

export function say(error, note = '') {
  $('corr-error').textContent = error;
  $('corr-note').textContent = note;
}
