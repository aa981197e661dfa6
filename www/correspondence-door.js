// The game page's door to games by correspondence (docs/correspondence.md, "The page"): the two
// buttons of its card, a `#c=` link, and what the view (www/correspondence-view.js, a bundle of
// its own: scripts/build-page.sh) asks of the page — to put a game on the board, to give the board
// back to the page's own game. The view is loaded when first needed; this part is in the first load.

import { $, state, session } from './session.js';
import { applyTranslations, describeError, dictionaries } from './i18n.js';
import { formRules, formVariants } from './view.js';
import { formAgreement } from './ecrire-form.js';
import { upgrade } from './whole.js';

/** Whether this device keeps a game by correspondence (its list then shows from the start). */
function kept() {
  try {
    for (let i = 0; i < localStorage.length; i++) if ((localStorage.key(i) || '').startsWith('tablier.correspondence.')) return true;
  } catch (_) {
    /* no storage */
  }
  return false;
}

/**
 * `page`: what app.js lends — `show(record, side)` puts a game's record on the board seen from
 * `side` (the computer held still), `own()` puts the page's own game back, `refresh()`.
 * What the view may change of the page goes through `host` below, which tells the session.
 * Answers `{drop, translate, atStart}`.
 */
export function correspondenceDoor(page) {
  let loading = null;
  let view = null; // the view once loaded, for what must follow at once (drop)

  function load() {
    // the Correspondence class is the whole package's, not the light module's (whole.js)
    loading ??= upgrade()
      .then(() => import('./correspondence.min.js'))
      .then((m) => (view = m.start(host)))
      .catch((e) => {
        loading = null;
        session.setError(state.t('game.engine.error', { msg: describeError(e, state.t) }));
        page.refresh();
        throw e;
      });
    return loading;
  }

  /** The game by correspondence leaves the board for another. */
  function drop() {
    if (!state.corr) return;
    session.setCorr(null);
    view?.left();
  }

  const host = {
    state,
    get engine() {
      return state.engine;
    },
    dictionaries,
    applyTranslations,
    describeError,
    form: {
      rules: formRules,
      variants: formVariants,
      agreement: formAgreement,
      target: () => Math.max(1, Math.min(25, Number($('target').value) || 5)),
    },
    /** A game by correspondence on the board (its record, the game's own), played by its controller `ctl`. */
    show(record, side, ctl) {
      page.show(record, side, () => {
        session.setCorr(ctl);
        session.setGameId(`correspondence:${ctl.id}`);
      });
    },
    /** The page drawn again from the session. */
    refresh: () => page.refresh(),
    /**
     * Marks by hand: the person marks his own roll (the page's marking form, filled with his jeton
     * as it stood before the roll); what he marks is sent with his play (www/marking.js).
     */
    startMarking(side) {
      const last = state.log[state.log.length - 1];
      const before = last && last.before && last.before.score && last.before.score[side];
      $('mark-points').value = String((before && before.points) || 0);
      $('mark-holes').value = '0';
      session.setMarking(true);
      page.refresh();
    },
    /** Back to the page's own game, kept in its slot while the game by correspondence was on show. */
    leave() {
      if (!state.corr) return;
      drop();
      page.own();
    },
  };

  const fromAddress = () => location.hash.startsWith('#c=') && load().then((v) => v.fromAddress());
  $('corr-new').addEventListener('click', () => load().then((v) => v.openForm()));
  $('corr-open').addEventListener('click', () => load().then((v) => v.openField()));
  // a link opened in the tab that shows the page already changes only its fragment
  window.addEventListener('hashchange', fromAddress);

  return {
    drop,
    translate: () => view?.translate(),
    /** At the page's start: the message of a `#c=` link, or the list of the games kept. */
    async atStart() {
      if (location.hash.startsWith('#c=')) await fromAddress();
      else if (kept()) await load();
    },
  };
}
