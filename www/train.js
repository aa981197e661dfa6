// The training page (train.html): sessions of the package's exercises (docs/exercises.md) shown one
// after the other by <tablier-exercise>, which asks the engine to grade each answer. The page only
// chooses the exercises and keeps the progress: per family, how many were answered and how many
// right (the weak families listed first), and the ids missed, offered first in the next session.
// `train.html?id=…` opens that one exercise.

import './tablier-exercise.js';
import { translator, dictionaries, applyTranslations, initialLang, describeError } from './i18n.js';
import { fr, en } from './i18n-train.js';
import { loadEngine } from './engine.js';

Object.assign(dictionaries.fr, fr);
Object.assign(dictionaries.en, en);

const KEY = 'tablier.train';
const POINTS = 'compter-les-points';
const KINDS = [POINTS, 'choisir-le-coup', 'tenir-ou-s-en-aller', 'compter-les-chances'];
// docs/exercises.md "Families": the engine refuses any other name
const FAMILIES = ['battre-a-vrai', 'battre-a-faux', 'coin', 'remplir', 'conserver', 'depart', 'sortie', 'impuissance', 'retour'];
const LEVELS = [1, 2, 3];
// the ids kept to see again: the latest misses, so that the list cannot grow without end
const MAX_AGAIN = 50;
// an id names its kind by its prefix (docs/exercises.md "Ids")
const KIND_OF_PREFIX = { points: POINTS, seed: POINTS, coup: 'choisir-le-coup', tenir: 'tenir-ou-s-en-aller', chances: 'compter-les-chances' };
const kindOfId = (id) => KIND_OF_PREFIX[String(id).split('-')[0]];

const $ = (id) => document.getElementById(id);
const lang = initialLang();
const t = translator(lang);

/** The progress kept in the browser, or a fresh one if none (or something unreadable) is kept. */
function loadProgress() {
  const fresh = { families: {}, again: [], sessions: 0 };
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    if (!kept || typeof kept !== 'object') return fresh;
    const families = {};
    for (const [name, f] of Object.entries(kept.families || {})) {
      if (Number.isInteger(f?.answered) && Number.isInteger(f?.right)) families[name] = { answered: f.answered, right: f.right };
    }
    const again = Array.isArray(kept.again) ? kept.again.filter((id) => typeof id === 'string' && kindOfId(id)) : [];
    return { families, again, sessions: Number.isInteger(kept.sessions) ? kept.sessions : 0 };
  } catch (_) {
    return fresh;
  }
}

function saveProgress() {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch (_) {
    /* private mode: the progress lasts for the page only */
  }
}

const progress = loadProgress();
// the session under way: its ids, the one shown, and the first answer given to each
const session = { ids: [], at: 0, first: new Map() };

// a compter les points counts for each family of its jans; the other kinds are a family each
const familiesOf = (ex) => (ex.exercise === POINTS && ex.families?.length ? ex.families : [ex.exercise]);
const familyName = (f) => t(FAMILIES.includes(f) ? `family.${f}` : `kind.${f}`);

function renderProgress() {
  const rows = Object.entries(progress.families)
    .filter(([, f]) => f.answered > 0)
    // the weakest first: the lowest share right, then the most answered
    .sort(([, a], [, b]) => a.right / a.answered - b.right / b.answered || b.answered - a.answered);
  $('progress-none').hidden = rows.length > 0;
  $('progress-table').hidden = rows.length === 0;
  $('progress-body').replaceChildren(
    ...rows.map(([name, f]) => {
      const tr = document.createElement('tr');
      tr.dataset.family = name;
      const th = Object.assign(document.createElement('th'), { scope: 'row', textContent: familyName(name) });
      tr.append(th, ...[f.answered, f.right].map((n) => Object.assign(document.createElement('td'), { textContent: String(n) })));
      return tr;
    }),
  );
  const n = progress.again.length;
  $('again').textContent = n ? t('train.again', { n }) : '';
}

function renderScore() {
  const answered = session.first.size;
  const right = [...session.first.values()].filter(Boolean).length;
  $('score').textContent = t('train.score', { right, answered });
}

/** Shows the session's exercise `at`. */
function show(at) {
  session.at = at;
  const id = session.ids[at];
  $('session').hidden = false;
  $('session-title').textContent = t('train.session', { i: at + 1, n: session.ids.length });
  // the element's id attribute names the exercise: it is made with its first id, never without one
  let el = exerciseElement();
  if (!el) {
    el = document.createElement('tablier-exercise');
    el.setAttribute('lang', lang);
    el.setAttribute('id', id);
    $('exercise-box').append(el);
  } else el.setAttribute('id', id);
  $('link').href = `train.html?id=${encodeURIComponent(id)}${lang === 'en' ? '&lang=en' : ''}`;
  $('next').hidden = at + 1 >= session.ids.length;
  renderScore();
}

const exerciseElement = () => document.querySelector('tablier-exercise');

/** The first answer to each exercise of the session is the one that counts. */
function heard(e) {
  const { id, correct } = e.detail;
  if (session.first.has(id)) return;
  session.first.set(id, correct);
  const ex = exerciseElement()?.exercise;
  for (const f of ex && ex.id === id ? familiesOf(ex) : [kindOfId(id)]) {
    const kept = (progress.families[f] ??= { answered: 0, right: 0 });
    kept.answered += 1;
    if (correct) kept.right += 1;
  }
  progress.again = progress.again.filter((x) => x !== id);
  if (!correct) progress.again = [id, ...progress.again].slice(0, MAX_AGAIN);
  saveProgress();
  renderProgress();
  renderScore();
  if (session.at + 1 >= session.ids.length) {
    const right = [...session.first.values()].filter(Boolean).length;
    $('status').textContent = t('train.done', { right, n: session.ids.length });
  }
}

/** A session: the ids to see again of this kind first, then fresh ones from the engine. */
async function start(e) {
  e?.preventDefault();
  const kind = $('kind').value;
  const count = Math.min(30, Math.max(1, Number($('count').value) || 10));
  const request = { kind, count: count + progress.again.length, seed: progress.sessions + 1 };
  if (kind === POINTS && $('family').value) request.family = $('family').value;
  if (kind === POINTS && $('level').value) request.level = Number($('level').value);
  $('status').textContent = t('train.loading');
  $('start').disabled = true;
  try {
    const engine = await loadEngine();
    // the exercises missed come back first; a family or level asked for does not hold them back
    const again = progress.again.filter((id) => kindOfId(id) === kind).slice(0, count);
    const fresh = engine.exercises(request).map((x) => x.id).filter((id) => !again.includes(id));
    session.ids = [...again, ...fresh].slice(0, count);
    session.first = new Map();
    progress.sessions += 1;
    saveProgress();
    $('status').textContent = '';
    show(0);
    $('session-title').focus();
  } catch (err) {
    $('status').textContent = t('train.error', { msg: describeError(err, t) });
  } finally {
    $('start').disabled = false;
  }
}

function next() {
  if (session.at + 1 < session.ids.length) {
    show(session.at + 1);
    $('session-title').focus();
  }
}

function fillForm() {
  const option = (value, text) => new Option(text, value);
  $('kind').replaceChildren(...KINDS.map((k) => option(k, t(`kind.${k}`))));
  $('family').replaceChildren(option('', t('train.any')), ...FAMILIES.map((f) => option(f, t(`family.${f}`))));
  $('level').replaceChildren(option('', t('train.any')), ...LEVELS.map((l) => option(String(l), String(l))));
  // a family and a level are for compter les points only (the engine refuses them elsewhere)
  const points = () => {
    const only = $('kind').value !== POINTS;
    $('family').disabled = only;
    $('level').disabled = only;
  };
  $('kind').addEventListener('change', points);
  points();
}

function init() {
  document.documentElement.lang = lang;
  document.title = `${t('train.title')} — Tablier`;
  applyTranslations(document, t);
  const params = new URLSearchParams(location.search);
  const id = params.get('id');
  const other = lang === 'en' ? 'fr' : 'en';
  $('lang').href = `?lang=${other}${id ? `&id=${encodeURIComponent(id)}` : ''}`;
  $('lang').lang = other;
  fillForm();
  renderProgress();
  $('setup').addEventListener('submit', start);
  $('next').addEventListener('click', next);
  $('exercise-box').addEventListener('answer', heard);
  if (id) {
    // the page's module is the whole package (its sessions ask for every kind, and the service
    // worker keeps it for offline): asked for first, the element takes it, not the rules module
    loadEngine().catch(() => {});
    session.ids = [id];
    session.first = new Map();
    show(0);
  }
  document.body.dataset.ready = 'true';
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    // offline like the game page, once the page is interactive
    const go = () =>
      navigator.serviceWorker
        .register('sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then(() => {
          document.body.dataset.offline = 'ready';
        })
        .catch(() => {});
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  }
}

init();
