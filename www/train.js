// The training page (train.html): sessions of the package's exercises (docs/exercises.md) shown one
// after the other by <tablier-exercise>, which asks the engine to grade each answer. The page only
// chooses the exercises and keeps the progress: per family, how many were answered and how many
// right (the weak families named and listed first), and the spaced review of the exercises missed
// (train-schedule.js: each comes back a day later, then after longer waits while it is answered
// right), the ones due offered first in the next session. `train.html?id=…` opens that one exercise.

import './tablier-exercise.js';
import { translator, dictionaries, applyTranslations, initialLang, describeError } from './i18n.js';
import { fr, en } from './i18n-train.js';
import { loadEngine } from './engine.js';
import { answered, due, nextDue, readSchedule, weakFamilies, dayOfDate } from './train-schedule.js';

Object.assign(dictionaries.fr, fr);
Object.assign(dictionaries.en, en);

const KEY = 'tablier.train';
const POINTS = 'compter-les-points';
const KINDS = [POINTS, 'choisir-le-coup', 'tenir-ou-s-en-aller', 'compter-les-chances'];
// docs/exercises.md "Families": the engine refuses any other name
const FAMILIES = ['battre-a-vrai', 'battre-a-faux', 'coin', 'remplir', 'conserver', 'depart', 'sortie', 'impuissance', 'retour'];
const LEVELS = [1, 2, 3];
// an id names its kind by its prefix (docs/exercises.md "Ids")
const KIND_OF_PREFIX = { points: POINTS, seed: POINTS, coup: 'choisir-le-coup', tenir: 'tenir-ou-s-en-aller', chances: 'compter-les-chances' };
const kindOfId = (id) => KIND_OF_PREFIX[String(id).split('-')[0]];

const $ = (id) => document.getElementById(id);
const lang = initialLang();
const t = translator(lang);

// the clock of the spaced review: the page's own, which a test may set (page.clock)
const now = () => Date.now();

/** The progress kept in the browser, or a fresh one if none (or something unreadable) is kept. */
function loadProgress() {
  const fresh = { families: {}, review: {}, sessions: 0 };
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    if (!kept || typeof kept !== 'object') return fresh;
    const families = {};
    for (const [name, f] of Object.entries(kept.families || {})) {
      if (Number.isInteger(f?.answered) && Number.isInteger(f?.right)) families[name] = { answered: f.answered, right: f.right };
    }
    const review = readSchedule(kept.review, kindOfId);
    // the list of misses kept before the spaced review: each due from today, in the first box
    if (Array.isArray(kept.again)) {
      for (const id of kept.again) if (typeof id === 'string' && kindOfId(id) && !review[id]) review[id] = answered({}, id, false, now() - 86_400_000)[id];
    }
    return { families, review, sessions: Number.isInteger(kept.sessions) ? kept.sessions : 0 };
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
  const weak = weakFamilies(progress.families);
  $('weak').textContent = weak.length ? t('train.weak', { families: weak.map(familyName).join(', ') }) : '';
  const today = due(progress.review, now());
  $('due').textContent = today.length ? t('train.due', { n: today.length }) : t('train.due.none');
  $('review-due').hidden = today.length === 0;
  const next = nextDue(progress.review, now());
  const date = next && new Date(dayOfDate(next.date) * 86_400_000).toLocaleDateString(lang, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  $('next-due').textContent = next ? t('train.due.next', { n: next.count, date }) : '';
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
  progress.review = answered(progress.review, id, correct, now());
  saveProgress();
  renderProgress();
  renderScore();
  if (session.at + 1 >= session.ids.length) {
    const right = [...session.first.values()].filter(Boolean).length;
    $('status').textContent = t('train.done', { right, n: session.ids.length });
  }
}

/** A session of the exercises due today, of every kind, the longest waiting first. */
function reviewDue() {
  const ids = due(progress.review, now()).slice(0, 30);
  if (!ids.length) return;
  session.ids = ids;
  session.first = new Map();
  $('status').textContent = '';
  show(0);
  $('session-title').focus();
}

/** A session: the ids due of this kind first, then fresh ones from the engine. */
async function start(e) {
  e?.preventDefault();
  const kind = $('kind').value;
  const count = Math.min(30, Math.max(1, Number($('count').value) || 10));
  const dueNow = due(progress.review, now()).filter((id) => kindOfId(id) === kind);
  const request = { kind, count: Math.min(30, count + dueNow.length), seed: progress.sessions + 1 };
  if (kind === POINTS && $('family').value) request.family = $('family').value;
  if (kind === POINTS && $('level').value) request.level = Number($('level').value);
  $('status').textContent = t('train.loading');
  $('start').disabled = true;
  try {
    const engine = await loadEngine();
    // the exercises due come back first; a family or level asked for does not hold them back
    const again = dueNow.slice(0, count);
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
  $('review-due').addEventListener('click', reviewDue);
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
