// The translator and the dictionaries of the board, the diagram elements, the jans, the chances
// and the engine's error codes (their words are in i18n-words.js), in French and English; the game
// page adds its own (i18n-page.js, i18n-ecrire.js, i18n-tutor.js). The page's bundle carries none
// of these words: it loads its language's alone, as one module (boot.js, scripts/build-page.sh).

import { fr, en } from './i18n-words.js';

export const dictionaries = { fr, en };
export const languages = ['fr', 'en'];

/**
 * Whether `n` takes the plural in `lang`: in French from 2 on ("0 erreur", "1,5 trou" are
 * singular), in English for every number but 1 ("0 errors").
 */
export function isPlural(lang, n) {
  const x = Math.abs(Number(n));
  return lang === 'en' ? x !== 1 : x >= 2;
}

/**
 * Returns a translation function for `lang`: t(key, params) fills {name} placeholders, and
 * {name:s} with "s" when the number params[name] takes the plural ("{h} trou{h:s}"); with `n`
 * equal to 1 it takes the key's `.one` form where there is one.
 */
export function translator(lang) {
  const dict = dictionaries[lang] || fr;
  const language = dictionaries[lang] ? lang : 'fr';
  return function t(key, params = {}) {
    const one = params.n === 1 ? dict[`${key}.one`] ?? fr[`${key}.one`] : undefined;
    let text = one ?? dict[key] ?? fr[key] ?? key;
    return text.replace(/\{(\w+)(?::(\w+))?\}/g, (m, name, mark) => {
      if (!(name in params)) return m;
      if (mark) return isPlural(language, params[name]) ? mark : '';
      return String(params[name]);
    });
  };
}

/**
 * An engine error in the page's language: its stable code translated (`code.*`), with the roll a
 * record refused names (`details.roll`); never the engine's English message.
 */
export function describeError(err, t) {
  const code = (err && (err.code || (err.error && err.error.code))) || 'unknown';
  const key = `code.${code}`;
  const said = t(key, { code });
  const details = err && (err.details || (err.error && err.error.details));
  const text = describeDetails(code, details, t) ?? (said === key ? t('code.unknown', { code }) : said);
  // a record refused at one of its rolls: the engine's field, never its English message
  const roll = details && details.roll;
  return roll ? `${t('record.roll', { i: roll })} : ${text}` : text;
}

/**
 * A refusal said from its code and the engine's fields (`details`: whose dames, which flèche, how
 * many; for the notation, where and the position's own refusal there), or undefined when it has
 * none that a sentence names.
 */
function describeDetails(code, details, t) {
  if (!details || typeof details !== 'object') return undefined;
  if (code === 'bad-notation') {
    const cause = details.cause && describeDetails(details.cause.code, details.cause, t);
    if (cause) return t('detail.at-column', { text: cause, column: details.column });
    return details.field ? t('detail.notation', { field: details.field, column: details.column }) : undefined;
  }
  const key = `detail.${code}`;
  const params = { ...details };
  if (details.side) params.side = t(details.side === 'black' ? 'side.black' : 'side.white');
  const said = t(key, params);
  return said === key || /\{\w+\}/.test(said) ? undefined : said;
}

/** The page's language: ?lang=, then the saved choice, then the browser's, French by default. */
export function initialLang() {
  try {
    const fromUrl = new URLSearchParams(location.search).get('lang');
    if (languages.includes(fromUrl)) return fromUrl;
    const saved = localStorage.getItem('tablier.lang');
    if (languages.includes(saved)) return saved;
  } catch (_) {
    /* no storage: fall through */
  }
  const nav = (typeof navigator !== 'undefined' && navigator.language) || 'fr';
  return nav.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export function saveLang(lang) {
  try {
    localStorage.setItem('tablier.lang', lang);
  } catch (_) {
    /* private mode: the choice lasts for the page only */
  }
}

/** Fills every [data-i18n] element (text) and [data-i18n-attr="attr:key,…"] under `root`. */
export function applyTranslations(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(',')) {
      const [attr, key] = pair.split(':');
      el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}
